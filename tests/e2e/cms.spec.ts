import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { parse as parseYaml } from "yaml";
import { ContentError, loadContent } from "../../app/content-model/.server/load";
import { readGroup } from "../../config/settings.mjs";
import { cmsCopyRoot } from "./cms-copy";

// The CMS at /admin on the production server, with decap-server (playwright.config.ts) as the local backend: it edits
// a temporary copy of content/ (tests/e2e/cms-copy.ts), and each test still restores the file it changed, byte for
// byte, for the next. The "cms" project runs one at a time.
const ROOT = cmsCopyRoot(readGroup("tools").E2E_PORT);
const CONTENT = path.join(ROOT, "content");
const POSTS = path.join(CONTENT, "posts");
// Decap is a large single-page app with a live preview: on a busy machine an entry takes seconds to open.
test.describe.configure({ timeout: 90_000 });

/** Records Content-Security-Policy violations in the page, read back with cspViolations(). */
async function watchPolicy(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { cspViolations: string[] }).cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { cspViolations: string[] }).cspViolations.push(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

function frontmatter(text: string): Record<string, unknown> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  return match ? (parseYaml(match[1]!) as Record<string, unknown>) : {};
}

/** loadContent's verdict on the content folder: "ok", or the problems it lists. */
function contentProblems(): string {
  try {
    loadContent(CONTENT);
    return "ok";
  } catch (error) {
    if (error instanceof ContentError) return error.message;
    throw error;
  }
}

test("the admin page is Decap, self-hosted, noindex, with its own policy and no violation of it", async ({
  page,
  request,
}) => {
  const violations = await watchPolicy(page);
  const errors: string[] = [];
  const foreign: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("request", (sent) => {
    const url = new URL(sent.url());
    // The local backend is the only other address the CMS may reach on this machine.
    if (url.hostname !== "127.0.0.1" && url.host !== "localhost:8081") foreign.push(sent.url());
  });

  const response = await page.goto("/admin/");
  expect(response?.status()).toBe(200);
  const headers = response?.headers() ?? {};
  expect(headers["x-robots-tag"]).toBe("noindex");
  expect(headers["content-security-policy"]).toContain(
    "connect-src 'self' https://api.github.com https://gitlab.com http://localhost:8081",
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("link", { name: "Blog posts" })).toBeVisible();

  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
  expect(foreign).toEqual([]);

  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/^Disallow: \/admin$/m);
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");
});

