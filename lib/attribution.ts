/**
 * Where the visit came from: the UTM parameters, the path and the referrer (when another site) of the visit's landing
 * page, read from the landing page noted on the first page of the session (lib/landing-page.ts), so every enquiry
 * of the visit carries them.
 */

export const UTM_FIELDS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type AttributionField = (typeof UTM_FIELDS)[number] | "referrer" | "landing_page";
export type VisitAttribution = Partial<Record<AttributionField, string>>;

/** Upper bounds of the visit's fields; the receiver (server/enquiries/lead-validation.ts) enforces the same ones. */
export const VISIT_LIMITS: Record<AttributionField, number> = {
  utm_source: 200,
  utm_medium: 200,
  utm_campaign: 200,
  utm_term: 200,
  utm_content: 200,
  referrer: 500,
  /** The landing page's path, without its query string or fragment. */
  landing_page: 300,
};

// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;

/**
 * A path of this site, as the landing page is sent (shared with the receiver, server/enquiries/lead-validation.ts): starts with
 * one "/" (never "//", another host), within its bound, no control or direction characters.
 */
export function isSitePath(value: string): boolean {
  return (
    /^\/(?![/\\])/.test(value) && value.length <= VISIT_LIMITS.landing_page && !new RegExp(UNSAFE.source).test(value)
  );
}

function clean(value: string | null | undefined, field: AttributionField): string | undefined {
  const text = (value ?? "").replace(UNSAFE, "").trim().slice(0, VISIT_LIMITS[field]);
  return text || undefined;
}

/** The attribution of a landing page: its UTM parameters, its path, and the referrer when it is another site. */
export function attributionOf(href: string, referrer: string): VisitAttribution {
  const result: VisitAttribution = {};
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return result;
  }
  for (const field of UTM_FIELDS) {
    const value = clean(url.searchParams.get(field), field);
    if (value) result[field] = value;
  }
  const page = url.pathname.slice(0, VISIT_LIMITS.landing_page);
  if (isSitePath(page)) result.landing_page = page;
  try {
    const from = new URL(referrer);
    if (from.origin !== url.origin && (from.protocol === "https:" || from.protocol === "http:")) {
      const value = clean(from.href, "referrer");
      if (value) result.referrer = value;
    }
  } catch {
    /* no referrer, or not a URL */
  }
  return result;
}
