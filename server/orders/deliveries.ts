// What a paid order and a refund are delivered to, through the one outbox (kind `order`, retried, claimed and
// dead-lettered as leads are). Each destination is registered here once, with the settings it needs:
// - `order-link`: the buyer's single-use share link from GoHighLevel (the agency token), then the buyer's e-mail with
//   it. The link is stored on the order the moment GoHighLevel answers, and a retry (after a timeout, a crash) uses
//   the stored one: one order spends one link. A snapshot without a ghlSnapshotId, or a site without the agency
//   token, is delivered by hand: the buyer's e-mail says when to expect the link instead.
// - `order-crm`: the buyer as a contact in the agency's sub-account (matched as leads are), tagged `snapshot-buyer`
//   and `bought-<slug>`, with a won opportunity of the amount in the configured pipeline.
// - `order-notify`: the agency's e-mail about the sale (and about a by-hand delivery, at once).
// - `refund-crm` and `refund-notify`: a refund tags the contact `refunded-<slug>` and tells the agency.
import { z } from "zod";
import { readGroup } from "../../config/settings.mjs";
import { formatDuration } from "../../app/lib/time-format.ts";
import { loadStoreCatalog, type StoreCatalog } from "../../handover/store-catalog.ts";
import {
  GHL_API_VERSION,
  GHL_DEFAULT_API_BASE,
  contactGaps,
  duplicateContact,
  duplicateOpportunity,
  goHighLevelSettings,
  newContact,
  sameEmail,
  visitorDetails,
  type StoredContact,
} from "../destinations/gohighlevel.ts";
import { contactAnswer, opportunitiesAnswer, opportunityAnswer, readAnswer } from "../destinations/gohighlevel-answers.ts";
import { DeliveryError, requestJson } from "../destinations/http.ts";
import type { AnyDestination, DeliveryContext, Destination } from "../destinations/types.ts";
import { printable } from "../leads-format.ts";
import { createMailer } from "../notify.ts";
import { money } from "./money.ts";
import { orderPath } from "./paths.ts";
import type { Order, OrdersStore } from "./orders-store.ts";

type Env = Record<string, string | undefined>;

export interface OrderDestinations {
  destinations: AnyDestination[];
  /** The destinations a paid order is queued for. */
  paid: readonly string[];
  /** The destinations a refund is queued for. */
  refunded: readonly string[];
  /** Whether a snapshot's link is made through the API (its ghlSnapshotId and the agency token), else by hand. */
  byLink(slug: string): Promise<boolean>;
}

/**
 * A call to the LeadConnector API with a token (the sub-account's, or the agency's for the snapshots API), its answer
 * read through `answer`, the schema of what is read (the leads' schemas: an answer of another shape is a failed call).
 */
type GoHighLevelCall = <S extends z.ZodType = z.ZodUnknown>(method: "GET" | "POST" | "PUT", path: string, options?: { body?: unknown; answer?: S }) => Promise<z.output<S>>;

function goHighLevelCall({ apiBase, token }: { apiBase: string; token: string }, timeoutMs: number, explain?: (status: number, detail: string) => string): GoHighLevelCall {
  return async <S extends z.ZodType = z.ZodUnknown>(method: "GET" | "POST" | "PUT", path: string, { body, answer }: { body?: unknown; answer?: S } = {}) => {
    const raw = await requestJson<unknown>({
      method,
      url: `${apiBase}${path}`,
      headers: { Authorization: `Bearer ${token}`, Version: GHL_API_VERSION },
      ...(body !== undefined ? { body } : {}),
      timeoutMs,
      ...(explain ? { explain } : {}),
    });
    return answer ? readAnswer(answer, raw, method, path) : (raw as z.output<S>);
  };
}

/** An id a write answered with; a write that answered without the id it made still made it: its outcome is unknown. */
function requiredId(value: string | undefined | null, what: string): string {
  if (!value) throw new DeliveryError(`GoHighLevel's answer has no ${what}`, { unsure: true });
  return value;
}

/**
 * The buyer's contact in the sub-account, matched by the rules the leads follow (docs/decisions/029-ghl-matching.md,
 * the same functions): the record with their e-mail is theirs and only gains what it lacks; otherwise a new one,
 * and a create refused as a duplicate names the record it matched. A buyer gives no phone, so no phone is matched.
 */
