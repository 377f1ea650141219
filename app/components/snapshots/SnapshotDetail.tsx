import { Link } from "~/components/ui/Link";
import { Accordion } from "~/components/ui/Accordion";
import { Breadcrumbs } from "~/components/ui/Breadcrumbs";
import { Icon } from "~/components/ui/Icon";
import { buttonClasses } from "~/components/ui/Button";
import { Monogram } from "~/components/ui/Monogram";
import { Badge } from "~/components/ui/Section";
import { StarRating } from "~/components/ui/StarRating";
import { Tabs } from "~/components/ui/Tabs";
import type { SnapshotPageData } from "~/content-lib/snapshots";
import { SNAPSHOT_LABELS, STORE_QUESTIONS_ANCHOR } from "~/content/snapshot-pricing";
import { discountPercent, formatCount, formatDollars } from "~/lib/pricing";
import { BuyNowButton } from "./BuyNowButton";
import { VerifiedReviews } from "./VerifiedReviews";
import { PurchasePromises } from "./PurchasePromises";
import { CurrentVersion } from "./CurrentVersion";
import { SnapshotExtras } from "./deferred-extras";

/** The price, and a former price struck through only when the store really charged it (verified in content). */
function PriceBox({ price, originalPrice }: { price: number; originalPrice: number | undefined }) {
  const percent = originalPrice === undefined ? 0 : discountPercent(price, originalPrice);
  return (
    <p className="flex flex-wrap items-baseline gap-3">
      <span className="text-4xl font-bold text-ink" data-testid="detail-price">
        {formatDollars(price)}
      </span>
      {originalPrice !== undefined && percent > 0 ? (
        <>
          <span className="text-lg text-slate-500">
            <span className="sr-only">{`${SNAPSHOT_LABELS.regularPrice} `}</span>
            <s>{formatDollars(originalPrice)}</s>
          </span>
          <span
            className="rounded-full bg-green-50 px-2.5 py-1 text-sm font-semibold text-green-800"
            data-testid="discount"
          >
            {SNAPSHOT_LABELS.save.replace("{percent}", String(percent))}
          </span>
        </>
      ) : null}
    </p>
  );
}

