import { act, renderHook } from "@testing-library/react";
import type React from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useContactForm } from "./useContactForm";

const submitEvent = { preventDefault() {} } as React.FormEvent<HTMLFormElement>;

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe("useContactForm idempotency key", () => {
  it("sends the same key when the visitor retries and a new one for the next enquiry", async () => {
    const keys: unknown[] = [];
    const answers = [() => Promise.reject(new TypeError("offline")), () => Promise.resolve(Response.json({ success: true }))];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        keys.push((init.body as FormData).get("idempotency_key"));
        return (answers.shift() ?? answers[0] ?? (() => Promise.resolve(Response.json({ success: true }))))();
      }),
    );
    const { result } = renderHook(() => useContactForm("inline"));
    for (const [field, value] of [["name", "Dana"], ["email", "dana@example.org"], ["phone", "555 0199"], ["message", "Hi"]] as const) {
      act(() => result.current.edit(field, value));
    }
    await act(() => result.current.submit(submitEvent)); // network failure
    expect(result.current.state.status).toBe("error");
    await act(() => result.current.submit(submitEvent)); // retry: same key
    expect(result.current.state.status).toBe("success");
    act(() => result.current.edit("name", "Next enquiry"));
    await act(() => result.current.submit(submitEvent));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
