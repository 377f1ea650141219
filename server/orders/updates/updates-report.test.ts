import { describe, expect, it } from "vitest";
import type { Order } from "../orders-schema.ts";
import { updatesText } from "./updates-report.ts";
import type { UpdateRow } from "./updates-schema.ts";

const order = (id: string, version: string | null): Order =>
  ({ id, slug: "mortgage", status: "paid", version }) as Order;
const sent = (orderId: string, version: string): UpdateRow => ({
  orderId,
  version,
  slug: "mortgage",
  fromVersion: "1.0.0",
  status: "sent",
  token: "t",
  shareLink: null,
  queuedAt: "q",
  sentAt: "2026-12-06",
});

describe("npm run orders: the updates", () => {
  it("per version the counts, per order the version bought and the updates sent", () => {
    const text = updatesText(
      [
        {
          slug: "mortgage",
          version: "1.1.0",
          counts: { queued: 3, sent: 1, waiting: 1, failed: 1, "by-hand": 0, skipped: 0, superseded: 0 },
        },
      ],
      new Map([["a", [sent("a", "1.1.0")]]]),
      [order("a", "1.0.0"), order("b", null)],
      new Map([["b", "1.0.0"]]),
    );
    expect(text).toContain("mortgage 1.1.0: 3 queued, 1 sent, 1 waiting, 1 failed");
    expect(text).toMatch(/a {2}mortgage {2}bought 1\.0\.0; updates sent: 1\.1\.0/);
    expect(text).toMatch(/b {2}mortgage {2}bought 1\.0\.0; updates sent: none/);
    expect(text).toContain("--failed");
  });

  it("says so when no update went yet", () => {
    expect(updatesText([], new Map(), [], new Map())).toMatch(/No snapshot updates/);
  });
});
