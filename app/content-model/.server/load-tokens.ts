/**
 * The {{tokens}} the content is filled with: the site settings, the facts and prices (checked first: these files hold
 * numbers and short values, never tokens), the counts of things, and the sentences that depend on the setup (the
 * privacy inventory, the store policy, where the forms send, the analytics).
 */
import type { ContentSettings, SiteSettings } from "../../../config/settings.mjs";
import { daysFromMonths, retentionPeriodText, yearsOrDaysText } from "../../../lib/retention";
import { LOCALE_TOKEN, flattenValues, possessive } from "../../../lib/content-tokens";
import { formatDuration, parseAmount, withPeriod, type DurationUnit } from "../../../lib/time-format";
import { formatAtLeast, formatDollars } from "../../../lib/pricing";
import {
  analyticsDisclosureSchema,
  factsSchema,
  formDeliverySchema,
  pageWordsSchema,
  planSchema,
  privacySchema,
  snapshotStoreSchema,
  storePolicySchema,
} from "../schema";
import { privacyBaseTokens, privacyTokens, type DisclosureSettings } from "./privacy-disclosure";
import { storePolicyBaseTokens, storePolicyTokens } from "./store-policy";
import { ContentError, check, fillTokens, type Problems, type SourceFile } from "./load-source";
import { propertyAt } from "../../../lib/typed-object";

/** A duration fact's unit, from the end of its name (firstResponseHours -> hour). */
const DURATION_SUFFIXES: [RegExp, DurationUnit][] = [
  [/Minutes$/, "minute"],
  [/Hours$/, "hour"],
  [/BusinessDays$/, "businessDay"],
  [/Days$/, "day"],
  [/Weeks$/, "week"],
  [/Months$/, "month"],
];

/**
 * {{facts.name.duration}} ("48 hours", "5-7 business days") for every fact counted in time, and, for one number,
 * {{facts.name.adjective}} ("30-day"): the words come from the formatter, the number from the fact.
 */
function durationTokens(facts: Record<string, unknown>, locale: string): Record<string, string> {
  const tokens: Record<string, string> = {};
  for (const [name, value] of Object.entries(facts)) {
    const unit = DURATION_SUFFIXES.find(([suffix]) => suffix.test(name))?.[1];
    if (!unit || (typeof value !== "number" && typeof value !== "string")) continue;
    const amount = parseAmount(value);
    tokens[`facts.${name}.duration`] = formatDuration(amount, unit, { locale });
    if (typeof amount === "number")
      tokens[`facts.${name}.adjective`] = formatDuration(amount, unit, { locale, adjective: true });
  }
  return tokens;
}

/** Host name of a custom form endpoint, as the privacy policy names it. */
function endpointHost(settings: SiteSettings): string {
  try {
    return new URL(settings.formEndpoint, settings.siteUrl).host;
  } catch {
    return "a server we operate";
  }
}

/** The files the tokens are made from. */
export interface TokenFiles {
  facts: SourceFile | undefined;
  pricing: SourceFile | undefined;
  snapshotStore: SourceFile | undefined;
  formDelivery: SourceFile | undefined;
  analyticsDisclosure: SourceFile | undefined;
  pageWords: SourceFile | undefined;
  privacy: SourceFile | undefined;
  storePolicy: SourceFile | undefined;
}

