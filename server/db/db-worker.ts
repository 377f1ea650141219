// The lead database's worker thread (server/db/db-thread.ts): holds the libSQL client of a `file:` database, whose calls
// are synchronous underneath (SQLite's busy wait included), and runs the main thread's statements one at a time, so
// that a lock another process holds stalls this thread only, never the server's event loop. A call still waiting in
// the queue when its deadline passes is answered at once as busy, without touching the database.
import { parentPort, workerData } from "node:worker_threads";
import {
  createClient,
  type Config,
  type InStatement,
  type ResultSet,
  type Transaction,
  type TransactionMode,
} from "@libsql/client";
import { propertyAt } from "../../lib/typed-object.ts";

export type DbRequest = { id: number; tx?: number; deadline: number } & (
  | { op: "execute"; statement: InStatement }
  | { op: "batch"; statements: InStatement[]; mode?: TransactionMode }
  | { op: "executeMultiple"; sql: string }
  | { op: "begin"; mode: TransactionMode }
  | { op: "commit" | "rollback" | "release" | "close" }
);

/** A result set as it crosses threads: rows as plain arrays of values. */
export interface PlainResultSet {
  columns: string[];
  columnTypes: string[];
  rows: unknown[][];
  rowsAffected: number;
  lastInsertRowid: bigint | undefined;
}

type Result = PlainResultSet | PlainResultSet[] | number | null;
export type DbReply =
  { id: number; ok: true; result: Result } | { id: number; ok: false; error: Record<string, unknown> };

const plain = (result: ResultSet): PlainResultSet => ({
  columns: result.columns,
  columnTypes: result.columnTypes,
  rows: result.rows.map((row) => Array.from({ length: row.length }, (_, index) => row[index])),
  rowsAffected: result.rowsAffected,
  lastInsertRowid: result.lastInsertRowid,
});

const port = parentPort;
if (port) {
  // createThreadClient starts this worker with its Config.
  const config = workerData as Config;
  let client = createClient(config);
  const transactions = new Map<number, Transaction>();
  let nextTransaction = 1;

  const run = async (request: DbRequest): Promise<Result> => {
    const transaction = request.tx === undefined ? undefined : transactions.get(request.tx);
    if (request.tx !== undefined && !transaction && request.op !== "release")
      throw Object.assign(new Error("The transaction is closed"), { code: "TRANSACTION_CLOSED" });
    switch (request.op) {
      case "execute":
        return plain(await (transaction ?? client).execute(request.statement));
      case "batch":
        return (
          transaction
            ? await transaction.batch(request.statements)
            : await client.batch(request.statements, request.mode)
        ).map(plain);
      case "executeMultiple":
        await (transaction ?? client).executeMultiple(request.sql);
        return null;
      case "begin": {
        const id = nextTransaction++;
        transactions.set(id, await client.transaction(request.mode));
        return id;
      }
      case "commit":
        await transaction?.commit();
        return null;
      case "rollback":
        await transaction?.rollback();
        return null;
      case "release":
        transaction?.close();
        if (request.tx !== undefined) transactions.delete(request.tx);
        return null;
      case "close":
        client.close();
        return null;
    }
  };

  port.on("message", (request: DbRequest) => {
    // A call that waited in the queue past its deadline does not start (a transaction's own steps always run: its
    // lock is held already, and it must be able to finish or roll back).
    if (request.tx === undefined && request.op !== "close" && Date.now() > request.deadline) {
      const error = {
        name: "LibsqlError",
        code: "SQLITE_BUSY",
        message: "SQLITE_BUSY: the database stayed locked (another process holds its write lock)",
      };
      port.postMessage({ id: request.id, ok: false, error } satisfies DbReply);
      return;
    }
    run(request).then(
      (result) => port.postMessage({ id: request.id, ok: true, result } satisfies DbReply),
      (error: unknown) => {
        // A statement that failed for the lock stays in progress on its connection (libSQL finalizes it only when it
        // is collected), and every later commit there fails with "SQL statements in progress" for a minute or more:
        // the connections are replaced instead, so the first call after the lock's release succeeds.
        if (
          request.tx === undefined &&
          error instanceof Error &&
          /SQLITE_BUSY|SQLITE_LOCKED|statements in progress/.test(
            `${String(propertyAt(error, "code"))} ${error.message}`,
          )
        ) {
          client.close();
          client = createClient(config);
        }
        const fields: Record<string, unknown> = { name: "Error", message: String(error) };
        if (error instanceof Error)
          for (const key of ["name", "message", "code", "rawCode", "extendedCode"])
            fields[key] = propertyAt(error, key);
        port.postMessage({ id: request.id, ok: false, error: fields } satisfies DbReply);
      },
    );
  });
}