test("an editor changes a post's title: the Markdown file has it and the content still loads", async ({
  page,
}, testInfo) => {
  // The first post by file name; its title as the file has it now.
  const name = readdirSync(POSTS)
    .filter((file) => file.endsWith(".md"))
    .sort()[0]!;
  const file = path.join(POSTS, name);
  const original = readFileSync(file);
  const title = String(frontmatter(original.toString("utf8")).title);
  const changed = `Edited in the CMS ${testInfo.repeatEachIndex}-${Date.now()}`;

  try {
    await page.goto("/admin/");
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByRole("link", { name: "Blog posts" }).click();
    // The list reads "date · title", newest first.
    await page.getByRole("link", { name: new RegExp(`· ${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) }).click();

    const field = page.getByLabel("Title", { exact: true });
    await expect(field).toHaveValue(title, { timeout: 30_000 });
    await field.fill(changed);
    // Decap 3 without the editorial workflow: Publish, then "Publish now".
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();

    await expect.poll(() => frontmatter(readFileSync(file, "utf8")).title, { timeout: 15_000 }).toBe(changed);
    expect(readFileSync(file, "utf8")).toContain(`\ntitle: ${changed}\n`);
    await expect(page.getByText("Entry saved")).toBeVisible();
    // What Decap wrote is what the build accepts (dates stay YYYY-MM-DD, lists stay lists, the body is untouched).
    expect(contentProblems()).toBe("ok");
    const body = (text: string) => text.slice(text.indexOf("\n---", 4) + 4).trimStart();
    expect(body(readFileSync(file, "utf8"))).toBe(body(original.toString("utf8")));
  } finally {
    // Nothing may save after the restore: close the CMS first.
    await page.close();
    writeFileSync(file, original);
  }
  expect(readFileSync(file).equals(original)).toBe(true);
});

test("changing a snapshot's price in the CMS changes one line of one file", async ({ page }) => {
  // The first snapshot by file name that has a price of its own; the CMS's list shows its name, so it is opened by that.
  const folder = path.join(CONTENT, "snapshots");
  const file = readdirSync(folder)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => path.join(folder, name))
    .find((candidate) => typeof frontmatter(readFileSync(candidate, "utf8")).price === "number")!;
  const original = readFileSync(file);
  const data = frontmatter(original.toString("utf8"));
  const price = data.price as number;
  const changed = price >= 199 ? price - 1 : price + 1;
  const numstat = () =>
    execFileSync("git", ["diff", "--numstat", "--", "content"], { cwd: ROOT, encoding: "utf8" }).trim();
  // Other changes in a working copy would blur the count: the test needs a clean content folder.
  expect(numstat()).toBe("");

  try {
    await page.goto("/admin/");
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByRole("link", { name: "Snapshots" }).click();
    await page
      .getByRole("link", { name: new RegExp(`^${String(data.name).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) })
      .click();
    const field = page.getByRole("spinbutton", { name: /^Price/ });
    await expect(field).toHaveValue(String(price), { timeout: 30_000 });
    await field.fill(String(changed));
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
    await expect.poll(() => frontmatter(readFileSync(file, "utf8")).price, { timeout: 15_000 }).toBe(changed);
    await expect(page.getByText("Entry saved")).toBeVisible();
    // One line out, one line in, in this file only.
    expect(numstat()).toBe(`1\t1\t${path.relative(ROOT, file)}`);
  } finally {
    await page.close();
    writeFileSync(file, original);
  }
  expect(numstat()).toBe("");
});

test("a translation is edited beside its English page: changing the Spanish title changes one line of the Spanish file", async ({
  page,
}) => {
  const folder = path.join(CONTENT, "legal");
  const english = path.join(
    folder,
    readdirSync(folder)
      .filter((name) => name.endsWith(".en.md"))
      .sort()[0]!,
  );
  const file = english.replace(/\.en\.md$/, ".es.md");
  const original = readFileSync(file);
  const { title } = frontmatter(readFileSync(english, "utf8")) as { title: string };
  const spanishTitle = (frontmatter(original.toString("utf8")) as { title: string }).title;
  const changed = `${spanishTitle} (v2)`;
  const numstat = () =>
    execFileSync("git", ["diff", "--numstat", "--", "content"], { cwd: ROOT, encoding: "utf8" }).trim();
  expect(numstat()).toBe("");
  try {
    await page.goto("/admin/");
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByRole("link", { name: "Legal pages" }).click();
    await page.getByRole("link", { name: title, exact: true }).click();
    await page.getByRole("button", { name: "Writing in ES" }).waitFor({ timeout: 30_000 });
    // The English editor on the left, the Spanish one beside it.
    const titles = page.getByRole("textbox", { name: "Title" });
    await expect(titles.nth(1)).toHaveValue(spanishTitle, { timeout: 30_000 });
    await titles.nth(1).fill(changed);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
    await expect.poll(() => frontmatter(readFileSync(file, "utf8")).title, { timeout: 15_000 }).toBe(changed);
    await expect(page.getByText("Entry saved")).toBeVisible();
    expect(numstat()).toBe(`1\t1\t${path.relative(ROOT, file)}`);
    expect(loadContent(CONTENT, undefined, undefined, "es").legal.map((document) => document.title)).toContain(changed);
  } finally {
    await page.close();
    writeFileSync(file, original);
  }
  expect(numstat()).toBe("");
});

test("the preview pane looks like the site: its stylesheet and markup, tokens filled, references by name", async ({
  page,
}) => {
  // A legal page whose words use {{tokens}}, as the file has it.
  const folder = path.join(CONTENT, "legal");
  const file = readdirSync(folder)
    .filter((name) => name.endsWith(".en.md"))
    .sort()
    .map((name) => path.join(folder, name))
    .find((candidate) => readFileSync(candidate, "utf8").includes("{{"))!;
  const { title } = frontmatter(readFileSync(file, "utf8")) as { title: string };
  const spanish = frontmatter(readFileSync(file.replace(/\.en\.md$/, ".es.md"), "utf8")) as { title: string };

  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("link", { name: "Legal pages" }).click();
  await page.getByRole("link", { name: title, exact: true }).click();
  // A translated page opens with the Spanish editor beside the English one; the preview is a click away.
  await page.getByRole("button", { name: "Writing in ES" }).waitFor({ timeout: 30_000 });
  await page.getByRole("button", { name: "Toggle preview" }).click();
  const pane = page.frameLocator("#preview-pane");
  await expect(pane.locator('main[data-preview="legal"] h1')).toHaveText(title, { timeout: 30_000 });
  await expect(pane.locator('link[rel="stylesheet"][href^="/assets/app-"]')).toHaveCount(1);
  // The site's styles apply: its container class has a maximum width, which an unstyled page would not.
  expect(
    await pane
      .locator(".container-page")
      .first()
      .evaluate((element) => getComputedStyle(element).maxWidth),
  ).not.toBe("none");
  await expect(pane.locator("main .prose-content")).not.toBeEmpty();
  expect(await pane.locator("body").innerText()).not.toContain("{{");

  // Writing in Spanish, the preview shows the Spanish page, its tokens in Spanish too.
  await page.getByRole("button", { name: "Writing in EN" }).click();
  await page.getByRole("menuitem", { name: "ES" }).click();
  await expect(pane.locator('main[data-preview="legal"] h1')).toHaveText(spanish.title, { timeout: 30_000 });
  await expect(pane.locator("main")).toHaveAttribute("lang", "es");
  expect(await pane.locator("body").innerText()).not.toContain("{{");

  // A post shows its author by name, not by file name.
  await page.goto("/admin/#/collections/posts");
  await page.getByRole("link", { name: /·/ }).first().click();
  const author = pane.locator('main[data-preview="post"] header span').first();
  await expect(author).not.toBeEmpty({ timeout: 30_000 });
  expect(await author.innerText()).not.toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)+$/);
});

test("the snapshots list reads like the site: each row names its category as the site does, and its price", async ({
  page,
}) => {
  const content = loadContent(CONTENT);
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("link", { name: "Snapshots" }).click();
  // The first few rows by name (the list's order), each checked against its file's data.
  const snapshots = [...content.snapshots].sort((a, b) => a.name.localeCompare(b.name)).slice(0, 3);
  for (const snapshot of snapshots) {
    const category = content.snapshotCategories.find((entry) => entry.id === snapshot.category)!;
    const row = page.locator(`a[href$="/collections/snapshots/entries/${snapshot.slug}"]`);
    await expect(row).toContainText(`${snapshot.name} · ${category.name} · `, { timeout: 30_000 });
    await expect(row).not.toContainText(` · ${category.id} · `);
  }
});
