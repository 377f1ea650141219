// The outbox worker inside the server: claims due deliveries, hands each to its destination, and records the
// outcome: delivered; or failed and retried later (exponential backoff with jitter, or the Retry-After the service
// asked for); or dead, at once when retrying cannot help or after the configured number of attempts that got nowhere.
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { retryPlan } from "./outbox-retry.ts";
import type { OutboxSettings } from "../destinations/index.ts";
import { DeliveryError } from "../destinations/http.ts";
import type { AnyDestination } from "../destinations/types.ts";
import type { HealthProblem } from "../operations/health-problem.ts";
import { errorForLog, settingToFix } from "../log.ts";
import type { DeliveryRow, DeliverySteps, OutboxStore } from "./outbox-store.ts";

type Log = (...args: unknown[]) => void;

/** Thrown by a step's save when another instance has taken the delivery over: this attempt stops quietly. */
class ClaimLost extends Error {}

export interface OutboxWorkerOptions {
  store: OutboxStore;
  destinations: AnyDestination[];
  settings: OutboxSettings;
  /** This instance's name on its claims. */
  owner?: string;
  now?: () => number;
  random?: () => number;
  log?: Log;
  /**
   * Tells the agency a destination has paused (its account refuses this server's credentials or scopes, or its day's
   * quota is used up): once per pause, however many deliveries wait, not once per lead.
   */
  notify?: (subject: string, text: string) => Promise<void> | void;
}

export interface OutboxWorker {
  /** Claims what is due now (for each destination, up to its free slots) and delivers it; resolves with the number attempted. */
  runOnce(): Promise<number>;
  /** Runs in the background: on `kick`, when a slot frees, and at least every poll interval. */
  start(): void;
  /** A new lead was stored: look now rather than at the next poll. */
  kick(): void;
  /** Stops looking and waits for the attempts in flight. */
  stop(): Promise<void>;
  /**
   * For /healthz: each destination whose last attempt failed for a reason of this server's configuration (its
   * credentials or address refused), until a delivery there succeeds again. A lead refused for its own data is not one.
   */
  problems(): HealthProblem[];
}

/** Answers that say the destination's settings are wrong (credentials, address), whatever the lead. */
const CONFIGURATION_STATUSES = new Set([401, 403, 404, 405, 410]);

function isConfigurationFault(error: unknown): boolean {
  if (error instanceof DeliveryError) return error.status !== undefined && CONFIGURATION_STATUSES.has(error.status);
  // nodemailer: the SMTP server refused the credentials of SMTP_URL.
  return error instanceof Error && "code" in error && error.code === "EAUTH";
}

/** How long a destination paused for its configuration waits before it tries one delivery again (at most the longest retry delay). */
const PAUSE_RETRY_MS = 5 * 60_000;

/** The steps that are notes for the next attempt rather than work done: a saved step makes them stale. */
const NOTES = ["unsure", "interrupted"];

/** A destination's lane: its attempts in flight, its claim, and its pause. */
interface Lane {
  busy: number;
  claiming: boolean;
  again: boolean;
  pause: { until: number; reason: string } | undefined;
}

/** A destination failing for a configuration reason: the reason as the log shows it, and whether it is paused. */
interface Fault {
  reason: string;
  paused?: "configuration" | "quota";
}

/** The worker's settings and its state, shared by the functions below. */
interface Worker extends Required<Omit<OutboxWorkerOptions, "destinations" | "notify">> {
  notify: OutboxWorkerOptions["notify"];
  byName: Map<string, AnyDestination>;
  names: string[];
  lanes: Map<string, Lane>;
  faults: Map<string, Fault>;
  inFlight: Set<Promise<void>>;
  claiming: Set<Promise<unknown>>;
  timer: NodeJS.Timeout | undefined;
  timerDue: number;
  started: boolean;
}

/** The deliveries a lane may claim now: none while paused, one at a time after the pause, else its free slots. */
function claimable({ lanes, now, settings }: Worker, name: string): number {
  const lane = lanes.get(name);
  if (!lane) return 0;
  if (lane.pause) return now() < lane.pause.until || lane.busy > 0 ? 0 : 1;
  return settings.concurrency - lane.busy;
}

/**
 * The context a destination's attempt gets: the steps earlier attempts saved, and `save`, which records a step under
 * this instance's claim (a saved step is progress, unless it is only a note for the next attempt).
 */
