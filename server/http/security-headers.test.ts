// Observatory-style check of the real server: every kind of response carries the security headers (HSTS and
// Cross-Origin-Resource-Policy included), and site pages have a script policy by hashes only.
import { describe, expect, it } from "vitest";
import { sha256 } from "../build-manifest.mjs";
import { INLINE_SCRIPT, serveTestBuild } from "../testing/test-build.ts";

const running = serveTestBuild("security-headers-", { env: { CONTACT_RATE_LIMIT: "1000" } });

const directives = (policy: string) =>
  new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .map(([name = "", ...values]) => [name, values]),
  );

function expectSecurityHeaders(response: Response, label: string) {
  const header = (name: string) => response.headers.get(name);
  expect(header("strict-transport-security"), label).toBe("max-age=63072000; includeSubDomains");
  expect(Number(/max-age=(\d+)/.exec(header("strict-transport-security") ?? "")?.[1]), label).toBeGreaterThanOrEqual(
    31536000,
  );
  expect(header("cross-origin-resource-policy"), label).toBe("same-origin");
  expect(header("x-content-type-options"), label).toBe("nosniff");
  expect(header("referrer-policy"), label).toBe("strict-origin-when-cross-origin");
  expect(header("x-frame-options"), label).toBe("DENY");
}

function expectHashOnlyScripts(response: Response, label: string) {
  const policy = directives(response.headers.get("content-security-policy") ?? "");
  const scripts = policy.get("script-src") ?? policy.get("default-src") ?? [];
  expect(scripts.length, label).toBeGreaterThan(0);
  // 'wasm-unsafe-eval' (the search's WebAssembly) compiles no JavaScript: scripts stay the site's own files and hashes.
  for (const source of scripts)
    expect(source, `${label}: script-src ${source}`).toMatch(
      /^('self'|'wasm-unsafe-eval'|'sha(256|384|512)-[A-Za-z0-9+/=]+')$/,
    );
  expect(policy.get("object-src"), label).toEqual(["'none'"]);
  expect(policy.get("frame-ancestors"), label).toEqual(["'none'"]);
  expect(policy.get("base-uri"), label).toEqual(["'self'"]);
}

describe("security headers on every kind of response", () => {
  const cases: { label: string; path: string; init?: RequestInit; status: number; html?: boolean }[] = [
    { label: "page", path: "/", status: 200, html: true },
    { label: "another page", path: "/services", status: 200, html: true },
    {
      label: "asset (brotli)",
      path: "/assets/entry-abc123.js",
      init: { headers: { "Accept-Encoding": "br" } },
      status: 200,
    },
    { label: "redirect", path: "/services/", status: 301 },
    { label: "open-redirect attempt", path: "/%2Fevil.com/", status: 301 },
    { label: "404", path: "/no-such-page", status: 404, html: true },
    { label: "snapshot 404", path: "/buy-snapshot/unknown", status: 404, html: true },
    { label: "400 (malformed path)", path: "/%zz/", status: 400 },
    { label: "405", path: "/", init: { method: "DELETE" }, status: 405 },
    { label: "API GET", path: "/api/contact", status: 405 },
    {
      label: "API bad POST",
      path: "/api/contact",
      init: { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ name: "" }) },
      status: 400,
    },
  ];
  it.each(cases)(
    "$label ($path) answers $status with the security headers",
    async ({ label, path, init, status, html }) => {
      const response = await fetch(running.server.url + path, { redirect: "manual", ...init });
      expect(response.status, label).toBe(status);
      expectSecurityHeaders(response, label);
      if (html) expectHashOnlyScripts(response, label);
      await response.arrayBuffer();
    },
  );

  it("a 304 carries them too", async () => {
    const first = await fetch(`${running.server.url}/services`);
    const etag = first.headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    const again = await fetch(`${running.server.url}/services`, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expectSecurityHeaders(again, "304");
  });

  it("the home page's policy lists its inline script's hash and no 'unsafe-inline' or 'unsafe-eval' for scripts", async () => {
    const response = await fetch(`${running.server.url}/`);
    const scripts = directives(response.headers.get("content-security-policy") ?? "").get("script-src") ?? [];
    expect(scripts.some((source) => source.startsWith("'sha256-"))).toBe(true);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
  });

  it("sends one policy for the whole site: every page, 404s, redirects and errors alike", async () => {
    const policies = new Set<string | null>();
    for (const path of [
      "/",
      "/services",
      "/no-such-page",
      "/buy-snapshot/unknown",
      "/services/",
      "/%zz/",
      "/assets/entry-abc123.js",
    ]) {
      const response = await fetch(running.server.url + path, { redirect: "manual" });
      policies.add(response.headers.get("content-security-policy"));
      await response.arrayBuffer();
    }
    expect([...policies]).toHaveLength(1);
    expect([...policies][0]).toContain(`'${sha256(INLINE_SCRIPT)}'`);
  });

  it("the CMS keeps its own policy (unsafe-eval by design) but the same transport headers", async () => {
    const response = await fetch(`${running.server.url}/admin`);
    expectSecurityHeaders(response, "admin");
    expect(response.headers.get("content-security-policy")).toContain("'unsafe-eval'");
  });
});

