/**
 * The production build the content tests share (tests/content/shared-build.ts): the settings of the deploy paths (the
 * generated vercel.json's build command, the systemd unit's steps, the operator's guide's Netlify and Cloudflare command,
 * .env.example), the legal identity docs/operating.md tells every host to set, and analytics switched on (Plausible on a
 * test host, as a production site would run it), from a copy of content/ in which exactly one home testimonial, one
 * snapshot's figures and one of its reviews are verified, plus one buyer's approved review (tests/content/fixtures/reviews/). production-build.test.ts reads its claims and
 * analytics-build.test.ts drives it in Chromium.
 */
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { readSettings } from "../../config/settings.mjs";
import { vercelJson } from "../../scripts/build/deploy-configs";
import { REPO_ROOT } from "./helpers";
import { sharedBuild } from "./shared-build";

export const SNAPSHOT = "roofing";

/** The operator's guide, where each deploy path's steps are written. */
export const OPERATING = "docs/operating.md";

/** The analytics provider's test host, and the settings that switch analytics on. */
export const ANALYTICS_HOST = "https://stats.example.org";
export const ANALYTICS_SETTINGS = {
  ANALYTICS_PROVIDER: "plausible",
  ANALYTICS_SCRIPT_URL: `${ANALYTICS_HOST}/js/script.js`,
  ANALYTICS_SITE_ID: "agency.example",
};

/** Marks the n-th `verified: false` of a file (counting from 0) as verified. */
function verifyNth(file: string, n: number) {
  let seen = -1;
  writeFileSync(
    file,
    readFileSync(file, "utf8").replace(/verified: false/g, (match) => (++seen === n ? "verified: true" : match)),
  );
}

/** The settings a command sets before `npm run build` (`A=1 B=2 npm run build` -> { A: "1", B: "2" }). */
function settingsOf(command: string): Record<string, string> {
  const match = /^((?:\w+=\S*\s+)*)npm run build$/.exec(command.trim());
  if (!match) throw new Error(`not a build command: ${command}`);
  return Object.fromEntries(
    match[1]!
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => pair.split("=") as [string, string]),
  );
}

/** The build settings of every deploy path, by path. */
export function deploySettings(): Record<string, Record<string, string>> {
  const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), "utf8");
  const unit = read("docs/deploy/ghl-site.service");
  const unitSteps = /`npm ci && ([^`]+)`/.exec(unit)?.[1] ?? "";
  const unitEnv = Object.fromEntries(
    [...unit.matchAll(/^Environment=(.*)$/gm)].flatMap((line) => line[1]!.split(/\s+/).map((pair) => pair.split("="))),
  );
  const guideStatic = /Netlify \/ Cloudflare Pages:\*\* build command `([^`]+)`/.exec(read(OPERATING))?.[1] ?? "";
  const guideNode = /after `npm ci && ([^`]+)`/.exec(read(OPERATING).replace(/\s*\n\s*/g, " "))?.[1] ?? "";
  const envExample = /^SITE_ENV=(.*)$/m.exec(read(".env.example"))?.[1];
  return {
    "vercel.json": settingsOf(vercelJson({ pages: ["/"], csp: {}, settings: readSettings({}) }).buildCommand),
    "systemd unit steps": settingsOf(unitSteps),
    "systemd unit environment": { SITE_ENV: String(unitEnv.SITE_ENV) },
    "docs/operating.md Netlify / Cloudflare": settingsOf(guideStatic),
    "docs/operating.md Node host": settingsOf(guideNode),
    ".env.example": { SITE_ENV: String(envExample) },
  };
}

/** The legal identity a production build requires, which no deploy path can set itself: the host's own settings. */
export const LEGAL_SETTINGS = ["LEGAL_ENTITY_NAME", "LEGAL_POSTAL_ADDRESS", "LEGAL_GOVERNING_STATE"];
const LEGAL_VALUES: Record<string, string> = {
  LEGAL_ENTITY_NAME: "Sample Agency LLC",
  LEGAL_POSTAL_ADDRESS: "100 Congress Ave, Austin, TX 78701",
  LEGAL_GOVERNING_STATE: "Texas",
};

/** The legal settings the operator's guide's deploy section tells every host to set: only these are given to the build. */
export function legalSettingsTheGuideNames(): Record<string, string> {
  const intro =
    /\n## Deploying\n\n([\s\S]*?)\n\n/.exec(readFileSync(path.join(REPO_ROOT, OPERATING), "utf8"))?.[1] ?? "";
  return Object.fromEntries(
    LEGAL_SETTINGS.filter((name) => intro.includes(`\`${name}\``)).map((name) => [name, LEGAL_VALUES[name]!]),
  );
}

/** The shared production build (made by the first test file that asks). */
export function productionSite() {
  return sharedBuild("production", (ws) => {
    const testimonialsFile = path.join(ws.content, "data/testimonials.en.yml");
    const snapshotFile = path.join(ws.content, `snapshots/${SNAPSHOT}.md`);
    verifyNth(testimonialsFile, 0);
    // In the snapshot file the figures come first, then its three reviews: verify the figures and the second review.
    verifyNth(snapshotFile, 0);
    verifyNth(snapshotFile, 1);
    // A buyer's approved review (the fixture npm run reviews would write), the only source of a rating in any build.
    cpSync(path.join(REPO_ROOT, "tests/content/fixtures/reviews"), path.join(ws.content, "reviews"), {
      recursive: true,
    });
    // The host's own settings besides: the legal identity a production build requires, given only as far as the
    // operator's guide's deploy section tells every host to set it (a guide that stopped saying so fails the build here).
    const [first] = Object.values(deploySettings());
    return { ...first, ...legalSettingsTheGuideNames(), ...ANALYTICS_SETTINGS };
  });
}
