// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { isOwnReceiver, providerMessage, sendEnquiry } from "./contact-client";
import { contextFieldsOf } from "./contact-form";

const fields = { name: "Dana", email: "dana@example.com", phone: "555 0199", message: "Hello" };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

afterEach(() => vi.useRealTimers());

describe("sendEnquiry", () => {
  it("posts multipart form data with access_key, the four fields and the honeypot", async () => {
    const fetchImpl = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      const body = init?.body as FormData;
      expect(body).toBeInstanceOf(FormData);
      expect(Object.fromEntries(body.entries())).toEqual({ access_key: "KEY", ...fields, botcheck: "" });
      return json({ success: true, message: "ok" });
    });
    const result = await sendEnquiry(fields, {
      endpoint: "https://api.web3forms.com/submit",
      accessKey: "KEY",
      fetchImpl,
    });
    expect(result).toEqual({ ok: true });
    expect(fetchImpl).toHaveBeenCalledWith(
      "https://api.web3forms.com/submit",
      expect.objectContaining({ method: "POST" }),
    );
  });

  it("sends the form's hidden context and attribution fields, read from the form element, still asking for JSON", async () => {
    const form = document.createElement("form");
    form.innerHTML =
      '<input type="hidden" name="form" value="popup"><input type="hidden" name="context" value="Get Started with the Pro Plan">' +
      '<input type="hidden" name="page" value="/pricing"><input type="hidden" name="utm_source" value="news"><input type="hidden" name="redirect" value="x">' +
      '<input name="name" value="Not context">';
    const extra = contextFieldsOf(form);
    expect(extra).toEqual({
      form: "popup",
      context: "Get Started with the Pro Plan",
      page: "/pricing",
      utm_source: "news",
    });
    const fetchImpl = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      expect(Object.fromEntries((init?.body as FormData).entries())).toEqual({
        access_key: "",
        ...fields,
        botcheck: "",
        ...extra,
      });
      expect(init?.headers).toEqual({ Accept: "application/json" });
      return json({ success: true, message: "ok" });
    });
    expect(await sendEnquiry(fields, { endpoint: "/api/contact", accessKey: "", fetchImpl, extra })).toEqual({
      ok: true,
    });
    expect(fetchImpl).toHaveBeenCalledOnce();
  });

  it("reports a refusal with the provider's message at the top level or under body", async () => {
    const top = await sendEnquiry(fields, {
      endpoint: "/x",
      accessKey: "",
      fetchImpl: async () => json({ success: false, message: "Bad key" }),
    });
    expect(top).toEqual({ ok: false, kind: "refused", message: "Bad key" });
    const nested = await sendEnquiry(fields, {
      endpoint: "/x",
      accessKey: "",
      fetchImpl: async () => json({ success: false, body: { message: "Spam detected" } }, 400),
    });
    expect(nested).toEqual({ ok: false, kind: "refused", message: "Spam detected" });
  });

  it("treats a non-JSON or success-less answer as a refusal without message", async () => {
    const result = await sendEnquiry(fields, {
      endpoint: "/x",
      accessKey: "",
      fetchImpl: async () => new Response("<html>", { status: 502 }),
    });
    expect(result).toEqual({ ok: false, kind: "refused", message: undefined });
  });

  it("reports a network failure", async () => {
    const result = await sendEnquiry(fields, {
      endpoint: "/x",
      accessKey: "",
      fetchImpl: async () => Promise.reject(new TypeError("offline")),
    });
    expect(result).toEqual({ ok: false, kind: "network" });
  });

  it("gives up after 15 s and reports it as a network failure", async () => {
    vi.useFakeTimers();
    const fetchImpl = (_url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
      );
    const pending = sendEnquiry(fields, { endpoint: "/x", accessKey: "", fetchImpl });
    await vi.advanceTimersByTimeAsync(14_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({ ok: false, kind: "network" });
  });

  it("with no time left (the sending code took it all), fails as a network failure without posting", async () => {
    const fetchImpl = vi.fn<typeof fetch>();
    expect(await sendEnquiry(fields, { endpoint: "/x", accessKey: "", fetchImpl, timeoutMs: -5 })).toEqual({
      ok: false,
      kind: "network",
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

describe("providerMessage", () => {
  it("reads the message where providers put it", () => {
    expect(providerMessage({ message: "a" })).toBe("a");
    expect(providerMessage({ body: { message: "b" } })).toBe("b");
    expect(providerMessage({ message: "", body: { message: "c" } })).toBe("c");
    expect(providerMessage(null)).toBeUndefined();
    expect(providerMessage("text")).toBeUndefined();
  });
});

describe("idempotency key", () => {
  it("is sent as idempotency_key when given, and only the own receiver gets one", async () => {
    let sent: Record<string, FormDataEntryValue> = {};
    const fetchImpl = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      sent = Object.fromEntries((init?.body as FormData).entries());
      return json({ success: true });
    });
    await sendEnquiry(fields, {
      endpoint: "/api/contact",
      accessKey: "",
      fetchImpl,
      idempotencyKey: "7f9c1a5e-1b2c-4d3e-8f90-0123456789ab",
    });
    expect(sent.idempotency_key).toBe("7f9c1a5e-1b2c-4d3e-8f90-0123456789ab");
    await sendEnquiry(fields, { endpoint: "https://api.web3forms.com/submit", accessKey: "KEY", fetchImpl });
    expect(sent).not.toHaveProperty("idempotency_key");
    expect([
      isOwnReceiver("/api/contact"),
      isOwnReceiver("https://api.web3forms.com/submit"),
      isOwnReceiver("//evil.example/x"),
    ]).toEqual([true, false, false]);
  });
});
