// What an on-page form says after a send, in every language: the status says the message arrived, the card under it
// says what happens next, and no sentence is said twice between the two (a confirmation that repeats itself reads
// like a machine). The reply time comes from the facts and is stated once.
import { describe, expect, it } from "vitest";
import { LANGS } from "../../config/languages.mjs";
import { loadProjectContent } from "./.server/test-content";

const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) =>
      sentence
        .replace(/^[¡¿]|[.!?]+$/g, "")
        .trim()
        .toLowerCase(),
    )
    .filter(Boolean);

describe.each(LANGS)("the on-page form's answer to a send (%s)", (lang) => {
  const content = loadProjectContent(lang);
  const status = content.interfaceWords.sent.inlineSuccess;
  const { title, text } = content.enquiryForm.confirmation;

  it("repeats no sentence of the status in the card's heading or text", () => {
    const card = [...sentences(title), ...sentences(text)];
    expect(sentences(status).filter((sentence) => card.includes(sentence))).toEqual([]);
    expect(sentences(title).filter((sentence) => sentences(text).includes(sentence))).toEqual([]);
  });

  it("states the reply time from the facts once, in the card", () => {
    const replyTime = String(content.facts.enquiryReplyHours);
    const count = (words: string) => words.split(replyTime).length - 1;
    expect(count(text)).toBe(1);
    expect(count(status) + count(title)).toBe(0);
  });
});
