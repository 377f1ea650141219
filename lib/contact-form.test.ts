// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import {
  SMS_CONSENT_FIELD,
  SMS_CONSENT_VALUE,
  smsConsentFieldOf,
  smsConsentOf,
  EMPTY_FIELDS,
  FIELD_BOUNDS,
  startingFields,
  POPUP_AUTO_CLOSE_MS,
  type FormState,
  formReducer,
  initialFormState,
  parseDraft,
  followUpAfterSend,
  statusTone,
  contextFieldsOf,
  LANG_FIELD,
} from "./contact-form";
import { networkMessage, refusalMessage, successMessage, type SendMessages } from "./contact-messages";

// The texts are content (interface-words.yml `form`): these stand-ins only show which one each answer takes.
const MESSAGES: SendMessages = {
  popupSuccess: "popup: sent",
  inlineSuccess: "inline: sent",
  refused: "Error: refused, {message}",
  refusedFallback: "Error: refused",
  networkError: "Error: offline",
};

const filled = { name: "Dana Ruiz", email: "dana@example.com", phone: "+1 512 555 0199", message: "Need a pipeline." };
const popup = formReducer();
const inline = formReducer();
const sending = (reduce = popup): FormState => reduce(initialFormState(filled), { type: "submit", message: "sending" });

describe("contact form state machine", () => {
  it("starts empty with no status", () => {
    expect(initialFormState()).toEqual({ status: "idle", message: "", fields: EMPTY_FIELDS, errors: {}, attempts: 0 });
  });

  it("edits one field at a time", () => {
    const state = popup(initialFormState(), { type: "edit", field: "email", value: "a@b.co" });
    expect(state.fields).toEqual({ ...EMPTY_FIELDS, email: "a@b.co" });
  });

  it("submit moves to sending with the text it is given", () => {
    expect(sending()).toMatchObject({ status: "sending", message: "sending", fields: filled });
  });

  it("ignores a second submit and edits while sending", () => {
    const state = sending();
    expect(popup(state, { type: "submit", message: "sending" })).toBe(state);
    expect(popup(state, { type: "edit", field: "name", value: "x" })).toBe(state);
    expect(popup(state, { type: "clearStatus" })).toBe(state);
  });

  it("success shows the text it is given and clears all four fields", () => {
    expect(popup(sending(), { type: "succeeded", message: successMessage(MESSAGES, "popup") })).toMatchObject({
      status: "success",
      message: MESSAGES.popupSuccess,
      fields: EMPTY_FIELDS,
      errors: {},
    });
  });

  it("refusal shows its text and keeps the fields", () => {
    const state = popup(sending(), { type: "refused", message: refusalMessage(MESSAGES, "Invalid access key") });
    expect(state).toMatchObject({
      status: "error",
      message: "Error: refused, Invalid access key",
      fields: filled,
      errors: {},
    });
  });

  it("network failure shows its text and keeps the fields", () => {
    const state = inline(sending(inline), { type: "networkFailed", message: "Error: the content's words" });
    expect(state).toMatchObject({ status: "error", message: "Error: the content's words", fields: filled });
  });

  it("results only apply while sending", () => {
    const idle = initialFormState(filled);
    expect(popup(idle, { type: "succeeded", message: "m" })).toBe(idle);
    expect(popup(idle, { type: "refused", message: "m" })).toBe(idle);
    expect(popup(idle, { type: "networkFailed", message: "m" })).toBe(idle);
  });

  it("clearStatus (closing the popup) empties the message", () => {
    const state = popup(popup(sending(), { type: "refused", message: "Error: x" }), { type: "clearStatus" });
    expect(state).toMatchObject({ status: "idle", message: "", fields: filled, errors: {} });
  });

  it("a submit the rules refuse lists the problems, sends nothing, and counts the attempt", () => {
    const errors = { phone: "Enter a phone number", message: "Say more" };
    const first = inline(initialFormState(filled), { type: "invalid", errors });
    expect(first).toMatchObject({ status: "idle", message: "", fields: filled, errors, attempts: 1 });
    expect(inline(first, { type: "invalid", errors }).attempts).toBe(2);
    // The next submit that passes the rules clears them.
    expect(inline(first, { type: "submit", message: "sending" }).errors).toEqual({});
  });

  it("a refusal naming a field marks that field with the receiver's words; an unknown field marks none", () => {
    const refused = (field: string, fieldMessage: string) =>
      popup(sending(), { type: "refused", message: `Error: ${fieldMessage}`, field, fieldMessage });
    expect(refused("phone", "Enter a phone number").errors).toEqual({ phone: "Enter a phone number" });
    expect(refused("access_key", "Bad key").errors).toEqual({});
  });

  it("restore puts a saved draft back", () => {
    expect(popup(initialFormState(), { type: "restore", fields: filled }).fields).toEqual(filled);
  });

  it("auto-closes the popup after 2000 ms", () => {
    expect(POPUP_AUTO_CLOSE_MS).toBe(2000);
  });
});

