// What Stripe's word means for an order, whether it comes as a signed event at the webhook or as Stripe's own answer
// about a session (when the buyer returns, and in the sweep): one reading for both, so an order reaches the same state
// whichever arrives first, and the one that comes second changes nothing.
import type { InterestCatalog } from "../../contracts/lead-catalog.ts";
import { ORDER_ID, type EventAction, type Payment } from "./orders-store.ts";
import { idOf, type CheckoutSession, type StoreEvent } from "./stripe.ts";

/** The session as an order's payment; undefined when it is not one of this site's checkouts. */
export function paymentOf(session: CheckoutSession, catalog: InterestCatalog): Payment | undefined {
  const orderId = session.client_reference_id ?? session.metadata?.order_id;
  const slug = session.metadata?.slug;
  if (!orderId || !ORDER_ID.test(orderId) || !slug || session.amount_total === null || !session.currency)
    return undefined;
  return {
    sessionId: session.id,
    orderId,
    paymentIntent: idOf(session.payment_intent),
    slug,
    snapshotName: catalog.snapshots[slug]?.name ?? slug,
    amount: session.amount_total,
    currency: session.currency,
    buyerName: session.customer_details?.name ?? null,
    buyerEmail: session.customer_details?.email ?? null,
  };
}

/**
 * Where a session stands, as an action: paid; completed with a debit still clearing; expired. An open session (the
 * buyer is still at Stripe's page) asks nothing.
 */
export function actionOfSession(session: CheckoutSession, catalog: InterestCatalog): EventAction | undefined {
  if (session.status === "expired") return { kind: "expired", sessionId: session.id };
  const payment = paymentOf(session, catalog);
  if (!payment) return undefined;
  if (session.payment_status === "paid" || session.payment_status === "no_payment_required")
    return { kind: "paid", payment };
  if (session.status === "complete") return { kind: "processing", payment };
  return undefined;
}

/** What an event asks of the store, if anything. */
export function actionOfEvent(event: StoreEvent, catalog: InterestCatalog): EventAction | undefined {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
    case "checkout.session.expired":
      return actionOfSession(event.data.object, catalog);
    case "checkout.session.async_payment_failed": {
      const payment = paymentOf(event.data.object, catalog);
      return payment ? { kind: "failed", payment } : undefined;
    }
    case "charge.refunded": {
      const paymentIntent = idOf(event.data.object.payment_intent);
      // A partial refund leaves the order as it is (the agency sees it in Stripe); a full one marks it.
      return paymentIntent && event.data.object.refunded ? { kind: "refunded", paymentIntent } : undefined;
    }
    case "charge.dispute.created": {
      const paymentIntent = idOf(event.data.object.payment_intent);
      return paymentIntent ? { kind: "disputed", paymentIntent } : undefined;
    }
  }
}
