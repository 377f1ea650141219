import { useCallback, useEffect, useReducer, useRef } from "react";
import { site } from "~/content/site";
import { sendEnquiry } from "~/lib/contact-client";
import {
  type ContactField,
  type ContactFields,
  type FormVariant,
  formReducer,
  hasDraft,
  initialFormState,
  parseDraft,
} from "~/lib/contact-form";

const draftKey = (variant: FormVariant) => `enquiry-draft:${variant}`;

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

/** State, handlers and sending for one enquiry form instance. */
export function useContactForm(variant: FormVariant) {
  const [state, dispatch] = useReducer(formReducer(variant), undefined, () => initialFormState());
  const inFlight = useRef(false);
  const honeypot = useRef<HTMLInputElement>(null);

  // Restore a half-written enquiry after hydration (never during it, so the HTML matches).
  useEffect(() => {
    const draft = readDraft(variant);
    if (draft) dispatch({ type: "restore", fields: draft });
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
      inFlight.current = true;
      dispatch({ type: "submit" });
      const result = await sendEnquiry(state.fields, {
        endpoint: site.formEndpoint,
        accessKey: site.formAccessKey,
        botcheck: honeypot.current?.checked ? "on" : "",
      });
      inFlight.current = false;
      if (result.ok) {
        writeDraft(variant, null);
        dispatch({ type: "succeeded" });
      } else if (result.kind === "refused") {
        dispatch({ type: "refused", providerMessage: result.message });
      } else {
        dispatch({ type: "networkFailed" });
      }
    },
    [state.fields, variant],
  );

  const clearStatus = useCallback(() => dispatch({ type: "clearStatus" }), []);

  return { state, edit, submit, clearStatus, honeypot };
}

export type ContactFormController = ReturnType<typeof useContactForm>;
