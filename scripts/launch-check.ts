// The launch check (`npm run launch-check` runs it through scripts/launch-check.mjs): lists every testimonial,
// rating, review or sales count, case study and marketing claim in content/ not yet marked verified (file and
// field), and passes only when none is left. A production build (SITE_ENV=production) leaves unverified testimonials and ratings out; the other
// claims it publishes as written, so this list is the one to clear.
import { unverifiedReport } from "../app/content/.server/evidence.ts";
import { contentDir, loadContent } from "../app/content/.server/load.ts";
import { readContentSettings, readSettings } from "../config/settings.mjs";

export function launchCheck(root = contentDir()): { ok: boolean; report: string } {
  const { claims } = loadContent(root, readSettings(), { ...readContentSettings(), production: false });
  return { ok: claims.every((claim) => claim.verified), report: unverifiedReport(claims) };
}
