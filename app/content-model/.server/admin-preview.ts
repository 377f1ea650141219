/**
 * /admin/preview.js: the CMS's preview templates (./admin-preview.client.js, plain browser JavaScript on Decap's
 * globals) preceded by what they need from the site: its stylesheet, the {{token}} values and the names behind the
 * slugs a file stores (author, categories, related services). Written by the admin plugin at build, served fresh in dev.
 */
import { readFileSync } from "node:fs";
import type { Content } from "../schema";
import type { TokenValues } from "../../../lib/content-tokens";

export interface PreviewData {
  /** Site path of the site's built stylesheet (or the dev server's). */
  stylesheet: string;
  tokens: TokenValues;
  /** The token values of each other language's pages ("48 horas"), for a translation shown in the preview. */
  translatedTokens: Record<string, TokenValues>;
  names: Record<string, Record<string, string>>;
  defaultPrice: number;
}

export function previewData(
  stylesheet: string,
  content: Content,
  tokens: TokenValues,
  translatedTokens: Record<string, TokenValues> = {},
): PreviewData {
  return {
    stylesheet,
    tokens,
    translatedTokens,
    names: {
      // The people the build publishes (a production build: the verified ones); the preview signs others' posts as the agency.
      people: Object.fromEntries(content.people.map((person) => [person.id, person.name])),
      services: Object.fromEntries(content.services.map((service) => [service.slug, service.title])),
      snapshots: Object.fromEntries(content.snapshots.map((snapshot) => [snapshot.slug, snapshot.name])),
      snapshotCategories: Object.fromEntries(
        content.snapshotCategories.map((category) => [category.id, category.name]),
      ),
      blogCategories: Object.fromEntries(content.blogCategories.map((category) => [category.slug, category.name])),
    },
    defaultPrice: content.snapshotStore.defaultPrice,
  };
}

/**
 * The script: the data as JSON (`<` escaped, so no value can close a script tag), then the templates, inside a
 * function of their own so that their names stay theirs and do not become globals of the admin page.
 */
export function adminPreviewScript(data: PreviewData): string {
  const templates = readFileSync(new URL("./admin-preview.client.js", import.meta.url), "utf8");
  return `window.SITE_PREVIEW = ${JSON.stringify(data).replace(/</g, "\\u003c")};\n(function () {\n${templates}\n})();\n`;
}
