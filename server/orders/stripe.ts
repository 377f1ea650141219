// Stripe at the edge: the official library makes the Checkout Session and checks each webhook's signature; what Stripe
// answers and sends is parsed with zod here (only the fields the store reads), never cast. STRIPE_API_BASE points the
// library at another address (tests: the stub of server/testing/stripe-stub.ts).
import Stripe from "stripe";
import { z } from "zod";

export const STRIPE_DEFAULT_API_BASE = "https://api.stripe.com";
/** Where a buyer pays: Stripe's hosted Checkout, the one other host a form may send them to (while selling). */
export const STRIPE_CHECKOUT_ORIGIN = "https://checkout.stripe.com";

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  apiBase: string;
}

/** The library, pointed at STRIPE_API_BASE; a call gets `timeoutMs` and one retry (the library keeps the idempotency key). */
export function createStripe({ secretKey, apiBase }: StripeSettings, timeoutMs: number): Stripe {
  const base = new URL(apiBase);
  return new Stripe(secretKey, {
    host: base.hostname,
    ...(base.port ? { port: base.port } : {}),
    protocol: base.protocol === "http:" ? "http" : "https",
    timeout: timeoutMs,
    maxNetworkRetries: 1,
    telemetry: false,
  });
}

/**
 * The origins a Checkout Session's `url` may be on, which the policy's form-action must allow or the browser blocks
 * "Pay": Stripe's (or the stub's own when STRIPE_API_BASE points elsewhere), and the account's Checkout custom domain
 * when STRIPE_CHECKOUT_ORIGIN names one (Stripe then answers with a URL on that domain). Stripe's own stays allowed,
 * so "Pay" keeps working before the domain is live in Stripe and after it is removed there.
 */
export function checkoutOrigin(apiBase: string, customOrigin?: string): string[] {
  const origin = new URL(apiBase).origin;
  const stripe = origin === STRIPE_DEFAULT_API_BASE ? STRIPE_CHECKOUT_ORIGIN : origin;
  return customOrigin && customOrigin !== stripe ? [stripe, customOrigin] : [stripe];
}

/** A Checkout Session, as the store reads it (Stripe's `checkout.session` object). */
export const sessionSchema = z.object({
  id: z.string().min(1),
  object: z.literal("checkout.session"),
  url: z.string().nullable().optional(),
  status: z.enum(["open", "complete", "expired"]).nullable().optional(),
  payment_status: z.enum(["paid", "unpaid", "no_payment_required"]),
  amount_total: z.number().int().nullable(),
  currency: z.string().nullable(),
  client_reference_id: z.string().nullable().optional(),
  metadata: z.record(z.string(), z.string()).nullable().optional(),
  payment_intent: z
    .union([z.string(), z.object({ id: z.string() })])
    .nullable()
    .optional(),
  customer_details: z
    .object({ email: z.string().nullable().optional(), name: z.string().nullable().optional() })
    .nullable()
    .optional(),
});
export type CheckoutSession = z.infer<typeof sessionSchema>;

/** A Charge, as `charge.refunded` carries it. */
const chargeSchema = z.object({
  id: z.string(),
  object: z.literal("charge"),
  payment_intent: z
    .union([z.string(), z.object({ id: z.string() })])
    .nullable()
    .optional(),
  refunded: z.boolean(),
  amount: z.number().int(),
  amount_refunded: z.number().int(),
});

/** A Dispute, as `charge.dispute.created` carries it. */
const disputeSchema = z.object({
  id: z.string(),
  object: z.literal("dispute"),
  payment_intent: z
    .union([z.string(), z.object({ id: z.string() })])
    .nullable()
    .optional(),
  amount: z.number().int(),
  reason: z.string().nullable().optional(),
});

const sessionEvent = <T extends string>(type: T) =>
  z.object({ id: z.string(), type: z.literal(type), data: z.object({ object: sessionSchema }) });

/** The events the store acts on (the ones the webhook endpoint is registered for); any other type is acknowledged and ignored. */
export const eventSchema = z.discriminatedUnion("type", [
  sessionEvent("checkout.session.completed"),
  sessionEvent("checkout.session.async_payment_succeeded"),
  sessionEvent("checkout.session.async_payment_failed"),
  sessionEvent("checkout.session.expired"),
  z.object({ id: z.string(), type: z.literal("charge.refunded"), data: z.object({ object: chargeSchema }) }),
  z.object({ id: z.string(), type: z.literal("charge.dispute.created"), data: z.object({ object: disputeSchema }) }),
]);
export type StoreEvent = z.infer<typeof eventSchema>;
export const STORE_EVENT_TYPES: readonly string[] = eventSchema.options.map((option) => option.shape.type.value);
export const anyEventSchema = z.object({ id: z.string().min(1), type: z.string().min(1) });

export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === "string" ? value : (value?.id ?? null);
