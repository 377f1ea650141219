// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

// A build with BOOKING_URL set: the confirmation offers the calendar.
vi.mock("~/content-model/site", async (original) => {
  const actual = await original<typeof import("~/content-model/site")>();
  return { ...actual, site: { ...actual.site, bookingUrl: "https://link.example.org/widget/booking/abc" } };
});

const { SendConfirmation, fieldErrors } = await import("./EnquiryGuide");
const { enquiryForm } = await import("virtual:site-content");

describe("the confirmation after a send", () => {
  it("says what happens next, offers 'Pick a time now' with BOOKING_URL, and takes the focus", () => {
    render(<SendConfirmation />);
    const heading = screen.getByRole("heading", { name: enquiryForm.confirmation.title });
    expect(heading).toHaveFocus();
    expect(screen.getByText(enquiryForm.confirmation.text)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Pick a time now" })).toHaveAttribute(
      "href",
      "https://link.example.org/widget/booking/abc",
    );
    // The on-page forms' confirmation stays: no close button without onDismiss.
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("states the reply time from the facts", () => {
    expect(enquiryForm.confirmation.text).toMatch(/\d+ hours/);
  });
});

describe("fieldErrors", () => {
  it("gives each refused field its words, and nothing for a good enquiry", () => {
    expect(Object.keys(fieldErrors({ name: "Dana", email: "dana@example.org", phone: "1", message: "x" }))).toEqual([
      "phone",
      "message",
    ]);
    expect(
      fieldErrors({ name: "Dana", email: "dana@example.org", phone: "512 555 0199", message: "We need a pipeline." }),
    ).toEqual({});
  });
});
