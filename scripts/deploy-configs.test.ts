// @vitest-environment node
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readSettings } from "../config/settings.mjs";
import { adminContentSecurityPolicy } from "../server/headers.ts";
import { walk } from "./build-manifest.mjs";
import {
  netlifyHeaders,
  netlifyRedirects,
  nginxConf,
  pageFile,
  pagesFromFiles,
  unknownPostSource,
  vercelJson,
} from "./deploy-configs.ts";

const pages = ["/", "/services", "/blog", "/blog/known-a", "/blog/known-b", "/buy-snapshot", "/buy-snapshot/roofing"];
/** Two hashes per page, one of them unique to it, like the real build (shared runtime script + page data). */
const csp: Record<string, string[]> = {
  ...Object.fromEntries(pages.map((page) => [pageFile(page), ["sha256-shared=", `sha256-${page.replace(/\W/g, "") || "home"}=`]])),
  "404.html": ["sha256-shared=", "sha256-notfound="],
  "404/index.html": ["sha256-shared=", "sha256-notfound="],
  "buy-snapshot/not-found/index.html": ["sha256-shared=", "sha256-missingsnapshot="],
};
const settings = readSettings({});
const input = { pages, csp, settings };

/** `_headers` as pattern -> { header name -> value }. */
function parseHeaders(text: string) {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const line of text.split("\n")) {
    if (line.startsWith("/")) rules.set(line, (current = {}));
    else if (line.startsWith("  ") && current) {
      const [name, ...value] = line.trim().split(":");
      current[name ?? ""] = value.join(":").trim();
    }
  }
  return rules;
}

/** `_redirects` as [from, to, status] in file order. */
function parseRedirects(text: string): string[][] {
  return text
    .split("\n")
    .filter((line) => line.startsWith("/"))
    .map((line) => line.split(/\s+/));
}

const scriptSrc = (policy: string) => policy.split("; ").find((directive) => directive.startsWith("script-src ")) ?? "";

describe("pagesFromFiles", () => {
  it("derives canonical paths and leaves out the error pages and the CMS", () => {
    const files = ["index.html", "services/index.html", "404.html", "404/index.html", "buy-snapshot/not-found/index.html", "buy-snapshot/roofing/index.html", "blog.data", "assets/app.js", "admin/index.html", "admin/config.yml"];
    expect(pagesFromFiles(files)).toEqual(["/", "/services", "/buy-snapshot/roofing"]);
  });
});

describe("netlifyHeaders", () => {
  const rules = parseHeaders(netlifyHeaders(input));

  it("gives every page its own policy, hash-only for scripts, and no-cache", () => {
    for (const page of pages) {
      const rule = rules.get(page);
      expect(rule, page).toBeDefined();
      const scripts = scriptSrc(rule?.["Content-Security-Policy"] ?? "");
      for (const hash of csp[pageFile(page)] ?? []) expect(scripts).toContain(`'${hash}'`);
      expect(scripts).not.toContain("unsafe-inline");
      // Another page's own script is not allowed here.
      const other = page === "/services" ? "/blog" : "/services";
      expect(scripts).not.toContain(`'${csp[pageFile(other)]?.[1]}'`);
      expect(rule?.["Cache-Control"]).toBe("no-cache");
    }
  });

  it("sets security headers on every path, and no policy there", () => {
    const all = rules.get("/*");
    expect(all?.["X-Content-Type-Options"]).toBe("nosniff");
    expect(all?.["X-Frame-Options"]).toBe("DENY");
    expect(all?.["Content-Security-Policy"]).toBeUndefined();
    // Set per page instead: /admin needs another value, and hosts would join the two.
    expect(all?.["Cross-Origin-Opener-Policy"]).toBeUndefined();
    for (const page of pages) expect(rules.get(page)?.["Cross-Origin-Opener-Policy"], page).toBe("same-origin");
  });

  it("gives /admin the CMS's own policy, noindex and an opener the sign-in popup can reach", () => {
    for (const pattern of ["/admin", "/admin/*"]) {
      const rule = rules.get(pattern);
      expect(rule?.["Content-Security-Policy"], pattern).toBe(adminContentSecurityPolicy());
      expect(rule?.["X-Robots-Tag"], pattern).toBe("noindex");
      expect(rule?.["Cross-Origin-Opener-Policy"], pattern).toBe("same-origin-allow-popups");
    }
    // Inside Cloudflare's first 100 rules, whatever the number of pages.
    expect([...rules.keys()].indexOf("/admin/*")).toBeLessThan(5);
    const withAuth = parseHeaders(netlifyHeaders({ ...input, adminPolicy: adminContentSecurityPolicy({ authOrigins: ["https://auth.example.org"] }) }));
    expect(withAuth.get("/admin")?.["Content-Security-Policy"]).toMatch(/connect-src [^;]*https:\/\/auth\.example\.org/);
  });

  it("caches hashed assets for a year, immutable", () => {
    expect(rules.get("/assets/*")?.["Cache-Control"]).toBe("public, max-age=31536000, immutable");
  });

  it("allows the form provider's origin in connect-src", () => {
    const provider = parseHeaders(netlifyHeaders({ ...input, settings: readSettings({ FORM_ACCESS_KEY: "key" }) }));
    expect(provider.get("/services")?.["Content-Security-Policy"]).toContain("connect-src 'self' https://api.web3forms.com");
  });
});

