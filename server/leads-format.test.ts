import { describe, expect, it } from "vitest";
import { csvField, printable, toCsv, toText } from "./leads-format.ts";
import { notificationText } from "./notify.ts";

const lead = { id: 1, createdAt: "t", name: "A", email: "a@b.c", phone: "1", message: "m" };

describe("CSV export", () => {
  it("quotes commas, quotes and newlines and defuses spreadsheet formulas", () => {
    expect(csvField('a "b", c')).toBe('"a ""b"", c"');
    expect(csvField("line\nbreak")).toBe('"line\nbreak"');
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField("+1 555")).toBe("'+1 555");
    expect(csvField("-2")).toBe("'-2");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(toCsv([lead])).toBe("id,createdAt,name,email,phone,message\r\n1,t,A,a@b.c,1,m\r\n");
  });

  it("never writes raw control characters (stored before validation refused them)", () => {
    const csv = toCsv([{ ...lead, name: "Eve\u0000Cut", message: "x\u001b[2J\ry\u202e" }]);
    // eslint-disable-next-line no-control-regex
    expect(csv.replace(/\r\n/g, "").replace(/\n/g, "")).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202e]/);
    expect(csv).toContain("Eve\\u0000Cut");
    expect(csvField("\u0000=1")).toBe("\\u0000=1");
    expect(csvField("\t=1")).toBe("'\t=1");
  });
});

describe("text listing", () => {
  it("escapes newlines and escape sequences so a name cannot forge lines or clear the screen", () => {
    const text = toText([{ ...lead, name: "Eve\n#2  2020-01-01\n  Forged <x@y.z>", email: "e@x.io\u001b[2J", message: "a\u001b[H\nb" }]);
    expect(text.split("\n")).toHaveLength(4); // three lines per lead and the trailing newline
    // eslint-disable-next-line no-control-regex
    expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    expect(text).toContain("Eve\\u000a#2");
  });

  it("printable escapes C1, line separators and bidi overrides", () => {
    expect(printable("a\u0085b\u2028c\u202ed")).toBe("a\\u0085b\\u2028c\\u202ed");
    expect(printable("a\n\tb", { keepLineFeeds: true })).toBe("a\n\tb");
  });
});

describe("notification body", () => {
  it("adds no fake lines: only the message keeps its line breaks", () => {
    const body = notificationText({ ...lead, name: "Eve\nEmail: boss@evil.com", message: "Hi\r\nthere\u001b[2J" });
    expect(body.split("\n").filter((line) => line.startsWith("Email:"))).toEqual(["Email: a@b.c"]);
    expect(body).toContain("Hi\nthere\\u001b[2J");
  });
});
