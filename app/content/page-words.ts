import { cardWords, pageWords, crumbWords, homeWords, industryWords, legalWords, notFoundWords, pricingWords, serviceWords } from "virtual:site-content";

/**
 * The words of page sections and cards (content/data/page-words.yml, one file per language), one piece per page so a
 * page's code carries only its own words. Loaders (build time only) read `pageWords` whole from ~/content/pages.
 */
export { cardWords, pageWords, crumbWords, homeWords, industryWords, legalWords, notFoundWords, pricingWords, serviceWords };

/** A phrase with its {name} placeholders filled: fill("Show all {count} services", { count: 15 }). */
export function fill(phrase: string, values: Record<string, string | number>): string {
  return phrase.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
