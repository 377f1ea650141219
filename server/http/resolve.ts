// Maps a request path to what the server answers, from the set of files in build/client.
// Pure, so every rule (canonical paths, redirects, 404s, malformed paths) is unit-tested without a socket, and the
// generated static-host configs (scripts/build/deploy-configs.ts) take their file names from here.
import { lookup } from "mrmime";
import { LANGUAGES, isTranslated, splitLang } from "../../config/languages.mjs";

export const NOT_FOUND_FILE = "404/index.html";
export const MISSING_SNAPSHOT_FILE = "buy-snapshot/not-found/index.html";
/** The CMS (Decap) at /admin; its page answers at /admin/ too, the address editors are used to. */
export const ADMIN_FILE = "admin/index.html";
/** Precompressed variants written at build (scripts/build/postbuild.ts); served in place of their file, never by name. */
export const PRECOMPRESSED = [".br", ".gz"] as const;

export type Resolution =
  | { kind: "file"; file: string; status: 200 | 404 }
  | { kind: "redirect"; location: string; status: 301 | 302 }
  | { kind: "bad-request"; status: 400 };

const notFound: Resolution = { kind: "file", file: NOT_FOUND_FILE, status: 404 };
const BAD_REQUEST: Resolution = { kind: "bad-request", status: 400 };
/** C0 controls and DEL: never part of a real path, and they would corrupt logs and headers. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * The Location of a redirect to `encodedPath` (a path as sent on the wire, still percent-encoded), always on this
 * site: every segment is re-encoded (so "%2F", "%5C", "\\", controls and non-ASCII never become a separator or an
 * invalid header), empty and dot segments ("/./", "/%2e/", "//") are dropped and ".." removes the segment before it,
 * as a browser would resolve them, so the Location is the plain path it leads to and never starts with "//".
 */
export function siteLocation(encodedPath: string): string {
  const segments: string[] = [];
  for (const raw of encodedPath.split("/")) {
    const segment = decodeURIComponent(raw);
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(encodeURIComponent(segment));
  }
  return `/${segments.join("/")}`;
}

/**
 * @param rawPath  the request path as received, still percent-encoded ("/blog/my-post", "/caf%C3%A9"), no query
 * @param files  paths relative to build/client, "/"-separated
 */
export function resolvePath(rawPath: string, files: ReadonlySet<string>): Resolution {
  if (!rawPath.startsWith("/")) return BAD_REQUEST;
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath);
    encodeURIComponent(rawPath); // lone surrogates (only possible from a caller's string) cannot be re-encoded
  } catch {
    return BAD_REQUEST;
  }
  if (CONTROL.test(pathname) || CONTROL.test(rawPath)) return BAD_REQUEST;
  if (pathname.split(/[/\\]/).includes("..")) return notFound;
  if (pathname === "/admin/" && files.has(ADMIN_FILE)) return { kind: "file", file: ADMIN_FILE, status: 200 };
  // Canonical paths have no trailing slash and no index.html: redirect the variants once. The decision is made on the
  // decoded path, the Location is built from the encoded one ("/%2Fevil.com/" -> "/%2Fevil.com", never "//evil.com").
  if (pathname.length > 1 && pathname.endsWith("/")) {
    return { kind: "redirect", location: siteLocation(stripEncoded(rawPath, /(?:\/|%2f)+$/i)), status: 301 };
  }
  if (pathname === "/index.html" || pathname.endsWith("/index.html")) {
    const parent = stripEncoded(
      rawPath,
      /(?:\/|%2f)(?:i|%69)(?:n|%6e)(?:d|%64)(?:e|%65)(?:x|%78)(?:\.|%2e)(?:h|%68)(?:t|%74)(?:m|%6d)(?:l|%6c)$/i,
    );
    return { kind: "redirect", location: siteLocation(stripEncoded(parent, /(?:\/|%2f)+$/i)), status: 301 };
  }
  if (pathname === "/buy-snapshot/not-found") return { kind: "file", file: MISSING_SNAPSHOT_FILE, status: 404 };
  // The 404 pages themselves, the static-host config files and precompressed variants are never served as content.
  if (["/404", "/404.html", "/_headers", "/_redirects"].includes(pathname)) return notFound;
  const language = splitLang(pathname);
  if (language.lang !== "en" && ["/404", "/404.html"].includes(language.path)) return notFoundIn(language.lang, files);
  if (PRECOMPRESSED.some((extension) => pathname.endsWith(extension))) return notFound;
  const relative = pathname.slice(1);
  if (relative && files.has(relative)) return { kind: "file", file: relative, status: 200 };
  const page = relative ? `${relative}/index.html` : "index.html";
  if (files.has(page)) return { kind: "file", file: page, status: 200 };

  // Another language's address of a page that exists in English only (the store, the blog): the English page, for
  // now (302: a translation may come); an unknown address under the language's prefix gets that language's 404 page.
  if (language.lang !== "en") {
    if (
      !isTranslated(language.path) &&
      !language.path.endsWith(".data") &&
      resolvePath(language.path, files).status === 200
    )
      return { kind: "redirect", location: siteLocation(language.path), status: 302 };
    return notFoundIn(language.lang, files);
  }
  if (/^\/blog\/[^/]+$/.test(pathname) && !pathname.endsWith(".data")) {
    return { kind: "redirect", location: "/blog", status: 302 };
  }
  if (/^\/buy-snapshot\/[^/]+$/.test(pathname) && !pathname.endsWith(".data")) {
    return { kind: "file", file: MISSING_SNAPSHOT_FILE, status: 404 };
  }
  return notFound;
}

/** A language's own 404 page (es/404/index.html), or the English one when the build has none. */
function notFoundIn(lang: keyof typeof LANGUAGES, files: ReadonlySet<string>): Resolution {
  const file = `${LANGUAGES[lang].prefix.slice(1)}/${NOT_FOUND_FILE}`;
  return files.has(file) ? { kind: "file", file, status: 404 } : notFound;
}

function stripEncoded(rawPath: string, suffix: RegExp): string {
  return rawPath.replace(suffix, "");
}

/**
 * Types mrmime does not know, or that this site sends differently: React Router's loader data, the feed, and the
 * sitemap as application/xml (mrmime says text/xml, which some feed readers treat as a page).
 */
const OVERRIDES: Record<string, string> = {
  data: "text/x-script",
  ico: "image/x-icon",
  xml: "application/xml",
};

/** Text types are UTF-8 everywhere on this site; saying so spares the browser a guess. */
const TEXT = /^(text\/|application\/(json|xml|rss\+xml|manifest\+json|javascript)$)/;

/** The Content-Type of a file of the build (mrmime's table, which knows every image, font and document type). */
export function contentType(file: string): string {
  const type = file === "rss.xml" ? "application/rss+xml" : typeOfExtension(file);
  return TEXT.test(type) ? `${type}; charset=utf-8` : type;
}

function typeOfExtension(file: string): string {
  const name = file.slice(file.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  if (dot <= 0) return "application/octet-stream";
  const extension = name.slice(dot + 1).toLowerCase();
  return OVERRIDES[extension] ?? lookup(extension) ?? "application/octet-stream";
}

export function isCompressible(type: string): boolean {
  return /^(text\/|application\/(json|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/.test(type);
}

/** Hashed build assets never change; everything else revalidates. */
export function cacheControl(file: string): string {
  if (file.startsWith("assets/")) return "public, max-age=31536000, immutable";
  if (file.endsWith(".html") || file.endsWith(".data") || file.endsWith(".yml")) return "no-cache";
  return "public, max-age=3600, must-revalidate";
}
