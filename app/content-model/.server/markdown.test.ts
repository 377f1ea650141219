import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { blogLinkPhrases } from "../../../lib/blog-links";
import { MarkdownError, renderMarkdown, renderSections } from "./markdown";

// A 3x2 PNG, so the renderer has a real file to measure.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAEklEQVR4nGP4z8DAwMDAxAAAAg4BA1x8AnEAAAAASUVORK5CYII=",
  "base64",
);
const publicDir = mkdtempSync(path.join(tmpdir(), "md-public-"));
mkdirSync(path.join(publicDir, "images/uploads"), { recursive: true });
writeFileSync(path.join(publicDir, "images/uploads/pipeline.png"), PNG);
afterAll(() => rmSync(publicDir, { recursive: true, force: true }));

const phrases = blogLinkPhrases("Acme Builders");

describe("Markdown at build time", () => {
  it("renders what editors write: emphasis, links, lists and headings with anchors", () => {
    const { html } = renderMarkdown(
      "Intro with **bold**, *emphasis* and [a link](https://example.com).\n\n## Set up the pipeline\n\n- one\n- two\n\n1. first\n2. second",
      { publicDir },
    );
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<em>emphasis</em>");
    expect(html).toContain('<a href="https://example.com">a link</a>');
    expect(html).toMatch(/<h2 id="set-up-the-pipeline">Set up the pipeline<a[^>]*href="#set-up-the-pipeline"/);
    expect(html).toContain("<ul>");
    expect(html).toContain("<ol>");
  });

  it("gives images their real size and lazy loading, and refuses an image without alt text", () => {
    const { html } = renderMarkdown("![A pipeline board](/images/uploads/pipeline.png)", { publicDir });
    expect(html).toMatch(/<img[^>]*alt="A pipeline board"[^>]*width="3"[^>]*height="2"[^>]*loading="lazy"/);
    expect(() => renderMarkdown("![](/images/uploads/pipeline.png)", { publicDir })).toThrow(/no alt text/);
    expect(() => renderMarkdown("![Missing](/images/uploads/nope.png)", { publicDir })).toThrow(/does not exist/);
  });

  it("links the blog's phrases in text, case-insensitively, but never inside an existing link", () => {
    const { html } = renderMarkdown(
      "Browse our READY-TO-USE SNAPSHOTS or [Acme Builders pricing](/pricing). Acme Builders says hi.",
      {
        publicDir,
        phrases,
      },
    );
    expect(html).toContain('<a href="/buy-snapshot" data-phrase-link="">READY-TO-USE SNAPSHOTS</a>');
    expect(html).toContain('<a href="/pricing">Acme Builders pricing</a>');
    expect(html).toContain('<a href="/" data-phrase-link="">Acme Builders</a> says hi');
  });

  it("keeps the page's single h1: a body heading must be ## or ###", () => {
    expect(() => renderMarkdown("# Title again", { publicDir })).toThrow(MarkdownError);
  });

  it("splits a legal document into sections with anchor ids from their headings", () => {
    const sections = renderSections("## Who we are\n\nText.\n\n## Your rights & choices\n\n- a\n- b", { publicDir });
    expect(sections.map(({ id, title }) => ({ id, title }))).toEqual([
      { id: "who-we-are", title: "Who we are" },
      { id: "your-rights-and-choices", title: "Your rights & choices" },
    ]);
    expect(sections[1]!.html).toContain("<li>a</li>");
    expect(() => renderSections("Text before any heading.\n\n## A", { publicDir })).toThrow(
      /before the first ## heading/,
    );
  });
});
