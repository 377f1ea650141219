// @vitest-environment node
// A file removed while the server runs (a deploy replacing the build under it, a disk cleaned by hand) ends the one
// response that was reading it; the server goes on answering. Before, the read error was thrown out of the process.
import { unlink } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startServer } from "./index.ts";
import { makeTestBuild } from "./test-build.ts";

let build: Awaited<ReturnType<typeof makeTestBuild>>;
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  build = await makeTestBuild("missing-file-");
  server = await startServer({
    env: { LEADS_DB_URL: `file:${build.dir}/leads.db` },
    port: 0,
    host: "127.0.0.1",
    clientDir: build.clientDir,
    cspHashesFile: build.cspHashesFile,
    log: () => {},
  });
});

afterAll(async () => {
  await server?.close();
  await build?.remove();
});

it("a compressed file deleted after start fails its own request only", async () => {
  await unlink(path.join(build.clientDir, "assets/entry-abc123.js.br"));
  // Its headers are sent before the read fails, so this one response is cut short (the browser retries it).
  await fetch(`${server.url}/assets/entry-abc123.js`, { headers: { "Accept-Encoding": "br" } })
    .then((response) => response.arrayBuffer())
    .catch(() => undefined);
  const home = await fetch(`${server.url}/`);
  expect(home.status).toBe(200);
  const gzip = await fetch(`${server.url}/assets/entry-abc123.js`, { headers: { "Accept-Encoding": "gzip" } });
  expect(gzip.status).toBe(200);
});
