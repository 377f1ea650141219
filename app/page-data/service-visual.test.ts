import { describe, expect, it } from "vitest";
import { serviceVisualAlt, serviceVisualSvg } from "./service-visual";

const model = {
  slug: "crm",
  title: "CRM & Pipelines",
  icon: "pipeline" as const,
  process: [{ title: "Interview" }, { title: "Blueprint" }, { title: "Build" }, { title: "Training" }],
  features: [{ title: "Stage design" }, { title: "Custom Fields" }],
  benefits: [{ title: "Higher close rates" }],
  // Fixture words: the site's own are content (page-words.yml).
  words: {
    alt: "{title} plan: {steps}",
    plan: "Plan",
    done: "Done",
    inProgress: "Now",
    week: "Week {number}",
    built: "Built",
    items: "{count} items",
    result: "Result",
  },
};

describe("a service's hero picture", () => {
  const svg = serviceVisualSvg(model);

  it("draws the service's own process, features and first result, escaped", () => {
    for (const word of ["CRM &amp; Pipelines", "Interview", "Training", "Stage design", "Higher close rates"])
      expect(svg).toContain(word);
  });

  it("carries both themes and is named from the same data", () => {
    expect(svg).toContain("@media (prefers-color-scheme:dark)");
    expect(svg).toContain("#dark:target");
    expect(serviceVisualAlt(model)).toBe("CRM & Pipelines plan: Interview, Blueprint, Build, Training");
  });

  it("differs between services", () => {
    expect(serviceVisualSvg({ ...model, slug: "other", title: "Funnels" })).not.toBe(svg);
  });
});
