import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LANGS, LANGUAGES } from "../../config/languages.mjs";
import { readSettings } from "../../config/settings.mjs";
import { adminContentSecurityPolicy, pagesWithOtherScripts, siteScriptHashes } from "../../server/http/headers.ts";
import { pageScriptHashes, walk } from "../../server/build-manifest.mjs";
import {
  HEADER_RULE_BUDGET,
  SITE_SOURCE,
  netlifyHeaders,
  netlifyRedirects,
  nginxConf,
  pageFile,
  pagesFromFiles,
  unknownPostSource,
  vercelJson,
} from "./deploy-configs.ts";

const pages = ["/", "/services", "/blog", "/blog/known-a", "/blog/known-b", "/buy-snapshot", "/buy-snapshot/roofing"];
/** The same two hashes on every page, like the real build (the head script and the starter); none for the CMS. */
const SHARED = ["sha256-head=", "sha256-starter="];
const csp: Record<string, string[]> = {
  ...Object.fromEntries(pages.map((page) => [pageFile(page), SHARED])),
  "404.html": SHARED,
  "404/index.html": SHARED,
  "buy-snapshot/not-found/index.html": SHARED,
  "admin/index.html": [],
};
const settings = readSettings({});
const input = { pages, csp, settings };

/** `_headers` as pattern -> { header name -> value }; a Cloudflare detach line (`! Name`) as name "!Name". */
function parseHeaders(text: string) {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const line of text.split("\n")) {
    if (line.startsWith("/")) rules.set(line, (current = {}));
    else if (line.startsWith("  ! ") && current) current[`!${line.slice(4)}`] = "";
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
    const files = [
      "index.html",
      "services/index.html",
      "404.html",
      "404/index.html",
      "buy-snapshot/not-found/index.html",
      "buy-snapshot/roofing/index.html",
      "blog.data",
      "assets/app.js",
      "admin/index.html",
      "admin/config.yml",
    ];
    expect(pagesFromFiles(files)).toEqual(["/", "/services", "/buy-snapshot/roofing"]);
  });
});

