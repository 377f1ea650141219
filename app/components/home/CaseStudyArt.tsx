import type { CaseStudy } from "~/content/types";

const PALETTES: Record<CaseStudy["palette"], [string, string, string]> = {
  blue: ["#1d4ed8", "#60a5fa", "#dbeafe"],
  violet: ["#6d28d9", "#a78bfa", "#ede9fe"],
  emerald: ["#047857", "#34d399", "#d1fae5"],
  amber: ["#b45309", "#fbbf24", "#fef3c7"],
  rose: ["#be123c", "#fb7185", "#ffe4e6"],
  cyan: ["#0e7490", "#22d3ee", "#cffafe"],
};

/** Generated artwork for a case study: a rising chart on the study's palette. */
export function CaseStudyArt({ palette, seed }: { palette: CaseStudy["palette"]; seed: number }) {
  const [deep, mid, light] = PALETTES[palette];
  const bars = Array.from({ length: 8 }, (_, index) => 30 + ((index * 37 + seed * 13) % 40) + index * 9);
  const points = bars.map((height, index) => `${20 + index * 45},${170 - height}`).join(" ");
  return (
    <svg viewBox="0 0 380 200" role="presentation" aria-hidden="true" className="h-auto w-full" preserveAspectRatio="xMidYMid slice">
      <rect width="380" height="200" fill={light} />
      <circle cx="330" cy="30" r="90" fill={mid} opacity="0.25" />
      {bars.map((height, index) => (
        <rect key={index} x={8 + index * 45} y={190 - height} width="26" height={height} rx="6" fill={mid} opacity="0.55" />
      ))}
      <polyline points={points} fill="none" stroke={deep} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      {bars.map((height, index) => (
        <circle key={index} cx={20 + index * 45} cy={170 - height} r="5" fill="#fff" stroke={deep} strokeWidth="3" />
      ))}
    </svg>
  );
}
