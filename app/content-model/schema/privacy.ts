// The schema of content/data/privacy.yml. Re-exported by app/content-model/schema.ts, where importers find every schema.
import { z } from "zod";
import { line } from "./blocks.ts";

/**
 * content/data/privacy.yml: what the site stores and sends, listed by the privacy, cookie and data-protection pages.
 * Tests hold it to the lead database's columns and the browser storage the site writes.
 */
const privacyText = (max = 600) => z.string().trim().min(3).max(max);
export const privacySchema = z.strictObject({
  enquiryFields: z
    .array(
      z.strictObject({
        columns: z.array(z.string().regex(/^[a-z_]+$/, "a column name of the leads database")).min(1),
        sent: z
          .enum(["typed", "hidden", "server"])
          .meta({ hint: "typed by the visitor, a hidden field of the form, or added by the server" }),
        what: privacyText(),
        why: privacyText(),
      }),
    )
    .min(1),
  browserStorage: z
    .array(
      z.strictObject({
        key: z.string().regex(/^[a-z-]+(?::<form>)?$/, "a storage key, optionally ending in :<form>"),
        storage: z.enum(["sessionStorage", "localStorage"]),
        holds: privacyText(),
        why: privacyText(),
        lifetime: privacyText(),
      }),
    )
    .min(1),
  processors: z.strictObject({
    hosting: privacyText(),
    database: privacyText(),
    gohighlevel: privacyText(),
    opportunity: privacyText(),
    webhook: privacyText(),
    email: privacyText(),
    inbox: privacyText(),
    web3forms: privacyText(),
    endpoint: privacyText(),
    analytics: privacyText(),
    stripe: privacyText(),
    calendar: privacyText(),
    chat: privacyText(),
  }),
  /** What the GoHighLevel embeds may keep in the browser, for the cookie policy (only those configured are named). */
  // thankYouReference: how /thank-you fills the calendar in after a send (the site's own receiver only).
  embeds: z.strictObject({ calendar: privacyText(), thankYouReference: privacyText(), chat: privacyText() }),
  destinations: z.strictObject({ gohighlevel: line(3, 200), webhook: line(3, 200), email: line(3, 200) }),
  /** The buyer's account at /account, named only while the site sells by itself: what it stores, and its two cookies. */
  account: z.strictObject({ stored: privacyText(900), cookies: privacyText(900) }),
  passedOn: z.strictObject({
    none: privacyText(),
    some: privacyText().regex(/\{\{privacy\.destinationList\}\}/, "must say where with {{privacy.destinationList}}"),
  }),
});
export type PrivacyInventory = z.infer<typeof privacySchema>;
