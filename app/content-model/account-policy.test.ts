/**
 * The buyer's account (server/account/) in the policies, in English and Spanish: while the site sells by itself, the
 * Terms state the sign-in link's minutes, the session's limits and the new links a day from the code's own constants,
 * the Privacy Policy says what the account stores and the Cookie Policy names its two cookies; otherwise none of them
 * mentions an account.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGS, type Lang } from "../../config/languages.mjs";
import { readContentSettings, readSettings } from "../../config/settings.mjs";
import {
  ACCOUNT_SESSION,
  BROWSER_COOKIE,
  NEW_LINKS,
  SESSION_COOKIE,
  SIGN_IN_LINK_MINUTES,
} from "../../contracts/account-policy";
import { loadContent } from "./.server/load";

const ROOT = path.resolve("content");
const SELLING = {
  STRIPE_SECRET_KEY: "sk_test_1234567890abcdef",
  STRIPE_WEBHOOK_SECRET: "whsec_1234567890abcdef",
  SMTP_URL: "smtps://user:pass@mail.example.com",
  LEADS_NOTIFY_TO: "team@example.com",
};

function pages(env: Record<string, string>, lang: Lang) {
  const content = loadContent(ROOT, readSettings(env), readContentSettings(env), lang);
  const page = (slug: string) => {
    const document = content.legal.find((legal) => legal.slug === slug)!;
    return [document.description, document.intro, ...document.sections.map((section) => section.html)].join("\n");
  };
  return { terms: page("terms-of-service"), privacy: page("privacy-policy"), cookies: page("cookie-policy") };
}

describe("the buyer's account in the policies", { timeout: 120_000 }, () => {
  for (const lang of LANGS) {
    it(`${lang}, selling: the Terms' limits from the code, what the account stores, its two cookies`, () => {
      const { terms, privacy, cookies } = pages(SELLING, lang);
      expect(terms).toContain("/account");
      for (const figure of [
        SIGN_IN_LINK_MINUTES,
        ACCOUNT_SESSION.idleMinutes,
        ACCOUNT_SESSION.maxHours,
        NEW_LINKS.perDay,
      ])
        expect(terms).toMatch(new RegExp(`\\b${figure}\\b`));
      expect(privacy).toContain("/account");
      expect(cookies).toContain(SESSION_COOKIE);
      expect(cookies).toContain(BROWSER_COOKIE);
      expect(terms + privacy + cookies).not.toContain("{{");
    });

    it(`${lang}, not selling: no account anywhere`, () => {
      const { terms, privacy, cookies } = pages({}, lang);
      expect(terms + privacy + cookies).not.toContain("/account");
      expect(cookies).not.toContain(SESSION_COOKIE);
    });
  }
});
