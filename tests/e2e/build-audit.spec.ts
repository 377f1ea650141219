import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants as zlibConstants } from "node:zlib";
import { HtmlValidate } from "html-validate";
import { walk } from "../../server/build-manifest.mjs";
import {
  FIRST_ROUND_TRIP_BYTES,
  TRANSLATION_ALLOWANCE_BYTES,
  budgetProblems,
  firstUseCode,
  measurePages,
} from "../../scripts/checks/js-budgets.mjs";
import { resolvePath } from "../../server/http/resolve.ts";
import { expect, sitemapPaths, test } from "./helpers";

// Checks over the whole prerendered build (no browser): budgets, HTML validity, links and the sitemap.
const BUILD = path.resolve("build");
const CLIENT = path.join(BUILD, "client");

/**
 * Headers that only manage the connection they arrive on (hop-by-hop): a proxy or CDN in front of the server drops
 * them and HTTP/2 forbids them, so they never reach a visitor on a deployed site (Node's server adds them itself).
 */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection"]);

/** Bytes of a response's status line and the headers that reach a visitor, counted as HTTP/1.1 writes them. */
function headerBytes(status: number, headers: { name: string; value: string }[]): number {
  const sent = headers.filter(({ name }) => !HOP_BY_HOP.has(name.toLowerCase()));
  return (
    `HTTP/1.1 ${status} OK\r\n`.length +
    sent.reduce((total, { name, value }) => total + name.length + value.length + 4, 0) +
    2
  );
}

test.describe("built site", () => {
  let files: string[] = [];
  let htmlFiles: string[] = [];
  test.beforeAll(async () => {
    files = await walk(CLIENT);
    htmlFiles = files.filter((file) => file.endsWith(".html"));
  });

  // The budgets of scripts/checks/js-budgets.mjs: the framework floor every page loads, then each page type's own code.
  test("every page type loads at most its JavaScript budget: the floor every page shares, and its own code", () => {
    const { over, untyped } = budgetProblems(BUILD, htmlFiles);
    expect(untyped, "pages of no type in scripts/checks/js-budgets.mjs (give a new route a budget)").toEqual([]);
    expect(
      over,
      "over budget (if the growth is worth it, update scripts/checks/js-budgets.mjs from `node scripts/checks/js-budgets.mjs`)",
    ).toEqual([]);
  });

  test("the code of features used on demand (the popup, the store's payment step) is in no page's first load", () => {
    const { built, inFirstLoad } = firstUseCode(BUILD, measurePages(BUILD, htmlFiles));
    // The check means something only while the build has that code (the calendar and the chat: call-and-chat.spec.ts).
    expect(built).toEqual(
      expect.arrayContaining(["app/components/forms/ConsultationDialog.tsx", "app/components/forms/PayForm.tsx"]),
    );
    expect(inFirstLoad).toEqual([]);
  });

  test("every page's compressed HTML and response headers fit the first round trip", async ({ request }) => {
    const pages = [...sitemapPaths(), "/404", "/buy-snapshot/not-found", "/thank-you", "/search"];
    const over: string[] = [];
    for (const page of pages) {
      const response = await request.get(page, { headers: { "Accept-Encoding": "br, gzip" } });
      expect(response.headers()["content-encoding"], page).toBe("br");
      const headers = headerBytes(response.status(), response.headersArray());
      const bytes = headers + Number(response.headers()["content-length"]);
      if (bytes <= FIRST_ROUND_TRIP_BYTES) continue;
      // A translated page may run a little longer, if its first screen (up to the end of its first section) still
      // arrives in the first round trip (scripts/checks/js-budgets.mjs).
      const translated = /^\/es(\/|$)/.test(page);
      const html = readFileSync(path.join(CLIENT, page.slice(1), "index.html"), "utf8");
      const firstScreen = html.slice(0, html.indexOf("</section>") + "</section>".length);
      const firstScreenBytes =
        headers + brotliCompressSync(firstScreen, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length;
      if (
        !translated ||
        bytes > FIRST_ROUND_TRIP_BYTES + TRANSLATION_ALLOWANCE_BYTES ||
        firstScreenBytes > FIRST_ROUND_TRIP_BYTES
      )
        over.push(
          `${page}: ${(bytes / 1024).toFixed(1)} KB${translated ? ` (first screen ${(firstScreenBytes / 1024).toFixed(1)} KB)` : ""}`,
        );
    }
    expect(over).toEqual([]);
  });

  test("every character a page shows is in the brand face the build cut for the site", () => {
    const { characters } = JSON.parse(readFileSync(path.resolve("build/brand-font.json"), "utf8")) as {
      characters: string;
    };
    const inFace = new Set(characters);
    const missing = new Map<string, string>();
    for (const file of htmlFiles.filter((name) => !name.startsWith("admin/"))) {
      const text = readFileSync(path.join(CLIENT, file), "utf8")
        .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, "")
        .replace(/<[^>]*>/g, " ")
        .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
        .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
        .replace(/&(amp|lt|gt|quot|nbsp);/g, " ");
      for (const char of text) if (!/\s/.test(char) && !inFace.has(char) && !missing.has(char)) missing.set(char, file);
    }
    expect(
      [...missing].map(([char, file]) => `${char} (U+${char.codePointAt(0)!.toString(16).toUpperCase()}) in ${file}`),
    ).toEqual([]);
  });

  test("every prerendered page is valid HTML", async () => {
    // The same rules as `npx html-validate` (.htmlvalidate.json): HTML5 validity, not formatting style.
    const validator = new HtmlValidate(JSON.parse(readFileSync(".htmlvalidate.json", "utf8")));
    const errors: string[] = [];
    for (const file of htmlFiles) {
      const report = await validator.validateFile(path.join(CLIENT, file));
      for (const result of report.results)
        for (const message of result.messages) errors.push(`${file}: ${message.ruleId} ${message.message}`);
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
      // Error pages, the thank-you page of a form sent without JavaScript and the list of pages behind the search
      // control (noindex), and the CMS at /admin (noindex, disallowed in robots.txt) are not in the sitemap on purpose.
      // The same in each language (es/404/index.html...).
      .filter(
        (file) =>
          ![
            "404.html",
            "404/index.html",
            "buy-snapshot/not-found/index.html",
            "thank-you/index.html",
            "search/index.html",
            "admin/index.html",
          ].includes(file.replace(/^es\//, "")),
      )
      .map((file) => (file === "index.html" ? "/" : `/${file.replace(/\/index\.html$/, "")}`));
    expect(pages.filter((page) => !listed.has(page))).toEqual([]);
    for (const page of listed) {
      const response = await request.get(page, { maxRedirects: 0 });
      expect(response.status(), page).toBe(200);
    }
  });
});
