import { useLocation } from "react-router";
import { site } from "~/content-model/site";
import { pageUrl } from "~/content-model/language";
import { formWords, smsConsent } from "virtual:site-content";
import {
  FIELD_BOUNDS,
  LANG_FIELD,
  SMS_CONSENT_FIELD,
  SMS_CONSENT_VALUE,
  THANK_YOU_PATH,
  statusTone,
  type ContactField,
} from "../../../lib/contact-form";
import { cn } from "../../../lib/cn";
import { inlineLinks } from "../../../lib/inline-links";
import { Button } from "~/components/ui/Button";
import type { ContactFormController } from "./useContactForm";

interface FieldSpec {
  field: "name" | "email" | "phone";
  type: "text" | "email" | "tel";
  autoComplete: string;
}

/** The one-line fields; their labels and placeholders are content (interface-words.yml `form`). */
const INPUTS: FieldSpec[] = [
  { field: "name", type: "text", autoComplete: "name" },
  { field: "email", type: "email", autoComplete: "email" },
  { field: "phone", type: "tel", autoComplete: "tel" },
];

const TONE_CLASSES = {
  error: "border-red-200 bg-red-50 text-red-800",
  success: "border-green-200 bg-green-50 text-green-800",
  info: "border-blue-200 bg-blue-50 text-blue-800",
} as const;

/** A text field's look, defined once in app/app.css. */
const CONTROL = "field";

interface ContactFormProps {
  form: ContactFormController;
  /** Makes ids unique when two forms share a page (popup + inline). */
  idPrefix: string;
  submitLabel?: string;
  className?: string;
  /** Which form this is (popup, home, contact-page), sent as the hidden `form` field. */
  formName: string;
  /** What the enquiry is about (the popup's title, the page), sent as the hidden `context` field. */
  context: string;
  /** What the enquiry is about as a key (`plan:pro`, `snapshot:<slug>`), sent as the hidden `interest` field. */
  interest?: string | undefined;
  /** After a send, show what happens next under the status (the on-page forms; the popup shows it once closed). */
  confirmInPlace?: boolean;
  /** The form's id, for fields outside it that belong to it (`form` attribute). */
  id?: string | undefined;
}

