import { describe, expect, it } from "vitest";
import { LANDING_PAGE_KEY, landingPage, noteLandingPage } from "./landing-page";

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: () => null,
    get length() {
      return items.size;
    },
  };
}

describe("the visit's landing page", () => {
  it("is the first page noted in the session; later pages do not replace it", () => {
    const storage = memoryStorage();
    noteLandingPage(() => storage, { href: "https://example.com/?utm_source=newsletter", referrer: "https://mail.example.org/" });
    noteLandingPage(() => storage, { href: "https://example.com/pricing?utm_source=internal-link", referrer: "https://example.com/" });
    expect(landingPage(storage)).toEqual({ href: "https://example.com/?utm_source=newsletter", referrer: "https://mail.example.org/" });
  });

  it("keeps only what attribution needs: the utm_ parameters, not the page, and another site's referrer", () => {
    const storage = memoryStorage();
    noteLandingPage(() => storage, { href: "https://example.com/blog/private-topic?id=42&utm_campaign=fall#part", referrer: "https://example.com/pricing" });
    expect(landingPage(storage)).toEqual({ href: "https://example.com/?utm_campaign=fall", referrer: "" });
    const other = memoryStorage();
    noteLandingPage(() => other, { href: "https://example.com/contact", referrer: "https://search.example/?q=ghl" });
    expect(landingPage(other)).toEqual({ href: "https://example.com/?", referrer: "https://search.example/?q=ghl" });
  });

  it("reads as none when missing or malformed, and survives storage that throws", () => {
    const storage = memoryStorage();
    expect(landingPage(storage)).toBeNull();
    storage.setItem(LANDING_PAGE_KEY, "{not json");
    expect(landingPage(storage)).toBeNull();
    storage.setItem(LANDING_PAGE_KEY, JSON.stringify({ href: 1 }));
    expect(landingPage(storage)).toBeNull();
    const broken = { getItem: () => { throw new Error("denied"); }, setItem: () => undefined };
    expect(() => noteLandingPage(() => broken, { href: "https://example.com/", referrer: "" })).not.toThrow();
  });
});
