// Reviews only buyers can write, end to end: a buyer pays (Stripe's stub, the real checkout and webhook), follows the
// review link on their order page with JavaScript off, picks the stars with the keyboard-reachable radio group, writes
// and sends the review; `npm run reviews` lists it and approves it into a content file; a production build of that
// content then shows it on the snapshot's page as a verified buyer's review, beside a fixture review, and its
// structured data counts exactly those two in aggregateRating. A snapshot without an approved review has no rating.
import { cpSync, mkdirSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser } from "@playwright/test";
import { startServer } from "../../server/index.ts";
import { openLeadStore } from "../../server/enquiries/leads-store.ts";
import { runReviewsCommand } from "../../server/reviews/reviews-cli.ts";
import { openReviewsStore } from "../../server/reviews/reviews-store.ts";
import { startSmtpStub, type SmtpStub } from "../../server/testing/smtp-stub.ts";
import { startStripeStub, type StripeStub } from "../../server/testing/stripe-stub.ts";
import { BUILD_TIMEOUT_MS, REPO_ROOT, build, workspace, type Workspace } from "../content/helpers.ts";
import { expect, test } from "./helpers";

test.describe.configure({ mode: "serial" });

const SLUG = "mortgage";
const FIXTURE = path.join(REPO_ROOT, "tests/content/fixtures/reviews");
const WRITTEN = {
  text: "Two rate-watch e-mails needed rewording for my state, but the milestone updates alone were worth it.",
  name: "Casey B.",
};
/** The legal identity a production build requires (the host's own settings). */
const PRODUCTION = {
  SITE_ENV: "production",
  LEGAL_ENTITY_NAME: "Sample Agency LLC",
  LEGAL_POSTAL_ADDRESS: "100 Congress Ave, Austin, TX 78701",
  LEGAL_GOVERNING_STATE: "Texas",
};

let dir: string;
let ws: Workspace;
let stripe: StripeStub;
let smtp: SmtpStub;
let store: Awaited<ReturnType<typeof startServer>>;
let site: Awaited<ReturnType<typeof startServer>> | undefined;
let orderId: string;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  dir = await mkdtemp(path.join(tmpdir(), "reviews-e2e-"));
  ws = workspace("reviews-e2e");
  // The suite's build's catalogs (names and prices from content), beside a database of this file's own.
  for (const file of ["lead-catalog.json", "store-catalog.json"])
    await writeFile(path.join(dir, file), await readFile(path.join(REPO_ROOT, "build", file)));
  [stripe, smtp] = await Promise.all([startStripeStub(), startSmtpStub()]);
  store = await startServer({
    port: 0,
    host: "127.0.0.1",
    log: () => undefined,
    catalogFile: path.join(dir, "lead-catalog.json"),
    env: {
      ...process.env,
      LEADS_DB_URL: `file:${path.join(dir, "leads.db")}`,
      SITE_URL: "http://127.0.0.1:4999",
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.url,
      SMTP_URL: smtp.url,
      LEADS_NOTIFY_TO: "owner@agency.example",
      LEADS_OUTBOX_POLL_SECONDS: "0.1",
      CONTACT_RATE_LIMIT: "1000",
    },
  });
  await expect.poll(() => store.storeReady(), { timeout: 30_000 }).toBe(true);
});

