import { Icon } from "~/components/ui/Icon";
import type { InsideGroup, InsideKind, SpecSheetView } from "../../../lib/spec-sheet";
import { formatDollars } from "../../../lib/pricing";

/** Each kind's name in the table, and what its parts are called. */
const KIND_NAMES: Record<InsideKind, string> = {
  pipelines: "Pipelines",
  workflows: "Workflows",
  funnels: "Funnels and websites",
  forms: "Forms",
  surveys: "Surveys",
  calendars: "Calendars",
  emailTemplates: "Email templates",
  smsTemplates: "SMS templates",
  customFields: "Custom Fields",
  customValues: "Custom Values",
  tags: "Tags",
  triggerLinks: "Trigger links",
};

/** One item of a kind: a pipeline with its stages in order, a workflow with its trigger, a value with what it holds. */
function Item({ item, kind }: { item: InsideGroup["items"][number]; kind: InsideKind }) {
  if (item.parts)
    return (
      <>
        <span className="font-medium text-ink">
          {kind === "funnels" && item.detail === "website" ? `${item.name} (website)` : item.name}
        </span>
        {": "}
        {item.parts.join(kind === "pipelines" ? " → " : ", ")}
      </>
    );
  if (item.detail)
    return (
      <>
        <span className="font-medium text-ink">{item.name}</span>
        {kind === "workflows" ? ", starts on " : ": "}
        {item.detail}
      </>
    );
  return <>{item.name}</>;
}

function InsideTable({ groups, name }: { groups: InsideGroup[]; name: string }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="px-4 pt-4 pb-2 text-left text-base font-semibold text-ink">{`What the ${name} carries`}</caption>
        {/* On a phone each row stacks: the kind and its count on one line, every item under them at full width. */}
        <thead className="border-b border-slate-200 text-slate-600 max-sm:sr-only">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              What
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              How many
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Each one
            </th>
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => (
            <tr
              key={group.kind}
              className="border-b border-slate-200 align-top last:border-0 max-sm:grid max-sm:grid-cols-[1fr_auto]"
              data-kind={group.kind}
            >
              <th scope="row" className="px-4 py-3 font-medium text-ink">
                {KIND_NAMES[group.kind]}
              </th>
              <td
                className="px-4 py-3 whitespace-nowrap text-slate-700 max-sm:text-right"
                data-testid={`count-${group.kind}`}
              >
                {group.count}
                {group.parts ? (
                  <span className="block text-slate-600">{`${group.parts.count} ${group.parts.kind}`}</span>
                ) : null}
              </td>
              <td className="px-4 py-3 text-slate-700 max-sm:col-span-2 max-sm:pt-0">
                <details>
                  <summary className="cursor-pointer font-medium text-brand-700">{`All ${group.count}`}</summary>
                  <ul className="mt-2 space-y-1.5">
                    {group.items.map((item) => (
                      <li key={item.name}>
                        <Item item={item} kind={group.kind} />
                      </li>
                    ))}
                  </ul>
                </details>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Bullets({ items, icon }: { items: string[]; icon: "check" | "close" }) {
  return (
    <ul className="mt-3 space-y-2 text-sm text-slate-700">
      {items.map((item) => (
        <li key={item} className="flex gap-2.5">
          <Icon
            name={icon}
            className={
              icon === "close" ? "mt-0.5 size-4 shrink-0 text-slate-500" : "mt-0.5 size-4 shrink-0 text-green-600"
            }
          />
          {item}
        </li>
      ))}
    </ul>
  );
}

/**
 * The snapshot's spec sheet (id "spec-sheet": the buyer's e-mail and account link here): what is inside, counted from
 * its lists; the HighLevel plan and add-ons it needs; what never transfers and what the buyer sets up; the steps after
 * import with their minutes. Plain tables, lists and <details>, so it reads whole without JavaScript.
 */
export function SpecSheet({ sheet, name }: { sheet: SpecSheetView; name: string }) {
  return (
    <section id="spec-sheet" aria-labelledby="spec-sheet-title" className="scroll-mt-24 pb-16">
      <div className="container-page">
        <h2 id="spec-sheet-title" className="text-2xl font-bold sm:text-3xl">
          Spec sheet
        </h2>
        <p className="mt-2 max-w-3xl text-slate-600">
          What it holds, what it needs, and what you do after importing it.
        </p>
        <div className="mt-8 grid gap-8 lg:grid-cols-[1.5fr_1fr]">
          <InsideTable groups={sheet.inside} name={name} />
          <div className="space-y-6">
            <div className="card p-5">
              <h3 className="font-semibold">HighLevel plan and add-ons</h3>
              <p className="mt-2 text-sm text-slate-700">
                <span
                  className="font-semibold text-ink"
                  data-testid="spec-plan"
                >{`${sheet.plan.name} plan or higher`}</span>
                {` (HighLevel's price: ${sheet.plan.priceText ?? formatDollars(sheet.plan.price)}). ${sheet.planReason}`}
              </p>
              {sheet.addOns.length > 0 ? (
                <ul className="mt-3 space-y-2 text-sm text-slate-700">
                  {sheet.addOns.map((addOn) => (
                    <li key={addOn.name}>
                      <span className="font-medium text-ink">{addOn.name}</span>
                      {`: ${addOn.why}`}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-2 text-sm text-slate-700">No paid add-ons.</p>
              )}
              <p className="mt-3 text-xs text-slate-600">{sheet.planNote}</p>
            </div>
            <div className="card p-5">
              <h3 className="font-semibold">Set up after import</h3>
              <h4 className="mt-3 text-sm font-medium text-ink">Never in any snapshot</h4>
              <Bullets items={sheet.neverTransfers} icon="close" />
              <h4 className="mt-4 text-sm font-medium text-ink">{`What the ${name} also needs from you`}</h4>
              <Bullets items={sheet.setUpYourself} icon="check" />
            </div>
          </div>
        </div>
        <div className="mt-8 card p-5 sm:p-6">
          <h3 className="font-semibold">
            Checklist after import
            {sheet.checklistTime ? (
              <span className="font-normal text-slate-600">{`, about ${sheet.checklistTime} in all`}</span>
            ) : null}
          </h3>
          <ol className="mt-4 space-y-3 text-sm text-slate-700">
            {sheet.checklist.map((step, index) => (
              <li key={step.step} className="flex gap-3">
                <span
                  className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-700"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <span>
                  {step.step}
                  <span className="text-slate-600">{` About ${step.minutes} min.`}</span>
                </span>
              </li>
            ))}
          </ol>
        </div>
        {sheet.videos.length > 0 ? (
          <div className="mt-8 card p-5">
            <h3 className="font-semibold">Setup videos</h3>
            <ul className="mt-3 space-y-2 text-sm">
              {sheet.videos.map((video) => (
                <li key={video.url}>
                  <a
                    href={video.url}
                    rel="noopener"
                    className="font-medium text-brand-700 underline underline-offset-2"
                  >
                    {video.title}
                  </a>
                  <span className="text-slate-600">{` (${video.minutes} min)`}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  );
}
