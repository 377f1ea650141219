// POST /api/booking: the visitor's browser reports that the calendar on the page (GHL_BOOKING_CALENDAR_ID) booked a
// call right after an enquiry, naming that enquiry by its idempotency key (a random UUID only the sending browser
// knows). The lead is marked as booked, once; with GoHighLevel configured, the outbox adds a note to the contact.
// What it records is what the browser reports: GoHighLevel's own calendar holds the appointment itself.
// POST /api/booking/prefill: the thank-you page a plain form post lands on (its address carries the enquiry's key after
// the `#`, which no request sends) asks for the name, email address and phone of that enquiry, to fill in the calendar.
import type { IncomingMessage, ServerResponse } from "node:http";
import { BOOKING_PREFILL_MINUTES, BOOKING_PREFILL_PATH, BOOKING_REPORT_PATH } from "../../lib/ghl-embed.ts";
import { clientAddress, isCrossSitePost, parseTrustProxy, rateLimitKey, type RateLimiter } from "./contact.ts";
import { STATIC_SECURITY_HEADERS } from "../http/headers.ts";
import { parseIdempotencyKey } from "./lead-validation.ts";
import type { LeadStore } from "./leads-store.ts";
import { propertyAt } from "../../lib/typed-object.ts";

export const BOOKING_PATH = BOOKING_REPORT_PATH;
export { BOOKING_PREFILL_PATH };
/** A report is a key and little else: `{"key":"<uuid>"}` is 49 bytes. */
export const MAX_BOOKING_BODY_BYTES = 256;
/** A booking is reported right after the enquiry: older leads are not changed by a report. */
export const BOOKING_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The thank-you page asks for its enquiry's details as it opens, right after the post (BOOKING_PREFILL_MINUTES). */
export const PREFILL_WINDOW_MS = BOOKING_PREFILL_MINUTES * 60 * 1000;

export interface BookingHandlerOptions {
  store: () => LeadStore | undefined;
  limiter: RateLimiter;
  trustProxy?: number | boolean | string;
  /** The site's origin (SITE_URL): reports from other sites are refused. */
  siteOrigin: string | undefined;
  /** The outbox destinations that note a booking (the GoHighLevel note), when configured. */
  destinations: readonly string[];
  onQueued?: () => void;
  now?: () => number;
  log?: (...args: unknown[]) => void;
}

class TooLarge extends Error {}

async function readSmallBody(req: IncomingMessage): Promise<string> {
  if (Number(req.headers["content-length"] ?? 0) > MAX_BOOKING_BODY_BYTES) throw new TooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  // A request with no encoding set yields Buffers.
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BOOKING_BODY_BYTES) throw new TooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** The enquiry key of a report, or undefined when the body is anything but `{ "key": "<uuid>" }`. */
export function reportedKey(body: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return undefined;
  const key = propertyAt(parsed, "key");
  if (Object.keys(parsed).some((name) => name !== "key") || typeof key !== "string") return undefined;
  const checked = parseIdempotencyKey(key);
  return checked.ok ? checked.key : undefined;
}

export function createBookingHandler({
  store,
  limiter,
  trustProxy = 0,
  siteOrigin,
  destinations,
  onQueued,
  now = Date.now,
  log = console.error,
}: BookingHandlerOptions) {
  const answer = (res: ServerResponse, status: number, extra: Record<string, string> = {}) => {
    res
      .writeHead(status, { ...STATIC_SECURITY_HEADERS, "Cache-Control": "no-store", "Content-Length": "0", ...extra })
      .end();
  };
  /** What a prefill request is answered with: the enquiry's details as JSON, or 404 for an unknown or old key. */
  const prefill = async (res: ServerResponse, leads: LeadStore, key: string) => {
    const found = await leads.bookingPrefill(key, now() - PREFILL_WINDOW_MS);
    if (!found) return answer(res, 404);
    const body = JSON.stringify(found);
    res
      .writeHead(200, {
        ...STATIC_SECURITY_HEADERS,
        "Cache-Control": "no-store",
        "Content-Type": "application/json; charset=utf-8",
        "Content-Length": String(Buffer.byteLength(body)),
      })
      .end(body);
  };
  return async function handleBooking(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const asksPrefill = (req.url ?? "").split("?")[0] === BOOKING_PREFILL_PATH;
    if (req.method !== "POST") return answer(res, 405, { Allow: "POST" });
    if (isCrossSitePost(req, siteOrigin)) return answer(res, 403);
    if (
      !String(req.headers["content-type"] ?? "")
        .toLowerCase()
        .startsWith("application/json")
    )
      return answer(res, 415);
    if (!limiter.allow(rateLimitKey(clientAddress(req, parseTrustProxy(trustProxy)))))
      return answer(res, 429, { "Retry-After": "600" });
    let key: string | undefined;
    try {
      key = reportedKey(await readSmallBody(req));
    } catch (error) {
      return answer(res, error instanceof TooLarge ? 413 : 400);
    }
    if (!key) return answer(res, 400);
    const leads = store();
    if (!leads) return answer(res, 503, { "Retry-After": "30" });
    try {
      if (asksPrefill) return await prefill(res, leads, key);
      const result = await leads.markCallBooked(key, { since: now() - BOOKING_WINDOW_MS, destinations });
      if (result === "unknown") return answer(res, 404);
      answer(res, 204);
      if (result === "booked" && destinations.length) onQueued?.();
    } catch (error) {
      log(
        asksPrefill
          ? "[booking] could not read an enquiry for the calendar:"
          : "[booking] could not record a booked call:",
        error,
      );
      answer(res, 500);
    }
  };
}
