/**
 * The Terms of Service and the Refund Policy say how a snapshot is bought, delivered and refunded as the build's setup
 * does it: while the site sells by itself (STRIPE_SECRET_KEY), Stripe's checkout, the order page, the resend limits
 * the server enforces and the refund's steps the configured destinations take; otherwise the manual way, never naming
 * Stripe. Every figure comes from content or the code's own constants. Assertions read content/data/store-policy.yml
 * and the facts instead of pinning the words.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { readContentSettings, readSettings } from "../../config/settings.mjs";
import { ORDER_EMAIL_RESENDS } from "../../contracts/store-catalog";
import { formatDollars } from "../../lib/pricing";
import { loadContent } from "./.server/load";
import { storePolicySchema } from "./schema";

const ROOT = path.resolve("content");
const policy = storePolicySchema.parse(parse(readFileSync(path.join(ROOT, "data/store-policy.en.yml"), "utf8")));
const facts = parse(readFileSync(path.join(ROOT, "data/facts.en.yml"), "utf8")) as {
  shareLinkHours: number;
  snapshotRefundWindowHours: number;
};

const GHL = { GHL_PRIVATE_TOKEN: "pit-123", GHL_LOCATION_ID: "loc-1" };
const EMAIL = { SMTP_URL: "smtps://user:pass@mail.example.com", LEADS_NOTIFY_TO: "team@example.com" };
/** Selling needs the mail server and the agency's address (the buyer's link is e-mailed, the agency told). */
const SELLING = {
  STRIPE_SECRET_KEY: "sk_test_1234567890abcdef",
  STRIPE_WEBHOOK_SECRET: "whsec_1234567890abcdef",
  ...EMAIL,
};

/** Words only: tags, entities, punctuation and typography (curly quotes) out of the way. */
const words = (text: string) =>
  text
    .replace(/<[^>]+>/g, " ")
    .replace(/&[#\w]+;/g, " ")
    .replace(/[^A-Za-z0-9/]+/g, " ")
    .trim();
/** The opening words of a text, up to its first token: enough to tell which version a page shows. */
const opening = (text: string) => words(text.split("{{")[0]!).split(" ").slice(0, 10).join(" ");

function pages(env: Record<string, string>) {
  const content = loadContent(ROOT, readSettings(env), readContentSettings(env));
  const page = (slug: string) => {
    const document = content.legal.find((legal) => legal.slug === slug)!;
    return [document.description, document.intro, ...document.sections.map((section) => section.html)].join("\n");
  };
  const prices = content.snapshots.map((snapshot) => snapshot.price);
  return {
    terms: page("terms-of-service"),
    refund: page("refund-policy"),
    lowest: formatDollars(Math.min(...prices)),
    highest: formatDollars(Math.max(...prices)),
  };
}

describe("the store's policies per setup", { timeout: 60_000 }, () => {
  it("without selling: the manual way, no Stripe, no order page", () => {
    const { terms, refund, lowest, highest } = pages({});
    expect(terms + refund).not.toMatch(/Stripe/);
    expect(terms + refund).not.toContain("/order/");
    expect(words(terms)).toContain(opening(policy.terms.manual));
    expect(words(terms)).not.toContain(opening(policy.terms.selling));
    expect(words(refund)).toContain(opening(policy.refund.manual));
    expect(words(refund)).not.toContain(words(policy.refundSteps.order));
    // Figures from content: the snapshots' price range and the hours to the link.
    expect(terms).toContain(lowest);
    expect(terms).toContain(highest);
    expect(words(terms)).toContain(`${facts.shareLinkHours} hours`);
    expect(terms + refund).not.toContain("{{");
  });

  it("selling: Stripe's checkout, the order page, the resend limits and the link's hours; the refund's steps of the order", () => {
    const { terms, refund, lowest, highest } = pages(SELLING);
    expect(words(terms)).toContain(opening(policy.terms.selling));
    expect(words(terms)).not.toContain(opening(policy.terms.manual));
    expect(terms).toMatch(/Stripe/);
    expect(terms).toContain("/order/");
    expect(terms).toContain(lowest);
    expect(terms).toContain(highest);
    expect(words(terms)).toContain(`${facts.shareLinkHours} hours`);
    expect(words(terms)).toContain(`${ORDER_EMAIL_RESENDS.times} times`);
    expect(words(terms)).toContain(`${ORDER_EMAIL_RESENDS.minutes} minutes`);

    expect(words(refund)).toContain(opening(policy.refund.selling));
    expect(words(refund)).not.toContain(opening(policy.refund.manual));
    expect(refund).toMatch(/Stripe/);
    expect(words(refund)).toContain(`${facts.snapshotRefundWindowHours} hours`);
    // Without GoHighLevel, a refund marks the order and tells the agency; no CRM step is promised.
    expect(words(refund)).toContain(words(policy.refundSteps.order));
    expect(words(refund)).toContain(words(policy.refundSteps.agency));
    expect(words(refund)).not.toContain(words(policy.refundSteps.crm));
    expect(terms + refund).not.toContain("{{");
  });

  it("selling with GoHighLevel set: the refund also tags the contact", () => {
    const { refund } = pages({ ...SELLING, ...GHL });
    for (const step of Object.values(policy.refundSteps)) expect(words(refund)).toContain(words(step));
  });

  it("GoHighLevel and e-mail without selling change nothing about the store", () => {
    const { refund, terms } = pages({ ...GHL, ...EMAIL });
    expect(terms + refund).not.toMatch(/Stripe/);
    for (const step of Object.values(policy.refundSteps)) expect(words(refund)).not.toContain(words(step));
  });
});
