// HTTP calls of the destinations: a timeout on every request, and failures sorted into "try again later" and
// "will never work as configured", which the outbox turns into a retry or a dead delivery.
import { dailyLimitReset, requestedWait } from "../outbox/backoff.ts";

export class DeliveryError extends Error {
  /** True when retrying cannot help (bad token, refused data): the delivery goes dead at once. */
  readonly permanent: boolean;
  /** How long the service asked us to wait (Retry-After, or a used-up rate-limit window), in milliseconds. */
  readonly retryAfterMs: number | undefined;
  readonly status: number | undefined;
  /**
   * The refusal's body as sent, for a caller that can act on what it says (GoHighLevel names an existing record). Kept
   * in memory only: never stored or logged (a service may echo the request's headers back).
   */
  readonly answer: string | undefined;
  /** The short, cleaned part of the answer that the message quotes (exactly as in the message), if any. */
  readonly detail: string | undefined;
  /**
   * True when the request may have done its work though no good answer came back (no answer in time, the connection
   * reset, a 5xx, an answer cut off or unreadable): a write must be looked for before it is sent again. False when the
   * service refused it (4xx) or it never left (the connection was refused).
   */
  readonly unsure: boolean;
  /**
   * Set when the destination as a whole cannot work now, whatever the delivery: its account refuses this server's
   * credentials or scopes (until someone fixes them), or its day's quota is used up (until `untilMs`). The outbox stops
   * sending to it meanwhile, counts nothing and lets nothing go dead.
   */
  readonly pause: { reason: string; untilMs?: number } | undefined;

  constructor(
    message: string,
    {
      permanent = false,
      retryAfterMs,
      status,
      answer,
      detail,
      unsure = false,
      pause,
    }: {
      permanent?: boolean;
      retryAfterMs?: number;
      status?: number;
      answer?: string;
      detail?: string;
      unsure?: boolean;
      pause?: { reason: string; untilMs?: number };
    } = {},
  ) {
    super(message);
    this.name = "DeliveryError";
    this.permanent = permanent;
    this.retryAfterMs = retryAfterMs;
    this.status = status;
    this.answer = answer;
    this.detail = detail;
    this.unsure = unsure;
    this.pause = pause;
  }
}

/**
 * A refusal a read can do without: a 4xx other than a timeout (408) or a rate limit (429), and no pause (a refusal of
 * the whole account, 401 or 403, pauses instead). Anything else (no answer, a 5xx) is worth another attempt.
 */
export function refusedForGood(error: unknown): boolean {
  return (
    error instanceof DeliveryError &&
    !error.pause &&
    error.status !== undefined &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  );
}

/**
 * Answers no retry will change: the request or the credentials are wrong. 408 (timeout), 409 (conflict), 425 and
 * 429 (too early, too many) and every 5xx are worth another try.
 */
const PERMANENT_STATUSES = new Set([400, 401, 403, 404, 405, 410, 413, 415, 422]);

export function isPermanentStatus(status: number): boolean {
  return PERMANENT_STATUSES.has(status);
}

export interface JsonRequest {
  method: "GET" | "POST" | "PUT";
  url: string;
  headers?: Record<string, string>;
  /** Sent as JSON; or `rawBody` as given. */
  body?: unknown;
  rawBody?: string;
  timeoutMs: number;
  /** Explains a permanent refusal in words the site's owner can act on (which setting to fix). */
  explain?: (status: number, detail: string) => string;
  /** Refusals that pause the whole destination rather than fail this delivery: the reason, or undefined for none. */
  pauseOn?: (status: number, detail: string) => string | undefined;
  /** Any 2xx counts and its body is not read as JSON (webhooks answer "OK", HTML, anything). */
  anyAnswer?: boolean;
  /** The URL's path is a secret (Zapier's and GoHighLevel's inbound webhooks): messages name the host only. */
  secretPath?: boolean;
  now?: () => number;
}

/** Sends one request and returns the parsed JSON answer (or null for an empty one); throws DeliveryError. */
/** The longest quote of a refusal kept in a message (and so in the outbox's last error). */
const DETAIL_CHARS = 200;

/**
 * `text` (a refusal's body, an error) without any value the request carried that could be a secret: its headers'
 * values and their words (a token), the URL's credentials, path and query (a webhook's key). Services echo requests.
 */
