import { describe, expect, it } from "vitest";
import {
  countPages,
  countWorkflows,
  parsePipeline,
  parsePreviewFile,
  snapshotPreviewAlt,
  snapshotPreviewModel,
  snapshotPreviewPath,
  snapshotPreviewSvg,
  snapshotShareCoverSvg,
} from "./snapshot-preview";

const features = Array.from({ length: 10 }, (_, index) => ({ title: `Feature ${index + 1}` }));
const includes = [
  "Tank Visits pipeline: Enquiry → Survey Booked → Weekly Route & Care → Paused",
  "Water test log form with file uploads",
  "12 Workflows including filter reminders",
  "Route reminder workflow",
  "Booking landing page",
];
const listing = { slug: "aquarium", name: "Aquarium <Care> Snapshot", category: "home-services" as const, price: 150 };
const model = snapshotPreviewModel(listing, { includes, features });
const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]!);

describe("reading a snapshot's file", () => {
  it("takes the pipeline and its stages from the included item that lists them", () => {
    expect(model.pipeline).toEqual({
      name: "Tank Visits",
      stages: ["Enquiry", "Survey Booked", "Weekly Route & Care", "Paused"],
    });
  });

  it("falls back to the features as stages when no item lists a pipeline", () => {
    expect(parsePipeline("Pond Snapshot", ["A form"], features)).toEqual({
      name: "Pond",
      stages: features.slice(0, 6).map((feature) => feature.title),
    });
  });

  it("counts workflows as stated, or one per item naming one, and pages and forms", () => {
    expect(countWorkflows(includes)).toBe(12);
    expect(countWorkflows(["Route reminder workflow", "Nurture sequence"])).toBe(2);
    expect(countPages(includes)).toBe(2);
  });
});

describe("the preview files", () => {
  for (const size of ["card", "page"] as const) {
    const svg = snapshotPreviewSvg(model, size);

    it(`draws the ${size} preview with the real stage names, escaped`, () => {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[\s\S]*<\/svg>$/);
      const drawn = texts(svg).join(" ");
      expect(drawn).toContain("Tank Visits pipeline");
      for (const stage of ["Enquiry", "Survey Booked"]) expect(drawn).toContain(stage);
      expect(drawn).toContain("Weekly Route &amp;");
      expect(svg).not.toContain("<Care>");
    });

    it(`carries both themes in the ${size} preview: system setting by default, the URL fragment over it`, () => {
      expect(svg).toContain("@media (prefers-color-scheme:dark)");
      expect(svg).toMatch(/#light:target \.t\{fill:#0f172a\}/);
      expect(svg).toMatch(/#dark:target \.t\{fill:#f1f5f9\}/);
      expect(svg).toContain('<g id="dark"><g id="light">');
    });

    it(`fixes one palette in the ${size} preview when asked (for the rasterizer)`, () => {
      const dark = snapshotPreviewSvg(model, size, "dark");
      expect(dark).not.toContain("@media");
      expect(dark).not.toContain(":target");
      expect(dark).toContain(".t{fill:#f1f5f9}");
    });
  }

  it("puts the workflows and the price on the page preview", () => {
    const drawn = texts(snapshotPreviewSvg(model, "page")).join(" ");
    expect(drawn).toContain("Feature 1");
    expect(drawn).toContain("$150");
    expect(drawn).toContain("12 workflows");
  });

  it("differs between snapshots", () => {
    const other = snapshotPreviewModel(
      { ...listing, slug: "pond", name: "Pond Snapshot" },
      { includes: ["Ponds pipeline: Call → Dig → Fill"], features },
    );
    expect(snapshotPreviewSvg(other, "card")).not.toBe(snapshotPreviewSvg(model, "card"));
  });

  it("names its picture from the same data", () => {
    expect(snapshotPreviewAlt(model)).toBe(
      "Preview of the Aquarium <Care> Snapshot pipeline: Enquiry, Survey Booked, Weekly Route & Care, Paused",
    );
  });

  it("has a file for every path it names, and none for another name", () => {
    expect(parsePreviewFile(snapshotPreviewPath("aquarium", "card").split("/").pop()!)).toEqual({
      slug: "aquarium",
      size: "card",
    });
    expect(parsePreviewFile(snapshotPreviewPath("aquarium", "page").split("/").pop()!)).toEqual({
      slug: "aquarium",
      size: "page",
    });
    for (const file of ["aquarium.svg", "aquarium.png", "aquarium.big.svg", "../x.card.svg"])
      expect(parsePreviewFile(file)).toBeUndefined();
  });
});

describe("the share card's artwork", () => {
  it("is the pipeline board in fixed colors, with the snapshot's stages", () => {
    const svg = snapshotShareCoverSvg(model);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1200 630"/);
    expect(texts(svg)).toContain("Enquiry");
    expect(svg).not.toContain("@media");
  });
});
