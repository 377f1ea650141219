// `snapshot-update`: one past buyer's update for one version. It makes a new single-use share link (paced under
// GoHighLevel's burst limit; a 429 holds the pace and is retried by the outbox, not counted as a failure), stores it
// before anything else so a retry reuses it, then e-mails the buyer what changed since their version with the link,
// the import steps and an unsubscribe link (List-Unsubscribe, one-click per RFC 8058). Nothing goes to a buyer
// refunded, erased or unsubscribed since it was queued, nor for a version a newer update replaces.
import type { StoreCatalog } from "../../../contracts/store-catalog.ts";
import { DeliveryError } from "../../destinations/http.ts";
import type { DeliveryContext, Destination } from "../../destinations/types.ts";
import type { MailTransport } from "../../destinations/notify.ts";
import { requestShareLink, type AgencySettings } from "../deliveries/link.ts";
import type { Pacer } from "./pacer.ts";
import { changesSince, newest, boughtVersion } from "./plan.ts";
import { unsubscribePath, updateEmailText, updateSubject } from "./update-emails.ts";
import { UPDATE_KIND, type UpdatesStore, type UpdateSubject } from "./updates-store.ts";

export const UPDATE_DESTINATION = "snapshot-update";

export interface UpdateDeliveryContext {
  mailer: MailTransport;
  from: string;
  agencyTo: string | undefined;
  siteUrl: string;
  brandName: string;
  timeoutMs: number;
  agency: AgencySettings | undefined;
  pacer: Pacer;
  /** How often a delivery waiting for its turn renews its claim (a third of the outbox's lease). */
  keepAliveMs: number;
  catalog: () => Promise<StoreCatalog>;
  updates: () => UpdatesStore;
}

export function createUpdateDestination(context: UpdateDeliveryContext): Destination<UpdateSubject> {
  const { mailer, from, agencyTo, siteUrl, brandName, timeoutMs, agency, pacer, keepAliveMs, catalog, updates } =
    context;

  /** A new link for the update, stored before it is used; undefined once the buyer was erased. */
  async function makeLink(
    { order, update }: UpdateSubject,
    snapshotId: string,
    save: DeliveryContext["save"],
  ): Promise<string | undefined> {
    // Waiting for its turn can outlast the claim: renewed meanwhile, so no other attempt takes it over and spends a link.
    const renew = setInterval(() => void save("paced", "1", { progress: false }).catch(() => {}), keepAliveMs);
    try {
      await pacer.take();
    } finally {
      clearInterval(renew);
    }
    let link: string;
    try {
      link = await requestShareLink(agency!, snapshotId, timeoutMs);
    } catch (error) {
      if (error instanceof DeliveryError && error.status === 429) pacer.hold(error.retryAfterMs ?? 0);
      throw error;
    }
    return updates().saveLink(order.id, update.version, link);
  }

  return {
    name: UPDATE_DESTINATION,
    kind: UPDATE_KIND,
    async deliver(subject, { steps, save }) {
      const { order, update } = subject;
      if (update.status !== "queued") return;
      const store = updates();
      if (
        order.status !== "paid" ||
        order.erasedAt ||
        !order.buyerEmail ||
        (await store.unsubscribed(order.buyerEmail))
      )
        return store.setStatus(order.id, update.version, "skipped");
      if (await store.newerOwed(order.id, update.version))
        return store.setStatus(order.id, update.version, "superseded");
      const current = await catalog();
      const entry = current.snapshots[order.slug];
      let link = update.shareLink ?? undefined;
      if (!link) {
        if (!agency || !entry?.ghlSnapshotId)
          throw new DeliveryError(
            `${order.slug} has no ghlSnapshotId now, or GHL_AGENCY_TOKEN is not set: no link can be made for its update`,
            { permanent: true },
          );
        link = await makeLink(subject, entry.ghlSnapshotId, save);
        if (!link) return store.setStatus(order.id, update.version, "skipped");
        await save("link", "made");
      }
      if (!steps.emailed) {
        const versions = entry?.versions ?? [];
        // What the buyer has: the version they bought, or a newer one an earlier update brought them.
        const has =
          newest(boughtVersion(order, versions), await store.lastSent(order.id)) ?? update.fromVersion ?? undefined;
        const unsubscribe = `${siteUrl}${unsubscribePath(update.token)}`;
        await mailer.sendMail({
          from,
          to: order.buyerEmail,
          ...(agencyTo ? { replyTo: agencyTo } : {}),
          subject: updateSubject(order, update.version),
          text: updateEmailText(
            order,
            {
              version: update.version,
              changes: changesSince(versions, has, update.version),
              link,
              token: update.token,
            },
            current,
            { siteUrl, brandName },
          ),
          headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
          // The same message however often a crash makes it go again: mail clients show it once.
          messageId: `<update-${order.id}-${update.version}@website.invalid>`,
        });
        await save("emailed", "1");
      }
      await store.setStatus(order.id, update.version, "sent");
    },
  };
}
