import { describe, expect, it } from "vitest";
import { e164Phone } from "./phone.ts";

describe("e164Phone", () => {
  it("reads North American numbers with or without the country code, in the usual ways of writing them", () => {
    for (const typed of [
      "+1 512 555 0100",
      "(512) 555-0100",
      "512.555.0100",
      "5125550100",
      "1 512 555 0100",
      "1-512-555-0100",
      "+1 (512) 555-0100",
      " 512/555 0100 ",
    ]) {
      expect(e164Phone(typed), typed).toBe("+15125550100");
    }
  });

  it("keeps a number with another country code as it is, dropping a written trunk zero and the exit codes", () => {
    expect(e164Phone("+44 20 7946 0958")).toBe("+442079460958");
    expect(e164Phone("+44 (0)20 7946 0958")).toBe("+442079460958");
    expect(e164Phone("0044 20 7946 0958")).toBe("+442079460958");
    expect(e164Phone("011 52 55 1234 5678")).toBe("+525512345678");
    expect(e164Phone("+61 2 9374 4000")).toBe("+61293744000");
  });

  it("leaves out what it cannot read as one number rather than guessing", () => {
    for (const typed of [
      "555-0100", // no area code
      "020 7946 0958", // a national number of another country
      "+1 512 555 0100 ext. 4",
      "512-555-0100 x12",
      "call me on 5125550100",
      "+1 112 555 0100", // no area code starts with 1
      "+0 123 456 789",
      "+12345", // too short
      "+1234567890123456", // longer than E.164 allows
      "512 555 0100, 512 555 0101",
      "1",
    ]) {
      expect(e164Phone(typed), typed).toBeUndefined();
    }
  });
});
