import { describe, expect, it } from "vitest";
import { parseStoreCatalog, sellable, storeCatalogFromContent } from "./store-catalog";

const versions = [
  { version: "1.1.0", date: "2026-11-18", changes: ["Reminders skip weekends."] },
  { version: "1.0.0", date: "2026-09-15", changes: ["First release."] },
];

describe("the store catalog", () => {
  it("carries each snapshot's name and versions, newest first, from the content to the server", () => {
    const written = storeCatalogFromContent({
      snapshotStore: { importSteps: ["Open the link."] },
      facts: { shareLinkHours: 24 },
      snapshotDelivery: {
        mortgage: { name: "Mortgage Snapshot", ghlSnapshotId: "snap_123456", versions },
        roofing: { name: "Roofing Snapshot" },
      },
    });
    const read = parseStoreCatalog(JSON.stringify(written));
    expect(read.snapshots.mortgage).toEqual({
      name: "Mortgage Snapshot",
      ghlSnapshotId: "snap_123456",
      afterImport: [],
      versions,
      specSheet: false,
    });
    expect(read.snapshots.roofing).toEqual({
      name: "Roofing Snapshot",
      afterImport: [],
      versions: [],
      specSheet: false,
    });
  });

  it("leaves out an entry with a malformed version (that snapshot is delivered by hand, never with a wrong version)", () => {
    const read = parseStoreCatalog(
      JSON.stringify({
        snapshots: { bad: { name: "Bad", versions: [{ version: "v2", date: "2026-01-01", changes: [] }] } },
      }),
    );
    expect(read.snapshots.bad).toBeUndefined();
  });

  it("reads a catalog written before names and versions", () => {
    const read = parseStoreCatalog(JSON.stringify({ snapshots: { old: { afterImport: ["Step"] } } }));
    expect(read.snapshots.old).toEqual({ name: "", afterImport: ["Step"], versions: [], specSheet: false });
    expect(read.sellsOnlyWhatShips).toBe(false);
  });

  it("sells, in a production build, only a snapshot with a GoHighLevel id and a spec sheet; in a demo build, every one", () => {
    const content = {
      snapshotStore: { importSteps: ["Open the link."] },
      facts: { shareLinkHours: 24 },
      snapshotDelivery: {
        mortgage: { name: "Mortgage Snapshot", ghlSnapshotId: "snap_123456", specSheet: true },
        roofing: { name: "Roofing Snapshot", ghlSnapshotId: "snap_654321" },
        hvac: { name: "HVAC Snapshot", specSheet: true },
      },
    };
    const production = parseStoreCatalog(JSON.stringify(storeCatalogFromContent(content, true)));
    expect(["mortgage", "roofing", "hvac", "unknown"].map((slug) => sellable(production, slug))).toEqual([
      true,
      false,
      false,
      false,
    ]);
    const demo = parseStoreCatalog(JSON.stringify(storeCatalogFromContent(content)));
    expect(["mortgage", "roofing", "hvac"].map((slug) => sellable(demo, slug))).toEqual([true, true, true]);
  });
});
