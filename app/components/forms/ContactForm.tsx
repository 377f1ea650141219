import { FIELD_MAX_LENGTH, statusTone, type ContactField } from "~/lib/contact-form";
import { cn } from "~/lib/cn";
import { Button } from "~/components/ui/Button";
import type { ContactFormController } from "./useContactForm";

interface FieldSpec {
  field: ContactField;
  label: string;
  type: "text" | "email" | "tel";
  placeholder: string;
  autoComplete: string;
}

const INPUTS: FieldSpec[] = [
  { field: "name", label: "Full name", type: "text", placeholder: "Full Name", autoComplete: "name" },
  { field: "email", label: "Email address", type: "email", placeholder: "Email Address", autoComplete: "email" },
  { field: "phone", label: "Phone number", type: "tel", placeholder: "Phone Number", autoComplete: "tel" },
];

const TONE_CLASSES = {
  error: "border-red-200 bg-red-50 text-red-800",
  success: "border-green-200 bg-green-50 text-green-800",
  info: "border-blue-200 bg-blue-50 text-blue-800",
} as const;

const CONTROL =
  "block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-ink placeholder:text-slate-500 " +
  "transition focus:border-brand-600 focus:outline-none focus:ring-4 focus:ring-brand-600/15 disabled:bg-slate-100";

interface ContactFormProps {
  form: ContactFormController;
  /** Makes ids unique when two forms share a page (popup + inline). */
  idPrefix: string;
  submitLabel?: string;
  className?: string;
}

/** The enquiry form of SPEC.md §5: four required fields, a honeypot and an announced status box. */
export function ContactForm({ form, idPrefix, submitLabel = "Send Message", className }: ContactFormProps) {
  const { state, edit, submit, honeypot } = form;
  const sending = state.status === "sending";
  const id = (field: string) => `${idPrefix}-${field}`;

  return (
    <form onSubmit={submit} className={cn("space-y-4", className)} aria-busy={sending} data-form-variant={idPrefix}>
      <fieldset disabled={sending} className="space-y-4">
        <legend className="sr-only">Your details</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {INPUTS.map((input) => (
            <div key={input.field} className={input.field === "name" ? "sm:col-span-2" : undefined}>
              <label htmlFor={id(input.field)} className="mb-1.5 block text-sm font-medium text-ink">
                {input.label}
              </label>
              <input
                id={id(input.field)}
                name={input.field}
                type={input.type}
                required
                maxLength={FIELD_MAX_LENGTH[input.field]}
                placeholder={input.placeholder}
                autoComplete={input.autoComplete}
                value={state.fields[input.field]}
                onChange={(event) => edit(input.field, event.target.value)}
                className={CONTROL}
              />
            </div>
          ))}
        </div>
        <div>
          <label htmlFor={id("message")} className="mb-1.5 block text-sm font-medium text-ink">
            Project details
          </label>
          <textarea
            id={id("message")}
            name="message"
            rows={4}
            required
            maxLength={FIELD_MAX_LENGTH.message}
            placeholder="Tell us about your project and requirements"
            value={state.fields.message}
            onChange={(event) => edit("message", event.target.value)}
            className={cn(CONTROL, "resize-y")}
          />
        </div>
        {/* Honeypot: hidden from people and the keyboard; bots that tick it are dropped by the receiver. */}
        <input ref={honeypot} type="checkbox" name="botcheck" tabIndex={-1} aria-hidden="true" className="hidden" />
        <Button type="submit" size="lg" className="w-full">
          {sending ? "Sending..." : submitLabel}
        </Button>
      </fieldset>
      {/* The live region is always present so screen readers announce each new status. */}
      <div role="status" aria-live="polite">
        {state.message ? (
          <p
            data-tone={statusTone(state.message)}
            className={cn("rounded-xl border px-4 py-3 text-sm font-medium", TONE_CLASSES[statusTone(state.message)])}
          >
            {state.message}
          </p>
        ) : null}
      </div>
    </form>
  );
}