describe("the client's texts for a send's answer", () => {
  it("success: the popup's message, the on-page forms' own", () => {
    expect(successMessage(MESSAGES, "popup")).toBe(MESSAGES.popupSuccess);
    expect(successMessage(MESSAGES, "inline")).toBe(MESSAGES.inlineSuccess);
  });

  it("refusal: the receiver's message in the refusal text, or the fallback without one", () => {
    expect(refusalMessage(MESSAGES, "Invalid access key")).toBe("Error: refused, Invalid access key");
    expect(refusalMessage(MESSAGES, "   ")).toBe(MESSAGES.refusedFallback);
    expect(refusalMessage(MESSAGES)).toBe(MESSAGES.refusedFallback);
  });

  it("network failure: the client's popup text; the on-page forms' own words once loaded", () => {
    expect(networkMessage(MESSAGES, "popup", "Error: other words")).toBe(MESSAGES.networkError);
    expect(networkMessage(MESSAGES, "inline", "Error: the content's words")).toBe("Error: the content's words");
    expect(networkMessage(MESSAGES, "inline")).toBe(MESSAGES.networkError);
  });
});

describe("the next step after a send", () => {
  it("confirms on the page by default: an on-page form at once, the popup once it has closed", () => {
    expect(followUpAfterSend("inline", false)).toEqual({ when: "sent", then: "confirm" });
    expect(followUpAfterSend("popup", false)).toEqual({ when: "popupClosed", then: "confirm" });
  });

  it("goes to /thank-you instead with THANK_YOU_REDIRECT, the popup still after its 2 s", () => {
    expect(followUpAfterSend("inline", true)).toEqual({ when: "sent", then: "thankYouPage" });
    expect(followUpAfterSend("popup", true)).toEqual({ when: "popupClosed", then: "thankYouPage" });
  });
});

describe("status tone", () => {
  it("is red for a failure, green for a send, blue while sending, whatever the language of the text", () => {
    expect(statusTone("error")).toBe("error");
    expect(statusTone("success")).toBe("success");
    expect(statusTone("sending")).toBe("info");
    expect(statusTone("idle")).toBe("info");
  });
});

describe("the hidden fields the script sends", () => {
  it("include the page's language (the lang field), like a post without JavaScript", () => {
    const form = document.createElement("form");
    form.innerHTML = `<input type="hidden" name="form" value="popup"><input type="hidden" name="${LANG_FIELD}" value="es"><input name="name" value="Dana">`;
    expect(contextFieldsOf(form)).toEqual({ form: "popup", lang: "es" });
  });
});

describe("drafts", () => {
  it("parses a stored draft and rejects junk", () => {
    expect(parseDraft(JSON.stringify(filled))).toEqual(filled);
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft("{not json")).toBeNull();
    expect(parseDraft(JSON.stringify({ name: "  " }))).toBeNull();
    expect(parseDraft(JSON.stringify({ name: 42, email: "x@y.z" }))).toEqual({ ...EMPTY_FIELDS, email: "x@y.z" });
  });

  it("clips a tampered draft to the field limits", () => {
    const draft = parseDraft(JSON.stringify({ ...filled, name: "n".repeat(500) }));
    expect(draft?.name).toHaveLength(FIELD_BOUNDS.name.max);
  });
});

describe("startingFields", () => {
  const draft = { name: "Dana", email: "dana@example.org", phone: "", message: "Stored" };
  it("keeps text typed before the code ran over a stored draft, field by field", () => {
    expect(startingFields(draft, { name: "", email: "", phone: "+1 512 555 0100", message: "Typed first" })).toEqual({
      name: "Dana",
      email: "dana@example.org",
      phone: "+1 512 555 0100",
      message: "Typed first",
    });
  });
  it("is null when there is neither a draft nor typed text", () => {
    expect(startingFields(null, { name: " ", email: "" })).toBeNull();
    expect(startingFields(null, { email: "a@b.co" })).toEqual({ name: "", email: "a@b.co", phone: "", message: "" });
  });
});

describe("the consent box for marketing texts", () => {
  it("reads a tick as consent, an absent or empty value as none, and anything else as no answer a form can give", () => {
    expect(smsConsentOf(SMS_CONSENT_VALUE)).toBe(true);
    for (const none of [undefined, null, ""]) expect(smsConsentOf(none)).toBe(false);
    for (const forged of ["on", "true", "YES", ["yes"], 1]) expect(smsConsentOf(forged)).toBeUndefined();
  });

  it("sends the field only when the box is ticked, like a form post", () => {
    const form = document.createElement("form");
    form.innerHTML = `<input type="checkbox" name="${SMS_CONSENT_FIELD}" value="${SMS_CONSENT_VALUE}">`;
    expect(smsConsentFieldOf(form)).toEqual({});
    (form.elements.namedItem(SMS_CONSENT_FIELD) as HTMLInputElement).checked = true;
    expect(smsConsentFieldOf(form)).toEqual({ [SMS_CONSENT_FIELD]: SMS_CONSENT_VALUE });
  });
});
