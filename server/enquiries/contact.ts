// POST /api/contact: the site's own enquiry receiver, with the provider's contract ({ success, message }).
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { isIP } from "node:net";
import { readSettings } from "../../config/settings.mjs";
import { contentKeys } from "./duplicate-window.ts";
import { isSitePath } from "../../lib/attribution.ts";
import { DEFAULT_LANG, splitLang, type Lang } from "../../config/languages.mjs";
import {
  type LeadAttribution,
  type LeadInput,
  type LeadRules,
  answerLang,
  parseIdempotencyKey,
  validateAttribution,
  validateLang,
  validateLead,
  validateSmsConsent,
} from "./lead-validation.ts";
import { BodyTooLarge, readBody } from "../http/http-body.ts";
import { printable } from "./leads-format.ts";
import type { LeadStore, NewLead } from "./leads-store.ts";
import { FIELD_BOUNDS } from "../../lib/enquiry-contract.ts";
import type { EnquiryMessages, EnquiryMessagesByLang } from "../../contracts/enquiry-messages.ts";
import { builtStylesheets, type Problem } from "./refusal-page.ts";
import { contactReplies, type SubmittedFields } from "./contact-replies.ts";

export type { LeadStore } from "./leads-store.ts";

export const MAX_BODY_BYTES = 64 * 1024;
const WINDOW_MS = 10 * 60 * 1000;

export interface RateLimiter {
  /** Records one request; false when the address is over its limit. */
  allow(key: string): boolean;
  /** Whether the address has used up its limit (records nothing). */
  blocked(key: string): boolean;
  /** Takes back one recorded request (one that turned out not to count). */
  refund(key: string): void;
  /** The number of addresses tracked and the map entries examined so far (for tests and diagnostics). */
  stats(): { size: number; steps: number };
}

export interface RateLimiterOptions {
  windowMs?: number;
  now?: () => number;
  /** Hard cap on the addresses tracked; beyond it the oldest window is forgotten. */
  maxEntries?: number;
}

/** Refused posts allowed per address and window: four times the enquiries, and never fewer than 20. */
export function refusedPostLimit(enquiryLimit: number): number {
  return Math.max(20, enquiryLimit * 4);
}

/** Stale windows dropped per request: more than the one a request can add, so the map keeps up without scans. */
const EXPIRED_PER_REQUEST = 2;

/**
 * Fixed-window counter per client address, O(1) per request. The Map is kept in window-start order (a new window
 * re-inserts its address at the end), so expired windows are always at the front and are dropped a few per request;
 * a hard cap forgets the oldest window first.
 */
