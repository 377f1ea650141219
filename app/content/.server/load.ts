/**
 * Reads content/ (YAML data and Markdown with YAML frontmatter), fills in {{tokens}}, validates every file against
 * its schema and every reference against what exists, renders Markdown, and returns what the site reads.
 * Any problem stops the build with the file, the field and what is wrong; all problems are listed at once.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml, YAMLParseError } from "yaml";
import type { z } from "zod";
import { LEGAL_SETTINGS, readContentSettings, readGroup, readSettings, type ContentSettings, type SiteSettings } from "../../../config/settings.mjs";
import { DEFAULT_LANG, LANGS, LANGUAGES, splitLang, type Lang } from "../../../config/languages.mjs";
import { LANGUAGE_FILE, englishThings, overlayTranslation, translationFile } from "./translation";
import { daysFromMonths, retentionPeriodText, yearsOrDaysText } from "../../lib/retention";
import { fieldsContaining, ratingProblem, reword, withoutEvidence, type Claim, type Evidence } from "./evidence";
import { privacyBaseTokens, privacyTokens, type DisclosureSettings } from "./privacy-disclosure";
import { storePolicyBaseTokens, storePolicyTokens } from "./store-policy";
import { blogLinkPhrases } from "../../lib/blog-links";
import { LOCALE_TOKEN, UnknownTokenError, flattenValues, formatIsoDate, possessive, resolveTokens, tokensIn, type TokenValues } from "../../lib/content-tokens";
import { formatDuration, parseAmount, withPeriod, type DurationUnit } from "../../lib/time-format";
import { formatAtLeast, formatDollars } from "../../lib/pricing";
import { readTimeOfWords } from "../../lib/text";
import { selectAll } from "../../lib/industry-selection";
import { inlineLinks } from "../../lib/inline-links";
import type { SnapshotDelivery } from "../../../handover/store-catalog";
import { snapshotSpec } from "./spec-sheets";
import {
  type BlogPost,
  type Byline,
  type Content,
  type IndustryPage,
  type LegalDocument,
  type Person,
  type ServicePage,
  type SnapshotDetailContent,
  type SnapshotListing,
  FIGURE_FACTS,
  LEGAL_SLUGS,
  blogCategoriesFileSchema,
  caseStudiesFileSchema,
  enquiryFormSchema,
  callAndChatSchema,
  interfaceWordsSchema,
  pageWordsSchema,
  factsSchema,
  formDeliverySchema,
  analyticsDisclosureSchema,
  privacySchema,
  storePolicySchema,
  homeSchema,
  industrySchema,
  integrationsFileSchema,
  legalSchema,
  navigationSchema,
  pagesSchema,
  personSchema,
  planSchema,
  postSchema,
  pricingSchema,
  serviceSchema,
  snapshotCategoriesFileSchema,
  snapshotSchema,
  snapshotStoreSchema,
  testimonialsFileSchema,
} from "../schema";
import { industryShareImagePath, serviceShareImagePath, snapshotShareImagePath } from "../paths";
import { MarkdownError, renderMarkdown, renderSections } from "./markdown";
import { loadReviews } from "./reviews";
import { entriesOf, isOneOf, propertyAt } from "../../lib/typed-object";

/** Where content lives; CONTENT_DIR points a build at another copy (tests build from a temporary folder). */
export function contentDir(): string {
  return path.resolve(readGroup("build").CONTENT_DIR);
}

