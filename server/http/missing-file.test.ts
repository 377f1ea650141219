// A file removed while the server runs (a deploy replacing the build under it, a disk cleaned by hand) ends the one
// response that was reading it; the server goes on answering. Before, the read error was thrown out of the process.
import { unlink } from "node:fs/promises";
import path from "node:path";
import { expect, it } from "vitest";
import { serveTestBuild } from "../testing/test-build.ts";

const running = serveTestBuild("missing-file-");

it("a compressed file deleted after start fails its own request only", async () => {
  await unlink(path.join(running.build.clientDir, "assets/entry-abc123.js.br"));
  // Its headers are sent before the read fails, so this one response is cut short (the browser retries it).
  await fetch(`${running.server.url}/assets/entry-abc123.js`, { headers: { "Accept-Encoding": "br" } })
    .then((response) => response.arrayBuffer())
    .catch(() => undefined);
  const home = await fetch(`${running.server.url}/`);
  expect(home.status).toBe(200);
  const gzip = await fetch(`${running.server.url}/assets/entry-abc123.js`, { headers: { "Accept-Encoding": "gzip" } });
  expect(gzip.status).toBe(200);
});
