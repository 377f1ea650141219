// "Send me a new link", delivered by the outbox (kind `new-link`, one delivery per request): a new single-use share
// link for the snapshot sold today, stored on the request the moment GoHighLevel answers (a retry reuses it), then
// e-mailed once with a Message-ID of its own. As with the order's first link (decision 051), an answer that never came
// may have made a link nobody holds, which is harmless: the next attempt asks again. A request that cannot finish
// dies, and the account page says so; the buyer may ask again, and the order page still holds the first link.
import type { Destination } from "../destinations/types.ts";
import type { AgencySettings } from "../orders/deliveries/link.ts";
import type { OrderDeliveryContext } from "../orders/deliveries/shared.ts";
import { NEW_LINK_DESTINATION, NEW_LINK_KIND, type AccountStore, type NewLinkRequest } from "./account-store.ts";
import { newLinkEmail } from "./account-emails.ts";
import { orderVersions } from "./order-version.ts";
import { requestShareLink } from "../orders/deliveries/link.ts";

/** The request as the outbox hands it over, with the account's store to record what it made. */
export type NewLinkSubject = NewLinkRequest & { store: AccountStore };

export function createNewLinkDestination(
  context: OrderDeliveryContext,
  agency: AgencySettings | undefined,
): Destination<NewLinkSubject> {
  const { mailer, from, agencyTo, siteUrl, brandName, storeCatalog, ordersStore, timeoutMs } = context;
  return {
    name: NEW_LINK_DESTINATION,
    kind: NEW_LINK_KIND,
    async deliver(request, { steps, save }) {
      const order = await ordersStore().get(request.orderId);
      // Refunded or erased since it was asked for: nothing to send.
      if (!order || order.status !== "paid" || order.erasedAt || !order.buyerEmail) return;
      const catalog = await storeCatalog();
      const snapshotId = catalog.snapshots[order.slug]?.ghlSnapshotId;
      if (!agency || !snapshotId) return;
      let link = request.shareLink;
      if (!link) {
        await save("linkRequested", "1", { progress: false });
        link =
          (await request.store.saveNewLink(request.id, await requestShareLink(agency, snapshotId, timeoutMs))) ?? null;
        if (!link) return;
        await save("link", "made");
      }
      if (mailer && from && !steps.emailed) {
        const mail = newLinkEmail(order, link, orderVersions(order, catalog).current, catalog, { siteUrl, brandName });
        await mailer.sendMail({
          from,
          to: order.buyerEmail,
          ...(agencyTo ? { replyTo: agencyTo } : {}),
          ...mail,
          messageId: `<new-link-${request.id}@website.invalid>`,
        });
        await request.store.markNewLinkEmailed(request.id);
        await save("emailed", "1");
      }
    },
  };
}
