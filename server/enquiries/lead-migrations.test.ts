// The baseline makes exactly the schema the squashed chain made (its dump, taken once from the chain's last version,
// is server/testing/chain-schema.json); a file of the chain is refused naming the file; the mechanism still applies
// steps after the baseline in order.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BackupError, checkBackup } from "../operations/backup.ts";
import { MIGRATIONS, SCHEMA_VERSION, SQUASHED_VERSIONS, nextStep } from "./lead-migrations.ts";
import { StoreFault, openLeadStore } from "./leads-store.ts";
import { normalizeSql, schemaDump } from "../testing/schema-dump.ts";

let dir = "";
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "lead-migrations-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A file at `version` with the tables a backup check looks for. */
async function fileAt(name: string, version: number): Promise<string> {
  const file = path.join(dir, name);
  const client = createClient({ url: `file:${file}` });
  try {
    await client.batch([
      "CREATE TABLE leads (id INTEGER PRIMARY KEY, created_at TEXT, name TEXT, email TEXT, phone TEXT, message TEXT)",
      "CREATE TABLE deliveries (id INTEGER PRIMARY KEY)",
      `PRAGMA user_version = ${version}`,
    ]);
  } finally {
    client.close();
  }
  return file;
}

describe("the baseline", () => {
  it("makes every table, column and index the squashed chain made, by the same names and types", async () => {
    const store = await openLeadStore(`file:${path.join(dir, "fresh.db")}`);
    try {
      // Through JSON, as the fixture was written (undefined fields dropped).
      const dump: unknown = JSON.parse(JSON.stringify(await schemaDump(store.client)));
      const chain: unknown = JSON.parse(await readFile("server/testing/chain-schema.json", "utf8"));
      expect(dump).toEqual(chain);
      const version = await store.client.execute("PRAGMA user_version");
      expect(Number(version.rows[0]?.user_version)).toBe(SCHEMA_VERSION);
    } finally {
      store.close();
    }
  });

  it("is the first step after the squashed chain's versions, and opening again changes nothing", async () => {
    expect(SCHEMA_VERSION).toBe(SQUASHED_VERSIONS + MIGRATIONS.length);
    const url = `file:${path.join(dir, "again.db")}`;
    (await openLeadStore(url)).close();
    const store = await openLeadStore(url);
    try {
      const version = await store.client.execute("PRAGMA user_version");
      expect(Number(version.rows[0]?.user_version)).toBe(SCHEMA_VERSION);
    } finally {
      store.close();
    }
  });
});

describe("nextStep", () => {
  it("applies the steps in order from an empty file, then stops", () => {
    expect(nextStep(0, 3)).toEqual({ step: 0 });
    expect(nextStep(SQUASHED_VERSIONS + 1, 3)).toEqual({ step: 1 });
    expect(nextStep(SQUASHED_VERSIONS + 2, 3)).toEqual({ step: 2 });
    expect(nextStep(SQUASHED_VERSIONS + 3, 3)).toBe("current");
  });

  it("refuses every version of the squashed chain, and opens a newer file as it is", () => {
    for (let version = 1; version <= SQUASHED_VERSIONS; version++) expect(nextStep(version)).toBe("squashed");
    expect(nextStep(SCHEMA_VERSION)).toBe("current");
    expect(nextStep(SCHEMA_VERSION + 1)).toBe("current");
  });
});

describe("a file of the squashed chain", () => {
  it("is refused when opened, naming the file and saying to delete it, and left as it was", async () => {
    const file = await fileAt("chain.db", SQUASHED_VERSIONS);
    const opening = openLeadStore(`file:${file}`);
    await expect(opening).rejects.toThrow(StoreFault);
    await expect(opening).rejects.toThrow(`the database file ${file} was made by the development schema`);
    await expect(opening).rejects.toThrow(/delete it/);
    const client = createClient({ url: `file:${file}` });
    try {
      expect(Number((await client.execute("PRAGMA user_version")).rows[0]?.user_version)).toBe(SQUASHED_VERSIONS);
    } finally {
      client.close();
    }
  });

  it("is refused as a backup, as a backup from a newer schema is", async () => {
    const chain = await fileAt("chain-backup.db", 3);
    await expect(checkBackup(chain)).rejects.toThrow(BackupError);
    await expect(checkBackup(chain)).rejects.toThrow(`${chain} was made by the development schema`);
    const newer = await fileAt("newer-backup.db", SCHEMA_VERSION + 1);
    await expect(checkBackup(newer)).rejects.toThrow(/newer version of the site/);
    expect(await checkBackup(await fileAt("current-backup.db", SCHEMA_VERSION))).toEqual({ leads: 0 });
  });
});

describe("normalizeSql", () => {
  it("ignores quotes and the spacing ALTER TABLE leaves, not words", () => {
    expect(normalizeSql('CREATE TABLE "t" (\n  a TEXT\n  , b INTEGER)')).toBe("CREATE TABLE t(a TEXT,b INTEGER)");
    expect(normalizeSql("CREATE TABLE t (a TEXT)")).not.toBe(normalizeSql("CREATE TABLE t (a INTEGER)"));
  });
});
