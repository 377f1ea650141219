// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import type React from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

// A build with THANK_YOU_REDIRECT=1: the settings the browser bundle carries, with the flag on.
vi.mock("~/content-model/site", async (original) => {
  const actual = await original<typeof import("~/content-model/site")>();
  return { ...actual, site: { ...actual.site, thankYouRedirect: true } };
});

const { useContactForm } = await import("./useContactForm");

// The guide loads the site's content on first import (the content plugin): once, outside the tests' time limits.
beforeAll(() => import("./EnquiryGuide"), 120_000);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe("THANK_YOU_REDIRECT", () => {
  it("sends an on-page form's visitor to /thank-you after a successful send, and not after a failed one", async () => {
    const assign = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, assign });
    const answers = [
      Response.json({ success: false, message: "Try later" }, { status: 503 }),
      Response.json({ success: true }),
    ];
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answers.shift()),
    );
    const { result } = renderHook(() => useContactForm("inline"));
    for (const [field, value] of Object.entries({
      name: "Dana",
      email: "dana@example.org",
      phone: "512 555 0199",
      message: "We need a pipeline.",
    }))
      act(() => result.current.edit(field as "name", value));
    const submit = { preventDefault() {} } as React.FormEvent<HTMLFormElement>;
    await act(() => result.current.submit(submit));
    expect(assign).not.toHaveBeenCalled();
    await act(() => result.current.submit(submit));
    // The tests build with the calendar on (vitest.config.ts), so the address names the enquiry for its calendar.
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^\/thank-you#booking=[0-9a-f-]{36}$/));
  });
});
