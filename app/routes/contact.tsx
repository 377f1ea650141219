import { ContactDetails } from "~/components/forms/ContactDetails";
import { InlineContactForm } from "~/components/forms/InlineContactForm";
import { PageHero } from "~/components/ui/PageHero";
import { breadcrumbJsonLd } from "~/lib/jsonld";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = () =>
  seoMeta({
    title: "Contact Us",
    description:
      "Tell us about your GoHighLevel project: funnels, automations, CRM pipelines or a white-label SaaS launch. We reply to every enquiry within 24 hours.",
    path: "/contact",
    jsonLd: [breadcrumbJsonLd([{ name: "Home", path: "/" }, { name: "Contact", path: "/contact" }])],
  });

export default function ContactPage() {
  return (
    <>
      <PageHero
        title="Let's talk about your GoHighLevel build"
        lead="Whether it's one broken workflow or a full SaaS launch, tell us where things stand. A GHL specialist reads every message and replies within 24 hours."
      />
      <section aria-labelledby="contact-form-title" className="pb-20 sm:pb-28">
        <div className="container-page grid gap-12 lg:grid-cols-[1.2fr_1fr] lg:gap-16">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h2 id="contact-form-title" className="mb-6 text-2xl font-bold">
              Send us your enquiry
            </h2>
            <InlineContactForm />
          </div>
          <div>
            <h2 className="mb-6 text-2xl font-bold">What happens next</h2>
            <ContactDetails />
          </div>
        </div>
      </section>
    </>
  );
}
