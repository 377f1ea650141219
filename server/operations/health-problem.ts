// What /healthz is told by the parts of the server that see problems (server/operations/health.ts): its own file, so that any
// part (a destination, the outbox) can name the type without importing the store.

/** A problem /healthz names: `fail` turns the answer into a 503, `degraded` keeps it 200. */
export interface HealthProblem {
  status: "degraded" | "fail";
  /** A stable name for monitors: `db-unwritable`, `delivery-config`, `outbox-backlog`... */
  code: string;
  /** What is wrong and what to do, for a person; never a lead's data or a secret. */
  message: string;
}

/** Another part of the server's say in /healthz: the problems it sees now (none when all is well). */
export type HealthCheck = () => HealthProblem[] | Promise<HealthProblem[]>;
