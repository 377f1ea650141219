// The account's two e-mails, as plain text: the sign-in link, and a new share link a buyer asked for.
import { SIGN_IN_LINK_MINUTES } from "../../contracts/account-policy.ts";
import type { StoreCatalog } from "../../contracts/store-catalog.ts";
import { printable } from "../enquiries/leads-format.ts";
import type { Order } from "../orders/orders-store.ts";
import { orderPath } from "../orders/paths.ts";
import { ACCOUNT_PATH } from "./account-paths.ts";

interface Site {
  siteUrl: string;
  brandName: string;
}

export function signInEmail(link: string, { siteUrl, brandName }: Site): { subject: string; text: string } {
  return {
    subject: `Your sign-in link for ${brandName}`,
    text: [
      "Hello,",
      "",
      `Someone, hopefully you, asked to sign in to your orders at ${siteUrl}${ACCOUNT_PATH}. This link signs you in once, within ${SIGN_IN_LINK_MINUTES} minutes, in the browser you asked from:`,
      link,
      "",
      "If it was not you, ignore this e-mail: nothing happens without the link.",
      "",
      brandName,
      "",
    ].join("\n"),
  };
}

export function newLinkEmail(
  order: Order,
  link: string,
  version: string | undefined,
  catalog: StoreCatalog,
  { siteUrl, brandName }: Site,
): { subject: string; text: string } {
  const steps = catalog.importSteps.map((step, index) => `${index + 1}. ${step}`).join("\n");
  return {
    subject: `Your ${order.snapshotName}: a new share link`,
    text: [
      `Hello${order.buyerName ? ` ${printable(order.buyerName)}` : ""},`,
      "",
      `Here is the new share link you asked for${version ? `, for version ${version} of the ${order.snapshotName}` : ` for the ${order.snapshotName}`}. It can be imported once, so keep it to yourself:`,
      link,
      "",
      ...(steps ? ["How to import it:", steps, ""] : []),
      `Your order: ${siteUrl}${orderPath(order.id)}`,
      `Your orders: ${siteUrl}${ACCOUNT_PATH}`,
      "",
      brandName,
      "",
    ].join("\n"),
  };
}
