// The launch check (`npm run launch-check` runs it through scripts/checks/launch-check.mjs): lists every claim in content/
// not yet marked verified (testimonials, ratings, review and sales counts, case studies, figures, team members, the
// popular badge, a former price, claims made in words) by file and field, and every claim typed into the code in
// app/ instead of content/, and passes only when none is left. A production build (SITE_ENV=production) leaves the
// unverified ones out, rewords a claim made in words that has unclaimed words, or stops where a sentence states one
// (decision records 032 and 054); this list is the one to clear.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { unverifiedReport } from "../../app/content-model/.server/evidence.ts";
import { contentDir, loadContent } from "../../app/content-model/.server/load.ts";
import { LEGAL_SETTINGS, readContentSettings, readSettings } from "../../config/settings.mjs";
import type { SnapshotDelivery } from "../../contracts/store-catalog.ts";
import { entriesOf } from "../../lib/typed-object.ts";

const APP = path.resolve("app");

/**
 * The code files of app/ that can put words on a page: tests, type declarations, the content's schema (its hints are
 * for editors) and build-only code (.server/) aside.
 */
function appFiles(dir = APP): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === ".server" || full === path.join(APP, "content-model", "schema") ? [] : appFiles(full);
    if (full === path.join(APP, "content-model", "schema.ts")) return [];
    return /\.(ts|tsx)$/.test(entry.name) && !/\.(test|spec)\.tsx?$|\.d\.ts$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Claims typed into app/ rather than content/: lines of code (comments aside) that contain a claim's words, such as
 * a phrase of facts.yml ("certified") or the popular plan's badge. Words a visitor reads belong in content/, where
 * they carry evidence and the production build can leave them out.
 */
export function claimsInCode(
  patterns: readonly string[],
  files = [...appFiles(), ...appFiles(path.resolve("lib"))],
): string[] {
  const found: string[] = [];
  for (const file of files) {
    readFileSync(file, "utf8")
      .split("\n")
      .forEach((line, index) => {
        const code = line.trim();
        if (code.startsWith("//") || code.startsWith("*") || code.startsWith("/*") || code.startsWith("{/*")) return;
        for (const pattern of patterns)
          if (code.toLowerCase().includes(pattern.toLowerCase()))
            found.push(
              `${path.relative(process.cwd(), file).split(path.sep).join("/")}:${index + 1}: "${pattern}" is typed in the code; move the words to content/`,
            );
      });
  }
  return found;
}

/**
 * The snapshots a production build offers only as a question (no "Pay", no InStock), grouped by why, and the
 * GoHighLevel ids to confirm before they sell. Listed, not failed: a store may launch with some snapshots on request.
 */
export function sellingReport(delivery: Record<string, SnapshotDelivery>): string {
  const byReason = new Map<string, string[]>();
  for (const [slug, entry] of Object.entries(delivery)) {
    const why = (entry.notForSale ?? []).join(", ");
    if (why) byReason.set(why, [...(byReason.get(why) ?? []), slug]);
  }
  const ids = Object.entries(delivery).filter(([, entry]) => entry.ghlSnapshotId);
  const asked = [...byReason.values()].reduce((sum, slugs) => sum + slugs.length, 0);
  return (
    (asked
      ? `\nSnapshots a production build offers only as a question (price and "Ask about this snapshot", no "Pay"): ${asked}\n` +
        [...byReason].map(([why, slugs]) => `  ${why}: ${slugs.join(", ")}`).join("\n") +
        "\n"
      : "") +
    (ids.length
      ? `\nGoHighLevel ids to confirm with \`npm run ghl:check\` (GHL_AGENCY_TOKEN set) before they sell:\n${ids.map(([slug, entry]) => `  ${slug}: ${entry.ghlSnapshotId}`).join("\n")}\n`
      : "")
  );
}

export function launchCheck(
  root = contentDir(),
  codeFiles?: string[],
  env: Record<string, string | undefined> = process.env,
): { ok: boolean; report: string } {
  const contentSettings = readContentSettings(env);
  const content = loadContent(root, readSettings(env), { ...contentSettings, production: false });
  const { claims } = content;
  const patterns = [...content.claimWords];
  const inCode = claimsInCode(patterns, codeFiles);
  // The legal pages name the company, its address and the governing law from settings: a live site needs all three.
  const unsetLegal = entriesOf(LEGAL_SETTINGS)
    .filter(([key]) => !contentSettings.legal[key])
    .map(([, name]) => name);
  const report =
    unverifiedReport(claims) +
    (inCode.length
      ? `\nClaims typed in app/ (not in content/, so never checked):\n${inCode.map((line) => `  ${line}`).join("\n")}\n`
      : "") +
    (unsetLegal.length
      ? `\nLegal identity not set (the Terms and the Privacy Policy name them; a production build stops without them): ${unsetLegal.join(", ")}\n`
      : "") +
    sellingReport(content.snapshotDelivery);
  return { ok: claims.every((claim) => claim.verified) && inCode.length === 0 && unsetLegal.length === 0, report };
}
