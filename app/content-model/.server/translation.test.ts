import { describe, expect, it } from "vitest";
import { isLanguageFree, overlayTranslation } from "./translation";

describe("overlayTranslation", () => {
  const english = {
    title: "CRM setup",
    icon: "pipeline",
    order: 40,
    related: ["funnel-website-creation"],
    link: "/pricing",
    intro: "{{analytics.cookie-intro}}",
    features: [
      { title: "Stages", description: "Stages that match how you sell." },
      { title: "Tags", description: "Tags cleaned up." },
    ],
    page: { services: { lead: "Fifteen services." } },
  };
  const spanish = {
    title: "Configuracion del CRM",
    features: [
      { title: "Etapas", description: "Etapas que siguen su forma de vender." },
      { title: "Etiquetas", description: "Etiquetas ordenadas." },
    ],
    page: { services: { lead: "Quince servicios." } },
  };

  it("takes the words from the translation and every fact, reference and path from the English file", () => {
    const { value, missing, extra } = overlayTranslation(english, spanish);
    expect(missing).toEqual([]);
    expect(extra).toEqual([]);
    expect(value).toEqual({ ...english, ...spanish });
  });

  it("names each text the translation lacks", () => {
    const { missing } = overlayTranslation(english, {
      ...spanish,
      title: "",
      features: [spanish.features[0], { title: "Etiquetas" }],
    });
    expect(missing).toEqual(["title", "features[1].description"]);
  });

  it("refuses a fact stated again, a field the English file lacks and a list of another length", () => {
    const { extra } = overlayTranslation(english, {
      ...spanish,
      order: 41,
      subtitle: "Extra",
      features: [spanish.features[0]],
    });
    expect(extra).toEqual([
      "subtitle: is not in the English file",
      "order: comes from the English file; remove it here",
      "features: has 1 entries, the English file 2",
    ]);
  });

  it("takes a fact's token in another format (a duration after the noun instead of before it), and no other fact", () => {
    const stat = { title: "Guarantee", stat: "{{facts.workGuaranteeDays.adjective}}" };
    expect(overlayTranslation(stat, { title: "Garantía", stat: "{{facts.workGuaranteeDays.duration}}" })).toEqual({
      value: { title: "Garantía", stat: "{{facts.workGuaranteeDays.duration}}" },
      missing: [],
      extra: [],
    });
    expect(overlayTranslation(stat, { title: "Garantía", stat: "{{facts.freeSupportDays.duration}}" }).extra).toEqual([
      "stat: comes from the English file; remove it here",
    ]);
  });

  it("accepts a reference or token restated unchanged", () => {
    expect(
      overlayTranslation(english, { ...spanish, icon: "pipeline", intro: "{{analytics.cookie-intro}}" }).extra,
    ).toEqual([]);
  });
});

describe("isLanguageFree", () => {
  it("tells identifiers, paths, dates and lone tokens from words", () => {
    for (const value of [
      "real-estate",
      "typed",
      "/services/x",
      "https://example.com",
      "2026-11-27",
      "{{facts.x}}",
      "150+",
      "35%",
      "24/7",
    ])
      expect(isLanguageFree(value)).toBe(true);
    for (const value of ["Pricing", "real estate", "See {{facts.x}}", "e.g. this"])
      expect(isLanguageFree(value)).toBe(false);
  });
});
