// The consent box's words as the build hands them to the server: under a version that is the words' own hash, so the
// same words are the same version in any build and an edit is a new one; a file whose version does not match its
// words loses the words (consents are then stored without a version), never the rest of the form's words.
import { createHash } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consentVersion, enquiryMessagesFromContent, readEnquiryMessages } from "./enquiry-messages.ts";

/** The enquiry form's content as the loader hands it to the build, its tokens filled. */
const LABEL =
  "Optional: text me. GHL Builders may send up to 4 marketing texts a month. See the [SMS terms](/sms-terms). Msg & data rates may apply. Reply STOP to opt out, HELP for help.";
const form = {
  problems: {
    title: "There is a problem",
    ...Object.fromEntries(
      ["name", "email", "phone", "message"].map((field) => [
        field,
        { missing: `Enter your ${field}`, invalid: `Check your ${field}` },
      ]),
    ),
  } as Parameters<typeof enquiryMessagesFromContent>[0]["problems"],
  smsConsent: { label: LABEL },
};
const recorded = enquiryMessagesFromContent(form);
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "enquiry-messages-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("the consent box's words", () => {
  it("are recorded as the content writes them, links as written, under the first 16 hex characters of their SHA-256", () => {
    expect(recorded.smsConsent).toEqual({
      text: LABEL,
      version: createHash("sha256").update(LABEL).digest("hex").slice(0, 16),
    });
    // An edit of a single character is a new version.
    expect(consentVersion(`${LABEL} `)).not.toBe(recorded.smsConsent!.version);
  });

  it("are read back as recorded", async () => {
    const file = path.join(dir, "good.json");
    await writeFile(file, JSON.stringify(recorded));
    expect((await readEnquiryMessages(file, () => {}))?.smsConsent).toEqual(recorded.smsConsent);
  });

  it("are left out, and the rest kept, when their version does not match them", async () => {
    const lines: string[] = [];
    for (const smsConsent of [
      { ...recorded.smsConsent, version: "0000000000000000" },
      { text: "", version: consentVersion("") },
      "words",
    ]) {
      const file = path.join(dir, "tampered.json");
      await writeFile(file, JSON.stringify({ ...recorded, smsConsent }));
      const read = await readEnquiryMessages(file, (line) => void lines.push(String(line)));
      expect(read?.smsConsent).toBeUndefined();
      expect(read?.problems).toEqual(recorded.problems);
    }
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/consent box's words are malformed or their version does not match them/);
  });
});
