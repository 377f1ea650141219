// The buyer's order page, /order/<id>: made by the server at each request (an order is not a page the build knows),
// in the site's stylesheet, without any script, never indexed (noindex) nor stored by a browser or proxy (no-store),
// and sent with no Referer onward (the address is the buyer's key). It says where the order stands (waiting for
// Stripe, paid, link ready, e-mailed, refunded, delivered by hand), shows the link once made with the import steps and
// the snapshot's checklist, and offers "Send the e-mail again" (a form: limited by the store, see allowResend). A lost
// e-mail is never a support ticket: this page holds everything it held. An unknown id is a plain 404.
import type { IncomingMessage, ServerResponse } from "node:http";
import { formatDuration } from "../../lib/time-format.ts";
import { ORDER_EMAIL_RESENDS, type StoreCatalog } from "../../contracts/store-catalog.ts";
import { ACCOUNT_PATH } from "../account/account-paths.ts";
import { STATIC_SECURITY_HEADERS } from "../http/headers.ts";
import { REFUSAL_PAGE_POLICY, builtStylesheets, escapeHtml, scriptFreePage } from "../enquiries/refusal-page.ts";
import { money } from "./money.ts";
import { dueByText } from "./deliveries/emails.ts";
import { orderPath, snapshotPath } from "./paths.ts";
import type { Order, OrdersStore } from "./orders-store.ts";

/** The limits of "Send the e-mail again", from the one place the Terms read them too. */
export const RESEND_GAP_MS = ORDER_EMAIL_RESENDS.minutes * 60_000;
export const RESEND_MAX = ORDER_EMAIL_RESENDS.times;

/** While the order waits for Stripe or its link, the page reloads itself this often (no script: a meta refresh). */
const REFRESH_SECONDS = 10;

/** The page's headers: no script, no cache, no index, no Referer carrying the order's address to another site. */
/** The headers of a buyer's private, script-free page: never indexed, cached or referred. */
export const PAGE_HEADERS = {
  ...STATIC_SECURITY_HEADERS,
  "Content-Type": "text/html; charset=utf-8",
  "Content-Security-Policy": REFUSAL_PAGE_POLICY,
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
};

export type OrderState =
  | "waiting"
  | "processing"
  | "failed"
  | "expired"
  | "making"
  | "delayed"
  | "ready"
  | "emailed"
  | "manual"
  | "refunded"
  | "erased";

/** Where the order stands, as the page says it. */
export function orderState(order: Order): OrderState {
  if (order.status === "refunded") return "refunded";
  if (order.erasedAt) return "erased";
  if (order.status === "open") return "waiting";
  if (order.status === "processing" || order.status === "failed" || order.status === "expired") return order.status;
  if (order.shareLink) return order.emailedAt ? "emailed" : "ready";
  if (order.delivery === "manual" || order.attention === "by-hand") return "manual";
  return order.attention ? "delayed" : "making";
}

const date = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }) + " UTC"
    : "";

/** The states in which the page looks again by itself: only while something is about to happen within seconds. */
const REFRESHING: readonly OrderState[] = ["waiting", "making"];

