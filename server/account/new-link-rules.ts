// Whether an order may ask for a new share link now, and if not, why (the account page says it instead of the button).
import { NEW_LINKS } from "../../contracts/account-policy.ts";
import type { Order } from "../orders/orders-store.ts";

export type NewLinkRefusal = "not-paid" | "refunded" | "by-hand" | "first-link" | "pending" | "limit";

export interface NewLinkFacts {
  /** Whether the snapshot's links are made through GoHighLevel's API (its ghlSnapshotId and the agency token). */
  byLink: boolean;
  /** A new link of this order is on its way. */
  pending: boolean;
  /** New links asked for in the last 24 hours. */
  lastDay: number;
}

/** Undefined when the order may ask now; otherwise why not. */
export function newLinkRefusal(
  order: Pick<Order, "status" | "delivery" | "shareLink" | "erasedAt">,
  facts: NewLinkFacts,
): NewLinkRefusal | undefined {
  if (order.status === "refunded") return "refunded";
  if (order.status !== "paid" || order.erasedAt) return "not-paid";
  if (order.delivery !== "link" || !facts.byLink) return "by-hand";
  if (!order.shareLink) return "first-link";
  if (facts.pending) return "pending";
  if (facts.lastDay >= NEW_LINKS.perDay) return "limit";
  return undefined;
}

/** What the page says instead of the button, or after a request. */
export const NEW_LINK_WORDS: Record<NewLinkRefusal | "queued" | "failed", string> = {
  queued: "A new link is on its way to your e-mail. It can be imported once.",
  failed:
    "Your last new link could not be made. You can ask again, or reply to your delivery e-mail and we will send one.",
  pending: "A new link is already on its way: check your inbox and its spam folder before asking again.",
  limit: `This order has had its ${NEW_LINKS.perDay} new links for the last 24 hours. You can ask again tomorrow.`,
  "not-paid": "New links are for paid orders only.",
  refunded: "This order was refunded, so it gets no new links.",
  "by-hand": "This snapshot is delivered by hand: reply to your delivery e-mail and we will send you a new link.",
  "first-link": "Your first link is still being made; it comes by e-mail and shows on your order page.",
};
