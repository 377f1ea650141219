// The production server as its own process for the outbox's crash and multi-instance tests: settings come from the
// environment; it prints its address once listening.
import { startServer } from "../index.ts";

const { url, close } = await startServer({ port: 0 });
process.stdout.write(`LISTENING ${url}\n`);
process.on("SIGTERM", () => void close().then(() => process.exit(0)));
