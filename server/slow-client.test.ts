// @vitest-environment node
// Slow clients (slowloris): a client trickling its headers is cut off after headersTimeout. The test runs the real
// server with a 200 ms limit and a 50 ms check interval instead of waiting for the production values.
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVER_LIMITS, startServer } from "./index.ts";
import { makeTestBuild } from "./test-build.ts";

let build: Awaited<ReturnType<typeof makeTestBuild>>;
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  build = await makeTestBuild("slow-client-");
  server = await startServer({
    env: { LEADS_DB_URL: `file:${build.dir}/leads.db` },
    port: 0,
    host: "127.0.0.1",
    clientDir: build.clientDir,
    cspHashesFile: build.cspHashesFile,
    log: () => {},
    limits: { headersTimeout: 200, requestTimeout: 400, connectionsCheckingInterval: 50 },
  });
});

afterAll(async () => {
  await server?.close();
  await build?.remove();
});

/** Opens a connection, sends `start`, then one header byte every `everyMs`; resolves with when and what ended it. */
function trickle(start: string, everyMs: number) {
  const { port } = server.server.address() as net.AddressInfo;
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

describe("slow clients", () => {
  it("production limits are set and sane", () => {
    expect(server.server.headersTimeout).toBe(200);
    expect(SERVER_LIMITS.headersTimeout).toBeLessThanOrEqual(60_000);
    expect(SERVER_LIMITS.requestTimeout).toBeGreaterThan(SERVER_LIMITS.headersTimeout);
    expect(SERVER_LIMITS.keepAliveTimeout).toBeGreaterThan(0);
    expect(SERVER_LIMITS.maxHeaderSize).toBeLessThanOrEqual(16 * 1024);
  });

  it("cuts off a client that sends its headers too slowly (408, then closed)", async () => {
    const { closedAfterMs, response } = await trickle("GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ", 20);
    expect(closedAfterMs).toBeLessThan(2000);
    expect(response).toMatch(/^HTTP\/1\.1 408/);
  });

  it("still answers a normal request meanwhile", async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
  });

  it("refuses a header block larger than maxHeaderSize with 431", async () => {
    const response = await new Promise<string>((resolve) => {
      const { port } = server.server.address() as net.AddressInfo;
      const socket = net.connect(port, "127.0.0.1", () =>
        socket.write(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(SERVER_LIMITS.maxHeaderSize + 1)}\r\n\r\n`),
      );
      let text = "";
      socket.on("data", (chunk) => (text += chunk.toString("latin1")));
      socket.on("error", () => {});
      socket.on("close", () => resolve(text));
    });
    expect(response).toMatch(/^HTTP\/1\.1 431/);
  });
});
