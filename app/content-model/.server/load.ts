/**
 * Reads content/ (YAML data and Markdown with YAML frontmatter), fills in {{tokens}}, validates every file against
 * its schema and every reference against what exists, renders Markdown, and returns what the site reads.
 * Any problem stops the build with the file, the field and what is wrong; all problems are listed at once.
 * Each kind of thing is loaded by its own module beside this one (load-services.ts, load-snapshots.ts...); what
 * they share is in load-source.ts.
 */
import path from "node:path";
import type { z } from "zod";
import { homeTitle, titleProblem } from "../../../lib/page-title";
import {
  LEGAL_SETTINGS,
  readContentSettings,
  readGroup,
  readSettings,
  type ContentSettings,
  type SiteSettings,
} from "../../../config/settings.mjs";
import { DEFAULT_LANG, LANGUAGES, splitLang, type Lang } from "../../../config/languages.mjs";
import { formatAtLeast } from "../../../lib/pricing";
import { tokensIn, type TokenValues } from "../../../lib/content-tokens";
import { inlineLinks } from "../../../lib/inline-links";
import {
  type Content,
  blogCategoriesFileSchema,
  caseStudiesFileSchema,
  enquiryFormSchema,
  callAndChatSchema,
  interfaceWordsSchema,
  pageWordsSchema,
  homeSchema,
  integrationsFileSchema,
  navigationSchema,
  pagesSchema,
  pricingSchema,
  snapshotCategoriesFileSchema,
  snapshotStoreSchema,
  testimonialsFileSchema,
} from "../schema";
import { withoutEvidence, type Claim } from "./evidence";
import { MarkdownError } from "./markdown";
import {
  ContentError,
  Problems,
  check,
  contentReader,
  fillTokens,
  type LoadContext,
  type SourceFile,
} from "./load-source";
import { contentTokens, readFacts } from "./load-tokens";
import { claimRecorder, publishedClaims, withholdUnverified } from "./load-claims";
import { bylines, loadPeople } from "./load-people";
import { loadServices } from "./load-services";
import { loadSnapshots } from "./load-snapshots";
import { loadPosts } from "./load-posts";
import { loadLegal } from "./load-legal";
import { loadIndustries } from "./load-industries";
import { entriesOf, propertyAt } from "../../../lib/typed-object";

export { ContentError };

/** Where content lives; CONTENT_DIR points a build at another copy (tests build from a temporary folder). */
export function contentDir(): string {
  return path.resolve(readGroup("build").CONTENT_DIR);
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
  // The reader learns which language the texts will come in: the enquiry's own (decision 044), named in its words.
  if (!new RegExp(LANGUAGES[lang].name, "iu").test(label))
    problems.push(`must say the texts come in ${LANGUAGES[lang].inEnglish}, naming it ("${LANGUAGES[lang].name}")`);
  for (const part of inlineLinks(label))
    if (part.href?.startsWith("/") && splitLang(part.href).lang !== lang)
      problems.push(
        `links to ${part.href}, a page in another language than this file's: write ${LANGUAGES[lang].prefix}${splitLang(part.href).path}`,
      );
  return problems;
}