describe("netlifyRedirects", () => {
  const rules = parseRedirects(netlifyRedirects(input));
  const index = (from: string) => rules.findIndex((rule) => rule[0] === from);

  it("rewrites blog and snapshot pages explicitly, before the splats", () => {
    const firstSplat = rules.findIndex((rule) => rule[0]?.includes("*"));
    for (const page of ["/blog/known-a", "/blog/known-b", "/buy-snapshot/roofing"]) {
      expect(rules[index(page)], page).toEqual([page, `${page}/`, "200"]);
      expect(index(page)).toBeLessThan(firstSplat);
      expect(rules[index(`${page}.data`)]).toEqual([`${page}.data`, `${page}.data`, "200"]);
    }
  });

  it("sends unknown posts to the blog and unknown snapshots to their 404 page", () => {
    expect(rules[index("/blog/*")]).toEqual(["/blog/*", "/blog", "302"]);
    expect(rules[index("/buy-snapshot/*")]).toEqual(["/buy-snapshot/*", "/buy-snapshot/not-found/index.html", "404"]);
  });

  it("redirects each trailing-slash variant permanently to the canonical path", () => {
    for (const page of pages.filter((page) => page !== "/")) {
      expect(rules[index(`${page}/`)], page).toEqual([`${page}/`, page, "301"]);
    }
    expect(index("//")).toBe(-1);
  });
});

describe("vercelJson", () => {
  const config = vercelJson(input);

  it("serves build/client with clean URLs and no trailing slash", () => {
    expect(config).toMatchObject({ outputDirectory: "build/client", buildCommand: "npm run build", cleanUrls: true, trailingSlash: false });
  });

  it("redirects unknown posts to /blog and nothing else", () => {
    const [redirect] = config.redirects;
    expect(redirect).toMatchObject({ destination: "/blog", permanent: false });
    // The simple `/blog/:slug(pattern)` form compiles to this regular expression.
    const pattern = /^\/blog\/:slug\((.+)\)$/.exec(redirect?.source ?? "")?.[1];
    expect(pattern).toBeDefined();
    const regex = new RegExp(`^/blog/(${pattern})$`);
    expect(regex.test("/blog/no-such-post")).toBe(true);
    expect(regex.test("/blog/known-a")).toBe(false);
    expect(regex.test("/blog/known-b")).toBe(false);
    expect(regex.test("/blog/known-a.data")).toBe(false);
    expect(regex.test("/blog/known-ab")).toBe(true);
    expect(regex.test("/blog/a/b")).toBe(false);
    expect(unknownPostSource(pages)).toBe(redirect?.source);
  });

  it("sets security headers everywhere, immutable assets, and a policy per page", () => {
    const bySource = new Map(config.headers.map((rule) => [rule.source, Object.fromEntries(rule.headers.map((h) => [h.key, h.value]))]));
    expect(bySource.get("/(.*)")?.["X-Content-Type-Options"]).toBe("nosniff");
    expect(bySource.get("/(.*)")?.["Content-Security-Policy"]).toBeUndefined();
    expect(bySource.get("/(.*)")?.["Cross-Origin-Opener-Policy"]).toBeUndefined();
    for (const source of ["/admin", "/admin/(.*)"]) {
      expect(bySource.get(source)?.["Content-Security-Policy"], source).toContain("'unsafe-eval'");
      expect(bySource.get(source)?.["X-Robots-Tag"], source).toBe("noindex");
      expect(bySource.get(source)?.["Cross-Origin-Opener-Policy"], source).toBe("same-origin-allow-popups");
    }
    expect(bySource.get("/assets/(.*)")?.["Cache-Control"]).toContain("immutable");
    for (const page of pages) {
      expect(scriptSrc(bySource.get(page)?.["Content-Security-Policy"] ?? "")).toContain(`'${csp[pageFile(page)]?.[1]}'`);
      expect(bySource.get(page)?.["Cache-Control"]).toBe("no-cache");
      expect(bySource.get(page)?.["Cross-Origin-Opener-Policy"]).toBe("same-origin");
    }
  });
});

