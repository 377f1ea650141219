// The CMS sign-in under abuse: a flood of /api/cms/auth requests from one address is refused with 429 once past its
// budget and never locks out an editor at another address; a flood spread over many addresses doesn't either (the
// oldest pending sign-ins make room); an editor signing in again and again is never refused; and a HEAD on the
// callback neither answers nor spends the state.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_IN_REQUEST_LIMIT, createCmsAuthHandler } from "./cms-auth.ts";

let server: http.Server;
let base = "";
/** The handler's clock: moved by hand, so a new rate window needs no waiting. */
let clock = Date.parse("2026-11-26T12:00:00.000Z");

beforeAll(async () => {
  const handle = createCmsAuthHandler(
    {
      clientId: "client-id",
      clientSecret: "client-secret",
      oauthBase: "https://github.example",
      siteUrl: "http://127.0.0.1",
    },
    {
      fetchImpl: async () =>
        new Response(JSON.stringify({ access_token: "gho_token" }), {
          headers: { "Content-Type": "application/json" },
        }),
      now: () => clock,
      // As behind one proxy: each test client names its address in X-Forwarded-For.
      trustProxy: 1,
    },
  )!;
  server = http.createServer((req, res) => void handle(req, res, new URL(req.url ?? "/", "http://x").pathname));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const from = (address: string) => ({ "X-Forwarded-For": address });
const start = (address: string) => fetch(`${base}/api/cms/auth`, { redirect: "manual", headers: from(address) });

/** Starts a sign-in from `address`: its state (from the redirect) and its cookie. */
async function signIn(address: string): Promise<{ status: number; state: string; cookie: string }> {
  const response = await start(address);
  const location = response.headers.get("location") ?? "";
  const state = location ? (new URL(location).searchParams.get("state") ?? "") : "";
  return { status: response.status, state, cookie: (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "" };
}

const callback = (address: string, state: string, cookie: string, method = "GET") =>
  fetch(`${base}/api/cms/callback?code=abc&state=${state}`, { method, headers: { Cookie: cookie, ...from(address) } });

/** A whole sign-in from `address`: whether it ended with the token handed to the CMS. */
async function signsIn(address: string): Promise<boolean> {
  const editor = await signIn(address);
  if (editor.status !== 302) return false;
  const done = await callback(address, editor.state, editor.cookie);
  return done.status === 200 && (await done.text()).includes("authorization:github:success");
}

describe("CMS sign-in under abuse", () => {
  it("refuses a flood of 1000 sign-ins from one address with 429 past its budget; an editor at another address signs in across it", async () => {
    clock += 3_600_000;
    // The editor is at GitHub's page when the flood starts, and comes back after it.
    const editor = await signIn("198.51.100.7");
    const statuses: number[] = [];
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all(Array.from({ length: 100 }, () => start("203.0.113.9")));
      statuses.push(...answers.map((answer) => answer.status));
      const refused = answers.find((answer) => answer.status === 429);
      if (refused) expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(statuses.filter((status) => status === 302)).toHaveLength(SIGN_IN_REQUEST_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1000 - SIGN_IN_REQUEST_LIMIT);
    const done = await callback("198.51.100.7", editor.state, editor.cookie);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("authorization:github:success");
    expect(await signsIn("198.51.100.7")).toBe(true);
    // The flooding address is let in again once its window is over.
    clock += 600_000;
    expect((await start("203.0.113.9")).status).toBe(302);
  });

  it("never refuses an editor who signs in again and again", async () => {
    clock += 3_600_000;
    for (let attempt = 0; attempt < 10; attempt++) expect(await signsIn("198.51.100.8")).toBe(true);
  });

  it("a flood of 1100 sign-ins from as many addresses does not lock out the editor who comes next", async () => {
    clock += 3_600_000;
    for (let batch = 0; batch < 11; batch++)
      await Promise.all(Array.from({ length: 100 }, (_, index) => start(`10.0.${batch}.${index + 1}`)));
    expect(await signsIn("198.51.100.9")).toBe(true);
  });

  it("HEAD neither starts a sign-in nor spends one", async () => {
    clock += 3_600_000;
    expect(
      (await fetch(`${base}/api/cms/auth`, { method: "HEAD", redirect: "manual", headers: from("198.51.100.10") }))
        .status,
    ).toBe(405);
    const editor = await signIn("198.51.100.10");
    const head = await callback("198.51.100.10", editor.state, editor.cookie, "HEAD");
    expect(head.status).toBe(405);
    expect((await callback("198.51.100.10", editor.state, editor.cookie)).status).toBe(200);
  });
});
