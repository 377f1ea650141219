import { describe, expect, it } from "vitest";
import {
  checkEnquiry,
  formatPhone,
  isSingleEmailAddress,
  phoneE164,
  problemText,
  type ProblemMessages,
} from "./enquiry-rules";

const good = {
  name: "Dana Ruiz",
  email: "dana@example.com",
  phone: "(512) 555-0199",
  message: "We need a pipeline for our clinic.",
};
const rulesOf = (fields: Partial<typeof good>, country = "US") =>
  checkEnquiry({ ...good, ...fields }, country).problems;

describe("the enquiry rules", () => {
  it("accept a complete enquiry, trimmed, with the phone in E.164", () => {
    expect(checkEnquiry({ ...good, name: "  Dana Ruiz " }, "US")).toEqual({
      problems: [],
      fields: { ...good, phone: "+15125550199" },
    });
  });

  it("name every empty field as missing, in the forms' order", () => {
    expect(checkEnquiry({ name: " ", email: "", phone: "", message: "\n" }, "US").problems).toEqual([
      { field: "name", rule: "missing" },
      { field: "email", rule: "missing" },
      { field: "phone", rule: "missing" },
      { field: "message", rule: "missing" },
    ]);
  });

  it("want a name of 2 to 100 characters with at least one letter", () => {
    expect(rulesOf({ name: "A" })).toEqual([{ field: "name", rule: "invalid" }]);
    expect(rulesOf({ name: "12345" })).toEqual([{ field: "name", rule: "invalid" }]);
    expect(rulesOf({ name: "a".repeat(101) })).toEqual([{ field: "name", rule: "invalid" }]);
    expect(rulesOf({ name: "Li" })).toEqual([]);
    expect(rulesOf({ name: "Zoë O'Neil-Åberg" })).toEqual([]);
    expect(rulesOf({ name: "李明" })).toEqual([]);
  });

  it("want one plain email address", () => {
    for (const email of ["dana", "dana@example", "a@b.co, c@d.co", "Dana <dana@example.com>", "dana @example.com"])
      expect(rulesOf({ email }), email).toEqual([{ field: "email", rule: "invalid" }]);
    expect(isSingleEmailAddress("dana.ruiz+site@mail.example.co.uk")).toBe(true);
  });

  it("want a phone number that can exist, read in the default country unless it has a country code", () => {
    for (const phone of ["1", "555", "call me", "+1 555", "000 000 0000"])
      expect(rulesOf({ phone }), phone).toEqual([{ field: "phone", rule: "invalid" }]);
    expect(phoneE164("512 555 0199", "US")).toBe("+15125550199");
    expect(phoneE164("+44 20 7946 0958", "US")).toBe("+442079460958");
    expect(phoneE164("020 7946 0958", "GB")).toBe("+442079460958");
    expect(phoneE164("020 7946 0958", "US")).toBeUndefined();
  });

  it("want a message of at least 10 characters", () => {
    expect(rulesOf({ message: "x" })).toEqual([{ field: "message", rule: "invalid" }]);
    expect(rulesOf({ message: "  Ten chars! " })).toEqual([]);
    expect(rulesOf({ message: "123456789" })).toEqual([{ field: "message", rule: "invalid" }]);
  });

  it("fill a message's limits in from the rules", () => {
    const messages = { name: { missing: "m", invalid: "Use {min} to {max} characters" } } as ProblemMessages;
    expect(problemText(messages, { field: "name", rule: "invalid" })).toBe("Use 2 to 100 characters");
  });

  it("show a stored number formatted, and anything else as stored", () => {
    expect(formatPhone("+15125550199")).toBe("+1 512 555 0199");
    expect(formatPhone("555-0100 ext 4")).toBe("555-0100 ext 4");
  });
});