async function findOrCreateBuyer(call: GoHighLevelCall, locationId: string, buyer: { name: string; email: string }): Promise<string> {
  const visitor = visitorDetails({ ...buyer, phone: "" });
  const search = async (): Promise<StoredContact | undefined> => {
    const found = (await call("GET", `/contacts/search/duplicate?${new URLSearchParams({ locationId, email: visitor.email })}`, { answer: contactAnswer })).contact;
    return found?.id ? found : undefined;
  };
  let stored = await search();
  if (!stored) {
    try {
      const answer = await call("POST", "/contacts/", { body: newContact(visitor, locationId, false), answer: contactAnswer });
      return requiredId(answer.contact?.id, "contact id");
    } catch (error) {
      const duplicate = duplicateContact(error);
      if (!duplicate) throw error;
      const named = (await call("GET", `/contacts/${encodeURIComponent(duplicate.id)}`, { answer: contactAnswer })).contact ?? { id: duplicate.id };
      if (!(duplicate.field === "email" || sameEmail(named, visitor.email))) throw error;
      stored = { ...named, id: duplicate.id };
    }
  }
  const id = requiredId(stored.id, "contact id");
  const gaps = contactGaps(visitor, stored, false);
  if (gaps) await call("PUT", `/contacts/${encodeURIComponent(id)}`, { body: gaps });
  return id;
}

/** GoHighLevel's answer to POST /snapshots/share/link (CreateSnapshotShareLinkSuccessfulResponseDTO). */
const shareLinkAnswer = z.object({ id: z.string().optional(), shareLink: z.string().url() });


/** The buyer's e-mail: the link (or when it comes), the import steps, the snapshot's own checklist, the order page. */
export function buyerEmailText(order: Order, catalog: StoreCatalog, { siteUrl, brandName }: { siteUrl: string; brandName: string }): string {
  const steps = catalog.importSteps.map((step, index) => `${index + 1}. ${step}`).join("\n");
  const after = catalog.snapshots[order.slug]?.afterImport ?? [];
  const link = order.shareLink
    ? `Your share link (it can be imported once, so keep it to yourself):\n${order.shareLink}\n`
    : `We are preparing your share link by hand and will e-mail it within ${formatDuration(catalog.shareLinkHours, "hour")}.\n`;
  return [
    `Hello${order.buyerName ? ` ${printable(order.buyerName)}` : ""},`,
    "",
    `Thank you for buying the ${order.snapshotName} (${money(order.amount, order.currency)}).`,
    "",
    link,
    ...(steps ? ["How to import it:", steps, ""] : []),
    ...(after.length ? ["After importing:", ...after.map((item) => `- ${item}`), ""] : []),
    `Your order, the link and these steps are always here: ${siteUrl}${orderPath(order.id)}`,
    "",
    brandName,
    "",
  ].join("\n");
}

