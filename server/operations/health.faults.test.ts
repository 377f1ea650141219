// /healthz under the faults an operator meets: each gives the verdict a platform acts on. 503 when a lead cannot be
// stored now (a full disk, the file deleted under the server, a read-only folder, a lock another process holds);
// 200 "degraded" naming the destination when it refuses this server's credentials (a token without a scope); 200 "ok"
// with one dead letter (a lead refused for its own data). Full disk and read-only use a small tmpfs, which needs root.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { appendFile, mkdtemp, rm, unlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DeliveryError } from "../destinations/http.ts";
import { readHealth } from "./health.ts";
import { openLeadStore, type LeadStore } from "../enquiries/leads-store.ts";
import { createOutboxWorker } from "../outbox/outbox.ts";

const lead = {
  name: "Probe Person",
  email: "probe.person@example.org",
  phone: "+1 512 555 0100",
  message: "A message about probes.",
};
const settings = {
  maxAttempts: 3,
  backoff: { baseMs: 1000, maxMs: 5000 },
  timeoutMs: 1000,
  pollMs: 60_000,
  leaseMs: 60_000,
  concurrency: 4,
};
let dir = "";

function canMount(): boolean {
  if (process.getuid?.() !== 0) return false;
  try {
    const probe = path.join(tmpdir(), `health-mount-probe-${process.pid}`);
    execFileSync("mkdir", ["-p", probe]);
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", probe]);
    execFileSync("umount", [probe]);
    return true;
  } catch {
    return false;
  }
}
const mountable = canMount();

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "health-faults-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A store on a fresh tmpfs of `size`, for the duration of `use`. */
async function onTmpfs(size: string, run: (folder: string, store: LeadStore) => Promise<void>) {
  const folder = await mkdtemp(path.join(dir, "fs-"));
  execFileSync("mount", ["-t", "tmpfs", "-o", `size=${size}`, "tmpfs", folder]);
  const store = await openLeadStore(`file:${folder}/leads.db`);
  try {
    await run(folder, store);
  } finally {
    store.close();
    execFileSync("umount", ["-l", folder]);
  }
}

