/**
 * The client's own texts for a send's answer, word for word, and which one a result shows. They load with the sending
 * code (contact-client.ts), not with the page; the forms' other words are content (content/data/enquiry-form.yml).
 */
import { NETWORK_MESSAGE, type FormVariant } from "./contact-form";

export const MESSAGES = {
  popupSuccess: "Message sent successfully! We'll get back to you within 24 hours.",
  inlineSuccess: "Form submitted successfully!",
  refusedFallback: "Error: Something went wrong",
  popupNetwork: NETWORK_MESSAGE,
} as const;

/** 'Error: ' plus the receiver's message, or the client's fallback when it gave none. */
export function refusalMessage(providerMessage?: string): string {
  const text = providerMessage?.trim();
  return text ? `Error: ${text}` : MESSAGES.refusedFallback;
}

/** The success text of each kind of form. */
export function successMessage(variant: FormVariant): string {
  return variant === "popup" ? MESSAGES.popupSuccess : MESSAGES.inlineSuccess;
}

/**
 * The network failure text: the client's for the popup; the on-page forms say more, in the content's words
 * (`inlineNetworkError`) once the form's guide has loaded.
 */
export function networkMessage(variant: FormVariant, inlineNetworkError?: string): string {
  return variant === "inline" && inlineNetworkError ? inlineNetworkError : MESSAGES.popupNetwork;
}
