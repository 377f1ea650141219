import { describe, expect, it } from "vitest";
import { translatedQuoteNote } from "./translated-quote";

const SPANISH = { translatedFrom: "Traducido del {language}", languages: { en: "inglés", es: "español" } };

describe("translatedQuoteNote", () => {
  it("notes a quote shown in another language than it was given in, naming that language in the page's words", () => {
    expect(translatedQuoteNote("en", "es", SPANISH)).toBe("Traducido del inglés");
  });

  it("says nothing when the page is in the quote's own language", () => {
    expect(translatedQuoteNote("es", "es", SPANISH)).toBeUndefined();
    expect(
      translatedQuoteNote("en", "en", {
        translatedFrom: "Translated from {language}",
        languages: { en: "English", es: "Spanish" },
      }),
    ).toBeUndefined();
  });

  it("fails loudly on a language the words do not name", () => {
    expect(() => translatedQuoteNote("fr", "es", SPANISH)).toThrow(/"fr"/);
  });
});