export function createOrderDestinations(
  env: Env,
  { timeoutMs, siteUrl, orders, catalogFile }: { timeoutMs: number; siteUrl: string; orders: () => OrdersStore | undefined; catalogFile: string },
): OrderDestinations {
  const store = readGroup("store", env);
  const delivery = readGroup("delivery", env);
  const brandName = readGroup("site", env).BRAND_NAME;
  const apiBase = (delivery.GHL_API_BASE || GHL_DEFAULT_API_BASE).replace(/\/+$/, "");
  const agency = store.GHL_AGENCY_TOKEN && store.GHL_COMPANY_ID ? { token: store.GHL_AGENCY_TOKEN, companyId: store.GHL_COMPANY_ID } : undefined;
  const mailer = delivery.SMTP_URL ? createMailer(delivery.SMTP_URL, timeoutMs) : undefined;
  const agencyTo = delivery.LEADS_NOTIFY_TO;
  const from = delivery.LEADS_NOTIFY_FROM ?? agencyTo?.split(",")[0]?.trim();
  const crm = goHighLevelSettings(delivery);
  let catalog: Promise<StoreCatalog> | undefined;
  const storeCatalog = () => (catalog ??= loadStoreCatalog(catalogFile));
  const ordersStore = () => {
    const opened = orders();
    if (!opened) throw new DeliveryError("the orders are not open yet");
    return opened;
  };
  const shareLinkCall = agency
    ? goHighLevelCall({ apiBase, token: agency.token }, timeoutMs, (status) =>
        status === 401 || status === 403
          ? "GoHighLevel did not accept the agency token: check GHL_AGENCY_TOKEN (an agency-level token with snapshots.write) and GHL_COMPANY_ID"
          : "GoHighLevel refused the share link: check the snapshot's ghlSnapshotId in its content file",
      )
    : undefined;
  const byLink = async (slug: string) => Boolean(agency && (await storeCatalog()).snapshots[slug]?.ghlSnapshotId);

  const link: Destination<Order> = {
    name: "order-link",
    kind: "order",
    async deliver(order, { steps, save }) {
      // Refunded before it was delivered: nothing to send.
      if (order.status !== "paid" && !order.shareLink) return;
      const entry = (await storeCatalog()).snapshots[order.slug];
      let current = order;
      // An earlier attempt asked for a link and never heard back (no answer in time, the connection cut, the process
      // killed): GoHighLevel may have made it, and offers no way to find it again. Another request could spend a
      // second single-use link for one order, so this one goes to the agency instead (decision record 027).
      if (!current.shareLink && steps.linkRequested && current.delivery !== "manual") {
        await ordersStore().markManual(order.id);
        current = { ...current, delivery: "manual" };
        if (mailer && agencyTo && from) {
          await mailer.sendMail({
            from,
            to: agencyTo,
            subject: `Deliver by hand: ${current.snapshotName}, order ${order.id}`,
            text: `A share link was requested for order ${order.id} (${current.snapshotName}) but GoHighLevel's answer never arrived. Check the snapshot's share links in GoHighLevel, make one by hand if needed, and e-mail it to ${printable(current.buyerEmail ?? "the buyer")}.\nOrder page: ${siteUrl}${orderPath(order.id)}\n`,
            messageId: `<order-unknown-link-${order.id}@website.invalid>`,
          });
        }
        await save("linkUnknown", "manual");
      }
      if (!current.shareLink && current.delivery !== "manual" && agency && shareLinkCall && entry?.ghlSnapshotId) {
        // Recorded before the request: if no answer ever comes, the next attempt knows a link may exist.
        await save("linkRequested", "1", { progress: false });
        let answer: unknown;
        try {
          answer = await shareLinkCall("POST", `/snapshots/share/link?${new URLSearchParams({ companyId: agency.companyId })}`, {
            body: { snapshot_id: entry.ghlSnapshotId, share_type: "link" },
          });
        } catch (error) {
          // An answer (a refusal, a 429, a 5xx) or a connection that never opened made no link: asking again is safe.
          if (error instanceof DeliveryError && (error.status !== undefined || !error.unsure)) await save("linkRequested", "", { progress: false });
          throw error;
        }
        const parsed = shareLinkAnswer.safeParse(answer);
        if (!parsed.success) throw new DeliveryError("GoHighLevel's share link answer has no shareLink", { unsure: true });
        // Stored on the order before anything else: a retry reuses it and never spends a second link.
        current = { ...current, shareLink: await ordersStore().saveLink(order.id, parsed.data.shareLink) };
        await save("link", "made");
      }
      if (mailer && from && current.buyerEmail && !steps.emailed) {
        await mailer.sendMail({
          from,
          to: current.buyerEmail,
          ...(agencyTo ? { replyTo: agencyTo } : {}),
          subject: current.shareLink ? `Your ${current.snapshotName}: the share link` : `Your ${current.snapshotName}: order received`,
          text: buyerEmailText(current, await storeCatalog(), { siteUrl, brandName }),
          // A mail a retry sends again carries the same id, which lets mail clients show it once.
          messageId: `<order-${current.id}-${current.shareLink ? "link" : "received"}-${current.resends}@website.invalid>`,
        });
        await ordersStore().markEmailed(order.id);
        await save("emailed", `${current.shareLink ? "link" : "received"}-${current.resends}`);
      }
    },
  };

  const notify = (name: string, subject: (order: Order) => string): Destination<Order> => ({
    name,
    kind: "order",
    async deliver(order) {
      if (!mailer || !agencyTo || !from) return;
      const manual = !(await byLink(order.slug));
      await mailer.sendMail({
        from,
        to: agencyTo,
        ...(order.buyerEmail ? { replyTo: order.buyerEmail } : {}),
        subject: subject(order).slice(0, 200),
        text: [
          `Order: ${order.id}`,
          `Snapshot: ${order.snapshotName} (${order.slug})`,
          `Amount: ${money(order.amount, order.currency)}`,
          `Buyer: ${printable(order.buyerName ?? "")} <${printable(order.buyerEmail ?? "")}>`,
          `Stripe: ${order.sessionId}${order.paymentIntent ? `, ${order.paymentIntent}` : ""}`,
          `Order page: ${siteUrl}${orderPath(order.id)}`,
          ...(name === "order-notify" && manual
            ? ["", "DELIVER BY HAND: this snapshot has no ghlSnapshotId (or GHL_AGENCY_TOKEN is not set). Make a single-use share link in GoHighLevel and e-mail it to the buyer."]
            : []),
          "",
        ].join("\n"),
        messageId: `<${name}-${order.id}@website.invalid>`,
      });
    },
  });

  const crmCall = crm ? goHighLevelCall(crm, timeoutMs) : undefined;
  /** The buyer's contact id: the one an earlier attempt saved, or found (or made) and saved now. */
  const buyerContact = async (order: Order, email: string, { steps, save }: Pick<DeliveryContext, "steps" | "save">): Promise<string> => {
    if (steps.contactId) return steps.contactId;
    const contactId = await findOrCreateBuyer(crmCall!, crm!.locationId, { name: order.buyerName ?? "", email });
    await save("contactId", contactId);
    return contactId;
  };
  const crmSale: Destination<Order> = {
    name: "order-crm",
    kind: "order",
    async deliver(order, { steps, save }) {
      if (!crm || !crmCall || !order.buyerEmail) return;
      const contactId = await buyerContact(order, order.buyerEmail, { steps, save });
      if (crm.pipelineId && crm.pipelineStageId && !steps.opportunityId) {
        // Looked for by its name (the order id in it) when an earlier attempt may have made it without hearing back.
        const name = `${order.snapshotName}: order ${order.id}`.slice(0, 200);
        let opportunityId: string | undefined;
        if (steps.unsure === "opportunity" || steps.interrupted) {
          const query = new URLSearchParams({ location_id: crm.locationId, contact_id: contactId, pipeline_id: crm.pipelineId, limit: "100" });
          const found = await crmCall("GET", `/opportunities/search?${query}`, { answer: opportunitiesAnswer });
          opportunityId = found.opportunities?.find((item) => item.name === name)?.id;
        }
        if (!opportunityId) {
          try {
            const answer = await crmCall("POST", "/opportunities/", {
              body: {
                pipelineId: crm.pipelineId,
                pipelineStageId: crm.pipelineStageId,
                locationId: crm.locationId,
                contactId,
                name,
                status: "won",
                monetaryValue: order.amount / 100,
              },
              answer: opportunityAnswer,
            });
            opportunityId = requiredId(answer.opportunity?.id, "opportunity id");
          } catch (error) {
            // The sub-account keeps one opportunity per contact and pipeline (a buyer who bought before): the sale
            // is recorded on the one it names.
            const existing = duplicateOpportunity(error)?.existingId;
            if (existing) opportunityId = existing;
            else {
              if (error instanceof DeliveryError && error.unsure) await save("unsure", "opportunity", { progress: false });
              throw error;
            }
          }
        }
        await save("opportunityId", opportunityId);
      }
      await crmCall("POST", `/contacts/${encodeURIComponent(contactId)}/tags`, { body: { tags: ["snapshot-buyer", `bought-${order.slug}`] } });
    },
  };
  const refundCrm: Destination<Order> = {
    name: "refund-crm",
    kind: "order",
    async deliver(order, { steps, save }) {
      if (!crm || !crmCall || !order.buyerEmail) return;
      const contactId = await buyerContact(order, order.buyerEmail, { steps, save });
      await crmCall("POST", `/contacts/${encodeURIComponent(contactId)}/tags`, { body: { tags: [`refunded-${order.slug}`] } });
    },
  };

  const mailing = Boolean(mailer && agencyTo);
  const destinations = [
    link,
    ...(crm ? [crmSale] : []),
    ...(mailing ? [notify("order-notify", (order) => `Snapshot sold: ${order.snapshotName}, ${money(order.amount, order.currency)}`)] : []),
    ...(crm ? [refundCrm] : []),
    ...(mailing ? [notify("refund-notify", (order) => `Refunded: ${order.snapshotName}, ${money(order.amount, order.currency)} (order ${order.id})`)] : []),
  ];
  const names = destinations.map((destination) => destination.name);
  return {
    destinations: destinations as AnyDestination[],
    paid: names.filter((name) => name.startsWith("order-")),
    refunded: names.filter((name) => name.startsWith("refund-")),
    byLink,
  };
}
