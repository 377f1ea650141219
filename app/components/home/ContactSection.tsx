import { ContactDetails, type ContactPromise } from "~/components/forms/ContactDetails";
import { InlineContactForm } from "~/components/forms/InlineContactForm";
import { SectionHeading } from "~/components/ui/Section";
import { homeWords } from "virtual:site-content";

/** Home #contact: linked from the services page and blog posts as /#contact. */
export function ContactSection({ intro, promises }: { intro: string; promises: ContactPromise[] }) {
  return (
    <section id="contact" aria-labelledby="contact-title" className="section-y bg-slate-50">
      <div className="container-page grid gap-12 lg:grid-cols-[1fr_1.2fr] lg:gap-16">
        <div>
          <SectionHeading
            id="contact-title"
            align="left"
            eyebrow={homeWords.contact.eyebrow}
            title={homeWords.contact.title}
            intro={intro}
          />
          <div className="mt-10">
            <ContactDetails promises={promises} />
          </div>
        </div>
        <div className="h-fit card p-6 shadow-sm sm:p-8">
          <InlineContactForm />
        </div>
      </div>
    </section>
  );
}
