// GoHighLevel's calendar and chat (GHL_BOOKING_CALENDAR_ID, GHL_CHAT_WIDGET_ID) in the one Content-Security-Policy:
// for each combination of the two settings, the Node server and every generated static-host config send the same
// policy, which adds exactly the hosts the configured embeds need; with neither it is the policy of a site without them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSettings } from "../../config/settings.mjs";
import { netlifyHeaders, nginxConf, pageFile, vercelJson } from "./deploy-configs.ts";
import { contentSecurityPolicy, siteScriptHashes } from "../../server/http/headers.ts";
import { startServer } from "../../server/index.ts";
import { INLINE_SCRIPT, makeTestBuild } from "../../server/testing/test-build.ts";
import { sha256 } from "../../server/build-manifest.mjs";

const CALENDAR = { GHL_BOOKING_CALENDAR_ID: "Cal3ndarId0001" };
const CHAT = { GHL_CHAT_WIDGET_ID: "65f1b2c3d4e5f6a7b8c9d0e1" };
const COMBINATIONS = { neither: {}, calendar: CALENDAR, chat: CHAT, both: { ...CALENDAR, ...CHAT } } as const;

/** The policy as { directive name -> its sources }. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(policy.split("; ").map((part) => [part.split(" ")[0]!, part.split(" ").slice(1)]));
}

// The policy of the code before the embeds existed, written out: with neither setting the policy must be this, byte for byte.
const HASH = sha256(INLINE_SCRIPT);
const BEFORE = `default-src 'self'; script-src 'self' '${HASH}' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'self'; object-src 'none'`;

/** Each combination's policy as the server sends it, and as _headers, vercel.json and nginx.conf set it. */
const policies: Record<string, { server: string; hosts: string[] }> = {};
let build: Awaited<ReturnType<typeof makeTestBuild>>;

beforeAll(async () => {
  build = await makeTestBuild("embeds-policy-");
  const csp = { "index.html": [HASH], "services/index.html": [HASH] };
  for (const [name, env] of Object.entries(COMBINATIONS)) {
    const server = await startServer({
      port: 0,
      host: "127.0.0.1",
      log: () => {},
      env: { LEADS_DB_URL: `file:${build.dir}/${name}.db`, ...env },
      clientDir: build.clientDir,
      cspHashesFile: build.cspHashesFile,
    });
    const sent = (await fetch(`${server.url}/services`)).headers.get("content-security-policy") ?? "";
    await server.close();
    const input = { pages: ["/", "/services"], csp, settings: readSettings(env) };
    const netlify =
      netlifyHeaders(input)
        .split("\n")
        .find((line) => line.startsWith("  Content-Security-Policy: default-src"))
        ?.replace("  Content-Security-Policy: ", "") ?? "";
    const vercel =
      vercelJson(input)
        .headers.flatMap((rule) => rule.headers)
        .find(
          (header) =>
            header.key === "Content-Security-Policy" && header.value.includes("default-src 'self'; script-src 'self'"),
        )?.value ?? "";
    const nginx = /map \$uri \$page_csp \{\n\s+default "([^"]+)";/.exec(nginxConf(input))?.[1] ?? "";
    policies[name] = { server: sent, hosts: [netlify, vercel, nginx] };
  }
  expect(pageFile("/services")).toBe("services/index.html");
});

afterAll(async () => {
  await build?.remove();
});

describe("the policy with GoHighLevel's embeds", () => {
  it.each(Object.keys(COMBINATIONS))("is the same on the server and every host config (%s)", (name) => {
    const { server, hosts } = policies[name]!;
    expect(server).toContain("default-src 'self'");
    for (const host of hosts) expect(host).toBe(server);
  });

  it("is today's policy, byte for byte, with neither setting", () => {
    expect(policies.neither!.server).toBe(BEFORE);
    expect(contentSecurityPolicy({ scriptHashes: siteScriptHashes({ "index.html": [HASH] }) })).toBe(BEFORE);
  });

  it("adds only the calendar's frame with the calendar", () => {
    const before = directives(BEFORE);
    const policy = directives(policies.calendar!.server);
    expect(policy["frame-src"]).toEqual(["'self'", "https://api.leadconnectorhq.com"]);
    expect({ ...policy, "frame-src": undefined }).toEqual({ ...before, "frame-src": undefined });
  });

  it("adds the chat's script host, its HTTPS and WebSocket connections, styles, fonts, pictures and frames with the chat", () => {
    const policy = directives(policies.chat!.server);
    expect(policy["script-src"]).toEqual([
      "'self'",
      "https://widgets.leadconnectorhq.com",
      `'${HASH}'`,
      "'wasm-unsafe-eval'",
    ]);
    expect(policy["style-src"]).toEqual(["'self'", "'unsafe-inline'", "https://*.leadconnectorhq.com"]);
    expect(policy["font-src"]).toEqual(["'self'", "https://*.leadconnectorhq.com"]);
    expect(policy["connect-src"]).toEqual([
      "'self'",
      "https://*.leadconnectorhq.com",
      "wss://*.leadconnectorhq.com",
      "https://*.msgsndr.com",
    ]);
    expect(policy["img-src"]).toEqual([
      "'self'",
      "data:",
      "https://*.leadconnectorhq.com",
      "https://*.msgsndr.com",
      "https://*.filesafe.space",
    ]);
    expect(policy["frame-src"]).toEqual(["'self'", "https://*.leadconnectorhq.com", "https://*.msgsndr.com"]);
    // Forms still post only to the site, and nothing else is loosened.
    expect(policy["form-action"]).toEqual(["'self'"]);
    expect(policy["default-src"]).toEqual(["'self'"]);
    expect(policy["object-src"]).toEqual(["'none'"]);
  });

  it("joins both with both, and never allows a script from anywhere but the widget's host", () => {
    const policy = directives(policies.both!.server);
    expect(policy["frame-src"]).toEqual([
      "'self'",
      "https://api.leadconnectorhq.com",
      "https://*.leadconnectorhq.com",
      "https://*.msgsndr.com",
    ]);
    expect(policy["script-src"]!.filter((source) => source.startsWith("http"))).toEqual([
      "https://widgets.leadconnectorhq.com",
    ]);
    for (const name of Object.keys(COMBINATIONS)) {
      const sources = Object.values(directives(policies[name]!.server)).flat();
      // No scheme-wide or any-host source (MDN Observatory's A+ stays).
      expect(sources.filter((source) => /^(https?:|wss?:|\*)$/.test(source))).toEqual([]);
    }
  });
});
