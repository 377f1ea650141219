// Structured data speaks the page's language: its texts come from the content of that language (a Spanish page's
// areaServed is Spanish), and the nodes that can say which language they are in say it.
import { describe, expect, it } from "vitest";
import { interfaceWords } from "virtual:site-content";
import { locale } from "~/content-model/language";
import { LANGS, LANGUAGES } from "../../config/languages.mjs";
import { blogPostingJsonLd, faqPageJsonLd, serviceJsonLd, websiteJsonLd } from "./jsonld";

describe("structured data in the page's language", () => {
  it("names the area served in the content's words, not a word typed in code", () => {
    expect(serviceJsonLd({ name: "S", description: "d", path: "/services/s" }).areaServed).toBe(
      interfaceWords.structuredData.areaServed,
    );
  });

  it("says the language of a page's questions and articles, and every language of the site", () => {
    expect(faqPageJsonLd([{ question: "Q?", answer: "A." }]).inLanguage).toBe(locale);
    const post = blogPostingJsonLd({
      title: "T",
      description: "d",
      path: "/blog/t",
      image: "/i.svg",
      isoDate: "2026-01-01",
      author: { kind: "organization", name: "B" },
      section: "S",
      tags: [],
    });
    expect(post.inLanguage).toBe(locale);
    expect(websiteJsonLd().inLanguage).toEqual(LANGS.map((each) => LANGUAGES[each].locale));
  });
});
