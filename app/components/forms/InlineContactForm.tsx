import { useLocation } from "react-router";
import { formWords } from "virtual:site-content";
import { ContactForm } from "./ContactForm";
import { useContactForm } from "./useContactForm";

/** The on-page variant of the enquiry form (home #contact and /contact); which one it is travels with the lead. */
export function InlineContactForm({ idPrefix = "contact", formId }: { idPrefix?: string; formId?: string }) {
  const form = useContactForm("inline");
  const onContactPage = useLocation().pathname === "/contact";
  return (
    <ContactForm
      form={form}
      idPrefix={idPrefix}
      id={formId}
      submitLabel={formWords.sendInline}
      formName={onContactPage ? "contact-page" : "home"}
      context={onContactPage ? "Contact page" : "Home page contact section"}
      confirmInPlace
    />
  );
}
