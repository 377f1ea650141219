import { Icon } from "~/components/ui/Icon";
import { site } from "~/content/site";

const PROMISES = [
  { icon: "clock" as const, title: "Reply within 24 hours", text: "A real person answers every enquiry, usually the same working day." },
  { icon: "shield" as const, title: "Free consultation", text: "A 30-minute call to map what you need, with no obligation to buy." },
  { icon: "headset" as const, title: "24/7 support for clients", text: "Support requests get a guaranteed first response within 48 hours." },
];

/** The agency's contact details and what happens after an enquiry. */
export function ContactDetails() {
  return (
    <div className="space-y-6">
      <ul className="space-y-5">
        {PROMISES.map((item) => (
          <li key={item.title} className="flex gap-4">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon name={item.icon} />
            </span>
            <div>
              <p className="font-semibold text-ink">{item.title}</p>
              <p className="text-slate-600">{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="rounded-2xl border border-slate-200 bg-white p-5">
        <p className="text-sm font-semibold text-ink">Prefer email?</p>
        <a className="mt-1 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:underline" href={`mailto:${site.contactEmail}`}>
          <Icon name="mail" />
          {site.contactEmail}
        </a>
        {site.contactPhone && (
          <a
            className="flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:underline"
            href={`tel:${site.contactPhone.replace(/[^\d+]/g, "")}`}
          >
            <Icon name="phone" />
            {site.contactPhone}
          </a>
        )}
      </div>
    </div>
  );
}
