import { describe, expect, it } from "vitest";
import { UnknownTokenError, flattenValues, formatIsoDate, possessive, resolveTokens, tokensIn } from "./content-tokens";

describe("content tokens", () => {
  const values = { "plans.starter.price": "$499", "facts.deliveryDays": "7-10" };

  it("fills every token, with or without spaces inside the braces", () => {
    expect(resolveTokens("From {{plans.starter.price}}/mo, {{ facts.deliveryDays }} day delivery", values)).toBe(
      "From $499/mo, 7-10 day delivery",
    );
  });

  it("refuses a token nobody defines, naming it", () => {
    expect(() => resolveTokens("Only {{plans.starter.prise}}", values)).toThrow(UnknownTokenError);
    expect(() => resolveTokens("Only {{plans.starter.prise}}", values)).toThrow("{{plans.starter.prise}}");
  });

  it("leaves GoHighLevel merge fields as written but catches a misspelt namespace", () => {
    expect(resolveTokens("Hi {{contact.first_name}}, see {{appointment.reschedule_link}}", values)).toBe(
      "Hi {{contact.first_name}}, see {{appointment.reschedule_link}}",
    );
    expect(() => resolveTokens("{{fact.deliveryDays}}", values)).toThrow(UnknownTokenError);
    expect(() => resolveTokens("{{plan.starter.price}}", values)).toThrow(UnknownTokenError);
  });

  it("leaves text without tokens alone and lists the tokens it finds", () => {
    expect(resolveTokens("No {braces} here", values)).toBe("No {braces} here");
    expect(tokensIn("{{a.b}} and {{ c }}")).toEqual(["a.b", "c"]);
  });

  it("writes possessives of names ending in s correctly", () => {
    expect(possessive("GHL Builders")).toBe("GHL Builders'");
    expect(possessive("Acme")).toBe("Acme's");
  });

  it("prints ISO dates as the site does, without shifting a day", () => {
    expect(formatIsoDate("2025-01-01")).toBe("January 1, 2025");
  });

  it("flattens nested values into dotted names", () => {
    expect(flattenValues("facts", { a: 1, b: { c: "x", d: true } })).toEqual({
      "facts.a": "1",
      "facts.b.c": "x",
      "facts.b.d": "true",
    });
    expect(flattenValues("facts", { hours: 1500 })).toEqual({ "facts.hours": "1,500" });
  });
});
