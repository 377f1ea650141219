import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { formWords } from "virtual:site-content";
import { site } from "~/content-model/site";
import {
  type ContactField,
  type ContactFields,
  type FormVariant,
  contextFieldsOf,
  followUpAfterSend,
  SMS_CONSENT_FIELD,
  THANK_YOU_PATH,
  smsConsentFieldOf,
  formReducer,
  EMPTY_FIELDS,
  hasDraft,
  initialFormState,
  parseDraft,
  SEND_TIMEOUT_MS,
  startingFields,
} from "../../../lib/contact-form";
import { ANALYTICS_EVENTS, track } from "~/page-data/site-analytics";
import { keysOf } from "../../../lib/typed-object";

const draftKey = (variant: FormVariant) => `enquiry-draft:${variant}`;
const idempotencyStorageKey = (variant: FormVariant) => `enquiry-key:${variant}`;

function sessionStore(): Storage | undefined {
  try {
    return typeof sessionStorage === "undefined" ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

// sessionStorage can be unavailable (privacy modes, quota); a lost draft must never break the form.
function writeDraft(variant: FormVariant, fields: ContactFields | null) {
  try {
    if (fields && hasDraft(fields)) sessionStorage.setItem(draftKey(variant), JSON.stringify(fields));
    else sessionStorage.removeItem(draftKey(variant));
  } catch {
    /* storage unavailable: the draft is simply not kept */
  }
}

function readDraft(variant: FormVariant): ContactFields | null {
  try {
    return parseDraft(sessionStorage.getItem(draftKey(variant)));
  } catch {
    return null;
  }
}

export type EnquiryGuide = typeof import("./EnquiryGuide");

// The rules, the list of problems and the confirmation (with libphonenumber-js) load when a visitor starts on a
// form, not with the page; a failed load is tried again at the next focus or send.
let guideModule: Promise<EnquiryGuide> | undefined;
const loadGuide = () =>
  (guideModule ??= import("./EnquiryGuide").catch((error: unknown) => {
    guideModule = undefined;
    throw error;
  }));

/** State, handlers and sending for one enquiry form instance. */
export function useContactForm(variant: FormVariant) {
  const [state, dispatch] = useReducer(formReducer(), undefined, () => initialFormState());
  const [guide, setGuide] = useState<EnquiryGuide | null>(null);
  /** Fetches the guide: the form's onFocus, so it is usually there before the first send. */
  const prepare = useCallback(() => {
    loadGuide().then(setGuide, () => {});
  }, []);
  const inFlight = useRef(false);
  const honeypot = useRef<HTMLInputElement>(null);
  // The enquiry's idempotency key, made at its first send and kept in sessionStorage with the draft, so a retry (after
  // a timeout, a lost answer or a reload) sends the same key; the keeper comes with the sending code.
  const enquiryKey = useRef<ReturnType<(typeof import("../../../lib/contact-client"))["enquiryKeyKeeper"]>>(undefined);

  // Restore a half-written enquiry after hydration (never during it, so the HTML matches): the stored draft, and any
  // text typed into the fields before the page's code had run.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const typed: Partial<ContactFields> = {};
    for (const field of keysOf(EMPTY_FIELDS)) {
      const input = formRef.current?.elements.namedItem(field);
      if (input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement) typed[field] = input.value;
    }
    const fields = startingFields(readDraft(variant), typed);
    if (fields) dispatch({ type: "restore", fields });
  }, [variant]);

  const edit = useCallback(
    (field: ContactField, value: string) => {
      dispatch({ type: "edit", field, value });
      writeDraft(variant, { ...state.fields, [field]: value });
    },
    [state.fields, variant],
  );

  const submit = useCallback(
    async (event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (inFlight.current) return;
      const form = event.currentTarget instanceof HTMLFormElement ? event.currentTarget : null;
      inFlight.current = true;
      // The rules run first: a refused field is listed and nothing is sent. Without the guide (its load failed) the
      // form is sent as it is and the receiver checks the same rules.
      const loaded = await loadGuide().catch(() => null);
      if (loaded) setGuide(() => loaded);
      // The hidden context fields are read from the form itself, the same ones a post without JavaScript sends, and
      // the visit's UTM parameters and referrer come with the guide.
      const extra: Record<string, string> = {
        ...contextFieldsOf(form),
        ...smsConsentFieldOf(form),
        ...loaded?.visitAttribution(),
      };
      const errors = loaded?.fieldErrors(state.fields) ?? {};
      if (Object.keys(errors).length > 0) {
        inFlight.current = false;
        dispatch({ type: "invalid", errors });
        return;
      }
      // The visitor's wait counts from the press of Send, the loading of the sending code included.
      const pressedAt = Date.now();
      dispatch({ type: "submit", message: formWords.sending });
      // The sending code loads with the first send (a page's first load carries only the form itself); a failed load
      // reads as a network failure, and the text stays in the fields.
      const loadedSending = await Promise.all([
        import("../../../lib/contact-client"),
        import("~/content-model/sent-words"),
      ]).catch(() => null);
      if (!loadedSending) {
        inFlight.current = false;
        return dispatch({ type: "networkFailed", message: formWords.networkError });
      }
      const [client, { sentWords }] = loadedSending;
      const messages = { ...sentWords, networkError: formWords.networkError };
      const { sendEnquiry, isOwnReceiver } = client;
      const key = (enquiryKey.current ??= client.enquiryKeyKeeper(idempotencyStorageKey(variant), sessionStore));
      const result = await sendEnquiry(state.fields, {
        endpoint: site.formEndpoint,
        accessKey: site.formAccessKey,
        botcheck: honeypot.current?.checked ? "on" : "",
        extra,
        timeoutMs: SEND_TIMEOUT_MS - (Date.now() - pressedAt),
        // Only the site's own receiver knows the key; a provider would mail it as an extra field.
        ...(isOwnReceiver(site.formEndpoint) ? { idempotencyKey: key.current() } : {}),
      });
      inFlight.current = false;
      if (result.ok) {
        writeDraft(variant, null);
        key.renew();
        dispatch({ type: "succeeded", message: client.successMessage(messages, variant) });
        // The fields empty themselves (state); the consent box, not part of the state, is unticked for the next enquiry.
        const box = form?.elements.namedItem(SMS_CONSENT_FIELD);
        if (box instanceof HTMLInputElement) box.checked = false;
        track(ANALYTICS_EVENTS.enquirySent, { form: extra.form ?? variant, context: extra.context ?? "" });
        const next = followUpAfterSend(variant, site.thankYouRedirect);
        // A full page load, so any conversion tag on /thank-you counts it (the popup goes there once it has closed).
        if (next.when === "sent" && next.then === "thankYouPage")
          window.location.assign(client.thankYouAddress(THANK_YOU_PATH));
      } else if (result.kind === "refused") {
        dispatch({
          type: "refused",
          message: client.refusalMessage(messages, result.message),
          field: result.field,
          fieldMessage: result.message,
        });
      } else {
        dispatch({
          type: "networkFailed",
          message: client.networkMessage(messages, variant, loaded?.inlineNetworkError),
        });
      }
    },
    [state.fields, variant],
  );

  const clearStatus = useCallback(() => dispatch({ type: "clearStatus" }), []);

  /** The form element, as a callback ref for <form ref>. */
  const attachForm = useCallback((form: HTMLFormElement | null) => {
    formRef.current = form;
    // With the script the form's own rules guide the visitor (the prerendered HTML keeps the browser's checks).
    if (form) form.noValidate = true;
  }, []);

  return { state, edit, submit, clearStatus, honeypot, attachForm, guide, prepare };
}

export type ContactFormController = ReturnType<typeof useContactForm>;
