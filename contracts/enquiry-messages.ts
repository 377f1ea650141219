// The words of the enquiry rules' problems and the receiver's own answers (content/data/enquiry-form.en.yml, .es.yml),
// as the build records them beside build/client: the receiver refuses in the same words the browser form shows,
// without loading the content loader. Each language's pass records its own: English in build/, another language in
// build/lang/<lang>/ (scripts/build/build.ts handoverDir), and the receiver answers in the enquiry's language. The words of
// the box agreeing to marketing texts go with them, under a version id: the receiver stores that version with each
// consent, and the words themselves once per version, so a consent can be shown with what it agreed to years later.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { DEFAULT_LANG, LANGS, type Lang } from "../config/languages.mjs";
import type { ProblemMessages } from "../lib/enquiry-rules.ts";
import { FIELD_ORDER, RULES, type ContactField } from "../lib/enquiry-contract.ts";
import { propertyAt } from "../lib/typed-object.ts";

export const ENQUIRY_MESSAGES_FILE = "enquiry-messages.json";

/** The receiver's own words: its refusals that are about no rule, and the page a form sent without JavaScript gets. */
export interface ReceiverWords {
  /** Title of the refusal page when a field needs correcting. */
  checkTitle: string;
  /** Title of the refusal page when the enquiry could not be taken. */
  notSentTitle: string;
  legend: string;
  labels: Record<ContactField, string>;
  send: string;
  back: string;
  home: string;
  /** `{max}` is the message's limit in characters. */
  tooLarge: string;
  unreadable: string;
  /** `{field}` is the field's label. */
  unacceptable: string;
  /** `{field}` is the field's label. */
  invisible: string;
  /** A field sent twice or as a list; `{field}` is the field's label. */
  notSingle: string;
  /** `{field}` is the field's label, `{max}` its limit in characters. */
  fieldTooLong: string;
  tooMany: string;
  unavailable: string;
}

/** The words of the box agreeing to marketing texts, as every form of the language shows them. */
export interface ConsentWords {
  /** The label as content writes it once its tokens are filled, links as Markdown (`[SMS terms](/sms-terms)`). */
  text: string;
  /** The words' version: consentVersion(text). A consent record names it instead of copying the words. */
  version: string;
}

export interface EnquiryMessages {
  /** Heading of the list of problems ("There is a problem"). */
  title: string;
  problems: ProblemMessages;
  /** The receiver's words; the plain English ones (PLAIN_RECEIVER_WORDS) when a build recorded none. */
  receiver?: ReceiverWords;
  /** The consent box's words; absent from a build made before they were recorded (no box on the refusal page then). */
  smsConsent?: ConsentWords;
}

/**
 * The version of a consent box's words: the first 16 hex characters of the SHA-256 of the text. Any edit to the words
 * (or to a token they use, such as the brand or the messages a month) is a new version; the same words in any build
 * are the same version, so a rebuild alone never makes one.
 */
export function consentVersion(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex").slice(0, 16);
}

/** The recorded consent words, or undefined when they are not words with their own version (left out, not trusted). */
function consentWordsOf(value: unknown): ConsentWords | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const text = propertyAt(value, "text");
  const version = propertyAt(value, "version");
  return typeof text === "string" && text.trim() !== "" && version === consentVersion(text)
    ? { text, version }
    : undefined;
}

/** The enquiry messages of each language the build recorded (a language without a build is absent). */
export type EnquiryMessagesByLang = Partial<Record<Lang, EnquiryMessages>>;

/** The receiver's words when no build recorded them: the site's English. */
export const PLAIN_RECEIVER_WORDS: ReceiverWords = {
  checkTitle: "Please check your inquiry",
  notSentTitle: "Your inquiry was not sent",
  legend: "Your inquiry",
  labels: { name: "Full name", email: "Email address", phone: "Phone number", message: "Project details" },
  send: "Send Inquiry",
  back: "Back to the page you came from",
  home: "Home",
  tooLarge: "Your message is too large. Please keep it under {max} characters.",
  unreadable: "We couldn't read the form data. Please try again.",
  unacceptable: "{field} contains characters we can't accept.",
  invisible: "{field} has no visible characters.",
  notSingle: "{field} must be a single text value.",
  fieldTooLong: "{field} is too long (maximum {max} characters).",
  tooMany: "Too many messages from your connection. Please wait a few minutes and try again.",
  unavailable: "We can't save messages right now. Please try again in a minute or email us.",
};

