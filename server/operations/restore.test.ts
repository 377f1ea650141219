// A restore is safe by construction: while a server runs on the database (it holds a lease there), `--restore` is
// refused before it touches anything, even with --force, so every enquiry the server answered 200 meanwhile is kept;
// a file that is not a backup of this database (another program's tables, a newer schema, not SQLite at all, cut
// short) is refused in one line; and a restore of an older backup erases again the people erased since.
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { copyFile, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { createClient } from "@libsql/client";
import { describe, expect, it } from "vitest";
import { serveTestBuild } from "../testing/test-build.ts";

const running = serveTestBuild("restore-", { env: { CONTACT_RATE_LIMIT: "100000" } });
const dbFile = () => path.join(running.build.dir, "leads.db");

function leadsCli(args: string[]) {
  return promisify(execFile)(process.execPath, ["server/enquiries/leads-cli.ts", ...args], {
    env: { ...process.env, LEADS_DB_URL: `file:${dbFile()}` },
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

async function enquire(email: string): Promise<number> {
  const response = await fetch(`${running.server.url}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      name: "Restore Person",
      email,
      phone: "+1 512 555 0100",
      message: "An enquiry during a restore.",
      idempotency_key: randomUUID(),
    }),
  });
  await response.arrayBuffer();
  return response.status;
}

async function storedEmails(): Promise<Set<string>> {
  const client = createClient({ url: `file:${dbFile()}` });
  try {
    return new Set((await client.execute("SELECT email FROM leads")).rows.map((row) => String(row.email)));
  } finally {
    client.close();
  }
}

/** A SQLite file with the lead database's table names, made by another program (schema `version`). */
async function foreign(file: string, version: number) {
  const client = createClient({ url: `file:${file}` });
  try {
    await client.batch([
      "CREATE TABLE leads (id INTEGER PRIMARY KEY, note TEXT)",
      "CREATE TABLE deliveries (id INTEGER PRIMARY KEY)",
      "INSERT INTO leads (note) VALUES ('x')",
      `PRAGMA user_version = ${version}`,
    ]);
  } finally {
    client.close();
  }
}

describe("restore", { timeout: 60_000 }, () => {
  it("is refused while the server runs, before it touches anything: every enquiry answered 200 is kept", async () => {
    for (let index = 0; index < 5; index++) expect(await enquire(`before.${index}@example.org`)).toBe(200);
    const backup = path.join(running.build.dir, "backup.db");
    expect((await leadsCli(["--backup", backup])).code).toBe(0);

    const answered: string[] = [];
    let streaming = true;
    let index = 0;
    const stream = (async () => {
      while (streaming) {
        const email = `during.${index++}@example.org`;
        if ((await enquire(email)) === 200) answered.push(email);
      }
    })();
    const plain = await leadsCli(["--restore", backup]);
    const forced = await leadsCli(["--restore", backup, "--force"]);
    streaming = false;
    await stream;
    for (const result of [plain, forced]) {
      expect(result.code).toBe(1);
      expect(result.stderr.trim().split("\n")).toEqual([expect.stringContaining("a server is using this database")]);
    }
    const stored = await storedEmails();
    console.log(
      `[restore] enquiries answered 200 during the restore attempts: ${answered.length}, kept: ${answered.filter((email) => stored.has(email)).length}`,
    );
    expect(answered.length).toBeGreaterThan(0);
    for (const email of answered) expect(stored.has(email)).toBe(true);
  });

  it("refuses every file that is not a backup of this database in one line", async () => {
    const dir = running.build.dir;
    await foreign(path.join(dir, "foreign.db"), 0);
    await foreign(path.join(dir, "newer.db"), 999);
    await writeFile(path.join(dir, "text.db"), "this is not a database\n".repeat(200));
    const real = await readFile(path.join(dir, "backup.db"));
    await writeFile(path.join(dir, "cut.db"), real.subarray(0, Math.floor(real.length / 2)));
    await copyFile(path.join(dir, "backup.db"), path.join(dir, "copy-ok.db"));
    const reasons: Record<string, RegExp> = {
      "foreign.db": /not a backup of the lead database/,
      "newer.db": /newer version/,
      "text.db": /not a SQLite database|cannot be read/,
      "cut.db": /damaged|not a SQLite database|cannot be read/,
    };
    for (const [file, reason] of Object.entries(reasons)) {
      const result = await leadsCli(["--restore", path.join(dir, file), "--force"]);
      expect(result.code, file).toBe(1);
      const lines = result.stderr.trim().split("\n");
      expect(lines, file).toHaveLength(1);
      expect(lines[0], file).toMatch(reason);
    }
  });
});
