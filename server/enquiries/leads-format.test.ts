import { describe, expect, it } from "vitest";
import { csvField, printable, toCsv, toText } from "./leads-format.ts";
import { leadNote } from "../destinations/lead-summary.ts";
import type { StoredLead } from "./lead-columns.ts";
import { notificationSubject, notificationText } from "../destinations/notify.ts";

const lead: StoredLead = {
  id: 1,
  createdAt: "t",
  name: "A",
  email: "a@b.c",
  phone: "1",
  message: "m",
  attribution: {},
  smsConsentAt: null,
  lang: "en",
};
const HEADER =
  "id,createdAt,name,email,phone,message,smsConsentAt,lang,form,context,interest,page,utm_source,utm_medium,utm_campaign,utm_term,utm_content,referrer,landing_page";

describe("CSV export", () => {
  it("quotes commas, quotes and newlines and defuses spreadsheet formulas", () => {
    expect(csvField('a "b", c')).toBe('"a ""b"", c"');
    expect(csvField("line\nbreak")).toBe('"line\nbreak"');
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField("+1 555")).toBe("'+1 555");
    expect(csvField("-2")).toBe("'-2");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(toCsv([lead])).toBe(`${HEADER}\r\n1,t,A,a@b.c,1,m,,en,,,,,,,,,,,\r\n`);
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

describe("context and attribution", () => {
  const attributed = {
    ...lead,
    attribution: {
      form: "popup",
      context: "Get Started with the Pro Plan",
      page: "/pricing",
      utm_source: "=google",
      utm_campaign: "spring, 2026",
      referrer: "https://news.example/a",
      landing_page: "/blog/a",
    },
  };

  it("exports the form, context, page, UTM and referrer columns, escaped like the other fields", () => {
    const [header, row] = toCsv([attributed]).split("\r\n");
    expect(header).toBe(HEADER);
    expect(row).toBe(
      '1,t,A,a@b.c,1,m,,en,popup,Get Started with the Pro Plan,,/pricing,\'=google,,"spring, 2026",,,https://news.example/a,/blog/a',
    );
  });

  it("lists them under the lead, only those present", () => {
    const text = toText([{ ...attributed, attribution: { ...attributed.attribution, context: "Pro\n#9 forged" } }]);
    expect(text).toContain(
      "form=popup  context=Pro\\u000a#9 forged  page=/pricing  utm_source==google  utm_campaign=spring, 2026  referrer=https://news.example/a  landing_page=/blog/a",
    );
    expect(toText([lead]).split("\n")).toHaveLength(6);
  });
});

describe("text listing", () => {
  it("escapes newlines and escape sequences so a name cannot forge lines or clear the screen", () => {
    const text = toText([
      { ...lead, name: "Eve\n#2  2020-01-01\n  Forged <x@y.z>", email: "e@x.io\u001b[2J", message: "a\u001b[H\nb" },
    ]);
    expect(text.split("\n")).toHaveLength(6); // five lines per lead and the trailing newline
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

describe("consent to marketing texts, wherever a lead is read", () => {
  const agreed = { ...lead, smsConsentAt: "2026-11-27T10:15:00.000Z" };
  const places = {
    listing: (l: StoredLead) => toText([l]),
    "notification e-mail": (l: StoredLead) => notificationText(l),
    "GoHighLevel note": (l: StoredLead) => leadNote({ ...l, reference: "r" }, undefined),
  };

  it.each(Object.entries(places))("the %s says whether and when texts were agreed", (_, show) => {
    expect(show(agreed)).toMatch(/Marketing texts: agreed 2026-11-27T10:15:00\.000Z/);
    expect(show(lead)).toMatch(/Marketing texts: no consent/);
    expect(show(lead)).not.toMatch(/Marketing texts: agreed/);
  });

  it("the CSV has the time in its own column, empty without consent", () => {
    const [header, withConsent, without] = toCsv([agreed, lead]).split("\r\n");
    const column = header!.split(",").indexOf("smsConsentAt");
    expect(column).toBeGreaterThan(-1);
    expect(withConsent!.split(",")[column]).toBe("2026-11-27T10:15:00.000Z");
    expect(without!.split(",")[column]).toBe("");
  });
});

describe("the enquiry's language", () => {
  it("the listing, the CSV, the e-mail and the CRM's note say which language to reply in", () => {
    const spanish = { ...lead, lang: "es" as const };
    expect(toText([spanish])).toContain("Reply in Spanish (es)");
    expect(toCsv([spanish]).split("\r\n")[1]!.split(",")[HEADER.split(",").indexOf("lang")]).toBe("es");
    expect(notificationText(spanish)).toMatch(/^Reply in Spanish\n/);
    expect(leadNote({ ...spanish, reference: "ref-1" }, undefined)).toContain("\nReply in Spanish\n");
    expect(toText([lead])).toContain("Reply in English (en)");
    expect(notificationSubject({ ...spanish, name: "Lucía" })).toBe("New inquiry #1 from Lucía (reply in Spanish)");
    expect(notificationSubject({ ...lead, name: "Lee" })).toBe("New inquiry #1 from Lee");
  });
});
