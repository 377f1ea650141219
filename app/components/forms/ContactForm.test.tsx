// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { formWords } from "virtual:site-content";
import { ContactForm } from "./ContactForm";
import { useContactForm } from "./useContactForm";

function Form() {
  const form = useContactForm("inline");
  return <ContactForm form={form} idPrefix="test" formName="home" context="Home page contact section" />;
}

// The guide loads the site's content on first import (the content plugin): once, outside the tests' time limits.
beforeAll(() => import("./EnquiryGuide"), 120_000);

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe("the enquiry form", () => {
  it("sends the page's language in its lang field, with and without the script", async () => {
    const post = vi.fn(async (_url: string, _init: RequestInit) => Response.json({ success: true }));
    vi.stubGlobal("fetch", post);
    const { container } = render(
      <MemoryRouter>
        <Form />
      </MemoryRouter>,
    );
    // Without the script the browser posts the form's own fields: the language is one of them.
    expect(container.querySelector('input[type=hidden][name="lang"]')).toHaveValue(__SITE_LANG__);
    const fields = {
      name: "Dana Ruiz",
      email: "dana@example.org",
      phone: "512 555 0199",
      message: "We need a pipeline.",
    };
    for (const [field, value] of Object.entries(fields))
      fireEvent.change(screen.getByLabelText(formWords[field as keyof typeof fields].label), { target: { value } });
    await act(async () => {
      fireEvent.submit(container.querySelector("form")!);
    });
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect((post.mock.calls[0]![1].body as FormData).get("lang")).toBe(__SITE_LANG__);
  });
});