/** The facts other copy refers to, checked; throws ContentError when one of them can't be read. */
export function readFacts(files: TokenFiles, problems: Problems) {
  const facts = files.facts && check(factsSchema, files.facts, files.facts.data, problems);
  const planFacts =
    files.pricing &&
    check(
      planSchema.pick({ id: true, name: true, price: true, hours: true, period: true }).array(),
      files.pricing,
      propertyAt(files.pricing.data, "plans"),
      problems,
    );
  const store =
    files.snapshotStore &&
    check(
      snapshotStoreSchema.pick({
        defaultPrice: true,
        originalPrice: true,
        averageRating: true,
        downloads: true,
        buyerReviews: true,
      }),
      files.snapshotStore,
      files.snapshotStore.data,
      problems,
    );
  const formDelivery =
    files.formDelivery && check(formDeliverySchema, files.formDelivery, files.formDelivery.data, problems);
  const analyticsDisclosure =
    files.analyticsDisclosure &&
    check(analyticsDisclosureSchema, files.analyticsDisclosure, files.analyticsDisclosure.data, problems);
  // The legal pages' generated words (lists' "and", labels, the placeholders of unset settings), in this language.
  const legalWords =
    files.pageWords &&
    check(pageWordsSchema.shape.legal, files.pageWords, (files.pageWords.data as { legal?: unknown }).legal, problems);
  if (!facts || !planFacts || !store || !formDelivery || !analyticsDisclosure || !legalWords)
    throw new ContentError(problems.list);
  return { facts, planFacts, store, formDelivery, analyticsDisclosure, legalWords };
}

export type Facts = ReturnType<typeof readFacts>;

export interface TokenInputs {
  settings: SiteSettings;
  contentSettings: ContentSettings;
  locale: string;
  facts: Facts;
  files: TokenFiles;
  /** How many of each thing there are ({{counts.services}}...). */
  counts: { services: number; snapshots: number; posts: number; industries: number };
  /** The price of each snapshot that sets its own. */
  snapshotPrices: readonly unknown[];
}

/** The settings, facts, prices and counts as tokens. */
function baseTokens({
  settings,
  contentSettings,
  locale,
  facts: { facts, planFacts, store, legalWords },
  counts,
  snapshotPrices,
}: TokenInputs): Record<string, string> {
  const prices = snapshotPrices.map((price) => (typeof price === "number" ? price : store.defaultPrice));
  const tokens: Record<string, string> = {
    "site.brandName": settings.brandName,
    "site.brandPossessive": possessive(settings.brandName),
    "site.contactEmail": settings.contactEmail,
    "site.siteUrl": settings.siteUrl,
    "site.formEndpoint": settings.formEndpoint,
    // Who the agency is in law (LEGAL_* settings); the demo shows which setting fills each, a production build needs them.
    "site.legalEntityName": contentSettings.legal.entityName || legalWords.missingEntityName,
    "site.postalAddress": contentSettings.legal.postalAddress || legalWords.missingPostalAddress,
    "site.governingLawState": contentSettings.legal.governingState || legalWords.missingGoverningState,
    // The phone, where copy offers it, only when there is one (CONTACT_PHONE): a sentence of its own, or nothing.
    "site.callUs": settings.contactPhone ? ` ${legalWords.callUs.replaceAll("{phone}", settings.contactPhone)}` : "",
    "site.formEndpointHost": endpointHost(settings),
    "site.analyticsName": { plausible: "Plausible Analytics", umami: "Umami", off: "" }[
      settings.analytics?.provider ?? "off"
    ],
    "site.analyticsHost": settings.analytics ? new URL(settings.analytics.origin).host : "",
    [LOCALE_TOKEN]: locale,
    ...flattenValues("facts", facts),
    ...durationTokens(facts, locale),
    "facts.monthlySupportFrom": formatDollars(facts.monthlySupportFrom),
    "facts.monthlySupportFrom.perMonth": withPeriod(formatDollars(facts.monthlySupportFrom), "mo", locale),
    // The delivery days always with the moment they count from, so no page counts them from another.
    "facts.deliveryTime": `${formatDuration(parseAmount(facts.deliveryDays), "day", { locale })} ${facts.deliveryCountsFrom}`,
    "store.defaultPrice": formatDollars(store.defaultPrice),
    ...(store.originalPrice ? { "store.originalPrice": formatDollars(store.originalPrice.price) } : {}),
    "store.lowestPrice": formatDollars(Math.min(...prices, store.defaultPrice)),
    "store.highestPrice": formatDollars(Math.max(...prices, store.defaultPrice)),
    "store.averageRating": store.averageRating,
    "store.downloads": formatAtLeast(store.downloads),
    "store.verifiedBuyer": store.buyerReviews.verifiedBuyer,
    "counts.services": String(counts.services),
    "counts.snapshots": String(counts.snapshots),
    "counts.posts": String(counts.posts),
    "counts.industries": String(counts.industries),
  };
  for (const plan of planFacts) {
    tokens[`plans.${plan.id}.price`] = formatDollars(plan.price);
    tokens[`plans.${plan.id}.perPeriod`] = withPeriod(formatDollars(plan.price), plan.period, locale);
    tokens[`plans.${plan.id}.name`] = plan.name;
    tokens[`plans.${plan.id}.hours`] = plan.hours;
  }
  return tokens;
}

