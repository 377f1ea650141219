// The CMS sign-in's state under abuse: a flood of anonymous /api/cms/auth requests never locks an editor out (the
// oldest pending sign-ins make room), and a HEAD on the callback neither answers nor spends the state.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCmsAuthHandler } from "./cms-auth.ts";

let server: http.Server;
let base = "";

beforeAll(async () => {
  const handle = createCmsAuthHandler(
    { clientId: "client-id", clientSecret: "client-secret", oauthBase: "https://github.example", siteUrl: "http://127.0.0.1" },
    { fetchImpl: async () => new Response(JSON.stringify({ access_token: "gho_token" }), { headers: { "Content-Type": "application/json" } }) },
  )!;
  server = http.createServer((req, res) => void handle(req, res, new URL(req.url ?? "/", "http://x").pathname));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Starts a sign-in: its state (from the redirect) and its cookie. */
async function signIn(): Promise<{ status: number; state: string; cookie: string }> {
  const response = await fetch(`${base}/api/cms/auth`, { redirect: "manual" });
  const location = response.headers.get("location") ?? "";
  const state = location ? (new URL(location).searchParams.get("state") ?? "") : "";
  return { status: response.status, state, cookie: (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "" };
}

const callback = (state: string, cookie: string, method = "GET") => fetch(`${base}/api/cms/callback?code=abc&state=${state}`, { method, headers: { Cookie: cookie } });

describe("CMS sign-in under abuse", () => {
  it("a flood of 1100 anonymous sign-ins does not lock out the editor who comes next", async () => {
    for (let batch = 0; batch < 11; batch++) await Promise.all(Array.from({ length: 100 }, () => fetch(`${base}/api/cms/auth`, { redirect: "manual" })));
    const editor = await signIn();
    expect(editor.status).toBe(302);
    const done = await callback(editor.state, editor.cookie);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("authorization:github:success");
  });

  it("HEAD neither starts a sign-in nor spends one", async () => {
    expect((await fetch(`${base}/api/cms/auth`, { method: "HEAD", redirect: "manual" })).status).toBe(405);
    const editor = await signIn();
    const head = await callback(editor.state, editor.cookie, "HEAD");
    expect(head.status).toBe(405);
    expect((await callback(editor.state, editor.cookie)).status).toBe(200);
  });
});
