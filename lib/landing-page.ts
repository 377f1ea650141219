import { VISIT_LIMITS } from "./attribution";
import { propertyAt } from "./typed-object.ts";

/**
 * The first page of the visit, noted as soon as the site's code runs on it. The enquiry forms load later (the popup on
 * first use, the home page's form when scrolled to), possibly pages later: they read the visit's landing path, UTM
 * parameters and referrer from this note (lib/attribution.ts), not from whichever page they load on.
 */
export const LANDING_PAGE_KEY = "visit-landing";

export interface LandingPage {
  href: string;
  referrer: string;
}

type NoteStorage = Pick<Storage, "getItem" | "setItem">;

/**
 * Notes this page as the visit's landing page, unless an earlier page of the session already is. The storage comes
 * from a function: merely reading window.sessionStorage throws where a browser blocks storage.
 */
export function noteLandingPage(storage: () => NoteStorage, { href, referrer }: LandingPage): void {
  try {
    const store = storage();
    if (store.getItem(LANDING_PAGE_KEY)) return;
    // Only what attribution reads, as the cookie policy says: the page's path (bounded; no other query parameter and
    // no fragment), its utm_ parameters, and the referrer when it is another site.
    const { origin, pathname, search } = new URL(href);
    const utm = (search.match(/[?&]utm_[^&]*/g) ?? []).join("").slice(1);
    const path = pathname.slice(0, VISIT_LIMITS.landing_page);
    store.setItem(
      LANDING_PAGE_KEY,
      JSON.stringify({ href: `${origin}${path}?${utm}`, referrer: referrer.startsWith(origin) ? "" : referrer }),
    );
  } catch {
    /* storage unavailable: the forms fall back to the page they are on */
  }
}

/** The noted landing page, or null when there is none (or it is unreadable). */
export function landingPage(storage: Pick<Storage, "getItem">): LandingPage | null {
  try {
    const data: unknown = JSON.parse(storage.getItem(LANDING_PAGE_KEY) ?? "null");
    const href = propertyAt(data, "href");
    const referrer = propertyAt(data, "referrer");
    return typeof href === "string" && typeof referrer === "string" ? { href, referrer } : null;
  } catch {
    return null;
  }
}
