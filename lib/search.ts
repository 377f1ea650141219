/**
 * Site search: the pure parts. The index is built by Pagefind after prerendering (scripts/build/search-index.ts) from the
 * pages that mark their main content as searchable; the browser loads Pagefind's script and index from /pagefind/ only
 * when the search dialog opens (app/components/search/). Pagefind keeps one index per language (by each page's
 * `<html lang>`) and loads the one of the page it runs on, so a Spanish page searches the Spanish pages only.
 */
import { splitLang } from "../config/languages.mjs";
import { isOneOf } from "./typed-object.ts";

/**
 * The kinds of page search finds; each page marks its own with `data-pagefind-filter` and `data-pagefind-meta`. Their
 * names are content (interface-words.yml `search.types`).
 */
const SEARCH_TYPES = ["service", "industry", "snapshot", "post", "legal"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Where the built index and Pagefind's own script live, on this site. */
export const PAGEFIND_PATH = "/pagefind/";
export const PAGEFIND_SCRIPT = `${PAGEFIND_PATH}pagefind.js`;

/** Results shown at once; the rest are counted. */
export const SEARCH_RESULT_LIMIT = 8;

/** What the dialog uses of Pagefind's browser API (https://pagefind.app/docs/api/). */
export interface PagefindApi {
  options(options: { baseUrl?: string; excerptLength?: number }): Promise<void>;
  init(): Promise<void>;
  search(term: string): Promise<{ results: { id: string; data(): Promise<PagefindData> }[] } | null>;
}

export interface PagefindData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results?: { title: string; url: string; excerpt: string }[];
}

export interface SearchHit {
  id: string;
  /**
   * Path to open within the page's language, e.g. /buy-snapshot/mortgage or /legal/refund-policy#refunds-title (a
   * Spanish page's /es/services/x is /services/x: its links add the prefix).
   */
  href: string;
  title: string;
  type: SearchType | undefined;
  /** The section of a legal page the words were found in. */
  section?: string;
  excerpt: ExcerptPart[];
}

export interface ExcerptPart {
  text: string;
  /** A searched word, highlighted. */
  mark: boolean;
}

/**
 * Pagefind's page URLs end in "/" (it drops index.html); this site's canonical paths do not (the server would redirect).
 * Keeps a section's #anchor.
 */
export function sitePathOf(url: string): string {
  const [pathPart = "/", hash] = url.split("#");
  const path = pathPart.length > 1 ? pathPart.replace(/\/+$/, "") : "/";
  return hash ? `${path}#${hash}` : path;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1]?.toLowerCase() === "x" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Pagefind's excerpt is escaped HTML with the found words in <mark>. It becomes plain text parts, so the dialog renders
 * it as text (never as HTML) with the marks as <mark> elements.
 */
export function excerptParts(html: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const pattern = /<mark>([\s\S]*?)<\/mark>/g;
  let last = 0;
  for (const match of html.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: decodeEntities(stripTags(html.slice(last, match.index))), mark: false });
    parts.push({ text: decodeEntities(stripTags(match[1] ?? "")), mark: true });
    last = match.index + match[0].length;
  }
  if (last < html.length) parts.push({ text: decodeEntities(stripTags(html.slice(last))), mark: false });
  return parts.filter((part) => part.text !== "");
}

const stripTags = (html: string) => html.replace(/<[^>]*>/g, "");

const isSearchType = (value: string | undefined): value is SearchType => isOneOf(SEARCH_TYPES, value);

/**
 * One result as the dialog shows it. A legal page is long and made of numbered sections, so it opens at the section
 * that holds the words (Pagefind's first sub-result with an anchor), named beside the page title.
 */
export function toSearchHit(id: string, data: PagefindData): SearchHit {
  const type = isSearchType(data.meta.type) ? data.meta.type : undefined;
  const title = data.meta.title ?? sitePathOf(data.url);
  // The page's own title has an anchor too; a section is any other heading.
  const section =
    type === "legal" ? data.sub_results?.find((sub) => sub.url.includes("#") && sub.title !== title) : undefined;
  return {
    id,
    href: splitLang(sitePathOf(section?.url ?? data.url)).path,
    title,
    type,
    section: section?.title.replace(/^\d+\.\s*/, ""),
    excerpt: excerptParts(section?.excerpt ?? data.excerpt),
  };
}

/** The live region's sentences (interface-words.yml `search`), with {term}, {count}, {found} and {shown}. */
export interface ResultCountWords {
  none: string;
  one: string;
  many: string;
  bestShown: string;
}

/** What the live region says about the results: how many were found, and how many are shown when not all are. */
export function resultCountText(total: number, shown: number, term: string, words: ResultCountWords): string {
  const typed = term.trim();
  if (!typed) return "";
  const sentence = total === 0 ? words.none : total === 1 ? words.one : words.many;
  const found = sentence.replace("{count}", String(total)).replace("{term}", typed);
  return shown < total ? words.bestShown.replace("{found}", found).replace("{shown}", String(shown)) : found;
}

/** What the last search found: the words searched, how many pages matched, and the best of them. */
export interface SearchResults {
  term: string;
  total: number;
  hits: SearchHit[];
}

/** The live region's words besides the count: while a search runs, and when it could not. */
export interface SearchStatusWords extends ResultCountWords {
  searching: string;
  failed: string;
}

/**
 * What the live region says now: a failure, else the count of the last results, else that a search is under way for
 * what is typed; nothing with the field empty.
 */
export function searchStatus(
  state: { failed: boolean; results: SearchResults | null; term: string },
  words: SearchStatusWords,
): string {
  const { failed, results, term } = state;
  if (failed) return words.failed;
  if (results) return resultCountText(results.total, results.hits.length, results.term, words);
  return term.trim() ? words.searching : "";
}

/**
 * Where the up and down arrows move focus among `count` stops (the field, then the results), from the stop at `at`
 * (-1: none of them): one step, stopping at either end.
 */
export function arrowTarget(key: "ArrowDown" | "ArrowUp", at: number, count: number): number {
  return key === "ArrowDown" ? Math.min(at + 1, count - 1) : Math.max(at - 1, 0);
}
