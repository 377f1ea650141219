// @vitest-environment jsdom
/**
 * An industry page lists its niche's snapshots by category and tags: a copy of content/ gets one new snapshot file of
 * an industry's niche and nothing else, and one real `react-router build` from that copy must show the snapshot on
 * that industry page, and the snapshot's page must link back to it.
 */
import { copyFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUILD_TIMEOUT_MS, CONTENT, type BuildResult, type Workspace, build, differingFiles, editFrontmatter, englishFile, readData, readHtml, slugsIn, textOf, workspace } from "./helpers";

const SNAPSHOT_SLUG = "hearing-aid-center";
const SNAPSHOT_NAME = "Hearing Aid Center Snapshot";
const SNAPSHOT_TAGLINE = "Book hearing tests, follow up on trial fittings and remind patients when their devices are due for cleaning or a new battery plan.";
const SNAPSHOT_BODY =
  "Hearing aid centers sell over weeks, not minutes: a free hearing test, a trial fitting, an adjustment visit and only then a decision. This snapshot keeps each patient moving through those steps with reminders that never mention their results.\n";

let ws: Workspace;
let result: BuildResult;
let industry: string;
let changedFiles: string[];

const client = (...parts: string[]) => path.join(ws.build, "client", ...parts);

beforeAll(() => {
  ws = workspace("industry-snapshot");
  expect(slugsIn(ws.content, "snapshots")).not.toContain(SNAPSHOT_SLUG);

  // The first industry page, and a snapshot its selector picks: the copy carries the same category and tags.
  industry = slugsIn(ws.content, "industries")[0]!;
  const selector = readData(path.join(ws.content, englishFile(ws.content, "industries", industry))).snapshots as { categories: string[]; tags: string[] };
  const source = slugsIn(ws.content, "snapshots").find((slug) => {
    const data = readData(path.join(ws.content, "snapshots", `${slug}.md`));
    const tags = (data.tags as string[] | undefined) ?? [];
    return selector.categories.includes(data.category as string) || tags.some((tag) => selector.tags.includes(tag));
  });
  expect(source, `a snapshot picked by ${englishFile(ws.content, "industries", industry)}`).toBeDefined();

  const file = path.join(ws.content, "snapshots", `${SNAPSHOT_SLUG}.md`);
  copyFileSync(path.join(ws.content, "snapshots", `${source}.md`), file);
  editFrontmatter(
    file,
    (doc) => {
      doc.set("name", SNAPSHOT_NAME);
      doc.set("tagline", SNAPSHOT_TAGLINE);
    },
    () => `\n${SNAPSHOT_BODY}`,
  );
  changedFiles = differingFiles(ws.content, CONTENT);

  result = build(ws);
  console.log(`industry-snapshot build: exit ${result.status} in ${result.seconds.toFixed(1)} s`);
  if (result.status !== 0) throw new Error(`the build failed (exit ${result.status}):\n${result.output.slice(-4000)}`);
}, BUILD_TIMEOUT_MS);

afterAll(() => ws?.remove());

describe("a new snapshot file of an industry's niche", () => {
  it("is the only change to the content", () => {
    expect(changedFiles).toEqual([`snapshots/${SNAPSHOT_SLUG}.md`]);
  });

  it("appears among the industry page's snapshots", () => {
    const page = readHtml(client("industries", industry, "index.html"));
    const cards = page.querySelector('[data-testid="industry-snapshots"]');
    expect(cards?.querySelector(`a[href="/buy-snapshot/${SNAPSHOT_SLUG}"]`), `card on /industries/${industry}`).not.toBeNull();
    expect(textOf(cards)).toContain(SNAPSHOT_NAME);
  });

  it("links from its own page back to the industry page", () => {
    const page = readHtml(client("buy-snapshot", SNAPSHOT_SLUG, "index.html"));
    expect(page.querySelector(`main a[href="/industries/${industry}"]`)).not.toBeNull();
  });
});
