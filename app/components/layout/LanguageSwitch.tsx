import { useLocation } from "react-router";
import { languageName, otherLangs, pageIn } from "~/content-model/language";
import { words } from "~/content-model/interface-words";

/**
 * The link to this page in the other language (its translation, or that language's home page when it has none).
 * A plain link: each language is its own app. Named in its own language, so "Espanol" reads right to the visitor who
 * needs it; the site never switches by the browser's language on its own.
 */
export function LanguageSwitch({ className, short = false }: { className?: string; short?: boolean }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label={words.language.label} className={className}>
      {otherLangs.map((other) => (
        <a
          key={other}
          href={pageIn(other, pathname)}
          hrefLang={other}
          lang={other}
          // In the header the language's code stands for its name, so the longer Spanish menu fits. Its accessible name
          // starts with the code shown ("ES, Español"): a voice-control user says what they see (WCAG 2.5.3, label in name).
          aria-label={short ? `${other.toUpperCase()}, ${languageName(other)}` : undefined}
          className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-slate-700 hover:text-brand-700"
        >
          {short ? other.toUpperCase() : languageName(other)}
        </a>
      ))}
    </nav>
  );
}
