/**
 * Claims, verified or not (decisions 032 and 054): where each claim made in words is made (for launch-check), how a
 * production build rewords or withholds the unverified ones, and which testimonials, case studies and figures it
 * publishes.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { DEFAULT_LANG, LANGS, type Lang } from "../../../config/languages.mjs";
import { formatAtLeast, formatDollars } from "../../../lib/pricing";
import type { z } from "zod";
import {
  FIGURE_FACTS,
  factsSchema,
  type Content,
  type caseStudiesFileSchema,
  type pricingSchema,
  type snapshotStoreSchema,
  type testimonialsFileSchema,
} from "../schema";
import { fieldsContaining, reword, withoutEvidence, type Claim, type Evidence } from "./evidence";
import { LANGUAGE_FILE, translationFile } from "./translation";
import { Problems, check, readSource, type LoadContext, type SourceFile } from "./load-source";
import type { Facts } from "./load-tokens";
import { propertyAt } from "../../../lib/typed-object";

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
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, mapStrings(inner, change)]));
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
    const patterns = (Array.isArray(phrases) ? phrases : [])
      .map((phrase) => propertyAt(phrase, "pattern"))
      .map((pattern) => (typeof pattern === "string" && pattern.trim() ? pattern : undefined));
    for (const source of sources) {
      // The thing's plain name (data/home.en.yml is data/home.yml), whose translation is data/home.es.yml.
      const file = translationFile(source.file.replace(LANGUAGE_FILE, ".$2"), lang);
      const translated = existsSync(path.join(root, file)) ? readSource(root, file, ignored) : undefined;
      if (!translated) continue;
      patterns.forEach((pattern, index) => {
        if (pattern)
          for (const field of fieldsContaining(pattern, translated.data, translated.body))
            (uses[index] ??= []).push(`${file} ${field}`);
      });
    }
  }
  return uses;
}

/** `value` without the entries of its lists (at any depth) whose text contains one of `patterns` (any case). */
function withoutListEntries(value: unknown, patterns: readonly string[]): unknown {
  if (Array.isArray(value))
    return value
      .filter((item) => !patterns.some((pattern) => fieldsContaining(pattern, item).length > 0))
      .map((item) => withoutListEntries(item, patterns));
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withoutListEntries(inner, patterns)]));
  return value;
}

export interface UnverifiedInputs {
  root: string;
  lang: Lang;
  problems: Problems;
  production: boolean;
  facts: Facts;
  factsFile: SourceFile;
  snapshotStoreFile: SourceFile | undefined;
  /** Every file of copy (all but the facts). */
  copySources: SourceFile[];
  /** English's facts file, in another language's pass. */
  englishFacts: SourceFile | undefined;
}

/**
 * Finds where each claim made in words is made (returned by the phrase's index), and has a production build reword or
 * withhold what is unverified in the copy (changing the sources in place) or fail naming the field.
 */
export function withholdUnverified({
  root,
  lang,
  problems,
  production,
  facts: { facts, store },
  factsFile,
  snapshotStoreFile,
  copySources,
  englishFacts,
}: UnverifiedInputs): string[][] {
  // Another language's pass also holds English's claims: its pages show parts of English-only pages (a post's card on
  // an industry page).
  const claimPhrases = [
    ...facts.evidence.phrases,
    ...((englishFacts &&
      check(
        factsSchema.shape.evidence.shape.phrases,
        englishFacts,
        (englishFacts.data as { evidence?: { phrases?: unknown } }).evidence?.phrases,
        problems,
      )) ??
      []),
  ];
  const otherLanguages = lang === DEFAULT_LANG ? translatedUses(root, copySources) : [];
  const phraseUses = facts.evidence.phrases.map((phrase, index) => [
    ...copySources.flatMap((source) =>
      fieldsContaining(phrase.pattern, source.data, source.body).map((field) => `${source.file} ${field}`),
    ),
    ...(otherLanguages[index] ?? []),
  ]);
  facts.evidence.phrases.forEach((phrase, index) => {
    if (phrase.unclaimed && fieldsContaining(phrase.pattern, phrase.unclaimed).length > 0)
      problems.add(
        factsFile.file,
        `evidence.phrases[${index}].unclaimed`,
        `still says "${phrase.pattern}": write the sentence without the claim`,
      );
  });

  // A production build publishes a marketing figure or a claim made in words only once verified. A claim made in words
  // that has its unclaimed words is reworded wherever it is made (decision 054). Otherwise an entry of a list (a badge,
  // a benefit, a question) that states an unverified one is left out; anywhere else (a title, a sentence of a page) the
  // build fails, naming the field, because half a sentence can't be hidden (decision 032).
  const openPhrases = production ? claimPhrases.filter((phrase) => !phrase.verified) : [];
  const rewordings = openPhrases.flatMap(({ pattern, unclaimed }) => (unclaimed ? [{ pattern, unclaimed }] : []));
  if (rewordings.length > 0)
    for (const source of copySources) {
      source.data = mapStrings(source.data, (text) => reword(text, rewordings));
      source.body = reword(source.body, rewordings);
    }
  const withheldPatterns = production
    ? [
        // A figure's token, whole or one of its parts ({{facts.satisfaction.value}}), not a longer name's.
        ...FIGURE_FACTS.filter((name) => !facts.evidence[name].verified).flatMap((name) => [
          `{{facts.${name}}}`,
          `{{facts.${name}.`,
        ]),
        ...(["averageRating", "downloads"] as const)
          .filter(
            (name) =>
              !(snapshotStoreFile?.data as { evidence?: Record<string, Evidence | undefined> }).evidence?.[name]
                ?.verified,
          )
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
          problems.add(
            source.file,
            field,
            `states ${pattern.startsWith("{{") ? pattern.replace(/\.$/, "...}}") : `"${pattern}"`}, an unverified claim: a production build can't publish it; verify it (npm run launch-check lists it) or reword`,
          );
    }
  return phraseUses;
}

