// Which failures leave a write's outcome unknown (the retry must look before writing again) and which are sure.
import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DeliveryError, refusedForGood, requestJson } from "./http.ts";

let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const status = Number(req.url?.slice(1));
    if (req.url === "/hang") return;
    if (req.url === "/reset") return req.socket.destroy();
    if (req.url === "/garbled") return res.writeHead(201, { "Content-Type": "application/json" }).end("{not json");
    res.writeHead(status, { "Content-Type": "application/json" }).end("{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function failure(url: string): Promise<DeliveryError> {
  const error: unknown = await requestJson({ method: "POST", url, body: {}, timeoutMs: 200 }).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DeliveryError);
  return error as DeliveryError;
}

describe("requestJson's failures", () => {
  it.each(["/500", "/502", "/503", "/hang", "/reset", "/garbled"])(
    "%s may have done its work: unsure",
    async (path) => {
      expect((await failure(`${base}${path}`)).unsure).toBe(true);
    },
  );

  it.each(["/400", "/401", "/403", "/404", "/405", "/422", "/429"])(
    "%s was refused: sure, nothing written",
    async (path) => {
      expect((await failure(`${base}${path}`)).unsure).toBe(false);
    },
  );

  it("a refused connection never sent anything", async () => {
    const closed = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    expect((await failure(`http://127.0.0.1:${closed}/`)).unsure).toBe(false);
  });
});

describe("refusedForGood", () => {
  it("is a 4xx refusal that neither pauses nor asks to wait", () => {
    for (const status of [400, 404, 405, 409, 422])
      expect(refusedForGood(new DeliveryError("refused", { status }))).toBe(true);
  });

  it("is not a timeout, a rate limit, a pause, a 5xx, no answer, or any other error", () => {
    expect(
      [
        new DeliveryError("timeout", { status: 408 }),
        new DeliveryError("slow down", { status: 429 }),
        new DeliveryError("no scope", { status: 401, pause: { reason: "scope" } }),
        new DeliveryError("down", { status: 503 }),
        new DeliveryError("no answer", { unsure: true }),
        new Error("other"),
        undefined,
      ].some(refusedForGood),
    ).toBe(false);
  });
});