test.afterAll(async () => {
  await Promise.all([store?.close(), site?.close()]);
  await Promise.all([stripe?.close(), smtp?.close()]);
  ws?.remove();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function pageWithoutScript(browser: Browser, url: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(url);
  return { context, page };
}

test("a buyer reviews their order through its link, with JavaScript off", async ({ browser }) => {
  const checkout = await fetch(`${store.url}/api/checkout`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ slug: SLUG }),
  });
  expect(checkout.status).toBe(303);
  const session = stripe.sessions.find((item) => item.url === checkout.headers.get("location"))!;
  orderId = session.client_reference_id!;
  const event = stripe.complete(session.id, { email: "casey@example.org", name: "Casey Buyer" });
  expect(
    (
      await fetch(`${store.url}/api/stripe/webhook`, {
        method: "POST",
        headers: { "Stripe-Signature": event.signature },
        body: event.body,
      })
    ).status,
  ).toBe(200);

  const { context, page } = await pageWithoutScript(browser, `${store.url}/order/${orderId}`);
  await page.locator("a[data-review-link]").click();
  await expect(page).toHaveURL(/\/review\//);
  const stars = page.getByRole("group", { name: "Your rating" });
  await expect(stars.getByRole("radio")).toHaveCount(5);
  await stars.getByRole("radio", { name: "4 stars" }).check();
  // The name to show starts as the buyer's first name and last initial.
  await expect(page.getByLabel("The name to show")).toHaveValue("Casey B.");
  await page.getByLabel("Your review").fill(WRITTEN.text);
  await page.getByRole("button", { name: /send/i }).click();
  await expect(page).toHaveURL(/\/thanks$/);
  await expect(page.getByRole("status")).toContainText("moderation rules");
  await context.close();
});

test("npm run reviews lists it and approves it into the content a production build shows, rated by it", async ({
  browser,
}) => {
  test.setTimeout(2 * BUILD_TIMEOUT_MS);
  const leads = await openLeadStore(`file:${path.join(dir, "leads.db")}`);
  try {
    const reviews = await openReviewsStore(leads.client);
    const pending = await reviews.forOrder(orderId);
    expect((await runReviewsCommand({}, { reviews, contentDir: ws.content })).message).toContain(pending!.id);
    expect((await runReviewsCommand({ approve: pending!.id }, { reviews, contentDir: ws.content })).ok).toBe(true);
  } finally {
    leads.close();
  }
  // Beside it, the sample review kept for tests (never in content/).
  mkdirSync(path.join(ws.content, "reviews"), { recursive: true });
  cpSync(FIXTURE, path.join(ws.content, "reviews"), { recursive: true });
  const built = build(ws, PRODUCTION);
  expect(built.status, built.output.slice(-4000)).toBe(0);
  const post = spawnSync(process.execPath, ["scripts/build/postbuild.ts", "--root", ws.root], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...PRODUCTION },
    encoding: "utf8",
    timeout: BUILD_TIMEOUT_MS,
  });
  expect(post.status, `${post.stdout}\n${post.stderr}`).toBe(0);
  site = await startServer({
    port: 0,
    host: "127.0.0.1",
    log: () => undefined,
    clientDir: path.join(ws.build, "client"),
    cspHashesFile: path.join(ws.build, "csp-hashes.json"),
    env: { ...process.env, ...PRODUCTION, LEADS_DB_URL: `file:${path.join(dir, "site.db")}` },
  });

  const { context, page } = await pageWithoutScript(browser, `${site.url}/buy-snapshot/${SLUG}`);
  const section = page.getByTestId("verified-reviews");
  await expect(section.getByRole("article")).toHaveCount(2);
  const written = section.getByRole("article").filter({ hasText: WRITTEN.name });
  await expect(written).toContainText(WRITTEN.text);
  await expect(written).toContainText("Verified buyer");
  await expect(written.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
  await expect(written.getByRole("img", { name: /4 out of 5/ })).toBeVisible();
  const product = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text))
    .find((doc) => doc["@type"] === "Product");
  // The fixture's 4 stars and the buyer's 4: two reviews, 4.0, and nothing from the sample figures.
  expect(product.aggregateRating).toMatchObject({ "@type": "AggregateRating", ratingValue: "4.0", reviewCount: 2 });
  expect(product.review).toHaveLength(2);
  await page.goto(`${site.url}/buy-snapshot/roofing`);
  const other = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text))
    .find((doc) => doc["@type"] === "Product");
  expect(other).not.toHaveProperty("aggregateRating");
  await expect(page.getByTestId("verified-reviews")).toHaveCount(0);
  await context.close();
});
