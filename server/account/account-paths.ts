// The account's addresses on the site.
import { isOneOf } from "../../lib/typed-object.ts";

export const ACCOUNT_PATH = "/account";
export const SIGN_IN_PATH = "/account/sign-in";
export const VERIFY_PATH = "/account/verify";
export const SIGN_OUT_PATH = "/account/sign-out";
export const newLinkPath = (orderId: string) => `/account/orders/${orderId}/new-link`;
export const receiptPath = (orderId: string) => `/account/orders/${orderId}/receipt`;

/** The page and its action for /account/orders/<id>/<action>, or undefined. */
export function matchAccountOrderPath(path: string): { id: string; action: "new-link" | "receipt" } | undefined {
  const match = /^\/account\/orders\/([A-Za-z0-9_-]{24})\/(new-link|receipt)$/.exec(path);
  const action = match?.[2];
  return match && isOneOf(["new-link", "receipt"], action) ? { id: match[1]!, action } : undefined;
}
