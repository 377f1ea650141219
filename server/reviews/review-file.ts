// An approved review as the content file the next build publishes: content/reviews/<snapshot slug>/<review id>.yml
// (docs/decisions/058-reviews-only-buyers-can-write.md). It holds what the page shows and a short order reference,
// never the order's whole id (the key to its page) nor the buyer's e-mail: the file is committed to the repository.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { stringify } from "yaml";
import { REVIEWS_FOLDER } from "../../lib/review-rules.ts";
import type { Review } from "./reviews-store.ts";

/** The order as a review file names it: its first eight characters, enough to find it with `npm run orders`. */
export const reviewOrderRef = (orderId: string) => orderId.slice(0, 8);

export function reviewFilePath(contentDir: string, review: Pick<Review, "slug" | "id">): string {
  return path.join(contentDir, REVIEWS_FOLDER, review.slug, `${review.id}.yml`);
}

export function reviewFileText(review: Review): string {
  const header =
    "# A buyer's review, approved with npm run reviews. Commit it to publish it; edit nothing but a typo the buyer asked to fix.\n";
  return (
    header +
    stringify(
      {
        stars: review.stars,
        text: review.text,
        name: review.name,
        date: review.submittedAt.slice(0, 10),
        order: reviewOrderRef(review.orderId),
        verified: true,
      },
      { lineWidth: 0 },
    )
  );
}

/** Writes the approved review's file; returns its path. */
export async function writeReviewFile(contentDir: string, review: Review): Promise<string> {
  const file = reviewFilePath(contentDir, review);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, reviewFileText(review), { flag: "wx" });
  return file;
}
