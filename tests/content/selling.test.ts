// @vitest-environment jsdom
/**
 * Selling for real: a snapshot whose content file carries a checkout address sends Buy Now there, and a BOOKING_URL
 * setting adds "Pick a time now" to the contact and thank-you pages. One real build from a copy of content/ where a
 * single snapshot gets a checkoutUrl, with BOOKING_URL set; every other snapshot keeps the popup.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUILD_TIMEOUT_MS, type Workspace, build, editFrontmatter, readHtml, slugsIn, workspace } from "./helpers";
import { contactHref } from "../../lib/contact-link";
import { interestKey } from "../../lib/interest";

// Example addresses of the right shape; no real checkout or calendar is reached (the test only reads built HTML).
const CHECKOUT_URL = "https://buy.stripe.com/test_00example";
const BOOKING_URL = "https://link.example.com/widget/booking/consultation";

let ws: Workspace;
let sold: string;
let other: string;
const page = (...parts: string[]) => readHtml(path.join(ws.build, "client", ...parts, "index.html"));
const linksTo = (doc: Document, href: string) =>
  [...doc.querySelectorAll("a")].filter((link) => link.getAttribute("href") === href);
const buttonsNamed = (doc: Document, name: string) =>
  [...doc.querySelectorAll("button")].filter((button) => (button.textContent ?? "").trim() === name);

beforeAll(() => {
  ws = workspace("content-selling");
  [sold, other] = slugsIn(ws.content, "snapshots") as [string, string];
  editFrontmatter(path.join(ws.content, "snapshots", `${sold}.md`), (doc) => doc.set("checkoutUrl", CHECKOUT_URL));
  const result = build(ws, { BOOKING_URL });
  if (result.status !== 0) throw new Error(`the build failed (exit ${result.status}):\n${result.output.slice(-4000)}`);
}, BUILD_TIMEOUT_MS);

afterAll(() => ws?.remove());

describe("a snapshot with a checkout page", () => {
  it("has Buy Now links to its checkout page, opening in the same tab, and no popup button", () => {
    const doc = page("buy-snapshot", sold);
    const links = linksTo(doc, CHECKOUT_URL);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect((link.textContent ?? "").trim()).toBe("Buy Now");
      expect(link.hasAttribute("target")).toBe(false);
    }
    expect(buttonsNamed(doc, "Buy Now")).toEqual([]);
  });

  it("names the checkout page as the offer's address in its structured data", () => {
    const data = [...page("buy-snapshot", sold).querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      JSON.parse(script.textContent ?? ""),
    );
    const product = data.find((item) => item["@type"] === "Product");
    expect(product.offers.url).toBe(CHECKOUT_URL);
  });
});

describe("a snapshot without one", () => {
  it("keeps the Buy Now links to /contact with the snapshot's interest (the popup takes them over)", () => {
    const doc = page("buy-snapshot", other);
    expect(
      linksTo(doc, contactHref(interestKey("snapshot", other))).filter(
        (link) => (link.textContent ?? "").trim() === "Buy Now",
      ).length,
    ).toBeGreaterThan(0);
    expect(linksTo(doc, CHECKOUT_URL)).toEqual([]);
  });
});

describe("BOOKING_URL", () => {
  it.each([["contact"], ["thank-you"]])("adds Pick a time now to /%s", (name) => {
    const links = linksTo(page(name), BOOKING_URL);
    expect(links.map((link) => (link.textContent ?? "").trim())).toEqual(["Pick a time now"]);
  });

  it("is offered on those two pages only", () => {
    expect(linksTo(page(), BOOKING_URL)).toEqual([]);
    expect(linksTo(page("pricing"), BOOKING_URL)).toEqual([]);
  });
});
