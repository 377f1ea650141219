// The server's log: readable text by default, or one JSON object per line (LOG_FORMAT=json) for a log collector.
// Every line has a time, a level and an event; request lines add the request id, method, path (never the query, and an
// order id cut to its first characters: the id is the key to a buyer's order page), status and duration. Secrets (the GoHighLevel token, the webhook secret, the SMTP URL and its password, the database
// token) are replaced wherever they would appear, and a visitor's field values never reach the log: requests are
// logged without bodies or queries, and delivery errors are cleaned of the lead's values (`withoutLeadValues`).
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { format } from "node:util";
import { SETTINGS } from "../config/settings.mjs";
import { DeliveryError } from "./destinations/http.ts";

export type LogFormat = "text" | "json";
export type Level = "error" | "warn" | "info";

/** A structured entry; the server's other lines are plain `log("[scope] message", detail)` calls. */
export interface LogEntry {
  event: string;
  level?: Level;
  [field: string]: unknown;
}

export type Log = (...args: unknown[]) => void;

const REDACTED = "[redacted]";

/**
 * The values of the secret settings in `env`, and the parts of URLs that are secrets (the password inside SMTP_URL or
 * LEADS_DB_URL, the path and query of LEADS_WEBHOOK_URL), longest first.
 */
export function secretValues(env: Record<string, string | undefined>): string[] {
  const values = new Set<string>();
  for (const group of Object.values(SETTINGS)) {
    // Every settings group declares its settings in this shape (config/settings.mjs).
    for (const [name, entry] of Object.entries(group as Record<string, { secret?: boolean; credentials?: boolean }>)) {
      const value = env[name]?.trim();
      if (!(entry.secret || entry.credentials) || !value) continue;
      if (entry.secret) values.add(value);
      let url: URL | undefined;
      try {
        url = new URL(value);
      } catch {
        // Not a URL: the value itself is enough.
      }
      if (!url) continue;
      for (const part of [url.password, decodeURIComponent(url.password), url.username]) if (part) values.add(part);
      // A URL that may carry credentials: its path and query (a webhook's key) too, but a file's path is no secret.
      if (entry.credentials && url.protocol !== "file:") {
        if (url.pathname.length > 1) values.add(url.pathname);
        if (url.search) values.add(url.search);
      }
    }
  }
  // Short values would blank ordinary words: a secret has at least 4 characters to be worth replacing.
  return [...values].filter((value) => value.length >= 4).sort((a, b) => b.length - a.length);
}

/** `text` with every occurrence of the lead's field values replaced (a CRM's error may quote what it refused). */
export function withoutLeadValues(
  text: string,
  lead: { name?: string; email?: string; phone?: string; message?: string },
): string {
  let result = text;
  for (const value of [lead.message, lead.email, lead.name, lead.phone]) {
    for (const part of [value?.trim(), ...(value ?? "").split(/\s*\n\s*/)]) {
      if (part && part.length >= 3) result = result.split(part).join("[visitor's value]");
    }
  }
  return result;
}

/**
 * A delivery error as the log shows it: without the service's answer (which may quote the lead; the outbox keeps it,
 * `npm run leads -- --failed`), and cleaned of the lead's values.
 */
export function errorForLog(error: unknown, lead: Parameters<typeof withoutLeadValues>[1]): string {
  let text = error instanceof Error ? error.message : String(error);
  // The quote exactly as the message carries it (a quote recomputed from the answer could differ and leave a tail).
  const detail = error instanceof DeliveryError ? error.detail : undefined;
  if (detail) text = text.split(`: ${detail}`).join(" (its answer: npm run leads -- --failed)");
  return withoutLeadValues(text, lead);
}

/** The level of a plain log line: errors and dead deliveries are errors; failures and retries warnings. */
function levelOf(message: string, args: unknown[]): Level {
  if (/\bDEAD\b|request failed|could not store/i.test(message)) return "error";
  if (
    args.some((arg) => arg instanceof Error) ||
    /\b(cannot|failed|retrying|do not match|is off|not sent)\b/i.test(message)
  )
    return "warn";
  return "info";
}

function describe(arg: unknown): string {
  if (arg instanceof Error) return arg.message;
  return typeof arg === "string" ? arg : format("%o", arg);
}

/**
 * A Log for the server: `log("[outbox] lead 4 to webhook: delivered")` and `log({ event: "request", ... })` alike.
 * `write` receives each finished line (without the newline).
 */