export function createRateLimiter(limit: number, options: RateLimiterOptions | number = {}): RateLimiter {
  const {
    windowMs = WINDOW_MS,
    now = () => Date.now(),
    maxEntries = 100_000,
  } = typeof options === "number" ? { windowMs: options } : options;
  const hits = new Map<string, { start: number; count: number }>();
  let steps = 0;
  return {
    allow(key) {
      const time = now();
      let expired = 0;
      for (const [oldest, window] of hits) {
        steps += 1;
        if (expired >= EXPIRED_PER_REQUEST || time - window.start < windowMs) break;
        hits.delete(oldest);
        expired += 1;
      }
      const entry = hits.get(key);
      if (entry && time - entry.start < windowMs) {
        entry.count += 1;
        return entry.count <= limit;
      }
      hits.delete(key);
      while (hits.size >= maxEntries) {
        const oldest = hits.keys().next();
        if (oldest.done) break;
        steps += 1;
        hits.delete(oldest.value);
      }
      hits.set(key, { start: time, count: 1 });
      return true;
    },
    blocked(key) {
      const entry = hits.get(key);
      return entry !== undefined && now() - entry.start < windowMs && entry.count >= limit;
    },
    refund(key) {
      const entry = hits.get(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    stats: () => ({ size: hits.size, steps }),
  };
}

export type { SubmittedFields };

/**
 * Parses multipart, urlencoded or JSON bodies into a record of fields. A field sent twice becomes an array and a file
 * stays a file, so that validation refuses them instead of picking one. Throws on malformed input.
 */
export async function parseFields(contentTypeHeader: string | undefined, body: Buffer): Promise<SubmittedFields> {
  const type = (contentTypeHeader ?? "").toLowerCase();
  if (type.startsWith("application/json")) {
    const data: unknown = JSON.parse(body.toString("utf8"));
    if (typeof data !== "object" || data === null || Array.isArray(data))
      throw new Error("JSON body must be an object");
    return { ...data };
  }
  if (
    contentTypeHeader &&
    (type.startsWith("multipart/form-data") || type.startsWith("application/x-www-form-urlencoded"))
  ) {
    const form = await new Request("http://receiver.local/", {
      method: "POST",
      headers: { "content-type": contentTypeHeader },
      body: new Uint8Array(body),
    }).formData();
    // No prototype, so a field named like one of Object's (__proto__, constructor) is only a field.
    const fields: SubmittedFields = Object.create(null) as SubmittedFields;
    for (const key of new Set(form.keys())) {
      const values = form.getAll(key);
      fields[key] = values.length === 1 ? values[0] : values;
    }
    return fields;
  }
  throw new Error("Unsupported content type");
}

/**
 * `TRUST_PROXY` as a hop count: 0 (or anything unreadable) trusts no proxy; `true` means one, the proxy in front of
 * this server (never "trust every entry", which would let any visitor choose the address they are limited by).
 */
export function parseTrustProxy(value: string | number | boolean | undefined): number {
  if (typeof value === "boolean") return value ? 1 : 0;
  const text = typeof value === "string" ? value.trim().toLowerCase() : value;
  if (text === "true") return 1;
  const hops = typeof text === "number" ? text : Number.parseInt(text ?? "", 10);
  return Number.isInteger(hops) && hops > 0 ? Math.min(hops, 32) : 0;
}

/**
 * A valid IP address in canonical form (IPv4-mapped IPv6 as IPv4, IPv6 in lower case), or undefined. A port some
 * proxies add to X-Forwarded-For entries is dropped: `1.2.3.4:5678`, `[2001:db8::1]:5678`.
 */
export function normaliseAddress(value: string | undefined): string | undefined {
  let text = value?.trim();
  if (!text) return undefined;
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(text);
  if (bracketed?.[1]) text = bracketed[1];
  else if (withPort?.[1]) text = withPort[1];
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(text);
  if (mapped?.[1]) text = mapped[1];
  const version = isIP(text);
  if (version === 4) return text;
  if (version === 6) return text.toLowerCase();
  return undefined;
}

/**
 * What the rate limit counts by: an IPv4 address, or an IPv6 address's /64 network. One household or server gets a
 * whole /64 (2^64 addresses), so counting single IPv6 addresses would let anyone change address at will.
 */
export function rateLimitKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = "", tail] = address.split("%")[0]!.split("::");
  // An embedded IPv4 address (the last 32 bits) counts as two groups.
  const groups = (part: string | undefined) =>
    part ? part.split(":").flatMap((group) => (group.includes(".") ? ["0", "0"] : [group])) : [];
  const start = groups(head);
  const end = groups(tail);
  const all =
    tail === undefined
      ? start
      : [...start, ...Array<string>(Math.max(0, 8 - start.length - end.length)).fill("0"), ...end];
  return `${all
    .slice(0, 4)
    .map((group) => Number.parseInt(group || "0", 16).toString(16))
    .join(":")}::/64`;
}

/**
 * The client's address. Behind `hops` trusted proxies, each appends the address it saw to X-Forwarded-For, so the
 * entry `hops` from the right is the one our outermost proxy saw (entries further left are the client's own claims).
 * Anything that is not an IP address falls back to the socket address.
 */