export class ContentError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`The content has ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ContentError";
    this.problems = problems;
  }
}

/** Collects problems as "file: field: what is wrong" so one build run lists them all. */
class Problems {
  readonly list: string[] = [];
  private readonly root: string;
  constructor(root: string) {
    this.root = root;
  }
  add(file: string, field: string, problem: string) {
    const relative = path.relative(process.cwd(), path.join(this.root, file)) || file;
    this.list.push(field ? `${relative}: ${field}: ${problem}` : `${relative}: ${problem}`);
  }
}

function fieldPath(segments: readonly PropertyKey[]): string {
  return segments.reduce<string>(
    (out, segment) => (typeof segment === "number" ? `${out}[${segment}]` : out ? `${out}.${String(segment)}` : String(segment)),
    "",
  );
}

interface SourceFile {
  /** Path inside the content folder, e.g. snapshots/roofing.md (its translation's, services/x.es.md, in another language) */
  file: string;
  /** The English file a translation was laid over. */
  translationOf?: string;
  /** File name without extension: the slug of a thing that is one file. */
  slug: string;
  data: unknown;
  body: string;
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

function readSource(root: string, file: string, problems: Problems): SourceFile | undefined {
  const full = path.join(root, file);
  const raw = readFileSync(full, "utf8");
  const slug = path.basename(file).replace(/\.(md|ya?ml)$/, "").replace(/\.en$/, "");
  let yamlText = raw;
  let body = "";
  if (file.endsWith(".md")) {
    const match = FRONTMATTER.exec(raw);
    if (!match) {
      problems.add(file, "", "must start with a frontmatter block between two --- lines");
      return undefined;
    }
    yamlText = match[1]!;
    body = match[2]!;
  }
  try {
    return { file, slug, data: parseYaml(yamlText) ?? {}, body };
  } catch (error) {
    if (error instanceof YAMLParseError) {
      const where = error.linePos?.[0] ? `line ${error.linePos[0].line}${file.endsWith(".md") ? " of the frontmatter" : ""}` : "";
      problems.add(file, where, `is not valid YAML (${error.message.split("\n")[0]})`);
      return undefined;
    }
    throw error;
  }
}

/** The English file of a thing named plainly: data/home.en.yml when it exists (a translated thing), else data/home.yml. */
export function englishFile(root: string, file: string): string {
  const english = translationFile(file, DEFAULT_LANG);
  return existsSync(path.join(root, english)) ? english : file;
}

function listFolder(root: string, folder: string, extension: string): string[] {
  const dir = path.join(root, folder);
  if (!existsSync(dir)) return [];
  return englishThings(readdirSync(dir).filter((name) => name.endsWith(extension) && !name.startsWith(".")))
    .sort()
    .map((name) => `${folder}/${name}`);
}

/** Validates `data` against `schema`; on failure records each issue with its field and returns undefined. */
function check<S extends z.ZodType>(schema: S, source: SourceFile, data: unknown, problems: Problems): z.infer<S> | undefined {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  for (const issue of result.error.issues) problems.add(source.file, fieldPath(issue.path), issue.message);
  return undefined;
}

/** Fills tokens in every string of a parsed file; an unknown token is a problem at that field. */
function fillTokens(value: unknown, tokens: TokenValues, source: SourceFile, problems: Problems, at: PropertyKey[] = []): unknown {
  if (typeof value === "string") {
    try {
      return resolveTokens(value, tokens);
    } catch (error) {
      if (error instanceof UnknownTokenError) {
        problems.add(source.file, fieldPath(at) || "body", `${error.message}; known tokens are listed in README "Editing content"`);
        return value;
      }
      throw error;
    }
  }
  if (Array.isArray(value)) return value.map((item, index) => fillTokens(item, tokens, source, problems, [...at, index]));
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fillTokens(inner, tokens, source, problems, [...at, key])]));
  return value;
}

/**
 * The files and folders the Spanish pages read: each needs its translation. The snapshots, the posts and their
 * categories are shown in English only (the store and the blog are English pages); a translation of one is used when
 * it exists.
 */
const TRANSLATED_DATA = new Set([
  "data/facts.yml",
  "data/pricing.yml",
  "data/navigation.yml",
  "data/home.yml",
  "data/pages.yml",
  "data/enquiry-form.yml",
  "data/call-and-chat.yml",
  "data/interface-words.yml",
  "data/page-words.yml",
  "data/testimonials.yml",
  "data/case-studies.yml",
  "data/integrations.yml",
  "data/form-delivery.yml",
  "data/analytics-disclosure.yml",
  "data/privacy.yml",
  "data/store-policy.yml",
]);
const TRANSLATED_FOLDERS = new Set(["services", "industries", "legal", "people"]);
const needsTranslation = (file: string) => TRANSLATED_DATA.has(file) || TRANSLATED_FOLDERS.has(file.split("/")[0]!);

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
    if (typeof amount === "number") tokens[`facts.${name}.adjective`] = formatDuration(amount, unit, { locale, adjective: true });
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

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A fact as the copy shows it: a statistic's value, a counter's target and suffix, or the value itself. */
function factText(value: unknown): string {
  if (typeof value !== "object" || value === null) return String(value);
  const shown = propertyAt(value, "value");
  const suffix: unknown = propertyAt(value, "suffix") ?? "";
  // A fact's value is a number or text, which prints as itself.
  // eslint-disable-next-line @typescript-eslint/no-base-to-string
  return shown !== undefined ? String(shown) : `${String(propertyAt(value, "target"))}${String(suffix)}`;
}

/** `value` with `change` applied to each of its strings, at any depth. */
function mapStrings(value: unknown, change: (text: string) => string): unknown {
  if (typeof value === "string") return change(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, change));
  if (value !== null && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, mapStrings(inner, change)]));
  return value;
}

/**
 * Where the other languages' files make each claim made in words of facts.yml (by its index there), in their own words
 * (each language's facts file has the pattern): launch-check reads the English content but lists every page that
 * makes a claim. Problems in those files are the other languages' passes to report.
 */
function translatedUses(root: string, sources: readonly SourceFile[]): string[][] {
  const ignored = new Problems(root);
  const uses: string[][] = [];
  for (const lang of LANGS.filter((other) => other !== DEFAULT_LANG)) {
    const factsFile = translationFile("data/facts.yml", lang);
    const facts = existsSync(path.join(root, factsFile)) ? readSource(root, factsFile, ignored)?.data : undefined;
    const phrases = propertyAt(facts, "evidence", "phrases");
    const patterns = (Array.isArray(phrases) ? phrases : []).map((phrase) => propertyAt(phrase, "pattern")).map((pattern) => (typeof pattern === "string" && pattern.trim() ? pattern : undefined));
    for (const source of sources) {
      // The thing's plain name (data/home.en.yml is data/home.yml), whose translation is data/home.es.yml.
      const file = translationFile(source.file.replace(LANGUAGE_FILE, ".$2"), lang);
      const translated = existsSync(path.join(root, file)) ? readSource(root, file, ignored) : undefined;
      if (!translated) continue;
      patterns.forEach((pattern, index) => {
        if (pattern) for (const field of fieldsContaining(pattern, translated.data, translated.body)) (uses[index] ??= []).push(`${file} ${field}`);
      });
    }
  }
  return uses;
}

/** `value` without the entries of its lists (at any depth) whose text contains one of `patterns` (any case). */
function withoutListEntries(value: unknown, patterns: readonly string[]): unknown {
  if (Array.isArray(value))
    return value.filter((item) => !patterns.some((pattern) => fieldsContaining(pattern, item).length > 0)).map((item) => withoutListEntries(item, patterns));
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withoutListEntries(inner, patterns)]));
  return value;
}

/** Where a {{token}} family's values are written, for a legal page's "last updated" (its own file and these). */
const TOKEN_SOURCES: Record<string, string[]> = {
  facts: ["data/facts.yml"],
  plans: ["data/pricing.yml"],
  store: ["data/snapshot-store.yml"],
  privacy: ["data/privacy.yml"],
  storePolicy: ["data/store-policy.yml"],
  formDelivery: ["data/form-delivery.yml"],
  analytics: ["data/analytics-disclosure.yml"],
};

const changedOn = new Map<string, string>();
/**
 * The day a file last changed (YYYY-MM-DD): its last commit, or its modification time when it has changes not yet
 * committed or the checkout has no history (a copy without .git, a shallow clone that lacks the file's commit).
 */
function lastChanged(file: string): string {
  const known = changedOn.get(file);
  if (known) return known;
  const git = (...args: string[]) => {
    try {
      return execFileSync("git", args, { cwd: path.dirname(file), encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    } catch {
      return undefined;
    }
  };
  const committed = git("log", "-1", "--format=%cs", "--", path.basename(file));
  const edited = git("status", "--porcelain", "--", path.basename(file));
  const day = committed && edited === "" ? committed : statSync(file).mtime.toISOString().slice(0, 10);
  changedOn.set(file, day);
  return day;
}

/**
 * What the schema cannot see in the text-message consent (decision record 052): who texts and how often are the
 * facts' tokens as written, never typed, and its links open this language's pages.
 */
function smsConsentProblems(raw: unknown, lang: Lang): string[] {
  const label = propertyAt(raw, "smsConsent", "label");
  if (typeof label !== "string") return [];
  const problems: string[] = [];
  for (const [token, what] of [
    ["site.brandName", "who texts"],
    ["facts.smsPerMonth", "how many texts a month"],
  ] as const)
    if (!tokensIn(label).includes(token)) problems.push(`must name ${what} with {{${token}}}`);
  for (const part of inlineLinks(label))
    if (part.href?.startsWith("/") && splitLang(part.href).lang !== lang)
      problems.push(`links to ${part.href}, a page in another language than this file's: write ${LANGUAGES[lang].prefix}${splitLang(part.href).path}`);
  return problems;
}

