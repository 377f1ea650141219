// Every relative link of the README, ARCHITECTURE.md and the guides in docs/ leads to a file that exists and, with an
// anchor, to a heading of it.
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { brokenLinks, headingAnchors, headingSlug, linkTargets } from "./markdown-links";

const ROOT = path.resolve(import.meta.dirname, "../..");
const GUIDES = [
  "README.md",
  "ARCHITECTURE.md",
  ...readdirSync(path.join(ROOT, "docs"))
    .filter((file) => file.endsWith(".md"))
    .map((file) => `docs/${file}`),
  "docs/decisions/README.md",
];

describe("the project's Markdown", () => {
  it("covers the README, the map and every guide", () => {
    expect(GUIDES).toEqual(expect.arrayContaining(["docs/editing.md", "docs/operating.md", "docs/developing.md"]));
  });

  it.each(GUIDES)("%s: every relative link leads to a file and a heading", (file) => {
    expect(brokenLinks(path.join(ROOT, file))).toEqual([]);
  });
});

describe("links and anchors", () => {
  it("gives a heading GitHub's anchor", () => {
    expect(headingSlug("Editing with the CMS (/admin)")).toBe("editing-with-the-cms-admin");
    expect(headingSlug("The outbox: GoHighLevel, a webhook, e-mail")).toBe("the-outbox-gohighlevel-a-webhook-e-mail");
    expect(headingSlug("`npm run leads` and [the CLI](x.md)")).toBe("npm-run-leads-and-the-cli");
    expect(headingSlug("Glosario y términos")).toBe("glosario-y-términos");
  });

  it("numbers a repeated heading and ignores a # in a code block", () => {
    const anchors = headingAnchors("# Tests\n\n## Tests\n\n```bash\n# not a heading\n```\n");
    expect([...anchors]).toEqual(["tests", "tests-1"]);
  });

  it("reads the links outside code only", () => {
    expect(linkTargets("[a](a.md) `[b](b.md)` ![c](c.png)\n```\n[d](d.md)\n```\n[e](https://x.org)")).toEqual([
      "a.md",
      "c.png",
      "https://x.org",
    ]);
  });

  it("names a missing file and a missing anchor", () => {
    const files: Record<string, string> = {
      [path.join(ROOT, "README.md")]: "# Start\n\n[map](ARCHITECTURE.md#nowhere) [gone](docs/gone.md) [ok](#start)",
      [path.join(ROOT, "ARCHITECTURE.md")]: "# Architecture\n",
    };
    expect(brokenLinks(path.join(ROOT, "README.md"), (file) => files[file] ?? "")).toEqual([
      "ARCHITECTURE.md#nowhere: no heading with the anchor #nowhere",
      "docs/gone.md: no file docs/gone.md",
    ]);
  });
});