describe("netlifyHeaders", () => {
  const rules = parseHeaders(netlifyHeaders(input));

  it("sets one policy, hash-only for scripts, and the security headers on every path in at most 20 rules", () => {
    expect(rules.size).toBeLessThanOrEqual(HEADER_RULE_BUDGET);
    const all = rules.get("/*");
    expect(all?.["X-Content-Type-Options"]).toBe("nosniff");
    expect(all?.["X-Frame-Options"]).toBe("DENY");
    expect(all?.["Cross-Origin-Opener-Policy"]).toBe("same-origin");
    const scripts = scriptSrc(all?.["Content-Security-Policy"] ?? "");
    for (const hash of SHARED) expect(scripts).toContain(`'${hash}'`);
    expect(scripts).not.toContain("unsafe-inline");
    // No page has a rule of its own: the policy does not grow with the site.
    for (const page of pages.filter((page) => page !== "/")) expect(rules.has(page), page).toBe(false);
  });

  it("stays the same size whatever the number of pages", () => {
    const many = Array.from({ length: 500 }, (_, index) => `/blog/post-${index}`);
    expect(netlifyHeaders({ ...input, pages: [...pages, ...many] })).toBe(netlifyHeaders(input));
  });

  it("gives /admin the CMS's own policy, noindex and an opener the sign-in popup can reach", () => {
    for (const pattern of ["/admin", "/admin/*"]) {
      const rule = rules.get(pattern);
      expect(rule?.["Content-Security-Policy"], pattern).toBe(adminContentSecurityPolicy());
      expect(rule?.["X-Robots-Tag"], pattern).toBe("noindex");
      expect(rule?.["Cross-Origin-Opener-Policy"], pattern).toBe("same-origin-allow-popups");
      // Cloudflare Pages would join the site's values with these: the rule detaches them first.
      expect(Object.keys(rule ?? {}).slice(0, 2), pattern).toEqual([
        "!Content-Security-Policy",
        "!Cross-Origin-Opener-Policy",
      ]);
    }
    // After /*: Netlify keeps the last matching rule's value.
    expect([...rules.keys()].indexOf("/admin")).toBeGreaterThan([...rules.keys()].indexOf("/*"));
    const withAuth = parseHeaders(
      netlifyHeaders({
        ...input,
        adminPolicy: adminContentSecurityPolicy({ authOrigins: ["https://auth.example.org"] }),
      }),
    );
    expect(withAuth.get("/admin")?.["Content-Security-Policy"]).toMatch(
      /connect-src [^;]*https:\/\/auth\.example\.org/,
    );
  });

  it("caches hashed assets for a year, immutable", () => {
    expect(rules.get("/assets/*")?.["Cache-Control"]).toBe("public, max-age=31536000, immutable");
  });

  it("allows the form provider's origin in connect-src", () => {
    const provider = parseHeaders(netlifyHeaders({ ...input, settings: readSettings({ FORM_ACCESS_KEY: "key" }) }));
    expect(provider.get("/*")?.["Content-Security-Policy"]).toContain("connect-src 'self' https://api.web3forms.com");
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
    expect(config).toMatchObject({
      outputDirectory: "build/client",
      buildCommand: "SITE_ENV=production npm run build",
      cleanUrls: true,
      trailingSlash: false,
    });
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

  it("sets security headers everywhere, immutable assets, and one policy on every path but /admin", () => {
    const bySource = new Map(
      config.headers.map((rule) => [rule.source, Object.fromEntries(rule.headers.map((h) => [h.key, h.value]))]),
    );
    expect(bySource.get("/(.*)")?.["X-Content-Type-Options"]).toBe("nosniff");
    expect(bySource.get("/(.*)")?.["Content-Security-Policy"]).toBeUndefined();
    const site = bySource.get(SITE_SOURCE);
    for (const hash of SHARED) expect(scriptSrc(site?.["Content-Security-Policy"] ?? "")).toContain(`'${hash}'`);
    expect(site?.["Cross-Origin-Opener-Policy"]).toBe("same-origin");
    // path-to-regexp's group, as a regular expression: every path but the CMS's.
    const regex = new RegExp(`^${SITE_SOURCE}$`);
    for (const path of ["/", "/services", "/blog/a", "/no-such-page", "/administrator", "/assets/x.js"])
      expect(regex.test(path), path).toBe(true);
    for (const path of ["/admin", "/admin/", "/admin/config.yml"]) expect(regex.test(path), path).toBe(false);
    for (const source of ["/admin", "/admin/(.*)"]) {
      expect(bySource.get(source)?.["Content-Security-Policy"], source).toContain("'unsafe-eval'");
      expect(bySource.get(source)?.["X-Robots-Tag"], source).toBe("noindex");
      expect(bySource.get(source)?.["Cross-Origin-Opener-Policy"], source).toBe("same-origin-allow-popups");
    }
    expect(bySource.get("/assets/(.*)")?.["Cache-Control"]).toContain("immutable");
    expect(config.headers.length).toBeLessThanOrEqual(HEADER_RULE_BUDGET);
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

  it("sends one policy by default and the CMS's under /admin", () => {
    const map = /map \$uri \$page_csp \{([\s\S]*?)\n\}/.exec(conf)?.[1] ?? "";
    const lines = map
      .trim()
      .split("\n")
      .map((line) => line.trim());
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^default "default-src 'self'; script-src 'self' 'sha256-head=' 'sha256-starter='/);
    expect(lines[1]).toBe(`"~^/admin(/|$)" "${adminContentSecurityPolicy()}";`);
  });

  it("serves /admin/ without a redirect, noindex and with the popup-friendly opener policy there", () => {
    // The trailing-slash rewrite skips exactly /admin/.
    const rewrite = new RegExp(/rewrite (\^\/\S+) \/\$1 permanent;/.exec(conf)?.[1] ?? "$^");
    expect(rewrite.exec("/services/")?.[1]).toBe("services");
    expect(rewrite.test("/admin/")).toBe(false);
    expect(rewrite.exec("/admin/x/")?.[1]).toBe("admin/x");
    expect(conf).toContain("location = /admin/ {\n        try_files /admin/index.html =404;");
    expect(conf).toMatch(/map \$uri \$robots_tag \{[^}]*"~\^\/admin\(\/\|\$\)" "noindex";/);
    expect(conf).toMatch(
      /map \$uri \$opener_policy \{\s*default "same-origin";\s*"~\^\/admin\(\/\|\$\)" "same-origin-allow-popups";/,
    );
    expect(conf).toContain("add_header Cross-Origin-Opener-Policy $opener_policy always;");
    expect(conf).not.toMatch(/add_header Cross-Origin-Opener-Policy "/);
  });
});

const root = path.resolve(fileURLToPath(new URL("../..", import.meta.url)));
const client = path.join(root, "build", "client");
// A whole build: every language's home (npm run check leaves a quicker English-only one, whose sitemap still lists
// the other language's pages).
const hasBuild =
  existsSync(path.join(client, "sitemap.xml")) &&
  existsSync(path.join(root, "build", "csp-hashes.json")) &&
  LANGS.every((lang) => existsSync(path.join(client, LANGUAGES[lang].prefix.slice(1), "index.html")));

describe("on the real build", () => {
  it.skipIf(!hasBuild)(
    "covers every sitemap page with a rewrite, and gives every built page one policy in at most 20 rules",
    async () => {
      const build = {
        pages: pagesFromFiles(await walk(client)),
        csp: JSON.parse(readFileSync(path.join(root, "build", "csp-hashes.json"), "utf8")),
        settings: readSettings({}),
      };
      const rewrites = new Set(
        parseRedirects(netlifyRedirects(build))
          .filter((rule) => rule[2] === "200")
          .map((rule) => rule[0]),
      );
      const headers = parseHeaders(netlifyHeaders(build));
      const sitemap = readFileSync(path.join(client, "sitemap.xml"), "utf8");
      const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
      expect(paths.length).toBeGreaterThan(0);
      for (const page of paths.filter((page) => page !== "/")) expect(rewrites.has(page), page).toBe(true);
      expect(headers.get("/*")?.["Content-Security-Policy"]).toMatch(/script-src 'self' 'sha256-/);
      expect(headers.size).toBeLessThanOrEqual(HEADER_RULE_BUDGET);
      // The written file too, and every page (404s included) runs exactly the inline scripts the one policy allows.
      expect(
        readFileSync(path.join(client, "_headers"), "utf8")
          .split("\n")
          .filter((line) => line.startsWith("/")).length,
      ).toBeLessThanOrEqual(HEADER_RULE_BUDGET);
      expect(pagesWithOtherScripts(build.csp)).toEqual([]);
      const allowed = new Set(siteScriptHashes(build.csp));
      for (const file of (await walk(client)).filter((name) => name.endsWith(".html") && !name.startsWith("admin/"))) {
        const hashes = pageScriptHashes(readFileSync(path.join(client, file), "utf8"));
        expect(hashes.length, file).toBeGreaterThan(0);
        for (const hash of hashes) expect(allowed.has(hash), file).toBe(true);
      }
    },
  );
});

describe("the site's one set of inline-script hashes", () => {
  it("is the pages' shared set, and names the pages that differ", () => {
    expect(siteScriptHashes(csp)).toEqual([...SHARED].sort());
    expect(pagesWithOtherScripts(csp)).toEqual([]);
    expect(pagesWithOtherScripts({ ...csp, "pricing/index.html": ["sha256-head=", "sha256-other="] })).toEqual([
      "pricing/index.html",
    ]);
  });
});