export function createLogger({
  format: logFormat = "text",
  secrets = [],
  write = (line: string) => process.stdout.write(`${line}\n`),
  now = () => new Date(),
}: { format?: LogFormat; secrets?: string[]; write?: (line: string) => void; now?: () => Date } = {}): Log {
  const redact = (line: string) => secrets.reduce((result, secret) => result.split(secret).join(REDACTED), line);
  return (...args: unknown[]) => {
    const time = now().toISOString();
    const [first] = args;
    if (args.length === 1 && first && typeof first === "object" && !(first instanceof Error) && "event" in first) {
      // One object with an event is a log entry, by this logger's contract.
      const { event, level = "info", ...fields } = first as LogEntry;
      if (logFormat === "json") return write(redact(JSON.stringify({ time, level, event, ...fields })));
      const rest = Object.entries(fields).map(
        ([name, value]) => `${name}=${typeof value === "string" ? value : JSON.stringify(value)}`,
      );
      return write(redact(`${time} ${level} ${event} ${rest.join(" ")}`.trimEnd()));
    }
    const text = args.map(describe).join(" ");
    const scope = /^\[([\w-]+)\]\s*/.exec(text);
    const event = scope?.[1] ?? "server";
    const message = scope ? text.slice(scope[0].length) : text;
    const level = levelOf(message, args);
    if (logFormat === "json") return write(redact(JSON.stringify({ time, level, event, message })));
    // Text: the line as it was written, with errors' stacks for a person reading the terminal.
    write(redact(format(...args)));
  };
}

/** The setting an operator fixes when deliveries to `destination` go dead. */
export function settingToFix(destination: string): string {
  if (destination === "gohighlevel" || destination === "gohighlevel-booking")
    return "GHL_PRIVATE_TOKEN (and its scopes) or GHL_LOCATION_ID";
  if (destination === "webhook") return "LEADS_WEBHOOK_URL (and LEADS_WEBHOOK_SECRET)";
  if (destination === "email") return "SMTP_URL or LEADS_NOTIFY_TO";
  return "the destination's settings";
}

/** A request id from the proxy in front (X-Request-Id) when it looks like one, else a new one. */
export function requestId(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^[\w.:-]{1,128}$/.test(value) ? value : randomUUID();
}

/** How much of an order id a request line keeps: enough to tell orders apart in a log, far too little to open one. */
const ORDER_ID_SHOWN = 6;
/** The segment after `/order/` (the id) and whatever follows it; any case, anywhere in the path, so no variant slips by. */
const ORDER_PATH = /\/order\/([^/]*)(.*)$/i;
/** What may follow an order id in the log: an action such as `/resend` (or a slash), nothing else. */
const ORDER_ACTION = /^(?:\/[a-z]{1,16})?\/?$/;

/**
 * The path of a request target as the log shows it: without the query (a query may carry a visitor's words), at most
 * 200 characters, and with an order id cut to its first characters and `…`. The order page's address is the key to
 * the buyer's e-mail and share link, so whoever reads the log must not be able to open it; anything after the id but
 * an action is dropped too, so an id in an odd place (`/order//<id>`) goes the same way.
 */
export function pathForLog(target: string): string {
  const path = target.split("?", 1)[0] ?? "";
  const order = ORDER_PATH.exec(path);
  if (!order) return path.slice(0, 200);
  const [, id = "", rest = ""] = order;
  const action = ORDER_ACTION.test(rest);
  const cut = id.length > ORDER_ID_SHOWN || (rest !== "" && !action);
  const prefix = path.slice(0, order.index + "/order/".length);
  return `${prefix}${id.slice(0, ORDER_ID_SHOWN)}${cut ? "…" : ""}${action ? rest : ""}`.slice(0, 200);
}

/**
 * Logs every request once its answer is sent (or the client went away): its id, the method, the path without its
 * query (a query may carry a visitor's words) and without a full order id (`pathForLog`), the status and the duration. The id goes back as X-Request-Id on the
 * server's own answers (/api/*, /healthz), where an operator matches a refusal to its log line; pages and files do
 * without it, since every header byte counts against a page's first round trip.
 */
export function logRequest(
  req: IncomingMessage,
  res: ServerResponse,
  log: Log,
  clock: () => number = () => performance.now(),
): void {
  const started = clock();
  const id = requestId(req.headers["x-request-id"]);
  const path = pathForLog(req.url ?? "/");
  if (path.startsWith("/api/") || path === "/healthz") res.setHeader("X-Request-Id", id);
  res.once("close", () => {
    const status = res.statusCode;
    log({
      event: "request",
      level: status >= 500 ? "error" : "info",
      requestId: id,
      method: req.method ?? "",
      path,
      status,
      durationMs: Math.round((clock() - started) * 10) / 10,
      ...(res.writableFinished ? {} : { aborted: true }),
    });
  });
}
