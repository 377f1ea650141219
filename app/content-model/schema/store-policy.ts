// The schema of content/data/store-policy.yml. Re-exported by app/content-model/schema.ts, where importers find every
// schema.
import { z } from "zod";
import { line, text } from "./blocks.ts";

/**
 * content/data/store-policy.yml: what the Terms of Service and the Refund Policy say about buying a snapshot, in two
 * versions: while the site sells by itself (STRIPE_SECRET_KEY at build: Stripe's checkout, the order page, the link
 * made per order) and otherwise (Buy Now's payment page or the question form, the link e-mailed by hand). Copy uses
 * {{storePolicy.terms}} and {{storePolicy.refund}}; the build picks the version, and fills {{storePolicy.refundSteps}}
 * with the steps a refund takes in the configured setup.
 */
const storeVersions = (what: string) =>
  z.strictObject({
    selling: text(40, 3000).meta({
      hint: `${what} while the site sells by itself (STRIPE_SECRET_KEY set): Stripe's checkout and the order page`,
    }),
    manual: text(40, 3000).meta({
      hint: `${what} otherwise (no STRIPE_SECRET_KEY): Buy Now's payment page or the question form; never name Stripe here`,
    }),
  });
export const storePolicySchema = z.strictObject({
  terms: storeVersions("How a snapshot is bought and delivered, in the Terms of Service"),
  reviews: storeVersions("Who can review a snapshot and how, in the Terms' Reviews section"),
  privacyReviews: storeVersions("What a buyer's review stores and shows, in the Privacy Policy"),
  termsUpdates: storeVersions("How new versions reach past buyers, in the Terms of Service"),
  termsAccount: storeVersions("The buyer's account at /account and its new links, in the Terms of Service"),
  privacyUpdates: storeVersions("What e-mailing new versions to past buyers stores, in the Privacy Policy"),
  refund: storeVersions("What a snapshot's refund does, in the Refund Policy").meta({
    hint: "The selling version says what a refund changes with {{storePolicy.refundSteps}}",
  }),
  refundSteps: z
    .strictObject({
      order: line(10, 300).meta({ hint: "What a full refund does to the order and its page (always)" }),
      crm: line(10, 300).meta({
        hint: "What it records in the CRM (only when GHL_PRIVATE_TOKEN and GHL_LOCATION_ID are set)",
      }),
      agency: line(10, 300).meta({
        hint: "Who at the agency is told (only when SMTP_URL and LEADS_NOTIFY_TO are set)",
      }),
    })
    .meta({
      hint: "The steps a full refund takes, joined into one sentence: only those the configured setup does are named",
    }),
});
export type StorePolicy = z.infer<typeof storePolicySchema>;