const RECEIVER_LINES = [
  "checkTitle",
  "notSentTitle",
  "legend",
  "send",
  "back",
  "home",
  "tooLarge",
  "unreadable",
  "unacceptable",
  "invisible",
  "notSingle",
  "fieldTooLong",
  "tooMany",
  "unavailable",
] as const;

/** The forms' own words the refusal page shows too (interface words' `form`: the labels and the send button). */
export interface FormWords {
  name: { label: string };
  email: { label: string };
  phone: { label: string };
  message: { label: string };
  sendInline: string;
}

/**
 * What the build records: the enquiry form's `problems` section and the receiver's words (`receiver`), with the forms'
 * labels and send button (interface words' `form`), so the refusal page names the fields as the form did.
 */
export function enquiryMessagesFromContent(
  {
    problems,
    receiver,
    smsConsent,
  }: {
    problems: { title: string } & ProblemMessages;
    receiver?: Omit<ReceiverWords, "labels" | "send">;
    smsConsent?: { label: string };
  },
  form?: FormWords,
): EnquiryMessages {
  const { title, ...byField } = problems;
  const labels = form
    ? { name: form.name.label, email: form.email.label, phone: form.phone.label, message: form.message.label }
    : PLAIN_RECEIVER_WORDS.labels;
  return {
    title,
    problems: byField,
    ...(receiver ? { receiver: { ...receiver, labels, send: form?.sendInline ?? PLAIN_RECEIVER_WORDS.send } } : {}),
    ...(smsConsent ? { smsConsent: { text: smsConsent.label, version: consentVersion(smsConsent.label) } } : {}),
  };
}

/**
 * Where a language's messages are, given the English file (build/enquiry-messages.json): the English file itself,
 * or build/lang/<lang>/enquiry-messages.json beside it.
 */
export function enquiryMessagesFileIn(lang: Lang, englishFile: string): string {
  return lang === DEFAULT_LANG
    ? englishFile
    : path.join(path.dirname(englishFile), "lang", lang, path.basename(englishFile));
}

/** The recorded words, checked; undefined (with a log line) when there is no build or the file is malformed. */
export async function readEnquiryMessages(
  file: string,
  log: (...args: unknown[]) => void = console.error,
): Promise<EnquiryMessages | undefined> {
  try {
    // Written by this build from checked content (enquiryMessagesFromContent, app/content-model/.server/vite-plugin.ts).
    const data = JSON.parse(await readFile(file, "utf8")) as EnquiryMessages;
    const complete =
      typeof data.title === "string" &&
      FIELD_ORDER.every((field) => RULES.every((rule) => typeof data.problems?.[field]?.[rule] === "string"));
    if (!complete) throw new Error("it does not hold a message for every field and rule");
    const receiver = data.receiver;
    if (
      receiver !== undefined &&
      !(
        RECEIVER_LINES.every((name) => typeof receiver[name] === "string") &&
        FIELD_ORDER.every((field) => typeof receiver.labels?.[field] === "string")
      )
    ) {
      throw new Error("its receiver words are incomplete");
    }
    // Words whose version does not match them would put a wrong version on every consent: left out, and said so.
    const { smsConsent: recorded, ...rest } = data;
    const smsConsent = consentWordsOf(recorded);
    if (recorded !== undefined && !smsConsent)
      log(
        `[contact] ${file}: the consent box's words are malformed or their version does not match them; consents are stored without their words' version until npm run build`,
      );
    return { ...rest, ...(smsConsent ? { smsConsent } : {}) };
  } catch (error) {
    log(
      `[contact] the form's messages are not built (${error instanceof Error ? error.message : String(error)}): refusals use plain field names; run npm run build`,
    );
    return undefined;
  }
}

/**
 * Every language's recorded words, from the English file's place (see enquiryMessagesFileIn). A language whose file
 * is missing is left out with a log line: its enquiries are refused in plain English words.
 */
export async function readEnquiryMessagesByLang(
  englishFile: string,
  log: (...args: unknown[]) => void = console.error,
): Promise<EnquiryMessagesByLang> {
  const entries = await Promise.all(
    LANGS.map(
      async (lang) => [lang, await readEnquiryMessages(enquiryMessagesFileIn(lang, englishFile), log)] as const,
    ),
  );
  return Object.fromEntries(entries.filter(([, messages]) => messages !== undefined));
}
