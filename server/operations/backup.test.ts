// `npm run leads -- --backup` while leads are being written: the copy is consistent (integrity ok, exactly the leads
// committed up to one moment, no gap), no lead is lost from the live database; `--restore` refuses a database holding
// leads without --force, and restores with it.
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { createClient } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openLeadStore, type LeadStore } from "../enquiries/leads-store.ts";

const run = promisify(execFile);
let dir = "";
let dbUrl = "";
let store: LeadStore;

const lead = (index: number) => ({
  name: `Writer ${index}`,
  email: `writer.${index}@example.org`,
  phone: `+1 512 555 ${String(index).padStart(4, "0")}`,
  message: "A lead written during the backup.",
  idempotencyKey: randomUUID(),
});

function leadsCli(args: string[], url = dbUrl) {
  return run(process.execPath, ["server/enquiries/leads-cli.ts", ...args], {
    env: { ...process.env, LEADS_DB_URL: url },
    encoding: "utf8",
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }),
  );
}

async function ids(file: string): Promise<number[]> {
  const client = createClient({ url: `file:${file}` });
  try {
    const integrity = await client.execute("PRAGMA integrity_check");
    expect(String(integrity.rows[0]?.[0])).toBe("ok");
    return (await client.execute("SELECT id FROM leads ORDER BY id")).rows.map((row) => Number(row.id));
  } finally {
    client.close();
  }
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "backup-"));
  dbUrl = `file:${dir}/leads.db`;
  // The "server": a store with a destination, so every lead also writes a delivery.
  store = await openLeadStore(dbUrl, undefined, { destinations: ["webhook"] });
});

afterAll(async () => {
  store?.close();
  await rm(dir, { recursive: true, force: true });
});

describe("backup and restore", { timeout: 60_000 }, () => {
  it("copies consistently while leads are being written, and loses none", async () => {
    for (let index = 0; index < 20; index += 1) await store.insert(lead(index));
    let writing = true;
    let written = 20;
    const writer = (async () => {
      while (writing) {
        await store.insert(lead(written++));
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const backup = path.join(dir, "copy.db");
    const result = await leadsCli(["--backup", backup]);
    // A few more after the copy, so the writer provably ran across it.
    const after = written + 10;
    while (written < after) await new Promise((resolve) => setImmediate(resolve));
    writing = false;
    await writer;
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Backed up \d+ leads to .*copy\.db/);

    const live = await ids(path.join(dir, "leads.db"));
    expect(live).toHaveLength(written);
    const copy = await ids(backup);
    // A moment's state: every lead up to some point, none missing in between.
    expect(copy.length).toBeGreaterThanOrEqual(20);
    expect(copy.length).toBeLessThan(written);
    expect(copy).toEqual(live.slice(0, copy.length));

    // Never overwrites.
    expect((await leadsCli(["--backup", backup])).code).toBe(1);
  });

  it("restores into an empty database, and over one that holds leads only with --force", async () => {
    const backup = path.join(dir, "copy.db");
    const expected = await ids(backup);
    const fresh = `file:${dir}/fresh.db`;
    const restored = await leadsCli(["--restore", backup], fresh);
    expect(restored.code).toBe(0);
    expect(await ids(path.join(dir, "fresh.db"))).toEqual(expected);

    const refused = await leadsCli(["--restore", backup]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/holds \d+ leads.*--force/);
    expect((await ids(path.join(dir, "leads.db"))).length).toBeGreaterThan(expected.length);

    const forced = await leadsCli(["--restore", backup, "--force"]);
    expect(forced.code).toBe(0);
    expect(await ids(path.join(dir, "leads.db"))).toEqual(expected);
    // The running "server" sees the restored rows, and its deliveries came back with them.
    expect((await store.list()).length).toBe(expected.length);
    expect((await store.outbox.list()).length).toBe(expected.length);
  });

  it("refuses a backup into a missing folder in one line", async () => {
    const result = await leadsCli(["--backup", path.join(dir, "no-such-folder", "copy.db")]);
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split("\n")).toEqual([expect.stringContaining("does not exist")]);
  });

  it("refuses a file that is not a backup", async () => {
    const result = await leadsCli(["--restore", path.join(dir, "missing.db")]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("does not exist");
  });
});