describe("redirects stay on the site, through the real server", () => {
  it.each([
    "/%2Fevil.com/",
    "/%2F%2Fevil.com/",
    "/%5Cevil.com/",
    "/%2Fevil.com%2Findex.html",
    "//evil.com/",
    "/%C3%A9t%C3%A9/?q=%C3%A9",
  ])("%s", async (path) => {
    const response = await fetch(running.server.url + path, { redirect: "manual" });
    expect(response.status).toBe(301);
    const location = response.headers.get("location") ?? "";
    expect(location).toMatch(/^\/(?![/\\])/);
    // Resolved like a browser would: same origin.
    expect(new URL(location, running.server.url).origin).toBe(running.server.url);
  });
  it.each(["/%0d%0aSet-Cookie:%20x/", "/%00/", "/%E0%A4%A/", "/%zz/index.html"])(
    "%s answers 400, not 500",
    async (path) => {
      const response = await fetch(running.server.url + path, { redirect: "manual" });
      expect(response.status).toBe(400);
    },
  );
  it("serves the precompressed asset with a long cache and an ETag", async () => {
    const response = await fetch(`${running.server.url}/assets/entry-abc123.js`, {
      headers: { "Accept-Encoding": "gzip" },
    });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("etag")).toBeTruthy();
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(await response.text()).toContain("console.log");
    expect((await fetch(`${running.server.url}/assets/entry-abc123.js.br`)).status).toBe(404);
  });
  it("offers the ETag as the only validator, the one a conditional request is answered by", async () => {
    for (const path of ["/services", "/assets/entry-abc123.js", "/no-such-page"]) {
      const response = await fetch(`${running.server.url}${path}`);
      expect(response.headers.get("last-modified"), path).toBeNull();
    }
    const etag = (await fetch(`${running.server.url}/services`)).headers.get("etag") ?? "";
    expect((await fetch(`${running.server.url}/services`, { headers: { "If-None-Match": etag } })).status).toBe(304);
    expect(
      (
        await fetch(`${running.server.url}/services`, {
          headers: { "If-Modified-Since": new Date(Date.now() + 86_400_000).toUTCString() },
        })
      ).status,
    ).toBe(200);
  });
});

describe("where the forms may post", () => {
  it("allows a no-JavaScript form post to the provider the script posts to, and nowhere else", async () => {
    const { contentSecurityPolicy, formConnectSources } = await import("./headers.ts");
    const directive = (policy: string) => policy.split("; ").find((part) => part.startsWith("form-action"));
    const provider = formConnectSources({ formMode: "provider", formEndpoint: "https://api.web3forms.com/submit" });
    expect(directive(contentSecurityPolicy({ connectSrc: provider }))).toBe(
      "form-action 'self' https://api.web3forms.com",
    );
    expect(
      directive(
        contentSecurityPolicy({ connectSrc: formConnectSources({ formMode: "own", formEndpoint: "/api/contact" }) }),
      ),
    ).toBe("form-action 'self'");
  });
});

describe("analytics host", () => {
  it("is the one other host a page may load a script from and send to, and only when configured", async () => {
    const { contentSecurityPolicy } = await import("./headers.ts");
    const { readSettings } = await import("../../config/settings.mjs");
    const directives = (policy: string) =>
      Object.fromEntries(policy.split("; ").map((part) => [part.split(" ")[0], part]));
    const off = directives(contentSecurityPolicy({ analyticsOrigin: readSettings({}).analytics?.origin }));
    expect(off["script-src"]).toBe("script-src 'self' 'wasm-unsafe-eval'");
    // Without another host, connections fall back to default-src 'self'.
    expect(off["connect-src"]).toBeUndefined();
    expect(off["default-src"]).toBe("default-src 'self'");
    const settings = readSettings({
      ANALYTICS_PROVIDER: "umami",
      ANALYTICS_SCRIPT_URL: "https://stats.example.org/umami.js",
      ANALYTICS_SITE_ID: "site-1",
    });
    const on = directives(
      contentSecurityPolicy({ scriptHashes: ["sha256-x"], analyticsOrigin: settings.analytics?.origin }),
    );
    expect(on["script-src"]).toBe("script-src 'self' https://stats.example.org 'sha256-x' 'wasm-unsafe-eval'");
    expect(on["connect-src"]).toBe("connect-src 'self' https://stats.example.org");
    expect(on["form-action"]).toBe("form-action 'self'");
    expect(on["img-src"]).toBe("img-src 'self' data:");
  });
});

