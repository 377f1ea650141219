// The gate in front of Stripe's webhook body: what the headers alone can refuse (no signature, a malformed one, a
// stale one, a declared length over the limit) is answered at once with the connection closed and the body never
// read, which a client that never sends its body shows; only a few bodies are read at once (503 with Retry-After
// beyond); a slow body is cut; a flood's body is read only as far as the headers' first packet. Through the
// production server, an event Stripe signed still verifies and a wrong signature in the right shape is still read and
// refused by the library.
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startServer } from "../index.ts";
import { startSmtpStub, type SmtpStub } from "../testing/smtp-stub.ts";
import { startStripeStub, type StripeStub } from "../testing/stripe-stub.ts";
import {
  SIGNATURE_TOLERANCE_SECONDS,
  createWebhookIntake,
  signatureHeaderProblem,
  type WebhookIntake,
  type WebhookIntakeOptions,
} from "./webhook-intake.ts";

const MAX_BYTES = 512 * 1024;
const NOW_MS = Date.parse("2026-11-23T10:00:00Z");
const NOW_S = NOW_MS / 1000;
const HEX = "ab".repeat(32);
const valid = (timestamp = NOW_S) => `t=${timestamp},v1=${HEX}`;

describe("the Stripe-Signature header's shape and age", () => {
  it("holds the same tolerance as the stripe library's check", () => {
    expect(SIGNATURE_TOLERANCE_SECONDS).toBe(new Stripe("sk_test_x").webhooks.DEFAULT_TOLERANCE);
  });

  it("passes what Stripe sends: a timestamp, one or more v1 signatures, a v0 beside them", async () => {
    const stub = await startStripeStub();
    try {
      expect(signatureHeaderProblem(stub.sign("{}", NOW_S), NOW_MS)).toBeUndefined();
    } finally {
      await stub.close();
    }
    expect(
      signatureHeaderProblem(`t=${NOW_S},v1=${HEX},v1=${"cd".repeat(32)},v0=${"ef".repeat(32)}`, NOW_MS),
    ).toBeUndefined();
    expect(signatureHeaderProblem(valid(NOW_S - SIGNATURE_TOLERANCE_SECONDS), NOW_MS)).toBeUndefined();
    expect(signatureHeaderProblem(valid(NOW_S + SIGNATURE_TOLERANCE_SECONDS), NOW_MS)).toBeUndefined();
  });

  it.each([
    ["absent", undefined, "no Stripe-Signature header"],
    ["empty", "", "no Stripe-Signature header"],
    ["repeated (Node joins them)", ["a", "b"], "no Stripe-Signature header"],
    ["garbage", "garbage", "malformed Stripe-Signature header"],
    ["no timestamp", `v1=${HEX}`, "malformed Stripe-Signature header"],
    ["no v1", `t=${NOW_S},v0=${HEX}`, "malformed Stripe-Signature header"],
    ["a v1 not in hex", `t=${NOW_S},v1=${"zz".repeat(32)}`, "malformed Stripe-Signature header"],
    ["a v1 too short", `t=${NOW_S},v1=abcd`, "malformed Stripe-Signature header"],
    ["a timestamp not in digits", `t=soon,v1=${HEX}`, "malformed Stripe-Signature header"],
    ["two timestamps", `t=${NOW_S},t=${NOW_S},v1=${HEX}`, "malformed Stripe-Signature header"],
    ["spaces", `t=${NOW_S}, v1=${HEX}`, "malformed Stripe-Signature header"],
    ["an unknown part", `t=${NOW_S},v1=${HEX},x=1`, "malformed Stripe-Signature header"],
    [
      "stale by a second",
      valid(NOW_S - SIGNATURE_TOLERANCE_SECONDS - 1),
      "Stripe-Signature timestamp outside the tolerance",
    ],
    [
      "from the future",
      valid(NOW_S + SIGNATURE_TOLERANCE_SECONDS + 1),
      "Stripe-Signature timestamp outside the tolerance",
    ],
  ])("refuses one %s", (_name, header, problem) => {
    expect(signatureHeaderProblem(header, NOW_MS)).toBe(problem);
  });
});

