import { Link } from "~/components/ui/Link";
import { legalLinks } from "~/content-model/navigation";
import type { LegalDocument, LegalPageWords } from "~/content-model/types";
import { cn } from "../../../lib/cn";

/** The shared layout of the legal pages: date, contents with anchors, numbered sections, sibling links. */
export function LegalDocumentView({
  document,
  lastUpdated,
  lastUpdatedIso,
  words: legalWords,
}: {
  document: LegalDocument;
  lastUpdated: string;
  lastUpdatedIso: string;
  /** The page's own words (content/data/page-words.yml), from the loader. */
  words: LegalPageWords;
}) {
  return (
    <article aria-labelledby="page-title" className="pt-28 pb-20 sm:pt-36 sm:pb-28">
      <div className="container-page max-w-3xl">
        <p className="eyebrow">{legalWords.eyebrow}</p>
        <h1 id="page-title" className="mt-2 text-4xl font-bold sm:text-5xl">
          {document.title}
        </h1>
        <p className="mt-3 text-slate-600" data-testid="last-updated">
          {legalWords.lastUpdated} <time dateTime={lastUpdatedIso}>{lastUpdated}</time>
        </p>
        {/* A translation says the English page prevails, and links to it (the same note on every translated legal page). */}
        {__SITE_LANG__ !== "en" && (
          <p className="mt-4 text-sm text-slate-600" data-shared="translation-notice">
            {legalWords.translationNotice.split("{original}")[0]}
            <a href={`/legal/${document.slug}`} hrefLang="en" className="font-medium text-brand-700 underline">
              {legalWords.original}
            </a>
            {legalWords.translationNotice.split("{original}")[1]}
          </p>
        )}
        <p className="mt-6 text-lg">{document.intro}</p>
        <nav
          aria-labelledby="toc-title"
          data-pagefind-ignore=""
          className="mt-10 rounded-2xl border border-slate-200 bg-slate-50 p-6"
        >
          <h2 id="toc-title" className="text-base font-semibold">
            {legalWords.contents}
          </h2>
          <ol className="mt-3 space-y-1">
            {document.sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-flex min-h-9 items-center text-slate-700 hover:text-brand-700 hover:underline"
                >
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="mt-12 space-y-12">
          {document.sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`} className="text-2xl font-bold">
                {index + 1}. {section.title}
              </h2>
              {/* Rendered from the document's Markdown at build time. */}
              <div
                className="prose-content mt-4 space-y-4 leading-relaxed"
                dangerouslySetInnerHTML={{ __html: section.html }}
              />
            </section>
          ))}
        </div>
        <nav
          aria-label={legalWords.otherPolicies}
          data-pagefind-ignore=""
          className="mt-16 border-t border-slate-200 pt-8"
        >
          <ul className="flex flex-wrap gap-2">
            {legalLinks.map((link) => (
              <li key={link.slug}>
                <Link
                  to={`/legal/${link.slug}`}
                  aria-current={link.slug === document.slug ? "page" : undefined}
                  className={cn(
                    "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium",
                    link.slug === document.slug
                      ? "border-brand-600 bg-brand-50 text-brand-800"
                      : "border-slate-200 text-slate-700 hover:border-brand-600",
                  )}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </article>
  );
}