describe("/healthz is honest", () => {
  it.runIf(mountable)("a full disk: 503, and the enquiry is refused rather than lost", async () => {
    await onTmpfs("1m", async (folder, store) => {
      expect((await readHealth(store, { version: "t" })).status).toBe("ok");
      // Fill the disk to its last byte.
      await writeFile(path.join(folder, "filler"), "");
      await appendFile(path.join(folder, "filler"), Buffer.alloc(4 << 20)).catch(() => undefined);
      for (let chunk = 4096; chunk >= 1; chunk >>= 1)
        while (
          await appendFile(path.join(folder, "filler"), Buffer.alloc(chunk)).then(
            () => true,
            () => false,
          )
        );
      const health = await readHealth(store, { version: "t" });
      expect(health.status).toBe("fail");
      expect(health.problems[0]).toMatchObject({ status: "fail", code: "db-unwritable" });
      expect(health.problems[0]?.message).toMatch(/full/i);
      await expect(store.insert({ ...lead, message: "x".repeat(5000) })).rejects.toThrow();
    });
  });

  it.runIf(mountable)("a read-only folder: the store cannot open, 503", async () => {
    const folder = await mkdtemp(path.join(dir, "ro-"));
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=4m", "tmpfs", folder]);
    try {
      // Made by another process, which lets go of the files when it ends (a closed libSQL client keeps them open
      // until it is collected, and a folder with open files cannot be made read-only).
      const made = spawnSync(process.execPath, [
        "-e",
        `import("./server/enquiries/leads-store.ts").then(async (m) => (await m.openLeadStore("file:${folder}/leads.db")).close())`,
      ]);
      expect(made.status).toBe(0);
      execFileSync("mount", ["-o", "remount,ro", folder]);
      await expect(openLeadStore(`file:${folder}/leads.db`)).rejects.toThrow();
      const health = await readHealth(undefined, { version: "t" });
      expect(health.status).toBe("fail");
      expect(health.problems[0]?.code).toBe("db-down");
    } finally {
      execFileSync("umount", ["-l", folder]);
    }
  });

  it("the database file deleted under the server: 503, and no enquiry is acknowledged into it", async () => {
    const folder = await mkdtemp(path.join(dir, "gone-"));
    const store = await openLeadStore(`file:${folder}/leads.db`);
    try {
      await store.insert(lead);
      await unlink(path.join(folder, "leads.db"));
      const health = await readHealth(store, { version: "t" });
      expect(health.status).toBe("fail");
      expect(health.problems[0]?.message).toMatch(/gone/);
      await expect(store.insert({ ...lead, email: "second@example.org" })).rejects.toThrow(/gone/);
    } finally {
      store.close();
    }
  });

  it("a write lock another process holds: 503 within the probe's time limit", async () => {
    const folder = await mkdtemp(path.join(dir, "lock-"));
    const url = `file:${folder}/leads.db`;
    // As the server opens it: off the main thread, so the probe's time limit holds.
    const store = await openLeadStore(url, undefined, { offThread: true });
    const holder = spawn(
      process.execPath,
      [
        "-e",
        `const { createClient } = require("@libsql/client"); (async () => { const c = createClient({ url: ${JSON.stringify(url)} }); const t = await c.transaction("write"); await t.execute("INSERT INTO health_probe (id, probed_at) VALUES (1, 'held') ON CONFLICT (id) DO UPDATE SET probed_at = 'held'"); console.log("HELD"); setTimeout(() => {}, 60000); })();`,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    try {
      await new Promise<void>((resolve) =>
        holder.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("HELD") && resolve()),
      );
      const health = await readHealth(store, { version: "t", probeTimeoutMs: 300 });
      expect(health.status).toBe("fail");
      expect(health.problems[0]?.code).toBe("db-unwritable");
      // The probe's time limit answered, not the database's own lock wait (seconds, and on the main thread it would
      // have blocked the timer): checked by what answered rather than by the clock, which a loaded machine stretches.
      expect(health.problems[0]?.message).toMatch(/did not answer within 0\.3 s/);
    } finally {
      holder.kill();
      await new Promise((resolve) => holder.once("exit", resolve));
    }
    expect((await readHealth(store, { version: "t" })).status).toBe("ok");
    store.close();
  }, 20_000);

  it("a token without a scope: 200 degraded naming the destination; one dead letter: 200 ok", async () => {
    const folder = await mkdtemp(path.join(dir, "scope-"));
    const store = await openLeadStore(`file:${folder}/leads.db`, undefined, { destinations: ["gohighlevel"] });
    let outcome: () => Promise<void> = () =>
      Promise.reject(
        new DeliveryError("POST /contacts/upsert answered 403: The token does not have access to this location", {
          status: 403,
          permanent: true,
        }),
      );
    const worker = createOutboxWorker({
      store: store.outbox,
      settings,
      log: () => {},
      destinations: [{ name: "gohighlevel", kind: "lead", deliver: () => outcome() }],
    });
    try {
      await store.insert(lead);
      await worker.runOnce();
      const scoped = await readHealth(store, { version: "t", checks: [() => worker.problems()] });
      expect(scoped.status).toBe("degraded");
      expect(scoped.problems).toEqual([expect.objectContaining({ status: "degraded", code: "delivery-config" })]);
      expect(scoped.problems[0]?.message).toContain("gohighlevel");
      expect(scoped.problems[0]?.message).toContain("GHL_PRIVATE_TOKEN");

      // The token fixed: the refused lead goes through; then one lead refused for its own data goes dead alone.
      outcome = () => Promise.resolve();
      await store.outbox.retry("all", Date.now());
      await worker.runOnce();
      outcome = () =>
        Promise.reject(
          new DeliveryError("POST /contacts/upsert answered 422: phone is invalid", { status: 422, permanent: true }),
        );
      await store.insert({ ...lead, email: "third@example.org" });
      await worker.runOnce();
      const dead = await readHealth(store, { version: "t", checks: [() => worker.problems()] });
      expect(dead.outbox.dead).toBe(1);
      expect(dead.status).toBe("ok");
      expect(dead.problems).toEqual([]);
    } finally {
      store.close();
    }
  });

  it("a missing folder is an error at open, not a new empty database", async () => {
    await expect(openLeadStore(`file:${dir}/no-such-folder/leads.db`)).rejects.toThrow(/does not exist/);
    const started = spawnSync(process.execPath, ["server/index.ts"], {
      env: { ...process.env, LEADS_DB_URL: `file:${dir}/no-such-folder/leads.db` },
      encoding: "utf8",
    });
    expect(started.status).toBe(1);
    expect(started.stderr.trim().split("\n")).toEqual([
      expect.stringMatching(/^Cannot start: the folder .*no-such-folder of LEADS_DB_URL does not exist/),
    ]);
  });
});