interface Answer {
  status: number;
  head: string;
  body: string;
  /** The server closed the connection (the client never did). */
  closed: boolean;
}

/** A server with the gate alone: an admitted body is answered 200 with its length; `bytesRead` per connection. */
async function gateServer(options: WebhookIntakeOptions) {
  const intake: WebhookIntake = createWebhookIntake(options);
  const bytesRead: number[] = [];
  const server = http.createServer((req, res) => {
    void intake.admit(req, res, { maxBytes: MAX_BYTES, nowMs: Date.now() }).then((admitted) => {
      if (!admitted) return;
      const length = String(admitted.raw.length);
      // Closed after the answer, so that a client waiting for the close has it.
      res
        .writeHead(200, { "Content-Type": "text/plain", "Content-Length": String(length.length), Connection: "close" })
        .end(length);
    });
  });
  server.on("connection", (socket) => socket.on("close", () => bytesRead.push(socket.bytesRead)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    intake,
    bytesRead,
    port,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

/**
 * Sends a POST's headers and `body` (nothing of it when absent, however long the declared length) over a raw socket,
 * and never ends it: `answer` settles once the connection is closed; `finish` sends more of the body later;
 * `headBytes` is the size of the request line and headers.
 */
function post(port: number, headers: Record<string, string>, body?: Buffer) {
  const socket = net.connect(port, "127.0.0.1");
  const lines = Object.entries({ Host: "127.0.0.1", "Content-Type": "application/json", ...headers }).map(
    ([name, value]) => `${name}: ${value}`,
  );
  const head = `POST /api/stripe/webhook HTTP/1.1\r\n${lines.join("\r\n")}\r\n\r\n`;
  socket.write(head);
  if (body) socket.write(body);
  let text = "";
  socket.on("data", (chunk: Buffer) => (text += chunk.toString("latin1")));
  const answer = new Promise<Answer>((resolve) => {
    let closed = false;
    socket.on("end", () => (closed = true));
    // A reset (the server closed with unread bytes) ends it too.
    socket.on("error", () => (closed = true));
    socket.on("close", () => {
      const [head = "", rest = ""] = text.split("\r\n\r\n");
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        head: head.toLowerCase(),
        body: rest,
        closed,
      });
    });
  });
  return {
    answer,
    headBytes: Buffer.byteLength(head),
    finish: (more: Buffer) => socket.write(more),
    destroy: () => socket.destroy(),
  };
}

describe("the gate", () => {
  let server: Awaited<ReturnType<typeof gateServer>>;
  afterEach(async () => {
    await server.close();
  });

  it.each([
    ["without a signature", {}],
    ["with a malformed signature", { "Stripe-Signature": "t=1,v1=nothex" }],
    [
      "with a stale signature",
      { "Stripe-Signature": valid(Math.floor(Date.now() / 1000) - SIGNATURE_TOLERANCE_SECONDS - 60) },
    ],
  ])(
    "answers a post %s 400 at once, closing the connection, without waiting for a byte of its body",
    async (_name, headers) => {
      server = await gateServer({});
      const { answer, headBytes } = post(server.port, { ...headers, "Content-Length": String(500 * 1024) });
      const { status, head, closed } = await answer;
      expect(status).toBe(400);
      expect(head).toContain("connection: close");
      expect(head).toContain("x-content-type-options: nosniff");
      expect(closed).toBe(true);
      // The server read the headers and nothing else: no body ever came, and none was waited for.
      await expect.poll(() => server.bytesRead).toEqual([headBytes]);
      expect(server.intake.reading()).toBe(0);
    },
  );

  it("answers a declared length over the limit 413 at once, without reading it", async () => {
    server = await gateServer({});
    const { answer, headBytes } = post(server.port, {
      "Stripe-Signature": valid(Math.floor(Date.now() / 1000)),
      "Content-Length": String(MAX_BYTES + 1),
    });
    const { status, head, closed } = await answer;
    expect(status).toBe(413);
    expect(head).toContain("connection: close");
    expect(closed).toBe(true);
    await expect.poll(() => server.bytesRead).toEqual([headBytes]);
  });

  it("reads only so many bodies at once: the next is answered 503 with Retry-After at once, and a freed slot is used again", async () => {
    server = await gateServer({ maxReads: 2 });
    const headers = { "Stripe-Signature": valid(Math.floor(Date.now() / 1000)), "Content-Length": "20" };
    // Two bodies in flight: each sent in part, so both hold a slot.
    const first = post(server.port, headers, Buffer.from("0123456789"));
    const second = post(server.port, headers, Buffer.from("0123456789"));
    await expect.poll(() => server.intake.reading()).toBe(2);
    const third = await post(server.port, headers).answer;
    expect(third.status).toBe(503);
    expect(third.head).toMatch(/\r\nretry-after: \d+/);
    expect(third.head).toContain("connection: close");
    // The first body completes: it was read whole, and its slot is free for the next post.
    first.finish(Buffer.from("abcdefghij"));
    expect(await first.answer).toMatchObject({ status: 200, body: "20" });
    expect(server.intake.reading()).toBe(1);
    expect(await post(server.port, headers, Buffer.from("01234567890123456789")).answer).toMatchObject({
      status: 200,
      body: "20",
    });
    second.destroy();
    await expect.poll(() => server.intake.reading()).toBe(0);
  });

  it("cuts a body that does not arrive within the time limit (408) and frees its slot", async () => {
    // No time at all: the body, never sent, cannot win.
    server = await gateServer({ readTimeoutMs: 0 });
    const { answer } = post(server.port, {
      "Stripe-Signature": valid(Math.floor(Date.now() / 1000)),
      "Content-Length": "100",
    });
    const { status, head } = await answer;
    expect(status).toBe(408);
    expect(head).toContain("connection: close");
    expect(server.intake.reading()).toBe(0);
  });

  it("reads a flood's unsigned bodies no further than what came with the headers", async () => {
    server = await gateServer({});
    const body = Buffer.alloc(2 * 1024 * 1024, "x");
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(server.port, { "Content-Length": String(body.length) }, body).answer),
    );
    for (const { closed } of answers) expect(closed).toBe(true);
    await expect.poll(() => server.bytesRead.length).toBe(20);
    // Node reads at most 64 KB at a time from a socket: the read with the headers, and at most one more before the
    // close (of the 2 MB each client sent).
    for (const bytes of server.bytesRead) expect(bytes).toBeLessThanOrEqual(128 * 1024);
  });
});