export function clientAddress(req: IncomingMessage, trustProxy: number | boolean = 0): string {
  const socketAddress = normaliseAddress(req.socket.remoteAddress) ?? "unknown";
  const hops = parseTrustProxy(trustProxy);
  if (hops === 0) return socketAddress;
  const header = req.headers["x-forwarded-for"];
  const chain = (Array.isArray(header) ? header.join(",") : (header ?? ""))
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (chain.length === 0) return socketAddress;
  return normaliseAddress(chain[Math.max(0, chain.length - hops)]) ?? socketAddress;
}

/** The receiver's settings in effect, as the server logs them at start (a wrong TRUST_PROXY shows at once). */
export function receiverSettingsText({
  TRUST_PROXY,
  CONTACT_RATE_LIMIT,
}: {
  TRUST_PROXY: number | string | boolean;
  CONTACT_RATE_LIMIT: number;
}): string {
  const hops = parseTrustProxy(TRUST_PROXY);
  const address =
    hops === 0
      ? "the connection's address (TRUST_PROXY=0, no proxy trusted)"
      : `X-Forwarded-For, entry ${hops} from the right (TRUST_PROXY=${hops}, ${hops === 1 ? "one proxy" : `${hops} proxies`} in front)`;
  const minutes = WINDOW_MS / 60_000;
  return `enquiries: ${CONTACT_RATE_LIMIT} per ${minutes} minutes per client (an IPv6 client per /64), refused posts ${refusedPostLimit(CONTACT_RATE_LIMIT)} per ${minutes} minutes; client address: ${address}`;
}

/**
 * Whether the browser says another site sent this post: `Sec-Fetch-Site: cross-site`, `same-site` from another
 * origin, or an `Origin` that is neither the site's own (SITE_URL) nor the host the request was sent to. Requests
 * with neither header (curl, server-to-server, old browsers) pass.
 */
export function isCrossSitePost(req: IncomingMessage, siteOrigin: string | undefined): boolean {
  const fetchSite = String(req.headers["sec-fetch-site"] ?? "")
    .trim()
    .toLowerCase();
  const origin = req.headers.origin?.trim();
  const own = (value: string) => {
    if (value === "null") return false;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return false;
    }
    if (siteOrigin && url.origin === siteOrigin) return true;
    const host = req.headers.host?.trim().toLowerCase();
    return Boolean(host) && url.host === host;
  };
  if (fetchSite === "cross-site") return true;
  if (origin !== undefined && !own(origin)) return true;
  if (fetchSite === "same-site" && origin === undefined) return true;
  return false;
}

