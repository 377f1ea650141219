import { describe, expect, it } from "vitest";
import { NEW_LINKS } from "../../contracts/account-policy.ts";
import { newLinkRefusal } from "./new-link-rules.ts";

const paid = {
  status: "paid",
  delivery: "link",
  shareLink: "https://affiliates.gohighlevel.com/?share=1",
  erasedAt: null,
} as const;
const free = { byLink: true, pending: false, lastDay: 0 };

describe("newLinkRefusal", () => {
  it("lets a paid order delivered by link ask", () => {
    expect(newLinkRefusal(paid, free)).toBeUndefined();
  });
  it("refuses refunded, unpaid, erased and by-hand orders, and one whose first link is not made yet", () => {
    expect(newLinkRefusal({ ...paid, status: "refunded" }, free)).toBe("refunded");
    expect(newLinkRefusal({ ...paid, status: "processing" }, free)).toBe("not-paid");
    expect(newLinkRefusal({ ...paid, erasedAt: "2026-12-01T00:00:00Z" }, free)).toBe("not-paid");
    expect(newLinkRefusal({ ...paid, delivery: "manual" }, free)).toBe("by-hand");
    expect(newLinkRefusal(paid, { ...free, byLink: false })).toBe("by-hand");
    expect(newLinkRefusal({ ...paid, shareLink: null }, free)).toBe("first-link");
  });
  it("one at a time, and the day's limit", () => {
    expect(newLinkRefusal(paid, { ...free, pending: true })).toBe("pending");
    expect(newLinkRefusal(paid, { ...free, lastDay: NEW_LINKS.perDay - 1 })).toBeUndefined();
    expect(newLinkRefusal(paid, { ...free, lastDay: NEW_LINKS.perDay })).toBe("limit");
  });
});
