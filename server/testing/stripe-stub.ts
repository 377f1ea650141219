// A stand-in for Stripe's API on loopback, for the store's tests, held to Stripe's published definition (stripe/openapi,
// spec3.json): POST /v1/checkout/sessions (form-encoded, bearer secret key; mode, success_url and line_items required
// for a payment; unknown parameters refused), GET /v1/checkout/sessions (a list: `limit` 1-100, newest first) and
// GET /v1/checkout/sessions/{session}, answering `checkout.session`
// objects, and errors as Stripe shapes them ({ error: { type, code, message, param } }: 400 invalid_request_error,
// 401 for a bad key, 404 resource_missing, 500 api_error). A session's `url` is a page of the stub itself (GET
// /c/pay/{id}) that names the amount, so a browser test can land there. The test pays, leaves unpaid or refunds a
// session and gets the event Stripe would send, signed with the library's own test header helper.
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

export interface StubSession {
  id: string;
  object: "checkout.session";
  mode: string;
  url: string | null;
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid" | "no_payment_required";
  amount_total: number;
  currency: string;
  success_url: string;
  cancel_url: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  customer_details: { email: string | null; name: string | null } | null;
  created: number;
  livemode: false;
  /** The line item as sent (the stub keeps it for the tests; the real object lists line items apart). */
  line: { name: string; unitAmount: number; quantity: number };
}

export interface SignedEvent {
  body: string;
  signature: string;
  id: string;
}

export interface StripeStub {
  url: string;
  secretKey: string;
  webhookSecret: string;
  sessions: StubSession[];
  /** Every API request (method, path, the parsed form). */
  requests: { method: string; path: string; form: Record<string, string> }[];
  /** The next `count` API calls answer 500 api_error. */
  failNext(count?: number): void;
  /** The buyer pays (or, `paid: false`, chooses a delayed method): the session completes; the event Stripe sends. */
  complete(sessionId: string, buyer?: { email?: string; name?: string; paid?: boolean }): SignedEvent;
  /** A delayed payment clears: `checkout.session.async_payment_succeeded`. */
  asyncSucceeded(sessionId: string): SignedEvent;
  /** The payment is refunded in full: `charge.refunded`. */
  refund(sessionId: string): SignedEvent;
  /** A delayed payment fails: `checkout.session.async_payment_failed` (the session stays complete and unpaid). */
  asyncFailed(sessionId: string): SignedEvent;
  /** The buyer never paid and the session ran out: `checkout.session.expired`. */
  expire(sessionId: string): SignedEvent;
  /** The buyer's bank disputes the payment: `charge.dispute.created`. */
  dispute(sessionId: string): SignedEvent;
  /** The secret key is rolled in the Dashboard: every call with the old one answers 401 from now on. */
  rollKey(): void;
  /** Signs any body as Stripe would (`timestamp` in seconds, to test the tolerance). */
  sign(body: string, timestamp?: number, secret?: string): string;
  close(): Promise<void>;
}

const token = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;
const ALLOWED =
  /^(mode|success_url|cancel_url|client_reference_id|customer_email|customer_creation|metadata\[[\w-]+\]|line_items\[0\]\[(quantity|price_data\]\[(currency|unit_amount|product_data\]\[(name|description)))\]|payment_method_types\[\d+\]|expand\[\d+\])$/;

