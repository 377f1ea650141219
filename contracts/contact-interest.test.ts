import { describe, expect, it } from "vitest";
import { interestNotes } from "./contact-interest.ts";
import type { InterestCatalog } from "./lead-catalog.ts";

const catalog: InterestCatalog = {
  plans: { standard: { name: "Standard", price: 799, monthly: true } },
  snapshots: { roofing: { name: "Roofing Snapshot", price: 497 }, dentist: { name: "Dentist", price: 297 } },
  services: { "crm-setup": { name: "CRM Setup" } },
  industries: { mortgage: { name: "Mortgage" } },
  replyHours: 24,
};

describe("the contact note's interests in another language", () => {
  it("name each kind with the language's words and its period, and a kind the name already says once", () => {
    // Stand-ins for a language's interface words (interest) and its locale.
    const words = {
      plan: "Plan:{name}",
      snapshot: "snapshot {name}",
      service: "{name}",
      industry: "{name} (industry)",
    };
    expect(interestNotes(catalog, words, "es-US")).toEqual({
      "plan:standard": "Plan:Standard, $799 al mes",
      "snapshot:roofing": "Roofing Snapshot, $497",
      "snapshot:dentist": "snapshot Dentist, $297",
      "service:crm-setup": "CRM Setup",
      "industry:mortgage": "Mortgage (industry)",
    });
  });

  it("keep the English phrases without words", () => {
    expect(interestNotes(catalog)["plan:standard"]).toBe("Standard plan, $799 per month");
  });
});
