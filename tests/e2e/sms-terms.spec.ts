import AxeBuilder from "@axe-core/playwright";
import { loadContent } from "../../app/content-model/.server/load";
import { readContentSettings, readSettings } from "../../config/settings.mjs";
import { pathIn, type Lang } from "../../config/languages.mjs";
import { content } from "./content";
import { expect, sitemapPaths, test } from "./helpers";

// What a carrier's reviewer checks of the text-message opt-in (decision record 052), in both languages: the consent
// box links to the SMS terms and the privacy policy (real links, inside its label, working without JavaScript), the
// pages it links to exist, and the privacy policy says mobile numbers and consent are never shared for marketing.
const LANGS: Lang[] = ["en", "es"];
const byLang = { en: content, es: loadContent(undefined, readSettings(), readContentSettings(), "es") };
const SMS_TERMS = "/legal/sms-terms";
const PRIVACY_POLICY = "/legal/privacy-policy";

/** Text of rendered Markdown, as a reader sees it. */
const textOfHtml = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");

/**
 * The privacy policy's sentence that no mobile information is shared with third parties or affiliates for marketing, as
 * the content words it in `lang` (the carriers look for those words; the rest is the editors').
 */
function noSharingSentence(lang: Lang): string | undefined {
  const policy = byLang[lang].legal.find((document) => document.slug === "privacy-policy")!;
  const text = policy.sections.map((section) => textOfHtml(section.html)).join(" ");
  return text
    .split(/(?<=[.:;])\s+/)
    .map((sentence) => sentence.trim())
    .find(
      (sentence) =>
        /third parties|terceros/i.test(sentence) && /affiliates|afiliad/i.test(sentence) && /marketing/i.test(sentence),
    );
}

for (const lang of LANGS) {
  test.describe(`the consent box for texts (${lang})`, () => {
    test("links to the SMS terms and the privacy policy from inside its label, and both pages answer", async ({
      page,
      request,
    }) => {
      await page.goto(pathIn(lang, "/contact"));
      const label = page.locator("label[for=contact-sms-consent]");
      const links = label.getByRole("link");
      for (const target of [SMS_TERMS, PRIVACY_POLICY]) {
        const href = pathIn(lang, target);
        await expect(label.locator(`a[href="${href}"]`), href).toHaveCount(1);
        expect((await request.get(href)).status(), href).toBe(200);
      }
      // The whole label, links included, stays the box's name.
      const words = (await label.textContent())!.replace(/\s+/g, " ").trim();
      await expect(page.locator("#contact-sms-consent")).toHaveAccessibleName(words);
      // Reached by the keyboard right after the box, each link shows a focus ring.
      await page.locator("#contact-sms-consent").focus();
      await page.keyboard.press("Tab");
      await expect(links.first()).toBeFocused();
      const ring = await links.first().evaluate((link) => getComputedStyle(link));
      expect(ring.outlineStyle).not.toBe("none");
      expect(parseFloat(ring.outlineWidth)).toBeGreaterThanOrEqual(2);
      const results = await new AxeBuilder({ page })
        .include("form[data-form-variant=contact]")
        .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa", "best-practice"])
        .analyze();
      expect(
        results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`,
        ),
      ).toEqual([]);
    });

    test("its links are plain links in the page before any script runs", async ({ request }) => {
      const html = await (await request.get(pathIn(lang, "/contact"))).text();
      const label = /<label for="contact-sms-consent"[^>]*>([\s\S]*?)<\/label>/.exec(html)?.[1] ?? "";
      for (const target of [SMS_TERMS, PRIVACY_POLICY]) expect(label).toContain(`<a href="${pathIn(lang, target)}"`);
    });

    test("the privacy policy states that mobile numbers and consent are never shared for marketing", async ({
      page,
    }) => {
      const sentence = noSharingSentence(lang);
      expect(sentence, "the privacy policy's content has the carriers' no-sharing sentence").toBeDefined();
      await page.goto(pathIn(lang, PRIVACY_POLICY));
      await expect(page.locator("article")).toContainText(sentence!);
    });
  });
}

test("the SMS terms are in the sitemap and answer in both languages, in the footer of every page", async ({
  request,
  page,
}) => {
  const listed = sitemapPaths();
  for (const lang of LANGS) {
    const path = pathIn(lang, SMS_TERMS);
    expect(listed, path).toContain(path);
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    await page.goto(pathIn(lang, "/"));
    await expect(page.getByRole("contentinfo").locator(`a[href="${path}"]`)).toHaveCount(1);
  }
});
