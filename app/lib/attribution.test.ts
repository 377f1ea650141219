import { describe, expect, it } from "vitest";
import { attributionOf } from "./attribution";

describe("attribution", () => {
  it("takes the landing page's UTM parameters and a referrer from another site only", () => {
    expect(
      attributionOf("https://site.example/pricing?utm_source=news&utm_medium=email&utm_campaign=spring&utm_term=ghl&utm_content=hero&x=1", "https://blog.example/a"),
    ).toEqual({ utm_source: "news", utm_medium: "email", utm_campaign: "spring", utm_term: "ghl", utm_content: "hero", referrer: "https://blog.example/a" });
    expect(attributionOf("https://site.example/", "https://site.example/blog")).toEqual({});
    expect(attributionOf("https://site.example/", "")).toEqual({});
  });

  it("strips control characters and caps lengths", () => {
    expect(attributionOf(`https://site.example/?utm_source=a%07b&utm_term=${"x".repeat(300)}`, "")).toEqual({ utm_source: "ab", utm_term: "x".repeat(200) });
  });
});