function withoutRequestSecrets(text: string, { url, headers }: { url: URL; headers: Record<string, string> }): string {
  const secrets = new Set<string>();
  for (const value of Object.values(headers)) {
    secrets.add(value);
    for (const word of value.split(/[\s,;=]+/)) if (word.length >= 8) secrets.add(word);
  }
  for (const part of [
    url.username,
    url.password,
    decodeURIComponent(url.password),
    url.search,
    url.pathname.length > 1 ? url.pathname : "",
  ])
    if (part.length >= 4) secrets.add(part);
  let cleaned = text;
  for (const secret of [...secrets].sort((a, b) => b.length - a.length))
    cleaned = cleaned.split(secret).join("[redacted]");
  return cleaned;
}

/** What of a refusal's body a message may quote: cleaned, whitespace collapsed, cut short. */
function refusalDetail(text: string, request: { url: URL; headers: Record<string, string> }): string {
  const collapsed = withoutRequestSecrets(text, request).replace(/\s+/g, " ").trim();
  return collapsed.length > DETAIL_CHARS ? `${collapsed.slice(0, DETAIL_CHARS - 1)}…` : collapsed;
}

export async function requestJson<T = unknown>({
  method,
  url,
  headers = {},
  body,
  rawBody,
  timeoutMs,
  explain,
  pauseOn,
  anyAnswer = false,
  secretPath = false,
  now = Date.now,
}: JsonRequest): Promise<T> {
  const target = new URL(url);
  // Never the credentials or the query; the path only when it is not the secret.
  const label = `${method} ${secretPath ? target.host : target.pathname}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        Accept: "application/json",
        ...(body !== undefined || rawBody !== undefined ? { "Content-Type": "application/json" } : {}),
        ...headers,
      },
      ...(rawBody !== undefined ? { body: rawBody } : body !== undefined ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "error",
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    const reason = timedOut
      ? `no answer within ${timeoutMs / 1000} s`
      : error instanceof Error
        ? error.cause instanceof Error
          ? error.cause.message
          : error.message
        : String(error);
    throw new DeliveryError(`${label}: ${withoutRequestSecrets(reason, { url: target, headers })}`, {
      unsure: !neverSent(error),
    });
  }
  let text = "";
  try {
    text = await response.text();
  } catch (error) {
    const reason = withoutRequestSecrets(error instanceof Error ? error.message : String(error), {
      url: target,
      headers,
    });
    throw new DeliveryError(`${label}: the answer was cut off (${reason})`, { unsure: true });
  }
  if (!response.ok) {
    const detail = refusalDetail(text, { url: target, headers });
    const status = response.status;
    const base = `${label} answered ${status}${detail ? `: ${detail}` : ""}`;
    const paused = pauseOn?.(status, detail);
    const dayEnds = status === 429 ? dailyLimitReset(response.headers, now()) : undefined;
    if (paused !== undefined || dayEnds !== undefined) {
      const reason =
        paused ??
        `the day's API limit (X-RateLimit-Limit-Daily) is used up; deliveries resume at ${new Date(now() + dayEnds!).toISOString()}`;
      throw new DeliveryError(`${base}. ${reason}`, {
        status,
        answer: text.slice(0, 4000),
        ...(detail ? { detail } : {}),
        pause: { reason, ...(dayEnds !== undefined ? { untilMs: now() + dayEnds } : {}) },
      });
    }
    const permanent = isPermanentStatus(status);
    throw new DeliveryError(permanent && explain ? `${base}. ${explain(status, detail)}` : base, {
      permanent,
      status,
      retryAfterMs: requestedWait(status, response.headers, now()),
      answer: text.slice(0, 4000),
      ...(detail ? { detail } : {}),
      unsure: status >= 500,
    });
  }
  // No body to read: callers that ask for anyAnswer, or expect an empty answer, do not read it.
  if (anyAnswer || !text.trim()) return null as T;
  try {
    // The service's documented answer; callers that act on it check what they use.
    return JSON.parse(text) as T;
  } catch {
    throw new DeliveryError(`${label}: the answer is not JSON`, { unsure: true });
  }
}

/** Connection errors that mean the request never reached the service (nothing can have been done). */
const NOT_SENT = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH", "ERR_INVALID_URL"]);

function neverSent(error: unknown): boolean {
  const cause = error instanceof Error ? error.cause : undefined;
  const code = cause && typeof cause === "object" && "code" in cause ? String(cause.code) : undefined;
  return code !== undefined && NOT_SENT.has(code);
}
