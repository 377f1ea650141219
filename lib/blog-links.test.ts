import { describe, expect, it } from "vitest";
import { blogLinkPhrases, linkifyText } from "./blog-links";

const phrases = blogLinkPhrases("GHL Builders");

describe("linkifyText", () => {
  it("links every phrase case-insensitively, keeping the original casing", () => {
    const segments = linkifyText("Ask ghl builders about Ready-To-Use Snapshots and GHL Pricing.", phrases);
    expect(segments).toEqual([
      "Ask ",
      { text: "ghl builders", to: "/" },
      " about ",
      { text: "Ready-To-Use Snapshots", to: "/buy-snapshot" },
      " and ",
      { text: "GHL Pricing", to: "/pricing" },
      ".",
    ]);
  });
  it("links pre-built automation snapshots and repeated occurrences", () => {
    const segments = linkifyText("pre-built automation snapshots, then pre-built automation snapshots", phrases);
    expect(segments.filter((segment) => typeof segment !== "string")).toHaveLength(2);
  });
  it("leaves text without phrases alone", () => {
    expect(linkifyText("Nothing to link here", phrases)).toEqual(["Nothing to link here"]);
  });
});
