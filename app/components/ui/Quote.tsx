import { useId } from "react";
import { words } from "~/content-model/interface-words";
import { lang } from "~/content-model/language";
import { translatedQuoteNote } from "../../../lib/translated-quote";
import { DEFAULT_LANG, type Lang } from "../../../config/languages.mjs";

/**
 * A client's words in quotation marks. Shown on a page in another language than the one they were given in, a note
 * under them says they are translated; the quote names it as its description, so a screen reader says it with the quote.
 */
export function Quote({
  text,
  quotedIn = DEFAULT_LANG,
  className,
  noteClassName,
}: {
  text: string;
  quotedIn?: Lang | undefined;
  className?: string;
  noteClassName?: string;
}) {
  const noteId = useId();
  const note = translatedQuoteNote(quotedIn, lang, words.quote);
  return (
    <>
      <blockquote className={className} aria-describedby={note ? noteId : undefined}>
        <p>{`“${text}”`}</p>
      </blockquote>
      {note ? (
        <p id={noteId} data-translated-quote="" className={noteClassName ?? "mt-2 text-sm text-slate-600 italic"}>
          {note}
        </p>
      ) : null}
    </>
  );
}