/** Loads and checks the whole content folder. Throws ContentError listing every problem found. */
export function loadContent(
  root = contentDir(),
  settings: SiteSettings = readSettings(),
  contentSettings: ContentSettings = readContentSettings(),
  lang: Lang = DEFAULT_LANG,
): Content {
  const problems = new Problems(root);
  /** The language the pages are written in, which the formatted tokens (times, durations, periods) follow. */
  const SITE_LOCALE = LANGUAGES[lang].locale;
  // A live site names the company behind it: a production build stops while a legal setting is unset.
  if (contentSettings.production)
    for (const [key, name] of entriesOf(LEGAL_SETTINGS))
      if (!contentSettings.legal[key]) problems.add("legal", "", `needs the setting ${name} in a production build (README "Configuration")`);
  const readFile = (file: string) => {
    const english = englishFile(root, file);
    return existsSync(path.join(root, english)) ? readSource(root, english, problems) : (problems.add(file, "", "is missing"), undefined);
  };
  /** Another language's pages read each file with its translation's words laid over it (translation.ts). */
  const read = (file: string): SourceFile | undefined => {
    const source = readFile(file);
    if (!source || lang === DEFAULT_LANG) return source;
    const other = translationFile(file, lang);
    if (!existsSync(path.join(root, other))) {
      if (needsTranslation(file)) problems.add(other, "", `is missing: the ${LANGUAGES[lang].inEnglish} pages need the translation of ${file}`);
      return source;
    }
    const translated = readSource(root, other, problems);
    if (!translated) return source;
    const overlay = overlayTranslation(source.data, translated.data);
    for (const field of overlay.missing) problems.add(other, field || "(file)", "is missing: translate it from the English file");
    for (const problem of overlay.extra) problems.add(other, "", problem);
    if (file.endsWith(".md") && translated.body.trim() === "" && source.body.trim() !== "") problems.add(other, "body", "is missing: translate it from the English file");
    return { ...source, file: other, data: overlay.value, body: translated.body, translationOf: source.file };
  };
  const folder = (name: string, extension: string) =>
    listFolder(root, name, extension)
      .map((file) => read(file))
      .filter((source): source is SourceFile => {
        if (source && !SLUG.test(source.slug)) problems.add(source.file, "file name", "must be lower-case words joined by hyphens (it becomes the page address)");
        return source !== undefined;
      });

  // 1. Read every file.
  const files = {
    facts: read("data/facts.yml"),
    pricing: read("data/pricing.yml"),
    navigation: read("data/navigation.yml"),
    home: read("data/home.yml"),
    pages: read("data/pages.yml"),
    enquiryForm: read("data/enquiry-form.yml"),
    callAndChat: read("data/call-and-chat.yml"),
    interfaceWords: read("data/interface-words.yml"),
    pageWords: read("data/page-words.yml"),
    testimonials: read("data/testimonials.yml"),
    caseStudies: read("data/case-studies.yml"),
    integrations: read("data/integrations.yml"),
    snapshotStore: read("data/snapshot-store.yml"),
    snapshotCategories: read("data/snapshot-categories.yml"),
    blogCategories: read("data/blog-categories.yml"),
    formDelivery: read("data/form-delivery.yml"),
    analyticsDisclosure: read("data/analytics-disclosure.yml"),
    privacy: read("data/privacy.yml"),
    storePolicy: read("data/store-policy.yml"),
  };
  const peopleFiles = folder("people", ".yml");
  const serviceFiles = folder("services", ".md");
  const snapshotFiles = folder("snapshots", ".md");
  const postFiles = folder("posts", ".md");
  const legalFiles = folder("legal", ".md");
  const industryFiles = folder("industries", ".md");

  // An industry page names its case study by the English title: each title's translation, by position (a translation
  // keeps the English file's order), taken before a production build leaves unverified ones out.
  const titlesOf = (source: SourceFile | undefined) => ((source?.data ?? {}) as { caseStudies?: { title?: string }[] }).caseStudies?.map((item) => item.title) ?? [];
  const translatedTitles = titlesOf(files.caseStudies);
  const caseTitleIn = new Map(titlesOf(lang === DEFAULT_LANG ? files.caseStudies : readFile("data/case-studies.yml")).map((title, index) => [title, translatedTitles[index]] as const));

  // 2. The facts other copy refers to. These files hold numbers and short values, never tokens.
  const facts = files.facts && check(factsSchema, files.facts, files.facts.data, problems);
  const planFacts =
    files.pricing &&
    check(planSchema.pick({ id: true, name: true, price: true, hours: true, period: true }).array(), files.pricing, propertyAt(files.pricing.data, "plans"), problems);
  const store =
    files.snapshotStore &&
    check(snapshotStoreSchema.pick({ defaultPrice: true, originalPrice: true, averageRating: true, downloads: true, buyerReviews: true }), files.snapshotStore, files.snapshotStore.data, problems);
  const formDelivery = files.formDelivery && check(formDeliverySchema, files.formDelivery, files.formDelivery.data, problems);
  const analyticsDisclosure =
    files.analyticsDisclosure && check(analyticsDisclosureSchema, files.analyticsDisclosure, files.analyticsDisclosure.data, problems);
  // The legal pages' generated words (lists' "and", labels, the placeholders of unset settings), in this language.
  const legalWords =
    files.pageWords && check(pageWordsSchema.shape.legal, files.pageWords, propertyAt(files.pageWords.data, "legal"), problems);
  if (!facts || !planFacts || !store || !formDelivery || !analyticsDisclosure || !legalWords) throw new ContentError(problems.list);

  const snapshotPrices = snapshotFiles.map((source) => propertyAt(source.data, "price")).map((price) => (typeof price === "number" ? price : store.defaultPrice));
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
    "site.analyticsName": { plausible: "Plausible Analytics", umami: "Umami", off: "" }[settings.analytics?.provider ?? "off"],
    "site.analyticsHost": settings.analytics ? new URL(settings.analytics.origin).host : "",
    [LOCALE_TOKEN]: SITE_LOCALE,
    ...flattenValues("facts", facts),
    ...durationTokens(facts, SITE_LOCALE),
    "facts.monthlySupportFrom": formatDollars(facts.monthlySupportFrom),
    "facts.monthlySupportFrom.perMonth": withPeriod(formatDollars(facts.monthlySupportFrom), "mo", SITE_LOCALE),
    // The delivery days always with the moment they count from, so no page counts them from another.
    "facts.deliveryTime": `${formatDuration(parseAmount(facts.deliveryDays), "day", { locale: SITE_LOCALE })} ${facts.deliveryCountsFrom}`,
    "store.defaultPrice": formatDollars(store.defaultPrice),
    ...(store.originalPrice ? { "store.originalPrice": formatDollars(store.originalPrice.price) } : {}),
    "store.lowestPrice": formatDollars(Math.min(...snapshotPrices, store.defaultPrice)),
    "store.highestPrice": formatDollars(Math.max(...snapshotPrices, store.defaultPrice)),
    "store.averageRating": store.averageRating,
    "store.downloads": formatAtLeast(store.downloads),
    "store.verifiedBuyer": store.buyerReviews.verifiedBuyer,
    "counts.services": String(serviceFiles.length),
    "counts.snapshots": String(snapshotFiles.length),
    "counts.posts": String(postFiles.length),
    "counts.industries": String(industryFiles.length),
  };
  for (const plan of planFacts) {
    tokens[`plans.${plan.id}.price`] = formatDollars(plan.price);
    tokens[`plans.${plan.id}.perPeriod`] = withPeriod(formatDollars(plan.price), plan.period, SITE_LOCALE);
    tokens[`plans.${plan.id}.name`] = plan.name;
    tokens[`plans.${plan.id}.hours`] = plan.hours;
  }

  // What the site stores and sends, listed for the configured setup (content/data/privacy.yml).
  const disclosure: DisclosureSettings = {
    formMode: settings.formMode,
    analytics: Boolean(settings.analytics),
    destinations: contentSettings.leadDestinations,
    selling: contentSettings.selling,
    embeds: { booking: Boolean(settings.bookingCalendarId), chat: Boolean(settings.chatWidgetId) },
  };
  const retentionDays = contentSettings.leadRetentionDays ?? daysFromMonths(facts.enquiryRetentionMonths);
  const inLocale = (amount: number, unit: "month" | "day" | "year") => formatDuration(amount, unit, { locale: SITE_LOCALE });
  const periods = { retention: retentionPeriodText(retentionDays, inLocale), consentRetention: yearsOrDaysText(contentSettings.consentRetentionDays, inLocale) };
  Object.assign(tokens, privacyBaseTokens(disclosure, periods, SITE_LOCALE));
  const inventory = files.privacy && check(privacySchema, files.privacy, fillTokens(files.privacy.data, tokens, files.privacy, problems), problems);
  if (!inventory) throw new ContentError(problems.list);
  Object.assign(tokens, privacyTokens(inventory, disclosure, legalWords));

  // How a snapshot is bought, delivered and refunded, for whether the site sells by itself (content/data/store-policy.yml).
  Object.assign(tokens, storePolicyBaseTokens());
  const storePolicy =
    files.storePolicy && check(storePolicySchema, files.storePolicy, fillTokens(files.storePolicy.data, tokens, files.storePolicy, problems), problems);
  if (!storePolicy) throw new ContentError(problems.list);
  Object.assign(tokens, storePolicyTokens(storePolicy, { selling: contentSettings.selling, destinations: contentSettings.leadDestinations }, legalWords.list));

  // Sentences that depend on where the forms send: the configured mode's version, itself free to use tokens.
  for (const [name, byMode] of Object.entries(formDelivery)) tokens[`formDelivery.${name}`] = byMode[settings.formMode];
  for (const [name, value] of Object.entries(tokens))
    // fillTokens gives back a string for a string.
    if (name.startsWith("formDelivery.")) tokens[name] = fillTokens(value, tokens, files.formDelivery!, problems, [name.slice(13)]) as string;
  // Likewise for what the analytics setting does (none, Plausible or Umami).
  for (const [name, byProvider] of Object.entries(analyticsDisclosure)) {
    // fillTokens gives back a string for a string.
    tokens[`analytics.${name}`] = fillTokens(byProvider[settings.analytics?.provider ?? "off"], tokens, files.analyticsDisclosure!, problems, [name]) as string;
  }

  // 3. Fill tokens, then validate each file in full.
  const data = <S extends z.ZodType>(schema: S, source: SourceFile | undefined): z.infer<S> | undefined =>
    source && check(schema, source, fillTokens(source.data, tokens, source, problems), problems);
  // fillTokens gives back a string for a string.
  const body = (source: SourceFile) => fillTokens(source.body, tokens, source, problems) as string;
  const markdown = <T,>(source: SourceFile, render: () => T): T | undefined => {
    try {
      return render();
    } catch (error) {
      if (error instanceof MarkdownError) {
        problems.add(source.file, "body", error.message);
        return undefined;
      }
      throw error;
    }
  };
  const publicDir = path.resolve("public");

  const copySources = [...Object.values(files), ...peopleFiles, ...serviceFiles, ...snapshotFiles, ...postFiles, ...legalFiles, ...industryFiles].filter(
    (source): source is SourceFile => source !== undefined && source !== files.facts,
  );
  // Claims made in words, and where each is made (for launch-check), before a production build rewords them. Another
  // language's pass also holds English's: its pages show parts of English-only pages (a post's card on an industry page).
  const englishFacts = lang === DEFAULT_LANG ? undefined : readFile("data/facts.yml");
  const claimPhrases = [
    ...facts.evidence.phrases,
    ...((englishFacts && check(factsSchema.shape.evidence.shape.phrases, englishFacts, propertyAt(englishFacts.data, "evidence", "phrases"), problems)) ?? []),
  ];
  const otherLanguages = lang === DEFAULT_LANG ? translatedUses(root, copySources) : [];
  const phraseUses = facts.evidence.phrases.map((phrase, index) => [
    ...copySources.flatMap((source) => fieldsContaining(phrase.pattern, source.data, source.body).map((field) => `${source.file} ${field}`)),
    ...(otherLanguages[index] ?? []),
  ]);
  facts.evidence.phrases.forEach((phrase, index) => {
    if (phrase.unclaimed && fieldsContaining(phrase.pattern, phrase.unclaimed).length > 0)
      problems.add(files.facts!.file, `evidence.phrases[${index}].unclaimed`, `still says "${phrase.pattern}": write the sentence without the claim`);
  });

  // A production build publishes a marketing figure or a claim made in words only once verified. A claim made in words
  // that has its unclaimed words is reworded wherever it is made (decision 054). Otherwise an entry of a list (a badge,
  // a benefit, a question) that states an unverified one is left out; anywhere else (a title, a sentence of a page) the
  // build fails, naming the field, because half a sentence can't be hidden (decision 032).
  const openPhrases = contentSettings.production ? claimPhrases.filter((phrase) => !phrase.verified) : [];
  const rewordings = openPhrases.flatMap(({ pattern, unclaimed }) => (unclaimed ? [{ pattern, unclaimed }] : []));
  if (rewordings.length > 0)
    for (const source of copySources) {
      source.data = mapStrings(source.data, (text) => reword(text, rewordings));
      source.body = reword(source.body, rewordings);
    }
  const withheldPatterns = contentSettings.production
    ? [
        // A figure's token, whole or one of its parts ({{facts.satisfaction.value}}), not a longer name's.
        ...FIGURE_FACTS.filter((name) => !facts.evidence[name].verified).flatMap((name) => [`{{facts.${name}}}`, `{{facts.${name}.`]),
        ...(["averageRating", "downloads"] as const)
          .filter((name) => !propertyAt(files.snapshotStore?.data, "evidence", name, "verified"))
          .map((name) => `{{store.${name}}}`),
        ...(store.originalPrice?.verified ? [] : ["{{store.originalPrice}}"]),
        ...openPhrases.filter((phrase) => !phrase.unclaimed).map((phrase) => phrase.pattern),
      ]
    : [];
  if (withheldPatterns.length > 0)
    for (const source of copySources) {
      source.data = withoutListEntries(source.data, withheldPatterns);
      for (const pattern of withheldPatterns)
        for (const field of fieldsContaining(pattern, source.data, source.body))
          problems.add(source.file, field, `states ${pattern.startsWith("{{") ? pattern.replace(/\.$/, "...}}") : `"${pattern}"`}, an unverified claim: a production build can't publish it; verify it (npm run launch-check lists it) or reword`);
    }

  const pricing = data(pricingSchema, files.pricing);
  const navigation = data(navigationSchema, files.navigation);
  const home = data(homeSchema, files.home);
  const pages = data(pagesSchema, files.pages);
  const enquiryForm = data(enquiryFormSchema, files.enquiryForm);
  if (files.enquiryForm) for (const problem of smsConsentProblems(files.enquiryForm.data, lang)) problems.add(files.enquiryForm.file, "smsConsent.label", problem);
  const callAndChat = data(callAndChatSchema, files.callAndChat);
  const interfaceWords = data(interfaceWordsSchema, files.interfaceWords);
  const pageWords = data(pageWordsSchema, files.pageWords);
  const testimonials = data(testimonialsFileSchema, files.testimonials);
  const caseStudies = data(caseStudiesFileSchema, files.caseStudies);
  const integrations = data(integrationsFileSchema, files.integrations);
  const snapshotStore = data(snapshotStoreSchema, files.snapshotStore);
  const snapshotCategories = data(snapshotCategoriesFileSchema, files.snapshotCategories);
  const blogCategories = data(blogCategoriesFileSchema, files.blogCategories);

  // Social proof and marketing figures with their evidence (for launch-check); a production build publishes
  // testimonials and ratings only once verified.
  const claims: Claim[] = [];
  const claim = (source: SourceFile | undefined, field: string, what: string, evidence: Evidence) => {
    if (source) claims.push({ file: source.file, field, what, verified: evidence.verified, source: evidence.source });
    return !contentSettings.production || evidence.verified;
  };
  const publishedTestimonials = (testimonials?.testimonials ?? [])
    .filter((item, index) => claim(files.testimonials, `testimonials[${index}]`, `Testimonial from ${item.name}, ${item.company}`, item))
    .map(withoutEvidence);
  const publishedCaseStudies = (caseStudies?.caseStudies ?? []).filter((item, index) =>
    claim(files.caseStudies, `caseStudies[${index}]`, `Case study "${item.title}" (${item.metric} ${item.metricLabel})`, item),
  );
  const { evidence: factEvidence, ...allFacts } = facts;
  const publishedFacts: Content["facts"] = { ...allFacts };
  for (const name of FIGURE_FACTS)
    if (!claim(files.facts, `evidence.${name}`, `${name}: ${factText(facts[name])}`, factEvidence[name])) delete publishedFacts[name];
  const popularShown =
    pricing && claim(files.pricing, "popularBadge", `"${pricing.popularBadge.label}" badge on the ${pricing.plans.find((plan) => plan.popular)?.name} plan`, pricing.popularBadge);
  const originalPriceShown =
    snapshotStore?.originalPrice &&
    claim(files.snapshotStore, "originalPrice", `Former price ${formatDollars(snapshotStore.originalPrice.price)}, struck through on every snapshot page`, snapshotStore.originalPrice);
  const storeClaims = {
    averageRating: claim(files.snapshotStore, "evidence.averageRating", `Marketplace rating ${store.averageRating}`, snapshotStore?.evidence.averageRating ?? { verified: false, source: "" }),
    downloads: claim(files.snapshotStore, "evidence.downloads", `Marketplace downloads ${formatAtLeast(store.downloads)}`, snapshotStore?.evidence.downloads ?? { verified: false, source: "" }),
  };

  const unique = (source: SourceFile | undefined, field: string, values: string[]) => {
    const seen = new Set<string>();
    values.forEach((value, index) => {
      if (seen.has(value)) problems.add(source?.file ?? "", `${field}[${index}]`, `"${value}" appears twice`);
      seen.add(value);
    });
  };
  if (pricing) unique(files.pricing, "plans", pricing.plans.map((plan) => plan.id));
  if (snapshotCategories) unique(files.snapshotCategories, "categories", snapshotCategories.categories.map((category) => category.id));
  if (blogCategories) unique(files.blogCategories, "categories", blogCategories.categories.map((category) => category.slug));
  if (integrations) unique(files.integrations, "integrations", integrations.integrations.map((item) => item.icon));

  // A person is a claim about who works here, whether in the team section or as the author of a post: a production
  // build publishes one only once verified. The others are left out of `people`, which every page reads, and their
  // posts name the agency as author (bylineOf below), so no page, feed or structured data names them.
  const postsBy = new Map<string, number>();
  for (const source of postFiles) {
    const author = propertyAt(source.data, "author");
    if (typeof author === "string") postsBy.set(author, (postsBy.get(author) ?? 0) + 1);
  }
  const people: Person[] = [];
  for (const source of peopleFiles) {
    const person = data(personSchema, source);
    if (!person) continue;
    const written = postsBy.get(source.slug) ?? 0;
    const what = [person.team ? `Team member ${person.name}, ${person.role}` : `${person.name}, ${person.role}`, ...(written ? [`author of ${written} ${written === 1 ? "post" : "posts"}`] : [])];
    if (claim(source, "verified", what.join("; "), person)) people.push({ ...withoutEvidence(person), id: source.slug });
  }
  people.sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
  const published = new Map(people.map((person) => [person.id, person]));
  const agency: Byline = { kind: "organization", name: settings.brandName };
  /** Who a post is by, as its page, the cards, the feed and its structured data all say: the person, or the agency. */
  const bylineOf = (id: string): Byline => {
    const person = published.get(id);
    return person ? { kind: "person", name: person.name, role: person.role, bio: person.bio } : agency;
  };

  const serviceSlugs = new Set(serviceFiles.map((source) => source.slug));
  const snapshotSlugs = new Set(snapshotFiles.map((source) => source.slug));
  const services: (Content["services"][number] & { order: number })[] = [];
  const servicePages: ServicePage[] = [];
  for (const source of serviceFiles) {
    const service = data(serviceSchema, source);
    if (!service) continue;
    service.related.forEach((related, index) => {
      if (related === source.slug) problems.add(source.file, `related[${index}]`, "a service can't be related to itself");
      else if (!serviceSlugs.has(related)) problems.add(source.file, `related[${index}]`, `no service called "${related}" (services/${related}.md does not exist)`);
    });
    service.snapshots.forEach((slug, index) => {
      if (!snapshotSlugs.has(slug)) problems.add(source.file, `snapshots[${index}]`, `no snapshot called "${slug}" (snapshots/${slug}.md does not exist)`);
    });
    const overview = markdown(source, () => renderMarkdown(body(source), { publicDir, headingLevels: [] }));
    if (!overview) continue;
    const { title, description, icon, order, ...page } = service;
    services.push({ slug: source.slug, title, description, icon, order, delay: 0 });
    servicePages.push({ ...page, slug: source.slug, overviewHtml: overview.html, shareImage: serviceShareImagePath(source.slug) });
  }
  services.sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));
  services.forEach((service, index) => (service.delay = (index % 3) * 100));

  const categoryOrder = new Map((snapshotCategories?.categories ?? []).map((category, index) => [category.id, index]));
  const snapshots: (SnapshotListing & { order: number })[] = [];
  const snapshotDetails: SnapshotDetailContent[] = [];
  const snapshotDelivery: Record<string, SnapshotDelivery> = {};
  /** Each snapshot's audience tags, for the industry pages' selectors (the pages themselves never show them). */
  const snapshotTags = new Map<string, string[]>();
  const verifiedReviews = loadReviews(root, snapshotSlugs, (file, field, problem) => problems.add(file, field, problem));
  for (const source of snapshotFiles) {
    const snapshot = data(snapshotSchema, source);
    if (!snapshot) continue;
    const description = markdown(source, () => renderMarkdown(body(source), { publicDir, headingLevels: [] }));
    if (!description) continue;
    if (!description.firstParagraph) problems.add(source.file, "body", "needs at least one paragraph of description");
    const { name, category, order, price, rating, sales, reviews, figures, tags, testimonials: snapshotTestimonials, ghlSnapshotId, afterImport: _afterImport, versions, specSheet: _specSheet, ...detail } = snapshot;
    const spec = snapshotSpec(snapshot, body(source), snapshotStore ?? { ghlPlans: [], ghlPlansNote: "", neverTransfers: [] }, contentSettings.production, (field, message) => problems.add(source.file, field, message));
    const { afterImport } = spec;
    snapshotDelivery[source.slug] = { name, ...(ghlSnapshotId ? { ghlSnapshotId } : {}), ...(afterImport ? { afterImport } : {}), ...(versions ? { versions } : {}), specSheet: Boolean(spec.specSheet), notForSale: spec.notForSale };
    snapshotTags.set(source.slug, tags ?? []);
    const shownRatings = snapshotTestimonials.map((testimonial) => testimonial.rating);
    const disagreement = ratingProblem(rating, reviews, shownRatings);
    if (disagreement) problems.add(source.file, "rating", `${disagreement}: the rating must agree with the reviews shown beside it`);
    const ratingShown = claim(source, "figures", `Rating ${rating.toFixed(1)} from ${reviews} reviews, ${sales} sales`, figures);
    snapshots.push({ slug: source.slug, name, category, order, price: price ?? store.defaultPrice, ...(ratingShown ? { figures: { rating, sales, reviews } } : {}) });
    snapshotDetails.push({
      ...detail,
      testimonials: snapshotTestimonials
        .filter((item, index) => claim(source, `testimonials[${index}]`, `Testimonial from ${item.name}, ${item.business} (${item.rating} stars)`, item))
        .map(withoutEvidence),
      verifiedReviews: verifiedReviews.get(source.slug) ?? [],
      slug: source.slug,
      descriptionHtml: description.html,
      summary: description.firstParagraph,
      shareImage: snapshotShareImagePath(source.slug),
      ...(spec.specSheet ? { specSheet: spec.specSheet } : {}),
      ...(versions ? { versions } : {}),
      forSale: spec.forSale,
    });
  }
  snapshots.sort((a, b) => (categoryOrder.get(a.category) ?? 0) - (categoryOrder.get(b.category) ?? 0) || a.order - b.order || a.name.localeCompare(b.name));
  // Two snapshots with one name would be two identical cards: each file is told which other file has its name.
  const byName = new Map<string, typeof snapshots>();
  for (const snapshot of snapshots) byName.set(snapshot.name, [...(byName.get(snapshot.name) ?? []), snapshot]);
  for (const [name, group] of byName)
    if (group.length > 1)
      for (const snapshot of group) {
        const others = group.filter((other) => other !== snapshot).map((other) => `snapshots/${other.slug}.md`);
        problems.add(`snapshots/${snapshot.slug}.md`, "name", `"${name}" is also the name of ${others.join(", ")}`);
      }

  const personIds = new Set(peopleFiles.map((source) => source.slug));
  const phrases = blogLinkPhrases(settings.brandName);
  const posts: BlogPost[] = [];
  for (const source of postFiles) {
    const post = data(postSchema, source);
    if (!post) continue;
    if (!personIds.has(post.author)) problems.add(source.file, "author", `no person called "${post.author}" (people/${post.author}.yml does not exist)`);
    const article = markdown(source, () => renderMarkdown(body(source), { publicDir, phrases }));
    if (!article) continue;
    posts.push({
      ...post,
      author: bylineOf(post.author),
      slug: source.slug,
      date: formatIsoDate(post.date),
      isoDate: post.date,
      image: `/images/blog/${source.slug}.svg`,
      shareImage: `/images/blog/${source.slug}.png`,
      readTime: readTimeOfWords(article.text),
      html: article.html,
    });
  }
  // Newest first; the blog grid, the feed and "related articles" all follow this order.
  posts.sort((a, b) => b.isoDate.localeCompare(a.isoDate) || a.slug.localeCompare(b.slug));

  const legal: LegalDocument[] = [];
  for (const source of legalFiles) {
    if (!isOneOf(LEGAL_SLUGS, source.slug)) {
      problems.add(source.file, "file name", `must be one of ${LEGAL_SLUGS.join(", ")}`);
      continue;
    }
    const document = data(legalSchema, source);
    const sections = markdown(source, () => renderSections(body(source), { publicDir }));
    // Last updated: when the page's own file, or a data file whose values it shows, last changed (never typed).
    const families = new Set([...JSON.stringify(source.data).matchAll(/\{\{(\w+)\./g), ...source.body.matchAll(/\{\{(\w+)\./g)].map((match) => match[1]!));
    const sources = [source.file, ...(source.translationOf ? [source.translationOf] : []), ...[...families].flatMap((family) => (TOKEN_SOURCES[family] ?? []).flatMap((file) => [englishFile(root, file), translationFile(file, lang)]))].filter((file) => existsSync(path.join(root, file)));
    const lastUpdated = sources.map((file) => lastChanged(path.join(root, file))).sort().at(-1)!;
    if (document && sections) legal.push({ ...document, slug: source.slug, sections, lastUpdated, lastUpdatedText: formatIsoDate(lastUpdated, SITE_LOCALE) });
  }
  for (const slug of LEGAL_SLUGS) if (!legalFiles.some((source) => source.slug === slug)) problems.add(`legal/${slug}.md`, "", "is missing");

  // The audiences' pages: snapshots and posts by their selectors, services and proof by reference.
  const industries: (IndustryPage & { order: number })[] = [];
  for (const source of industryFiles) {
    const industry = data(industrySchema, source);
    if (!industry) continue;
    industry.services.forEach((slug, index) => {
      if (!serviceSlugs.has(slug)) problems.add(source.file, `services[${index}]`, `no service called "${slug}" (services/${slug}.md does not exist)`);
    });
    const pickedSnapshots = selectAll(
      industry.snapshots,
      snapshots.map((snapshot) => ({ ...snapshot, tags: snapshotTags.get(snapshot.slug) })),
    ).map((snapshot) => snapshot.slug);
    if (pickedSnapshots.length === 0) problems.add(source.file, "snapshots", "no snapshot has one of these categories or tags");
    const pickedPosts = selectAll(industry.posts, posts).map((post) => post.slug);
    if (pickedPosts.length === 0) problems.add(source.file, "posts", "no blog post has one of these categories or tags");
    const { caseStudy: caseTitle, testimonial: testimonialName } = industry.proof;
    if (!caseTitle && !testimonialName) problems.add(source.file, "proof", "needs a case study or a testimonial");
    // Named by its English title in every language.
    const caseStudy = caseTitle ? caseStudies?.caseStudies.find((item) => item.title === (caseTitleIn.get(caseTitle) ?? caseTitle)) : undefined;
    // A production build may have left the case study out (unverified), like the testimonial below.
    const publishedCase = publishedCaseStudies.find((item) => item === caseStudy);
    if (caseTitle && !caseStudy) problems.add(source.file, "proof.caseStudy", `no case study titled "${caseTitle}" in data/case-studies.yml`);
    const testimonialKnown = testimonialName ? testimonials?.testimonials.some((item) => item.name === testimonialName) : false;
    if (testimonialName && !testimonialKnown) problems.add(source.file, "proof.testimonial", `no testimonial by "${testimonialName}" in data/testimonials.yml`);
    // A production build may have left the testimonial out (unverified): the page then shows the case study alone.
    const testimonial = publishedTestimonials.find((item) => item.name === testimonialName);
    const overview = markdown(source, () => renderMarkdown(body(source), { publicDir, headingLevels: [] }));
    if (!overview) continue;
    industries.push({
      ...industry,
      slug: source.slug,
      snapshots: pickedSnapshots,
      posts: pickedPosts,
      proof: { ...(publishedCase ? { caseStudy: withoutEvidence(publishedCase) } : {}), ...(testimonial ? { testimonial } : {}) },
      overviewHtml: overview.html,
      shareImage: industryShareImagePath(source.slug),
    });
  }
  industries.sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));

  if (navigation) {
    const known = new Set(["/", "/services", "/buy-snapshot", "/pricing", "/blog", "/contact", "/industries"]);
    for (const [list, links] of [["header", navigation.header], ["footer", navigation.footer]] as const)
      links.forEach((link, index) => {
        if (!known.has(link.to.split("#")[0] || "/")) problems.add("data/navigation.yml", `${list}[${index}].to`, `"${link.to}" is not a page of the site`);
      });
  }

  // Claims made in words: launch-check names every field that makes one while it is unverified.
  factEvidence.phrases.forEach((phrase, index) => {
    const uses = phraseUses[index]!;
    const instead = phrase.unclaimed ? `; a production build says "${phrase.unclaimed}" instead` : "";
    claim(files.facts, `evidence.phrases[${index}]`, `${phrase.claim}, made in ${uses.length ? uses.join("; ") : "no field yet"}${instead}`, phrase);
  });

  if (problems.list.length > 0 || !pricing || !navigation || !home || !pages || !enquiryForm || !callAndChat || !interfaceWords || !pageWords || !testimonials || !caseStudies || !integrations || !snapshotStore || !snapshotCategories || !blogCategories)
    throw new ContentError(problems.list);

  const content: Content = {
    facts: publishedFacts,
    claims,
    claimWords: [...factEvidence.phrases.map((phrase) => phrase.pattern), pricing.popularBadge.label],
    pricing: { ...(({ popularBadge: _badge, ...rest }) => rest)(pricing), popularLabel: popularShown ? pricing.popularBadge.label : undefined },
    navigation,
    home,
    pages,
    enquiryForm,
    callAndChat,
    interfaceWords,
    pageWords,
    testimonials: publishedTestimonials,
    caseStudies: publishedCaseStudies.map(withoutEvidence),
    caseStudiesHeading: caseStudies.heading,
    integrations: integrations.integrations,
    snapshotStore: {
      ...(({ evidence: _evidence, originalPrice: _originalPrice, ...store }) => store)(snapshotStore),
      originalPrice: originalPriceShown ? snapshotStore.originalPrice?.price : undefined,
      averageRating: storeClaims.averageRating ? snapshotStore.averageRating : undefined,
      downloads: storeClaims.downloads ? formatAtLeast(snapshotStore.downloads) : undefined,
      lowestPrice: Math.min(...snapshots.map((snapshot) => snapshot.price)),
    },
    snapshotCategories: snapshotCategories.categories,
    blogCategories: blogCategories.categories,
    people,
    services: services.map(({ order: _order, ...service }) => service),
    servicePages,
    snapshots: snapshots.map(({ order: _order, ...snapshot }) => snapshot),
    snapshotDetails,
    snapshotDelivery,
    posts,
    legal,
    industries: industries.map(({ order: _order, ...industry }) => industry),
  };
  tokenValues.set(content, tokens);
  return content;
}

const tokenValues = new WeakMap<Content, TokenValues>();

/** The {{token}} values the content was filled with (the CMS preview resolves the editor's text with them). */
export function tokenValuesOf(content: Content): TokenValues {
  return tokenValues.get(content) ?? {};
}

let cached: { key: string; content: Content } | undefined;

/** The content of the current build, loaded once per process (and again when CONTENT_DIR changes). */
export function siteContent(): Content {
  const lang = readGroup("build").SITE_LANG;
  const key = `${contentDir()}\n${lang}`;
  if (cached?.key !== key) {
    const contentSettings = readContentSettings();
    cached = { key, content: loadContent(contentDir(), readSettings(), contentSettings, lang) };
    const withheld = cached.content.claims.filter((claim) => !claim.verified).length;
    if (contentSettings.production && withheld > 0)
      console.warn(`[content] production build: ${withheld} unverified claims are left out (npm run launch-check lists them)`);
  }
  return cached.content;
}

/** Forgets the loaded content (the dev server calls this when a content file changes). */
export function forgetContent() {
  cached = undefined;
}
