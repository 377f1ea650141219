// The e-mails an order sends, as plain text. To the buyer: the delivery (the link, or when it comes), a delay with
// what happens next and by when, a bank debit that is clearing or failed. To the agency: a problem only a person can
// solve, with the exact command that closes it, and a dispute. Each says only what the order page shows too.
import { formatDuration } from "../../../lib/time-format.ts";
import { ACCOUNT_PATH } from "../../account/account-paths.ts";
import type { StoreCatalog } from "../../../contracts/store-catalog.ts";
import { printable } from "../../enquiries/leads-format.ts";
import { money } from "../money.ts";
import type { AttentionCode, Order } from "../orders-store.ts";
import { orderPath, orderRef, snapshotPath } from "../paths.ts";

interface Site {
  siteUrl: string;
  brandName: string;
  /** The order's review form (a path), when it can be reviewed. */
  reviewLink?: string | undefined;
}

const hello = (order: Order) => `Hello${order.buyerName ? ` ${printable(order.buyerName)}` : ""},`;
const signed = (brandName: string) => ["", brandName, ""];
const pageOf = (order: Order, { siteUrl }: Site) => `${siteUrl}${orderPath(order.id)}`;
const utc = (ms: number) =>
  new Date(ms).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }) + " UTC";

/**
 * When the buyer has their link at the latest: the promise counted from the payment, or from now when a problem came
 * after it had passed.
 */
export function linkDueBy(order: Order, catalog: StoreCatalog, now: number): number {
  const promise = catalog.shareLinkHours * 3_600_000;
  const due = (order.paidAt ? Date.parse(order.paidAt) : now) + promise;
  return due > now ? due : now + promise;
}
export const dueByText = (order: Order, catalog: StoreCatalog, now: number) => utc(linkDueBy(order, catalog, now));

/** The link to the snapshot's spec sheet (what is inside, what it needs), when its page has one. */
const specSheetLines = (order: Order, catalog: StoreCatalog, { siteUrl }: Site) =>
  catalog.snapshots[order.slug]?.specSheet
    ? [`What is inside it and what it needs, in its spec sheet: ${siteUrl}${snapshotPath(order.slug)}#spec-sheet`, ""]
    : [];

/** The buyer's delivery e-mail: the link (or, by hand, when it comes), the import steps, the checklist, the order page. */
export function buyerEmailText(order: Order, catalog: StoreCatalog, site: Site, now = Date.now()): string {
  const steps = catalog.importSteps.map((step, index) => `${index + 1}. ${step}`).join("\n");
  const after = catalog.snapshots[order.slug]?.afterImport ?? [];
  const link = order.shareLink
    ? `Your share link (it can be imported once, so keep it to yourself):\n${order.shareLink}\n`
    : `We are preparing your share link by hand and will e-mail it within ${formatDuration(catalog.shareLinkHours, "hour")}, by ${dueByText(order, catalog, now)}.\n`;
  return [
    hello(order),
    "",
    `Thank you for buying the ${order.snapshotName} (${money(order.amount, order.currency)}).`,
    "",
    link,
    ...(steps ? ["How to import it:", steps, ""] : []),
    ...(after.length ? ["After importing:", ...after.map((item) => `- ${item}`), ""] : []),
    ...specSheetLines(order, catalog, site),
    order.shareLink
      ? `Your order, the link and these steps are always here: ${pageOf(order, site)}`
      : `Your order and these steps are here, and the link will be too once we send it: ${pageOf(order, site)}`,
    ...(order.shareLink && site.reviewLink
      ? [
          "",
          `Once you have used it, tell other buyers what you think (one review per order, published good or bad): ${site.siteUrl}${site.reviewLink}`,
        ]
      : []),
    `All your orders, and a new link when you need one: ${site.siteUrl}${ACCOUNT_PATH}`,
    ...signed(site.brandName),
  ].join("\n");
}

/** The buyer's notice that their link is late: what happened in plain words, what happens next, and by when. */
export function delayNoticeText(order: Order, catalog: StoreCatalog, site: Site, now = Date.now()): string {
  return [
    hello(order),
    "",
    `Your payment for the ${order.snapshotName} went through, but GoHighLevel, where share links are made, did not give us your link this time.`,
    "",
    `Nothing is needed from you. Our team has been alerted and will send your link by ${dueByText(order, catalog, now)} at the latest. It will arrive by e-mail, and your order page shows it the moment it is ready:`,
    pageOf(order, site),
    "",
    "If you have a question in the meantime, reply to this e-mail.",
    ...signed(site.brandName),
  ].join("\n");
}

