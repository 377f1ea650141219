// The schema of content/data/enquiry-form.yml. Re-exported by app/content-model/schema.ts, where importers find every
// schema.
import { z } from "zod";
import { splitLang } from "../../../config/languages.mjs";
import { inlineLinks } from "../../../lib/inline-links.ts";
import { LEGAL_SLUGS, line, text } from "./blocks.ts";

/** A problem's words: a short sentence, with no placeholders but the field's limits. */
const problemLine = line(5, 160)
  .refine((value) => !/\{(?!min\}|max\})/.test(value), "the only placeholders are {min} and {max}")
  .meta({ hint: "{min} and {max} are replaced by the field's limits" });
const fieldProblems = z.object({
  missing: problemLine.meta({ hint: "When the field is left empty" }),
  invalid: problemLine.meta({
    hint: "When the field is filled but does not meet its rule; {min} and {max} are the field's limits",
  }),
});

/** Whether a text links to a legal page, in any language ([words](/legal/sms-terms), [palabras](/es/legal/sms-terms)). */
const linksToLegalPage = (text: string, slug: (typeof LEGAL_SLUGS)[number]) =>
  inlineLinks(text).some(
    (part) => part.href !== undefined && splitLang(part.href.split(/[?#]/)[0]!).path === `/legal/${slug}`,
  );

/**
 * What the consent box for marketing texts must say for a carrier to approve the opt-in (CTIA Messaging Principles and
 * Best Practices 5.1, the carriers' 10DLC campaign review: decision records 033 and 052), in the form's language: each
 * missing one is a problem of its own. Who texts ({{site.brandName}}) and the number a month ({{facts.smsPerMonth}})
 * are tokens, which the loader checks in the file as written.
 */
const SMS_CONSENT_MUST_SAY: [says: (label: string) => boolean, message: string][] = [
  [
    (label) => /\b\d+\b[^.]{0,40}\b(?:a|per|each) month\b|\b\d+\b[^.]{0,40}\b(?:al|por|cada) mes\b/i.test(label),
    'must say how many texts a month, e.g. "up to {{facts.smsPerMonth}} messages a month" (in Spanish: "al mes")',
  ],
  [
    (label) => /\bautomated\b|\bautomatizad[ao]s?\b/i.test(label),
    'must say that texts may be sent by automated technology (in Spanish: "tecnología automatizada")',
  ],
  [
    (label) => /Msg & data rates may apply|Pueden aplicarse tarifas de mensajes y datos/.test(label),
    'must say "Msg & data rates may apply" (in Spanish: "Pueden aplicarse tarifas de mensajes y datos")',
  ],
  [(label) => /\bSTOP\b/.test(label) && /\bHELP\b/.test(label), "must say how to stop (STOP) and get help (HELP)"],
  [
    (label) =>
      /\bnot a condition of (?:any )?purchase\b|\bno es (?:una )?condición de (?:ninguna )?compra\b/i.test(label),
    'must say that consent is not a condition of purchase (in Spanish: "no es condición de compra")',
  ],
  [
    (label) => linksToLegalPage(label, "sms-terms"),
    "must link to the SMS terms: [SMS terms](/legal/sms-terms) (on the Spanish pages /es/legal/sms-terms)",
  ],
  [
    (label) => linksToLegalPage(label, "privacy-policy"),
    "must link to the Privacy Policy: [Privacy Policy](/legal/privacy-policy) (on the Spanish pages /es/legal/privacy-policy)",
  ],
];

/**
 * content/data/enquiry-form.yml: the enquiry forms' words beyond the client's fixed texts: the problems the browser
 * shows and the server answers with (the same words), the on-page forms' network error, and the confirmation shown
 * after a send.
 */
export const enquiryFormSchema = z.object({
  problems: z.object({
    title: line(5, 60).meta({ hint: "Heading of the list of problems at the top of a form" }),
    name: fieldProblems,
    email: fieldProblems,
    phone: fieldProblems,
    message: fieldProblems,
  }),
  inlineNetworkError: line(10, 200)
    .regex(/^Error: /, 'must start with "Error: " (the status box turns red for it)')
    .meta({ hint: "The home and contact page forms when the server can't be reached" }),
  smsConsent: z
    .object({
      label: text(80, 900)
        .superRefine((label, ctx) => {
          for (const [says, message] of SMS_CONSENT_MUST_SAY)
            if (!says(label)) ctx.addIssue({ code: "custom", message });
        })
        .meta({
          hint: "Who texts ({{site.brandName}}), about what, how often ({{facts.smsPerMonth}} a month), that texts may be sent by automated technology, Msg & data rates may apply, STOP and HELP, that consent is not a condition of purchase, and links to the SMS terms and the Privacy Policy written [words](/legal/sms-terms) and [words](/legal/privacy-policy) (Spanish: /es/legal/...), as carriers require (A2P 10DLC, decision record 052)",
        }),
    })
    .meta({ hint: "The optional, unticked box on every form agreeing to marketing texts" }),
  confirmation: z
    .object({
      title: line(5, 60).meta({
        hint: "The heading of the card shown after a send: what comes next (the status above it already says the message arrived)",
      }),
      text: text(20, 300).meta({
        hint: "What happens next, with the reply time: said here once, not again in the status above",
      }),
      bookingText: text(10, 200).meta({ hint: "Shown with the Pick a time now link when BOOKING_URL is set" }),
      dismiss: line(2, 30).meta({ hint: "The button that closes the confirmation" }),
    })
    .meta({ hint: "Shown after an inquiry is sent: when the popup closes, and in place of an on-page form" }),
  receiver: z
    .object({
      checkTitle: line(5, 60).meta({
        hint: "Title of the page a form sent without JavaScript gets back when a field needs correcting",
      }),
      notSentTitle: line(5, 60).meta({
        hint: "Title of that page when the inquiry could not be taken (too many messages, storage down)",
      }),
      legend: line(3, 40).meta({
        hint: "Heading above the form on that page (its labels and button are the forms' own, in interface words)",
      }),
      back: line(5, 60).meta({ hint: "Link back to the page the form was on" }),
      home: line(2, 30).meta({ hint: "Link to the home page" }),
      tooLarge: line(10, 200)
        .refine((value) => value.includes("{max}"), "must name the limit with {max}")
        .meta({ hint: "When the message is over the limit; {max} is the number of characters" }),
      unreadable: line(10, 200).meta({ hint: "When the server could not read what the form sent" }),
      unacceptable: line(10, 200)
        .refine((value) => value.includes("{field}"), "must name the field with {field}")
        .meta({
          hint: "When a field holds a character the server refuses (a pasted control or direction mark); {field} is the field's label",
        }),
      invisible: line(10, 200)
        .refine((value) => value.includes("{field}"), "must name the field with {field}")
        .meta({ hint: "When a field holds only invisible characters; {field} is the field's label" }),
      notSingle: line(10, 200)
        .refine((value) => value.includes("{field}"), "must name the field with {field}")
        .meta({
          hint: "When a field came twice or as a list, which only a hand-made request sends; {field} is the field's label",
        }),
      fieldTooLong: line(10, 200)
        .refine(
          (value) => value.includes("{field}") && value.includes("{max}"),
          "must name the field with {field} and the limit with {max}",
        )
        .meta({
          hint: "When a field is over its limit, which the form itself prevents (a hand-made request); {field} is its label, {max} the limit",
        }),
      tooMany: line(10, 200).meta({ hint: "When one connection sent too many messages in a few minutes" }),
      unavailable: line(10, 200).meta({ hint: "When messages cannot be saved right now" }),
    })
    .meta({
      hint: "What the server answers itself: its refusals, and the page a form sent without JavaScript gets back",
    }),
});
