// The server's answer to every request: its own routes first (the enquiry receiver, the booking report, the store,
// /healthz, the CMS sign-in), then the prerendered files of the build, with their headers, canonical paths, redirects
// and real 404 (server/http/resolve.ts). Made by createApp (server/index.ts) once its parts are ready.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import sirv from "sirv";
import { RECEIVER_PATH } from "../../lib/enquiry-contract.ts";
import type { ContactInterest } from "../../lib/interest-note.ts";
import { fillInterestNote } from "../../contracts/contact-interest.ts";
import { BOOKING_PATH, BOOKING_PREFILL_PATH } from "../enquiries/booking.ts";
import type { createCmsAuthHandler } from "../cms-auth.ts";
import { ADMIN_HEADERS, ADMIN_PREFIX, STATIC_SECURITY_HEADERS } from "./headers.ts";
import { HEALTH_PATH } from "../operations/health.ts";
import type { Store } from "../orders/index.ts";
import { cacheControl, contentType, resolvePath } from "./resolve.ts";

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export interface SiteRoutes {
  handleContact: Handler;
  /** With the calendar on the pages only. */
  handleBooking: Handler | undefined;
  shop: Store | undefined;
  handleHealth: Handler;
  handleCmsAuth: ReturnType<typeof createCmsAuthHandler>;
}

export interface SiteHandlerOptions {
  /** The build's files (paths under clientDir), precompressed variants aside. */
  files: ReadonlySet<string>;
  clientDir: string;
  /** The Content-Security-Policy of every response but the CMS's, and the CMS's own. */
  sitePolicy: string;
  adminPolicy: string;
  /** What a call to action's interest makes the contact page say (without a build, nothing). */
  contactInterest: ContactInterest | undefined;
  /** The contact page's file, whose note is filled in from the query. */
  contactPage: string;
  routes: SiteRoutes;
}

export function createSiteHandler({
  files,
  clientDir,
  sitePolicy,
  adminPolicy,
  contactInterest,
  contactPage,
  routes,
}: SiteHandlerOptions): Handler {
  const { handleContact, handleBooking, shop, handleHealth, handleCmsAuth } = routes;
  /** Per-file headers on top of the security headers every response has: type, caching, and the CMS's own policy. */
  function fileHeaders(file: string): Record<string, string> {
    const headers: Record<string, string> = { "Content-Type": contentType(file), "Cache-Control": cacheControl(file) };
    if (file.startsWith(ADMIN_PREFIX)) return { ...headers, ...ADMIN_HEADERS, "Content-Security-Policy": adminPolicy };
    return headers;
  }

  // sirv serves the files: precompressed .br/.gz variants from the build, ETags and 304s, ranges, HEAD. Which file
  // answers a path (and with which status) is decided by resolvePath, shared with the generated host configs.
  // Without a build there is nothing to serve, but the API still works (the receiver's tests run before the build).
  const serveFile = existsSync(clientDir)
    ? sirv(clientDir, { dev: false, etag: true, brotli: true, gzip: true, extensions: [], dotfiles: false })
    : (_req: IncomingMessage, _res: ServerResponse, next: () => void) => next();

  return async function handler(req: IncomingMessage, res: ServerResponse): Promise<void> {
    for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) res.setHeader(name, value);
    res.setHeader("Content-Security-Policy", sitePolicy);
    const target = req.url ?? "/";
    const queryStart = target.indexOf("?");
    const rawPath = queryStart === -1 ? target : target.slice(0, queryStart);
    if (rawPath === RECEIVER_PATH) return handleContact(req, res);
    if ((rawPath === BOOKING_PATH || rawPath === BOOKING_PREFILL_PATH) && handleBooking) return handleBooking(req, res);
    if (shop && (await shop.handle(req, res, rawPath))) return;
    if (rawPath === HEALTH_PATH) return handleHealth(req, res);
    if (handleCmsAuth && (await handleCmsAuth(req, res, rawPath))) return;
    // Nothing under /admin is for search engines, not even its 404 (a missing CMS asset).
    if (rawPath === "/admin" || rawPath.startsWith(`/${ADMIN_PREFIX}`)) res.setHeader("X-Robots-Tag", "noindex");
    const resolved = resolvePath(rawPath, files);
    if (resolved.kind === "bad-request") {
      res
        .writeHead(400, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" })
        .end("Bad request");
      return;
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res
        .writeHead(405, {
          Allow: "GET, HEAD",
          "Content-Type": "text/plain; charset=utf-8",
          "Cache-Control": "no-store",
        })
        .end("Method not allowed");
      return;
    }
    if (resolved.kind === "redirect") {
      // The query is re-serialised by the URL parser: percent-encoded, so always a valid header value.
      let search = "";
      try {
        search = new URL(target, "http://localhost").search;
      } catch {
        // An unparsable query is dropped; the redirect itself is safe.
      }
      res.writeHead(resolved.status, { Location: resolved.location + search, "Cache-Control": "no-cache" }).end();
      return;
    }
    if (!files.has(resolved.file)) {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-cache" }).end("Not found");
      return;
    }
    // The file's headers are set before sirv runs (rather than in its setHeaders hook) so that its 304s carry them too.
    for (const [name, value] of Object.entries(fileHeaders(resolved.file))) res.setHeader(name, value);
    // The contact page with a known interest in its query gets its note filled in (without JavaScript nothing else
    // could read the query); any other query is served the plain page, so nothing of it is ever echoed.
    if (resolved.file === contactPage && queryStart !== -1 && contactInterest) {
      const html = fillInterestNote(
        await readFile(path.join(clientDir, resolved.file), "utf8"),
        target.slice(queryStart),
        contactInterest,
      );
      if (html !== undefined) {
        res.writeHead(200, { "Cache-Control": "no-cache", "Content-Length": Buffer.byteLength(html) });
        res.end(req.method === "HEAD" ? undefined : html);
        return;
      }
    }
    req.url = `/${encodeURI(resolved.file)}`;
    // sirv answers conditional requests by the ETag alone, so its Last-Modified (the build's time) is a validator it
    // never honors: 46 bytes on every answer, where a page's HTML and headers must fit the first round trip.
    const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => ServerResponse;
    res.writeHead = (status: number, ...rest: unknown[]) => {
      const headers = rest.at(-1);
      if (headers && typeof headers === "object") Reflect.deleteProperty(headers, "Last-Modified");
      // An error page has its own status instead of sirv's 200.
      return writeHead(status === 200 ? resolved.status : status, ...rest);
    };
    if (resolved.status !== 200) {
      // An error page: served whole, never as a 304 or a range.
      delete req.headers["if-none-match"];
      delete req.headers.range;
      res.setHeader("Cache-Control", "no-cache");
    }
    // sirv pipes the file into the response without listening for read errors: a file removed since start (a deploy
    // replacing the build) would throw out of the process. Its headers are sent by then, so the one response is cut.
    res.once("pipe", (source: NodeJS.ReadableStream) => source.once("error", () => res.destroy()));
    serveFile(req, res, () => {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found");
    });
  };
}
