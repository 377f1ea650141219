// The relative links of the project's Markdown guides: every link to a file must name one that exists, and every
// `#anchor` a heading of its file, with the anchors GitHub gives headings (so a renamed heading or a moved guide
// fails the test beside this file instead of leaving a dead link).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** Markdown without its fenced code blocks and inline code, where a `#` or `[x](y)` is not Markdown. */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "").replace(/`[^`\n]*`/g, "");
}

/** The anchor GitHub gives a heading's text: lower case, punctuation dropped, spaces as hyphens. */
export function headingSlug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, "")
    .replace(/ /g, "-");
}

/** Every anchor a file's headings give, a repeated one numbered as GitHub numbers it (`x`, `x-1`, `x-2`). */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const withoutFences = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "");
  for (const match of withoutFences.matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    const slug = headingSlug(match[1] ?? "");
    const count = seen.get(slug) ?? 0;
    anchors.add(count ? `${slug}-${count}` : slug);
    seen.set(slug, count + 1);
  }
  return anchors;
}

/** The targets of a file's inline links and images, outside code. */
export function linkTargets(markdown: string): string[] {
  return [...prose(markdown).matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?: "[^"]*")?\)/g)].map((match) => match[1] ?? "");
}

/**
 * The links of one file that lead nowhere, each as "target: why". Web and mail addresses are not followed; a link
 * to a folder must find it.
 */
export function brokenLinks(file: string, read: (file: string) => string = (name) => readFileSync(name, "utf8")) {
  const problems: string[] = [];
  for (const target of linkTargets(read(file))) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
    const [pathPart = "", anchor] = target.split("#", 2);
    const linked = pathPart ? path.resolve(path.dirname(file), decodeURIComponent(pathPart)) : file;
    if (!existsSync(linked)) {
      problems.push(`${target}: no file ${path.relative(process.cwd(), linked)}`);
      continue;
    }
    if (anchor !== undefined && linked.endsWith(".md") && !headingAnchors(read(linked)).has(anchor))
      problems.push(`${target}: no heading with the anchor #${anchor}`);
  }
  return problems;
}
