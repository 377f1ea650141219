import { readFileSync } from "node:fs";
import path from "node:path";
import { walk } from "../../server/build-manifest.mjs";
import { expect, test } from "./helpers";
import { MAX_PAGES, MIN_WORDS, repeatedSentences } from "./repeated-sentences";

// No page reads as boilerplate: a sentence of 8 or more words appears on at most 3 pages of the built site, except
// the calls to action, the buy box and the previews of other pages (marked data-shared), the header and the footer.
const CLIENT = path.resolve("build/client");

test("no sentence of 8 or more words is on more than 3 pages", async () => {
  // 404.html is the copy of 404/index.html that static hosts serve (one page, in each language).
  const files = (await walk(CLIENT)).filter(
    (file) => file.endsWith(".html") && !file.startsWith("admin") && !/(^|\/)404\.html$/.test(file),
  );
  const repeated = repeatedSentences(files.map((file) => [file, readFileSync(path.join(CLIENT, file), "utf8")]));
  expect(
    repeated.map(({ sentence, pages }) => `${pages.length} pages (${pages.slice(0, 4).join(", ")}...): ${sentence}`),
  ).toEqual([]);
});

test("the check finds a sentence repeated on one page too many, and leaves shared blocks alone", () => {
  const sentence = "Every workflow we build is tested end to end before launch.";
  const page = (extra = "") => `<main><p>A line of its own on each page ${Math.random()}.</p>${extra}</main>`;
  const pages = (count: number, block: string) =>
    Array.from({ length: count }, (_, index) => [`p${index}.html`, page(block)] as [string, string]);
  expect(repeatedSentences(pages(MAX_PAGES, `<p>${sentence}</p>`))).toEqual([]);
  expect(repeatedSentences(pages(MAX_PAGES + 1, `<p>${sentence}</p>`)).map((found) => found.sentence)).toEqual([
    sentence,
  ]);
  expect(repeatedSentences(pages(MAX_PAGES + 1, `<section data-shared="cta"><p>${sentence}</p></section>`))).toEqual(
    [],
  );
  const short = sentence
    .split(" ")
    .slice(0, MIN_WORDS - 1)
    .join(" ");
  expect(repeatedSentences(pages(MAX_PAGES + 1, `<p>${short}.</p>`))).toEqual([]);
});
