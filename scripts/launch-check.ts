// `npm run launch-check`: before the site goes live, lists every testimonial, rating, review or sales count, case
// study and marketing claim in content/ that is not yet marked verified (file and field), and exits non-zero while
// any is left. A production build (SITE_ENV=production) leaves unverified testimonials and ratings out; the other
// claims it publishes as written, so this list is the one to clear.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { unverifiedReport } from "../app/content/.server/evidence.ts";
import { contentDir, loadContent } from "../app/content/.server/load.ts";
import { loadDotEnv, readContentSettings, readSettings } from "../config/settings.mjs";

export function launchCheck(root = contentDir()): { ok: boolean; report: string } {
  const { claims } = loadContent(root, readSettings(), { ...readContentSettings(), production: false });
  return { ok: claims.every((claim) => claim.verified), report: unverifiedReport(claims) };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  loadDotEnv();
  const { ok, report } = launchCheck();
  process.stdout.write(report);
  process.exitCode = ok ? 0 : 1;
}
