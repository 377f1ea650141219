// @vitest-environment jsdom
/**
 * One story everywhere: rules that keep the site from contradicting itself, whatever an editor adds or rewords.
 * People and quoted clients are told apart by name; every promise of a response time is written once, in facts.yml,
 * and says whom it is for (the reply to an enquiry and the first response to a support request are two promises).
 * No test here pins a name, a sentence or a count.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadProjectContent } from "./.server/test-content";
import type { Content } from "./schema";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

let content: Content;
beforeAll(() => {
  content = loadProjectContent();
});

const normalize = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();
const firstName = (name: string) => normalize(name).split(" ")[0]!;
/** "Jordan Ellis" -> "jordan e.": how a quoted client with the same name would be printed. */
const asQuoted = (name: string) => {
  const [first, ...rest] = normalize(name).split(" ");
  const last = rest.at(-1);
  return last ? `${first} ${last[0]}.` : first!;
};

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => (seen.has(value) ? true : (seen.add(value), false)));
}

/** Every quoted client on the site: the home testimonials and each snapshot's, with where they appear. */
function quotedClients() {
  return [
    ...content.testimonials.map((testimonial) => ({ name: testimonial.name, where: "data/testimonials.yml" })),
    ...content.snapshotDetails.flatMap((snapshot) =>
      snapshot.testimonials.map((testimonial) => ({ name: testimonial.name, where: `snapshots/${snapshot.slug}.md` })),
    ),
  ];
}

describe("names", () => {
  it("no two people share a first name", () => {
    const firstNames = content.people.map((person) => firstName(person.name));
    const shared = duplicates(firstNames);
    const who = content.people
      .filter((person) => shared.includes(firstName(person.name)))
      .map((person) => `${person.name} (people/${person.id}.yml)`);
    expect(who).toEqual([]);
  });

  it("no quoted client's name appears twice across the site", () => {
    const clients = quotedClients();
    const repeated = duplicates(clients.map((client) => normalize(client.name)));
    const where = clients
      .filter((client) => repeated.includes(normalize(client.name)))
      .map((client) => `${client.name} in ${client.where}`);
    expect(where).toEqual([]);
  });

  it("no quoted client carries a team member's name (a client quote must not read as our own staff)", () => {
    const staff = new Set(content.people.map((person) => asQuoted(person.name)));
    const clash = quotedClients()
      .filter((client) => staff.has(normalize(client.name)))
      .map((client) => `${client.name} in ${client.where}`);
    expect(clash).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Response times

/** Every content file but facts.yml, which is where the figures are stated. */
function contentFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(file);
      else if (/\.(ya?ml|md)$/.test(entry.name) && !/^content\/data\/facts\.([a-z]{2}\.)?yml$/.test(file))
        out.push(file);
    }
  };
  walk("content");
  return out;
}

const REPLY = String.raw`(?:repl(?:y|ies|ied)|respon(?:d|ds|se)|answer(?:s|ed)?|quote|get back|hear back|come back)`;
const HOURS = String.raw`\d+\s*(?:-\s*|\s)?(?:hours?|hrs?|h)\b`;
/** A typed waiting time: hours, or days ("within 2 business days"). */
const WAIT = String.raw`(?:${HOURS}|\d+(?:-\d+)?\s+(?:business\s+|working\s+)?days?\b)`;
/**
 * A response time typed as a number: "reply within 24 hours", "answer within 2 business days", "48hr response", "a 48-hour first reply". Reminder
 * timings ("reminders at 24 hours") and platform rules ("the 24-hour window Meta allows") name no reply of ours.
 */
const TYPED_PROMISE = new RegExp(
  String.raw`\b${REPLY}\b[^.\n{}]{0,40}?\bwithin\s+${WAIT}|\b${HOURS}\s*(?:first\s+)?${REPLY}`,
  "gi",
);

/** Text of rendered Markdown. */
const textOfHtml = (html: string) => new DOMParser().parseFromString(html, "text/html").body.textContent ?? "";

/** Every sentence a visitor can read, from the content as built (tokens filled in, Markdown as text). */
function builtSentences(): string[] {
  const texts: string[] = [];
  const walk = (value: unknown, key = "") => {
    if (typeof value === "string") texts.push(/html$/i.test(key) ? textOfHtml(value) : value);
    else if (Array.isArray(value)) value.forEach((item) => walk(item, key));
    else if (value !== null && typeof value === "object")
      for (const [inner, item] of Object.entries(value)) walk(item, inner);
  };
  walk(content);
  return texts.flatMap((text) => text.split(/(?<=[.!?])\s+|\n+/)).map((sentence) => sentence.trim());
}

describe("response times", () => {
  it("are stated through a facts token, never typed as a number", () => {
    const typed = contentFiles().flatMap((file) =>
      [...readFileSync(path.join(ROOT, file), "utf8").matchAll(TYPED_PROMISE)].map((match) => `${file}: "${match[0]}"`),
    );
    expect(typed).toEqual([]);
  });

  it("say whom they are for: the support response to support requests, the enquiry reply to enquiries", () => {
    const { firstResponseHours, enquiryReplyHours } = content.facts;
    const promises = (hours: number) => {
      const promise = new RegExp(
        String.raw`\b${REPLY}\b[^.]*\bwithin\s+${hours}\s+hours|\b${hours}(?:-hour|hr)\b[^.]*\b${REPLY}|${REPLY}[^.]*\b${hours}-hour clock`,
        "i",
      );
      return builtSentences().filter((sentence) => promise.test(sentence));
    };
    const support = /\bsupport\b/i;
    if (firstResponseHours !== enquiryReplyHours) {
      const supportPromises = promises(firstResponseHours);
      expect(supportPromises.length, "the support response time is shown somewhere").toBeGreaterThan(0);
      expect(supportPromises.filter((sentence) => !support.test(sentence))).toEqual([]);
      // The popup's success message is the client's fixed text, said right after an enquiry is sent (tested below).
      const enquiryPromises = promises(enquiryReplyHours).filter(
        (sentence) => !content.interfaceWords.sent.popupSuccess.includes(sentence),
      );
      expect(enquiryPromises.length, "the enquiry reply time is shown somewhere").toBeGreaterThan(0);
      expect(
        enquiryPromises.filter(
          (sentence) => support.test(sentence) || !/\b(?:(?:en|in)quir(?:y|ies)|quote)\b/i.test(sentence),
        ),
      ).toEqual([]);
    }
  });

  it("the popup's fixed success message promises the enquiry reply time", () => {
    expect(content.interfaceWords.sent.popupSuccess).toContain(`${content.facts.enquiryReplyHours} hours`);
  });
});
