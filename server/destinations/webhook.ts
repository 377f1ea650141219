// Delivery to any webhook (a GoHighLevel Inbound Webhook trigger, Zapier, Make, n8n): one flat JSON object per lead,
// signed when LEADS_WEBHOOK_SECRET is set. The receiver verifies `X-Signature: t=<unix seconds>,v1=<hex>`, where
// v1 = HMAC-SHA256(secret, "<t>.<raw body>"), and may drop a repeat by the `Idempotency-Key` header.
import { createHmac } from "node:crypto";
import { resolveInterest, type InterestCatalog } from "../../contracts/lead-catalog.ts";
import { leadTags, splitName } from "../enquiries/lead-interest.ts";
import { requestJson } from "./http.ts";
import type { Destination, OutboxLead } from "./types.ts";

export const SIGNATURE_HEADER = "X-Signature";

/** The flat body: plain top-level fields, which every no-code tool maps without a JSON path. */
export function webhookBody(lead: OutboxLead, catalog: InterestCatalog) {
  const interest = resolveInterest(lead.attribution.interest, catalog);
  const { firstName, lastName } = splitName(lead.name);
  const a = lead.attribution;
  return {
    event: "lead.created",
    lead_id: lead.id,
    reference: lead.reference,
    created_at: lead.createdAt,
    name: lead.name,
    first_name: firstName,
    last_name: lastName,
    email: lead.email,
    phone: lead.phone,
    message: lead.message,
    // Whether the visitor ticked the box agreeing to marketing texts, and when: a workflow texts only when true.
    sms_consent: lead.smsConsentAt !== null,
    sms_consent_at: lead.smsConsentAt ?? "",
    source: "Website",
    // The language of the page the enquiry came from ("en", "es"): the one to reply in.
    language: lead.lang,
    form: a.form ?? "",
    context: a.context ?? "",
    interest: a.interest ?? "",
    interest_label: interest?.label ?? "",
    value: interest?.value ?? null,
    tags: leadTags(a, interest, lead.lang).join(","),
    page: a.page ?? "",
    utm_source: a.utm_source ?? "",
    utm_medium: a.utm_medium ?? "",
    utm_campaign: a.utm_campaign ?? "",
    utm_term: a.utm_term ?? "",
    utm_content: a.utm_content ?? "",
    landing_page: a.landing_page ?? "",
    referrer: a.referrer ?? "",
  };
}

/** The signature header's value for a body sent at `timestamp` (Unix seconds). */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  const digest = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${digest}`;
}

export function createWebhookDestination(
  { url, secret }: { url: string; secret?: string },
  {
    catalog,
    timeoutMs,
    now = Date.now,
  }: { catalog: () => Promise<InterestCatalog>; timeoutMs: number; now?: () => number },
): Destination {
  return {
    name: "webhook",
    kind: "lead",
    async deliver(lead) {
      const body = JSON.stringify(webhookBody(lead, await catalog()));
      await requestJson({
        method: "POST",
        url,
        rawBody: body,
        headers: {
          "Idempotency-Key": lead.reference,
          "User-Agent": "website-leads/1",
          ...(secret ? { [SIGNATURE_HEADER]: signWebhook(secret, Math.floor(now() / 1000), body) } : {}),
        },
        timeoutMs,
        anyAnswer: true,
        secretPath: true,
        explain: (status) =>
          `The webhook refused the lead (${status}): check LEADS_WEBHOOK_URL${secret ? " and LEADS_WEBHOOK_SECRET" : ""}`,
      });
    },
  };
}