/** The enquiry form: four required fields, a honeypot and an announced status box. */
export function ContactForm({
  form,
  idPrefix,
  submitLabel = formWords.send,
  className,
  formName,
  context,
  interest,
  confirmInPlace,
  id: formId,
}: ContactFormProps) {
  const { state, edit, submit, honeypot, attachForm, guide, prepare } = form;
  const { errors } = state;
  // The list of problems is the rules' (before a send); a refusal by the receiver shows in the status box instead.
  const listProblems = guide && state.status === "idle" && Object.keys(errors).length > 0;
  const { pathname } = useLocation();
  const sending = state.status === "sending";
  const id = (field: string) => `${idPrefix}-${field}`;
  // A refused field: marked invalid and described by its message, shown under it.
  const problemAttributes = (field: ContactField) =>
    errors[field] ? { "aria-invalid": true, "aria-describedby": id(`${field}-problem`) } : {};
  const problemLine = (field: ContactField) =>
    errors[field] ? (
      <p id={id(`${field}-problem`)} className="mt-1.5 text-sm font-medium text-red-800">
        {errors[field]}
      </p>
    ) : null;

  return (
    // A real form post before or without JavaScript (the receiver answers with a page); with it, the script sends it.
    <form
      id={formId}
      ref={attachForm}
      method="post"
      action={site.formEndpoint}
      encType="multipart/form-data"
      // submit turns every failure into a state the form shows, so nothing waits for its promise.
      onSubmit={(event) => void submit(event)}
      onFocus={prepare}
      className={cn("space-y-4", className)}
      aria-busy={sending}
      data-form-variant={idPrefix}
    >
      {site.formAccessKey ? <input type="hidden" name="access_key" value={site.formAccessKey} /> : null}
      {site.formMode === "provider" ? <input type="hidden" name="redirect" value={pageUrl(THANK_YOU_PATH)} /> : null}
      <input type="hidden" name="form" value={formName} />
      <input type="hidden" name="context" value={context} />
      {interest ? <input type="hidden" name="interest" value={interest} /> : null}
      <input type="hidden" name="page" value={pathname} />
      {/* The page's language: the receiver answers, stores the lead and tells GoHighLevel in it. */}
      <input type="hidden" name={LANG_FIELD} value={__SITE_LANG__} />
      {/* The visit's first page; the script sends the one it noted (lib/landing-page.ts), a post without it this one. */}
      <input type="hidden" name="landing_page" value={pathname} />
      {listProblems ? <guide.ErrorSummary errors={errors} idOf={id} attempts={state.attempts} /> : null}
      <fieldset disabled={sending} className="space-y-4">
        <legend className="sr-only">{formWords.details}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {INPUTS.map((input) => (
            <div key={input.field} className={input.field === "name" ? "sm:col-span-2" : undefined}>
              <label htmlFor={id(input.field)} className="mb-1.5 block text-sm font-medium text-ink">
                {formWords[input.field].label}
              </label>
              <input
                id={id(input.field)}
                name={input.field}
                type={input.type}
                required
                maxLength={FIELD_BOUNDS[input.field].max}
                placeholder={formWords[input.field].placeholder}
                autoComplete={input.autoComplete}
                value={state.fields[input.field]}
                onChange={(event) => edit(input.field, event.target.value)}
                className={CONTROL}
                {...problemAttributes(input.field)}
              />
              {problemLine(input.field)}
            </div>
          ))}
        </div>
        <div>
          <label htmlFor={id("message")} className="mb-1.5 block text-sm font-medium text-ink">
            {formWords.message.label}
          </label>
          <textarea
            id={id("message")}
            name="message"
            rows={4}
            required
            maxLength={FIELD_BOUNDS.message.max}
            placeholder={formWords.message.placeholder}
            value={state.fields.message}
            onChange={(event) => edit("message", event.target.value)}
            className={cn(CONTROL, "resize-y")}
            {...problemAttributes("message")}
          />
          {problemLine("message")}
        </div>
        {/* Consent to marketing texts: separate from the enquiry, optional and never ticked in advance (the words are
            content/data/enquiry-form.yml smsConsent, as carriers expect them). Its links to the SMS terms and the privacy
            policy sit inside the label, so the box's name is the whole sentence; plain links, as without JavaScript. */}
        <div className="flex items-start gap-3">
          <input
            id={id("sms-consent")}
            type="checkbox"
            name={SMS_CONSENT_FIELD}
            value={SMS_CONSENT_VALUE}
            defaultChecked={false}
            disabled={sending}
            className="mt-1 size-4 shrink-0 accent-brand-600"
          />
          <label htmlFor={id("sms-consent")} className="text-sm text-slate-600">
            {inlineLinks(smsConsent.label).map((part, index) =>
              part.href ? (
                <a
                  key={index}
                  href={part.href}
                  className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
                >
                  {part.text}
                </a>
              ) : (
                part.text
              ),
            )}
          </label>
        </div>
        {/* Honeypot: hidden from people and the keyboard; bots that tick it are dropped by the receiver. */}
        <input ref={honeypot} type="checkbox" name="botcheck" tabIndex={-1} aria-hidden="true" className="hidden" />
        <Button type="submit" size="lg" className="w-full">
          {sending ? formWords.sending : submitLabel}
        </Button>
      </fieldset>
      {/* The live region is always present so screen readers announce each new status. */}
      <div role="status" aria-live="polite">
        {state.message ? (
          <p
            data-tone={statusTone(state.status)}
            className={cn("rounded-xl border px-4 py-3 text-sm font-medium", TONE_CLASSES[statusTone(state.status)])}
          >
            {state.message}
          </p>
        ) : null}
      </div>
      {confirmInPlace && guide && state.status === "success" && !site.thankYouRedirect ? (
        <guide.SendConfirmation className="card p-5" />
      ) : null}
    </form>
  );
}
