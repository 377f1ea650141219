// What /healthz says about Stripe: its key refused (a rolled or mistyped STRIPE_SECRET_KEY, at once: the sweep asks
// Stripe when the server starts), events that stopped passing the signature check (a wrong STRIPE_WEBHOOK_SECRET), and
// payments the site learned of only by asking Stripe (a webhook endpoint never registered). Orders are not held up by
// any of these, since the order page and the sweep ask Stripe themselves; the agency must still fix them.
import type { HealthProblem } from "../operations/health-problem.ts";

/** Refused events in a row, with none verified since, before health names the secret (one could be a stranger's post). */
const REFUSED_BEFORE_PROBLEM = 3;

export interface StripeWatch {
  /** An event passed the signature check. */
  verified(): void;
  /** A post that looked like Stripe's (a well-formed Stripe-Signature header) failed the check. */
  refused(): void;
  /** Stripe answered a call with the key (true), or refused the key (false, with its message). */
  keyAnswered(accepted: boolean, message?: string): void;
  /** An order's payment was learned by asking Stripe, while no event had told us. */
  learnedByAsking(): void;
  problems(): HealthProblem[];
}

export function createStripeWatch({ siteUrl, webhookPath }: { siteUrl: string; webhookPath: string }): StripeWatch {
  let refusedInRow = 0;
  let everVerified = false;
  let keyProblem: string | undefined;
  let askedSinceEvent = 0;
  return {
    verified() {
      refusedInRow = 0;
      everVerified = true;
      askedSinceEvent = 0;
    },
    refused() {
      refusedInRow += 1;
    },
    keyAnswered(accepted, message) {
      keyProblem = accepted ? undefined : (message ?? "refused");
    },
    learnedByAsking() {
      askedSinceEvent += 1;
    },
    problems() {
      const problems: HealthProblem[] = [];
      if (keyProblem) {
        problems.push({
          status: "degraded",
          code: "stripe-key",
          message: `Stripe refused STRIPE_SECRET_KEY (rolled, revoked or mistyped: ${keyProblem}): no one can pay until it is replaced`,
        });
      }
      if (refusedInRow >= REFUSED_BEFORE_PROBLEM) {
        problems.push({
          status: "degraded",
          code: "stripe-webhook-secret",
          message: `${refusedInRow} events in a row failed Stripe's signature check: STRIPE_WEBHOOK_SECRET is not the signing secret of the endpoint ${siteUrl}${webhookPath} (orders are confirmed by asking Stripe meanwhile)`,
        });
      }
      if (askedSinceEvent > 0 && refusedInRow < REFUSED_BEFORE_PROBLEM) {
        problems.push({
          status: "degraded",
          code: "stripe-webhook-silent",
          message: `${askedSinceEvent} ${askedSinceEvent === 1 ? "payment was" : "payments were"} confirmed by asking Stripe, not by its webhook${everVerified ? " (no event since)" : " (no event yet)"}: register ${siteUrl}${webhookPath} in Stripe's Dashboard (Developers, Webhooks) with the events docs/operating.md "Selling snapshots" lists, and its signing secret as STRIPE_WEBHOOK_SECRET`,
        });
      }
      return problems;
    },
  };
}