export function renderOrderPage(
  order: Order,
  catalog: StoreCatalog,
  {
    brandName,
    notice,
    stylesheets = builtStylesheets(),
    now = Date.now(),
    reviewLink,
  }: { brandName: string; notice?: string; stylesheets?: string[]; now?: number; reviewLink?: string | undefined },
): string {
  const state = orderState(order);
  const entry = catalog.snapshots[order.slug];
  const dueBy = dueByText(order, catalog, now);
  const status: Record<OrderState, string> = {
    waiting: `We are waiting for Stripe to confirm your payment. This page checks again every ${REFRESH_SECONDS} seconds.`,
    processing:
      "Your bank payment is clearing, which takes a few business days. Nothing is needed from you: we e-mail your share link as soon as it clears, and this page shows it too.",
    failed:
      "Your bank did not complete the payment, so no payment was taken and nothing was delivered. You can buy the snapshot again with a card or another account.",
    expired:
      "This checkout expired before a payment was made: no payment was taken. You can start again from the snapshot's page.",
    making: `Paid. Your single-use share link is being made; this page checks again every ${REFRESH_SECONDS} seconds.`,
    delayed: `Paid. GoHighLevel did not give us your link this time. Our team has been alerted and will send it by ${dueBy} at the latest; it comes by e-mail and shows here.`,
    ready: "Paid. Your share link is ready below, and the e-mail with it is on its way.",
    emailed: `Paid. Your share link is below, and we e-mailed it${order.buyerEmail ? ` to ${order.buyerEmail}` : ""}${order.emailedAt ? ` on ${date(order.emailedAt)}` : ""}.`,
    manual: `Paid. We are preparing your share link by hand and will e-mail it within ${formatDuration(catalog.shareLinkHours, "hour")}, by ${dueBy}; it will show here too.`,
    refunded: `This order was refunded${order.refundedAt ? ` on ${date(order.refundedAt)}` : ""}.`,
    erased: "Paid. Your personal details and the link were erased from this order at your request.",
  };
  const again =
    state === "failed" || state === "expired"
      ? `<p class="mt-4"><a class="font-medium text-brand-700 underline" href="${escapeHtml(snapshotPath(order.slug))}">Back to the ${escapeHtml(order.snapshotName)}</a></p>`
      : "";
  const refresh = REFRESHING.includes(state) ? `<meta http-equiv="refresh" content="${REFRESH_SECONDS}">` : "";
  const list = (items: readonly string[], ordered: boolean) =>
    items.length
      ? `<${ordered ? "ol" : "ul"} class="mt-2 ${ordered ? "list-decimal" : "list-disc"} space-y-1 pl-5">${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</${ordered ? "ol" : "ul"}>`
      : "";
  const link =
    order.shareLink && state !== "refunded"
      ? `<section class="mt-8" aria-labelledby="link-title">
    <h2 id="link-title" class="text-xl font-bold text-ink">Your share link</h2>
    <p class="mt-2">It can be imported once: keep it to yourself.</p>
    <p class="mt-2 break-all"><a class="font-medium text-brand-700 underline" href="${escapeHtml(order.shareLink)}" rel="noreferrer">${escapeHtml(order.shareLink)}</a></p>
  </section>
  <section class="mt-8" aria-labelledby="import-title">
    <h2 id="import-title" class="text-xl font-bold text-ink">How to import it</h2>${list(catalog.importSteps, true)}
  </section>${
    entry?.afterImport.length
      ? `
  <section class="mt-8" aria-labelledby="after-title">
    <h2 id="after-title" class="text-xl font-bold text-ink">After importing</h2>${list(entry.afterImport, false)}${
      // What is inside and what it needs: the snapshot page's spec sheet, which the e-mail links too.
      entry.specSheet
        ? `\n    <p class="mt-2"><a class="font-medium text-brand-700 underline" href="${escapeHtml(snapshotPath(order.slug))}#spec-sheet">The spec sheet: what is inside it and what it needs</a></p>`
        : ""
    }
  </section>`
      : ""
  }`
      : "";
  const resend =
    order.shareLink && order.status === "paid" && order.buyerEmail
      ? `<form method="post" action="${escapeHtml(orderPath(order.id))}/resend" class="mt-8">
    <button type="submit" class="inline-flex items-center justify-center rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">Send the e-mail again</button>
  </form>`
      : "";
  return scriptFreePage(
    {
      title: `Your order: ${order.snapshotName} | ${brandName}`,
      robots: "noindex, nofollow",
      head: `\n<meta name="referrer" content="no-referrer">${refresh ? `\n${refresh}` : ""}`,
      stylesheets,
    },
    `  <h1 class="text-3xl font-bold text-ink sm:text-4xl">Your ${escapeHtml(order.snapshotName)}</h1>
  <p class="mt-2">${escapeHtml(money(order.amount, order.currency))}${order.paidAt ? `, paid ${escapeHtml(date(order.paidAt))}` : ""}. Order ${escapeHtml(order.id)}.</p>
  <p class="mt-6 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3" role="status" data-state="${state}">${escapeHtml(status[state])}</p>
  ${again}
  ${notice ? `<p class="mt-4 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3" role="status">${escapeHtml(notice)}</p>` : ""}
  ${link}
  ${resend}
  ${reviewLink && order.status === "paid" ? `<p class="mt-8"><a class="font-medium text-brand-700 underline" href="${escapeHtml(reviewLink)}" data-review-link>Review the ${escapeHtml(order.snapshotName)}</a>: one review per order, published good or bad.</p>` : ""}
  <p class="mt-8"><a class="font-medium text-brand-700 underline" href="${ACCOUNT_PATH}">All your orders</a></p>
  <p class="mt-4"><a class="font-medium text-brand-700 underline" href="/">${escapeHtml(brandName)} home</a></p>
`,
  );
}