function attemptContext(worker: Worker, delivery: DeliveryRow) {
  let steps: DeliverySteps = { ...delivery.steps };
  let progressed = false;
  const context = {
    steps: delivery.steps,
    payload: delivery.payload,
    attempt: delivery.attempts,
    save: async (step: string, value: string, { progress = true }: { progress?: boolean } = {}) => {
      steps = { ...steps, [step]: value };
      if (progress) {
        progressed = true;
        for (const note of NOTES) if (note !== step) delete steps[note];
      }
      const { store, owner, now, settings } = worker;
      if (!(await store.saveSteps(delivery.id, owner, steps, now() + settings.leaseMs))) throw new ClaimLost();
    },
  };
  return { context, progressed: () => progressed };
}

/** Tries one delivery; resolves with the time of its next attempt when it failed and will be retried. */
async function attempt(worker: Worker, delivery: DeliveryRow): Promise<number | undefined> {
  const { store, log } = worker;
  const destination = worker.byName.get(delivery.destination);
  // A long subject is a key (an order's id opens its page, with the buyer's e-mail and link): the log shows its start.
  const shown = delivery.subject.length > 12 ? `${delivery.subject.slice(0, 6)}…` : delivery.subject;
  const label = `${delivery.kind} ${shown} to ${delivery.destination}`;
  if (!destination) return undefined;
  const { context, progressed } = attemptContext(worker, delivery);
  let subject: unknown;
  try {
    // The subject is read when its delivery is tried, so it is what the store holds now (an erased one is gone).
    subject = await store.subjectOf(delivery);
    if (subject === undefined || destination.kind !== delivery.kind) {
      throw new DeliveryError(
        `no ${delivery.kind} ${delivery.subject} for ${destination.name} (erased, or not this destination's kind)`,
        { permanent: true },
      );
    }
    // The subject was loaded for this destination's kind (checked above).
    await destination.deliver(subject as never, context);
    await delivered(worker, delivery, label);
    return undefined;
  } catch (error) {
    if (error instanceof ClaimLost) {
      // Stopping hands this instance's claims back on purpose: the attempt is abandoned and tried again later.
      log(
        worker.started
          ? `[outbox] ${label}: the claim ran out and another instance took it over`
          : `[outbox] ${label}: stopped mid-attempt; it is tried again after the restart`,
      );
      return undefined;
    }
    return failed(worker, { delivery, destination, label, subject, progressed: progressed() }, error);
  }
}

/** Records a delivery done; a paused lane it was the trial of delivers again. */
async function delivered(worker: Worker, delivery: DeliveryRow, label: string): Promise<void> {
  const { log, owner, now } = worker;
  worker.faults.delete(delivery.destination);
  const lane = worker.lanes.get(delivery.destination);
  if (lane?.pause) {
    lane.pause = undefined;
    log(`[outbox] ${delivery.destination}: delivering again`);
    if (worker.started) setImmediate(() => void fill(worker, delivery.destination));
  }
  if (await worker.store.delivered(delivery.id, owner, now()))
    log(`[outbox] ${label}: delivered (attempt ${delivery.attempts})`);
}

/** A failed attempt, as `attempt` knows it. */
interface Failure {
  delivery: DeliveryRow;
  destination: AnyDestination;
  label: string;
  /** The subject, once it was read. */
  subject: unknown;
  /** The attempt saved a step. */
  progressed: boolean;
}

/**
 * Records a failed attempt: a pause of the whole destination, a retry, a hold for a person (the destination's
 * onGivingUp), or the delivery dead. Resolves with the time of the next attempt when there is one.
 */
async function failed(
  worker: Worker,
  { delivery, destination, label, subject, progressed }: Failure,
  error: unknown,
): Promise<number | undefined> {
  const { store, owner, now, log, settings } = worker;
  const message = error instanceof Error ? error.message : String(error);
  // A service's answer may quote the lead or the buyer back: the log gets the error without their values (the
  // outbox keeps it whole).
  const logged = errorForLog(error, subject ?? {});
  const pause = error instanceof DeliveryError ? error.pause : undefined;
  if (pause) return paused(worker, { delivery, label, message, pause });
  if (isConfigurationFault(error)) worker.faults.set(delivery.destination, { reason: logged });
  const plan = retryPlan(error, { countedAttempts: delivery.countedAttempts, progressed }, settings, worker.random);
  const { permanent, counted, countedAttempts } = plan;
  let retryAt = permanent || plan.exhausted ? null : now() + plan.delay;
  // The subject was loaded for this destination's kind (checked in attempt).
  if (
    retryAt === null &&
    subject !== undefined &&
    destination.onGivingUp &&
    (await destination.onGivingUp(subject as never, { reason: message, permanent })) === "hold"
  ) {
    retryAt = now() + settings.backoff.maxMs;
    log(
      `[outbox] ${label}: held for a person (${permanent ? "refused" : `${countedAttempts} attempts without progress`}), tried again at ${new Date(retryAt).toISOString()}: ${logged}`,
    );
    return (await store.failed(delivery.id, owner, message, retryAt, now(), counted)) ? retryAt : undefined;
  }
  if (!(await store.failed(delivery.id, owner, message, retryAt, now(), counted))) return undefined;
  if (retryAt === null) {
    const why = permanent ? "refused, not retried" : `gave up after ${countedAttempts} attempts without progress`;
    log(
      `[outbox] ${label}: DEAD (${why}): ${logged}. Check ${settingToFix(delivery.destination)}, then: npm run ${delivery.kind === "order" ? "orders" : "leads"} -- --retry ${delivery.id}`,
    );
    return undefined;
  }
  log(
    `[outbox] ${label}: attempt ${delivery.attempts} failed (${countedAttempts} of ${settings.maxAttempts} counted), next in ${Math.ceil(plan.delay / 1000)} s: ${logged}`,
  );
  return retryAt;
}

