// The buyer's delivery e-mail and order page link the snapshot's spec sheet (what is inside it and what it needs) when
// its page has one, and read the after-import checklist from the catalog, which a spec sheet fills.
import { describe, expect, it } from "vitest";
import type { StoreCatalog } from "../../../contracts/store-catalog.ts";
import type { Order } from "../orders-schema.ts";
import { renderOrderPage } from "../order-page.ts";
import { buyerEmailText } from "./emails.ts";

const site = { siteUrl: "https://agency.example", brandName: "Agency" };
const catalog: StoreCatalog = {
  importSteps: ["Open the link."],
  shareLinkHours: 24,
  sellsOnlyWhatShips: true,
  snapshots: {
    mortgage: {
      name: "Mortgage Snapshot",
      ghlSnapshotId: "snapMortgage01",
      afterImport: ["Fill in the Custom Values (about 15 minutes)."],
      versions: [],
      specSheet: true,
    },
    roofing: { name: "Roofing Snapshot", afterImport: [], versions: [], specSheet: false },
  },
};
const order = (slug: string): Order => ({
  id: "order-id-0123456789abcdef",
  sessionId: "cs_1",
  paymentIntent: "pi_1",
  slug,
  snapshotName: catalog.snapshots[slug]!.name,
  amount: 19700,
  currency: "usd",
  buyerName: "Dana",
  buyerEmail: "dana@example.com",
  status: "paid",
  delivery: "link",
  shareLink: "https://affiliates.gohighlevel.com/?share=abc",
  linkMadeAt: null,
  lostLinks: 0,
  emailedAt: null,
  resends: 0,
  lastResendAt: null,
  createdAt: "2026-12-06T10:00:00.000Z",
  processingAt: null,
  paidAt: "2026-12-06T10:01:00.000Z",
  failedAt: null,
  expiredAt: null,
  refundedAt: null,
  disputedAt: null,
  attention: null,
  attentionAt: null,
  attentionDetail: null,
  erasedAt: null,
  version: null,
});

describe("the buyer's delivery e-mail", () => {
  it("links the spec sheet of a snapshot that has one, with its checklist", () => {
    const text = buyerEmailText(order("mortgage"), catalog, site);
    expect(text).toContain("https://agency.example/buy-snapshot/mortgage#spec-sheet");
    expect(text).toContain("Fill in the Custom Values (about 15 minutes).");
  });

  it("links no spec sheet for a snapshot without one", () => {
    expect(buyerEmailText(order("roofing"), catalog, site)).not.toContain("#spec-sheet");
  });
});

describe("the order page", () => {
  it("links the spec sheet beside the checklist when the snapshot has one", () => {
    const page = (slug: string) =>
      renderOrderPage(order(slug), catalog, {
        brandName: "Agency",
        stylesheets: [],
        now: Date.parse("2026-12-06T10:02:00.000Z"),
      });
    expect(page("mortgage")).toContain('href="/buy-snapshot/mortgage#spec-sheet"');
    expect(page("roofing")).not.toContain("#spec-sheet");
  });
});
