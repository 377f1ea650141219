// `npm run orders` lists the snapshot orders newest first (paid, clearing, failed, refunded), with the share link each
// got and what needs a person, and counts the checkouts that expired; `-- --csv` writes them as CSV for the books.
// `-- --delivered <order id> --link <url>` records a link the agency made by hand (the order page shows it and the
// buyer is e-mailed it). `-- --failed` lists the orders' dead deliveries, `-- --retry <delivery id|all>` queues them again for the
// running server, `-- --resend <order id>` sends the buyer's e-mail again (the same link), and `-- --delete <email>`
// erases a buyer's name, e-mail and link from their orders while keeping the accounting record the law asks a seller
// to keep (order id, amount, currency, dates, snapshot, Stripe's references: docs/decisions/028-orders-and-the-law.md).
import { checkSettingsOrExit, loadDotEnv, readGroup } from "../../config/settings.mjs";
import { readCommandLine, type CliOption, type CliSpec } from "../cli.mjs";
import { csvField, deliveriesText, printable } from "../enquiries/leads-format.ts";
import { openLeadStore } from "../enquiries/leads-store.ts";
import { outboxOptions, retryTarget } from "../outbox/outbox-cli.ts";
import { openReviewsStore } from "../reviews/reviews-store.ts";
import { money } from "./money.ts";
import { ORDER_KIND, openOrdersStore, type Order, type OrdersStore } from "./orders-store.ts";
import { updatesText } from "./updates/updates-report.ts";
import { BY_HAND_KIND, UPDATE_KIND, openUpdatesStore } from "./updates/updates-store.ts";

export const ORDERS_CLI = {
  command: "npm run orders --",
  summary: "Lists the snapshot orders newest first, with their delivery; or acts on one.",
  options: {
    csv: { type: "boolean", about: "Write the orders as CSV (for the books) instead of text" },
    ...outboxOptions("the orders'"),
    resend: { type: "string", value: "<order id>", about: "Send the buyer's e-mail again (the same link)" },
    delivered: {
      type: "string",
      value: "<order id>",
      about:
        "Record the share link made by hand for a paid order (with --link): its page shows it and the buyer is e-mailed it",
    },
    link: { type: "string", value: "<url>", about: "The share link, with --delivered (https://...)" },
    delete: {
      type: "string",
      value: "<email>",
      about: "Erase a buyer's name, e-mail and link from their orders; the accounting record stays",
    },
  },
} satisfies CliSpec<Record<string, CliOption>>;

const CSV_COLUMNS = [
  "id",
  "createdAt",
  "paidAt",
  "status",
  "slug",
  "snapshotName",
  "amount",
  "currency",
  "buyerName",
  "buyerEmail",
  "delivery",
  "shareLink",
  "linkMadeAt",
  "lostLinks",
  "emailedAt",
  "attention",
  "refundedAt",
  "disputedAt",
  "erasedAt",
  "sessionId",
  "paymentIntent",
] as const;

export function ordersCsv(orders: Order[]): string {
  const rows = [
    CSV_COLUMNS.join(","),
    ...orders.map((order) =>
      CSV_COLUMNS.map((column) => csvField(column === "amount" ? (order.amount / 100).toFixed(2) : order[column])).join(
        ",",
      ),
    ),
  ];
  return `${rows.join("\r\n")}\r\n`;
}

/** What became of the order's link, in a few words. */
function deliveredText(order: Order): string {
  if (order.shareLink)
    return `link ${order.shareLink} made ${order.linkMadeAt ?? ""}${order.delivery === "manual" ? " (by hand)" : ""}${order.emailedAt ? `, e-mailed ${order.emailedAt}` : ", not e-mailed yet"}`;
  if (order.status !== "paid") return order.status === "processing" ? "bank debit clearing" : "nothing to deliver";
  return order.attention
    ? `NEEDS A PERSON (${order.attention}): ${printable(order.attentionDetail ?? "")}`
    : "link not made yet";
}

export function ordersText(orders: Order[], counts: Record<string, number> = {}): string {
  const expired = counts.expired ?? 0;
  const summary = `${orders.length} ${orders.length === 1 ? "order" : "orders"}; ${expired} ${expired === 1 ? "checkout" : "checkouts"} expired unpaid, ${counts.open ?? 0} open at Stripe.\n`;
  if (orders.length === 0) return `No orders yet.\n${summary}`;
  const lines = orders.map((order) => {
    const lost =
      order.lostLinks > 0
        ? `  (${order.lostLinks} earlier ${order.lostLinks === 1 ? "request" : "requests"} lost on the way: never sent)`
        : "";
    const disputed = order.disputedAt ? `  DISPUTED ${order.disputedAt}` : "";
    return `${order.id}  ${printable(order.paidAt ?? order.createdAt)}  ${order.status}  ${money(order.amount, order.currency)}  ${order.slug}${disputed}\n  ${printable(order.buyerName ?? "")} <${printable(order.buyerEmail ?? (order.erasedAt ? "erased" : ""))}>  ${deliveredText(order)}${lost}\n`;
  });
  const waiting = orders.filter((order) => order.status === "paid" && order.attention);
  const fix = waiting.length
    ? `\n${waiting.length} ${waiting.length === 1 ? "order needs" : "orders need"} a person; once the link is made by hand: npm run orders -- --delivered <order id> --link <share link>\n`
    : "";
  return `${lines.join("\n")}\n${summary}${fix}`;
}

