import { describe, expect, it } from "vitest";
import { attributionOf, isSitePath } from "./attribution";

describe("attribution", () => {
  it("takes the landing page's UTM parameters and a referrer from another site only", () => {
    expect(
      attributionOf(
        "https://site.example/pricing?utm_source=news&utm_medium=email&utm_campaign=spring&utm_term=ghl&utm_content=hero&x=1",
        "https://blog.example/a",
      ),
    ).toEqual({
      utm_source: "news",
      utm_medium: "email",
      utm_campaign: "spring",
      utm_term: "ghl",
      utm_content: "hero",
      referrer: "https://blog.example/a",
      landing_page: "/pricing",
    });
    expect(attributionOf("https://site.example/", "https://site.example/blog")).toEqual({ landing_page: "/" });
    expect(attributionOf("https://site.example/", "")).toEqual({ landing_page: "/" });
  });

  it("strips control characters and caps lengths", () => {
    expect(attributionOf(`https://site.example/?utm_source=a%07b&utm_term=${"x".repeat(300)}`, "")).toEqual({
      utm_source: "ab",
      utm_term: "x".repeat(200),
      landing_page: "/",
    });
  });

  it("takes a same-site path only as the landing page", () => {
    expect(["/", "/pricing", "/blog/a%20b"].every(isSitePath)).toBe(true);
    expect(
      ["", "pricing", "//evil.example/x", "/\\evil.example", "/a\u0007b", `/${"a".repeat(300)}`].some(isSitePath),
    ).toBe(false);
  });
});
