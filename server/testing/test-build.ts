// A small build/client for the server's tests: a home page with an inline script (hashed in csp-hashes.json), a
// page, an asset with precompressed variants, the 404 pages and the CMS.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync, brotliCompressSync } from "node:zlib";
import { afterAll, beforeAll } from "vitest";
import { sha256 } from "../build-manifest.mjs";
import { startServer, type StartOptions } from "../index.ts";

export const INLINE_SCRIPT = "window.__ready = true;";

export async function makeTestBuild(prefix = "server-test-") {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  const client = path.join(dir, "client");
  const files: Record<string, string> = {
    "index.html": `<!DOCTYPE html><title>Home</title><script>${INLINE_SCRIPT}</script>`,
    "services/index.html": "<!DOCTYPE html><title>Services</title>",
    "404/index.html": "<!DOCTYPE html><title>Not found</title>",
    "buy-snapshot/not-found/index.html": "<!DOCTYPE html><title>No such snapshot</title>",
    "admin/index.html": "<!DOCTYPE html><title>CMS</title>",
    "assets/entry-abc123.js": `console.log(${JSON.stringify("x".repeat(4000))});`,
  };
  for (const [file, body] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(client, file)), { recursive: true });
    await writeFile(path.join(client, file), body);
  }
  const asset = files["assets/entry-abc123.js"] ?? "";
  await writeFile(path.join(client, "assets/entry-abc123.js.br"), brotliCompressSync(asset));
  await writeFile(path.join(client, "assets/entry-abc123.js.gz"), gzipSync(asset));
  const cspHashesFile = path.join(dir, "csp-hashes.json");
  await writeFile(cspHashesFile, JSON.stringify({ "index.html": [sha256(INLINE_SCRIPT)], "services/index.html": [] }));
  return { dir, clientDir: client, cspHashesFile, remove: () => rm(dir, { recursive: true, force: true }) };
}

type TestBuild = Awaited<ReturnType<typeof makeTestBuild>>;

/**
 * The production server on a free local port over a fresh test build, for one test file: started before its tests,
 * stopped (and the build removed) after them. The leads database sits in the build's folder unless `env` names
 * another; `prepare` adds files to the build before the server reads it. The returned object is filled in once the
 * server runs.
 */
export function serveTestBuild(
  prefix: string,
  options: Omit<StartOptions, "clientDir" | "cspHashesFile"> = {},
  prepare?: (build: TestBuild) => Promise<void>,
) {
  const running = {} as { build: TestBuild; server: Awaited<ReturnType<typeof startServer>> };
  beforeAll(async () => {
    running.build = await makeTestBuild(prefix);
    await prepare?.(running.build);
    running.server = await startServer({
      port: 0,
      host: "127.0.0.1",
      log: () => {},
      ...options,
      env: { LEADS_DB_URL: `file:${running.build.dir}/leads.db`, ...options.env },
      clientDir: running.build.clientDir,
      cspHashesFile: running.build.cspHashesFile,
    });
  });
  afterAll(async () => {
    await running.server?.close();
    await running.build?.remove();
  });
  return running;
}
