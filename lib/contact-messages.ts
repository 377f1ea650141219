/**
 * Which of the client's texts a send's answer shows. The texts are content (content/data/interface-words.yml `sent` and `form`,
 * one file per language): the form passes them in, and this code loads with the sending code (contact-client.ts), not
 * with the page.
 */
import type { FormVariant } from "./contact-form";

/** The texts of a send's answers. */
export interface SendMessages {
  popupSuccess: string;
  inlineSuccess: string;
  /** "Error: {message}", with the receiver's message. */
  refused: string;
  refusedFallback: string;
  /** The popup's text when the server can't be reached. */
  networkError: string;
}

/** The receiver's message in the refusal text, or the client's fallback when it gave none. */
export function refusalMessage(messages: SendMessages, providerMessage?: string): string {
  const text = providerMessage?.trim();
  return text ? messages.refused.replace("{message}", text) : messages.refusedFallback;
}

/** The success text of each kind of form. */
export function successMessage(messages: SendMessages, variant: FormVariant): string {
  return variant === "popup" ? messages.popupSuccess : messages.inlineSuccess;
}

/**
 * The network failure text: the client's for the popup; the on-page forms say more, in the content's words
 * (`inlineNetworkError`) once the form's guide has loaded.
 */
export function networkMessage(messages: SendMessages, variant: FormVariant, inlineNetworkError?: string): string {
  return variant === "inline" && inlineNetworkError ? inlineNetworkError : messages.networkError;
}
