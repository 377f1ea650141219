/**
 * The privacy pages' lists, made from what the site really does: the fields the lead database stores, the browser
 * storage the site writes (content/data/privacy.yml, held to the code by tests) and the settings the site is built
 * with (where the forms send, which destinations the server passes leads on to, analytics, the retention period).
 * Each becomes a {{privacy.*}} token the legal pages use.
 */
import type { LeadDestinations } from "../../../config/settings.mjs";
import {
  ACCOUNT_SESSION,
  BROWSER_COOKIE,
  SESSION_COOKIE,
  SIGN_IN_LINK_MINUTES,
} from "../../../contracts/account-policy";
import { FORM_VARIANTS } from "../../../lib/contact-form";
import { BOOKING_PREFILL_MINUTES } from "../../../lib/ghl-embed";
import { DEFAULT_LOCALE, formatDuration } from "../../../lib/time-format";
import type { PrivacyInventory } from "../schema";

export interface DisclosureSettings {
  formMode: "own" | "provider" | "endpoint";
  analytics: boolean;
  destinations: LeadDestinations;
  /** The site sells snapshots itself (STRIPE_SECRET_KEY at build): Stripe is named as a processor, and only then. */
  selling?: boolean;
  /** GoHighLevel's calendar and chat on the pages (GHL_BOOKING_CALENDAR_ID, GHL_CHAT_WIDGET_ID). */
  embeds: { booking: boolean; chat: boolean };
}

type StorageEntry = PrivacyInventory["browserStorage"][number];

/** The generated lists' own words, in the pages' language (content/data/page-words.yml, legal). */
export interface DisclosureWords {
  /** How a list of several ends: "{items} and {last}" ("a, b" and "c"). */
  list: string;
  /** The storage list's labels: "**Why:**", "**How long:**". */
  why: string;
  howLong: string;
}

/** The English words, for callers that make the English pages (tests). */
export const ENGLISH_DISCLOSURE_WORDS: DisclosureWords = {
  list: "{items} and {last}",
  why: "Why",
  howLong: "How long",
};

/** The keys an entry stands for, as the browser shows them (`enquiry-draft:<form>` -> one per form). */
export function storageKeys(entry: Pick<StorageEntry, "key">): string[] {
  return entry.key.endsWith(":<form>") ? FORM_VARIANTS.map((form) => entry.key.replace("<form>", form)) : [entry.key];
}

/** "a", "a and b", "a, b and c", in the pages' words (`list`: "{items} and {last}"). */
export function joinWithAnd(items: readonly string[], list = ENGLISH_DISCLOSURE_WORDS.list): string {
  if (items.length <= 1) return items.join("");
  // A function as the replacement, so a "$" in an item is kept as written.
  return list.replace(/\{(items|last)\}/g, (_, name: string) =>
    name === "items" ? items.slice(0, -1).join(", ") : items.at(-1)!,
  );
}

/** Which of the outbox's destinations are on; only the site's own receiver has an outbox. */
function activeDestinations(settings: DisclosureSettings): ("gohighlevel" | "webhook" | "email")[] {
  if (settings.formMode !== "own") return [];
  const { gohighlevel, webhookHost, email } = settings.destinations;
  return [
    ...(gohighlevel ? ["gohighlevel" as const] : []),
    ...(webhookHost ? ["webhook" as const] : []),
    ...(email ? ["email" as const] : []),
  ];
}

/**
 * The periods the policies state, in their words: how long an enquiry is kept (LEADS_RETENTION_DAYS or the content's
 * months), and a consent record after the latest consent (CONSENT_RETENTION_DAYS).
 */
export interface PolicyPeriods {
  retention: string;
  consentRetention: string;
}

/**
 * Tokens the inventory's own texts use; filled in before the lists below are made. The destination list is made
 * from the filled inventory, so its token stays as written until privacyTokens puts the list in.
 */
