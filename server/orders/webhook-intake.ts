// The gate in front of Stripe's webhook body (POST /api/stripe/webhook). Without it every post was read whole, up to
// 512 KB, before its signature was looked at, and any number at once: 3,000 unsigned posts took the server from
// 180 MB to 1.6 GB. Here whatever the headers alone can refuse is refused before a byte of the body is read: no
// Stripe-Signature, one not in Stripe's shape, a timestamp outside the library's tolerance (400), a declared length
// over the limit (413). Only a few bodies are read at once (503 beyond that, with Retry-After: Stripe retries a 5xx
// with backoff for days, so nothing is lost), each within a short time. A header in Stripe's shape with a wrong
// signature is still read and then refused by the library's check (webhook.ts): only the secret can tell it apart.
//
// A refused body is never read: the answer says Connection: close and the socket is destroyed once the answer is
// flushed. Reading it to the end to keep the connection (req.resume()) is what a flood wants: every post would still
// cost its whole body. A client that sent its body at once may see the connection reset instead of the answer (the
// kernel resets a socket closed with unread data); only a client that is not Stripe sends such a post.
import type { IncomingMessage, ServerResponse } from "node:http";
import { STATIC_SECURITY_HEADERS } from "../http/headers.ts";
import { BodyTooLarge, readBody } from "../http/http-body.ts";

/**
 * Bodies read at once, per process (memory is per process, so the limit is too). Stripe sends a shop this size a few
 * events per sale, and each is a few KB read in a millisecond, so 8 is room for bursts; at the 512 KB limit the
 * bodies being read hold 4 MB at most, where an unlimited flood held gigabytes.
 */
export const MAX_WEBHOOK_READS = 8;
/**
 * How long one body may take. Stripe posts a few KB in one go from its servers; the server's own request timeout
 * (30 s, SERVER_LIMITS) is for a visitor's slow mobile link. A client trickling its body would hold one of the few
 * slots for those 30 s; 5 s bounds that, and an event cut short is sent again by Stripe.
 */
export const WEBHOOK_READ_TIMEOUT_MS = 5_000;
/** The stripe library's DEFAULT_TOLERANCE: what its check would refuse anyway (the test holds the two equal). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;
/** Told to a refused client when the slots are full. Stripe keeps its own backoff; it is for anything else that asks. */
export const RETRY_AFTER_SECONDS = 10;

/** Stripe's scheme: the HMAC-SHA256 of `t.body` in lower-case hex. */
const V1_SIGNATURE = /^[0-9a-f]{64}$/;
/** Other schemes Stripe adds beside v1 (v0 in test mode): a version and a hex value, which the library ignores. */
const OTHER_SIGNATURE = /^v\d+=[0-9a-f]+$/;
/** Unix seconds: up to 12 digits keeps the number exact and far beyond any real clock. */
const TIMESTAMP = /^\d{1,12}$/;

/**
 * What is wrong with a Stripe-Signature header (`t=<unix seconds>,v1=<hex>[,v1=<hex>...][,v0=<hex>]`) at `nowMs`, or
 * undefined when it is worth reading the body for. The timestamp is held within the tolerance both ways: the library
 * refuses an old one, and one from the future beyond the same window comes from a forger or a clock so wrong that the
 * library's check means nothing (Stripe signs every retry afresh, so an event refused meanwhile comes again).
 */
export function signatureHeaderProblem(
  header: string | string[] | undefined,
  nowMs: number,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): string | undefined {
  if (typeof header !== "string" || !header) return "no Stripe-Signature header";
  let timestamp: number | undefined;
  let signatures = 0;
  for (const item of header.split(",")) {
    const separator = item.indexOf("=");
    const key = item.slice(0, separator);
    const value = item.slice(separator + 1);
    if (key === "t" && timestamp === undefined && TIMESTAMP.test(value)) timestamp = Number(value);
    else if (key === "v1" && V1_SIGNATURE.test(value)) signatures += 1;
    else if (!OTHER_SIGNATURE.test(item)) return "malformed Stripe-Signature header";
  }
  if (timestamp === undefined || signatures === 0) return "malformed Stripe-Signature header";
  // Whole seconds, as the library counts the age.
  const age = Math.floor(nowMs / 1000) - timestamp;
  if (Math.abs(age) > toleranceSeconds) return "Stripe-Signature timestamp outside the tolerance";
  return undefined;
}

