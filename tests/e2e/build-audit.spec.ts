import { readFileSync } from "node:fs";
import path from "node:path";
import { HtmlValidate } from "html-validate";
import { walk } from "../../scripts/build-manifest.mjs";
import { pageJsBytes } from "../../scripts/js-budget.mjs";
import { resolvePath } from "../../server/resolve.ts";
import { expect, sitemapPaths, test } from "./helpers";

// Checks over the whole prerendered build (no browser): budgets, HTML validity, links and the sitemap.
const CLIENT = path.resolve("build/client");
const JS_BUDGET_BYTES = 140 * 1024;

test.describe("built site", () => {
  let files: string[] = [];
  let htmlFiles: string[] = [];
  test.beforeAll(async () => {
    files = await walk(CLIENT);
    htmlFiles = files.filter((file) => file.endsWith(".html"));
  });

  test("every page loads at most 140 KB of gzipped JavaScript", () => {
    const over = htmlFiles
      .map((file) => ({ file, kb: pageJsBytes(CLIENT, file) / 1024 }))
      .filter((page) => page.kb * 1024 > JS_BUDGET_BYTES)
      .map((page) => `${page.file}: ${page.kb.toFixed(1)} KB`);
    expect(over).toEqual([]);
  });

  test("every prerendered page is valid HTML", async () => {
    // The same rules as `npx html-validate` (.htmlvalidate.json): HTML5 validity, not formatting style.
    const validator = new HtmlValidate(JSON.parse(readFileSync(".htmlvalidate.json", "utf8")));
    const errors: string[] = [];
    for (const file of htmlFiles) {
      const report = await validator.validateFile(path.join(CLIENT, file));
      for (const result of report.results) for (const message of result.messages) errors.push(`${file}: ${message.ruleId} ${message.message}`);
    }
    expect(errors).toEqual([]);
  });

  test("no internal link, image or script is broken", () => {
    const known = new Set(files);
    const broken = new Set<string>();
    let checked = 0;
    for (const file of htmlFiles) {
      const html = readFileSync(path.join(CLIENT, file), "utf8");
      for (const match of html.matchAll(/\s(?:href|src)="(\/[^"#?]*)[^"]*"/g)) {
        const target = match[1]!;
        if (target.startsWith("//")) continue;
        checked += 1;
        const resolved = resolvePath(target, known);
        if (resolved.kind === "file" && resolved.status !== 200) broken.add(`${file} -> ${target}`);
        if (resolved.kind === "redirect") broken.add(`${file} -> ${target} (redirects to ${resolved.location})`);
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect([...broken]).toEqual([]);
  });

  test("the sitemap lists every page, and every entry answers 200", async ({ request }) => {
    const listed = new Set(sitemapPaths());
    const pages = htmlFiles
      // Error pages, the thank-you page of a form sent without JavaScript (noindex), and the CMS at /admin (noindex,
      // disallowed in robots.txt) are not in the sitemap on purpose.
      .filter((file) => !["404.html", "404/index.html", "buy-snapshot/not-found/index.html", "thank-you/index.html", "admin/index.html"].includes(file))
      .map((file) => (file === "index.html" ? "/" : `/${file.replace(/\/index\.html$/, "")}`));
    expect(pages.filter((page) => !listed.has(page))).toEqual([]);
    for (const page of listed) {
      const response = await request.get(page, { maxRedirects: 0 });
      expect(response.status(), page).toBe(200);
    }
  });
});
