// /review/<order id>/<tag>: the buyer's review form (GET), its post (POST: checked, rate-limited, stored pending) and
// its thank-you page (/thanks). Only a tag made with the review key opens it (review-link.ts), and only for a paid
// order that was not refunded or erased; a wrong tag is a plain 404, as an unknown order is.
import type { IncomingMessage, ServerResponse } from "node:http";
import { defaultReviewName } from "../../lib/review-rules.ts";
import { clientAddress, isCrossSitePost, parseFields, rateLimitKey, type RateLimiter } from "../enquiries/contact.ts";
import { BodyTooLarge, readBody } from "../http/http-body.ts";
import type { Order, OrdersStore } from "../orders/orders-store.ts";
import { orderPath } from "../orders/paths.ts";
import { readReviewFields } from "./review-fields.ts";
import { matchReviewPath, reviewPath, tagMatches } from "./review-link.ts";
import { REVIEW_PAGE_HEADERS, renderReviewClosed, renderReviewForm, renderReviewThanks } from "./review-page.ts";
import type { ReviewsStore } from "./reviews-store.ts";

/** A review is a few kilobytes of text at most. */
const MAX_REVIEW_BYTES = 16 * 1024;

export interface ReviewHandlerOptions {
  orders: () => OrdersStore | undefined;
  reviews: () => ReviewsStore | undefined;
  brandName: string;
  siteUrl: string;
  limiter: RateLimiter;
  trustProxy: number;
  stylesheets?: () => string[];
}

/** Why an order cannot be reviewed, or undefined when it can. */
export function notReviewable(order: Order): string | undefined {
  if (order.status === "refunded") return "This order was refunded, so it cannot be reviewed.";
  if (order.erasedAt) return "The details of this order were erased at your request, so it cannot be reviewed.";
  if (order.status !== "paid") return "An order can be reviewed once it is paid.";
  return undefined;
}

export function createReviewHandler({
  orders,
  reviews,
  brandName,
  siteUrl,
  limiter,
  trustProxy,
  stylesheets,
}: ReviewHandlerOptions) {
  const siteOrigin = new URL(siteUrl).origin;
  const send = (res: ServerResponse, status: number, html: string, head = false) => {
    res.writeHead(status, { ...REVIEW_PAGE_HEADERS, "Content-Length": Buffer.byteLength(html) });
    res.end(head ? undefined : html);
  };
  const plain = (res: ServerResponse, status: number, text: string, extra: Record<string, string> = {}) =>
    res.writeHead(status, { ...REVIEW_PAGE_HEADERS, "Content-Type": "text/plain; charset=utf-8", ...extra }).end(text);

  /** Answers a review path; false for any other path. */
  return async function handleReview(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
    const match = matchReviewPath(path);
    if (!match) return false;
    const orderStore = orders();
    const reviewStore = reviews();
    if (!orderStore || !reviewStore) {
      plain(res, 503, "The review form is back in a minute.", { "Retry-After": "30" });
      return true;
    }
    const order = tagMatches(reviewStore.key, match.orderId, match.tag)
      ? await orderStore.get(match.orderId)
      : undefined;
    if (!order) {
      plain(res, 404, "Not found");
      return true;
    }
    const base = {
      brandName,
      snapshotName: order.snapshotName,
      orderPage: orderPath(order.id),
      ...(stylesheets ? { stylesheets: stylesheets() } : {}),
    };
    const action = reviewPath(reviewStore.key, order.id);
    const isGet = req.method === "GET" || req.method === "HEAD";
    const closed = notReviewable(order);
    if (closed) {
      send(res, 403, renderReviewClosed({ ...base, message: closed }), req.method === "HEAD");
      return true;
    }
    if (match.thanks) {
      if (isGet) send(res, 200, renderReviewThanks(base), req.method === "HEAD");
      else plain(res, 405, "Method not allowed", { Allow: "GET, HEAD" });
      return true;
    }
    const existing = await reviewStore.forOrder(order.id);
    const published = () =>
      send(
        res,
        409,
        renderReviewClosed({
          ...base,
          message: "Your review of this order is published: thank you. An order has one review.",
        }),
        req.method === "HEAD",
      );
    if (isGet) {
      if (existing?.status === "approved") published();
      else {
        const values = existing
          ? { stars: String(existing.stars), text: existing.text, name: existing.name }
          : { name: defaultReviewName(order.buyerName) };
        send(
          res,
          200,
          renderReviewForm({ ...base, action, values, pendingNote: existing?.status === "pending" }),
          req.method === "HEAD",
        );
      }
      return true;
    }
    if (req.method !== "POST") {
      plain(res, 405, "Method not allowed", { Allow: "GET, HEAD, POST" });
      return true;
    }
    if (isCrossSitePost(req, siteOrigin)) {
      plain(res, 403, "A review can only be sent from our own website.");
      return true;
    }
    if (!limiter.allow(rateLimitKey(clientAddress(req, trustProxy)))) {
      plain(res, 429, "Too many attempts. Please try again in a few minutes.", { "Retry-After": "600" });
      return true;
    }
    let fields;
    try {
      fields = await parseFields(req.headers["content-type"], await readBody(req, MAX_REVIEW_BYTES));
    } catch (error) {
      plain(
        res,
        error instanceof BodyTooLarge ? 413 : 400,
        "We could not read your review. Please go back and try again.",
      );
      return true;
    }
    const read = readReviewFields(fields);
    if ("problems" in read) {
      send(
        res,
        422,
        renderReviewForm({
          ...base,
          action,
          values: read.values,
          problems: read.problems,
          pendingNote: existing?.status === "pending",
        }),
      );
      return true;
    }
    const outcome = await reviewStore.submit({ orderId: order.id, slug: order.slug, ...read.review });
    if (outcome === "closed") published();
    else res.writeHead(303, { ...REVIEW_PAGE_HEADERS, Location: `${action}/thanks`, "Content-Length": "0" }).end();
    return true;
  };
}
