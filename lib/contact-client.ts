import { SEND_TIMEOUT_MS, type ContactFields } from "./contact-form";
import { noteSentEnquiry } from "./sent-enquiry";
import { propertyAt } from "./typed-object.ts";

export { thankYouAddress } from "./sent-enquiry";

// The texts of the answers load with the sending code, not with the page.
export { networkMessage, refusalMessage, successMessage } from "./contact-messages";
// The enquiry's idempotency key is first needed at its first send, so its keeper comes with the sending code.
export { enquiryKeyKeeper } from "./enquiry-key";

export type SendResult =
  { ok: true } | { ok: false; kind: "refused"; message?: string; field?: string } | { ok: false; kind: "network" };

export interface SendOptions {
  endpoint: string;
  accessKey: string;
  /** The honeypot's value; people leave it empty. */
  botcheck?: string;
  fetchImpl?: typeof fetch;
  /** Time left for the send; none left fails it at once, as a network failure, without posting. */
  timeoutMs?: number;
  /** One key per enquiry (a UUID), kept across retries so the receiver stores a resend once. */
  idempotencyKey?: string;
  /** Context and attribution sent as extra fields (form, context, page, the visit's UTM parameters and referrer). */
  extra?: Record<string, string>;
}

/**
 * Whether the form posts to the site's own receiver (a path on this site, `/api/contact`), which understands the
 * idempotency key; a provider or custom endpoint would only show it as an extra field of the mail.
 */
export function isOwnReceiver(endpoint: string): boolean {
  return endpoint.startsWith("/") && !endpoint.startsWith("//");
}

/** The provider's message, at the top level or under `body` (both shapes occur). */
export function providerMessage(payload: unknown): string | undefined {
  if (typeof payload !== "object" || payload === null) return undefined;
  const message = propertyAt(payload, "message");
  if (typeof message === "string" && message.trim()) return message;
  const nested = propertyAt(payload, "body", "message");
  if (typeof nested === "string" && nested.trim()) return nested;
  return undefined;
}

/** Posts the enquiry as multipart form data and classifies the answer. Never throws. */
export async function sendEnquiry(fields: ContactFields, options: SendOptions): Promise<SendResult> {
  const body = new FormData();
  body.append("access_key", options.accessKey);
  body.append("name", fields.name);
  body.append("email", fields.email);
  body.append("phone", fields.phone);
  body.append("message", fields.message);
  body.append("botcheck", options.botcheck ?? "");
  if (options.idempotencyKey) body.append("idempotency_key", options.idempotencyKey);
  for (const [key, value] of Object.entries(options.extra ?? {})) if (value) body.append(key, value);

  const timeoutMs = options.timeoutMs ?? SEND_TIMEOUT_MS;
  if (timeoutMs <= 0) return { ok: false, kind: "network" };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    response = await (options.fetchImpl ?? fetch)(options.endpoint, {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
      signal: controller.signal,
    });
  } catch {
    return { ok: false, kind: "network" };
  } finally {
    clearTimeout(timer);
  }

  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    payload = null;
  }
  const success = propertyAt(payload, "success") === true;
  if (response.ok && success) {
    // With the calendar on the pages, the confirmation offers it filled in with this enquiry (and its key, which names
    // the lead when a booking is reported).
    if (__BOOKING_ON__)
      noteSentEnquiry({
        prefill: { name: fields.name, email: fields.email, phone: fields.phone },
        key: options.idempotencyKey,
      });
    return { ok: true };
  }
  // The site's own receiver names the field it refused (a provider does not).
  const field = propertyAt(payload, "field");
  return {
    ok: false,
    kind: "refused",
    message: providerMessage(payload),
    ...(typeof field === "string" ? { field } : {}),
  };
}
