import { describe, expect, it } from "vitest";
import { formatDuration, formatPeriod, formatTimeOfDay, parseAmount, withPeriod } from "./time-format";

describe("durations", () => {
  it("writes one unit per duration, singular or plural as the number needs, ranges with a hyphen", () => {
    expect(formatDuration(48, "hour")).toBe("48 hours");
    expect(formatDuration(1, "hour")).toBe("1 hour");
    expect(formatDuration([7, 10], "day")).toBe("7-10 days");
    expect(formatDuration([2, 4], "week")).toBe("2-4 weeks");
    expect(formatDuration(24, "month")).toBe("24 months");
    expect(formatDuration(30, "minute")).toBe("30 minutes");
    expect(formatDuration([5, 7], "businessDay")).toBe("5-7 business days");
    expect(formatDuration(1, "businessDay")).toBe("1 business day");
  });

  it("has the form that stands before a noun: 30-day, 48-hour, 30-minute", () => {
    expect(formatDuration(30, "day", { adjective: true })).toBe("30-day");
    expect(formatDuration(48, "hour", { adjective: true })).toBe("48-hour");
    expect(formatDuration(30, "minute", { adjective: true })).toBe("30-minute");
  });

  it("formats per language, with Intl's plurals and units", () => {
    expect(formatDuration([7, 10], "day", { locale: "es" })).toBe("7-10 días");
    expect(formatDuration(48, "hour", { locale: "es" })).toBe("48 horas");
    expect(formatDuration([5, 7], "businessDay", { locale: "es" })).toBe("5-7 días hábiles");
    // Spanish puts the duration after the noun: "garantía de 30 días".
    expect(formatDuration(30, "day", { locale: "es", adjective: true })).toBe("de 30 días");
    expect(formatDuration(1200, "hour")).toBe("1,200 hours");
  });

  it("reads a number or a range from content, and refuses anything else", () => {
    expect(parseAmount("7-10")).toEqual([7, 10]);
    expect(parseAmount(" 5 - 7 ")).toEqual([5, 7]);
    expect(parseAmount("48")).toBe(48);
    expect(parseAmount(14)).toBe(14);
    expect(() => parseAmount("5-7 business days")).toThrow(/not a number or a range/);
  });
});

describe("times of day", () => {
  it("writes a 12-hour clock in US English, minutes only when there are some", () => {
    expect(formatTimeOfDay("21:00")).toBe("9 PM");
    expect(formatTimeOfDay("09:30")).toBe("9:30 AM");
    expect(formatTimeOfDay("0:00")).toBe("12 AM");
    expect(formatTimeOfDay("12:00")).toBe("12 PM");
  });

  it("writes the language's own clock", () => {
    expect(formatTimeOfDay("21:00", "es")).toBe("21:00");
    expect(formatTimeOfDay("09:30", "es")).toBe("9:30");
  });

  it("refuses what is not a time of day", () => {
    expect(() => formatTimeOfDay("9pm")).toThrow();
    expect(() => formatTimeOfDay("24:00")).toThrow();
  });
});

describe("billing periods", () => {
  it("is always 'per month' or 'per hour', in the page's language", () => {
    expect(formatPeriod("mo")).toBe("per month");
    expect(withPeriod("$499", "mo")).toBe("$499 per month");
    expect(withPeriod("$15", "hour")).toBe("$15 per hour");
    expect(formatPeriod("mo", "es-US")).toBe("al mes");
    expect(formatPeriod("hour", "fr")).toBe("per hour");
  });
});
