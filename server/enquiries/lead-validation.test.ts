import { describe, expect, it } from "vitest";
import { loadProjectContent } from "../../app/content-model/.server/test-content.ts";
import {
  answerLang,
  isSingleEmailAddress,
  parseIdempotencyKey,
  validateAttribution,
  validateLang,
  validateLead,
} from "./lead-validation.ts";
import { enquiryMessagesFromContent } from "../../contracts/enquiry-messages.ts";

const valid = { name: "Dana Ruiz", email: "dana@example.org", phone: "+1 (512) 555-0199", message: "Hello\nthere" };

describe("validateLead", () => {
  it.each([
    ["name", "Dana\u0000Ruiz", "Name"],
    ["name", "Dana\nFake: line", "Name"],
    ["name", "\u001b[2J\u001b[HDana", "Name"],
    ["name", "Dana\u007f", "Name"],
    ["name", "Dana\u0085", "Name"],
    ["name", "Dana\u2028Ruiz", "Name"],
    ["name", "Dana\u202eevil", "Name"],
    ["phone", "555\r\n0199", "Phone"],
    ["phone", "555\t0199", "Phone"],
    ["email", "dana@exa\u0000mple.org", "Email"],
    ["message", "Hi\u0000there", "Message"],
    ["message", "Hi \u001b[31mred", "Message"],
  ])("refuses control characters in %s (%j) naming the field", (field, value, label) => {
    expect(validateLead({ ...valid, [field]: value })).toMatchObject({
      ok: false,
      field,
      message: `${label} contains characters we can't accept.`,
    });
  });

  it.each([
    ["zero-width spaces", "\u200b\u200b"],
    ["a zero-width joiner and a BOM", "\u200d\ufeff"],
    ["the Hangul filler U+3164", "\u3164\u3164"],
    ["the halfwidth Hangul filler U+FFA0", "\uffa0"],
    ["the blank Braille pattern U+2800", "\u2800 \u2800"],
    ["combining marks alone", "\u0301\u0308\u0301"],
    ["spaces of other kinds between them", "\u200b\u00a0\u3000\u200b"],
  ])("refuses a name made only of invisible characters (%s), naming the field", (_, name) => {
    expect(validateLead({ ...valid, name })).toMatchObject({
      ok: false,
      field: "name",
      message: "Name has no visible characters.",
    });
    expect(validateLead({ ...valid, message: name })).toMatchObject({ ok: false, field: "message" });
  });

  it("keeps names whose marks sit on letters, and any visible script or emoji", () => {
    for (const name of ["Jose\u0301 Ruiz", "김민준", "Zoë", "Dana 🙂", "O'Brien-Smith"])
      expect(validateLead({ ...valid, name })).toMatchObject({ ok: true });
  });

  it.each([
    ["a lone high surrogate", "Dana \ud800"],
    ["a lone low surrogate", "\udc00Dana"],
    ["swapped surrogates", "Dana \ude00\ud83d"],
  ])("refuses ill-formed UTF-16 (%s), naming the field", (_, name) => {
    expect(validateLead({ ...valid, name })).toMatchObject({
      ok: false,
      field: "name",
      message: "Name contains characters we can't accept.",
    });
    expect(validateLead({ ...valid, message: `Hello ${name}` })).toMatchObject({ ok: false, field: "message" });
  });

  it("allows tabs and line breaks in the message only, normalised to \\n, and trims every value", () => {
    const result = validateLead({
      name: "  Dana Ruiz\r\n",
      email: " dana@example.org\r\n",
      phone: "512 555 0199 ",
      message: "\r\nLine 1\r\n\tLine 2\r\n",
    });
    expect(result).toEqual({
      ok: true,
      lead: { name: "Dana Ruiz", email: "dana@example.org", phone: "+15125550199", message: "Line 1\n\tLine 2" },
    });
  });

  it.each([
    ["victim,attacker@evil.com"],
    ['"Boss"<attacker@evil.com>'],
    ["Boss <boss@evil.com>"],
    ["a b@evil.com"],
    ["a@evil.com\r\nBcc: x@y.z"],
    ["a@b"],
    ["a@@b.com"],
    ["a;b@evil.com"],
    ["a@evil.com,b@evil.com"],
  ])("refuses %j as an email address", (email) => {
    expect(validateLead({ ...valid, email })).toMatchObject({ ok: false, field: "email" });
  });

  it.each([["dana@example.org"], ["o'brien+tag@mail.example.co.uk"], ["josé@exämple.de"]])("accepts %j", (email) => {
    expect(isSingleEmailAddress(email)).toBe(true);
  });

  it.each([[["a", "b"]], [{ first: "Dana" }], [42]])("refuses a non-string value %j naming the field", (name) => {
    expect(validateLead({ ...valid, name })).toMatchObject({
      ok: false,
      field: "name",
      message: "Name must be a single text value.",
    });
  });
});

