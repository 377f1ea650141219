import { describe, expect, it } from "vitest";
import { isInTranslatedPass, isTranslated, pathIn, splitLang } from "./languages.mjs";

describe("languages", () => {
  it("knows which English pages have a Spanish version", () => {
    for (const path of [
      "/",
      "/services",
      "/services/crm-pipeline-configuration",
      "/industries/mortgage",
      "/pricing",
      "/contact",
      "/thank-you",
      "/legal/privacy-policy",
      "/404",
    ])
      expect(isTranslated(path), path).toBe(true);
    for (const path of ["/buy-snapshot", "/buy-snapshot/roofing", "/blog", "/blog/a-post", "/services/a/b", "/rss.xml"])
      expect(isTranslated(path), path).toBe(false);
  });

  it("has another language's pass render the translated pages and their files with words, not the store's or the blog's", () => {
    for (const path of [
      "/",
      "/services/x",
      "/404",
      "/og-default.png",
      "/images/services/x.png",
      "/images/industries/x.png",
      "/images/hero-visual.svg",
    ])
      expect(isInTranslatedPass(path), path).toBe(true);
    for (const path of [
      "/blog",
      "/buy-snapshot/x",
      "/images/snapshots/x.png",
      "/images/blog/x.png",
      "/rss.xml",
      "/sitemap.xml",
      "/favicon.svg",
      "/images/icons.svg",
    ])
      expect(isInTranslatedPass(path), path).toBe(false);
  });

  it("writes and reads an address in each language", () => {
    expect(pathIn("es", "/")).toBe("/es");
    expect(pathIn("es", "/pricing")).toBe("/es/pricing");
    expect(pathIn("es", "/contact?interest=plan:pro")).toBe("/es/contact?interest=plan:pro");
    expect(pathIn("en", "/pricing")).toBe("/pricing");
    expect(splitLang("/es")).toEqual({ lang: "es", path: "/" });
    expect(splitLang("/es/pricing")).toEqual({ lang: "es", path: "/pricing" });
    expect(splitLang("/espresso")).toEqual({ lang: "en", path: "/espresso" });
    expect(splitLang("/pricing")).toEqual({ lang: "en", path: "/pricing" });
  });
});
