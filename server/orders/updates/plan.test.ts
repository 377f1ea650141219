import { describe, expect, it } from "vitest";
import type { SnapshotVersion } from "../../../lib/snapshot-versions.ts";
import { boughtVersion, changesSince, dueUpdates, oldestOf, type PastBuyer } from "./plan.ts";

const versions: SnapshotVersion[] = [
  { version: "1.2.0", date: "2026-11-01", changes: ["c"] },
  { version: "1.1.0", date: "2026-08-01", changes: ["b"] },
  { version: "1.0.0", date: "2026-05-01", changes: ["a"] },
];
const buyer = (id: string, version: string | null, paidAt = "2026-06-15T10:00:00.000Z"): PastBuyer => ({
  id,
  slug: "mortgage",
  version,
  paidAt,
});

describe("which past buyers an update reaches", () => {
  it("the version bought is the one recorded, else the one current on the day of payment", () => {
    expect(boughtVersion(buyer("a", "1.1.0"), versions)).toBe("1.1.0");
    expect(boughtVersion(buyer("a", null, "2026-09-01T00:00:00.000Z"), versions)).toBe("1.1.0");
    expect(boughtVersion(buyer("a", null, "2026-01-01T00:00:00.000Z"), versions)).toBe("1.0.0");
  });

  it("one update for the current version to each buyer behind it; none to a buyer on it or already queued for it", () => {
    const due = dueUpdates(
      [buyer("old", "1.0.0"), buyer("current", "1.2.0"), buyer("queued", "1.0.0"), buyer("unknown", null)],
      () => versions,
      new Map([["queued", "1.2.0"]]),
    );
    expect(due).toEqual([
      { orderId: "old", slug: "mortgage", version: "1.2.0", fromVersion: "1.0.0" },
      { orderId: "unknown", slug: "mortgage", version: "1.2.0", fromVersion: "1.0.0" },
    ]);
  });

  it("a buyer an earlier update reached counts from that version; a snapshot without versions owes nothing", () => {
    expect(dueUpdates([buyer("a", "1.0.0")], () => versions, new Map([["a", "1.1.0"]]))).toEqual([
      { orderId: "a", slug: "mortgage", version: "1.2.0", fromVersion: "1.1.0" },
    ]);
    expect(dueUpdates([buyer("a", "1.0.0")], () => [], new Map())).toEqual([]);
  });

  it("an e-mail names every change since the buyer's version, newest first", () => {
    expect(changesSince(versions, "1.0.0", "1.2.0").map((entry) => entry.version)).toEqual(["1.2.0", "1.1.0"]);
    expect(changesSince(versions, "1.1.0", "1.2.0").map((entry) => entry.version)).toEqual(["1.2.0"]);
    expect(changesSince(versions, undefined, "1.1.0").map((entry) => entry.version)).toEqual(["1.1.0", "1.0.0"]);
  });

  it("the oldest of the buyers' versions, unknown when any is", () => {
    expect(oldestOf(["1.1.0", "1.0.0", "1.2.0"])).toBe("1.0.0");
    expect(oldestOf(["1.1.0", undefined])).toBeUndefined();
  });
});