/**
 * A destination that cannot work now, whatever the delivery: it pauses until `pause.untilMs` (a quota's reset) or
 * for a while (a configuration fault, tried again one delivery at a time), nothing counts and nothing goes dead.
 * /healthz names the reason, and the agency is told once per pause.
 */
async function paused(
  worker: Worker,
  {
    delivery,
    label,
    message,
    pause,
  }: { delivery: DeliveryRow; label: string; message: string; pause: { reason: string; untilMs?: number } },
): Promise<number | undefined> {
  const { store, owner, now, log, settings, notify } = worker;
  const name = delivery.destination;
  const lane = worker.lanes.get(name);
  const until = pause.untilMs ?? now() + Math.min(settings.backoff.maxMs, PAUSE_RETRY_MS);
  const first = !lane?.pause;
  if (lane) lane.pause = { until, reason: pause.reason };
  worker.faults.set(name, { reason: pause.reason, paused: pause.untilMs !== undefined ? "quota" : "configuration" });
  if (!(await store.failed(delivery.id, owner, message, until, now(), false))) return undefined;
  const what = delivery.kind === "order" ? "orders" : "leads";
  log(
    `[outbox] ${label}: ${name} paused until ${new Date(until).toISOString()} (${what} are stored and wait, none is lost): ${pause.reason}`,
  );
  try {
    await worker.byName.get(name)?.onPaused?.(pause.reason);
  } catch (error) {
    log(`[outbox] could not flag what waits for ${name}:`, error instanceof Error ? error.message : error);
  }
  if (first && notify) {
    try {
      const What = what[0]!.toUpperCase() + what.slice(1);
      await notify(
        `${What} are waiting: ${name} deliveries paused`,
        `${pause.reason}.\n\n${What} are stored and will be delivered once this is fixed. Deliveries are tried again at ${new Date(until).toISOString()}.\n`,
      );
    } catch (error) {
      log(`[outbox] could not tell the agency that ${name} paused:`, error instanceof Error ? error.message : error);
    }
  }
  return until;
}

/** Starts the attempt of a claimed delivery in its destination's lane; when it ends, the lane takes more work. */
function run(worker: Worker, delivery: DeliveryRow): Promise<void> {
  const lane = worker.lanes.get(delivery.destination);
  if (lane) lane.busy += 1;
  const running: Promise<void> = attempt(worker, delivery)
    .then((retryAt) => {
      if (retryAt !== undefined) wake(worker, retryAt - worker.now());
    })
    .catch((error: unknown) =>
      worker.log(
        "[outbox] an attempt could not be recorded (its claim runs out and it is tried again):",
        error instanceof Error ? error.message : error,
      ),
    )
    .finally(() => {
      if (lane) lane.busy -= 1;
      worker.inFlight.delete(running);
      if (worker.started) void fill(worker, delivery.destination);
    });
  worker.inFlight.add(running);
  return running;
}

/** Claims up to `limit` due deliveries of one destination and starts them; resolves once they are started. */
async function claimFor(worker: Worker, name: string, limit: number): Promise<Promise<void>[]> {
  if (limit <= 0) return [];
  const { store, owner, now, settings, claiming } = worker;
  const claim = store.claim(owner, now(), now() + settings.leaseMs, limit, [name]);
  claiming.add(claim);
  try {
    return (await claim).map((delivery) => run(worker, delivery));
  } finally {
    claiming.delete(claim);
  }
}

