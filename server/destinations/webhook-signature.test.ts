// The operator's guide's snippet (docs/operating.md) for verifying the webhook's signature accepts what the site sends and refuses tampering.
import { readFile, mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWebhookDestination, SIGNATURE_HEADER, signWebhook } from "./webhook.ts";
import { EMPTY_CATALOG } from "../../contracts/lead-catalog.ts";

type Verify = (secret: string, header: string, rawBody: string, toleranceSeconds?: number, now?: number) => boolean;

let dir: string;
let verifySignature: Verify;

beforeAll(async () => {
  const guide = await readFile(path.resolve("docs/operating.md"), "utf8");
  const snippet = /<!-- webhook-verify -->\s*```js\n([\s\S]*?)```/.exec(guide)?.[1];
  expect(snippet, "docs/operating.md has the webhook-verify snippet").toBeTruthy();
  dir = await mkdtemp(path.join(tmpdir(), "webhook-snippet-"));
  const file = path.join(dir, "verify.mjs");
  await writeFile(file, snippet!);
  ({ verifySignature } = (await import(pathToFileURL(file).href)) as { verifySignature: Verify });
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("webhook signature", () => {
  it("the guide's verifier accepts a lead the site sent, and refuses a changed body, secret or an old timestamp", async () => {
    const received: { header: string; body: string; key: string }[] = [];
    const server = http.createServer((req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", () => {
        received.push({
          header: String(req.headers[SIGNATURE_HEADER.toLowerCase()]),
          body,
          key: String(req.headers["idempotency-key"]),
        });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const sentAt = Date.parse("2026-11-23T10:00:00Z");
    try {
      const destination = createWebhookDestination(
        { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, secret: "whsec_test" },
        { catalog: async () => EMPTY_CATALOG, timeoutMs: 2000, now: () => sentAt },
      );
      const lead = {
        id: 7,
        createdAt: "2026-11-23T10:00:00.000Z",
        name: "Lee",
        email: "lee@example.org",
        phone: "1",
        message: "Hi",
        attribution: {},
        smsConsentAt: null,
        lang: "en" as const,
        reference: "ref-7",
      };
      await destination.deliver(lead, { steps: {}, save: async () => {}, attempt: 1 });
    } finally {
      server.close();
    }
    const [{ header, body, key }] = received as [(typeof received)[number]];
    expect(key).toBe("ref-7");
    expect(header).toBe(signWebhook("whsec_test", sentAt / 1000, body));
    expect(verifySignature("whsec_test", header, body, 300, sentAt + 10_000)).toBe(true);
    expect(verifySignature("whsec_test", header, body.replace("Lee", "Lea"), 300, sentAt)).toBe(false);
    expect(verifySignature("another", header, body, 300, sentAt)).toBe(false);
    expect(verifySignature("whsec_test", header, body, 300, sentAt + 301_000)).toBe(false);
    expect(verifySignature("whsec_test", "garbage", body, 300, sentAt)).toBe(false);
  });
});