describe("nginxConf", () => {
  const conf = nginxConf(input);

  it("redirects trailing slashes and serves the error pages", () => {
    expect(conf).toContain("rewrite ^/((?!admin/$).+)/$ /$1 permanent;");
    expect(conf).toContain("error_page 404 /404.html;");
    expect(conf).toContain("error_page 404 /__snapshot-not-found;");
    expect(conf).toContain("rewrite ^ /buy-snapshot/not-found/index.html break;");
    expect(conf).toContain("return 302 /blog$is_args$args;");
    expect(conf).toContain("try_files $uri $uri/index.html =404;");
    expect(conf).toMatch(/location \^~ \/assets\/ /);
    expect(conf).toContain("public, max-age=31536000, immutable");
    expect(conf).toContain("gzip on;");
    expect(conf).toMatch(/add_header X-Frame-Options "DENY" always;/);
  });

  it("maps every page (by path and by file) to its own policy", () => {
    const map = /map \$uri \$page_csp \{([\s\S]*?)\n\}/.exec(conf)?.[1] ?? "";
    for (const page of pages) {
      for (const key of [page, `/${pageFile(page)}`]) {
        const line = map.split("\n").find((entry) => entry.trim().startsWith(`"${key}" `));
        expect(line, key).toBeDefined();
        expect(line).toContain(`'${csp[pageFile(page)]?.[1]}'`);
      }
    }
    expect(map).toContain('"/buy-snapshot/not-found/index.html"');
    for (const key of ["/admin", "/admin/", "/admin/index.html"]) expect(map).toContain(`"${key}" "${adminContentSecurityPolicy()}";`);
  });

  it("serves /admin/ without a redirect, noindex and with the popup-friendly opener policy there", () => {
    // The trailing-slash rewrite skips exactly /admin/.
    const rewrite = new RegExp(/rewrite (\^\/\S+) \/\$1 permanent;/.exec(conf)?.[1] ?? "$^");
    expect(rewrite.exec("/services/")?.[1]).toBe("services");
    expect(rewrite.test("/admin/")).toBe(false);
    expect(rewrite.exec("/admin/x/")?.[1]).toBe("admin/x");
    expect(conf).toContain("location = /admin/ {\n        try_files /admin/index.html =404;");
    expect(conf).toMatch(/map \$uri \$robots_tag \{[^}]*"~\^\/admin\(\/\|\$\)" "noindex";/);
    expect(conf).toMatch(/map \$uri \$opener_policy \{\s*default "same-origin";\s*"~\^\/admin\(\/\|\$\)" "same-origin-allow-popups";/);
    expect(conf).toContain("add_header Cross-Origin-Opener-Policy $opener_policy always;");
    expect(conf).not.toMatch(/add_header Cross-Origin-Opener-Policy "/);
  });
});

const root = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
const client = path.join(root, "build", "client");
const hasBuild = existsSync(path.join(client, "sitemap.xml")) && existsSync(path.join(root, "build", "csp-hashes.json"));

describe("on the real build", () => {
  it.skipIf(!hasBuild)("covers every sitemap page with a rewrite or a header block", async () => {
    const build = {
      pages: pagesFromFiles(await walk(client)),
      csp: JSON.parse(readFileSync(path.join(root, "build", "csp-hashes.json"), "utf8")),
      settings: readSettings({}),
    };
    const rewrites = new Set(parseRedirects(netlifyRedirects(build)).filter((rule) => rule[2] === "200").map((rule) => rule[0]));
    const headers = parseHeaders(netlifyHeaders(build));
    const sitemap = readFileSync(path.join(client, "sitemap.xml"), "utf8");
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
    expect(paths.length).toBeGreaterThan(0);
    for (const page of paths) {
      expect(rewrites.has(page) || headers.has(page), page).toBe(true);
      expect(headers.get(page)?.["Content-Security-Policy"], page).toMatch(/script-src 'self' 'sha256-/);
    }
  });
});
