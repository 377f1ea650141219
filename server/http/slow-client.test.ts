// Slow clients (slowloris): a client trickling its headers is cut off after headersTimeout. The test runs the real
// server with a 200 ms limit and a 50 ms check interval instead of waiting for the production values. Node's own
// answers to such clients and to malformed requests carry the security headers.
import net from "node:net";
import { describe, expect, it } from "vitest";
import { STATIC_SECURITY_HEADERS } from "./headers.ts";
import { SERVER_LIMITS, startServer } from "../index.ts";
import { serveTestBuild } from "../testing/test-build.ts";

const running = serveTestBuild("slow-client-", {
  limits: { headersTimeout: 200, requestTimeout: 400, connectionsCheckingInterval: 50 },
});

/** Opens a connection, sends `start`, then one header byte every `everyMs`; resolves with when and what ended it. */
function trickle(start: string, everyMs: number) {
  const { port } = running.server.server.address() as net.AddressInfo;
  return new Promise<{ closedAfterMs: number; response: string }>((resolve) => {
    const began = Date.now();
    const socket = net.connect(port, "127.0.0.1", () => socket.write(start));
    let response = "";
    const timer = setInterval(() => {
      if (!socket.destroyed && socket.writable) socket.write("a");
    }, everyMs);
    socket.on("data", (chunk) => (response += chunk.toString("latin1")));
    socket.on("error", () => {});
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ closedAfterMs: Date.now() - began, response });
    });
    // Safety net: the test fails (instead of hanging) if the server never cuts the connection.
    setTimeout(() => socket.destroy(), 5000).unref();
  });
}

/** Sends raw bytes and resolves with everything the server answered before closing. */
function raw(request: string) {
  return new Promise<string>((resolve) => {
    const { port } = running.server.server.address() as net.AddressInfo;
    const socket = net.connect(port, "127.0.0.1", () => socket.write(request));
    let text = "";
    socket.on("data", (chunk) => (text += chunk.toString("latin1")));
    socket.on("error", () => {});
    socket.on("close", () => resolve(text));
  });
}

function expectSecurityHeaders(response: string) {
  const head = response.split("\r\n\r\n")[0]!.toLowerCase();
  for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS))
    expect(head).toContain(`\r\n${name.toLowerCase()}: ${value.toLowerCase()}`);
  expect(head).toContain("content-security-policy: default-src 'none'");
}

describe("slow clients", () => {
  it("production limits are set and sane", () => {
    expect(running.server.server.headersTimeout).toBe(200);
    expect(SERVER_LIMITS.headersTimeout).toBeLessThanOrEqual(60_000);
    expect(SERVER_LIMITS.requestTimeout).toBeGreaterThan(SERVER_LIMITS.headersTimeout);
    expect(SERVER_LIMITS.keepAliveTimeout).toBeGreaterThan(0);
    expect(SERVER_LIMITS.maxHeaderSize).toBeLessThanOrEqual(16 * 1024);
  });

  it("checks the limits often enough to cut slow clients within a second of the documented 10 s and 30 s", async () => {
    expect(SERVER_LIMITS.headersTimeout).toBe(10_000);
    expect(SERVER_LIMITS.requestTimeout).toBe(30_000);
    expect(SERVER_LIMITS.connectionsCheckingInterval).toBeLessThanOrEqual(1000);
    // A server started with the production values really checks that often (Node's default is every 30 s).
    const production = await startServer({
      env: { LEADS_DB_URL: `file:${running.build.dir}/production.db` },
      port: 0,
      host: "127.0.0.1",
      clientDir: running.build.clientDir,
      log: () => {},
    });
    try {
      // Node keeps the option on the server object (its types do not list it).
      expect(
        (production.server as typeof production.server & { connectionsCheckingInterval?: number })
          .connectionsCheckingInterval,
      ).toBe(SERVER_LIMITS.connectionsCheckingInterval);
      expect(production.server.headersTimeout).toBe(SERVER_LIMITS.headersTimeout);
      expect(production.server.requestTimeout).toBe(SERVER_LIMITS.requestTimeout);
    } finally {
      await production.close();
    }
  });

  it("cuts off a client that sends its headers too slowly (408 with the security headers, then closed)", async () => {
    const { closedAfterMs, response } = await trickle("GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ", 20);
    expect(closedAfterMs).toBeLessThan(2000);
    expect(response).toMatch(/^HTTP\/1\.1 408/);
    expectSecurityHeaders(response);
  });

  it("answers a request the parser refuses with 400 and the security headers", async () => {
    const response = await raw("GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n");
    expect(response).toMatch(/^HTTP\/1\.1 400/);
    expectSecurityHeaders(response);
  });

  it("still answers a normal request meanwhile", async () => {
    const response = await fetch(`${running.server.url}/`);
    expect(response.status).toBe(200);
  });

  it("refuses a header block larger than maxHeaderSize with 431 and the security headers", async () => {
    const response = await raw(
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(SERVER_LIMITS.maxHeaderSize + 1)}\r\n\r\n`,
    );
    expect(response).toMatch(/^HTTP\/1\.1 431/);
    expectSecurityHeaders(response);
  });
});
