// `npm run reviews`: the list, an approval that writes the file the build publishes (checked with the build's own
// schema), and a rejection that needs one of the published moderation rules.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient, type Client } from "@libsql/client";
import { parse } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviewFileSchema } from "../../app/content-model/schema.ts";
import { REJECTION_CODES } from "../../lib/review-rules.ts";
import { newOrderId } from "../orders/orders-store.ts";
import { reviewFilePath } from "./review-file.ts";
import { REVIEWS_CLI, runReviewsCommand } from "./reviews-cli.ts";
import { openReviewsStore, type ReviewsStore } from "./reviews-store.ts";

let dir: string;
let client: Client;
let reviews: ReviewsStore;
const content = () => path.join(dir, "content");

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "reviews-cli-"));
  client = createClient({ url: `file:${path.join(dir, "leads.db")}` });
  reviews = await openReviewsStore(client, { now: () => Date.parse("2026-12-01T10:00:00Z") });
});
afterAll(async () => {
  client.close();
  await rm(dir, { recursive: true, force: true });
});

const submit = async (stars: number, text = "Imported in ten minutes; the document chase alone saved me hours.") => {
  const orderId = newOrderId();
  await reviews.submit({ orderId, slug: "mortgage", stars, text, name: "Dana R." });
  return (await reviews.forOrder(orderId))!;
};

describe("the reviews table", () => {
  it("holds what the Privacy Policy says a review holds, and nothing more (store-policy.yml privacyReviews)", async () => {
    const columns = (await client.execute("PRAGMA table_info(reviews)")).rows.map((row) => String(row.name));
    // A new column fails here until the Privacy Policy's paragraph says what it holds; no e-mail or address is kept.
    expect(columns.sort()).toEqual([
      "decided_at",
      "id",
      "name",
      "order_id",
      "reason",
      "slug",
      "stars",
      "status",
      "submitted_at",
      "text",
    ]);
    expect((await client.execute("PRAGMA table_info(review_key)")).rows.map((row) => String(row.name)).sort()).toEqual([
      "created_at",
      "id",
      "key",
    ]);
  });
});

describe("npm run reviews", () => {
  it("lists the pending reviews, and approves one into a file the build accepts", async () => {
    const review = await submit(2, "Good pipelines, but the rate-watch e-mails needed a rewrite for my state.");
    const listed = await runReviewsCommand({}, { reviews, contentDir: content() });
    expect(listed.message).toContain(review.id);
    const approved = await runReviewsCommand({ approve: review.id }, { reviews, contentDir: content() });
    expect(approved.ok).toBe(true);
    const file = reviewFilePath(content(), review);
    const parsed = reviewFileSchema.parse(parse(await readFile(file, "utf8")));
    expect(parsed).toEqual({
      stars: 2,
      text: review.text,
      name: "Dana R.",
      date: "2026-12-01",
      order: review.orderId.slice(0, 8),
      verified: true,
    });
    // The file never holds the order's whole id, the key to its page.
    expect(await readFile(file, "utf8")).not.toContain(review.orderId);
    expect((await reviews.get(review.id))?.status).toBe("approved");
    expect((await runReviewsCommand({}, { reviews, contentDir: content() })).message).not.toContain(review.id);
    expect((await runReviewsCommand({ approve: review.id }, { reviews, contentDir: content() })).ok).toBe(false);
  });

  it("rejects only for a published rule, and has no rule for a negative review", async () => {
    const review = await submit(1);
    for (const reason of [undefined, "negative", "low-rating"]) {
      const refused = await runReviewsCommand({ reject: review.id, reason }, { reviews, contentDir: content() });
      expect(refused.ok).toBe(false);
      expect(refused.message).toContain(REJECTION_CODES.join(", "));
    }
    expect((await reviews.get(review.id))?.status).toBe("pending");
    const rejected = await runReviewsCommand(
      { reject: review.id, reason: "personal-data" },
      { reviews, contentDir: content(), buyerOf: async () => "dana@example.org" },
    );
    expect(rejected.ok).toBe(true);
    expect(rejected.message).toContain("dana@example.org");
    expect(await reviews.get(review.id)).toMatchObject({ status: "rejected", reason: "personal-data" });
    expect(REVIEWS_CLI.options.reason.value).toBe(`<${REJECTION_CODES.join("|")}>`);
  });

  it("takes exactly the rules the Terms publish, in each language", async () => {
    const rules = async (lang: string, heading: string) => {
      const terms = await readFile(path.resolve(`content/legal/terms-of-service.${lang}.md`), "utf8");
      const section = terms.split(/^## /m).find((part) => part.startsWith(heading)) ?? "";
      return section.split("\n").filter((line) => line.startsWith("- "));
    };
    const english = await rules("en", "Reviews\n");
    expect(english.map((line) => /`([a-z-]+)`/.exec(line)?.[1])).toEqual([...REJECTION_CODES]);
    expect(await rules("es", "Reseñas\n")).toHaveLength(REJECTION_CODES.length);
  });

  it("refuses an unknown id and a reason without --reject", async () => {
    expect((await runReviewsCommand({ approve: "000000000000" }, { reviews, contentDir: content() })).ok).toBe(false);
    expect((await runReviewsCommand({ reason: "spam-or-conflict" }, { reviews, contentDir: content() })).ok).toBe(
      false,
    );
  });
});

describe("the command, as an operator runs it", () => {
  const run = (args: string[]) =>
    new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        [path.resolve("server/reviews/reviews-cli.ts"), ...args],
        { env: { ...process.env, LEADS_DB_URL: `file:${path.join(dir, "cli.db")}` }, timeout: 30_000 },
        (error, stdout, stderr) =>
          resolve({ status: typeof error?.code === "number" ? error.code : error ? -1 : 0, stdout, stderr }),
      );
    });

  it(
    "prints its usage on --help, lists nothing pending, and refuses a reason that is no rule",
    { timeout: 60_000 },
    async () => {
      const help = await run(["--help"]);
      expect(help.status).toBe(0);
      expect(help.stdout).toContain("--reject");
      expect(await run([])).toMatchObject({ status: 0, stdout: expect.stringContaining("No reviews") });
      expect(await run(["--reject", "000000000000", "--reason", "negative"])).toMatchObject({
        status: 1,
        stderr: expect.stringContaining("Being negative is not one of them"),
      });
    },
  );
});