/** Tops a destination's free slots up with due deliveries (one claim at a time per destination). */
async function fill(worker: Worker, name: string): Promise<void> {
  const lane = worker.lanes.get(name);
  if (!worker.started || !lane) return;
  if (lane.claiming) {
    lane.again = true;
    return;
  }
  const free = claimable(worker, name);
  if (free <= 0) return;
  lane.claiming = true;
  lane.again = false;
  try {
    // A full claim may mean more is waiting: the slots that free up take it.
    if ((await claimFor(worker, name, free)).length === free) lane.again = true;
  } catch (error) {
    worker.log("[outbox] cannot read the outbox (trying again):", error instanceof Error ? error.message : error);
    lane.again = false;
  } finally {
    lane.claiming = false;
  }
  if (lane.again) await fill(worker, name);
}

/** Looks at every destination, then sleeps until the next retry is due or the poll interval. */
async function tick(worker: Worker): Promise<void> {
  const { names, now, settings } = worker;
  worker.timerDue = Infinity;
  if (!worker.started) return;
  await Promise.all(names.map((name) => fill(worker, name)));
  const open = names.filter((name) => claimable(worker, name) > 0);
  const due = open.length ? await worker.store.nextDue(open).catch(() => undefined) : undefined;
  // A paused lane wakes the loop when its pause ends (one that has ended waits for its deliveries like any lane).
  const pauses = names.flatMap((name) => {
    const until = worker.lanes.get(name)?.pause?.until;
    return until !== undefined && until > now() ? [until] : [];
  });
  wake(
    worker,
    Math.min(
      due === undefined ? settings.pollMs : Math.min(settings.pollMs, due - now()),
      ...pauses.map((until) => until - now()),
    ),
  );
}

/** Runs the next tick after `delayMs` unless one is already due sooner. */
function wake(worker: Worker, delayMs: number) {
  if (!worker.started) return;
  // A short floor keeps a delivery that is due but cannot be claimed yet from spinning the loop.
  const delay = Math.max(10, delayMs);
  if (Date.now() + delay >= worker.timerDue) return;
  clearTimeout(worker.timer);
  worker.timerDue = Date.now() + delay;
  worker.timer = setTimeout(() => void tick(worker), delay);
  worker.timer.unref();
}

/** For /healthz: each destination failing for its configuration, or paused. */
function healthProblems(faults: ReadonlyMap<string, Fault>): HealthProblem[] {
  return [...faults].map(([name, { reason, paused }]) => ({
    status: "degraded" as const,
    code: paused === "quota" ? "delivery-quota" : "delivery-config",
    message:
      paused === "quota"
        ? `Deliveries to ${name} are paused: ${reason}; leads are stored meanwhile`
        : `Deliveries to ${name} are ${paused ? "paused" : "refused"}: ${reason}. Check ${settingToFix(name)}; leads are stored meanwhile`,
  }));
}

export function createOutboxWorker({
  store,
  destinations,
  settings,
  owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
  now = Date.now,
  random = Math.random,
  log = console.log,
  notify,
}: OutboxWorkerOptions): OutboxWorker {
  const byName = new Map(destinations.map((destination) => [destination.name, destination]));
  const names = [...byName.keys()];
  const worker: Worker = {
    store,
    settings,
    owner,
    now,
    random,
    log,
    notify,
    byName,
    names,
    // Each destination has its own slots (settings.concurrency), claimed and refilled on its own, so a destination
    // that hangs holds only its own slots: the webhook and the e-mail go on while GoHighLevel does not answer. A
    // paused lane claims nothing until `pause.until`, then one delivery at a time until one succeeds (the account
    // may have been fixed: scopes are edited without a new token, so the only way to know is to try).
    lanes: new Map(names.map((name) => [name, { busy: 0, claiming: false, again: false, pause: undefined }])),
    faults: new Map(),
    inFlight: new Set(),
    claiming: new Set(),
    timer: undefined,
    timerDue: Infinity,
    started: false,
  };
  return {
    async runOnce() {
      const runs = (await Promise.all(names.map((name) => claimFor(worker, name, claimable(worker, name))))).flat();
      await Promise.all(runs);
      return runs.length;
    },
    start() {
      if (worker.started || names.length === 0) return;
      worker.started = true;
      wake(worker, 0);
    },
    kick() {
      for (const name of names) void fill(worker, name);
    },
    async stop() {
      worker.started = false;
      clearTimeout(worker.timer);
      worker.timerDue = Infinity;
      await Promise.allSettled(worker.claiming);
      await Promise.allSettled(worker.inFlight);
    },
    problems: () => healthProblems(worker.faults),
  };
}