/** Every token; throws ContentError when the privacy inventory or the store policy can't be read. */
export function contentTokens(inputs: TokenInputs, problems: Problems): Record<string, string> {
  const {
    settings,
    contentSettings,
    locale,
    files,
    facts: { facts, formDelivery, analyticsDisclosure, legalWords },
  } = inputs;
  const tokens = baseTokens(inputs);
  // What the site stores and sends, listed for the configured setup (content/data/privacy.yml).
  const disclosure: DisclosureSettings = {
    formMode: settings.formMode,
    analytics: Boolean(settings.analytics),
    destinations: contentSettings.leadDestinations,
    selling: contentSettings.selling,
    embeds: { booking: Boolean(settings.bookingCalendarId), chat: Boolean(settings.chatWidgetId) },
  };
  const retentionDays = contentSettings.leadRetentionDays ?? daysFromMonths(facts.enquiryRetentionMonths);
  const inLocale = (amount: number, unit: "month" | "day" | "year") => formatDuration(amount, unit, { locale });
  const periods = {
    retention: retentionPeriodText(retentionDays, inLocale),
    consentRetention: yearsOrDaysText(contentSettings.consentRetentionDays, inLocale),
  };
  Object.assign(tokens, privacyBaseTokens(disclosure, periods, locale));
  const inventory =
    files.privacy &&
    check(privacySchema, files.privacy, fillTokens(files.privacy.data, tokens, files.privacy, problems), problems);
  if (!inventory) throw new ContentError(problems.list);
  Object.assign(tokens, privacyTokens(inventory, disclosure, legalWords));

  // How a snapshot is bought, delivered and refunded, for whether the site sells by itself (content/data/store-policy.yml).
  Object.assign(tokens, storePolicyBaseTokens());
  const storePolicy =
    files.storePolicy &&
    check(
      storePolicySchema,
      files.storePolicy,
      fillTokens(files.storePolicy.data, tokens, files.storePolicy, problems),
      problems,
    );
  if (!storePolicy) throw new ContentError(problems.list);
  Object.assign(
    tokens,
    storePolicyTokens(
      storePolicy,
      { selling: contentSettings.selling, destinations: contentSettings.leadDestinations },
      legalWords.list,
    ),
  );

  // Sentences that depend on where the forms send: the configured mode's version, itself free to use tokens.
  for (const [name, byMode] of Object.entries(formDelivery)) tokens[`formDelivery.${name}`] = byMode[settings.formMode];
  for (const [name, value] of Object.entries(tokens))
    if (name.startsWith("formDelivery."))
      // fillTokens gives back a string for a string.
      tokens[name] = fillTokens(value, tokens, files.formDelivery!, problems, [name.slice(13)]) as string;
  // Likewise for what the analytics setting does (none, Plausible or Umami).
  for (const [name, byProvider] of Object.entries(analyticsDisclosure)) {
    // fillTokens gives back a string for a string.
    tokens[`analytics.${name}`] = fillTokens(
      byProvider[settings.analytics?.provider ?? "off"],
      tokens,
      files.analyticsDisclosure!,
      problems,
      [name],
    ) as string;
  }
  return tokens;
}
