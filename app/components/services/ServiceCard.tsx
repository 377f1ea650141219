import { Link } from "react-router";
import { Icon } from "~/components/ui/Icon";
import type { Service } from "~/content/types";

/** A service in a grid: the whole card is one link target via the stretched title link. */
export function ServiceCard({ service, linkLabel = "Learn More" }: { service: Service; linkLabel?: string }) {
  return (
    <article className="group relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition duration-300 hover:-translate-y-1 hover:border-brand-200 hover:shadow-xl">
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-gradient-to-br from-brand-50 to-brand-100 text-brand-700">
        <Icon name={service.icon} className="size-6" />
      </span>
      <h3 className="mt-5 text-lg font-semibold">{service.title}</h3>
      <p className="mt-2 flex-1 text-slate-600">{service.description}</p>
      <Link
        to={`/services/${service.slug}`}
        className="mt-5 inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-2xl"
      >
        {linkLabel}
        <span className="sr-only">: {service.title}</span>
        <Icon name="arrowRight" className="size-4 transition group-hover:translate-x-1" />
      </Link>
    </article>
  );
}
