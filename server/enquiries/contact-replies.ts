// The enquiry receiver's answers (server/enquiries/contact.ts): JSON for the site's script and API clients; for a form posted
// without JavaScript, a 303 to the thank-you page or a page naming the problems. Each in the enquiry's language.
import type { OutgoingHttpHeaders, ServerResponse } from "node:http";
import { DEFAULT_LANG, pathIn, type Lang } from "../../config/languages.mjs";
import { RECEIVER_PATH, THANK_YOU_PATH } from "../../lib/enquiry-contract.ts";
import { THANK_YOU_BOOKING_HASH } from "../../lib/ghl-embed.ts";
import {
  PLAIN_RECEIVER_WORDS,
  type EnquiryMessages,
  type EnquiryMessagesByLang,
} from "../../contracts/enquiry-messages.ts";
import { STATIC_SECURITY_HEADERS } from "../http/headers.ts";
import { sendRefusalPage, type Problem } from "./refusal-page.ts";

/** Submitted fields: a string per field, or whatever else was sent (arrays, objects, files, repeated fields) for validation to refuse. */
export type SubmittedFields = Record<string, unknown>;

/** The thank-you page in the enquiry's language (app/routes/thank-you.tsx). */
export function thankYouPath(lang: Lang): string {
  return pathIn(lang, THANK_YOU_PATH);
}

export interface Reply {
  success: boolean;
  message: string;
  /** The form field a refusal is about, when it is about one (the browser marks that field). */
  field?: string;
}

export interface ReplyOptions {
  messages: EnquiryMessages | undefined;
  messagesByLang: EnquiryMessagesByLang;
  bookingPrefill: boolean;
  stylesheets: () => string[];
}

export function contactReplies({ messages, messagesByLang, bookingPrefill, stylesheets }: ReplyOptions) {
  /** The recorded words of a language (English: `messages` when no file of its own was given). */
  const wordsOf = (lang: Lang): EnquiryMessages | undefined =>
    messagesByLang[lang] ?? (lang === DEFAULT_LANG ? messages : undefined);
  const receiverWords = (lang: Lang) => wordsOf(lang)?.receiver ?? PLAIN_RECEIVER_WORDS;
  const send = (res: ServerResponse, status: number, payload: Reply, extra: OutgoingHttpHeaders = {}) => {
    res.writeHead(status, {
      ...STATIC_SECURITY_HEADERS,
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
      ...extra,
    });
    res.end(JSON.stringify(payload));
  };
  /** The answers to a plain browser form post: a 303 to the thank-you page, or a page naming the problem. */
  const redirectToThanks = (res: ServerResponse, lang: Lang, key?: string) => {
    const location =
      bookingPrefill && key ? `${thankYouPath(lang)}${THANK_YOU_BOOKING_HASH}${key}` : thankYouPath(lang);
    res.writeHead(303, {
      ...STATIC_SECURITY_HEADERS,
      Location: location,
      "Cache-Control": "no-store",
      "Content-Length": "0",
    });
    res.end();
  };
  const refusePage = (
    res: ServerResponse,
    lang: Lang,
    status: number,
    problems: Problem[],
    values: SubmittedFields = {},
    extra: OutgoingHttpHeaders = {},
  ) => {
    const words = wordsOf(lang);
    const receiver = receiverWords(lang);
    sendRefusalPage(
      res,
      status,
      {
        lang,
        title: status === 400 ? receiver.checkTitle : receiver.notSentTitle,
        ...(words ? { problemsTitle: words.title } : {}),
        words: receiver,
        problems,
        values,
        // The consent box comes back in the page's language, ticked if it was: a refusal never drops a consent.
        consent: words?.smsConsent,
        action: RECEIVER_PATH,
        stylesheets: stylesheets(),
      },
      extra,
    );
  };
  return { wordsOf, receiverWords, send, redirectToThanks, refusePage };
}
