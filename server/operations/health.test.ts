// /healthz in its three states: open and healthy (200), deliveries dead (503), database down (503); always the same
// shape, counts only, never cached.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer } from "../index.ts";
import { openLeadStore } from "../enquiries/leads-store.ts";
import { buildVersion } from "./health.ts";
import { makeTestBuild } from "../testing/test-build.ts";

let build: Awaited<ReturnType<typeof makeTestBuild>>;
let server: Awaited<ReturnType<typeof startServer>>;
let dbUrl = "";
const lead = {
  name: "Health Marker",
  email: "health.marker@example.org",
  phone: "+1 512 555 0100",
  message: "A message about health.",
};

beforeAll(async () => {
  build = await makeTestBuild("health-");
  dbUrl = `file:${build.dir}/leads.db`;
  server = await startServer({
    env: { LEADS_DB_URL: dbUrl },
    port: 0,
    host: "127.0.0.1",
    clientDir: build.clientDir,
    cspHashesFile: build.cspHashesFile,
    log: () => {},
  });
});

afterAll(async () => {
  await server?.close();
  await build?.remove();
});

async function health(url: string, method = "GET") {
  const response = await fetch(`${url}/healthz`, { method });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined,
  };
}

describe("/healthz", () => {
  it("answers 200 with the store open and nothing dead, uncached, and HEAD the same without a body", async () => {
    const { status, headers, body } = await health(server.url);
    expect(status).toBe(200);
    expect(body).toEqual({
      status: "ok",
      db: "ok",
      problems: [],
      outbox: { pending: 0, dead: 0, oldestPendingSeconds: null },
      version: "unbuilt",
    });
    expect(headers.get("cache-control")).toBe("no-store");
    expect(headers.get("content-type")).toMatch(/^application\/json/);
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    const head = await health(server.url, "HEAD");
    expect(head.status).toBe(200);
    expect(head.text).toBe("");
    expect((await fetch(`${server.url}/healthz`, { method: "POST" })).status).toBe(405);
  });

  it("stays 200 when one lead is refused for good: a dead letter, counted, not the server's health", async () => {
    // A lead waiting for the webhook, then its delivery given up (as after a revoked token).
    const other = await openLeadStore(dbUrl, undefined, { destinations: ["webhook"] });
    try {
      await other.insert({ ...lead, idempotencyKey: "health-1" });
      await other.insert({ ...lead, idempotencyKey: "health-2" });
      const waiting = await health(server.url);
      expect(waiting.status).toBe(200);
      expect(waiting.body?.outbox).toMatchObject({ pending: 2, dead: 0 });
      expect(typeof (waiting.body?.outbox as { oldestPendingSeconds: unknown }).oldestPendingSeconds).toBe("number");
      const [delivery] = await other.outbox.claim("test", Date.now(), Date.now() + 60_000, 1, ["webhook"]);
      await other.outbox.failed(delivery!.id, "test", "401 Unauthorized", null, Date.now());
    } finally {
      other.close();
    }
    const { status, body, text } = await health(server.url);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: "ok", db: "ok", problems: [], outbox: { pending: 1, dead: 1 } });
    for (const value of Object.values(lead)) expect(text).not.toContain(value);
  });

  it("answers 503 in the same shape when the database is down", async () => {
    const down = await startServer({
      env: { LEADS_DB_URL: "file:/proc/leads.db" },
      port: 0,
      host: "127.0.0.1",
      clientDir: build.clientDir,
      cspHashesFile: build.cspHashesFile,
      log: () => {},
    });
    try {
      const { status, body, headers } = await health(down.url);
      expect(status).toBe(503);
      expect(body).toMatchObject({
        status: "fail",
        db: "down",
        problems: [{ status: "fail", code: "db-down" }],
        outbox: { pending: null, dead: null, oldestPendingSeconds: null },
        version: "unbuilt",
      });
      expect(headers.get("cache-control")).toBe("no-store");
    } finally {
      await down.close();
    }
  });

  it("names the build by its route manifest", () => {
    expect(buildVersion(["index.html", "assets/manifest-Ab3_x-9.js"])).toBe("Ab3_x-9");
  });
});
