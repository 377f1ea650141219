// A libSQL client whose SQLite work happens in a worker thread (server/db/db-worker.ts). SQLite waits for another
// process's write lock by sleeping in the calling thread: on the main thread that froze every page for as long as a
// backup tool, a second instance or an editor held the lock. Here the main thread only posts statements and awaits
// their answers, so pages keep being served; each call has a deadline (a call still queued when it passes is answered
// as busy at once), so an enquiry waits a bounded time and then gets a 503 with Retry-After instead of piling up.
// It implements the parts of libSQL's Client the stores use: execute, batch, transaction, executeMultiple, close.
import { Worker } from "node:worker_threads";
import type { Client, Config, InStatement, ResultSet, Row, Transaction, TransactionMode } from "@libsql/client";
import type { DbReply, DbRequest, PlainResultSet } from "./db-worker.ts";

type Call = DbRequest extends infer R ? (R extends unknown ? Omit<R, "id" | "deadline"> : never) : never;

/** The answer libSQL would give: rows that are arrays with the columns' names as properties too. */
function resultSet(plain: PlainResultSet): ResultSet {
  const rows = plain.rows.map((values) => {
    // Filled below with libSQL's row shape: the values by index and by column name, and a length.
    const row = {} as Row;
    Object.defineProperty(row, "length", { value: values.length });
    values.forEach((value, index) => {
      Object.defineProperty(row, index, { value });
      const column = plain.columns[index]!;
      if (!Object.hasOwn(row, column))
        Object.defineProperty(row, column, { value, enumerable: true, configurable: true, writable: true });
    });
    return row;
  });
  return {
    columns: plain.columns,
    columnTypes: plain.columnTypes,
    rows,
    rowsAffected: plain.rowsAffected,
    lastInsertRowid: plain.lastInsertRowid,
    toJSON: () => ({ ...plain, lastInsertRowid: plain.lastInsertRowid?.toString() ?? null }),
  };
}

export interface ThreadClientOptions {
  /** How long a call may wait for its turn, in milliseconds (the busy timeout comes on top once it runs). */
  queueTimeoutMs: number;
}

/** Opens `config`'s database in a worker thread; rejects when it cannot be opened. */
export async function createThreadClient(config: Config, { queueTimeoutMs }: ThreadClientOptions): Promise<Client> {
  const worker = new Worker(new URL("./db-worker.ts", import.meta.url), { workerData: config });
  // The thread must not keep a stopping process alive; calls in flight keep it referenced meanwhile.
  worker.unref();
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  let nextId = 1;
  let closed = false;
  const fail = (error: unknown) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  worker.on("message", (reply: DbReply) => {
    const pending = waiting.get(reply.id);
    if (!pending) return;
    waiting.delete(reply.id);
    if (waiting.size === 0) worker.unref();
    if (reply.ok) pending.resolve(reply.result);
    else pending.reject(Object.assign(new Error(String(reply.error.message)), reply.error));
  });
  worker.on("error", fail);
  worker.on("exit", () => fail(new Error("The database thread stopped")));

  const call = <T>(request: Call): Promise<T> => {
    if (closed && request.op !== "close")
      return Promise.reject(Object.assign(new Error("The client is closed"), { code: "CLIENT_CLOSED" }));
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      // The worker's reply to this request is the T its caller asked for.
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.ref();
      worker.postMessage({ ...request, id, deadline: Date.now() + queueTimeoutMs });
    });
  };
  const statement = (stmt: InStatement | string, args?: unknown): InStatement =>
    // libSQL's own execute(sql, args) takes the same arguments unchecked.
    typeof stmt === "string" ? { sql: stmt, args: (args ?? []) as never } : stmt;
  const many = (results: PlainResultSet[]) => results.map(resultSet);

  // The same first check libSQL makes: the database opens and answers.
  await call({ op: "execute", statement: "SELECT 1" }).catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });

  const client = {
    protocol: "file",
    get closed() {
      return closed;
    },
    async execute(stmt: InStatement | string, args?: unknown) {
      return resultSet(await call<PlainResultSet>({ op: "execute", statement: statement(stmt, args) }));
    },
    async batch(statements: InStatement[], mode?: TransactionMode) {
      return many(
        await call<PlainResultSet[]>({
          op: "batch",
          statements: statements.map((stmt) => statement(stmt)),
          ...(mode ? { mode } : {}),
        }),
      );
    },
    async executeMultiple(sql: string) {
      await call({ op: "executeMultiple", sql });
    },
    async transaction(mode: TransactionMode = "write") {
      const tx = await call<number>({ op: "begin", mode });
      let done = false;
      const transaction = {
        get closed() {
          return done;
        },
        async execute(stmt: InStatement | string, args?: unknown) {
          return resultSet(await call<PlainResultSet>({ op: "execute", tx, statement: statement(stmt, args) }));
        },
        async batch(statements: InStatement[]) {
          return many(
            await call<PlainResultSet[]>({ op: "batch", tx, statements: statements.map((stmt) => statement(stmt)) }),
          );
        },
        async executeMultiple(sql: string) {
          await call({ op: "executeMultiple", tx, sql });
        },
        async commit() {
          done = true;
          await call({ op: "commit", tx });
        },
        async rollback() {
          done = true;
          await call({ op: "rollback", tx });
        },
        close() {
          done = true;
          void call({ op: "release", tx }).catch(() => undefined);
        },
      };
      // The parts of libSQL's Transaction this code uses; the rest is never called.
      return transaction as unknown as Transaction;
    },
    close() {
      if (closed) return;
      closed = true;
      void call({ op: "close" })
        .catch(() => undefined)
        .finally(() => void worker.terminate());
    },
    async migrate() {
      throw new Error("migrate() is not available on the thread client");
    },
    async sync() {
      return undefined;
    },
    reconnect() {},
  };
  return client;
}
