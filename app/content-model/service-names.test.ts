// A heading built from a service's name reads as a sentence in each language: "Qué incluye la creación de embudos y
// sitios web", never "Qué incluye Creación de embudos y sitios web". The name inside a sentence is content
// (`inSentence`), so every service must have one that starts in lower case (a brand such as GHL or SaaS excepted).
import { describe, expect, it } from "vitest";
import { loadContent } from "./.server/load";

describe.each(["en", "es"] as const)("service names inside headings (%s)", (lang) => {
  const content = loadContent(undefined, undefined, undefined, lang);
  it("every service has its name as it reads inside a sentence, not its title", () => {
    for (const page of content.servicePages) {
      const title = content.services.find((service) => service.slug === page.slug)!.title;
      expect(page.inSentence, page.slug).toBeTruthy();
      expect(page.inSentence, page.slug).not.toBe(title);
      expect(
        page.inSentence!.split(" ").some((word) => /^[a-zà-ÿ]/.test(word)),
        page.slug,
      ).toBe(true);
    }
  });
});
