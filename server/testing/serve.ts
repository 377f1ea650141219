// The production server as its own process for the outbox's crash and multi-instance tests: settings come from the
// environment; it prints its address once listening with its lead store open.
import { startServer } from "../index.ts";

const { url, close, storeReady } = await startServer({ port: 0 });
while (!storeReady()) await new Promise((resolve) => setTimeout(resolve, 20));
process.stdout.write(`LISTENING ${url}\n`);
process.on("SIGTERM", () => void close().then(() => process.exit(0)));
