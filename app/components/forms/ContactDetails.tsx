import { Icon, type UiIconName } from "~/components/ui/Icon";
import { site } from "~/content-model/site";
import { words } from "~/content-model/interface-words";

/** One promise of content/data/pages.yml `contactPromises` (reply time, consultation, support), in that order. */
export interface ContactPromise {
  title: string;
  text: string;
}

const PROMISE_ICONS: UiIconName[] = ["clock", "shield", "headset"];

/**
 * The agency's contact details and what happens after an enquiry. The promises state facts (reply and response
 * times), so they are content: the contact page and the home contact section pass them from their loaders.
 */
export function ContactDetails({ promises }: { promises: ContactPromise[] }) {
  return (
    <div className="space-y-6">
      <ul className="space-y-5">
        {promises.map((item, index) => (
          <li key={item.title} className="flex gap-4">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon name={PROMISE_ICONS[index] ?? "check"} />
            </span>
            <div>
              <p className="font-semibold text-ink">{item.title}</p>
              <p className="text-slate-600">{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="card p-5">
        <p className="text-sm font-semibold text-ink">{words.emailUs}</p>
        <a
          className="mt-1 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:underline"
          href={`mailto:${site.contactEmail}`}
        >
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