/** The data files, one thing each. */
function readDataFiles(read: (file: string) => SourceFile | undefined) {
  return {
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
}

type DataFiles = ReturnType<typeof readDataFiles>;

/** The data files with their tokens filled, each checked against its schema. */
function checkDataFiles(ctx: LoadContext, files: DataFiles) {
  const { data } = ctx;
  const pricing = data(pricingSchema, files.pricing);
  const navigation = data(navigationSchema, files.navigation);
  const home = data(homeSchema, files.home);
  const pages = data(pagesSchema, files.pages);
  const enquiryForm = data(enquiryFormSchema, files.enquiryForm);
  if (files.enquiryForm)
    for (const problem of smsConsentProblems(files.enquiryForm.data, ctx.lang))
      ctx.problems.add(files.enquiryForm.file, "smsConsent.label", problem);
  const callAndChat = data(callAndChatSchema, files.callAndChat);
  const interfaceWords = data(interfaceWordsSchema, files.interfaceWords);
  const pageWords = data(pageWordsSchema, files.pageWords);
  const testimonials = data(testimonialsFileSchema, files.testimonials);
  const caseStudies = data(caseStudiesFileSchema, files.caseStudies);
  const integrations = data(integrationsFileSchema, files.integrations);
  const snapshotStore = data(snapshotStoreSchema, files.snapshotStore);
  const snapshotCategories = data(snapshotCategoriesFileSchema, files.snapshotCategories);
  const blogCategories = data(blogCategoriesFileSchema, files.blogCategories);
  return {
    pricing,
    navigation,
    home,
    pages,
    enquiryForm,
    callAndChat,
    interfaceWords,
    pageWords,
    testimonials,
    caseStudies,
    integrations,
    snapshotStore,
    snapshotCategories,
    blogCategories,
  };
}

type CheckedData = ReturnType<typeof checkDataFiles>;

/** Ids, slugs and icons each list must not repeat. */
function uniquenessProblems(
  problems: Problems,
  files: DataFiles,
  { pricing, snapshotCategories, blogCategories, integrations }: CheckedData,
) {
  const unique = (source: SourceFile | undefined, field: string, values: string[]) => {
    const seen = new Set<string>();
    values.forEach((value, index) => {
      if (seen.has(value)) problems.add(source?.file ?? "", `${field}[${index}]`, `"${value}" appears twice`);
      seen.add(value);
    });
  };
  if (pricing)
    unique(
      files.pricing,
      "plans",
      pricing.plans.map((plan) => plan.id),
    );
  if (snapshotCategories)
    unique(
      files.snapshotCategories,
      "categories",
      snapshotCategories.categories.map((category) => category.id),
    );
  if (blogCategories)
    unique(
      files.blogCategories,
      "categories",
      blogCategories.categories.map((category) => category.slug),
    );
  if (integrations)
    unique(
      files.integrations,
      "integrations",
      integrations.integrations.map((item) => item.icon),
    );
}

/** The navigation's links go to pages of the site. */
function navigationProblems(problems: Problems, navigation: CheckedData["navigation"]) {
  if (!navigation) return;
  const known = new Set(["/", "/services", "/buy-snapshot", "/pricing", "/blog", "/contact", "/industries"]);
  for (const [list, links] of [
    ["header", navigation.header],
    ["footer", navigation.footer],
  ] as const)
    links.forEach((link, index) => {
      if (!known.has(link.to.split("#")[0] || "/"))
        problems.add("data/navigation.yml", `${list}[${index}].to`, `"${link.to}" is not a page of the site`);
    });
}

/** The context each kind of thing is loaded with: tokens filled, data checked, Markdown rendered, claims noted. */
function loadContext(
  root: string,
  lang: Lang,
  problems: Problems,
  production: boolean,
  tokens: TokenValues,
  claims: Claim[],
): LoadContext {
  return {
    root,
    lang,
    locale: LANGUAGES[lang].locale,
    problems,
    production,
    publicDir: path.resolve("public"),
    data: <S extends z.ZodType>(schema: S, source: SourceFile | undefined): z.infer<S> | undefined =>
      source && check(schema, source, fillTokens(source.data, tokens, source, problems), problems),
    // fillTokens gives back a string for a string.
    body: (source) => fillTokens(source.body, tokens, source, problems) as string,
    markdown: (source, render) => {
      try {
        return render();
      } catch (error) {
        if (error instanceof MarkdownError) {
          problems.add(source.file, "body", error.message);
          return undefined;
        }
        throw error;
      }
    },
    claim: claimRecorder(claims, production),
  };
}

type CheckedFiles = ReturnType<typeof checkDataFiles>;

/** The data files every page needs, or undefined while one of them failed its checks (its problems are listed). */
function requiredParts(checked: CheckedFiles) {
  const {
    pricing,
    navigation,
    home,
    pages,
    enquiryForm,
    callAndChat,
    interfaceWords,
    pageWords,
    testimonials,
    caseStudies,
    integrations,
    snapshotStore,
    snapshotCategories,
    blogCategories,
  } = checked;
  if (
    !pricing ||
    !navigation ||
    !home ||
    !pages ||
    !enquiryForm ||
    !callAndChat ||
    !interfaceWords ||
    !pageWords ||
    !testimonials ||
    !caseStudies ||
    !integrations ||
    !snapshotStore ||
    !snapshotCategories ||
    !blogCategories
  )
    return undefined;
  return {
    pricing,
    navigation,
    home,
    pages,
    enquiryForm,
    callAndChat,
    interfaceWords,
    pageWords,
    testimonials,
    caseStudies,
    integrations,
    snapshotStore,
    snapshotCategories,
    blogCategories,
  };
}

/** What the loaders of the folders made, before the fields only the build uses (the order) are dropped. */
interface LoadedFolders extends Pick<
  Content,
  "claims" | "people" | "servicePages" | "snapshotDetails" | "snapshotDelivery" | "posts" | "legal"
> {
  services: ReturnType<typeof loadServices>["services"];
  snapshots: ReturnType<typeof loadSnapshots>["snapshots"];
  industries: ReturnType<typeof loadIndustries>;
}

/** The content pages read: the checked files with what a production build withholds left out. */
function assembleContent(
  parts: NonNullable<ReturnType<typeof requiredParts>>,
  published: ReturnType<typeof publishedClaims>,
  loaded: LoadedFolders,
): Content {
  const { pricing, caseStudies, integrations, snapshotStore, snapshotCategories, blogCategories } = parts;
  return {
    facts: published.publishedFacts,
    claims: loaded.claims,
    claimWords: [...published.factEvidence.phrases.map((phrase) => phrase.pattern), pricing.popularBadge.label],
    pricing: {
      ...(({ popularBadge: _badge, ...rest }) => rest)(pricing),
      popularLabel: published.popularShown ? pricing.popularBadge.label : undefined,
    },
    navigation: parts.navigation,
    home: parts.home,
    pages: parts.pages,
    enquiryForm: parts.enquiryForm,
    callAndChat: parts.callAndChat,
    interfaceWords: parts.interfaceWords,
    pageWords: parts.pageWords,
    testimonials: published.publishedTestimonials,
    caseStudies: published.publishedCaseStudies.map(withoutEvidence),
    caseStudiesHeading: caseStudies.heading,
    integrations: integrations.integrations,
    snapshotStore: {
      ...(({ evidence: _evidence, originalPrice: _originalPrice, ...store }) => store)(snapshotStore),
      originalPrice: published.originalPriceShown ? snapshotStore.originalPrice?.price : undefined,
      averageRating: published.storeClaims.averageRating ? snapshotStore.averageRating : undefined,
      downloads: published.storeClaims.downloads ? formatAtLeast(snapshotStore.downloads) : undefined,
      lowestPrice: Math.min(...loaded.snapshots.map((snapshot) => snapshot.price)),
    },
    snapshotCategories: snapshotCategories.categories,
    blogCategories: blogCategories.categories,
    people: loaded.people,
    services: loaded.services.map(({ order: _order, ...service }) => service),
    servicePages: loaded.servicePages,
    snapshots: loaded.snapshots.map(({ order: _order, ...snapshot }) => snapshot),
    snapshotDetails: loaded.snapshotDetails,
    snapshotDelivery: loaded.snapshotDelivery,
    posts: loaded.posts,
    legal: loaded.legal,
    industries: loaded.industries.map(({ order: _order, ...industry }) => industry),
  };
}

/** Loads and checks the whole content folder. Throws ContentError listing every problem found. */
export function loadContent(
  root = contentDir(),
  settings: SiteSettings = readSettings(),
  contentSettings: ContentSettings = readContentSettings(),
  lang: Lang = DEFAULT_LANG,
): Content {
  const problems = new Problems(root);
  // A live site names the company behind it: a production build stops while a legal setting is unset.
  if (contentSettings.production)
    for (const [key, name] of entriesOf(LEGAL_SETTINGS))
      if (!contentSettings.legal[key])
        problems.add(
          "legal",
          "",
          `needs the setting ${name} in a production build (docs/operating.md "Configuration")`,
        );
  const { readFile, read, folder } = contentReader(root, lang, problems);

  // 1. Read every file.
  const files = readDataFiles(read);
  const peopleFiles = folder("people", ".yml");
  const serviceFiles = folder("services", ".md");
  const snapshotFiles = folder("snapshots", ".md");
  const postFiles = folder("posts", ".md");
  const legalFiles = folder("legal", ".md");
  const industryFiles = folder("industries", ".md");

  // An industry page names its case study by the English title: each title's translation, by position (a translation
  // keeps the English file's order), taken before a production build leaves unverified ones out.
  const titlesOf = (source: SourceFile | undefined) =>
    ((source?.data ?? {}) as { caseStudies?: { title?: string }[] }).caseStudies?.map((item) => item.title) ?? [];
  const translatedTitles = titlesOf(files.caseStudies);
  const caseTitleIn = new Map(
    titlesOf(lang === DEFAULT_LANG ? files.caseStudies : readFile("data/case-studies.yml")).map(
      (title, index) => [title, translatedTitles[index]] as const,
    ),
  );

  // 2. The facts other copy refers to, and every token made of them and of the settings.
  const facts = readFacts(files, problems);
  const counts = {
    services: serviceFiles.length,
    snapshots: snapshotFiles.length,
    posts: postFiles.length,
    industries: industryFiles.length,
  };
  const snapshotPrices = snapshotFiles.map((source) => propertyAt(source.data, "price"));
  const tokens = contentTokens(
    { settings, contentSettings, locale: LANGUAGES[lang].locale, facts, files, counts, snapshotPrices },
    problems,
  );

  // 3. Claims made in words, and where each is made (for launch-check), before a production build rewords them.
  const copySources = [
    ...Object.values(files),
    ...peopleFiles,
    ...serviceFiles,
    ...snapshotFiles,
    ...postFiles,
    ...legalFiles,
    ...industryFiles,
  ].filter((source): source is SourceFile => source !== undefined && source !== files.facts);
  const englishFacts = lang === DEFAULT_LANG ? undefined : readFile("data/facts.yml");
  const phraseUses = withholdUnverified({
    root,
    lang,
    problems,
    production: contentSettings.production,
    facts,
    factsFile: files.facts!,
    snapshotStoreFile: files.snapshotStore,
    copySources,
    englishFacts,
  });

  // 4. Fill tokens, then validate each file in full.
  const claims: Claim[] = [];
  const ctx = loadContext(root, lang, problems, contentSettings.production, tokens, claims);
  const checked = checkDataFiles(ctx, files);
  // The home page's title is the brand's and these words: both together must fit a search result.
  const homeTitleTooLong =
    checked.pageWords && titleProblem(homeTitle(settings.brandName, checked.pageWords.home.metaTitle));
  if (homeTitleTooLong)
    problems.add(files.pageWords!.file, "home.metaTitle", `${homeTitleTooLong} (the brand name and " | " come first)`);
  const published = publishedClaims(ctx.claim, files, facts, checked);
  uniquenessProblems(problems, files, checked);

  const people = loadPeople(ctx, peopleFiles, postFiles);
  const snapshotSlugs = new Set(snapshotFiles.map((source) => source.slug));
  const { services, servicePages, serviceSlugs } = loadServices(ctx, serviceFiles, snapshotSlugs);
  const { snapshots, snapshotDetails, snapshotDelivery, snapshotTags } = loadSnapshots(ctx, snapshotFiles, {
    defaultPrice: facts.store.defaultPrice,
    snapshotStore: checked.snapshotStore,
    snapshotCategories: checked.snapshotCategories,
  });
  const personIds = new Set(peopleFiles.map((source) => source.slug));
  const posts = loadPosts(ctx, postFiles, {
    personIds,
    bylineOf: bylines(people, settings.brandName),
    brandName: settings.brandName,
  });
  const legal = loadLegal(ctx, legalFiles);
  const industries = loadIndustries(ctx, industryFiles, {
    serviceSlugs,
    snapshots,
    snapshotTags,
    posts,
    caseStudies: checked.caseStudies,
    testimonials: checked.testimonials,
    caseTitleIn,
    ...published,
  });
  navigationProblems(problems, checked.navigation);

  // Claims made in words: launch-check names every field that makes one while it is unverified.
  published.factEvidence.phrases.forEach((phrase, index) => {
    const uses = phraseUses[index]!;
    const instead = phrase.unclaimed ? `; a production build says "${phrase.unclaimed}" instead` : "";
    ctx.claim(
      files.facts,
      `evidence.phrases[${index}]`,
      `${phrase.claim}, made in ${uses.length ? uses.join("; ") : "no field yet"}${instead}`,
      phrase,
    );
  });

  const parts = requiredParts(checked);
  if (problems.list.length > 0 || !parts) throw new ContentError(problems.list);
  const content = assembleContent(parts, published, {
    claims,
    people,
    services,
    servicePages,
    snapshots,
    snapshotDetails,
    snapshotDelivery,
    posts,
    legal,
    industries,
  });
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
      console.warn(
        `[content] production build: ${withheld} unverified claims are left out (npm run launch-check lists them)`,
      );
  }
  return cached.content;
}

/** Forgets the loaded content (the dev server calls this when a content file changes). */
export function forgetContent() {
  cached = undefined;
}
