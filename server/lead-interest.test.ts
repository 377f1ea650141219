// @vitest-environment node
import { describe, expect, it } from "vitest";
import { loadContent } from "../app/content/.server/load.ts";
import { interestKey } from "../app/lib/interest.ts";
import { catalogFromContent, leadTags, resolveInterest, splitName } from "./lead-interest.ts";

const content = loadContent();
const catalog = catalogFromContent(content);

describe("interest catalog from the content", () => {
  it("resolves every plan, snapshot and service the site offers, with the content's prices", () => {
    for (const plan of content.pricing.plans) {
      const interest = resolveInterest(interestKey("plan", plan.id), catalog);
      expect(interest).toMatchObject({ kind: "plan", tag: `plan-${plan.id}` });
      expect(interest?.label).toContain(plan.name);
      expect(interest?.value).toBe(plan.period === "mo" ? plan.price : undefined);
    }
    for (const snapshot of content.snapshots) {
      expect(resolveInterest(interestKey("snapshot", snapshot.slug), catalog)).toMatchObject({ tag: `snapshot-${snapshot.slug}`, value: snapshot.price });
    }
    for (const service of content.services) {
      const interest = resolveInterest(interestKey("service", service.slug), catalog);
      expect(interest).toMatchObject({ tag: `service-${service.slug}` });
      expect(interest?.value).toBeUndefined();
    }
  });

  it("ignores keys the site does not offer", () => {
    expect(resolveInterest("plan:platinum", catalog)).toBeUndefined();
    expect(resolveInterest("snapshot:../../etc", catalog)).toBeUndefined();
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
