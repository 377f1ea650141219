import { describe, expect, it } from "vitest";
import { MISSING_SNAPSHOT_FILE, NOT_FOUND_FILE, cacheControl, contentType, resolvePath } from "./resolve.ts";

const files = new Set([
  "index.html",
  "services/index.html",
  "blog/index.html",
  "blog/a-post/index.html",
  "buy-snapshot/roofing/index.html",
  "404/index.html",
  MISSING_SNAPSHOT_FILE,
  "assets/entry-abc123.js",
  "sitemap.xml",
  "blog.data",
]);

describe("resolvePath", () => {
  it("serves canonical paths with 200 and no redirect", () => {
    expect(resolvePath("/", files)).toEqual({ kind: "file", file: "index.html", status: 200 });
    expect(resolvePath("/services", files)).toEqual({ kind: "file", file: "services/index.html", status: 200 });
    expect(resolvePath("/sitemap.xml", files)).toEqual({ kind: "file", file: "sitemap.xml", status: 200 });
    expect(resolvePath("/blog.data", files)).toEqual({ kind: "file", file: "blog.data", status: 200 });
  });
  it("redirects trailing slashes and index.html to the canonical path", () => {
    expect(resolvePath("/services/", files)).toEqual({ kind: "redirect", location: "/services", status: 301 });
    expect(resolvePath("/services//", files)).toEqual({ kind: "redirect", location: "/services", status: 301 });
    expect(resolvePath("/services/index.html", files)).toEqual({
      kind: "redirect",
      location: "/services",
      status: 301,
    });
    expect(resolvePath("/index.html", files)).toEqual({ kind: "redirect", location: "/", status: 301 });
  });
  it("redirects unknown blog posts to /blog", () => {
    expect(resolvePath("/blog/no-such-post", files)).toEqual({ kind: "redirect", location: "/blog", status: 302 });
    expect(resolvePath("/blog/a-post", files).kind).toBe("file");
  });
  it("answers 404 with the snapshot 404 page or the site 404 page", () => {
    expect(resolvePath("/buy-snapshot/unknown", files)).toEqual({
      kind: "file",
      file: MISSING_SNAPSHOT_FILE,
      status: 404,
    });
    expect(resolvePath("/buy-snapshot/not-found", files).status).toBe(404);
    expect(resolvePath("/nope", files)).toEqual({ kind: "file", file: NOT_FOUND_FILE, status: 404 });
    expect(resolvePath("/404", files).status).toBe(404);
    expect(resolvePath("/404.html", files)).toEqual({ kind: "file", file: NOT_FOUND_FILE, status: 404 });
    expect(resolvePath("/_redirects", new Set([...files, "_redirects"])).status).toBe(404);
    expect(resolvePath("/../etc/passwd", files).status).toBe(404);
    expect(resolvePath("/nope.data", files).status).toBe(404);
  });
  it("serves the CMS page at /admin and /admin/, and redirects other trailing slashes under it", () => {
    const withAdmin = new Set([...files, "admin/index.html", "admin/config.yml"]);
    expect(resolvePath("/admin", withAdmin)).toEqual({ kind: "file", file: "admin/index.html", status: 200 });
    expect(resolvePath("/admin/", withAdmin)).toEqual({ kind: "file", file: "admin/index.html", status: 200 });
    expect(resolvePath("/admin/config.yml", withAdmin)).toEqual({
      kind: "file",
      file: "admin/config.yml",
      status: 200,
    });
    expect(resolvePath("/admin/index.html", withAdmin)).toEqual({ kind: "redirect", location: "/admin", status: 301 });
    expect(resolvePath("/admin/x/", withAdmin)).toEqual({ kind: "redirect", location: "/admin/x", status: 301 });
    // Without a CMS in the build, /admin/ is just another trailing slash.
    expect(resolvePath("/admin/", files)).toEqual({ kind: "redirect", location: "/admin", status: 301 });
    expect(contentType("admin/config.yml")).toBe("text/yaml; charset=utf-8");
    expect(cacheControl("admin/config.yml")).toBe("no-cache");
  });
  it("caches hashed assets forever and revalidates HTML", () => {
    expect(cacheControl("assets/entry-abc123.js")).toContain("immutable");
    expect(cacheControl("services/index.html")).toBe("no-cache");
    expect(contentType("services/index.html")).toContain("text/html");
    expect(contentType("rss.xml")).toContain("rss");
  });
});

