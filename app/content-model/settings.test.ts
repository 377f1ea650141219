import { isHttpsUrl, readSettings } from "../../config/settings.mjs";
import { snapshotSchema } from "./schema";

describe("BOOKING_URL", () => {
  it("is empty by default", () => {
    expect(readSettings({}).bookingUrl).toBe("");
  });

  it("takes a full https:// calendar address", () => {
    expect(readSettings({ BOOKING_URL: " https://link.example.com/widget/booking/abc " }).bookingUrl).toBe(
      "https://link.example.com/widget/booking/abc",
    );
  });

  it.each([
    "http://example.com/book",
    "example.com/book",
    "javascript:alert(1)",
    "https://",
    "https://user:pw@example.com/",
  ])("stops the build on %s", (value) => {
    expect(() => readSettings({ BOOKING_URL: value })).toThrow(/BOOKING_URL/);
  });
});

describe("GHL_BOOKING_CALENDAR_ID and GHL_CHAT_WIDGET_ID", () => {
  it("are left out of the site settings when unset, so the browser's settings object is as without them", () => {
    const settings = readSettings({});
    expect(JSON.stringify(settings)).not.toMatch(/bookingCalendarId|chatWidgetId/);
  });

  it("take GoHighLevel's ids", () => {
    const settings = readSettings({
      GHL_BOOKING_CALENDAR_ID: " Xk3fP9qLmN2rT7vW1yZa ",
      GHL_CHAT_WIDGET_ID: "65f1b2c3d4e5f6a7b8c9d0e1",
    });
    expect(settings.bookingCalendarId).toBe("Xk3fP9qLmN2rT7vW1yZa");
    expect(settings.chatWidgetId).toBe("65f1b2c3d4e5f6a7b8c9d0e1");
  });

  it.each([
    "short",
    "../../evil",
    "abc def ghi",
    "https://api.leadconnectorhq.com/widget/booking/abc",
    "a".repeat(65),
    'id"onload=x',
  ])("stop the build on %s", (value) => {
    expect(() => readSettings({ GHL_BOOKING_CALENDAR_ID: value })).toThrow(/GHL_BOOKING_CALENDAR_ID/);
    expect(() => readSettings({ GHL_CHAT_WIDGET_ID: value })).toThrow(/GHL_CHAT_WIDGET_ID/);
  });
});

describe("PHONE_DEFAULT_COUNTRY", () => {
  it("is the US by default and takes any country with a numbering plan, in either case", () => {
    expect(readSettings({}).phoneDefaultCountry).toBe("US");
    expect(readSettings({ PHONE_DEFAULT_COUNTRY: "gb" }).phoneDefaultCountry).toBe("GB");
  });

  it.each(["USA", "XX", "1", "U S"])("stops the build on %s", (value) => {
    expect(() => readSettings({ PHONE_DEFAULT_COUNTRY: value })).toThrow(/PHONE_DEFAULT_COUNTRY/);
  });
});

describe("THANK_YOU_REDIRECT", () => {
  it("is off by default and on with 1", () => {
    expect(readSettings({}).thankYouRedirect).toBe(false);
    expect(readSettings({ THANK_YOU_REDIRECT: "1" }).thankYouRedirect).toBe(true);
    expect(() => readSettings({ THANK_YOU_REDIRECT: "sometimes" })).toThrow(/THANK_YOU_REDIRECT/);
  });
});

describe("isHttpsUrl", () => {
  it("accepts only full https addresses", () => {
    expect(isHttpsUrl("https://buy.stripe.com/test_123")).toBe(true);
    expect(isHttpsUrl("https://localhost/x")).toBe(false);
    expect(isHttpsUrl("https://buy.stripe.com/a b")).toBe(false);
  });
});

describe("a snapshot's checkoutUrl", () => {
  const field = snapshotSchema.shape.checkoutUrl;

  it("is optional, and an emptied CMS field means not set", () => {
    expect(field.safeParse(undefined)).toMatchObject({ success: true, data: undefined });
    expect(field.safeParse("")).toMatchObject({ success: true, data: undefined });
    expect(field.safeParse(null)).toMatchObject({ success: true, data: undefined });
  });

  it("accepts a Stripe Payment Link or an order form on https", () => {
    expect(field.safeParse("https://buy.stripe.com/test_123").success).toBe(true);
    expect(field.safeParse("https://shop.example.com/order-form").success).toBe(true);
  });

  it.each(["http://buy.stripe.com/x", "javascript:alert(1)", "/buy-snapshot/mortgage", "buy.stripe.com/x"])(
    "refuses %s",
    (value) => {
      expect(field.safeParse(value).success).toBe(false);
    },
  );
});