describe("validateLead with the form's rules and words", () => {
  const { problems: messages } = enquiryMessagesFromContent(loadProjectContent().enquiryForm);
  const rules = { messages, defaultCountry: "US" };

  it.each([
    ["name", "", "missing"],
    ["name", "D", "invalid"],
    ["name", "42", "invalid"],
    ["email", "", "missing"],
    ["email", "dana@", "invalid"],
    ["phone", "", "missing"],
    ["phone", "1", "invalid"],
    ["phone", "555 0199", "invalid"],
    ["message", "", "missing"],
    ["message", "x", "invalid"],
  ] as const)("refuses %s %j naming the field in the form's words", (field, value, rule) => {
    const result = validateLead({ ...valid, [field]: value }, rules);
    expect(result).toMatchObject({ ok: false, field, problems: [{ field }] });
    const message = result.ok ? "" : result.message;
    expect(message).toBe(messages[field][rule].replace("{min}", field === "name" ? "2" : "10").replace("{max}", "100"));
  });

  it("lists every problem at once, in the forms' order", () => {
    const result = validateLead({ name: "", email: "x", phone: "1", message: "short" }, rules);
    expect(result.ok ? [] : result.problems.map((problem) => problem.field)).toEqual([
      "name",
      "email",
      "phone",
      "message",
    ]);
  });

  it("reads a number without a country code in the configured country", () => {
    expect(validateLead({ ...valid, phone: "020 7946 0958" }, { messages, defaultCountry: "GB" })).toMatchObject({
      ok: true,
      lead: { phone: "+442079460958" },
    });
    expect(validateLead({ ...valid, phone: "020 7946 0958" }, rules)).toMatchObject({ ok: false, field: "phone" });
  });
});

describe("parseIdempotencyKey", () => {
  it("accepts a UUID (lower-cased) or nothing, and refuses anything else", () => {
    expect(parseIdempotencyKey("7F9C1A5E-1B2C-4D3E-8F90-0123456789AB")).toEqual({
      ok: true,
      key: "7f9c1a5e-1b2c-4d3e-8f90-0123456789ab",
    });
    expect(parseIdempotencyKey(undefined)).toEqual({ ok: true, key: undefined });
    expect(parseIdempotencyKey("not-a-uuid")).toEqual({ ok: false });
    expect(parseIdempotencyKey(["7f9c1a5e-1b2c-4d3e-8f90-0123456789ab"])).toEqual({ ok: false });
  });
});

describe("validateAttribution", () => {
  it("keeps the landing page only as a path of this site: starts with one /, at most 300 characters, no control characters", () => {
    expect(validateAttribution({ landing_page: "/blog/pipelines", utm_source: "news" })).toEqual({
      ok: true,
      attribution: { landing_page: "/blog/pipelines", utm_source: "news" },
    });
    expect(validateAttribution({ landing_page: `/${"a".repeat(299)}` })).toMatchObject({ ok: true });
    for (const landing_page of [
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "pricing",
      "/a\u0007b",
      `/${"a".repeat(300)}`,
    ]) {
      expect(validateAttribution({ landing_page }), landing_page).toMatchObject({ ok: false, field: "landing_page" });
    }
  });
});

describe("validateLang", () => {
  it("takes the form's en or es, and English when the field is absent or empty", () => {
    expect(validateLang({ lang: "es" })).toEqual({ ok: true, lang: "es" });
    expect(validateLang({ lang: "en" })).toEqual({ ok: true, lang: "en" });
    expect(validateLang({})).toEqual({ ok: true, lang: "en" });
    expect(validateLang({ lang: "" })).toEqual({ ok: true, lang: "en" });
  });

  it.each([["fr"], ["es-US"], ["ES"], [["es", "en"]], [{ lang: "es" }]])(
    "refuses %j, a value no form sends",
    (value) => {
      expect(validateLang({ lang: value })).toMatchObject({ ok: false, field: "lang" });
      // A refusal about it is written in English, the language the lead could not be shown to be in.
      expect(answerLang({ lang: value })).toBe("en");
    },
  );
});
