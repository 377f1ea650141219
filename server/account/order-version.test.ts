import { describe, expect, it } from "vitest";
import type { StoreCatalog } from "../../contracts/store-catalog.ts";
import { orderVersions } from "./order-version.ts";

const catalog: StoreCatalog = {
  importSteps: [],
  shareLinkHours: 24,
  sellsOnlyWhatShips: false,
  snapshots: {
    mortgage: {
      name: "Mortgage Snapshot",
      afterImport: [],
      specSheet: true,
      versions: [
        { version: "1.1.0", date: "2026-11-20", changes: ["New"] },
        { version: "1.0.0", date: "2026-06-01", changes: ["First"] },
      ],
    },
  },
};

describe("orderVersions", () => {
  it("the version current on the day of payment, and whether a newer one is out", () => {
    expect(
      orderVersions(
        { slug: "mortgage", paidAt: "2026-08-01T12:00:00Z", createdAt: "2026-08-01T11:00:00Z", version: null },
        catalog,
      ),
    ).toEqual({ bought: "1.0.0", current: "1.1.0", newer: true });
    expect(
      orderVersions(
        { slug: "mortgage", paidAt: "2026-11-20T09:00:00Z", createdAt: "2026-11-20T09:00:00Z", version: null },
        catalog,
      ),
    ).toEqual({ bought: "1.1.0", current: "1.1.0", newer: false });
  });
  it("the version the order recorded, whatever the day", () => {
    expect(
      orderVersions(
        { slug: "mortgage", paidAt: "2026-11-25T09:00:00Z", createdAt: "2026-11-25T09:00:00Z", version: "1.0.0" },
        catalog,
      ),
    ).toEqual({ bought: "1.0.0", current: "1.1.0", newer: true });
  });
  it("nothing for a snapshot that lists no versions", () => {
    expect(
      orderVersions({ slug: "roofing", paidAt: null, createdAt: "2026-08-01T11:00:00Z", version: null }, catalog),
    ).toEqual({ bought: undefined, current: undefined, newer: false });
  });
});
