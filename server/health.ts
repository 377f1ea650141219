// GET/HEAD /healthz: what a load balancer, uptime monitor or operator polls. 200 when the lead database answers and
// no delivery has gone dead; 503 (same shape) when the database is down or a destination has dead deliveries, which
// need a person (a revoked GoHighLevel token, a webhook that moved). Counts only: never a lead or an address.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { LeadStore } from "./leads-store.ts";

export const HEALTH_PATH = "/healthz";

export interface Health {
  status: "ok" | "fail";
  db: "ok" | "down";
  outbox: { pending: number | null; dead: number | null; oldestPendingSeconds: number | null };
  version: string;
}

/** The health of the store as it is now (an unopened store or a failing query is "down"). */
export async function readHealth(store: LeadStore | undefined, { version, now = Date.now() }: { version: string; now?: number }): Promise<Health> {
  const down: Health = { status: "fail", db: "down", outbox: { pending: null, dead: null, oldestPendingSeconds: null }, version };
  if (!store) return down;
  try {
    const { pending, dead, oldestPendingSeconds } = await store.operations.outboxHealth(now);
    return { status: dead > 0 ? "fail" : "ok", db: "ok", outbox: { pending, dead, oldestPendingSeconds }, version };
  } catch {
    return down;
  }
}

export function createHealthHandler({ store, version, now = Date.now }: { store: () => LeadStore | undefined; version: string; now?: () => number }) {
  return async function handleHealth(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" }).end("Method not allowed");
      return;
    }
    const health = await readHealth(store(), { version, now: now() });
    const body = JSON.stringify(health);
    res.writeHead(health.status === "ok" ? 200 : 503, {
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
