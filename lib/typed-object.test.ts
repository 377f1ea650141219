import { describe, expect, it } from "vitest";
import { entriesOf, isOneOf, keysOf, propertyAt } from "./typed-object";

describe("typed views of lists and records", () => {
  const SIZES = ["card", "page"] as const;

  it("tells a listed value from any other, of any type", () => {
    expect(isOneOf(SIZES, "card")).toBe(true);
    expect(isOneOf(SIZES, "poster")).toBe(false);
    expect(isOneOf(SIZES, undefined)).toBe(false);
    expect(isOneOf(SIZES, 1)).toBe(false);
  });

  it("lists a record's keys and entries as Object.keys and Object.entries do", () => {
    const limits = { name: 120, email: 254 };
    expect(keysOf(limits)).toEqual(Object.keys(limits));
    expect(entriesOf(limits)).toEqual(Object.entries(limits));
    expect(entriesOf<"a" | "b", string>({ a: "x" })).toEqual([["a", "x"]]);
  });

  it("reads a value inside parsed JSON, and undefined wherever the path leaves objects", () => {
    const answer: unknown = JSON.parse('{"meta":{"contactId":"c1"},"list":[1]}');
    expect(propertyAt(answer, "meta", "contactId")).toBe("c1");
    expect(propertyAt(answer, "meta", "missing")).toBeUndefined();
    expect(propertyAt(answer, "meta", "contactId", "length")).toBeUndefined();
    expect(propertyAt(answer, "list", "0")).toBe(1);
    expect(propertyAt(null, "meta")).toBeUndefined();
    expect(propertyAt(new TypeError("x"), "name")).toBe("TypeError");
  });
});
