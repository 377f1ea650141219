// POST /api/contact: the site's own enquiry receiver, with the provider's contract ({ success, message }).
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { STATIC_SECURITY_HEADERS } from "./headers.ts";
import { FIELD_LIMITS, validateLead } from "./lead-validation.ts";
import type { LeadStore, NewLead } from "./leads-store.ts";
import type { Notify } from "./notify.ts";

export type { LeadStore } from "./leads-store.ts";

export const MAX_BODY_BYTES = 64 * 1024;
const WINDOW_MS = 10 * 60 * 1000;

export interface RateLimiter {
  /** Records one request; false when the address is over its limit. */
  allow(key: string): boolean;
}

/** Fixed-window counter per client address. */
export function createRateLimiter(limit: number, windowMs = WINDOW_MS, now: () => number = () => Date.now()): RateLimiter {
  const hits = new Map<string, { start: number; count: number }>();
  return {
    allow(key) {
      const time = now();
      const entry = hits.get(key);
      if (!entry || time - entry.start >= windowMs) {
        hits.set(key, { start: time, count: 1 });
        if (hits.size > 10000) for (const [k, v] of hits) if (time - v.start >= windowMs) hits.delete(k);
        return true;
      }
      entry.count += 1;
      return entry.count <= limit;
    },
  };
}

class BodyTooLarge extends Error {}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > MAX_BODY_BYTES) throw new BodyTooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Parses multipart, urlencoded or JSON bodies into a plain record of strings. Throws on malformed input. */
export async function parseFields(contentTypeHeader: string | undefined, body: Buffer): Promise<Record<string, string>> {
  const type = (contentTypeHeader ?? "").toLowerCase();
  if (type.startsWith("application/json")) {
    const data: unknown = JSON.parse(body.toString("utf8"));
    if (typeof data !== "object" || data === null || Array.isArray(data)) throw new Error("JSON body must be an object");
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => [key, typeof value === "string" ? value : value == null ? "" : String(value)]),
    );
  }
  if (contentTypeHeader && (type.startsWith("multipart/form-data") || type.startsWith("application/x-www-form-urlencoded"))) {
    const form = await new Request("http://receiver.local/", {
      method: "POST",
      headers: { "content-type": contentTypeHeader },
      body: new Uint8Array(body),
    }).formData();
    const fields: Record<string, string> = {};
    for (const [key, value] of form.entries()) if (typeof value === "string") fields[key] = value;
    return fields;
  }
  throw new Error("Unsupported content type");
}

export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = String(req.headers["x-forwarded-for"] ?? "").split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  return req.socket.remoteAddress ?? "unknown";
}

export interface ContactHandlerOptions {
  /** The store, or a getter answering undefined while the database is not open yet (the handler answers 503). */
  store: LeadStore | (() => LeadStore | undefined);
  limiter: RateLimiter;
  trustProxy?: boolean;
  notify?: Notify;
  log?: (...args: unknown[]) => void;
}

export type ContactHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

interface Reply {
  success: boolean;
  message: string;
}

export function createContactHandler({ store, limiter, trustProxy = false, notify, log = console.error }: ContactHandlerOptions): ContactHandler {
  const currentStore = typeof store === "function" ? store : () => store;
  const send = (res: ServerResponse, status: number, payload: Reply, extra: OutgoingHttpHeaders = {}) => {
    res.writeHead(status, {
      ...STATIC_SECURITY_HEADERS,
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
      ...extra,
    });
    res.end(JSON.stringify(payload));
  };

  return async function handleContact(req, res) {
    if (req.method !== "POST") {
      return send(res, 405, { success: false, message: "Method not allowed. Send the form with POST." }, { Allow: "POST" });
    }
    const ip = clientAddress(req, trustProxy);
    if (!limiter.allow(ip)) {
      return send(res, 429, { success: false, message: "Too many messages from your connection. Please wait a few minutes and try again." }, { "Retry-After": "600" });
    }
    let fields: Record<string, string>;
    try {
      fields = await parseFields(req.headers["content-type"], await readBody(req));
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        return send(res, 413, { success: false, message: `Your message is too large. Please keep it under ${FIELD_LIMITS.message} characters.` });
      }
      return send(res, 400, { success: false, message: "We couldn't read the form data. Please try again." });
    }
    // Honeypot: bots that fill it get a success answer and nothing is stored.
    if ((fields.botcheck ?? "").trim() !== "" && fields.botcheck !== "false") {
      return send(res, 200, { success: true, message: "Message received." });
    }
    const result = validateLead(fields);
    if (!result.ok) return send(res, 400, { success: false, message: result.message });

    const leads = currentStore();
    if (!leads) {
      return send(
        res,
        503,
        { success: false, message: "We can't save messages right now. Please try again in a minute or email us." },
        { "Retry-After": "30" },
      );
    }
    const lead: NewLead = { ...result.lead, ip, userAgent: String(req.headers["user-agent"] ?? "").slice(0, 300) };
    let id: number;
    try {
      id = await leads.insert(lead);
    } catch (error) {
      log("[contact] could not store lead:", error);
      return send(res, 500, { success: false, message: "We couldn't save your message. Please try again or email us." });
    }
    send(res, 200, { success: true, message: "Message received. We'll reply within 24 hours." });
    // Notification happens after the lead is safe; a mail failure is logged and never loses the lead.
    if (notify) notify({ ...lead, id }).catch((error: unknown) => log(`[contact] lead ${id} stored, notification failed:`, error));
  };
}
