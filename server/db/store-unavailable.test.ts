// An unwritable database must not stop the site: pages are served at once, the API answers 503 while the store
// cannot be opened, and the store is retried in the background with backoff.
import { describe, expect, it } from "vitest";
import type { LeadStore } from "../enquiries/leads-store.ts";
import { openStoreInBackground, startServer } from "../index.ts";
import { serveTestBuild } from "../testing/test-build.ts";

const lead = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "+1 (512) 555-0199",
  message: "Hello there, a real enquiry.",
};

// /proc cannot hold a directory or a file: opening the store fails every time.
const running = serveTestBuild("store-unavailable-", { env: { LEADS_DB_URL: "file:/proc/nope/leads.db" } });

describe("an unavailable lead store", () => {
  it("still serves the pages", async () => {
    const response = await fetch(`${running.server.url}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<title>Home</title>");
  });

  it("answers POST /api/contact with 503 and the security headers", async () => {
    const response = await fetch(`${running.server.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(lead),
    });
    expect(response.status).toBe(503);
    expect(response.headers.get("strict-transport-security")).toContain("max-age=");
    expect(response.headers.get("retry-after")).toBeTruthy();
  });

  it("logs the failure and keeps serving when the database file cannot be created", async () => {
    // /proc exists but takes no new files: the open itself fails (the /proc/nope case above never settles in Node 20's
    // recursive mkdir, which the attempt timeout covers).
    const lines: string[] = [];
    const other = await startServer({
      env: { LEADS_DB_URL: "file:/proc/leads.db" },
      port: 0,
      host: "127.0.0.1",
      clientDir: running.build.clientDir,
      cspHashesFile: running.build.cspHashesFile,
      log: (...args: unknown[]) => lines.push(args.map(String).join(" ")),
    });
    try {
      expect((await fetch(`${other.url}/services`)).status).toBe(200);
      expect(
        (
          await fetch(`${other.url}/api/contact`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify(lead),
          })
        ).status,
      ).toBe(503);
      expect(lines.some((line) => line.includes("cannot open the lead store (retrying in 1 s)"))).toBe(true);
    } finally {
      await other.close();
    }
  });

  it("an attempt that never settles counts as failed after its timeout", async () => {
    const messages: string[] = [];
    const store = openStoreInBackground(() => new Promise<LeadStore>(() => {}), {
      log: (...args: unknown[]) => messages.push(args.map(String).join(" ")),
      attemptTimeoutMs: 20,
      firstDelayMs: 1000,
    });
    await store.ready;
    expect(store.get()).toBeUndefined();
    expect(messages[0]).toContain("no answer within 0.02 s");
    store.close();
  });

  it("retries with a doubling delay, capped, until the store opens", async () => {
    const fake = { close() {} } as unknown as LeadStore;
    let attempts = 0;
    const messages: string[] = [];
    const store = openStoreInBackground(
      async () => {
        attempts += 1;
        if (attempts < 4) throw new Error(`down ${attempts}`);
        return fake;
      },
      { log: (...args: unknown[]) => messages.push(args.map(String).join(" ")), firstDelayMs: 10, maxDelayMs: 20 },
    );
    expect(store.get()).toBeUndefined();
    await expect.poll(() => store.get(), { timeout: 2000 }).toBe(fake);
    expect(attempts).toBe(4);
    expect(
      messages.filter((line) => line.includes("retrying in")).map((line) => /in ([\d.]+) s/.exec(line)?.[1]),
    ).toEqual(["0.01", "0.02", "0.02"]);
    expect(messages.at(-1)).toContain("lead store opened");
    store.close();
    expect(store.get()).toBeUndefined();
  });
});
