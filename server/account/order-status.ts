// An order's status in a few words, for the list of a buyer's orders (the order page says it at length).
import { orderState, type OrderState } from "../orders/order-page.ts";
import type { Order } from "../orders/orders-store.ts";

const WORDS: Record<OrderState, string> = {
  waiting: "Waiting for payment",
  processing: "Payment clearing",
  failed: "Payment failed",
  expired: "Checkout expired",
  making: "Paid, link being made",
  delayed: "Paid, link delayed",
  ready: "Paid, link ready",
  emailed: "Paid and delivered",
  manual: "Paid, link coming by hand",
  refunded: "Refunded",
  erased: "Paid, details erased",
};

export function orderStatusWords(order: Order): string {
  return WORDS[orderState(order)];
}