/** `--delivered <id> --link <url>`: the message to print and whether it worked. */
async function recordByHand(
  orders: OrdersStore,
  id: string,
  link: string | undefined,
): Promise<{ ok: boolean; message: string }> {
  if (!link || !/^https:\/\/\S+$/.test(link))
    return { ok: false, message: "Give the share link with --link https://... (as GoHighLevel shows it).\n" };
  if (!(await orders.deliveredByHand(id, link))) {
    const order = await orders.get(id);
    const why = !order
      ? "no such order"
      : order.status !== "paid"
        ? `it is ${order.status}`
        : order.erasedAt
          ? "its buyer was erased"
          : "it already has a link (npm run orders shows it)";
    return { ok: false, message: `Nothing recorded for ${id}: ${why}.\n` };
  }
  return {
    ok: true,
    message:
      "Recorded: the order page shows the link, and the running server e-mails it to the buyer within seconds.\n",
  };
}

/** The dead deliveries of the orders and of their updates. */
async function deadOf(outbox: Awaited<ReturnType<typeof openLeadStore>>["outbox"]) {
  const kinds = await Promise.all(
    [ORDER_KIND, UPDATE_KIND, BY_HAND_KIND].map((kind) => outbox.list({ status: "dead", kind })),
  );
  return kinds.flat();
}

if (import.meta.main) {
  loadDotEnv();
  const { values } = readCommandLine(ORDERS_CLI);
  checkSettingsOrExit(["leads"]);
  const database = readGroup("leads");
  const leads = await openLeadStore(database.LEADS_DB_URL, database.LEADS_DB_AUTH_TOKEN);
  try {
    const orders = await openOrdersStore(leads.client, leads.outbox, { checkFile: () => leads.checkFile() });
    if (values.delete !== undefined) {
      const erased = await orders.eraseBuyer(values.delete);
      await (await openUpdatesStore(leads.client, leads.outbox)).forgetErased();
      const reviewsErased = await (await openReviewsStore(leads.client)).forgetErased();
      // Their leads go too, and that erasure rewrites the file and empties its log, so no old copy of the orders'
      // text stays in free pages either (as `npm run leads -- --delete` does).
      const leadsErased = await leads.eraseByEmail(values.delete, { inFlightWaitMs: 120_000 });
      process.stdout.write(
        erased.orders === 0
          ? `No order from ${values.delete}: nothing erased.\n`
          : `Erased the buyer's name, e-mail and link from ${erased.orders} ${erased.orders === 1 ? "order" : "orders"} (${erased.pendingDeliveries} deliveries not yet made, now never made); the amount, date and snapshot stay for the books.\n`,
      );
      if (reviewsErased > 0)
        process.stdout.write(
          `Erased ${reviewsErased} unpublished ${reviewsErased === 1 ? "review" : "reviews"} of their orders.\n`,
        );
      if (leadsErased.leads.length > 0)
        process.stdout.write(
          `Erased ${leadsErased.leads.length} ${leadsErased.leads.length === 1 ? "lead" : "leads"} from the same address.\n`,
        );
      if (!leadsErased.wiped)
        process.stdout.write(
          "The database file could not be rewritten now (the server is busy): run the command again to wipe old copies.\n",
        );
    } else if (values.delivered !== undefined) {
      const result = await recordByHand(orders, values.delivered, values.link);
      (result.ok ? process.stdout : process.stderr).write(result.message);
      if (!result.ok) process.exitCode = 1;
    } else if (values.resend !== undefined) {
      const queued = await orders.resendEmail(values.resend, 0, Number.MAX_SAFE_INTEGER);
      process.stdout.write(
        queued
          ? "The buyer's e-mail is queued again; the running server sends it within seconds.\n"
          : `No paid, e-mailed order ${values.resend}.\n`,
      );
      if (!queued) process.exitCode = 1;
    } else if (values.retry !== undefined) {
      const target = retryTarget(values.retry, ORDERS_CLI.command);
      if (target !== undefined) {
        const dead = (await deadOf(leads.outbox)).filter((delivery) => target === "all" || delivery.id === target);
        for (const delivery of dead) await leads.outbox.retry(delivery.id, Date.now());
        process.stdout.write(`${dead.length} ${dead.length === 1 ? "delivery" : "deliveries"} queued again.\n`);
      }
    } else if (values.failed) {
      process.stdout.write(deliveriesText(await deadOf(leads.outbox), "No failed order deliveries."));
    } else {
      const list = await orders.list();
      process.stdout.write(values.csv ? ordersCsv(list) : ordersText(list, await orders.counts()));
      if (!values.csv) {
        const updates = await openUpdatesStore(leads.client, leads.outbox);
        process.stdout.write(
          updatesText(await updates.runs(), await updates.sentByOrder(), list, await updates.firstFromVersions()),
        );
      }
    }
  } finally {
    leads.close();
  }
}
