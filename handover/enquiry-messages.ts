// The words of the enquiry rules' problems (content/data/enquiry-form.yml), as the build records them beside
// build/client: the receiver refuses in the same words the browser form shows, without loading the content loader.
import { readFile } from "node:fs/promises";
import type { Rule, ProblemMessages } from "../app/lib/enquiry-rules.ts";
import type { ContactField } from "../app/lib/contact-form.ts";

export const ENQUIRY_MESSAGES_FILE = "enquiry-messages.json";

export interface EnquiryMessages {
  /** Heading of the list of problems ("There is a problem"). */
  title: string;
  problems: ProblemMessages;
}

const FIELDS: ContactField[] = ["name", "email", "phone", "message"];
const RULES: Rule[] = ["missing", "invalid"];

/** What the build records: the content file's `problems` section. */
export function enquiryMessagesFromContent(problems: { title: string } & ProblemMessages): EnquiryMessages {
  const { title, ...byField } = problems;
  return { title, problems: byField };
}

/** The recorded words, checked; undefined (with a log line) when there is no build or the file is malformed. */
export async function readEnquiryMessages(file: string, log: (...args: unknown[]) => void = console.error): Promise<EnquiryMessages | undefined> {
  try {
    const data = JSON.parse(await readFile(file, "utf8")) as EnquiryMessages;
    const complete =
      typeof data.title === "string" &&
      FIELDS.every((field) => RULES.every((rule) => typeof data.problems?.[field]?.[rule] === "string"));
    if (!complete) throw new Error("it does not hold a message for every field and rule");
    return data;
  } catch (error) {
    log(`[contact] the form's messages are not built (${error instanceof Error ? error.message : String(error)}): refusals use plain field names; run npm run build`);
    return undefined;
  }
}
