// `npm run orders` lists the snapshot orders newest first (paid, refunded); `-- --csv` writes them as CSV for the
// books. `-- --failed` lists the orders' dead deliveries, `-- --retry <delivery id|all>` queues them again for the
// running server, `-- --resend <order id>` sends the buyer's e-mail again (the same link), and `-- --delete <email>`
// erases a buyer's name, e-mail and link from their orders while keeping the accounting record the law asks a seller
// to keep (order id, amount, currency, dates, snapshot, Stripe's references: docs/decisions/028-orders-and-the-law.md).
import { checkSettingsOrExit, loadDotEnv, readGroup } from "../../config/settings.mjs";
import { readCommandLine, type CliOption, type CliSpec } from "../cli.mjs";
import { csvField, deliveriesText, printable } from "../leads-format.ts";
import { openLeadStore } from "../leads-store.ts";
import { outboxOptions, retryTarget } from "../outbox-cli.ts";
import { money } from "./money.ts";
import { ORDER_KIND, openOrdersStore, type Order } from "./orders-store.ts";

export const ORDERS_CLI = {
  command: "npm run orders --",
  summary: "Lists the snapshot orders newest first, with their delivery; or acts on one.",
  options: {
    csv: { type: "boolean", about: "Write the orders as CSV (for the books) instead of text" },
    ...outboxOptions("the orders'"),
    resend: { type: "string", value: "<order id>", about: "Send the buyer's e-mail again (the same link)" },
    delete: { type: "string", value: "<email>", about: "Erase a buyer's name, e-mail and link from their orders; the accounting record stays" },
  },
} satisfies CliSpec<Record<string, CliOption>>;

const CSV_COLUMNS = ["id", "createdAt", "paidAt", "status", "slug", "snapshotName", "amount", "currency", "buyerName", "buyerEmail", "delivery", "linkMadeAt", "emailedAt", "refundedAt", "erasedAt", "sessionId", "paymentIntent"] as const;

export function ordersCsv(orders: Order[]): string {
  const rows = [CSV_COLUMNS.join(","), ...orders.map((order) => CSV_COLUMNS.map((column) => csvField(column === "amount" ? (order.amount / 100).toFixed(2) : order[column])).join(","))];
  return `${rows.join("\r\n")}\r\n`;
}

export function ordersText(orders: Order[]): string {
  if (orders.length === 0) return "No orders yet.\n";
  return orders
    .map((order) => {
      const delivered = order.shareLink ? `link made ${order.linkMadeAt ?? ""}${order.emailedAt ? `, e-mailed ${order.emailedAt}` : ", not e-mailed yet"}` : order.delivery === "manual" ? "DELIVER BY HAND" : "link not made yet";
      return `${order.id}  ${printable(order.paidAt ?? order.createdAt)}  ${order.status}  ${money(order.amount, order.currency)}  ${order.slug}\n  ${printable(order.buyerName ?? "")} <${printable(order.buyerEmail ?? (order.erasedAt ? "erased" : ""))}>  ${delivered}\n`;
    })
    .join("\n");
}

if (import.meta.main) {
  loadDotEnv();
  const { values } = readCommandLine(ORDERS_CLI);
  checkSettingsOrExit(["leads"]);
  const database = readGroup("leads");
  const leads = await openLeadStore(database.LEADS_DB_URL, database.LEADS_DB_AUTH_TOKEN);
  try {
    const orders = await openOrdersStore(leads.client, leads.outbox);
    if (values.delete !== undefined) {
      const erased = await orders.eraseBuyer(values.delete);
      process.stdout.write(
        erased.orders === 0
          ? `No order from ${values.delete}: nothing erased.\n`
          : `Erased the buyer's name, e-mail and link from ${erased.orders} ${erased.orders === 1 ? "order" : "orders"} (${erased.pendingDeliveries} deliveries not yet made, now never made); the amount, date and snapshot stay for the books.\n`,
      );
    } else if (values.resend !== undefined) {
      const queued = await orders.resendEmail(values.resend, 0, Number.MAX_SAFE_INTEGER);
      process.stdout.write(queued ? "The buyer's e-mail is queued again; the running server sends it within seconds.\n" : `No paid, e-mailed order ${values.resend}.\n`);
      if (!queued) process.exitCode = 1;
    } else if (values.retry !== undefined) {
      const target = retryTarget(values.retry, ORDERS_CLI.command);
      if (target !== undefined) {
        const dead = (await leads.outbox.list({ status: "dead", kind: ORDER_KIND })).filter((delivery) => target === "all" || delivery.id === target);
        for (const delivery of dead) await leads.outbox.retry(delivery.id, Date.now());
        process.stdout.write(`${dead.length} ${dead.length === 1 ? "delivery" : "deliveries"} queued again.\n`);
      }
    } else if (values.failed) {
      process.stdout.write(deliveriesText(await leads.outbox.list({ status: "dead", kind: ORDER_KIND }), "No failed order deliveries."));
    } else {
      const list = await orders.list();
      process.stdout.write(values.csv ? ordersCsv(list) : ordersText(list));
    }
  } finally {
    leads.close();
  }
}
