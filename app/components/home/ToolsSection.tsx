import { Section, SectionHeading } from "~/components/ui/Section";
import type { IntegrationTile } from "~/content/integrations";

/** Brand marks from simple-icons (generated files), monochrome at rest (.logo-mono) and in brand colour on hover. */
export function ToolsSection({ tools }: { tools: IntegrationTile[] }) {
  return (
    <Section labelledBy="tools-title">
      <SectionHeading
        id="tools-title"
        eyebrow="Integrations"
        title="Connected to the tools you already use"
        intro="We wire GoHighLevel into your payments, calendars, ads, store and inbox, natively or through the API and webhooks."
      />
      {/* Two columns of side-by-side tiles on phones (short), stacked tiles in four then eight columns above. */}
      <ul className="mt-10 grid grid-cols-2 gap-3 sm:mt-14 sm:grid-cols-4 sm:gap-4 lg:grid-cols-8">
        {tools.map((tool) => (
          <li
            key={tool.name}
            className="group flex items-center gap-3 card p-3 transition hover:border-brand-200 hover:shadow-md sm:flex-col sm:py-5 sm:text-center"
          >
            <span className="flex w-12 shrink-0 justify-center sm:h-8 sm:w-auto">
              <img src={tool.logo} alt="" width={tool.width} height={tool.height} loading="lazy" decoding="async" className="logo-mono max-sm:h-7 max-sm:w-auto" />
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-ink">{tool.name}</span>
              <span className="mt-0.5 block text-xs text-slate-600 sm:mt-1">{tool.use}</span>
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