export async function startStripeStub({
  secretKey = `sk_test_${randomBytes(12).toString("hex")}`,
  webhookSecret = `whsec_${randomBytes(16).toString("hex")}`,
} = {}): Promise<StripeStub> {
  const sessions: StubSession[] = [];
  const requests: StripeStub["requests"] = [];
  let failures = 0;
  let keyRolled = false;
  let base = "";
  const signer = new Stripe(secretKey);

  const error = (res: http.ServerResponse, status: number, body: Record<string, string>) => {
    res.writeHead(status, {
      "Content-Type": "application/json",
      "Request-Id": `req_${randomBytes(6).toString("hex")}`,
    });
    res.end(JSON.stringify({ error: body }));
  };
  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, {
      "Content-Type": "application/json",
      "Request-Id": `req_${randomBytes(6).toString("hex")}`,
    });
    res.end(JSON.stringify(body));
  };
  const publicSession = ({ line: _line, ...session }: StubSession) => session;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://stub");
      const pay = /^\/c\/pay\/([\w]+)$/.exec(url.pathname);
      if (req.method === "GET" && pay) {
        const session = sessions.find((item) => item.id === pay[1]);
        if (!session) return void res.writeHead(404).end("No such session");
        res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
        return void res.end(
          `<!DOCTYPE html><title>Stripe Checkout (stub)</title><h1>Pay ${session.line.name}</h1><p data-amount="${session.amount_total}" data-currency="${session.currency}">${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}</p>`,
        );
      }
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
      requests.push({ method: req.method ?? "", path: url.pathname, form });
      if (keyRolled || req.headers.authorization !== `Bearer ${secretKey}`) {
        return error(res, 401, { type: "invalid_request_error", message: "Invalid API Key provided: sk_test_****" });
      }
      if (failures > 0) {
        failures -= 1;
        return error(res, 500, { type: "api_error", message: "An unknown error occurred" });
      }
      if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
        const unknown = Object.keys(form).find((key) => !ALLOWED.test(key));
        if (unknown)
          return error(res, 400, {
            type: "invalid_request_error",
            code: "parameter_unknown",
            param: unknown,
            message: `Received unknown parameter: ${unknown}`,
          });
        for (const param of [
          "mode",
          "success_url",
          "line_items[0][price_data][currency]",
          "line_items[0][price_data][unit_amount]",
          "line_items[0][price_data][product_data][name]",
          "line_items[0][quantity]",
        ]) {
          if (!form[param])
            return error(res, 400, {
              type: "invalid_request_error",
              code: "parameter_missing",
              param,
              message: `Missing required param: ${param}.`,
            });
        }
        const unitAmount = Number(form["line_items[0][price_data][unit_amount]"]);
        const quantity = Number(form["line_items[0][quantity]"]);
        if (!Number.isInteger(unitAmount) || unitAmount < 50) {
          return error(res, 400, {
            type: "invalid_request_error",
            code: "amount_too_small",
            param: "line_items[0][price_data][unit_amount]",
            message: "The Checkout Session's total amount due must add up to at least $0.50 usd",
          });
        }
        const id = token("cs");
        const metadata = Object.fromEntries(
          Object.entries(form).flatMap(([key, value]) => {
            const match = /^metadata\[([\w-]+)\]$/.exec(key);
            return match ? [[match[1]!, value]] : [];
          }),
        );
        const session: StubSession = {
          id,
          object: "checkout.session",
          mode: form.mode!,
          url: `${base}/c/pay/${id}`,
          status: "open",
          payment_status: "unpaid",
          amount_total: unitAmount * quantity,
          currency: form["line_items[0][price_data][currency]"]!.toLowerCase(),
          success_url: form.success_url!,
          cancel_url: form.cancel_url ?? null,
          client_reference_id: form.client_reference_id ?? null,
          metadata,
          payment_intent: null,
          customer_details: null,
          created: Math.floor(Date.now() / 1000),
          livemode: false,
          line: { name: form["line_items[0][price_data][product_data][name]"]!, unitAmount, quantity },
        };
        sessions.push(session);
        return json(res, 200, publicSession(session));
      }
      if (req.method === "GET" && url.pathname === "/v1/checkout/sessions") {
        const limit = Number(url.searchParams.get("limit") ?? 10);
        if (!Number.isInteger(limit) || limit < 1 || limit > 100)
          return error(res, 400, {
            type: "invalid_request_error",
            code: "parameter_invalid_integer",
            param: "limit",
            message: "Invalid integer: limit must be between 1 and 100",
          });
        const newest = [...sessions].reverse();
        return json(res, 200, {
          object: "list",
          url: "/v1/checkout/sessions",
          has_more: newest.length > limit,
          data: newest.slice(0, limit).map(publicSession),
        });
      }
      const get = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
      if (req.method === "GET" && get) {
        const session = sessions.find((item) => item.id === decodeURIComponent(get[1]!));
        if (!session)
          return error(res, 404, {
            type: "invalid_request_error",
            code: "resource_missing",
            param: "session",
            message: `No such checkout.session: '${get[1]}'`,
          });
        return json(res, 200, publicSession(session));
      }
      return error(res, 404, {
        type: "invalid_request_error",
        message: `Unrecognized request URL (${req.method}: ${url.pathname}).`,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const sign = (body: string, timestamp = Math.floor(Date.now() / 1000), secret = webhookSecret) =>
    signer.webhooks.generateTestHeaderString({ payload: body, secret, timestamp });
  const event = (type: string, object: unknown): SignedEvent => {
    const id = token("evt");
    const body = JSON.stringify(
      {
        id,
        object: "event",
        api_version: "2026-10-28.endive",
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        type,
        data: { object },
      },
      null,
      2,
    );
    return { id, body, signature: sign(body) };
  };
  const find = (id: string) => {
    const session = sessions.find((item) => item.id === id);
    if (!session) throw new Error(`no session ${id}`);
    return session;
  };

  return {
    url: base,
    secretKey,
    webhookSecret,
    sessions,
    requests,
    failNext(count = 1) {
      failures = count;
    },
    complete(sessionId, { email = "buyer@example.org", name = "Dana Buyer", paid = true } = {}) {
      const session = find(sessionId);
      session.status = "complete";
      session.payment_status = paid ? "paid" : "unpaid";
      session.payment_intent = session.payment_intent ?? token("pi");
      session.customer_details = { email, name };
      return event("checkout.session.completed", publicSession(session));
    },
    asyncSucceeded(sessionId) {
      const session = find(sessionId);
      session.payment_status = "paid";
      return event("checkout.session.async_payment_succeeded", publicSession(session));
    },
    refund(sessionId) {
      const session = find(sessionId);
      return event("charge.refunded", {
        id: token("ch"),
        object: "charge",
        payment_intent: session.payment_intent,
        amount: session.amount_total,
        amount_refunded: session.amount_total,
        refunded: true,
        currency: session.currency,
      });
    },
    asyncFailed(sessionId) {
      return event("checkout.session.async_payment_failed", publicSession(find(sessionId)));
    },
    expire(sessionId) {
      const session = find(sessionId);
      session.status = "expired";
      session.url = null;
      return event("checkout.session.expired", publicSession(session));
    },
    dispute(sessionId) {
      const session = find(sessionId);
      return event("charge.dispute.created", {
        id: token("dp"),
        object: "dispute",
        payment_intent: session.payment_intent,
        charge: token("ch"),
        amount: session.amount_total,
        currency: session.currency,
        reason: "fraudulent",
        status: "needs_response",
      });
    },
    rollKey() {
      keyRolled = true;
    },
    sign,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
