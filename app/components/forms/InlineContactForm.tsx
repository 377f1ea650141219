import { useLocation } from "react-router";
import { CONTACT_FORM_ID } from "~/lib/contact-link";
import { ContactForm } from "./ContactForm";
import { useContactForm } from "./useContactForm";

/** The on-page variant of the enquiry form (home #contact and /contact); which one it is travels with the lead. */
export function InlineContactForm({ idPrefix = "contact" }: { idPrefix?: string }) {
  const form = useContactForm("inline");
  const onContactPage = useLocation().pathname === "/contact";
  return (
    <ContactForm
      form={form}
      idPrefix={idPrefix}
      // The contact page's note on the visitor's interest carries a field of this form.
      id={onContactPage ? CONTACT_FORM_ID : undefined}
      submitLabel="Send Inquiry"
      formName={onContactPage ? "contact-page" : "home"}
      context={onContactPage ? "Contact page" : "Home page contact section"}
    />
  );
}
