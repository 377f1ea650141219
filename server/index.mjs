// The production server behind `npm start`: serves the prerendered build with canonical paths, redirects, a real
// 404, compression, caching and security headers, and receives enquiries at /api/contact.
import { createHash } from "node:crypto";
import { readFile, readdir, stat } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { loadDotEnv, readSettings } from "../config/settings.mjs";
import { createContactHandler, createRateLimiter } from "./contact.ts";
import { readCmsSettings, cmsAuthOrigins } from "../scripts/cms-settings.mjs";
import { ADMIN_HEADERS, ADMIN_PREFIX, STATIC_SECURITY_HEADERS, adminContentSecurityPolicy, contentSecurityPolicy, formConnectSources } from "./headers.mjs";
import { openLeadStore } from "./leads-store.ts";
import { createNotifier } from "./notify.ts";
import { cacheControl, contentType, isCompressible, resolvePath } from "./resolve.mjs";

const ROOT = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
export const CLIENT_DIR = path.join(ROOT, "build", "client");
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Brotli's best quality takes about a minute on the CMS's 5 MB script; large files get a fast level instead. */
const brotliOptions = (size) =>
  size > 1024 * 1024 ? { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size } } : {};

async function listFiles(dir, prefix = "") {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = [];
  for (const entry of entries) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await listFiles(path.join(dir, entry.name), relative)));
    else files.push(relative);
  }
  return files;
}

async function readCspHashes() {
  try {
    return JSON.parse(await readFile(path.join(ROOT, "build", "csp-hashes.json"), "utf8"));
  } catch {
    return {};
  }
}

/** Builds the request handler over a finished build. */
export async function createApp({ env = process.env, clientDir = CLIENT_DIR, log = console.log } = {}) {
  // Without a build the API still works (tests of the receiver run before `npm run build`).
  const files = new Set(await listFiles(clientDir).catch(() => []));
  const settings = readSettings(env);
  const cspHashes = await readCspHashes();
  const connectSrc = formConnectSources(settings);
  const adminPolicy = adminContentSecurityPolicy({ authOrigins: cmsAuthOrigins(readCmsSettings(env)) });
  const cache = new Map();

  const store = await openLeadStore(env.LEADS_DB_URL || undefined, env.LEADS_DB_AUTH_TOKEN);
  const limit = Number.parseInt(env.CONTACT_RATE_LIMIT ?? "", 10);
  const handleContact = createContactHandler({
    store,
    limiter: createRateLimiter(Number.isFinite(limit) && limit > 0 ? limit : 5),
    trustProxy: env.TRUST_PROXY === "1",
    notify: createNotifier(env, log),
    log,
  });

  async function load(file, encoding) {
    const key = `${file}|${encoding}`;
    let entry = cache.get(key);
    if (!entry) {
      const raw = await readFile(path.join(clientDir, file));
      const body = encoding === "br" ? await brotli(raw, brotliOptions(raw.length)) : encoding === "gzip" ? await gzip(raw) : raw;
      entry = { body, etag: `"${createHash("sha1").update(raw).digest("base64url").slice(0, 16)}${encoding ? `-${encoding}` : ""}"` };
      cache.set(key, entry);
    }
    return entry;
  }

  function securityHeaders(file) {
    if (file.startsWith(ADMIN_PREFIX)) return { ...STATIC_SECURITY_HEADERS, ...ADMIN_HEADERS, "Content-Security-Policy": adminPolicy };
    const hashes = file.endsWith(".html") ? (cspHashes[file] ?? []) : [];
    return { ...STATIC_SECURITY_HEADERS, "Content-Security-Policy": contentSecurityPolicy({ scriptHashes: hashes, connectSrc }) };
  }

  async function handler(req, res) {
    let url;
    try {
      url = new URL(req.url ?? "/", "http://localhost");
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (url.pathname === "/api/contact") return handleContact(req, res);
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD", ...STATIC_SECURITY_HEADERS }).end();
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = "/__invalid__";
    }
    const target = resolvePath(pathname, files);
    if (target.kind === "redirect") {
      res.writeHead(target.status, { Location: target.location + url.search, "Cache-Control": "no-cache", ...STATIC_SECURITY_HEADERS });
      res.end();
      return;
    }
    const type = contentType(target.file);
    const accept = String(req.headers["accept-encoding"] ?? "");
    const encoding = isCompressible(type) ? (/\bbr\b/.test(accept) ? "br" : /\bgzip\b/.test(accept) ? "gzip" : "") : "";
    let entry;
    try {
      entry = await load(target.file, encoding);
    } catch (error) {
      log("[server] cannot read", target.file, error);
      res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" }).end("Internal server error");
      return;
    }
    const headers = {
      "Content-Type": type,
      "Cache-Control": target.status === 200 ? cacheControl(target.file) : "no-cache",
      ETag: entry.etag,
      Vary: "Accept-Encoding",
      ...securityHeaders(target.file),
      ...(encoding ? { "Content-Encoding": encoding } : {}),
    };
    if (target.status === 200 && req.headers["if-none-match"] === entry.etag) {
      res.writeHead(304, headers).end();
      return;
    }
    res.writeHead(target.status, { ...headers, "Content-Length": entry.body.length });
    res.end(req.method === "HEAD" ? undefined : entry.body);
  }

  return { handler, close: () => store.close() };
}

export async function startServer({ env = process.env, port, host, log = console.log } = {}) {
  const app = await createApp({ env, log });
  const server = http.createServer((req, res) => {
    app.handler(req, res).catch((error) => {
      log("[server] request failed", error);
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Internal server error");
    });
  });
  const listenPort = port ?? Number(env.PORT || 3000);
  const listenHost = host ?? (env.HOST || "127.0.0.1");
  await new Promise((resolve) => server.listen(listenPort, listenHost, resolve));
  const close = () => new Promise((resolve) => server.close(() => { app.close(); resolve(); }));
  return { server, close, url: `http://${listenHost}:${server.address().port}` };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  loadDotEnv();
  try {
    await stat(path.join(CLIENT_DIR, "index.html"));
  } catch {
    console.error("No build found. Run `npm run build` first (or `npm start`, which builds when needed).");
    process.exit(1);
  }
  const { url, close } = await startServer();
  console.log(`Serving the site at ${url}`);
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => close().then(() => process.exit(0)));
}