export function createOrderPageHandler({
  orders,
  catalog,
  brandName,
  requestResend,
  askStripe,
  stylesheets,
  reviewLink,
}: {
  orders: () => OrdersStore | undefined;
  catalog: () => Promise<StoreCatalog>;
  brandName: string;
  /** Sends the buyer's e-mail again (through the outbox); false when the limit says not now. */
  requestResend: (order: Order) => Promise<boolean>;
  /** Asks Stripe about an order no event has settled yet; true when the order changed. */
  askStripe?: (order: Order) => Promise<boolean>;
  stylesheets?: () => string[];
  /** The order's review form, when it can be reviewed (server/reviews/). */
  reviewLink?: (order: Order) => string | undefined;
}) {
  const notFound = (res: ServerResponse) => {
    res.writeHead(404, { ...PAGE_HEADERS, "Content-Type": "text/plain; charset=utf-8" }).end("Not found");
  };
  return async function handleOrderPage(
    req: IncomingMessage,
    res: ServerResponse,
    id: string,
    action: string | undefined,
  ): Promise<void> {
    const store = orders();
    if (!store) {
      res
        .writeHead(503, { ...PAGE_HEADERS, "Content-Type": "text/plain; charset=utf-8", "Retry-After": "30" })
        .end("Your order page is back in a minute.");
      return;
    }
    let order = await store.get(id);
    if (!order) return notFound(res);
    // The buyer is back from Stripe and no event has settled the order: Stripe is asked, so a webhook that is late,
    // misconfigured or never registered delays nobody.
    if (
      action === undefined &&
      askStripe &&
      (order.status === "open" || order.status === "processing") &&
      (await askStripe(order).catch(() => false))
    )
      order = (await store.get(id)) ?? order;
    if (action === "resend") {
      if (req.method !== "POST") return notFound(res);
      const sent = await requestResend(order);
      res
        .writeHead(303, {
          ...PAGE_HEADERS,
          Location: `${orderPath(order.id)}?resend=${sent ? "sent" : "wait"}`,
          "Content-Length": "0",
        })
        .end();
      return;
    }
    if (action !== undefined || (req.method !== "GET" && req.method !== "HEAD")) return notFound(res);
    const query = new URL(req.url ?? "/", "http://order.local").searchParams.get("resend");
    const notice =
      query === "sent"
        ? "We are sending the e-mail again. Check your spam folder if it does not arrive within a few minutes."
        : query === "wait"
          ? "The e-mail was sent again a short while ago. Please wait a few minutes before asking once more."
          : undefined;
    const html = renderOrderPage(order, await catalog(), {
      brandName,
      ...(notice ? { notice } : {}),
      ...(stylesheets ? { stylesheets: stylesheets() } : {}),
      reviewLink: reviewLink?.(order),
    });
    res.writeHead(200, { ...PAGE_HEADERS, "Content-Length": Buffer.byteLength(html) });
    res.end(req.method === "HEAD" ? undefined : html);
  };
}
