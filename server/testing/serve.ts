// The production server as its own process for the outbox's crash, multi-instance and stop tests: settings come from
// the environment; it prints its address once listening with its lead store open, and stops as `npm start` does on
// SIGTERM (an argument, in milliseconds, shortens the wait for attempts in flight: a test need not wait the real grace;
// a second one names the build's catalog file, for the store's tests, which have no build).
import { startServer } from "../index.ts";
import { STOP_GRACE_MS, stopOnSignals } from "../operations/shutdown.ts";

const catalogFile = process.argv[3];
const { url, close, storeReady, log } = await startServer({ port: 0, ...(catalogFile ? { catalogFile } : {}) });
while (!storeReady()) await new Promise((resolve) => setTimeout(resolve, 20));
process.stdout.write(`LISTENING ${url}\n`);
const graceMs = process.argv[2] ? Number(process.argv[2]) : STOP_GRACE_MS;
stopOnSignals(() => close({ graceMs }), { log });