/** Records each claim with its evidence in `claims`; answers whether the page may show it (any in a demo build). */
export function claimRecorder(claims: Claim[], production: boolean): LoadContext["claim"] {
  return (source, field, what, evidence) => {
    if (source) claims.push({ file: source.file, field, what, verified: evidence.verified, source: evidence.source });
    return !production || evidence.verified;
  };
}

export interface ClaimFiles {
  facts: SourceFile | undefined;
  testimonials: SourceFile | undefined;
  caseStudies: SourceFile | undefined;
  pricing: SourceFile | undefined;
  snapshotStore: SourceFile | undefined;
}

export interface ClaimedData {
  testimonials: z.infer<typeof testimonialsFileSchema> | undefined;
  caseStudies: z.infer<typeof caseStudiesFileSchema> | undefined;
  pricing: z.infer<typeof pricingSchema> | undefined;
  snapshotStore: z.infer<typeof snapshotStoreSchema> | undefined;
}

/**
 * Social proof and marketing figures with their evidence (for launch-check): what a production build publishes of the
 * testimonials, case studies, figures, the popular badge, the former price and the marketplace's numbers.
 */
export function publishedClaims(
  claim: LoadContext["claim"],
  files: ClaimFiles,
  { facts, store }: Facts,
  data: ClaimedData,
) {
  const { testimonials, caseStudies, pricing, snapshotStore } = data;
  const publishedTestimonials = (testimonials?.testimonials ?? [])
    .filter((item, index) =>
      claim(files.testimonials, `testimonials[${index}]`, `Testimonial from ${item.name}, ${item.company}`, item),
    )
    .map(withoutEvidence);
  const publishedCaseStudies = (caseStudies?.caseStudies ?? []).filter((item, index) =>
    claim(
      files.caseStudies,
      `caseStudies[${index}]`,
      `Case study "${item.title}" (${item.metric} ${item.metricLabel})`,
      item,
    ),
  );
  const { evidence: factEvidence, ...allFacts } = facts;
  const publishedFacts: Content["facts"] = { ...allFacts };
  for (const name of FIGURE_FACTS)
    if (!claim(files.facts, `evidence.${name}`, `${name}: ${factText(facts[name])}`, factEvidence[name]))
      delete publishedFacts[name];
  const popularShown =
    pricing &&
    claim(
      files.pricing,
      "popularBadge",
      `"${pricing.popularBadge.label}" badge on the ${pricing.plans.find((plan) => plan.popular)?.name} plan`,
      pricing.popularBadge,
    );
  const originalPriceShown =
    snapshotStore?.originalPrice &&
    claim(
      files.snapshotStore,
      "originalPrice",
      `Former price ${formatDollars(snapshotStore.originalPrice.price)}, struck through on every snapshot page`,
      snapshotStore.originalPrice,
    );
  const storeClaims = {
    averageRating: claim(
      files.snapshotStore,
      "evidence.averageRating",
      `Marketplace rating ${store.averageRating}`,
      snapshotStore?.evidence.averageRating ?? { verified: false, source: "" },
    ),
    downloads: claim(
      files.snapshotStore,
      "evidence.downloads",
      `Marketplace downloads ${formatAtLeast(store.downloads)}`,
      snapshotStore?.evidence.downloads ?? { verified: false, source: "" },
    ),
  };
  return {
    publishedTestimonials,
    publishedCaseStudies,
    publishedFacts,
    factEvidence,
    popularShown,
    originalPriceShown,
    storeClaims,
  };
}
