import { Link } from "~/components/ui/Link";
import { Icon } from "~/components/ui/Icon";
import type { Service } from "~/content-model/types";
import { cardWords } from "virtual:site-content";

/**
 * A service in a grid: the whole card is one link target via the stretched title link. On phones the icon sits beside
 * the words, so fifteen cards stay a short scroll; from sm it heads a taller card.
 */
export function ServiceCard({ service, linkLabel = cardWords.learnMore }: { service: Service; linkLabel?: string }) {
  return (
    <article
      data-shared="preview"
      className="card card-lift group relative flex h-full gap-4 p-5 sm:flex-col sm:gap-5 sm:p-6"
    >
      <span className="icon-tile size-10 sm:size-12">
        <Icon name={service.icon} className="size-6" />
      </span>
      <div className="flex flex-1 flex-col">
        <h3 className="text-lg font-semibold">{service.title}</h3>
        <p className="mt-1 flex-1 text-slate-600 sm:mt-2">{service.description}</p>
        <Link to={`/services/${service.slug}`} className="link-more mt-2 sm:mt-5 sm:min-h-11">
          {linkLabel}
          <span className="sr-only">{`: ${service.title}`}</span>
          <Icon name="arrowRight" className="size-4 transition group-hover:translate-x-1" />
        </Link>
      </div>
    </article>
  );
}
