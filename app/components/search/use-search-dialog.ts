import { useCallback, useEffect, useRef } from "react";
import { ANALYTICS_EVENTS, track } from "~/page-data/site-analytics";

/**
 * The dialog's life: every request to open shows it (if it is not open already) with the field focused and its words
 * selected; closing it reports what the last search found (once, not on every keystroke;
 * never the words) and returns focus to what opened it.
 */
export function useSearchDialog({
  openRequest,
  openerRef,
  lastTotal: total,
}: {
  openRequest: number;
  openerRef: React.RefObject<HTMLElement | null>;
  /** How many pages the last search found; undefined before any search. */
  lastTotal: number | undefined;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const lastTotal = useRef<number | undefined>(undefined);
  useEffect(() => {
    lastTotal.current = total;
  }, [total]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    inputRef.current?.focus();
    inputRef.current?.select();
  }, [openRequest]);

  const close = useCallback(() => dialogRef.current?.close(), []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onClose = () => {
      if (lastTotal.current !== undefined) track(ANALYTICS_EVENTS.searchUsed, { results: lastTotal.current });
      openerRef.current?.focus();
    };
    dialog.addEventListener("close", onClose);
    return () => dialog.removeEventListener("close", onClose);
  }, [openerRef]);

  return { dialogRef, inputRef, close };
}
