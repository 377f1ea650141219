import { Section, SectionHeading } from "~/components/ui/Section";
import type { IntegrationTile } from "~/content-model/integrations";
import { homeWords } from "virtual:site-content";

/** Brand marks from simple-icons (generated files), monochrome at rest (.logo-mono) and in brand color on hover. */
export function ToolsSection({ tools }: { tools: IntegrationTile[] }) {
  return (
    <Section labelledBy="tools-title">
      <SectionHeading
        id="tools-title"
        eyebrow={homeWords.tools.eyebrow}
        title={homeWords.tools.title}
        intro={homeWords.tools.intro}
      />
      {/* Two columns of compact tiles on phones, four then eight columns of centered tiles above. */}
      <ul className="mt-10 grid grid-cols-2 gap-3 sm:mt-14 sm:grid-cols-4 sm:gap-4 lg:grid-cols-8">
        {tools.map((tool) => (
          <li
            key={tool.name}
            className="group card flex flex-col p-3 transition hover:border-brand-200 hover:shadow-md sm:items-center sm:py-5 sm:text-center"
          >
            <img
              src={tool.logo}
              alt=""
              width={tool.width}
              height={tool.height}
              loading="lazy"
              decoding="async"
              className="logo-mono h-7 w-auto self-start sm:h-8 sm:self-center"
            />
            <p className="mt-2 text-sm font-semibold text-ink sm:mt-3">{tool.name}</p>
            <p className="mt-0.5 text-xs text-slate-600 sm:mt-1">{tool.use}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
