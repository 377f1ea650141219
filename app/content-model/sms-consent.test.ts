// The consent box for marketing texts says what a carrier's reviewer looks for (decision record 052): a label that
// drops any one element is refused, with a problem that says which. The labels here are samples in each language,
// not the site's words, so an editor rewording the box changes nothing here.
import { describe, expect, it } from "vitest";
import { enquiryFormSchema } from "./schema";

const label = enquiryFormSchema.shape.smsConsent.shape.label;

/** A complete label in each language, and the part of it that states each element. */
const SAMPLES = {
  en: {
    text:
      "Optional: text me. Acme may send marketing texts about our builds to the number above, up to 4 messages a month. " +
      "Texts may be sent by automated technology. Msg & data rates may apply. Reply STOP to opt out, HELP for help. " +
      "Consent is not a condition of any purchase. See our [SMS terms](/legal/sms-terms) and [Privacy Policy](/legal/privacy-policy).",
    parts: {
      frequency: [/up to 4 messages a month/, "now and then"],
      automated: [/Texts may be sent by automated technology\. /, ""],
      rates: [/Msg & data rates may apply\. /, ""],
      stop: [/Reply STOP to opt out, /, ""],
      help: [/HELP for help/, "ask us for help"],
      purchase: [/Consent is not a condition of any purchase\. /, ""],
      smsTerms: [/\[SMS terms\]\(\/legal\/sms-terms\)/, "SMS terms"],
      privacy: [/\[Privacy Policy\]\(\/legal\/privacy-policy\)/, "Privacy Policy"],
    },
  },
  es: {
    text:
      "Opcional: envíenme mensajes de texto. Acme puede enviar mensajes de marketing al número indicado, hasta 4 mensajes al mes. " +
      "Los mensajes pueden enviarse con tecnología automatizada. Pueden aplicarse tarifas de mensajes y datos. Responda STOP para " +
      "cancelar o HELP para obtener ayuda. El consentimiento no es condición de ninguna compra. Consulte nuestros " +
      "[Términos de SMS](/es/legal/sms-terms) y nuestra [Política de privacidad](/es/legal/privacy-policy).",
    parts: {
      frequency: [/hasta 4 mensajes al mes/, "de vez en cuando"],
      automated: [/Los mensajes pueden enviarse con tecnología automatizada\. /, ""],
      rates: [/Pueden aplicarse tarifas de mensajes y datos\. /, ""],
      stop: [/Responda STOP para cancelar o /, ""],
      help: [/HELP para obtener ayuda/, "pídanos ayuda"],
      purchase: [/El consentimiento no es condición de ninguna compra\. /, ""],
      smsTerms: [/\[Términos de SMS\]\(\/es\/legal\/sms-terms\)/, "Términos de SMS"],
      privacy: [/\[Política de privacidad\]\(\/es\/legal\/privacy-policy\)/, "Política de privacidad"],
    },
  },
} as const;

/** The problems the schema finds in a label ([] when it accepts it). */
const problemsOf = (text: string) => {
  const result = label.safeParse(text);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("the text-message consent label", () => {
  for (const [lang, sample] of Object.entries(SAMPLES)) {
    it(`accepts a label that says everything (${lang})`, () => {
      expect(problemsOf(sample.text)).toEqual([]);
    });

    for (const [element, [pattern, replacement]] of Object.entries(sample.parts))
      it(`refuses a label without its ${element} element (${lang}), with one problem saying what is missing`, () => {
        expect(sample.text, "the sample states it").toMatch(pattern);
        const problems = problemsOf(sample.text.replace(pattern, replacement));
        expect(problems).toHaveLength(1);
        expect(problems[0]).toMatch(/^must /);
      });
  }

  it("wants the links as links to the legal pages: the words alone, or a link elsewhere, are not enough", () => {
    const { text } = SAMPLES.en;
    expect(problemsOf(text.replace("(/legal/sms-terms)", "(/legal/terms-of-service)"))).toEqual([
      expect.stringMatching(/SMS terms/),
    ]);
    expect(problemsOf(text.replace("(/legal/privacy-policy)", "(https://example.com/privacy)"))).toEqual([
      expect.stringMatching(/Privacy Policy/),
    ]);
    // A link to a section of the page is still a link to the page.
    expect(problemsOf(text.replace("(/legal/privacy-policy)", "(/legal/privacy-policy#who-we-share-it-with)"))).toEqual(
      [],
    );
  });

  it("names every missing element at once", () => {
    expect(
      problemsOf("Optional: text me about our builds and offers from time to time, whenever we have news."),
    ).toHaveLength(7);
  });
});
