import { CALENDAR_ORIGIN, calendarUrl, isBookingComplete, splitName } from "./ghl-embed";

describe("calendarUrl", () => {
  it("opens the configured calendar, prefilled with the enquiry's name, email and phone", () => {
    const url = new URL(
      calendarUrl("AbC123xyz", { name: " Ana María  López ", email: "ana@example.com ", phone: "+1 415 555 0100" }),
    );
    expect(url.origin).toBe(CALENDAR_ORIGIN);
    expect(url.pathname).toBe("/widget/booking/AbC123xyz");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      first_name: "Ana",
      last_name: "María López",
      email: "ana@example.com",
      phone: "+1 415 555 0100",
    });
  });

  it("leaves out what it does not know", () => {
    expect(calendarUrl("AbC123xyz")).toBe(`${CALENDAR_ORIGIN}/widget/booking/AbC123xyz`);
    expect(new URL(calendarUrl("AbC123xyz", { name: "Cher", email: "", phone: "" })).search).toBe("?first_name=Cher");
  });
});

describe("splitName", () => {
  it("takes the first word as the first name and the rest as the last", () => {
    expect(splitName("Jo")).toEqual({ first: "Jo", last: "" });
    expect(splitName("  ")).toEqual({ first: "", last: "" });
  });
});

describe("isBookingComplete", () => {
  it("accepts the calendar's message from the calendar's origin", () => {
    expect(isBookingComplete(CALENDAR_ORIGIN, "msgsndr-booking-complete")).toBe(true);
    expect(
      isBookingComplete(CALENDAR_ORIGIN, ["msgsndr-booking-complete", { calendarId: "c", fingerprint: "f" }]),
    ).toBe(true);
    // Only the name itself: not another message that happens to start with it.
    expect(isBookingComplete(CALENDAR_ORIGIN, "msgsndr-booking-complete-later")).toBe(false);
  });

  it("ignores the same message from any other origin, and other messages", () => {
    for (const origin of [
      "https://evil.example",
      "http://api.leadconnectorhq.com",
      "https://api.leadconnectorhq.com.evil.example",
      "null",
    ]) {
      expect(isBookingComplete(origin, "msgsndr-booking-complete")).toBe(false);
    }
    for (const data of ["highlevel.setHeight", { type: "msgsndr-booking-complete" }, null, 42, []])
      expect(isBookingComplete(CALENDAR_ORIGIN, data)).toBe(false);
  });
});
