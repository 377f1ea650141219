// The order's e-mails beyond the delivery itself, each a destination of the outbox (so it survives a crash and goes
// once, with a fixed Message-ID):
// - `order-notify` and `refund-notify`: the agency's e-mail about a sale and a refund;
// - `order-attention`: a problem only a person can solve, to the agency (the order, the reason, the command) and, when
//   the buyer waits for it, a notice to the buyer saying what happens next and by when;
// - `order-processing`: the buyer's e-mail while a bank debit clears;
// - `payment-failed`: the debit failed, to the buyer and the agency;
// - `dispute-notify`: the buyer's bank disputes the payment, to the agency.
import type { MailTransport } from "../../destinations/notify.ts";
import type { Destination } from "../../destinations/types.ts";
import { printable } from "../../enquiries/leads-format.ts";
import { money } from "../money.ts";
import { ATTENTION_DESTINATION, type Order } from "../orders-store.ts";
import { orderPath, orderRef, snapshotPath } from "../paths.ts";
import { attentionAlertText, delayNoticeText, disputeText, paymentFailedText, processingText } from "./emails.ts";
import type { OrderDeliveryContext } from "./shared.ts";
import { isOneOf } from "../../../lib/typed-object.ts";
import { ATTENTION_CODES } from "../orders-schema.ts";

type Mail = Parameters<MailTransport["sendMail"]>[0];

/** The order's e-mails, for a site that sends mail (SMTP_URL and LEADS_NOTIFY_TO). */
export function createNoticeDestinations(
  context: OrderDeliveryContext & { mailer: MailTransport; agencyTo: string; from: string },
) {
  const { mailer, agencyTo, from, siteUrl, brandName, storeCatalog } = context;
  const site = { siteUrl, brandName };
  const toAgency = (order: Order, mail: Omit<Mail, "from" | "to">) =>
    mailer.sendMail({ from, to: agencyTo, ...(order.buyerEmail ? { replyTo: order.buyerEmail } : {}), ...mail });
  const toBuyer = (order: Order, mail: Omit<Mail, "from" | "to">) =>
    order.buyerEmail ? mailer.sendMail({ from, to: order.buyerEmail, replyTo: agencyTo, ...mail }) : Promise.resolve();
  const messageId = (name: string, order: Order) => `<${name}-${order.id}@website.invalid>`;

  const saleNotice = (name: string, subject: (order: Order) => string): Destination<Order> => ({
    name,
    kind: "order",
    async deliver(order) {
      await toAgency(order, {
        subject: subject(order).slice(0, 200),
        text: [
          `Order: ${order.id}`,
          `Snapshot: ${order.snapshotName} (${order.slug})`,
          `Amount: ${money(order.amount, order.currency)}`,
          `Buyer: ${printable(order.buyerName ?? "")} <${printable(order.buyerEmail ?? "")}>`,
          `Stripe: ${order.sessionId}${order.paymentIntent ? `, ${order.paymentIntent}` : ""}`,
          `Order page: ${siteUrl}${orderPath(order.id)}`,
          "",
        ].join("\n"),
        messageId: messageId(name, order),
      });
    },
  });

  const attention: Destination<Order> = {
    name: ATTENTION_DESTINATION,
    kind: "order",
    async deliver(order, { payload, steps, save }) {
      const raw = payload?.code;
      const code = isOneOf(ATTENTION_CODES, raw) ? raw : undefined;
      // Solved before this went out (the link was made, or sent by hand): there is nothing left to say.
      if (!code || order.attention !== code) return;
      const catalog = await storeCatalog();
      if (!steps.agency) {
        const alert = attentionAlertText(order, code, catalog, site);
        await toAgency(order, { ...alert, messageId: `<order-attention-${order.id}-${code}@website.invalid>` });
        await save("agency", "sent");
      }
      // The buyer of a by-hand snapshot was told when to expect it in their delivery e-mail already.
      if (code !== "by-hand" && !steps.buyer) {
        await toBuyer(order, {
          subject: `Your ${order.snapshotName}: your link is on its way`,
          text: delayNoticeText(order, catalog, site),
          messageId: `<order-delay-${order.id}-${code}@website.invalid>`,
        });
        await save("buyer", "sent");
      }
    },
  };

  const processing: Destination<Order> = {
    name: "order-processing",
    kind: "order",
    async deliver(order) {
      if (order.status !== "processing") return;
      await toBuyer(order, {
        subject: `Your ${order.snapshotName}: payment clearing`,
        text: processingText(order, site),
        messageId: messageId("order-processing", order),
      });
    },
  };

  const failed: Destination<Order> = {
    name: "payment-failed",
    kind: "order",
    async deliver(order, { steps, save }) {
      if (!steps.buyer) {
        await toBuyer(order, {
          subject: `Your ${order.snapshotName}: the bank debit failed`,
          text: paymentFailedText(order, { ...site, snapshotUrl: `${siteUrl}${snapshotPath(order.slug)}` }),
          messageId: messageId("payment-failed-buyer", order),
        });
        await save("buyer", "sent");
      }
      await toAgency(order, {
        subject: `Payment failed: ${order.snapshotName}, ${money(order.amount, order.currency)} (order ${orderRef(order.id)})`,
        text: `The bank debit for order ${order.id} (${order.snapshotName}) failed; no snapshot was delivered and the buyer was told how to buy again.\nBuyer: ${printable(order.buyerName ?? "")} <${printable(order.buyerEmail ?? "")}>\nStripe: ${order.sessionId}\n`,
        messageId: messageId("payment-failed", order),
      });
    },
  };

  const dispute: Destination<Order> = {
    name: "dispute-notify",
    kind: "order",
    async deliver(order) {
      await toAgency(order, { ...disputeText(order, site), messageId: messageId("dispute-notify", order) });
    },
  };

  return {
    sale: saleNotice(
      "order-notify",
      (order) => `Snapshot sold: ${order.snapshotName}, ${money(order.amount, order.currency)}`,
    ),
    refund: saleNotice(
      "refund-notify",
      (order) =>
        `Refunded: ${order.snapshotName}, ${money(order.amount, order.currency)} (order ${orderRef(order.id)})`,
    ),
    attention,
    processing,
    failed,
    dispute,
  };
}
