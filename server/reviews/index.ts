// Reviews only buyers can write, on a Node host that sells (it needs the orders): the review form behind each paid
// order's signed link, the store of pending and decided reviews (opened on the lead database with the orders), and
// the link the order page and the delivery e-mail carry. Approved reviews reach the pages as content files
// (`npm run reviews`, review-file.ts), so every build, static hosts included, shows them.
import type { Client } from "@libsql/client";
import type { RateLimiter } from "../enquiries/contact.ts";
import type { Order, OrdersStore } from "../orders/orders-store.ts";
import { createReviewHandler, notReviewable } from "./review-handler.ts";
import { reviewPath } from "./review-link.ts";
import { openReviewsStore, type ReviewsStore } from "./reviews-store.ts";

export interface Reviews {
  open(client: Client): Promise<void>;
  /** Answers a review path; false for any other. */
  handle: ReturnType<typeof createReviewHandler>;
  /** The order's review form (a path), or undefined when it cannot be reviewed or the reviews are not open yet. */
  linkFor(order: Order): string | undefined;
}

export function createReviews(options: {
  orders: () => OrdersStore | undefined;
  brandName: string;
  siteUrl: string;
  limiter: RateLimiter;
  trustProxy: number;
}): Reviews {
  let store: ReviewsStore | undefined;
  return {
    async open(client) {
      store = await openReviewsStore(client);
    },
    handle: createReviewHandler({ ...options, reviews: () => store }),
    linkFor(order) {
      return store && !notReviewable(order) ? reviewPath(store.key, order.id) : undefined;
    },
  };
}