function originOf(url: string | undefined): string | undefined {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The language of the page a request came from, by its Referer (a path of this site under a language's prefix), for
 * the refusals answered before the form's own `lang` field can be read; English when unknown.
 */
export function refererLang(req: IncomingMessage): Lang {
  const referer = req.headers.referer;
  if (!referer) return DEFAULT_LANG;
  try {
    return splitLang(new URL(referer).pathname).lang;
  } catch {
    return DEFAULT_LANG;
  }
}
/**
 * The path of the page a post came from by its Referer, when that page is this site's (SITE_URL's origin or the host
 * the request was sent to): where a consent was given when the form did not say (an API client, an older page).
 */
export function refererPath(req: IncomingMessage, siteOrigin: string | undefined): string | undefined {
  let url: URL;
  try {
    url = new URL(req.headers.referer ?? "");
  } catch {
    return undefined;
  }
  const own =
    (siteOrigin !== undefined && url.origin === siteOrigin) || url.host === req.headers.host?.trim().toLowerCase();
  return own && isSitePath(url.pathname) ? url.pathname : undefined;
}

/**
 * A plain browser form post (no JavaScript): a form body and an Accept header that asks for HTML. The site's script
 * (lib/contact-client.ts) asks for JSON, and so do API clients; they keep the JSON answers.
 */
export function isNativeFormPost(req: IncomingMessage): boolean {
  const type = String(req.headers["content-type"] ?? "").toLowerCase();
  const accept = String(req.headers.accept ?? "").toLowerCase();
  const form = type.startsWith("multipart/form-data") || type.startsWith("application/x-www-form-urlencoded");
  return form && accept.includes("text/html") && !accept.includes("application/json");
}

export interface ContactHandlerOptions {
  /** The store, or a getter answering undefined while the database is not open yet (the handler answers 503). */
  store: LeadStore | (() => LeadStore | undefined);
  limiter: RateLimiter;
  /**
   * The limit of refused posts (400, 413), kept apart from the enquiries' so that a visitor correcting a typo does not
   * use up their enquiries, while a client sending nothing but junk is still stopped (see refusedPostLimit).
   */
  refusedLimiter?: RateLimiter;
  /** Trusted proxy hops in front of the server (TRUST_PROXY): a count, or true for one. */
  trustProxy?: number | boolean | string;
  /** The site's own address (SITE_URL); posts from other origins are refused. Defaults to readSettings().siteUrl. */
  siteUrl?: string;
  /** Called after a new lead is committed (the outbox delivers it). */
  onStored?: (id: number) => void;
  /**
   * With the calendar on the pages (GHL_BOOKING_CALENDAR_ID): a plain form post lands on `/thank-you#booking=<key>`,
   * so the page can fill the calendar in with the enquiry (server/enquiries/booking.ts answers for the key).
   */
  bookingPrefill?: boolean;
  log?: (...args: unknown[]) => void;
  /** The site's stylesheets for the refusal page of a plain form post; defaults to those of the built site. */
  stylesheets?: () => string[];
  /** The clock of the duplicate window. */
  now?: () => number;
  /** The words of the form's problems as the build recorded them (contracts/enquiry-messages.ts); plain ones without. */
  messages?: EnquiryMessages | undefined;
  /**
   * Each language's words as the build recorded them (build/lang/<lang>/enquiry-messages.json): an enquiry is refused
   * in its own language's words. English falls back to `messages`; a language without words to plain English.
   */
  messagesByLang?: EnquiryMessagesByLang;
  /** PHONE_DEFAULT_COUNTRY: the country of a phone number typed without a country code. Defaults to the setting. */
  phoneDefaultCountry?: string;
  /** The hours within which the site promises a reply (the content's fact, recorded in the build's lead catalog). */
  replyHours?: () => Promise<number | undefined>;
}

/** The JSON answer's words for a stored enquiry, with the reply time the site promises when the build recorded one. */
export function receivedMessage(replyHours: number | undefined): string {
  return replyHours === undefined ? "Message received." : `Message received. We'll reply within ${replyHours} hours.`;
}

function contentIdempotency(lead: LeadInput, time: number): { idempotencyKey: string; earlierKeys: string[] } {
  const { key, previous } = contentKeys(lead, time);
  return { idempotencyKey: key, earlierKeys: [previous] };
}

/** The checks of the fields in a language's words, with the country of a phone number typed without one. */
function rulesOf(words: EnquiryMessages | undefined, defaultCountry: string): LeadRules {
  return {
    defaultCountry,
    ...(words ? { messages: words.problems } : {}),
    ...(words?.receiver ? { characters: words.receiver } : {}),
  };
}

/** Whether the honeypot, a field the visitor never sees, was filled: a bot's post (answered, never stored). */
export function botFilled(botcheck: unknown): boolean {
  return (
    botcheck !== undefined &&
    botcheck !== null &&
    botcheck !== "false" &&
    (typeof botcheck !== "string" || botcheck.trim() !== "")
  );
}

/** An enquiry whose every field passed, or the first problem found (all of the fields' problems, for the page). */
type CheckedEnquiry =
  | {
      ok: true;
      lang: Lang;
      lead: LeadInput;
      attribution: LeadAttribution;
      smsConsent: boolean;
      /** The form's own submission key, if it sent one. */
      idempotencyKey: string | undefined;
    }
  | { ok: false; message: string; field?: string; problems?: Problem[] };

/**
 * Checks a post's fields in order: its language, the visitor's fields (in that language's words), the attribution,
 * the consent box and the submission key (a field, else the Idempotency-Key header).
 */
export function checkEnquiry(
  fields: SubmittedFields,
  headerKey: unknown,
  rulesIn: (lang: Lang) => LeadRules,
): CheckedEnquiry {
  const language = validateLang(fields);
  if (!language.ok) return { ok: false, message: language.message, field: language.field };
  const result = validateLead(fields, rulesIn(language.lang));
  if (!result.ok) return { ok: false, message: result.message, field: result.field, problems: result.problems };
  const attribution = validateAttribution(fields);
  if (!attribution.ok) return { ok: false, message: attribution.message };
  const sms = validateSmsConsent(fields);
  if (!sms.ok) return { ok: false, message: sms.message };
  const idempotency = parseIdempotencyKey(fields.idempotency_key ?? headerKey);
  if (!idempotency.ok)
    return { ok: false, message: "The form's submission key is invalid. Please reload the page and send it again." };
  const { lang } = language;
  const { attribution: given } = attribution;
  return {
    ok: true,
    lang,
    lead: result.lead,
    attribution: given,
    smsConsent: sms.consent,
    idempotencyKey: idempotency.key,
  };
}

/** The lead to store from a checked enquiry and what the request says of the visitor. */
function newLead(
  enquiry: Extract<CheckedEnquiry, { ok: true }>,
  {
    consentWords,
    refererPath: pageOf,
    ip,
    userAgent,
    time,
  }: {
    consentWords: EnquiryMessages["smsConsent"] | undefined;
    refererPath: () => string | undefined;
    ip: string;
    userAgent: string | undefined;
    time: () => number;
  },
): NewLead {
  return {
    ...enquiry.lead,
    attribution: enquiry.attribution,
    smsConsent: enquiry.smsConsent,
    // What the consent agreed to: the words the box shows in this language, under their version, and the page.
    ...(enquiry.smsConsent ? { smsConsentContext: { words: consentWords, refererPath: pageOf() } } : {}),
    lang: enquiry.lang,
    ip,
    userAgent: printable(userAgent ?? "").slice(0, 300),
    // Without the form's own key, identical content in a short window is the same enquiry sent again.
    ...(enquiry.idempotencyKey ? { idempotencyKey: enquiry.idempotencyKey } : contentIdempotency(enquiry.lead, time())),
  };
}

export type ContactHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export function createContactHandler({
  store,
  limiter,
  refusedLimiter = createRateLimiter(refusedPostLimit(5)),
  trustProxy = 0,
  siteUrl = readSettings().siteUrl,
  onStored,
  bookingPrefill = false,
  log = console.error,
  stylesheets = () => builtStylesheets(),
  now = Date.now,
  messages,
  messagesByLang = {},
  phoneDefaultCountry = readSettings().phoneDefaultCountry,
  replyHours = () => Promise.resolve(undefined),
}: ContactHandlerOptions): ContactHandler {
  const { wordsOf, receiverWords, send, redirectToThanks, refusePage } = contactReplies({
    messages,
    messagesByLang,
    bookingPrefill,
    stylesheets,
  });
  const rulesIn = (lang: Lang) => rulesOf(wordsOf(lang), phoneDefaultCountry);
  const currentStore = typeof store === "function" ? store : () => store;
  const hops = parseTrustProxy(trustProxy);
  const siteOrigin = originOf(siteUrl);

  return async function handleContact(req, res) {
    if (req.method !== "POST") {
      return send(
        res,
        405,
        { success: false, message: "Method not allowed. Send the form with POST." },
        { Allow: "POST" },
      );
    }
    const native = isNativeFormPost(req);
    let fields: SubmittedFields | undefined;
    /** The language of the answer: the form's `lang` field once read, before that the page the post came from. */
    const lang = () => (fields ? answerLang(fields) : refererLang(req));
    /** Refuses in the form the client asked for: JSON for the script and API clients, a page for a plain form post. */
    const refuse = (
      status: number,
      message: string,
      field?: string,
      extra: OutgoingHttpHeaders = {},
      problems?: Problem[],
    ) =>
      native
        ? refusePage(res, lang(), status, problems ?? [{ ...(field ? { field } : {}), message }], fields ?? {}, extra)
        : send(res, status, { success: false, message, ...(field ? { field } : {}) }, extra);

    if (isCrossSitePost(req, siteOrigin)) {
      // Nothing another site sent is read or shown back.
      return refuse(403, "This form can only be sent from our own website.");
    }
    const ip = clientAddress(req, hops);
    const limitKey = rateLimitKey(ip);
    if (refusedLimiter.blocked(limitKey) || !limiter.allow(limitKey)) {
      // A plain form post gets its text back (the body is bounded), so nothing typed is lost while waiting.
      if (native)
        fields = await readBody(req, MAX_BODY_BYTES)
          .then((body) => parseFields(req.headers["content-type"], body))
          .catch(() => undefined);
      return refuse(429, receiverWords(lang()).tooMany, undefined, { "Retry-After": "600" });
    }
    /** A post that stores nothing takes back its enquiry; one refused as invalid counts toward the refused posts. */
    const uncount = (invalid: boolean) => {
      limiter.refund(limitKey);
      if (invalid) refusedLimiter.allow(limitKey);
    };
    const refuseInvalid = (status: number, message: string, field?: string, problems?: Problem[]) => {
      uncount(true);
      return refuse(status, message, field, {}, problems);
    };
    try {
      fields = await parseFields(req.headers["content-type"], await readBody(req, MAX_BODY_BYTES));
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        return refuseInvalid(
          413,
          receiverWords(lang()).tooLarge.replaceAll("{max}", String(FIELD_BOUNDS.message.max)),
          "message",
        );
      }
      return refuseInvalid(400, receiverWords(lang()).unreadable);
    }
    // Honeypot: bots that fill it get a success answer and nothing is stored.
    if (botFilled(fields.botcheck)) {
      return native
        ? redirectToThanks(res, answerLang(fields))
        : send(res, 200, { success: true, message: "Message received." });
    }
    const enquiry = checkEnquiry(fields, req.headers["idempotency-key"], rulesIn);
    // The JSON answer names the first problem's field; the page of a plain form post lists them all.
    if (!enquiry.ok) return refuseInvalid(400, enquiry.message, enquiry.field, enquiry.problems);

    // The store not open yet, or unable to write now (locked, full, its file gone): nothing is stored, the visitor is
    // told to try again, and the post does not count toward their limit.
    const unavailable = () => {
      uncount(false);
      return refuse(503, receiverWords(enquiry.lang).unavailable, undefined, { "Retry-After": "30" });
    };
    const leads = currentStore();
    if (!leads) return unavailable();
    const lead = newLead(enquiry, {
      consentWords: wordsOf(enquiry.lang)?.smsConsent,
      refererPath: () => refererPath(req, siteOrigin),
      ip,
      userAgent: req.headers["user-agent"],
      time: now,
    });
    let id: number;
    let duplicate: boolean;
    try {
      ({ id, duplicate } = await leads.insert(lead));
    } catch (error) {
      log("[contact] could not store lead:", error instanceof Error ? error.message : error);
      return unavailable();
    }
    if (native) redirectToThanks(res, enquiry.lang, lead.idempotencyKey);
    else send(res, 200, { success: true, message: receivedMessage(await replyHours()) });
    // The lead and its deliveries are committed: the outbox takes it from here (a resend queues nothing new).
    if (!duplicate) onStored?.(id);
  };
}
