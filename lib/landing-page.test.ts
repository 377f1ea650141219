import { describe, expect, it } from "vitest";
import { attributionOf } from "./attribution";
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
    noteLandingPage(() => storage, {
      href: "https://example.com/?utm_source=newsletter",
      referrer: "https://mail.example.org/",
    });
    noteLandingPage(() => storage, {
      href: "https://example.com/pricing?utm_source=internal-link",
      referrer: "https://example.com/",
    });
    expect(landingPage(storage)).toEqual({
      href: "https://example.com/?utm_source=newsletter",
      referrer: "https://mail.example.org/",
    });
  });

  it("keeps only what attribution needs: the path and utm_ parameters (no other parameter, no fragment), and another site's referrer", () => {
    const storage = memoryStorage();
    noteLandingPage(() => storage, {
      href: "https://example.com/blog/private-topic?id=42&utm_campaign=fall#part",
      referrer: "https://example.com/pricing",
    });
    expect(landingPage(storage)).toEqual({
      href: "https://example.com/blog/private-topic?utm_campaign=fall",
      referrer: "",
    });
    expect(attributionOf(landingPage(storage)!.href, "")).toEqual({
      utm_campaign: "fall",
      landing_page: "/blog/private-topic",
    });
    const other = memoryStorage();
    noteLandingPage(() => other, { href: "https://example.com/contact", referrer: "https://search.example/?q=ghl" });
    expect(landingPage(other)).toEqual({
      href: "https://example.com/contact?",
      referrer: "https://search.example/?q=ghl",
    });
  });

  it("bounds the path it keeps", () => {
    const storage = memoryStorage();
    noteLandingPage(() => storage, { href: `https://example.com/${"a".repeat(1000)}?utm_source=x`, referrer: "" });
    const { landing_page } = attributionOf(landingPage(storage)!.href, "");
    expect(landing_page).toBe(`/${"a".repeat(299)}`);
  });

  it("reads as none when missing or malformed, and survives storage that throws", () => {
    const storage = memoryStorage();
    expect(landingPage(storage)).toBeNull();
    storage.setItem(LANDING_PAGE_KEY, "{not json");
    expect(landingPage(storage)).toBeNull();
    storage.setItem(LANDING_PAGE_KEY, JSON.stringify({ href: 1 }));
    expect(landingPage(storage)).toBeNull();
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => undefined,
    };
    expect(() => noteLandingPage(() => broken, { href: "https://example.com/", referrer: "" })).not.toThrow();
  });
});