/** An event's body, untouched (the signature is over the raw bytes), and the header to check it with. */
export interface AdmittedEvent {
  raw: Buffer;
  header: string;
}

export interface WebhookIntakeOptions {
  maxReads?: number;
  readTimeoutMs?: number;
  toleranceSeconds?: number;
}

export interface WebhookIntake {
  /**
   * The body and signature header of a post worth checking; undefined when the gate refused it (answered, and the
   * connection closed). `nowMs` is the webhook's clock, the one its signature check uses.
   */
  admit(
    req: IncomingMessage,
    res: ServerResponse,
    limits: { maxBytes: number; nowMs: number },
  ): Promise<AdmittedEvent | undefined>;
  /** Bodies being read now. */
  reading(): number;
}

/**
 * Answers and closes without reading any more of the body: the socket is destroyed once the answer has been handed
 * to the kernel (Node alone would first read the rest of the body to throw it away).
 */
function refuse(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): undefined {
  const socket = req.socket;
  // Nothing more of this connection is read: the body's bytes stay in the kernel and go with the socket. (Measured with
  // `npm run bench:server -- --only webhook-flood`: 3,000 unsigned 500 KB posts from 200 connections grew the server by
  // 39-42 MB with this, 77-82 MB without.)
  socket.pause();
  if (res.headersSent || res.writableEnded) {
    socket.destroy();
    return undefined;
  }
  const body = JSON.stringify({ received: false, message });
  res.writeHead(status, {
    ...STATIC_SECURITY_HEADERS,
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-store",
    "Content-Length": String(Buffer.byteLength(body)),
    Connection: "close",
    ...headers,
  });
  res.end(body, () => socket.destroy());
  return undefined;
}

/** The body within `maxBytes` and `timeoutMs`; undefined when it was refused (answered and closed) instead. */
async function readWithin(
  req: IncomingMessage,
  res: ServerResponse,
  maxBytes: number,
  timeoutMs: number,
): Promise<Buffer | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const tooSlow = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(refuse(req, res, 408, "the body took too long")), timeoutMs);
  });
  const reading = readBody(req, maxBytes).catch((error: unknown) =>
    // The body that outgrew the limit is left unread; a client that went away gets no answer.
    refuse(
      req,
      res,
      error instanceof BodyTooLarge ? 413 : 400,
      error instanceof BodyTooLarge ? "event too large" : "unreadable body",
    ),
  );
  try {
    return await Promise.race([reading, tooSlow]);
  } finally {
    clearTimeout(timer);
  }
}

export function createWebhookIntake({
  maxReads = MAX_WEBHOOK_READS,
  readTimeoutMs = WEBHOOK_READ_TIMEOUT_MS,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
}: WebhookIntakeOptions = {}): WebhookIntake {
  let reading = 0;
  return {
    reading: () => reading,
    async admit(req, res, { maxBytes, nowMs }) {
      const header = req.headers["stripe-signature"];
      const problem = signatureHeaderProblem(header, nowMs, toleranceSeconds);
      if (problem || typeof header !== "string") return refuse(req, res, 400, problem ?? "no Stripe-Signature header");
      if (Number(req.headers["content-length"] ?? 0) > maxBytes) return refuse(req, res, 413, "event too large");
      if (reading >= maxReads)
        return refuse(req, res, 503, "busy, retry later", { "Retry-After": String(RETRY_AFTER_SECONDS) });
      reading += 1;
      try {
        const raw = await readWithin(req, res, maxBytes, readTimeoutMs);
        return raw && { raw, header };
      } finally {
        reading -= 1;
      }
    },
  };
}

/** The server's gate: one per process, like the memory it protects. */
export const webhookIntake = createWebhookIntake();
