// The server's log: one JSON object per line with LOG_FORMAT=json, readable text by default, and never a visitor's
// field values or a secret. The end-to-end case sends a lead with a marker in every field to a server whose webhook
// refuses it quoting the body back, and finds the marker nowhere in the log.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer } from "./index.ts";
import {
  createLogger,
  logRequest,
  pathForLog,
  requestId,
  secretValues,
  settingToFix,
  withoutLeadValues,
} from "./log.ts";
import { makeTestBuild } from "./testing/test-build.ts";

const NOW = () => new Date("2026-11-26T12:00:00.000Z");

describe("the logger", () => {
  it("writes one JSON object per line with time, level and event", () => {
    const lines: string[] = [];
    const log = createLogger({ format: "json", write: (line) => lines.push(line), now: NOW });
    log("[outbox] lead 4 to webhook: delivered (attempt 1)");
    log("[contact] could not store lead:", new Error("disk I/O error"));
    log({ event: "request", requestId: "r1", method: "GET", path: "/", status: 200, durationMs: 1.5 });
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      {
        time: "2026-11-26T12:00:00.000Z",
        level: "info",
        event: "outbox",
        message: "lead 4 to webhook: delivered (attempt 1)",
      },
      {
        time: "2026-11-26T12:00:00.000Z",
        level: "error",
        event: "contact",
        message: "could not store lead: disk I/O error",
      },
      {
        time: "2026-11-26T12:00:00.000Z",
        level: "info",
        event: "request",
        requestId: "r1",
        method: "GET",
        path: "/",
        status: 200,
        durationMs: 1.5,
      },
    ]);
  });

  it("writes readable text by default", () => {
    const lines: string[] = [];
    const log = createLogger({ write: (line) => lines.push(line), now: NOW });
    log("[server] lead store opened");
    log({ event: "request", requestId: "r1", method: "GET", path: "/", status: 200, durationMs: 2 });
    expect(lines).toEqual([
      "[server] lead store opened",
      "2026-11-26T12:00:00.000Z info request requestId=r1 method=GET path=/ status=200 durationMs=2",
    ]);
  });

  it("replaces every secret setting's value, the SMTP password included", () => {
    const secrets = secretValues({
      GHL_PRIVATE_TOKEN: "pit-0123456789",
      SMTP_URL: "smtps://mailer:p%40ss-word@mail.example.org",
      HOST: "0.0.0.0",
    });
    const lines: string[] = [];
    const log = createLogger({ format: "json", secrets, write: (line) => lines.push(line) });
    log("[outbox] refused with pit-0123456789 via smtps://mailer:p%40ss-word@mail.example.org, p@ss-word");
    expect(lines[0]).not.toMatch(/pit-0123456789|p%40ss-word|p@ss-word/);
    expect(secrets).not.toContain("0.0.0.0");
  });

  it("cleans a delivery error of the lead's values, and names the setting to fix", () => {
    const lead = {
      name: "Ana Soto",
      email: "ana@example.org",
      phone: "+1 512 555 0100",
      message: "First line\nSecond line",
    };
    const cleaned = withoutLeadValues('422: {"email":"ana@example.org","name":"Ana Soto","note":"Second line"}', lead);
    for (const value of ["ana@example.org", "Ana Soto", "Second line"]) expect(cleaned).not.toContain(value);
    expect(settingToFix("gohighlevel")).toContain("GHL_PRIVATE_TOKEN");
    expect(settingToFix("webhook")).toContain("LEADS_WEBHOOK_URL");
    expect(settingToFix("email")).toContain("SMTP_URL");
  });

  it("keeps a proxy's request id when it looks like one", () => {
    expect(requestId("abc-123")).toBe("abc-123");
    expect(requestId("bad id\n")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("an order id in a request line", () => {
  const ID = "AbCdEfGhIjKlMnOpQrStUv_-";

  it("keeps its first 6 characters and `…`, an action after it, and no query", () => {
    expect(pathForLog(`/order/${ID}`)).toBe("/order/AbCdEf…");
    expect(pathForLog(`/order/${ID}/resend`)).toBe("/order/AbCdEf…/resend");
    expect(pathForLog(`/order/${ID}/resend?email=ana@example.org`)).toBe("/order/AbCdEf…/resend");
    expect(pathForLog(`/order/${ID}?session=${ID}`)).toBe("/order/AbCdEf…");
    expect(pathForLog(`/order/${ID}/`)).toBe("/order/AbCdEf…/");
  });

  it("leaves no id in the odd variants either (any case, another prefix, extra slashes, a longer tail)", () => {
    const variants = [
      `/ORDER/${ID}`,
      `/es/order/${ID}`,
      `http://example.org/order/${ID}`,
      `/order//${ID}`,
      `/order/${ID}//resend`,
      `/order/x/${ID}`,
      `/order/${ID}/${ID}`,
    ];
    for (const variant of variants) {
      const shown = pathForLog(variant);
      expect(shown, variant).not.toContain(ID.slice(0, 7));
      expect(shown, variant).toMatch(/\/order\/[^/]{0,6}…/i);
    }
    expect(pathForLog("/order/abc")).toBe("/order/abc");
    expect(pathForLog("/pricing?plan=pro")).toBe("/pricing");
    expect(pathForLog(`/${"a".repeat(300)}`)).toHaveLength(200);
  });

  it("is cut in the line a request to the order page writes", async () => {
    const lines: string[] = [];
    const log = createLogger({ format: "json", write: (line) => lines.push(line), now: NOW });
    const closed: Promise<void>[] = [];
    const server = http.createServer((req, res) => {
      logRequest(req, res, log);
      closed.push(new Promise((resolve) => res.once("close", resolve)));
      res.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      for (const path of [`/order/${ID}`, `/order/${ID}/resend?email=ana%40example.org`])
        await (await fetch(`${base}${path}`)).text();
      await Promise.all(closed);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    expect(lines.map((line) => (JSON.parse(line) as { path: string }).path)).toEqual([
      "/order/AbCdEf…",
      "/order/AbCdEf…/resend",
    ]);
    for (const line of lines) expect(line).not.toMatch(/AbCdEfG|ana/);
  });
});

describe("a lead with a marker in every field", () => {
  const MARKER = "zqxmarker";
  const SECRET = "whsec-zqx-0123456789";
  let build: Awaited<ReturnType<typeof makeTestBuild>>;
  let server: Awaited<ReturnType<typeof startServer>>;
  let webhook: http.Server;
  const lines: string[] = [];
  let onDead: () => void = () => {};
  const dead = new Promise<void>((resolve) => (onDead = resolve));

  beforeAll(async () => {
    build = await makeTestBuild("log-");
    // A webhook that refuses the lead and quotes it back, as some services do.
    webhook = http.createServer((req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", () =>
        res
          .writeHead(422, { "Content-Type": "application/json" })
          .end(JSON.stringify({ error: "refused", received: body })),
      );
    });
    await new Promise<void>((resolve) => webhook.listen(0, "127.0.0.1", resolve));
    const env = {
      LEADS_DB_URL: `file:${build.dir}/leads.db`,
      LEADS_WEBHOOK_URL: `http://localhost:${(webhook.address() as AddressInfo).port}/hook`,
      LEADS_WEBHOOK_SECRET: SECRET,
      CONTACT_RATE_LIMIT: "1000",
    };
    const log = createLogger({
      format: "json",
      secrets: secretValues(env),
      write: (line) => {
        lines.push(line);
        if (line.includes("DEAD")) onDead();
      },
    });
    server = await startServer({
      env,
      port: 0,
      host: "127.0.0.1",
      clientDir: build.clientDir,
      cspHashesFile: build.cspHashesFile,
      log,
      logRequests: true,
    });
  });

  afterAll(async () => {
    await server?.close();
    await new Promise((resolve) => webhook?.close(resolve));
    await build?.remove();
  });

  it("finds the marker nowhere in the log, nor the webhook's secret; every line is JSON; the dead delivery is one error naming the setting", async () => {
    const fields = {
      name: `Ana ${MARKER}`,
      email: `ana.${MARKER}@example.org`,
      phone: "+1 512 555 7391",
      message: `Hello ${MARKER}, we need a pipeline.\nSecond line ${MARKER}.`,
      form: `contact-${MARKER}`,
      page: `/pricing?${MARKER}=1`,
    };
    const response = await fetch(`${server.url}/api/contact?email=${MARKER}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Request-Id": "req-42" },
      body: JSON.stringify(fields),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-request-id")).toBe("req-42");
    await dead;
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    for (const line of lines) {
      expect(line.toLowerCase()).not.toContain(MARKER);
      expect(line).not.toMatch(/7391/);
      expect(line).not.toContain(SECRET);
    }
    for (const entry of entries) expect(Object.keys(entry).slice(0, 3)).toEqual(["time", "level", "event"]);
    expect(entries).toContainEqual(
      expect.objectContaining({
        event: "request",
        requestId: "req-42",
        method: "POST",
        path: "/api/contact",
        status: 200,
        durationMs: expect.any(Number),
      }),
    );
    const errors = entries.filter((entry) => entry.level === "error");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ event: "outbox", message: expect.stringContaining("LEADS_WEBHOOK_URL") });
  });
});
