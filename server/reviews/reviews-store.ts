// The buyers' reviews, in the lead database beside the orders: one per order, pending until `npm run reviews`
// decides it. A second review of the same order before an approval replaces the first (the buyer corrects a typo or
// changes their mind; a rejected review may be written again); after an approval the order's review is closed. The
// review key, which signs every order's review link (review-link.ts), is made once and kept here, so links in e-mails
// already sent keep working across restarts and backups.
import { randomBytes } from "node:crypto";
import type { Client, Row } from "@libsql/client";
import type { RejectionCode } from "../../lib/review-rules.ts";

export const REVIEW_STATUSES = ["pending", "approved", "rejected"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export interface Review {
  /** 12 hex characters: the CLI's handle and the approved review's file name. */
  id: string;
  orderId: string;
  slug: string;
  stars: number;
  text: string;
  name: string;
  status: ReviewStatus;
  /** The published rule a rejection cited. */
  reason: string | null;
  submittedAt: string;
  decidedAt: string | null;
}

const TABLES = [
  `CREATE TABLE IF NOT EXISTS reviews (
     id TEXT PRIMARY KEY,
     order_id TEXT NOT NULL UNIQUE,
     slug TEXT NOT NULL,
     stars INTEGER NOT NULL CHECK (stars BETWEEN 1 AND 5),
     text TEXT NOT NULL,
     name TEXT NOT NULL,
     status TEXT NOT NULL CHECK (status IN (${REVIEW_STATUSES.map((status) => `'${status}'`).join(", ")})),
     reason TEXT,
     submitted_at TEXT NOT NULL,
     decided_at TEXT
   )`,
  "CREATE INDEX IF NOT EXISTS reviews_status ON reviews (status, submitted_at)",
  // One row: the key of the review links.
  "CREATE TABLE IF NOT EXISTS review_key (id INTEGER PRIMARY KEY CHECK (id = 1), key TEXT NOT NULL, created_at TEXT NOT NULL)",
];

export async function createReviewTables(client: Client): Promise<void> {
  for (const statement of TABLES) await client.execute(statement);
}

function reviewOf(row: Row): Review {
  const status = REVIEW_STATUSES.find((value) => value === row.status) ?? "pending";
  return {
    id: String(row.id),
    orderId: String(row.order_id),
    slug: String(row.slug),
    stars: Number(row.stars),
    text: String(row.text),
    name: String(row.name),
    status,
    reason: row.reason === null || row.reason === undefined ? null : String(row.reason),
    submittedAt: String(row.submitted_at),
    decidedAt: row.decided_at === null || row.decided_at === undefined ? null : String(row.decided_at),
  };
}

export type SubmitOutcome = "stored" | "replaced" | "closed";

export interface ReviewsStore {
  /** The key of the review links. */
  key: Buffer;
  /** Stores the order's review as pending: "replaced" when it took a pending or rejected one's place, "closed" when the order's review was approved. */
  submit(review: { orderId: string; slug: string; stars: number; text: string; name: string }): Promise<SubmitOutcome>;
  forOrder(orderId: string): Promise<Review | undefined>;
  get(id: string): Promise<Review | undefined>;
  /** Reviews waiting for a decision, oldest first. */
  pending(): Promise<Review[]>;
  /** Approves a pending review; undefined when there is no pending review of that id. */
  approve(id: string): Promise<Review | undefined>;
  /** Rejects a pending review for one of the published rules; undefined when there is no pending review of that id. */
  reject(id: string, reason: RejectionCode): Promise<Review | undefined>;
  /**
   * Deletes the unpublished reviews of orders whose buyer was erased (`npm run orders -- --delete`); how many. A
   * published one is a content file: withdrawing it is a commit.
   */
  forgetErased(): Promise<number>;
}

export async function openReviewsStore(
  client: Client,
  { now = Date.now }: { now?: () => number } = {},
): Promise<ReviewsStore> {
  await createReviewTables(client);
  const stamp = () => new Date(now()).toISOString();
  await client.execute({
    sql: "INSERT INTO review_key (id, key, created_at) VALUES (1, ?, ?) ON CONFLICT (id) DO NOTHING",
    args: [randomBytes(32).toString("base64"), stamp()],
  });
  const keyRow = await client.execute("SELECT key FROM review_key WHERE id = 1");
  const key = Buffer.from(String(keyRow.rows[0]?.key), "base64");
  const one = async (sql: string, args: (string | number | null)[]) => {
    const result = await client.execute({ sql, args });
    return result.rows[0] ? reviewOf(result.rows[0]) : undefined;
  };
  const decide = (id: string, status: ReviewStatus, reason: string | null) =>
    one("UPDATE reviews SET status = ?, reason = ?, decided_at = ? WHERE id = ? AND status = 'pending' RETURNING *", [
      status,
      reason,
      stamp(),
      id,
    ]);
  const forOrder = (orderId: string) => one("SELECT * FROM reviews WHERE order_id = ?", [orderId]);
  return {
    key,
    async submit(review) {
      const before = await forOrder(review.orderId);
      if (before?.status === "approved") return "closed";
      const result = await client.execute({
        sql: `INSERT INTO reviews (id, order_id, slug, stars, text, name, status, submitted_at) VALUES (?, ?, ?, ?, ?, ?, 'pending', ?)
              ON CONFLICT (order_id) DO UPDATE SET stars = excluded.stars, text = excluded.text, name = excluded.name, status = 'pending',
                reason = NULL, submitted_at = excluded.submitted_at, decided_at = NULL
              WHERE reviews.status != 'approved'`,
        args: [
          randomBytes(6).toString("hex"),
          review.orderId,
          review.slug,
          review.stars,
          review.text,
          review.name,
          stamp(),
        ],
      });
      if (result.rowsAffected === 0) return "closed";
      return before ? "replaced" : "stored";
    },
    forOrder,
    get: (id) => one("SELECT * FROM reviews WHERE id = ?", [id]),
    async pending() {
      const result = await client.execute("SELECT * FROM reviews WHERE status = 'pending' ORDER BY submitted_at, id");
      return result.rows.map(reviewOf);
    },
    approve: (id) => decide(id, "approved", null),
    reject: (id, reason) => decide(id, "rejected", reason),
    async forgetErased() {
      const result = await client.execute(
        "DELETE FROM reviews WHERE status != 'approved' AND order_id IN (SELECT id FROM orders WHERE erased_at IS NOT NULL)",
      );
      return result.rowsAffected;
    },
  };
}
