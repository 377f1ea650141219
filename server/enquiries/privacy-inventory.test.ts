// The privacy pages list what an enquiry holds from content/data/privacy.en.yml: every column the lead database has must
// be described there, and every column described must exist. A new column without words fails here.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "@libsql/client";
import { parse } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openLeadStore } from "./leads-store.ts";

let dir: string;
/** Tables of the server's own housekeeping, with nothing of a visitor (the /healthz probe, the servers' leases). */
const OPERATIONAL = ["health_probe", "server_leases"];
let columns: string[];
let tables: string[];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "privacy-inventory-"));
  const url = `file:${path.join(dir, "leads.db")}`;
  (await openLeadStore(url)).close();
  const client = createClient({ url });
  columns = (await client.execute("PRAGMA table_info(leads)")).rows.map((row) => String(row.name));
  tables = (
    await client.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
  ).rows.map((row) => String(row.name));
  client.close();
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function described(): Promise<string[]> {
  const inventory = parse(await readFile(path.resolve("content/data/privacy.en.yml"), "utf8")) as {
    enquiryFields: { columns: string[] }[];
  };
  return inventory.enquiryFields.flatMap((entry) => entry.columns);
}

describe("the lead database against the privacy pages", () => {
  it("every column of the leads table is described, and every described column exists", async () => {
    const listed = await described();
    expect(
      columns.filter((column) => !listed.includes(column)),
      "columns the privacy pages do not describe",
    ).toEqual([]);
    expect(
      listed.filter((column) => !columns.includes(column) && !tables.includes(column)),
      "described but not stored",
    ).toEqual([]);
  });

  it("every other table is described as a whole", async () => {
    const listed = await described();
    expect(
      tables.filter((table) => table !== "leads" && !OPERATIONAL.includes(table) && !listed.includes(table)),
    ).toEqual([]);
  });

  it("the server's own tables hold no visitor data: only times and instance names", async () => {
    const client = createClient({ url: `file:${path.join(dir, "leads.db")}` });
    try {
      for (const table of OPERATIONAL) {
        const names = (await client.execute(`PRAGMA table_info(${table})`)).rows.map((row) => String(row.name));
        expect(
          names.every((name) => ["id", "probed_at", "owner", "until"].includes(name)),
          table,
        ).toBe(true);
      }
    } finally {
      client.close();
    }
  });
});
