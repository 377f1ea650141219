import { describe, expect, it } from "vitest";
import { csvField, toCsv } from "./leads-format.ts";

describe("CSV export", () => {
  it("quotes commas, quotes and newlines and defuses spreadsheet formulas", () => {
    expect(csvField('a "b", c')).toBe('"a ""b"", c"');
    expect(csvField("line\nbreak")).toBe('"line\nbreak"');
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(toCsv([{ id: 1, createdAt: "t", name: "A", email: "a@b.c", phone: "1", message: "m" }])).toBe(
      "id,createdAt,name,email,phone,message\r\n1,t,A,a@b.c,1,m\r\n",
    );
  });
});