/** The buyer's e-mail while a bank debit clears: the order is kept, nothing to do, the link follows the payment. */
export function processingText(order: Order, site: Site): string {
  return [
    hello(order),
    "",
    `Thank you for your order of the ${order.snapshotName} (${money(order.amount, order.currency)}). You chose to pay by bank debit, which takes a few business days to clear.`,
    "",
    "Nothing is needed from you. As soon as the payment clears we e-mail your share link, and your order page shows where it stands:",
    pageOf(order, site),
    ...signed(site.brandName),
  ].join("\n");
}

/** The buyer's e-mail when the bank debit failed: no payment was taken, and how to try again. */
export function paymentFailedText(order: Order, site: Site & { snapshotUrl: string }): string {
  return [
    hello(order),
    "",
    `Your bank did not complete the debit for the ${order.snapshotName}, so no payment was taken and no snapshot was delivered.`,
    "",
    `You can buy it again with a card or another account here: ${site.snapshotUrl}`,
    "If you think this is a mistake, reply to this e-mail and we will help.",
    ...signed(site.brandName),
  ].join("\n");
}

/** What the agency is told for each problem, and the command that closes it. */
function fix(order: Order, code: AttentionCode): string[] {
  const byHand = `npm run orders -- --delivered ${order.id} --link <the share link>`;
  const handSteps = [
    "Or deliver it by hand: in GoHighLevel, open Snapshots, share this snapshot as a single-use link, then run",
    `  ${byHand}`,
    "which records the link, shows it on the buyer's order page and e-mails it to them.",
  ];
  switch (code) {
    case "link-refused":
      return [
        `GoHighLevel refused to make a share link for this snapshot. Check that ghlSnapshotId in content/snapshots/${order.slug}.md is a snapshot of your agency (npm run ghl:check), then rebuild and restart: waiting orders are tried again at once and finish by themselves.`,
        ...handSteps,
      ];
    case "agency-token":
      return [
        "GoHighLevel refused the agency token. Replace GHL_AGENCY_TOKEN (npm run ghl:check says what it needs) and restart the server: waiting orders are tried again at once and finish by themselves.",
        ...handSteps,
      ];
    case "link-failing":
      return [
        "GoHighLevel has failed to make this share link for hours. The site keeps trying (every LEADS_RETRY_MAX_SECONDS, an hour by default) and sends the link by itself when one is made; `npm run orders -- --failed` shows the last error.",
        ...handSteps,
      ];
    case "by-hand":
      return [
        "This snapshot is delivered by hand: it has no ghlSnapshotId, or GHL_AGENCY_TOKEN is not set. The buyer was told to expect the link by e-mail.",
        ...handSteps,
      ];
  }
}

/** The agency's alert for an order that needs a person: the order, the reason, the fix, and when the buyer was promised. */
export function attentionAlertText(
  order: Order,
  code: AttentionCode,
  catalog: StoreCatalog,
  site: Site,
  now = Date.now(),
): { subject: string; text: string } {
  return {
    subject: `Needs a person: ${order.snapshotName}, order ${orderRef(order.id)} (${code})`,
    text: [
      `Order ${order.id}: ${order.snapshotName} (${order.slug}), ${money(order.amount, order.currency)}, paid ${order.paidAt ?? ""}.`,
      `Buyer: ${printable(order.buyerName ?? "")} <${printable(order.buyerEmail ?? "")}>`,
      `Reason: ${printable(order.attentionDetail ?? code)}`,
      "",
      ...fix(order, code),
      "",
      `The buyer was promised the link by ${dueByText(order, catalog, now)}. Their order page: ${pageOf(order, site)}`,
      "",
    ].join("\n"),
  };
}

/** The agency's e-mail about a dispute: Stripe gives only days to answer. */
export function disputeText(order: Order, site: Site): { subject: string; text: string } {
  return {
    subject: `Dispute opened: ${order.snapshotName}, ${money(order.amount, order.currency)} (order ${orderRef(order.id)})`,
    text: [
      `The buyer's bank disputes the payment for order ${order.id} (${order.snapshotName}, ${money(order.amount, order.currency)}).`,
      `Buyer: ${printable(order.buyerName ?? "")} <${printable(order.buyerEmail ?? "")}>`,
      `Stripe: ${order.sessionId}${order.paymentIntent ? `, ${order.paymentIntent}` : ""}`,
      "",
      "Answer it in Stripe's Dashboard (Payments, Disputes) before its deadline, with the order page and the delivery e-mail as evidence:",
      pageOf(order, site),
      "",
    ].join("\n"),
  };
}
