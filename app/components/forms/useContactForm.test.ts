// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import type React from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { sentWords } from "virtual:site-content";
import { useContactForm } from "./useContactForm";

const submitEvent = { preventDefault() {} } as React.FormEvent<HTMLFormElement>;
const GOOD = { name: "Dana", email: "dana@example.org", phone: "512 555 0199", message: "We need a pipeline." };

function fill(result: { current: ReturnType<typeof useContactForm> }, fields: Partial<typeof GOOD> = {}) {
  for (const [field, value] of Object.entries({ ...GOOD, ...fields }) as [keyof typeof GOOD, string][])
    act(() => result.current.edit(field, value));
}

// The guide loads the site's content on first import (the content plugin): once, outside the tests' time limits.
beforeAll(() => import("./EnquiryGuide"), 120_000);

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe("useContactForm idempotency key", () => {
  it("sends the same key when the visitor retries and a new one for the next enquiry", async () => {
    const keys: unknown[] = [];
    const answers = [
      () => Promise.reject(new TypeError("offline")),
      () => Promise.resolve(Response.json({ success: true })),
    ];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        keys.push((init.body as FormData).get("idempotency_key"));
        return (answers.shift() ?? answers[0] ?? (() => Promise.resolve(Response.json({ success: true }))))();
      }),
    );
    const { result } = renderHook(() => useContactForm("inline"));
    fill(result);
    await act(() => result.current.submit(submitEvent)); // network failure
    expect(result.current.state.status).toBe("error");
    await act(() => result.current.submit(submitEvent)); // retry: same key
    expect(result.current.state.status).toBe("success");
    fill(result, { name: "Next enquiry" });
    await act(() => result.current.submit(submitEvent));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});

describe("useContactForm with the form's rules", () => {
  it("sends nothing when the rules refuse a field, and names each refused field with its message", async () => {
    const post = vi.fn(async () => Response.json({ success: true }));
    vi.stubGlobal("fetch", post);
    const { result } = renderHook(() => useContactForm("inline"));
    fill(result, { phone: "1", message: "x" });
    await act(() => result.current.submit(submitEvent));
    expect(post).not.toHaveBeenCalled();
    expect(result.current.state).toMatchObject({ status: "idle", attempts: 1 });
    expect(Object.keys(result.current.state.errors)).toEqual(["phone", "message"]);
    expect(result.current.guide).not.toBeNull();
    fill(result);
    await act(() => result.current.submit(submitEvent));
    expect(post).toHaveBeenCalledTimes(1);
    expect(result.current.state).toMatchObject({ status: "success", errors: {} });
  });

  it("marks the field the receiver refused, with its words", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json({ success: false, message: "Enter a phone number", field: "phone" }, { status: 400 }),
      ),
    );
    const { result } = renderHook(() => useContactForm("popup"));
    fill(result);
    await act(() => result.current.submit(submitEvent));
    const message = sentWords.refused.replace("{message}", "Enter a phone number");
    expect(result.current.state).toMatchObject({ status: "error", message, errors: { phone: "Enter a phone number" } });
  });

  it("on-page forms say the content's words when the server can't be reached", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("offline"))),
    );
    const { result } = renderHook(() => useContactForm("inline"));
    fill(result);
    await act(() => result.current.submit(submitEvent));
    const { inlineNetworkError } = await import("./EnquiryGuide");
    expect(result.current.state.message).toBe(inlineNetworkError);
  });
});
