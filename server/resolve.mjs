// Maps a request path to what the server answers, from the set of files in build/client.
// Pure, so every rule (canonical paths, redirects, 404s) is unit-tested without a socket.

export const NOT_FOUND_FILE = "404/index.html";
export const MISSING_SNAPSHOT_FILE = "buy-snapshot/not-found/index.html";
/** The CMS (Decap) at /admin; its page answers at /admin/ too, the address editors are used to. */
export const ADMIN_FILE = "admin/index.html";

/**
 * @param {string} pathname  decoded URL path, starting with "/"
 * @param {Set<string>} files  paths relative to build/client, "/"-separated
 * @returns {{ kind: "file", file: string, status: number } | { kind: "redirect", location: string, status: number }}
 */
export function resolvePath(pathname, files) {
  if (!pathname.startsWith("/") || pathname.includes("\0") || pathname.split("/").includes("..")) {
    return { kind: "file", file: NOT_FOUND_FILE, status: 404 };
  }
  if (pathname === "/admin/" && files.has(ADMIN_FILE)) return { kind: "file", file: ADMIN_FILE, status: 200 };
  // Canonical paths have no trailing slash and no index.html: redirect the variants once.
  if (pathname.length > 1 && pathname.endsWith("/")) {
    return { kind: "redirect", location: pathname.replace(/\/+$/, "") || "/", status: 301 };
  }
  if (pathname === "/index.html" || pathname.endsWith("/index.html")) {
    return { kind: "redirect", location: pathname.slice(0, -"index.html".length).replace(/\/$/, "") || "/", status: 301 };
  }
  if (pathname === "/buy-snapshot/not-found") return { kind: "file", file: MISSING_SNAPSHOT_FILE, status: 404 };
  // The 404 pages themselves and the static-host config files are never served as content.
  if (["/404", "/404.html", "/_headers", "/_redirects"].includes(pathname)) {
    return { kind: "file", file: NOT_FOUND_FILE, status: 404 };
  }
  const relative = pathname.slice(1);
  if (relative && files.has(relative)) return { kind: "file", file: relative, status: 200 };
  const page = relative ? `${relative}/index.html` : "index.html";
  if (files.has(page)) return { kind: "file", file: page, status: 200 };

  if (/^\/blog\/[^/]+$/.test(pathname) && !pathname.endsWith(".data")) {
    return { kind: "redirect", location: "/blog", status: 302 };
  }
  if (/^\/buy-snapshot\/[^/]+$/.test(pathname) && !pathname.endsWith(".data")) {
    return { kind: "file", file: MISSING_SNAPSHOT_FILE, status: 404 };
  }
  return { kind: "file", file: NOT_FOUND_FILE, status: 404 };
}

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
  ".data": "text/x-script; charset=utf-8",
  ".yml": "text/yaml; charset=utf-8",
  ".wasm": "application/wasm",
};

export function contentType(file) {
  if (file === "rss.xml") return "application/rss+xml; charset=utf-8";
  const dot = file.lastIndexOf(".");
  return TYPES[dot === -1 ? "" : file.slice(dot)] ?? "application/octet-stream";
}

export function isCompressible(type) {
  return /^(text\/|application\/(json|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/.test(type);
}

/** Hashed build assets never change; everything else revalidates. */
export function cacheControl(file) {
  if (file.startsWith("assets/")) return "public, max-age=31536000, immutable";
  if (file.endsWith(".html") || file.endsWith(".data") || file.endsWith(".yml")) return "no-cache";
  return "public, max-age=3600, must-revalidate";
}