export function SnapshotDetail({
  listing,
  detail,
  price,
  originalPrice,
  categoryName,
  faq,
  buyNow,
  previewHtml,
  industries,
}: SnapshotPageData) {
  const tabs = [
    {
      id: "overview",
      label: "Overview",
      content: (
        <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr]">
          <div className="space-y-4 text-lg">
            <h2 className="sr-only">Overview</h2>
            <div className="prose-content space-y-4" dangerouslySetInnerHTML={{ __html: detail.descriptionHtml }} />
            <h3 className="pt-4 text-xl font-semibold">Benefits</h3>
            <ul className="space-y-3 text-base">
              {detail.benefits.map((benefit) => (
                <li key={benefit} className="flex gap-3">
                  <Icon name="check" className="mt-1 size-5 shrink-0 text-green-600" />
                  {benefit}
                </li>
              ))}
            </ul>
          </div>
          <div className="h-fit rounded-2xl border border-slate-200 bg-slate-50 p-6">
            <h3 className="text-lg font-semibold">What's included</h3>
            <ul className="mt-4 space-y-3 text-sm">
              {detail.includes.map((item) => (
                <li key={item} className="flex gap-2.5">
                  <Icon name="download" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </div>
      ),
    },
    {
      id: "features",
      label: "Features",
      content: (
        <>
          <h2 className="sr-only">Features</h2>
          <ul className="grid-balanced-2 gap-5">
            {detail.features.map((feature) => (
              <li key={feature.title} className="card p-5">
                <h3 className="font-semibold">{feature.title}</h3>
                <p className="mt-1.5 text-slate-600">{feature.description}</p>
              </li>
            ))}
          </ul>
        </>
      ),
    },
    // A production build shows only verified reviews; with none, there is no tab.
    ...(detail.testimonials.length > 0
      ? [
          {
            id: "testimonials",
            label: "Testimonials",
            content: (
              <>
                <h2 className="sr-only">Testimonials</h2>
                <ul className="grid-balanced-3 gap-5">
                  {detail.testimonials.map((testimonial) => (
                    <li key={testimonial.name}>
                      <figure className="h-full card p-6">
                        <StarRating rating={testimonial.rating} />
                        <blockquote className="mt-4 text-slate-700">
                          <p>{`“${testimonial.content}”`}</p>
                        </blockquote>
                        <figcaption className="mt-5 flex items-center gap-3">
                          <Monogram name={testimonial.name} size="sm" />
                          <span>
                            <span className="block font-semibold text-ink">{testimonial.name}</span>
                            <span className="block text-sm text-slate-600">{testimonial.business}</span>
                          </span>
                        </figcaption>
                      </figure>
                    </li>
                  ))}
                </ul>
              </>
            ),
          },
        ]
      : []),
    {
      id: "faq",
      label: "FAQ",
      content: (
        <>
          <h2 className="sr-only">Frequently asked questions</h2>
          <Accordion id="faq" items={faq} />
          <p className="mt-6 text-slate-600">
            <Link
              to={`/buy-snapshot#${STORE_QUESTIONS_ANCHOR}`}
              className="font-medium text-brand-700 underline underline-offset-2"
            >
              {SNAPSHOT_LABELS.storeQuestions}
            </Link>
          </p>
        </>
      ),
    },
  ];

  return (
    <>
      <section aria-labelledby="page-title" className="hero-wash pt-24 pb-12 sm:pt-32">
        <div className="container-page">
          <Breadcrumbs
            crumbs={[
              { name: "Home", path: "/" },
              { name: "Buy Snapshots", path: "/buy-snapshot" },
              { name: listing.name, path: `/buy-snapshot/${listing.slug}` },
            ]}
          />
          <div className="mt-6 grid gap-10 lg:grid-cols-[1.5fr_1fr] lg:items-start">
            <div>
              <Badge>{categoryName}</Badge>
              <h1 id="page-title" className="mt-4 text-4xl font-bold sm:text-5xl">
                {listing.name}
              </h1>
              <p className="mt-4 text-lg text-slate-600 sm:text-xl">{detail.tagline}</p>
              {/* Written out here rather than as a shared component: one more chunk would cost every page that shows it. */}
              {industries.map((industry) => (
                <Link
                  key={industry.slug}
                  to={`/industries/${industry.slug}`}
                  className="built-for"
                  data-pagefind-ignore=""
                >
                  Built for {industry.audience}
                </Link>
              ))}
              {listing.figures ? (
                <div
                  className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-600"
                  data-pagefind-ignore=""
                >
                  <span className="inline-flex items-center gap-2">
                    <StarRating rating={listing.figures.rating} />
                    <span className="font-semibold text-ink">{listing.figures.rating.toFixed(1)}</span>
                    <span>{`(${formatCount(listing.figures.reviews)} ${SNAPSHOT_LABELS.reviews})`}</span>
                  </span>
                  <span>{`${formatCount(listing.figures.sales)} ${SNAPSHOT_LABELS.sales}`}</span>
                </div>
              ) : null}
            </div>
            <aside
              aria-label="Purchase"
              data-pagefind-ignore=""
              data-shared="cta"
              className="card p-6 shadow-lg lg:row-span-2"
            >
              <PriceBox price={price} originalPrice={originalPrice} />
              <p className="mt-2 text-sm text-slate-600">{SNAPSHOT_LABELS.purchaseTerms}</p>
              {/* "Pay" while the site sells itself: a plain form post of the slug (works without JavaScript). Written here
                  rather than with the popup's PayForm: a component shared by the page and the popup would be a chunk
                  of its own, named in the route manifest every page loads. */}
              {buyNow.pay ? (
                <form method="post" action={buyNow.pay.action} className="mt-5" data-pay="true">
                  <input type="hidden" name="slug" value={buyNow.pay.slug} />
                  <button type="submit" className={buttonClasses("primary", "lg", "w-full")}>
                    <Icon name="cart" />
                    {buyNow.pay.label}
                  </button>
                </form>
              ) : null}
              <BuyNowButton
                buyNow={buyNow}
                checkoutUrl={detail.checkoutUrl}
                className={buyNow.pay ? "mt-3 w-full" : "mt-5 w-full"}
              />
              <PurchasePromises sheet={detail.specSheet} />
              <CurrentVersion versions={detail.versions ?? []} />
            </aside>
            {/* The account it installs, drawn from its file: after the purchase box on phones, so it is never the
                page's largest first paint there; under the title from lg. */}
            <div
              className="overflow-hidden rounded-2xl border border-slate-200 shadow-lg lg:col-start-1 lg:row-start-2"
              data-testid="snapshot-preview"
              dangerouslySetInnerHTML={{ __html: previewHtml }}
            />
          </div>
        </div>
      </section>
      <section aria-label="Snapshot details" className="pb-16">
        <div className="container-page">
          <Tabs label={`${listing.name} details`} items={tabs} />
        </div>
      </section>
      <VerifiedReviews reviews={detail.verifiedReviews} />
      <SnapshotExtras specSheet={detail.specSheet} versions={detail.versions ?? []} name={listing.name} />
      <section aria-labelledby="buy-cta-title" data-pagefind-ignore="" data-shared="cta" className="pb-20 sm:pb-28">
        <div className="container-page">
          <div className="flex flex-col items-start justify-between gap-6 surface-night rounded-3xl p-8 sm:flex-row sm:items-center sm:p-12">
            <div>
              <h2 id="buy-cta-title" className="text-2xl font-bold text-on-primary sm:text-3xl">
                Get the {listing.name} for {formatDollars(price)}
              </h2>
              <p className="mt-2 text-on-night-muted">
                Prefer it installed and customized for you? Our team can do it on any{" "}
                <Link to="/pricing" className="font-semibold text-on-primary underline underline-offset-4">
                  plan
                </Link>
                .
              </p>
            </div>
            <BuyNowButton buyNow={buyNow} checkoutUrl={detail.checkoutUrl} className="shrink-0" />
          </div>
        </div>
      </section>
    </>
  );
}
