import { Link } from "~/components/ui/Link";
import { Accordion } from "~/components/ui/Accordion";
import { Icon } from "~/components/ui/Icon";
import { Tabs, type TabItem } from "~/components/ui/Tabs";
import type { SnapshotPageData } from "~/page-data/snapshots";
import { SNAPSHOT_LABELS, STORE_QUESTIONS_ANCHOR } from "~/content-model/snapshot-pricing";
import { SnapshotTestimonials } from "./SnapshotTestimonials";

type Detail = SnapshotPageData["detail"];

/** A snapshot's details in tabs: overview, features, testimonials and questions, every panel in the HTML. */
export function SnapshotTabs({ listing, detail, faq }: Pick<SnapshotPageData, "listing" | "detail" | "faq">) {
  const tabs: TabItem[] = [
    { id: "overview", label: "Overview", content: <SnapshotOverview detail={detail} /> },
    { id: "features", label: "Features", content: <SnapshotFeatures features={detail.features} /> },
    // A production build shows only verified reviews; with none, there is no tab.
    ...(detail.testimonials.length > 0
      ? [
          {
            id: "testimonials",
            label: "Testimonials",
            content: <SnapshotTestimonials testimonials={detail.testimonials} />,
          },
        ]
      : []),
    { id: "faq", label: "FAQ", content: <SnapshotFaq faq={faq} /> },
  ];
  return (
    <section aria-label="Snapshot details" className="pb-16">
      <div className="container-page">
        <Tabs label={`${listing.name} details`} items={tabs} />
      </div>
    </section>
  );
}

function SnapshotOverview({ detail }: { detail: Detail }) {
  return (
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
  );
}

function SnapshotFeatures({ features }: { features: Detail["features"] }) {
  return (
    <>
      <h2 className="sr-only">Features</h2>
      <ul className="grid-balanced-2 gap-5">
        {features.map((feature) => (
          <li key={feature.title} className="card p-5">
            <h3 className="font-semibold">{feature.title}</h3>
            <p className="mt-1.5 text-slate-600">{feature.description}</p>
          </li>
        ))}
      </ul>
    </>
  );
}

function SnapshotFaq({ faq }: { faq: SnapshotPageData["faq"] }) {
  return (
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
  );
}