export function privacyBaseTokens(
  settings: DisclosureSettings,
  periods: PolicyPeriods,
  locale = DEFAULT_LOCALE,
): Record<string, string> {
  return {
    "privacy.webhookHost": settings.destinations.webhookHost,
    "privacy.retentionPeriod": periods.retention,
    "privacy.consentRetentionPeriod": periods.consentRetention,
    "privacy.prefillWindow": formatDuration(BOOKING_PREFILL_MINUTES, "minute", { locale }),
    "privacy.destinationList": "{{privacy.destinationList}}",
    "privacy.signInLink": formatDuration(SIGN_IN_LINK_MINUTES, "minute", { locale }),
    "privacy.sessionIdle": formatDuration(ACCOUNT_SESSION.idleMinutes, "minute", { locale }),
    "privacy.sessionLongest": formatDuration(ACCOUNT_SESSION.maxHours, "hour", { locale }),
    "privacy.sessionCookie": SESSION_COOKIE,
    "privacy.browserCookie": BROWSER_COOKIE,
  };
}

/** The lists and sentences, from an inventory whose texts have their tokens filled. */
export function privacyTokens(
  inventory: PrivacyInventory,
  settings: DisclosureSettings,
  words = ENGLISH_DISCLOSURE_WORDS,
): Record<string, string> {
  const own = settings.formMode === "own";
  const destinations = activeDestinations(settings);

  // What an enquiry consists of: with the own receiver, everything the database stores (the delivery records only
  // when there is somewhere to deliver); with Web3Forms or another endpoint, what the form sends.
  const fields = inventory.enquiryFields.filter((entry) => {
    if (!own) return entry.sent !== "server";
    // A booked call is noted only where the calendar is on the pages.
    if (entry.columns.includes("call_booked_at")) return settings.embeds.booking;
    return !entry.columns.includes("deliveries") || destinations.length > 0;
  });
  const storedFields = fields.map((entry) => `- **${entry.what}**, ${entry.why}`).join("\n");

  const browserStorage = inventory.browserStorage
    .map((entry) => {
      const keys = storageKeys(entry).map((key) => `\`${key}\``);
      return `- ${joinWithAnd(keys, words.list)} (${entry.storage}): ${entry.holds} **${words.why}:** ${entry.why} **${words.howLong}:** ${entry.lifetime}`;
    })
    .join("\n");
  const browserStorageKeys = joinWithAnd(
    inventory.browserStorage.flatMap(storageKeys).map((key) => `\`${key}\``),
    words.list,
  );

  const { processors } = inventory;
  const processorList = [
    own ? `${processors.hosting} ${processors.database}` : processors.hosting,
    ...(settings.formMode === "provider" ? [processors.web3forms] : []),
    ...(settings.formMode === "endpoint" ? [processors.endpoint] : []),
    ...(destinations.includes("gohighlevel")
      ? [
          settings.destinations.opportunity
            ? `${processors.gohighlevel} ${processors.opportunity}`
            : processors.gohighlevel,
        ]
      : []),
    ...(destinations.includes("webhook") ? [processors.webhook] : []),
    ...(destinations.includes("email") ? [processors.email] : []),
    processors.inbox,
    ...(settings.analytics ? [processors.analytics] : []),
    ...(settings.selling ? [processors.stripe] : []),
    ...(settings.embeds.booking ? [processors.calendar] : []),
    ...(settings.embeds.chat ? [processors.chat] : []),
  ];
  const embeds = [
    ...(settings.embeds.booking ? [inventory.embeds.calendar] : []),
    // Only the site's own receiver knows the enquiry the thank-you page's address names.
    ...(settings.embeds.booking && own ? [inventory.embeds.thankYouReference] : []),
    ...(settings.embeds.chat ? [inventory.embeds.chat] : []),
  ];

  const destinationList = joinWithAnd(
    destinations.map((name) => inventory.destinations[name]),
    words.list,
  );
  return {
    "privacy.storedFields": storedFields,
    "privacy.browserStorage": browserStorage,
    "privacy.browserStorageKeys": browserStorageKeys,
    "privacy.processors": processorList.map((item) => `- ${item}`).join("\n"),
    "privacy.destinationList": destinationList,
    // Empty without the calendar and the chat: the cookie policy is then as before.
    "privacy.embeds": embeds.join("\n\n"),
    // The buyer's account exists only where the site sells by itself.
    "privacy.account": settings.selling ? inventory.account.stored : "",
    "privacy.accountCookies": settings.selling ? inventory.account.cookies : "",
    "privacy.passedOn": destinations.length
      ? inventory.passedOn.some.replace("{{privacy.destinationList}}", destinationList)
      : inventory.passedOn.none,
  };
}
