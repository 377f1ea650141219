// GET/HEAD /healthz: what a load balancer, uptime monitor or operator polls. The HTTP status is the verdict a platform
// acts on: 503 only when this server cannot keep what it acknowledges (a lead could not be stored now: the database
// is down, locked, full, read-only, or its file is gone), 200 otherwise. `status` says the same in words, with a middle
// state: "degraded" (still 200) when leads are stored but not passed on as they should be (a destination refuses this
// server's credentials, deliveries pile up), each named in `problems`. A lead that one destination refuses for good
// is a dead letter (`npm run leads -- --failed`): counted in `outbox.dead`, never a problem of the server's own.
// Counts and reasons only: never a lead or an address. Other parts of the server add their problems through a
// HealthCheck (the outbox's destinations do).
import type { IncomingMessage, ServerResponse } from "node:http";
import type { HealthCheck, HealthProblem } from "./health-problem.ts";
import type { LeadStore } from "../enquiries/leads-store.ts";

export type { HealthCheck, HealthProblem };

export const HEALTH_PATH = "/healthz";

export interface Health {
  status: "ok" | "degraded" | "fail";
  db: "ok" | "down";
  problems: HealthProblem[];
  outbox: {
    pending: number | null;
    dead: number | null;
    oldestPendingSeconds: number | null;
    orders?: { pending: number; dead: number };
  };
  version: string;
}

/** Deliveries waiting longer than this are piling up (the longest retry delay is an hour by default). */
export const BACKLOG_SECONDS = 2 * 3600;

/** How long /healthz waits for the store's write probe: a platform check usually gives up after a few seconds. */
export const PROBE_TIMEOUT_MS = 2000;

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** The verdict of a list of problems: the worst of them. */
export function verdict(problems: readonly HealthProblem[]): Health["status"] {
  if (problems.some((problem) => problem.status === "fail")) return "fail";
  return problems.length ? "degraded" : "ok";
}

/** The health as it is now: the store's write probe, the outbox's counts, and every check's problems. */
export async function readHealth(
  store: LeadStore | undefined,
  {
    version,
    now = Date.now(),
    checks = [],
    probeTimeoutMs = PROBE_TIMEOUT_MS,
  }: { version: string; now?: number; checks?: readonly HealthCheck[]; probeTimeoutMs?: number },
): Promise<Health> {
  const problems: HealthProblem[] = [];
  let outbox: Health["outbox"] = { pending: null, dead: null, oldestPendingSeconds: null };
  let db: Health["db"] = "down";
  if (!store)
    problems.push({
      status: "fail",
      code: "db-down",
      message: "The lead database is not open (see the server's log): enquiries are refused with 503",
    });
  else {
    try {
      await within(store.probe(), probeTimeoutMs, "The lead database's write probe");
      db = "ok";
      const counts = await within(store.operations.outboxHealth(now), probeTimeoutMs, "The outbox's counts");
      // The snapshot orders' deliveries apart (counts only, no personal data), when there are any.
      const orders = counts.byKind.order;
      outbox = {
        pending: counts.pending,
        dead: counts.dead,
        oldestPendingSeconds: counts.oldestPendingSeconds,
        ...(orders ? { orders } : {}),
      };
      if (counts.oldestPendingSeconds !== null && counts.oldestPendingSeconds > BACKLOG_SECONDS) {
        problems.push({
          status: "degraded",
          code: "outbox-backlog",
          message: `${counts.pending} ${counts.pending === 1 ? "delivery waits" : "deliveries wait"}, the oldest for ${Math.round(counts.oldestPendingSeconds / 60)} minutes: see npm run leads -- --outbox`,
        });
      }
    } catch (error) {
      problems.push({
        status: "fail",
        code: "db-unwritable",
        message: `A lead cannot be stored now: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  }
  for (const check of checks) {
    try {
      problems.push(...(await check()));
    } catch {
      // A check that fails says nothing: it must never take the server's health down with it.
    }
  }
  return { status: verdict(problems), db, problems, outbox, version };
}

export function createHealthHandler({
  store,
  version,
  checks = [],
  now = Date.now,
}: {
  store: () => LeadStore | undefined;
  version: string;
  checks?: readonly HealthCheck[];
  now?: () => number;
}) {
  return async function handleHealth(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res
        .writeHead(405, {
          Allow: "GET, HEAD",
          "Content-Type": "text/plain; charset=utf-8",
          "Cache-Control": "no-store",
        })
        .end("Method not allowed");
      return;
    }
    const health = await readHealth(store(), { version, now: now(), checks });
    const body = JSON.stringify(health);
    res.writeHead(health.status === "fail" ? 503 : 200, {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Length": Buffer.byteLength(body),
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    });
    res.end(req.method === "HEAD" ? undefined : body);
  };
}

/** The build's version: the content name of its route manifest (it changes with every change to the code). */
export function buildVersion(files: Iterable<string>): string {
  for (const file of files) {
    const match = /^assets\/manifest-([\w-]+)\.js$/.exec(file);
    if (match) return match[1]!;
  }
  return "unbuilt";
}
