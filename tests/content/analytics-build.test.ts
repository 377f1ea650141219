/**
 * Analytics switched on: the shared production build (tests/content/production-site.ts), which sets
 * ANALYTICS_PROVIDER=plausible and a script on a test host, served by the production server, driven in Chromium. The provider's host is intercepted: its script records each call and sends
 * it to the host's event endpoint (as the real one does), which the test collects. Proves: the script loads from the
 * configured host, the policy allows exactly that host, the conversion events carry their properties, Core Web
 * Vitals are reported, the policies describe the analytics, and no other host is contacted.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageScriptHashes, walk } from "../../server/build-manifest.mjs";
import { startServer } from "../../server/index.ts";
import { BUILD_TIMEOUT_MS, type Workspace } from "./helpers";
import { ANALYTICS_HOST as HOST, productionSite } from "./production-site";
import { STORE_CATALOG_FILE, parseStoreCatalog, sellable } from "../../contracts/store-catalog";
const CHROME_ARGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Stands in for the provider's script: each call goes to the provider's event endpoint, like the real one. */
const FAKE_SCRIPT = `window.plausible = function (name, options) {
  fetch(${JSON.stringify(`${HOST}/api/event`)}, { method: "POST", body: JSON.stringify({ name: name, props: (options && options.props) || {} }) });
};
window.plausible("pageview");`;

interface SentEvent {
  name: string;
  props: Record<string, string | number>;
}

let ws: Workspace;
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
const events: SentEvent[] = [];
const scriptLoads: string[] = [];
const foreign: string[] = [];

beforeAll(async () => {
  const shared = await productionSite();
  ws = shared.ws;
  expect(shared.result.status, shared.result.output).toBe(0);
  const client = path.join(ws.build, "client");
  // The post-build step's per-page script hashes, for the page policy.
  const hashes: Record<string, string[]> = {};
  for (const file of (await walk(client)).filter((name) => name.endsWith(".html")))
    hashes[file] = pageScriptHashes(readFileSync(path.join(client, file), "utf8"));
  const cspHashesFile = path.join(ws.root, "analytics-csp-hashes.json");
  writeFileSync(cspHashesFile, JSON.stringify(hashes));
  const db = path.join(mkdtempSync(path.join(tmpdir(), "analytics-leads-")), "leads.db");
  server = await startServer({
    env: { ...shared.settings, LEADS_DB_URL: `file:${db}`, CONTACT_RATE_LIMIT: "1000" },
    port: 0,
    clientDir: client,
    cspHashesFile,
    log: () => {},
  });
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: CHROME_ARGS,
  });
}, 2 * BUILD_TIMEOUT_MS);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function openPage(pathname: string): Promise<Page> {
  const page = await browser.newPage();
  await page.route(`${HOST}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === "/js/script.js") {
      scriptLoads.push(url.href);
      return route.fulfill({ status: 200, contentType: "application/javascript", body: FAKE_SCRIPT });
    }
    if (url.pathname === "/api/event") {
      events.push(JSON.parse(route.request().postData() ?? "{}") as SentEvent);
      return route.fulfill({ status: 202, body: "ok" });
    }
    return route.fulfill({ status: 404 });
  });
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.origin !== new URL(server.url).origin && url.origin !== HOST && url.protocol !== "data:")
      foreign.push(url.href);
  });
  await page.goto(`${server.url}${pathname}`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  return page;
}

const sent = (name: string) => events.filter((event) => event.name === name);

describe("analytics configured", () => {
  it("loads the provider's script from the configured host, allowed by the page policy for that host only", async () => {
    const page = await openPage("/");
    const response = await page.request.get(`${server.url}/`);
    const policy = response.headers()["content-security-policy"] ?? "";
    const directive = (name: string) => policy.split("; ").find((part) => part.startsWith(`${name} `)) ?? "";
    expect(
      directive("script-src")
        .split(" ")
        .filter((source) => source.startsWith("http")),
    ).toEqual([HOST]);
    expect(directive("connect-src")).toBe(`connect-src 'self' ${HOST}`);
    expect(directive("form-action")).toBe("form-action 'self'");
    expect(await page.locator(`script[src="${HOST}/js/script.js"]`).getAttribute("data-domain")).toBe("agency.example");
    await expect.poll(() => sent("pageview").length, { timeout: 20_000 }).toBeGreaterThan(0);
    expect(scriptLoads.length).toBeGreaterThan(0);
    await page.close();
  });

  // Polls wait up to 20 s: the first send loads the sending code, slow on a busy 2-core machine.
  it("sends the conversion events with their properties, and the visitor's Web Vitals", async () => {
    const page = await openPage("/");
    await page.getByRole("banner").getByRole("link", { name: "Hire Us" }).first().click();
    const dialog = page.getByRole("dialog");
    const title = (await dialog.getByRole("heading").first().textContent()) ?? "";
    await expect
      .poll(() => sent("Consultation opened").map((event) => event.props.title), { timeout: 20_000 })
      .toContain(title);
    await dialog.getByLabel("Full name").fill("Analytics Check");
    await dialog.getByLabel("Email address").fill("analytics@example.org");
    await dialog.getByLabel("Phone number").fill("+1 512 555 0100");
    await dialog.getByLabel("Project details").fill("Counting conversions.");
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect
      .poll(() => sent("Inquiry sent").map((event) => event.props), { timeout: 20_000 })
      .toContainEqual({ form: "popup", context: title });
    // Nothing the visitor typed is ever sent.
    expect(JSON.stringify(events)).not.toContain("analytics@example.org");
    await page.close();

    const pricing = await openPage("/pricing");
    const plan = await pricing.locator("[data-plan]").first().getAttribute("data-plan");
    await pricing.locator("[data-plan]").first().locator(`a[href^="/contact"]`).click();
    await expect.poll(() => sent("Plan chosen").map((event) => event.props.plan), { timeout: 20_000 }).toContain(plan);
    await pricing.close();

    // A production build offers Buy Now only for a snapshot it can deliver (an id and a spec sheet): the first such.
    const catalog = parseStoreCatalog(readFileSync(path.join(ws.build, STORE_CATALOG_FILE), "utf8"));
    const sold = Object.keys(catalog.snapshots).find((slug) => sellable(catalog, slug));
    expect(sold, "a snapshot the production build sells").toBeDefined();
    const snapshotHref = `/buy-snapshot/${sold}`;
    const snapshot = await openPage(snapshotHref);
    await snapshot.getByRole("link", { name: "Buy Now" }).first().click();
    await expect
      .poll(() => sent("Buy Now clicked").map((event) => event.props.snapshot), { timeout: 20_000 })
      .toContain(snapshotHref.split("/").pop());
    await snapshot.close();

    await expect
      .poll(() => sent("Web Vitals").map((event) => event.props.metric), { timeout: 20_000 })
      .toEqual(expect.arrayContaining(["TTFB", "FCP"]));
    const vital = sent("Web Vitals")[0]!;
    expect(typeof vital.props.value).toBe("number");
    expect(["good", "needs-improvement", "poor"]).toContain(vital.props.rating);
    expect(foreign).toEqual([]);
  }, 120_000);

  it("the privacy and cookie policies say what the analytics does", async () => {
    for (const file of ["legal/privacy-policy/index.html", "legal/cookie-policy/index.html"]) {
      const html = readFileSync(path.join(ws.build, "client", file), "utf8");
      expect(html).toContain("Plausible Analytics");
      expect(html).toContain("stats.example.org");
      expect(html).not.toContain("runs no analytics");
    }
  });
});
