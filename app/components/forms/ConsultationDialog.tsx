import { useCallback, useEffect, useRef } from "react";
import { CloseButton } from "~/components/ui/CloseButton";
import { CONSULTATION } from "~/content/navigation";
import { POPUP_AUTO_CLOSE_MS } from "~/lib/contact-form";
import { parseInterestKey } from "~/lib/interest";
import { ANALYTICS_EVENTS, track } from "~/lib/site-analytics";
import { ContactForm } from "./ContactForm";
import type { ConsultationOpening, ConsultationRequest } from "./ConsultationProvider";
import { useContactForm } from "./useContactForm";

/** The popup's own title and promise, for buttons that bring none (content/data/navigation.yml). */
export const DEFAULT_CONSULTATION = CONSULTATION;

/** Conversion events: the popup opened (with its title), and a plan chosen or a Buy Now pressed when it is about one. */
function reportOpened(request: ConsultationRequest) {
  track(ANALYTICS_EVENTS.consultationOpened, { title: request.title ?? DEFAULT_CONSULTATION.title });
  const interest = parseInterestKey(request.interest);
  if (interest?.kind === "plan") track(ANALYTICS_EVENTS.planChosen, { plan: interest.id });
  if (interest?.kind === "snapshot") track(ANALYTICS_EVENTS.buyNowClicked, { snapshot: interest.id });
}

/**
 * The one native <dialog> for the whole site, loaded the first time a page opens it (ConsultationProvider). Each new
 * opening shows it with that opening's title and subtitle; it stays mounted afterwards, so a half-written enquiry is
 * still there when it is opened again.
 */
export function ConsultationDialog({ opening }: { opening: ConsultationOpening }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const { request } = opening;
  const title = request.title ?? DEFAULT_CONSULTATION.title;
  const form = useContactForm("popup");
  const { clearStatus } = form;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    openerRef.current = opening.opener;
    if (!dialog.open) dialog.showModal();
    reportOpened(opening.request);
    dialog.querySelector<HTMLInputElement>("input[name=name]")?.focus();
  }, [opening]);

  const close = useCallback(() => dialogRef.current?.close(), []);

  // Escape, the X button and the auto-close all end in the native "close" event.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onClose = () => {
      clearStatus();
      openerRef.current?.focus();
      openerRef.current = null;
    };
    dialog.addEventListener("close", onClose);
    return () => dialog.removeEventListener("close", onClose);
  }, [clearStatus]);

  useEffect(() => {
    if (form.state.status !== "success") return;
    const timer = window.setTimeout(close, POPUP_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [form.state.status, close]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="consultation-title"
      aria-describedby="consultation-subtitle"
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-2xl bg-white p-0 text-slate-700 shadow-2xl"
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its panel) closes it.
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className="relative p-6 sm:p-8">
        <CloseButton label="Close" onClick={close} className="absolute top-3 right-3" />
        <h2 id="consultation-title" className="pr-10 text-2xl font-bold">
          {title}
        </h2>
        <p id="consultation-subtitle" className="mt-2 mb-6 text-slate-600">
          {request.subtitle ?? DEFAULT_CONSULTATION.subtitle}
        </p>
        <ContactForm form={form} idPrefix="popup" formName="popup" context={title} interest={request.interest} />
      </div>
    </dialog>
  );
}
