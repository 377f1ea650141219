import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadContent } from "../../app/content-model/.server/load.ts";
import { interestKey } from "../../lib/interest.ts";
import {
  EMPTY_CATALOG,
  LEAD_CATALOG_FILE,
  catalogFromContent,
  loadInterestCatalog,
  parseCatalog,
  resolveInterest,
} from "../../contracts/lead-catalog.ts";
import { leadTags, splitName } from "./lead-interest.ts";

const content = loadContent();
const catalog = catalogFromContent(content);

describe("interest catalog from the content", () => {
  it("resolves every plan, snapshot, service and industry page the site offers, with the content's prices", () => {
    for (const plan of content.pricing.plans) {
      const interest = resolveInterest(interestKey("plan", plan.id), catalog);
      expect(interest).toMatchObject({ kind: "plan", tag: `plan-${plan.id}` });
      expect(interest?.label).toContain(plan.name);
      expect(interest?.value).toBe(plan.period === "mo" ? plan.price : undefined);
    }
    for (const snapshot of content.snapshots) {
      const interest = resolveInterest(interestKey("snapshot", snapshot.slug), catalog);
      expect(interest).toMatchObject({ tag: `snapshot-${snapshot.slug}`, value: snapshot.price });
      // Named once: "Roofing Snapshot", never "Roofing Snapshot snapshot".
      expect(interest?.label).toContain(snapshot.name);
      expect(interest?.label.toLowerCase()).not.toMatch(/\b(\w+) \1\b/);
    }
    for (const service of content.services) {
      const interest = resolveInterest(interestKey("service", service.slug), catalog);
      expect(interest).toMatchObject({ tag: `service-${service.slug}` });
      expect(interest?.value).toBeUndefined();
    }
    expect(content.industries.length).toBeGreaterThan(0);
    for (const industry of content.industries) {
      const interest = resolveInterest(interestKey("industry", industry.slug), catalog);
      expect(interest).toMatchObject({ kind: "industry", tag: `industry-${industry.slug}` });
      expect(interest?.label).toContain(industry.name);
      expect(interest?.value).toBeUndefined();
    }
  });

  it("ignores keys the site does not offer", () => {
    expect(resolveInterest("plan:platinum", catalog)).toBeUndefined();
    expect(resolveInterest("snapshot:../../etc", catalog)).toBeUndefined();
    expect(resolveInterest("industry:underwater-basket-weaving", catalog)).toBeUndefined();
    expect(resolveInterest(undefined, catalog)).toBeUndefined();
  });
});

describe("contact fields", () => {
  it("tags every lead, its form (when well-formed) and its interest", () => {
    const interest = resolveInterest(interestKey("plan", content.pricing.plans[0]!.id), catalog);
    expect(leadTags({ form: "popup" }, interest)).toEqual(["website-lead", "form-popup", interest!.tag]);
    expect(leadTags({ form: "Popup Form!" }, undefined)).toEqual(["website-lead"]);
  });

  it("splits the name at the last word", () => {
    expect(splitName("Ana María Soto")).toEqual({ firstName: "Ana María", lastName: "Soto" });
    expect(splitName("  Prince ")).toEqual({ firstName: "Prince", lastName: "" });
  });
});

describe("the catalog the build writes for the server", () => {
  it("reads back what the build wrote from the content", () => {
    expect(parseCatalog(JSON.stringify(catalog))).toEqual(catalog);
  });

  it("leaves out malformed entries instead of trusting them", () => {
    const json = JSON.stringify({
      plans: { pro: { name: "Pro", price: 800, monthly: true }, broken: { name: "Broken", price: "800" } },
      snapshots: { roofing: { name: "Roofing", price: 197 }, nameless: { price: 1 } },
      services: { crm: { name: "CRM Setup" }, odd: "CRM" },
      industries: { mortgage: { name: "Mortgage" }, blank: { name: "" } },
    });
    expect(parseCatalog(json)).toEqual({
      plans: { pro: { name: "Pro", price: 800, monthly: true } },
      snapshots: { roofing: { name: "Roofing", price: 197 } },
      services: { crm: { name: "CRM Setup" } },
      industries: { mortgage: { name: "Mortgage" } },
    });
    expect(() => parseCatalog("[]")).toThrow(/not a JSON object/);
  });

  it("is empty, with a log line, when the build wrote none", async () => {
    const lines: unknown[][] = [];
    await expect(
      loadInterestCatalog(path.join(tmpdir(), "no-such-build", LEAD_CATALOG_FILE), (...args) => lines.push(args)),
    ).resolves.toEqual(EMPTY_CATALOG);
    expect(String(lines[0]?.[0])).toContain("lead-catalog.json");
  });
});

describe("the language tag", () => {
  it("a Spanish enquiry's tags end with lang-es; an English one has no language tag", () => {
    expect(leadTags({ form: "popup" }, undefined, "es")).toEqual(["website-lead", "form-popup", "lang-es"]);
    expect(leadTags({ form: "popup" }, undefined, "en")).toEqual(["website-lead", "form-popup"]);
    expect(leadTags({ form: "popup" }, undefined)).toEqual(["website-lead", "form-popup"]);
  });
});
