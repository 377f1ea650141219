import { describe, expect, it } from "vitest";
import { ATTRIBUTION_STORAGE_KEY, attributionOf, parseAttribution, visitAttribution } from "./attribution";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
}

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

  it("keeps the first page's attribution for the session, even when it was empty", () => {
    const storage = memoryStorage();
    expect(visitAttribution("https://site.example/?utm_source=ads", "https://search.example/", storage)).toEqual({ utm_source: "ads", referrer: "https://search.example/" });
    expect(visitAttribution("https://site.example/contact?utm_source=other", "https://site.example/", storage)).toEqual({ utm_source: "ads", referrer: "https://search.example/" });
    const empty = memoryStorage();
    expect(visitAttribution("https://site.example/", "", empty)).toEqual({});
    expect(visitAttribution("https://site.example/?utm_source=internal", "", empty)).toEqual({});
  });

  it("reads malformed storage as none and survives a storage that throws", () => {
    expect(parseAttribution("{")).toBeNull();
    expect(parseAttribution('{"utm_source":1,"referrer":"https://a.example/"}')).toEqual({ referrer: "https://a.example/" });
    const broken = { getItem: () => { throw new Error("denied"); }, setItem: () => { throw new Error("denied"); } };
    expect(visitAttribution("https://site.example/?utm_medium=cpc", "", broken)).toEqual({ utm_medium: "cpc" });
    const storage = memoryStorage({ [ATTRIBUTION_STORAGE_KEY]: "not json" });
    expect(visitAttribution("https://site.example/?utm_medium=cpc", "", storage)).toEqual({ utm_medium: "cpc" });
  });
});
