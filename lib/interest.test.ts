import { describe, expect, it } from "vitest";
import { interestKey, parseInterestKey } from "./interest";

describe("interest keys", () => {
  it("round-trip a kind and an id", () => {
    expect(parseInterestKey(interestKey("snapshot", "mortgage-broker-pro"))).toEqual({
      kind: "snapshot",
      id: "mortgage-broker-pro",
    });
    expect(parseInterestKey(interestKey("plan", "pro"))).toEqual({ kind: "plan", id: "pro" });
  });

  it("refuse anything else", () => {
    for (const key of [
      undefined,
      "",
      "plan",
      "plan:",
      "coupon:pro",
      "plan:Pro",
      "plan:pro:x",
      "plan:../x",
      `plan:${"a".repeat(71)}`,
    ]) {
      expect(parseInterestKey(key)).toBeUndefined();
    }
  });
});
