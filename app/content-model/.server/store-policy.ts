/**
 * The Terms' and the Refund Policy's words about buying a snapshot, for the setup the site is built with
 * (content/data/store-policy.yml): while the site sells by itself (STRIPE_SECRET_KEY), how the server sells, delivers
 * and refunds (server/orders/); otherwise the manual way, without naming Stripe. A refund's steps are named only
 * when the setup takes them: the CRM's tag with GoHighLevel set, the agency's e-mail with SMTP set. Each becomes a
 * {{storePolicy.*}} token the legal pages use.
 */
import type { LeadDestinations } from "../../../config/settings.mjs";
import { ACCOUNT_SESSION, NEW_LINKS, SIGN_IN_LINK_MINUTES } from "../../../contracts/account-policy";
import { ORDER_EMAIL_RESENDS } from "../../../contracts/store-catalog";
import type { StorePolicy } from "../schema";
import { joinWithAnd } from "./privacy-disclosure";

export interface StorePolicySettings {
  /** STRIPE_SECRET_KEY at build: the site sells snapshots itself. */
  selling: boolean;
  /** Where the server passes things on: GoHighLevel (the buyer's contact is tagged) and e-mail (the agency is told). */
  destinations: Pick<LeadDestinations, "gohighlevel" | "email">;
}

/** Tokens the file's own texts use; filled before it is checked. The steps stay as written until the versions are picked. */
export function storePolicyBaseTokens(): Record<string, string> {
  return {
    "storePolicy.resendTimes": String(ORDER_EMAIL_RESENDS.times),
    "storePolicy.resendMinutes": String(ORDER_EMAIL_RESENDS.minutes),
    "storePolicy.refundSteps": "{{storePolicy.refundSteps}}",
    // The buyer's account (server/account/): a sign-in link's life, a session's, and the new links a day.
    "storePolicy.signInMinutes": String(SIGN_IN_LINK_MINUTES),
    "storePolicy.sessionIdleMinutes": String(ACCOUNT_SESSION.idleMinutes),
    "storePolicy.sessionHours": String(ACCOUNT_SESSION.maxHours),
    "storePolicy.newLinksPerDay": String(NEW_LINKS.perDay),
  };
}

/** The versions for this setup, from a policy whose texts have their other tokens filled. */
export function storePolicyTokens(
  policy: StorePolicy,
  settings: StorePolicySettings,
  list?: string,
): Record<string, string> {
  const version = settings.selling ? "selling" : "manual";
  const steps = joinWithAnd(
    [
      policy.refundSteps.order,
      ...(settings.destinations.gohighlevel ? [policy.refundSteps.crm] : []),
      ...(settings.destinations.email ? [policy.refundSteps.agency] : []),
    ],
    list,
  );
  return {
    "storePolicy.terms": policy.terms[version],
    "storePolicy.reviews": policy.reviews[version],
    "storePolicy.privacyReviews": policy.privacyReviews[version],
    "storePolicy.privacyUpdates": policy.privacyUpdates[version],
    "storePolicy.termsUpdates": policy.termsUpdates[version],
    "storePolicy.termsAccount": policy.termsAccount[version],
    "storePolicy.refund": policy.refund[version].replaceAll("{{storePolicy.refundSteps}}", steps),
    "storePolicy.refundSteps": steps,
  };
}
