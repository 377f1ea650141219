// Stopping the server gracefully (systemd, Docker, Fly.io and Render send SIGTERM, then SIGKILL after a while): the
// requests in flight are answered, the outbox stops taking deliveries, waits a little for the attempts in flight and
// hands back the claims it still holds, so another instance (or this one after a restart) takes them at once instead
// of waiting for the claims' lease to run out. Then the database closes and the process exits 0.
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { LeadStore } from "../enquiries/leads-store.ts";
import type { Log } from "../log.ts";
import type { OutboxWorker } from "../outbox/outbox.ts";

/**
 * How long a stop waits for requests and delivery attempts in flight: well inside systemd's 90 s (TimeoutStopSec)
 * and Docker's 10 s before SIGKILL.
 */
export const STOP_GRACE_MS = 8_000;

/** A name for this instance's outbox claims: host, process and a random part (two runs never share one). */
export function outboxOwner(): string {
  return `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

/**
 * Stops the worker and the daily purge, waiting at most `graceMs` for the attempts in flight, then releases the claims
 * `owner` still holds. An attempt still running after that loses its claim: its outcome is not recorded, and the
 * delivery is tried again by whoever claims it next (each destination checks what is already done before repeating).
 */
export async function stopOutbox({
  worker,
  purge,
  store,
  owner,
  graceMs,
  log,
}: {
  worker: OutboxWorker | undefined;
  purge: { stop(): Promise<void> } | undefined;
  store: () => LeadStore | undefined;
  owner: string;
  graceMs: number;
  log: Log;
}): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const grace = new Promise<"grace">((resolve) => {
    if (Number.isFinite(graceMs)) timer = setTimeout(() => resolve("grace"), graceMs);
  });
  const ended = await Promise.race([
    Promise.all([worker?.stop(), purge?.stop()]).then(() => "stopped" as const),
    grace,
  ]);
  clearTimeout(timer);
  // The operator learns that a stop cut attempts short (they are tried again by whoever claims them next).
  if (ended === "grace")
    log(`[outbox] stopping: attempts still running after ${graceMs / 1000} s; their deliveries will be tried again`);
  const opened = store();
  if (!worker || !opened) return;
  const released = await opened.operations.releaseClaims(owner).catch(() => 0);
  if (released > 0)
    log(
      `[outbox] stopping: handed back ${released} ${released === 1 ? "delivery" : "deliveries"} for another instance to take`,
    );
}

/**
 * Stops gracefully on SIGTERM or SIGINT (Ctrl+C) and exits 0; a second signal exits at once with status 1.
 */
export function stopOnSignals(
  close: () => Promise<void>,
  { log, exit = (code: number) => process.exit(code) }: { log: Log; exit?: (code: number) => void },
): void {
  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (stopping) {
        log(`[server] ${signal} again: stopping at once`);
        exit(1);
        return;
      }
      stopping = true;
      log(`[server] ${signal}: answering the requests in flight, then stopping`);
      close().then(
        () => exit(0),
        (error: unknown) => {
          log("[server] stop failed", error);
          exit(1);
        },
      );
    });
  }
}
