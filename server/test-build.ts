// A small build/client for the server's tests: a home page with an inline script (hashed in csp-hashes.json), a
// page, an asset with precompressed variants, the 404 pages and the CMS.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync, brotliCompressSync } from "node:zlib";
import { sha256 } from "./build-manifest.mjs";

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