describe("the webhook behind the gate (the production server)", () => {
  let dir: string;
  let stripe: StripeStub;
  let smtp: SmtpStub;
  let site: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "webhook-intake-"));
    [stripe, smtp] = await Promise.all([startStripeStub(), startSmtpStub()]);
    site = await startServer({
      env: {
        LEADS_DB_URL: `file:${path.join(dir, "leads.db")}`,
        SITE_URL: "http://localhost:4999",
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
        STRIPE_API_BASE: stripe.url,
        SMTP_URL: smtp.url,
        LEADS_NOTIFY_TO: "team@agency.example",
      },
      port: 0,
      log: () => {},
    });
    await vi.waitFor(() => expect(site.storeReady()).toBe(true));
  });
  afterAll(async () => {
    await site?.close();
    await Promise.all([stripe.close(), smtp.close()]);
    await rm(dir, { recursive: true, force: true });
  });

  const event = JSON.stringify({
    id: "evt_intake_1",
    object: "event",
    type: "customer.created",
    data: { object: { id: "cus_1" } },
  });
  const send = (signature?: string) =>
    fetch(`${site.url}/api/stripe/webhook`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(signature ? { "Stripe-Signature": signature } : {}) },
      body: event,
    });

  it("verifies an event Stripe signed (acknowledged, as every type it does not act on)", async () => {
    const response = await send(stripe.sign(event));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ received: true });
  });

  it("reads a wrong signature in Stripe's shape and refuses it by the library's check; refuses an unsigned post before reading", async () => {
    const wrong = await send(stripe.sign(event, undefined, "whsec_not_the_right_secret"));
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ message: "signature check failed" });
    const unsigned = await send();
    expect(unsigned.status).toBe(400);
    expect(unsigned.headers.get("connection")).toBe("close");
    expect(await unsigned.json()).toMatchObject({ message: "no Stripe-Signature header" });
  });
});
