// The outbox worker inside the server: claims due deliveries, hands each to its destination, and records the
// outcome: delivered; or failed and retried later (exponential backoff with jitter, or the Retry-After the service
// asked for); or dead, at once when retrying cannot help or after the configured number of attempts.
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { retryDelay } from "./backoff.ts";
import type { OutboxSettings } from "./destinations/index.ts";
import { DeliveryError } from "./destinations/http.ts";
import type { Destination } from "./destinations/types.ts";
import { errorForLog, settingToFix } from "./log.ts";
import type { Delivery, DeliverySteps, OutboxStore } from "./outbox-store.ts";

type Log = (...args: unknown[]) => void;

/** Thrown by a step's save when another instance has taken the delivery over: this attempt stops quietly. */
class ClaimLost extends Error {}

export interface OutboxWorkerOptions {
  store: OutboxStore;
  destinations: Destination[];
  settings: OutboxSettings;
  /** This instance's name on its claims. */
  owner?: string;
  now?: () => number;
  random?: () => number;
  log?: Log;
}

export interface OutboxWorker {
  /** Claims what is due now and delivers it; resolves with the number of deliveries attempted. */
  runOnce(): Promise<number>;
  /** Runs in the background: on `kick`, and at least every poll interval. */
  start(): void;
  /** A new lead was stored: look now rather than at the next poll. */
  kick(): void;
  /** Stops looking and waits for the attempts in flight. */
  stop(): Promise<void>;
}

export function createOutboxWorker({
  store,
  destinations,
  settings,
  owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
  now = Date.now,
  random = Math.random,
  log = console.log,
}: OutboxWorkerOptions): OutboxWorker {
  const byName = new Map(destinations.map((destination) => [destination.name, destination]));
  const names = [...byName.keys()];
  let running: Promise<number> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let again = false;

  async function attempt(delivery: Delivery): Promise<void> {
    const destination = byName.get(delivery.destination);
    const label = `lead ${delivery.leadId} to ${delivery.destination}`;
    if (!destination) return;
    let steps: DeliverySteps = { ...delivery.steps };
    const context = {
      steps: delivery.steps,
      attempt: delivery.attempts,
      save: async (step: string, value: string) => {
        steps = { ...steps, [step]: value };
        if (!(await store.saveSteps(delivery.id, owner, steps, now() + settings.leaseMs))) throw new ClaimLost();
      },
    };
    try {
      await destination.deliver(delivery.lead, context);
      if (await store.delivered(delivery.id, owner, now())) log(`[outbox] ${label}: delivered (attempt ${delivery.attempts})`);
    } catch (error) {
      if (error instanceof ClaimLost) {
        log(`[outbox] ${label}: the claim ran out and another instance took it over`);
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      // A service's answer may quote the lead back: the log gets the error without it (the outbox keeps it whole).
      const logged = errorForLog(error, delivery.lead);
      const permanent = error instanceof DeliveryError && error.permanent;
      const exhausted = delivery.attempts >= settings.maxAttempts;
      const retryAfter = error instanceof DeliveryError ? error.retryAfterMs : undefined;
      const delay = retryAfter !== undefined ? Math.min(retryAfter, settings.backoff.maxMs) : retryDelay(delivery.attempts, settings.backoff, random);
      const retryAt = permanent || exhausted ? null : now() + delay;
      if (!(await store.failed(delivery.id, owner, message, retryAt, now()))) return;
      if (retryAt === null) {
        const why = permanent ? "refused, not retried" : `gave up after ${delivery.attempts} attempts`;
        log(`[outbox] ${label}: DEAD (${why}): ${logged}. Check ${settingToFix(delivery.destination)}, then: npm run leads -- --retry ${delivery.id}`);
      } else {
        log(`[outbox] ${label}: attempt ${delivery.attempts} of ${settings.maxAttempts} failed, next in ${Math.ceil(delay / 1000)} s: ${logged}`);
      }
    }
  }

  async function runOnce(): Promise<number> {
    const claimed = await store.claim(owner, now(), now() + settings.leaseMs, settings.concurrency, names);
    await Promise.all(claimed.map(attempt));
    return claimed.length;
  }

  function schedule(delayMs: number) {
    if (!started) return;
    clearTimeout(timer);
    timer = setTimeout(loop, Math.max(0, delayMs));
    timer.unref();
  }

  function loop() {
    if (!started) return;
    if (running) {
      again = true;
      return;
    }
    again = false;
    running = runOnce()
      .catch((error: unknown) => {
        log("[outbox] cannot read the outbox (trying again):", error instanceof Error ? error.message : error);
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    void running.then(async (count) => {
      // A full batch may mean more is waiting; otherwise sleep until the next retry is due or the poll interval.
      if (again || count >= settings.concurrency) return schedule(0);
      const due = await store.nextDue(names).catch(() => undefined);
      schedule(due === undefined ? settings.pollMs : Math.min(settings.pollMs, due - now()));
    });
  }

  return {
    runOnce,
    start() {
      if (started || names.length === 0) return;
      started = true;
      schedule(0);
    },
    kick() {
      schedule(0);
    },
    async stop() {
      started = false;
      clearTimeout(timer);
      await running;
    },
  };
}
