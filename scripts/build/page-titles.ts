// The build's last check of page titles: every built page's <title>, in every language, is at most TITLE_MAX
// characters. Titles typed in content are held to it when the content loads (naming the file and the field); this
// also catches a title put together in code (a snapshot's "{name} for GoHighLevel"). Run by scripts/build/postbuild.ts.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { titleProblem } from "../../lib/page-title.ts";

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** A page's title as a reader sees it (entities decoded), or undefined when it has none. */
export function titleOf(html: string): string | undefined {
  const raw = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  return raw?.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, name: string) =>
    name.startsWith("#x") || name.startsWith("#X")
      ? String.fromCodePoint(parseInt(name.slice(2), 16))
      : name.startsWith("#")
        ? String.fromCodePoint(Number(name.slice(1)))
        : (ENTITIES[name] ?? whole),
  );
}

/** Every page of `dir` whose title is too long, with what is wrong. */
export async function pagesWithLongTitles(dir: string, files: string[]): Promise<{ file: string; problem: string }[]> {
  const pages: { file: string; problem: string }[] = [];
  for (const file of files) {
    const title = titleOf(await readFile(path.join(dir, file), "utf8"));
    const problem = title === undefined ? undefined : titleProblem(title);
    if (problem) pages.push({ file, problem });
  }
  return pages;
}
