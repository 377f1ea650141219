import { ContactForm } from "./ContactForm";
import { useContactForm } from "./useContactForm";

/** The on-page variant of the enquiry form (home #contact and /contact). */
export function InlineContactForm({ idPrefix = "contact" }: { idPrefix?: string }) {
  const form = useContactForm("inline");
  return <ContactForm form={form} idPrefix={idPrefix} submitLabel="Send Enquiry" />;
}
