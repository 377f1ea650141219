// The contact page says what a call to action brought the visitor to ask about (/contact?interest=plan:standard):
// "You are asking about the Standard plan, $<price> per month." The build writes the sentence and the phrase of every interest
// the site offers (build/contact-interest.json, from the content); without JavaScript the server fills them into the
// prerendered page, so the line and the hidden `interest` field work with no script at all.
import { readFile } from "node:fs/promises";
import { CONTACT_FORM_ID, INTEREST_MARKER, interestNote, type ContactInterest } from "../lib/interest-note.ts";
import { INTEREST_KINDS, interestKey } from "../lib/interest.ts";
import { formatDollars } from "../lib/pricing.ts";
import { withPeriod } from "../lib/time-format.ts";
import { resolveInterest, type InterestCatalog } from "./lead-catalog.ts";

/** The file name of what the build writes beside build/client. */
export const CONTACT_INTEREST_FILE = "contact-interest.json";

/** How the note names each kind of interest in the page's language: "{name} plan", "plan {name}"... (interface words). */
export type InterestWords = Record<(typeof INTEREST_KINDS)[number], string>;

/** A name in its kind's words ("{name} plan" -> "Starter plan"), said once when the name already says it ("Roofing Snapshot"). */
function inWords(name: string, template: string): string {
  const noun = template.replace("{name}", "").trim().toLowerCase();
  const lower = name.toLowerCase();
  return noun && (lower.endsWith(` ${noun}`) || lower.startsWith(`${noun} `)) ? name : template.replace("{name}", name);
}

/**
 * The phrase of every interest the catalog offers, by key: its label and, when the content knows it, its price
 * ("Standard plan, $<price> per month", "Mortgage Broker Pro snapshot, $497", "CRM Setup service"). Every kind and every id is
 * tried, so a new kind of interest needs nothing here. With `words` and `locale` (the contact page's language), the
 * kind and the period are said in that language; without, in English.
 */
export function interestNotes(
  catalog: InterestCatalog,
  words?: InterestWords,
  locale?: string,
): Record<string, string> {
  const names = {
    plan: catalog.plans,
    snapshot: catalog.snapshots,
    service: catalog.services,
    industry: catalog.industries,
  };
  const ids = new Set(Object.values(catalog).flatMap((section: Record<string, unknown>) => Object.keys(section)));
  const notes: Record<string, string> = {};
  for (const kind of INTEREST_KINDS) {
    for (const id of ids) {
      const interest = resolveInterest(interestKey(kind, id), catalog);
      if (!interest) continue;
      // A plan has a value only when it is monthly.
      const price =
        interest.value === undefined
          ? ""
          : `, ${kind === "plan" ? withPeriod(formatDollars(interest.value), "mo", locale) : formatDollars(interest.value)}`;
      const name = names[kind][id]?.name;
      // A name that already ends with its kind ("Mortgage Snapshot" + " snapshot") says it once.
      const label = words && name ? inWords(name, words[kind]) : interest.label.replace(/\b(\w+) \1$/i, "$1");
      notes[interestKey(kind, id)] = `${label}${price}`;
    }
  }
  return notes;
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);

/**
 * The prerendered contact page with its note filled in for the query's interest; undefined when the query names
 * none the site offers (or the page has no marker): the plain page is served, and nothing of the query is echoed.
 */
export function fillInterestNote(html: string, search: string, contactInterest: ContactInterest): string | undefined {
  const note = interestNote(search, contactInterest);
  if (!note || !html.includes(INTEREST_MARKER)) return undefined;
  const field = `<input type="hidden" name="interest" form="${CONTACT_FORM_ID}" value="${escapeHtml(note.key)}">`;
  return html.replace(INTEREST_MARKER, () => escapeHtml(note.text) + field);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The build's file, checked; undefined (with a log line) when missing or malformed: the page is then served plain. */
export async function readContactInterest(
  file: string,
  log: (...args: unknown[]) => void = console.log,
): Promise<ContactInterest | undefined> {
  try {
    const data: unknown = JSON.parse(await readFile(file, "utf8"));
    if (!isRecord(data) || typeof data.sentence !== "string" || !isRecord(data.notes))
      throw new Error("not a sentence and notes");
    const notes = Object.fromEntries(
      Object.entries(data.notes).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
    return { sentence: data.sentence, notes };
  } catch (error) {
    log(
      `[server] cannot read ${file} (written by npm run build): /contact shows no note on what a visitor asks about:`,
      error instanceof Error ? error.message : error,
    );
    return undefined;
  }
}
