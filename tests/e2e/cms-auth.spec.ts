import http from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { createApp } from "../../server/index.ts";

// Sign-in to the CMS through the site's own server (server/cms-auth.ts), end to end in Chromium: the production request
// handler with the two CMS_GITHUB_* settings, and a stub of GitHub's two OAuth pages on another port. The opener page
// plays Decap's part of the handshake (lib-auth's NetlifyAuthenticator: open the popup, answer "authorizing:github",
// accept the result from base_url's origin only), so the token is seen arriving where the CMS would receive it.
const SECRET = "stub-client-secret-9f3a";
const TOKEN = "gho_stubToken123";
const listen = (server: http.Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

let dir: string;
let site: string;
let github: string;
let close: () => Promise<void>;
const bodies: string[] = [];
const exchanges: Record<string, unknown>[] = [];

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "cms-auth-"));
  mkdirSync(path.join(dir, "client", "404"), { recursive: true });
  mkdirSync(path.join(dir, "client", "admin"), { recursive: true });
  // The CMS page, with the /admin headers (an opener policy that keeps its sign-in popup connected).
  writeFileSync(
    path.join(dir, "client", "admin", "index.html"),
    "<!DOCTYPE html><html lang=en><title>CMS</title></html>",
  );
  writeFileSync(
    path.join(dir, "client", "index.html"),
    "<!DOCTYPE html><html lang=en><title>Site</title><p>Home</p></html>",
  );
  writeFileSync(
    path.join(dir, "client", "404", "index.html"),
    "<!DOCTYPE html><html lang=en><title>Not found</title></html>",
  );

  // GitHub's authorize page sends the browser straight back with a code; its token endpoint checks the secret.
  const stub = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://stub");
    if (url.pathname === "/login/oauth/authorize") {
      const back = new URL(url.searchParams.get("redirect_uri")!);
      back.search = new URLSearchParams({ code: "stub-code", state: url.searchParams.get("state") ?? "" }).toString();
      res.writeHead(302, { Location: back.href }).end();
      return;
    }
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const sent = JSON.parse(body || "{}") as Record<string, unknown>;
      exchanges.push(sent);
      const ok = sent.client_secret === SECRET && sent.code === "stub-code";
      res
        .writeHead(200, { "Content-Type": "application/json" })
        .end(JSON.stringify(ok ? { access_token: TOKEN, token_type: "bearer" } : { error: "bad_verification_code" }));
    });
  });
  github = await listen(stub);

  const holder: { app?: Awaited<ReturnType<typeof createApp>> } = {};
  const server = http.createServer((req, res) => {
    // Every body the site sends, to check that the client secret is in none of them.
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => http.ServerResponse;
    res.write = ((chunk: unknown, ...rest: unknown[]) => (
      bodies.push(String(chunk)),
      write(chunk, ...rest)
    )) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => (
      typeof chunk === "string" || Buffer.isBuffer(chunk) ? bodies.push(String(chunk)) : 0,
      end(chunk, ...rest)
    )) as typeof res.end;
    void holder.app!.handler(req, res);
  });
  site = await listen(server);
  const app = await createApp({
    env: {
      SITE_URL: site,
      LEADS_DB_URL: `file:${path.join(dir, "leads.db")}`,
      CMS_GITHUB_CLIENT_ID: "stub-client-id",
      CMS_GITHUB_CLIENT_SECRET: SECRET,
      CMS_GITHUB_OAUTH_BASE: github,
    },
    clientDir: path.join(dir, "client"),
    log: () => {},
  });
  holder.app = app;
  close = async () => {
    await new Promise((resolve) => server.close(resolve));
    await new Promise((resolve) => stub.close(resolve));
    await app.close();
  };
});

test.afterAll(async () => {
  await close?.();
  rmSync(dir, { recursive: true, force: true });
});

test("GitHub sign-in through the site's server hands the token to the CMS window, and only there", async ({ page }) => {
  await page.goto(`${site}/admin/`);
  const popup = page.waitForEvent("popup");
  const result = page.evaluate(
    (baseUrl) =>
      new Promise<string>((resolve) => {
        // Decap's side: answer the popup's "authorizing:github" from base_url, then take the result from there only.
        window.addEventListener("message", function handshake(event) {
          if (event.origin !== baseUrl) return;
          if (event.data === "authorizing:github") {
            (event.source as Window).postMessage(event.data, event.origin);
            return;
          }
          if (typeof event.data === "string" && event.data.startsWith("authorization:github:")) {
            window.removeEventListener("message", handshake);
            resolve(event.data);
          }
        });
        window.open(
          `${baseUrl}/api/cms/auth?provider=github&site_id=site&scope=repo`,
          "Netlify Authorization",
          "width=960,height=600",
        );
      }),
    site,
  );
  const signIn = await popup;
  expect(await result).toBe(`authorization:github:success:${JSON.stringify({ token: TOKEN, provider: "github" })}`);
  await signIn.close();

  // The server sent GitHub the secret (server to server) and the callback on the site's own origin.
  expect(exchanges.at(-1)).toMatchObject({
    client_id: "stub-client-id",
    client_secret: SECRET,
    redirect_uri: `${site}/api/cms/callback`,
  });
  // No body the site sent (the redirect, the handshake page) holds the secret.
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.filter((body) => body.includes(SECRET))).toEqual([]);
});

test("a wrong, missing or reused state is refused with 400, and the routes set a single-use HttpOnly cookie", async ({
  page,
  request,
}) => {
  const start = await request.get(`${site}/api/cms/auth?provider=github&scope=repo`, { maxRedirects: 0 });
  expect(start.status()).toBe(302);
  const cookie = start.headers()["set-cookie"] ?? "";
  expect(cookie).toMatch(/^cms_oauth_state=[\w-]{40,}; Path=\/api\/cms\/; HttpOnly; SameSite=Lax; Max-Age=600$/);
  const state = new URL(start.headers().location!).searchParams.get("state")!;
  expect(cookie).toContain(state);

  // Missing and wrong states: the browser's own cookie does not match.
  expect((await request.get(`${site}/api/cms/callback?code=stub-code`)).status()).toBe(400);
  expect((await request.get(`${site}/api/cms/callback?code=stub-code&state=${state}x`)).status()).toBe(400);

  // A fresh state in the browser works once, then never again.
  await page.goto(`${site}/`);
  const again = await page.request.get(`${site}/api/cms/auth?provider=github`, { maxRedirects: 0 });
  const fresh = new URL(again.headers().location!).searchParams.get("state")!;
  const first = await page.goto(`${site}/api/cms/callback?code=stub-code&state=${fresh}`);
  expect(first?.status()).toBe(200);
  expect(first?.headers()["content-security-policy"]).toMatch(/script-src 'nonce-/);
  const reused = await page.request.get(`${site}/api/cms/callback?code=stub-code&state=${fresh}`, {
    headers: { cookie: `cms_oauth_state=${fresh}` },
  });
  expect(reused.status()).toBe(400);
  expect(await reused.text()).not.toContain(SECRET);
});
