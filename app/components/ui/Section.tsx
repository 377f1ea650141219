import { cn } from "../../../lib/cn";

interface SectionProps extends React.HTMLAttributes<HTMLElement> {
  tone?: "white" | "muted" | "dark";
  labelledBy?: string;
  /** Drops the top padding when the band continues the one above it. */
  flushTop?: boolean;
}

const TONES = {
  white: "bg-white",
  muted: "bg-slate-50",
  dark: "bg-ink text-slate-300",
} as const;

/** A page band with the site's vertical rhythm and max content width. */
export function Section({ tone = "white", labelledBy, flushTop = false, className, children, ...rest }: SectionProps) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={cn(flushTop ? "pb-14 sm:pb-20 lg:pb-28" : "section-y", TONES[tone], className)}
      {...rest}
    >
      <div className="container-page">{children}</div>
    </section>
  );
}

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: React.ReactNode;
  intro?: React.ReactNode;
  align?: "center" | "left";
  /** h1 for page heroes, h2 for sections. */
  level?: 1 | 2;
  className?: string;
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = "center",
  level = 2,
  className,
}: SectionHeadingProps) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <Heading
        id={id}
        className={cn("mt-2 font-bold", level === 1 ? "text-4xl sm:text-5xl lg:text-6xl" : "text-3xl sm:text-4xl")}
      >
        {title}
      </Heading>
      {intro && <p className="mt-4 text-lg text-slate-600">{intro}</p>}
    </div>
  );
}

const BADGE_TONES = {
  brand: "border-brand-200 bg-brand-50 text-brand-800",
  accent: "border-accent-500/30 bg-accent-500/10 text-accent-600",
} as const;

export function Badge({ children, tone = "brand" }: { children: React.ReactNode; tone?: keyof typeof BADGE_TONES }) {
  return (
    // A label, not the page's words: left out of the site search's excerpts.
    <span
      data-pagefind-ignore=""
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-semibold",
        BADGE_TONES[tone],
      )}
    >
      {children}
    </span>
  );
}