describe("another language's addresses", () => {
  const both = new Set([...files, "es/index.html", "es/services/index.html", "es/404/index.html"]);
  it("serves its pages, its own 404 page for an unknown address, and the English page of an English-only one", () => {
    expect(resolvePath("/es", both)).toEqual({ kind: "file", file: "es/index.html", status: 200 });
    expect(resolvePath("/es/services", both)).toEqual({ kind: "file", file: "es/services/index.html", status: 200 });
    expect(resolvePath("/es/", both)).toEqual({ kind: "redirect", location: "/es", status: 301 });
    expect(resolvePath("/es/nothing", both)).toEqual({ kind: "file", file: "es/404/index.html", status: 404 });
    expect(resolvePath("/es/404", both)).toEqual({ kind: "file", file: "es/404/index.html", status: 404 });
    expect(resolvePath("/es/blog/a-post", both)).toEqual({ kind: "redirect", location: "/blog/a-post", status: 302 });
    expect(resolvePath("/es/blog/no-post", both)).toEqual({ kind: "file", file: "es/404/index.html", status: 404 });
    // A build without the language answers the English 404 page.
    expect(resolvePath("/es/nothing", files)).toEqual({ kind: "file", file: NOT_FOUND_FILE, status: 404 });
  });
});

describe("redirects stay on the site (open redirect regression)", () => {
  // A Location is on this site when it is a path: one "/" followed by anything but "/" or "\" (or nothing).
  const onSite = (location: string) => /^\/(?![/\\])/.test(location) && !/[^\x21-\x7e]/.test(location);
  const attacks = [
    "/%2Fevil.com/",
    "/%2F%2Fevil.com/",
    "/%5Cevil.com/",
    "/%5C%5Cevil.com/",
    "/%2Fevil.com%2Findex.html",
    "/%2F%2Fevil.com/index.html",
    "//evil.com/",
    "///evil.com/",
    "/\\evil.com/",
    "/\\/evil.com/",
    "//evil.com/index.html",
    "/%2F/evil.com/",
    "/%09/evil.com/",
    "/evil.com%2F%2F",
    "/%2Fevil.com%2F",
    "/%2Fevil.com/%69ndex.html",
    "/caf%C3%A9/",
    "/\u00e9t\u00e9/",
    "/%E2%80%AEevil.com/",
    "/.//evil.com/",
    "/.%2F/evil.com/",
  ];
  it.each(attacks)("%s redirects to a path of this site, or is refused", (raw) => {
    const result = resolvePath(raw, files);
    if (result.kind === "redirect") expect(onSite(result.location), `${raw} -> ${result.location}`).toBe(true);
    else expect([400, 404]).toContain(result.status);
  });
  it("builds the Location from the encoded path", () => {
    expect(resolvePath("/%2Fevil.com/", files)).toEqual({ kind: "redirect", location: "/%2Fevil.com", status: 301 });
    expect(resolvePath("/%2F%2Fevil.com/", files)).toEqual({
      kind: "redirect",
      location: "/%2F%2Fevil.com",
      status: 301,
    });
    expect(resolvePath("/%5Cevil.com/", files)).toEqual({ kind: "redirect", location: "/%5Cevil.com", status: 301 });
    expect(resolvePath("/%2Fevil.com%2Findex.html", files)).toEqual({
      kind: "redirect",
      location: "/%2Fevil.com",
      status: 301,
    });
    expect(resolvePath("//evil.com/", files)).toEqual({ kind: "redirect", location: "/evil.com", status: 301 });
    expect(resolvePath("/caf%C3%A9/", files)).toEqual({ kind: "redirect", location: "/caf%C3%A9", status: 301 });
    expect(resolvePath("/services%2F", files)).toEqual({ kind: "redirect", location: "/services", status: 301 });
  });
  it("drops dot and empty segments from the Location, as a browser would resolve them", () => {
    const dotless = (location: string) =>
      !location
        .split("/")
        .slice(1)
        .some((segment) => segment === "" || /^(?:\.|%2e){1,2}$/i.test(segment));
    for (const [raw, location] of [
      ["/.//evil.com/", "/evil.com"],
      ["/./evil.com/", "/evil.com"],
      ["/%2e//evil.com/", "/evil.com"],
      ["/services/./", "/services"],
      ["/a//b/", "/a/b"],
      ["/.%2F/evil.com/", "/.%2F/evil.com"], // one segment named "../", not a dot segment
      ["/./index.html", "/"],
    ] as const) {
      const result = resolvePath(raw, files);
      expect(result, raw).toEqual({ kind: "redirect", location, status: 301 });
      if (result.kind === "redirect")
        expect(dotless(result.location) || result.location === "/", `${raw} -> ${result.location}`).toBe(true);
    }
  });
  it("answers 400 for malformed paths: bad escapes, control characters, no leading slash", () => {
    for (const raw of [
      "/%zz/",
      "/%E0%A4%A/",
      "/%C3/",
      "/%0D%0ALocation:%20x/",
      "/a%00b",
      "/%7F/",
      "evil.com/",
      "*",
      "/\ud800/",
    ]) {
      expect(resolvePath(raw, files), raw).toEqual({ kind: "bad-request", status: 400 });
    }
  });
});
