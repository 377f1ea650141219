import type { readGroup } from "../../config/settings.mjs";
import type { HealthCheck } from "../operations/health-problem.ts";
import type { StoredLead } from "../enquiries/lead-columns.ts";
import type { DeliverySteps } from "../outbox/outbox-store.ts";

/** The delivery settings, parsed: GHL_*, LEADS_WEBHOOK_*, SMTP_URL, LEADS_NOTIFY_*, the outbox's retries and limits. */
export type DeliverySettings = ReturnType<typeof readGroup<"delivery">>;

/** A stored lead as the outbox hands it to a destination, with its unique reference (the idempotency key). */
export type OutboxLead = StoredLead & { reference: string };

export interface DeliveryContext {
  /** The steps earlier attempts finished (read only; `save` records new ones). */
  steps: Readonly<DeliverySteps>;
  /**
   * Records a step as done before the next starts, so a crash after it never repeats it. An attempt that saves a step
   * has made progress and does not count toward the attempts limit. With `progress: false` it records a note for the
   * next attempt instead (which write's outcome is unknown), which counts as no progress.
   */
  save: (step: string, value: string, options?: { progress?: boolean }) => Promise<void>;
  /** 1 for the first attempt. */
  attempt: number;
  /** What the delivery was queued with besides its subject (the outbox row's payload). */
  payload?: Readonly<Record<string, unknown>>;
}

/** A destination for one kind of work (its subject's type `S`): registered once, by a name unique across kinds. */
export interface Destination<S = OutboxLead> {
  /** The name stored with each delivery: `gohighlevel`, `webhook`, `email`, `order-link`... */
  name: string;
  /** The kind of work it takes (`lead`, `order`): the outbox hands it that kind's subject. */
  kind: string;
  /** Delivers the subject, or throws (a DeliveryError says whether a retry can help). */
  deliver(subject: S, context: DeliveryContext): Promise<void>;
  /** This destination's own problems for /healthz, when it tracks any (a paused account, a missing scope). */
  health?: HealthCheck;
  /**
   * Called instead of letting a delivery die (refused for good, or out of attempts): "hold" keeps it waiting (tried
   * again after the longest retry delay, and at once when the server restarts with a fix), once a person has been
   * told. A destination whose work must never end in silence (a buyer's paid link) holds; without it, the delivery dies.
   */
  onGivingUp?(subject: S, failure: { reason: string; permanent: boolean }): Promise<"hold" | "dead">;
  /** Called when the destination pauses as a whole (its credentials refused): whatever waits for it can be flagged. */
  onPaused?(reason: string): Promise<void>;
}

/** A destination of any kind, as the outbox worker holds them (it checks the kind before handing a subject over). */
export type AnyDestination = Destination<never>;
