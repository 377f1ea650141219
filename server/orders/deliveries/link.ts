// `order-link`: the buyer's single-use share link from GoHighLevel (the agency token), then the buyer's e-mail with it.
// The link is stored on the order the moment GoHighLevel answers, and a retry uses the stored one. A request whose
// answer was lost (a time-out, a cut connection, a crash mid-request) may have made a link nobody has the address of,
// which is harmless: it is counted on the order and a new one is asked for (decision record 051). What the site cannot
// finish by itself never ends in silence: a refusal for good, hours of errors, or a refused agency token flag the order
// for a person (one alert to the agency, one notice to the buyer) and keep it waiting, so it finishes once fixed.
import { z } from "zod";
import { GHL_API_VERSION } from "../../destinations/gohighlevel.ts";
import { DeliveryError, requestJson } from "../../destinations/http.ts";
import type { DeliveryContext, Destination } from "../../destinations/types.ts";
import { LINK_DESTINATION, type Order } from "../orders-store.ts";
import { buyerEmailText } from "./emails.ts";
import type { OrderDeliveryContext } from "./shared.ts";

/** GoHighLevel's answer to POST /snapshots/share/link (CreateSnapshotShareLinkSuccessfulResponseDTO). */
const shareLinkAnswer = z.object({ id: z.string().optional(), shareLink: z.string().url() });

export interface AgencySettings {
  apiBase: string;
  token: string;
  companyId: string;
}

const TOKEN_REFUSED =
  "GoHighLevel did not accept the agency token: check GHL_AGENCY_TOKEN (an agency token: Agency-Access, as GoHighLevel's definition of the share link names it) and GHL_COMPANY_ID";
/**
 * One request for a new single-use share link of a GoHighLevel snapshot: its address. A 401/403 pauses the caller's
 * destination (no order gets past a refused token); an answer without a link is an unsure failure (one may exist).
 */
export async function requestShareLink(agency: AgencySettings, snapshotId: string, timeoutMs: number): Promise<string> {
  const answer = await requestJson<unknown>({
    method: "POST",
    url: `${agency.apiBase}/snapshots/share/link?${new URLSearchParams({ companyId: agency.companyId })}`,
    headers: { Authorization: `Bearer ${agency.token}`, Version: GHL_API_VERSION },
    body: { snapshot_id: snapshotId, share_type: "link" },
    timeoutMs,
    pauseOn: (status) => (status === 401 || status === 403 ? TOKEN_REFUSED : undefined),
    explain: () => "GoHighLevel refused the share link: check the snapshot's ghlSnapshotId in its content file",
  });
  const parsed = shareLinkAnswer.safeParse(answer);
  if (!parsed.success) throw new DeliveryError("GoHighLevel's share link answer has no shareLink", { unsure: true });
  return parsed.data.shareLink;
}

const BY_HAND = "this snapshot has no ghlSnapshotId, or GHL_AGENCY_TOKEN is not set: its link is made by hand";

export function createLinkDestination(
  context: OrderDeliveryContext,
  agency: AgencySettings | undefined,
): Destination<Order> & { byLink: (slug: string) => Promise<boolean> } {
  const { mailer, from, agencyTo, siteUrl, brandName, storeCatalog, ordersStore, timeoutMs } = context;
  const byLink = async (slug: string) => Boolean(agency && (await storeCatalog()).snapshots[slug]?.ghlSnapshotId);

  /** Makes the order's link (asking again when an earlier answer was lost) and stores it; undefined once erased. */
  async function makeLink(
    order: Order,
    snapshotId: string,
    { steps, save }: Pick<DeliveryContext, "steps" | "save">,
  ): Promise<string | undefined> {
    // The last request's answer never came: a link may exist that nobody holds. Counted, then asked for again.
    if (steps.linkRequested) await ordersStore().recordLostLink(order.id);
    // Recorded before the request: if no answer ever comes, the next attempt knows a link may have been made.
    await save("linkRequested", "1", { progress: false });
    let link: string;
    try {
      link = await requestShareLink(agency!, snapshotId, timeoutMs);
    } catch (error) {
      // An answer (a refusal, a 429, a 5xx) or a connection that never opened made no link.
      if (error instanceof DeliveryError && (error.status !== undefined || !error.unsure))
        await save("linkRequested", "", { progress: false });
      throw error;
    }
    // Stored before anything else: a retry reuses it and never spends a second link.
    const stored = await ordersStore().saveLink(order.id, link);
    if (stored) await save("link", "made");
    return stored;
  }

  return {
    name: LINK_DESTINATION,
    kind: "order",
    byLink,
    async deliver(order, { steps, save }) {
      // Refunded or failed before delivery, or erased: nothing to send.
      if (order.status !== "paid" || order.erasedAt) return;
      let current = order;
      const entry = (await storeCatalog()).snapshots[order.slug];
      if (!current.shareLink && current.delivery === "link" && agency && entry?.ghlSnapshotId) {
        const link = await makeLink(order, entry.ghlSnapshotId, { steps, save });
        if (!link) return;
        current = { ...current, shareLink: link };
      }
      // By hand: the agency is alerted once, with the command that records the link and e-mails it.
      if (!current.shareLink) await ordersStore().flagAttention(order.id, "by-hand", BY_HAND);
      if (mailer && from && current.buyerEmail && !steps.emailed) {
        const variant = `${current.shareLink ? "link" : "received"}-${current.resends}`;
        await mailer.sendMail({
          from,
          to: current.buyerEmail,
          ...(agencyTo ? { replyTo: agencyTo } : {}),
          subject: current.shareLink
            ? `Your ${current.snapshotName}: the share link`
            : `Your ${current.snapshotName}: order received`,
          text: buyerEmailText(current, await storeCatalog(), {
            siteUrl,
            brandName,
            reviewLink: context.reviewLink?.(current),
          }),
          // The same message however often a crash makes it go again: mail clients show it once.
          messageId: `<order-${current.id}-${variant}@website.invalid>`,
        });
        await ordersStore().markEmailed(order.id);
        await save("emailed", variant);
      }
      if (current.shareLink && current.attention) await ordersStore().clearAttention(order.id);
    },
    async onGivingUp(subject, { reason, permanent }) {
      // Only a paid order still without its link waits for a person; a refused e-mail to a link on the page does not.
      const order = await ordersStore().get(subject.id);
      if (!order || order.status !== "paid" || order.shareLink || order.erasedAt) return "dead";
      await ordersStore().flagAttention(order.id, permanent ? "link-refused" : "link-failing", reason);
      return "hold";
    },
    async onPaused(reason) {
      await ordersStore().flagWaiting(LINK_DESTINATION, "agency-token", reason);
    },
  };
}
