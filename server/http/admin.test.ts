// /admin (the CMS) from the real request handler over a small build: its page at /admin and /admin/, its own headers.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../index.ts";

let dir: string;
const servers: { server: http.Server; app: Awaited<ReturnType<typeof createApp>> }[] = [];

async function serve(env: Record<string, string> = {}) {
  const app = await createApp({
    env: { LEADS_DB_URL: `file:${path.join(dir, "leads.db")}`, ...env },
    clientDir: path.join(dir, "client"),
    log: () => {},
  });
  const server = http.createServer((req, res) => void app.handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push({ server, app });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "admin-"));
  await mkdir(path.join(dir, "client", "admin"), { recursive: true });
  await mkdir(path.join(dir, "client", "404"), { recursive: true });
  await writeFile(path.join(dir, "client", "index.html"), "<!DOCTYPE html><title>Home</title>");
  await writeFile(path.join(dir, "client", "404", "index.html"), "<!DOCTYPE html><title>Not found</title>");
  await writeFile(path.join(dir, "client", "admin", "index.html"), "<!DOCTYPE html><title>CMS</title>");
  await writeFile(path.join(dir, "client", "admin", "config.yml"), "backend:\n  name: github\n");
  await writeFile(path.join(dir, "client", "admin", "decap-cms.js"), "console.log('cms');");
});

afterAll(async () => {
  for (const { server, app } of servers) {
    await new Promise((resolve) => server.close(resolve));
    await app.close();
  }
  await rm(dir, { recursive: true, force: true });
});

const directive = (policy: string, name: string) =>
  policy.split("; ").find((part) => part.startsWith(`${name} `)) ?? "";

describe("/admin", () => {
  it("answers at /admin and /admin/ with the CMS page, noindex and its own policy", async () => {
    const base = await serve();
    for (const address of ["/admin", "/admin/"]) {
      const response = await fetch(base + address, { redirect: "manual" });
      expect(response.status, address).toBe(200);
      expect(await response.text()).toContain("<title>CMS</title>");
      expect(response.headers.get("x-robots-tag")).toBe("noindex");
      expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin-allow-popups");
      expect(response.headers.get("cache-control")).toBe("no-cache");
      const policy = response.headers.get("content-security-policy") ?? "";
      expect(directive(policy, "script-src")).toBe("script-src 'self' 'unsafe-eval'");
      expect(directive(policy, "connect-src")).toBe(
        "connect-src 'self' https://api.github.com https://gitlab.com http://localhost:8081",
      );
      expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'none'");
    }
    const redirect = await fetch(`${base}/admin/index.html`, { redirect: "manual" });
    expect(redirect.status).toBe(301);
  });

  it("a missing /admin file gets the 404 page with noindex", async () => {
    const base = await serve();
    const missing = await fetch(`${base}/admin/missing-asset.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("x-robots-tag")).toBe("noindex");
  });

  it("serves the config as YAML, revalidated, and Decap's script, both noindex", async () => {
    const base = await serve();
    const config = await fetch(`${base}/admin/config.yml`);
    expect(config.headers.get("content-type")).toBe("text/yaml; charset=utf-8");
    expect(config.headers.get("cache-control")).toBe("no-cache");
    expect(config.headers.get("x-robots-tag")).toBe("noindex");
    const script = await fetch(`${base}/admin/decap-cms.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toContain("text/javascript");
    expect(script.headers.get("x-robots-tag")).toBe("noindex");
  });

  it("allows the OAuth provider of CMS_AUTH_URL", async () => {
    const base = await serve({ CMS_AUTH_URL: "https://auth.example.org/oauth/" });
    const policy = (await fetch(`${base}/admin`)).headers.get("content-security-policy") ?? "";
    expect(directive(policy, "connect-src")).toContain(" https://auth.example.org");
  });

  it("has no CMS sign-in routes unless both CMS_GITHUB_* settings are set", async () => {
    const partial: Record<string, string>[] = [
      {},
      { CMS_GITHUB_CLIENT_ID: "Iv1.abc" },
      { CMS_GITHUB_CLIENT_SECRET: "secret" },
    ];
    for (const env of partial) {
      const base = await serve(env);
      expect((await fetch(`${base}/api/cms/auth?provider=github`, { redirect: "manual" })).status).toBe(404);
      expect((await fetch(`${base}/api/cms/callback?code=a&state=b`)).status).toBe(404);
    }
    const base = await serve({ CMS_GITHUB_CLIENT_ID: "Iv1.abc", CMS_GITHUB_CLIENT_SECRET: "secret" });
    const start = await fetch(`${base}/api/cms/auth?provider=github`, { redirect: "manual" });
    expect(start.status).toBe(302);
    expect(new URL(start.headers.get("location")!).origin).toBe("https://github.com");
    expect((await fetch(`${base}/api/cms/callback?code=a&state=b`)).status).toBe(400);
  });

  it("leaves the site's pages as they were: no eval, same-origin opener, indexable", async () => {
    const base = await serve();
    const response = await fetch(`${base}/`);
    expect(response.headers.get("x-robots-tag")).toBeNull();
    expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    // JavaScript eval stays out ('wasm-unsafe-eval', for the search's WebAssembly, compiles no JavaScript).
    expect(response.headers.get("content-security-policy")).not.toContain("'unsafe-eval'");
    expect((await fetch(`${base}/admin/nothing-here.js`)).status).toBe(404);
  });
});
