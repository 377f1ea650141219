// Files an editor uploads through the CMS (public/images/uploads/) are served with their real type, so an image or a
// PDF opened on its own shows in the browser instead of downloading as application/octet-stream.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentType } from "./resolve.ts";
import { serveTestBuild } from "../testing/test-build.ts";

const UPLOADS: Record<string, string> = {
  "photo.jpg": "image/jpeg",
  "photo.jpeg": "image/jpeg",
  "banner.webp": "image/webp",
  "hero.avif": "image/avif",
  "animation.gif": "image/gif",
  "price-list.pdf": "application/pdf",
};

const running = serveTestBuild("content-types-", {}, async (build) => {
  const uploads = path.join(build.clientDir, "images", "uploads");
  await mkdir(uploads, { recursive: true });
  for (const name of Object.keys(UPLOADS)) await writeFile(path.join(uploads, name), Buffer.from([0, 1, 2, 3]));
});

describe("uploaded files", () => {
  it.each(Object.entries(UPLOADS))("%s is served as %s", async (name, type) => {
    const response = await fetch(`${running.server.url}/images/uploads/${name}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(type);
    expect(response.headers.get("content-disposition")).toBeNull();
    await response.arrayBuffer();
  });
});

describe("contentType", () => {
  it("knows the site's own files, with UTF-8 for text", () => {
    expect(contentType("index.html")).toBe("text/html; charset=utf-8");
    expect(contentType("assets/entry-abc.js")).toBe("text/javascript; charset=utf-8");
    expect(contentType("assets/app-abc.css")).toBe("text/css; charset=utf-8");
    expect(contentType("sitemap.xml")).toBe("application/xml; charset=utf-8");
    expect(contentType("rss.xml")).toBe("application/rss+xml; charset=utf-8");
    expect(contentType("blog.data")).toBe("text/x-script; charset=utf-8");
    expect(contentType("favicon.ico")).toBe("image/x-icon");
    expect(contentType("icons.svg")).toBe("image/svg+xml");
    expect(contentType("fonts/inter.woff2")).toBe("font/woff2");
    expect(contentType("site.webmanifest")).toBe("application/manifest+json; charset=utf-8");
    expect(contentType("pagefind/wasm.unknown.pagefind")).toBe("application/octet-stream");
    expect(contentType("images/uploads/SCAN.PDF")).toBe("application/pdf");
  });

  it("sends a file without a known extension as bytes", () => {
    expect(contentType("_headers")).toBe("application/octet-stream");
    expect(contentType("images/.hidden")).toBe("application/octet-stream");
  });
});
