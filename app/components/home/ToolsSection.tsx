import { Section, SectionHeading } from "~/components/ui/Section";
import type { IntegrationTile } from "~/content/integrations";

/** Brand marks from simple-icons (generated files), monochrome at rest and in brand colour on hover. */
export function ToolsSection({ tools }: { tools: IntegrationTile[] }) {
  return (
    <Section labelledBy="tools-title">
      <SectionHeading
        id="tools-title"
        eyebrow="Integrations"
        title="Connected to the tools you already use"
        intro="We wire GoHighLevel into your payments, calendars, ads, store and inbox, natively or through the API and webhooks."
      />
      <ul className="mt-14 grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-8">
        {tools.map((tool) => (
          <li
            key={tool.name}
            className="group flex flex-col items-center rounded-2xl border border-slate-200 bg-white px-3 py-5 text-center transition hover:border-brand-200 hover:shadow-md"
          >
            <img
              src={tool.logo}
              alt=""
              width={32}
              height={32}
              loading="lazy"
              decoding="async"
              className="size-8 opacity-70 grayscale transition group-hover:opacity-100 group-hover:grayscale-0"
            />
            <p className="mt-3 text-sm font-semibold text-ink">{tool.name}</p>
            <p className="mt-1 text-xs text-slate-600">{tool.use}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
