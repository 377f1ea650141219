/**
 * Markdown to HTML at build time (unified: remark + rehype), so no Markdown parser ever reaches the browser.
 * Posts get what editors expect: links, emphasis, lists, tables, images with alt text and their real size, and
 * headings with anchors; the blog's phrase links (brand name, snapshots, pricing) are added to the rendered text.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Element, ElementContent, Root as HastRoot } from "hast";
import { imageSize } from "image-size";
import type { Root as MdastRoot, RootContent } from "mdast";
import { toString as mdastToString } from "mdast-util-to-string";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { SKIP, visit } from "unist-util-visit";
import { type LinkPhrase, linkifyText } from "../../../lib/blog-links";
import { slugify } from "../../../lib/text";

/** A problem in a Markdown body; the loader adds the file name. */
export class MarkdownError extends Error {}

export interface MarkdownOptions {
  /** Folder that site paths such as /images/uploads/x.png are read from, to learn each image's size. */
  publicDir: string;
  /** Phrases that become links wherever they appear in the text (posts only). */
  phrases?: LinkPhrase[];
  /** Heading levels the body may use; h1 is the page title, so bodies start at ##. */
  headingLevels?: number[];
}

const parser = unified().use(remarkParse).use(remarkGfm);

export function parseMarkdown(source: string): MdastRoot {
  // remark's plugins leave the tree an mdast root; unified types it as any node.
  return parser.runSync(parser.parse(source)) as MdastRoot;
}

export function plainText(tree: MdastRoot | RootContent): string {
  return mdastToString(tree);
}

function checkHeadings(tree: MdastRoot, allowed: number[]) {
  visit(tree, "heading", (node) => {
    if (!allowed.includes(node.depth))
      throw new MarkdownError(
        `heading "${mdastToString(node)}" is level ${node.depth} (${"#".repeat(node.depth)}); use ${allowed.map((level) => "#".repeat(level)).join(" or ")}`,
      );
  });
}

/** Every image needs alt text; width and height come from the file so the page never jumps as it loads. */
function rehypeImages(publicDir: string) {
  return (tree: HastRoot) => {
    visit(tree, "element", (node: Element) => {
      if (node.tagName !== "img") return;
      const src = String(node.properties.src ?? "");
      const alt = String(node.properties.alt ?? "").trim();
      if (!alt) throw new MarkdownError(`image ${src} has no alt text; write ![what it shows](${src})`);
      if (!src.startsWith("/"))
        throw new MarkdownError(`image ${src} must be a site path such as /images/uploads/name.png`);
      const file = path.join(publicDir, decodeURIComponent(src));
      if (!existsSync(file))
        throw new MarkdownError(`image ${src} does not exist (looked for ${path.relative(process.cwd(), file)})`);
      const size = imageSize(readFileSync(file));
      node.properties = {
        ...node.properties,
        width: size.width,
        height: size.height,
        loading: "lazy",
        decoding: "async",
      };
    });
  };
}

/** Turns the blog's phrases into links in text outside existing links and code. */
function rehypePhraseLinks(phrases: LinkPhrase[]) {
  return (tree: HastRoot) => {
    visit(tree, "element", (node: Element) => {
      if (["a", "code", "pre"].includes(node.tagName)) return SKIP;
      const children: ElementContent[] = [];
      for (const child of node.children) {
        if (child.type !== "text") {
          children.push(child);
          continue;
        }
        for (const segment of linkifyText(child.value, phrases)) {
          if (typeof segment === "string") children.push({ type: "text", value: segment });
          else
            children.push({
              type: "element",
              tagName: "a",
              properties: { href: segment.to, dataPhraseLink: "" },
              children: [{ type: "text", value: segment.text }],
            });
        }
      }
      node.children = children;
      return undefined;
    });
  };
}

/** Renders an mdast tree (or part of one) to an HTML string. */
function toHtml(tree: MdastRoot, options: MarkdownOptions, anchors: boolean): string {
  let processor = unified().use(remarkRehype).use(rehypeImages, options.publicDir);
  if (anchors)
    processor = processor.use(rehypeSlug).use(rehypeAutolinkHeadings, {
      behavior: "append",
      properties: { className: ["heading-anchor"], ariaHidden: "true", tabIndex: -1 },
      content: { type: "text", value: "#" },
    });
  if (options.phrases) processor = processor.use(rehypePhraseLinks, options.phrases);
  const hast = processor.runSync(tree);
  return unified().use(rehypeStringify).stringify(hast);
}

export interface RenderedMarkdown {
  html: string;
  /** The text without markup, for word counts and summaries. */
  text: string;
  /** The first paragraph as plain text. */
  firstParagraph: string;
}

export function renderMarkdown(source: string, options: MarkdownOptions): RenderedMarkdown {
  const tree = parseMarkdown(source);
  checkHeadings(tree, options.headingLevels ?? [2, 3]);
  const first = tree.children.find((node) => node.type === "paragraph");
  return { html: toHtml(tree, options, true), text: plainText(tree), firstParagraph: first ? plainText(first) : "" };
}

export interface MarkdownSection {
  id: string;
  title: string;
  html: string;
}

/** Splits a body at its ## headings: each heading starts a section with an anchor id made from its title. */
export function renderSections(source: string, options: MarkdownOptions): MarkdownSection[] {
  const tree = parseMarkdown(source);
  checkHeadings(tree, [2, 3]);
  const sections: { title: string; nodes: RootContent[] }[] = [];
  for (const node of tree.children) {
    if (node.type === "heading" && node.depth === 2) sections.push({ title: plainText(node), nodes: [] });
    else if (sections.length === 0)
      throw new MarkdownError("text before the first ## heading; every section starts with a ## heading");
    else sections.at(-1)!.nodes.push(node);
  }
  const ids = new Set<string>();
  return sections.map((section) => {
    const id = slugify(section.title);
    if (ids.has(id)) throw new MarkdownError(`two sections are called "${section.title}"`);
    ids.add(id);
    return { id, title: section.title, html: toHtml({ type: "root", children: section.nodes }, options, false) };
  });
}
