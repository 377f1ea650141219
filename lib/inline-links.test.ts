import { describe, expect, it } from "vitest";
import { inlineLinks, inlineText } from "./inline-links";

describe("inline links", () => {
  it("splits a sentence into its plain and linked parts, in order", () => {
    expect(inlineLinks("See the [SMS terms](/sms-terms) and [Privacy Policy](/privacy-policy#texts).")).toEqual([
      { text: "See the " },
      { text: "SMS terms", href: "/sms-terms" },
      { text: " and " },
      { text: "Privacy Policy", href: "/privacy-policy#texts" },
      { text: "." },
    ]);
  });
  it("links only site paths and https addresses", () => {
    expect(inlineLinks("[x](javascript:alert(1)) [y](http://a.example) [z](https://a.example/p)")).toEqual([
      { text: "[x](javascript:alert(1)) [y](http://a.example) " },
      { text: "z", href: "https://a.example/p" },
    ]);
  });
  it("reads as words without links", () => {
    expect(inlineText("Reply STOP. [Terms](/sms-terms)")).toBe("Reply STOP. Terms");
    expect(inlineLinks("")).toEqual([]);
  });
});