describe("Stripe Checkout on the account's own domain (STRIPE_CHECKOUT_ORIGIN)", () => {
  const selling = {
    STRIPE_SECRET_KEY: "sk_test_0123456789abcdef",
    STRIPE_WEBHOOK_SECRET: "whsec_0123456789abcdef",
    // Selling needs the mail settings; nothing is sold here, so nothing is ever sent.
    SMTP_URL: "smtp://127.0.0.1:9",
    LEADS_NOTIFY_TO: "team@agency.example",
  };
  const custom = serveTestBuild("checkout-domain-", {
    env: { ...selling, STRIPE_CHECKOUT_ORIGIN: "https://pay.agency.example/" },
  });
  const formAction = (policy: string | null) =>
    (policy ?? "").split("; ").find((part) => part.startsWith("form-action"));

  it("joins form-action beside Stripe's own Checkout, on every page the server sends", async () => {
    for (const path of ["/", "/no-such-page"]) {
      const response = await fetch(custom.server.url + path);
      expect(formAction(response.headers.get("content-security-policy")), path).toBe(
        "form-action 'self' https://checkout.stripe.com https://pay.agency.example",
      );
      await response.arrayBuffer();
    }
  });

  it("adds one origin per host, and nothing while the site does not sell", async () => {
    const { contentSecurityPolicy } = await import("./headers.ts");
    const { checkoutOrigin } = await import("../orders/stripe.ts");
    expect(checkoutOrigin("https://api.stripe.com")).toEqual(["https://checkout.stripe.com"]);
    expect(checkoutOrigin("https://api.stripe.com", "https://checkout.stripe.com")).toEqual([
      "https://checkout.stripe.com",
    ]);
    // The tests' stub serves Checkout itself; the custom domain joins it the same way.
    expect(checkoutOrigin("http://127.0.0.1:4242", "http://localhost:4243")).toEqual([
      "http://127.0.0.1:4242",
      "http://localhost:4243",
    ]);
    expect(
      formAction(
        contentSecurityPolicy({ checkoutOrigin: ["https://checkout.stripe.com", "https://pay.agency.example"] }),
      ),
    ).toBe("form-action 'self' https://checkout.stripe.com https://pay.agency.example");
    expect(formAction(contentSecurityPolicy({ checkoutOrigin: "https://checkout.stripe.com" }))).toBe(
      "form-action 'self' https://checkout.stripe.com",
    );
    expect(formAction(contentSecurityPolicy({ checkoutOrigin: [] }))).toBe("form-action 'self'");
    expect(formAction(contentSecurityPolicy())).toBe("form-action 'self'");
  });

  it("takes an https origin, or http on this machine, as browsers write it", async () => {
    const { readGroup } = await import("../../config/settings.mjs");
    const origin = (value: string) =>
      readGroup("store", { ...selling, STRIPE_CHECKOUT_ORIGIN: value }).STRIPE_CHECKOUT_ORIGIN;
    expect(origin("https://pay.agency.example")).toBe("https://pay.agency.example");
    expect(origin("HTTPS://Pay.Agency.Example:443/")).toBe("https://pay.agency.example");
    expect(origin("https://pay.agency.example:8443")).toBe("https://pay.agency.example:8443");
    expect(origin("http://localhost:4242")).toBe("http://localhost:4242");
    expect(origin("http://127.0.0.2:4242")).toBe("http://127.0.0.2:4242");
    expect(origin("http://[::1]:4242")).toBe("http://[::1]:4242");
    expect(readGroup("store", selling).STRIPE_CHECKOUT_ORIGIN).toBeUndefined();
  });

  it.each([
    "https://pay.agency.example/checkout",
    "https://pay.agency.example?session=1",
    "https://pay.agency.example#pay",
    "https://pay.agency.example//",
    "https://pay.agency.example; script-src *",
    "https://pay.agency.example;script-src",
    "https://pay.agency.example junk",
    "https://user:secret@pay.agency.example",
    "https://pay.agency.example:99999",
    "http://pay.agency.example",
    "http://localhost.agency.example",
    "pay.agency.example",
    "https://pay",
    "ftp://pay.agency.example",
  ])("refuses %j at the settings check, naming the variable and what it takes", async (value) => {
    const { SERVER_GROUPS, SETTINGS, SettingsError, checkSettings } = await import("../../config/settings.mjs");
    let problems: string[] = [];
    try {
      checkSettings(SERVER_GROUPS, { ...selling, STRIPE_CHECKOUT_ORIGIN: value });
    } catch (error) {
      if (!(error instanceof SettingsError)) throw error;
      problems = error.problems;
    }
    expect(problems).toEqual([
      `STRIPE_CHECKOUT_ORIGIN must be ${SETTINGS.store.STRIPE_CHECKOUT_ORIGIN.expected}, not ${JSON.stringify(value)}`,
    ]);
    expect(problems[0]).toContain("no path, query or anything else after the host");
  });

  it("is refused without a key to sell with, and the server does not start on a bad value", async () => {
    const { SettingsError, checkSettings } = await import("../../config/settings.mjs");
    expect(() => checkSettings(["store"], { STRIPE_CHECKOUT_ORIGIN: "https://pay.agency.example" })).toThrow(
      "STRIPE_SECRET_KEY is required with STRIPE_CHECKOUT_ORIGIN",
    );
    const { startServer } = await import("../index.ts");
    await expect(
      startServer({
        env: { ...selling, STRIPE_CHECKOUT_ORIGIN: "https://pay.agency.example/checkout" },
        port: 0,
        log: () => {},
      }),
    ).rejects.toThrow(SettingsError);
  });
});
