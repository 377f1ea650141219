import { imageSize } from "image-size";
import { SERVICE_PALETTE, coverArtSvg } from "~/page-data/artwork";
import { shareCardPng, underlay } from "./images";

describe("underlay", () => {
  it("puts one drawing beneath another's content, inside the top document", () => {
    const bottom = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect id="art"/></svg>';
    const top = '<svg width="10" height="10" xmlns="http://www.w3.org/2000/svg"><path id="text"/></svg>';
    expect(underlay(bottom, top)).toBe(
      '<svg width="10" height="10" xmlns="http://www.w3.org/2000/svg"><rect id="art"/><path id="text"/></svg>',
    );
  });
});

describe("shareCardPng", () => {
  it("draws a 1200x630 PNG, once for the same card", async () => {
    const input = {
      label: "GoHighLevel service",
      title: "CRM & Pipeline Configuration",
      footer: "GHL Builders",
      coverSvg: coverArtSvg("crm", SERVICE_PALETTE),
    };
    const first = shareCardPng(input);
    expect(shareCardPng({ ...input })).toBe(first);
    const png = await first;
    expect(imageSize(png)).toMatchObject({ type: "png", width: 1200, height: 630 });
  }, 30_000);
});
