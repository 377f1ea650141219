// The site search's index: Pagefind reads the prerendered pages (only what they mark with data-pagefind-body: the
// main content of service, industry, snapshot, blog and legal pages) and writes its index and browser script to /pagefind/.
// One index per language, by each page's <html lang>: the browser script loads the index of the page it runs on, so
// a Spanish page (under /es) finds Spanish pages only and an English page English ones.
// Run by scripts/build/postbuild.ts after `react-router build`; the browser loads it only when the search dialog opens.
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import * as pagefind from "pagefind";
import { LANGS, LANGUAGES } from "../../config/languages.mjs";

/** What Pagefind leaves out of the marked main content: tab labels and the small labels above headings. */
export const SEARCH_EXCLUDED = ["[role=tablist]", ".eyebrow"];

/** The folders of searchable pages, in every language (a language's pages are under its prefix, e.g. es/services). */
const SEARCHED = ["services", "industries", "buy-snapshot", "blog", "legal"].flatMap((folder) => [
  folder,
  ...LANGS.map((lang) => LANGUAGES[lang].prefix.slice(1))
    .filter(Boolean)
    .map((prefix) => `${prefix}/${folder}`),
]);

export async function buildSearchIndex(clientDir: string): Promise<{ pages: number }> {
  const outputPath = path.join(clientDir, "pagefind");
  await rm(outputPath, { recursive: true, force: true });
  try {
    // A result's excerpt is the page's own words: labels around them (tab names, eyebrows above headings) are left
    // out here, and breadcrumbs and badges carry data-pagefind-ignore.
    const { index, errors } = await pagefind.createIndex({ excludeSelectors: SEARCH_EXCLUDED });
    if (!index) throw new Error(`pagefind: ${errors.join("; ")}`);
    // The CMS and the error pages are not content: the CMS has no marked body, the error pages are left out here.
    const added = await index.addDirectory({ path: clientDir, glob: `{${SEARCHED.join(",")}}/*/index.html` });
    if (added.errors.length) throw new Error(`pagefind: ${added.errors.join("; ")}`);
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length) throw new Error(`pagefind: ${written.errors.join("; ")}`);
    // The site has its own dialog (app/components/search/): Pagefind's ready-made interfaces are never loaded.
    const unused = (await readdir(outputPath)).filter((name) =>
      /^pagefind-(ui|modular-ui|component-ui|highlight)\./.test(name),
    );
    await Promise.all(unused.map((name) => rm(path.join(outputPath, name))));
    return { pages: added.page_count };
  } finally {
    await pagefind.close();
  }
}
