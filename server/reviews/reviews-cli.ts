// `npm run reviews` lists the buyers' reviews waiting for a decision, oldest first. `-- --approve <id>` publishes one:
// it writes content/reviews/<snapshot>/<id>.yml (review-file.ts), which the next build shows as a verified buyer's
// review once the file is committed. `-- --reject <id> --reason <code>` rejects one for one of the published moderation
// rules (lib/review-rules.ts: the Terms' "Reviews" section); there is no code for a negative review.
import path from "node:path";
import { checkSettingsOrExit, loadDotEnv, readGroup } from "../../config/settings.mjs";
import { REJECTION_CODES, isRejectionCode } from "../../lib/review-rules.ts";
import { readCommandLine, type CliOption, type CliSpec } from "../cli.mjs";
import { printable } from "../enquiries/leads-format.ts";
import { openLeadStore } from "../enquiries/leads-store.ts";
import { openOrdersStore } from "../orders/orders-store.ts";
import { writeReviewFile } from "./review-file.ts";
import { openReviewsStore, type Review, type ReviewsStore } from "./reviews-store.ts";

export const REVIEWS_CLI = {
  command: "npm run reviews --",
  summary: "Lists the buyers' reviews waiting for moderation, oldest first; or approves or rejects one.",
  options: {
    approve: {
      type: "string",
      value: "<review id>",
      about: "Publish the review: writes content/reviews/<snapshot>/<id>.yml for the next build (commit it)",
    },
    reject: { type: "string", value: "<review id>", about: "Reject the review, with --reason" },
    reason: {
      type: "string",
      value: `<${REJECTION_CODES.join("|")}>`,
      about: "The published moderation rule it breaks, with --reject (a negative review breaks none)",
    },
  },
} satisfies CliSpec<Record<string, CliOption>>;

export function pendingText(reviews: Review[]): string {
  if (reviews.length === 0) return "No reviews waiting for moderation.\n";
  const lines = reviews.map(
    (review) =>
      `${review.id}  ${review.submittedAt}  ${review.slug}  ${"★".repeat(review.stars)}${"☆".repeat(5 - review.stars)}  by ${printable(review.name)}\n  ${printable(review.text).replace(/\n/g, "\n  ")}\n`,
  );
  return `${lines.join("\n")}\n${reviews.length} ${reviews.length === 1 ? "review waits" : "reviews wait"}: npm run reviews -- --approve <id>, or --reject <id> --reason <${REJECTION_CODES.join("|")}>\n`;
}

/** Runs one command against the reviews; what to print and whether it worked. */
export async function runReviewsCommand(
  values: { approve?: string | undefined; reject?: string | undefined; reason?: string | undefined },
  {
    reviews,
    contentDir,
    buyerOf = async () => undefined,
  }: {
    reviews: ReviewsStore;
    contentDir: string;
    /** The buyer's e-mail address for an order, so the one who rejects can tell them which rule (the Terms promise it). */
    buyerOf?: (orderId: string) => Promise<string | null | undefined>;
  },
): Promise<{ ok: boolean; message: string }> {
  if (values.approve !== undefined && values.reject !== undefined)
    return { ok: false, message: "Give --approve or --reject, not both.\n" };
  if (values.reject !== undefined) {
    const reason = values.reason ?? "";
    if (!isRejectionCode(reason))
      return {
        ok: false,
        message: `A review is rejected only for a published moderation rule: --reason ${REJECTION_CODES.join(", ")}. Being negative is not one of them.\n`,
      };
    const rejected = await reviews.reject(values.reject, reason);
    if (!rejected) return { ok: false, message: `No review ${values.reject} waits for moderation.\n` };
    const buyer = await buyerOf(rejected.orderId);
    return {
      ok: true,
      message: `Rejected ${rejected.id} (${reason}). Tell the buyer which rule, as the Terms promise: ${buyer ? printable(buyer) : "their address was erased"}.\n`,
    };
  }
  if (values.approve !== undefined) {
    const waiting = await reviews.get(values.approve);
    if (waiting?.status !== "pending")
      return { ok: false, message: `No review ${values.approve} waits for moderation.\n` };
    // The file first: an approval is recorded only once what publishes it exists.
    const file = await writeReviewFile(contentDir, waiting);
    const approved = await reviews.approve(waiting.id);
    if (!approved)
      return {
        ok: false,
        message: `Review ${values.approve} was decided meanwhile; ${file} was written: delete it unless it was approved.\n`,
      };
    return {
      ok: true,
      message: `Approved. Commit ${path.relative(process.cwd(), file) || file} and rebuild: the snapshot's page then shows it as a verified buyer's review.\n`,
    };
  }
  if (values.reason !== undefined) return { ok: false, message: "--reason goes with --reject.\n" };
  return { ok: true, message: pendingText(await reviews.pending()) };
}

if (import.meta.main) {
  loadDotEnv();
  const { values } = readCommandLine(REVIEWS_CLI);
  checkSettingsOrExit(["leads", "build"]);
  const database = readGroup("leads");
  const leads = await openLeadStore(database.LEADS_DB_URL, database.LEADS_DB_AUTH_TOKEN);
  try {
    const reviews = await openReviewsStore(leads.client);
    const orders = await openOrdersStore(leads.client, leads.outbox);
    const buyerOf = async (orderId: string) => (await orders.get(orderId))?.buyerEmail;
    const result = await runReviewsCommand(values, {
      reviews,
      contentDir: path.resolve(readGroup("build").CONTENT_DIR),
      buyerOf,
    });
    (result.ok ? process.stdout : process.stderr).write(result.message);
    if (!result.ok) process.exitCode = 1;
  } finally {
    leads.close();
  }
}
