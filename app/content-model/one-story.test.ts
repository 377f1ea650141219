/**
 * The site tells one story about support, delivery and the guarantee: the facts of facts.yml agree with each other,
 * and every sentence of every page that states one of them says how it fits with the others (when requests are
 * taken and when the first reply comes, what is free and for how long, when delivery days start counting, which
 * plans the guarantee covers). The checks read the loaded content, so they hold whatever the wording.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_LANG, LANGS } from "../../config/languages.mjs";
import { loadProjectContent } from "./.server/test-content";
import { MONTHLY_PLAN_IDS } from "./schema";

const content = loadProjectContent();
const { facts } = content;

/**
 * Every string the pages are made of (HTML tags removed), split into sentences. A heading (with its figure) is read
 * with the first sentence under it, as a visitor reads "Free support after delivery" with what follows.
 */
function allSentences(): string[] {
  const texts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") texts.push(value.replace(/<[^>]+>/g, " "));
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === "object") {
      const { stat, title, text, description, ...rest } = value as Record<string, unknown>;
      const body = typeof text === "string" ? text : typeof description === "string" ? description : undefined;
      if (typeof title === "string" && body !== undefined)
        texts.push([stat, title, body].filter((part) => typeof part === "string").join(" - "));
      else [stat, title, text, description].forEach(walk);
      Object.values(rest).forEach(walk);
    }
  };
  const { claims: _claims, claimWords: _words, facts: _facts, ...pages } = content;
  walk(pages);
  return texts
    .flatMap((text) => text.split(/(?<=[.!?])\s+|\n+/))
    .map((sentence) => sentence.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

const sentences = allSentences();
const stating = (pattern: RegExp) => sentences.filter((sentence) => pattern.test(sentence));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

describe("support", () => {
  it("the first reply comes within the free support, and requests are taken in the hours the facts give", () => {
    expect(facts.firstResponseHours).toBeLessThan(facts.freeSupportDays * 24);
    expect(facts.enquiryReplyHours).toBeLessThanOrEqual(facts.firstResponseHours);
  });

  it("every sentence that says when requests are taken also says when the first reply comes", () => {
    const taken = stating(new RegExp(escape(facts.supportRequestsTaken)));
    expect(taken.length).toBeGreaterThan(0);
    const reply = new RegExp(`${facts.firstResponseHours}(h\\b|-hour| hours)`);
    for (const sentence of taken) expect(sentence, sentence).toMatch(reply);
  });

  it("no page promises support every day of the year or forever; free support always names its length", () => {
    expect(stating(/\b365\b|every day of the year|every day after|lifetime support|unlimited support/i)).toEqual([]);
    const length = new RegExp(`${facts.freeSupportDays}(-| )days?`);
    for (const sentence of stating(/free support/i)) expect(sentence, sentence).toMatch(length);
  });
});

describe("delivery", () => {
  it("every sentence with the delivery days says when they start counting, and no other moment", () => {
    const days = stating(new RegExp(`(?<![\\d-])${escape(String(facts.deliveryDays))}(?![\\d-])`));
    expect(days.length).toBeGreaterThan(0);
    for (const sentence of days) {
      expect(sentence, sentence).toContain(facts.deliveryCountsFrom);
      expect(sentence, sentence).not.toMatch(/days? (of|once|after) (the|we|your)|after we receive/);
    }
  });
});

describe("the satisfaction guarantee", () => {
  const plans = content.pricing.plans;
  const covered = MONTHLY_PLAN_IDS.map((id) => plans.find((plan) => plan.id === id)!.name);
  const guarantee = stating(new RegExp(`${facts.satisfactionGuaranteeDays}-day satisfaction guarantee`));

  it("is never said to cover every monthly plan", () => {
    expect(guarantee.length).toBeGreaterThan(0);
    for (const sentence of guarantee)
      expect(sentence, sentence).not.toMatch(/(every|all|each) monthly plans?|monthly plans (also )?carry/i);
  });

  it("names the plans it covers, the same ones everywhere, and never the support plan as one of them", () => {
    for (const sentence of guarantee.filter((text) => covered.some((name) => text.includes(name)))) {
      for (const name of covered) expect(sentence, sentence).toContain(name);
      const support = sentence.indexOf(content.pricing.support.name);
      if (support >= 0) expect(sentence.slice(support), sentence).toMatch(/not|aren't|don't|do not/);
    }
  });

  // What a client who is not satisfied gets back is one fact (facts.yml), so /pricing and the Refund Policy can't pay
  // out in two ways: each states it through the fact's token, in every language.
  it.each(LANGS)("pays out by one rule, the same on /pricing and in the Refund Policy (%s)", (lang) => {
    const pages = lang === DEFAULT_LANG ? content : loadProjectContent(lang);
    const payout = pages.facts.satisfactionGuaranteePayout;
    const plain = (html: string) =>
      html
        .replace(/<[^>]+>/g, "")
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/\s+/g, " ");
    expect(pages.pricing.faqs.filter((faq) => faq.answer.includes(payout)).length, "the pricing FAQ").toBe(1);
    const refundPolicy = pages.legal.find((document) => document.slug === "refund-policy")!;
    expect(
      refundPolicy.sections.filter((section) => plain(section.html).includes(payout)).length,
      "the Refund Policy's sections",
    ).toBeGreaterThan(0);
  });
});
