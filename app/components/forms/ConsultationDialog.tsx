import { useCallback, useEffect, useRef, useState } from "react";
import { formWords } from "virtual:site-content";
import { CloseButton } from "~/components/ui/CloseButton";
import { PayForm } from "./PayForm";
import { CONSULTATION } from "~/content-model/navigation";
import { site } from "~/content-model/site";
import { POPUP_AUTO_CLOSE_MS, THANK_YOU_PATH, followUpAfterSend } from "../../../lib/contact-form";
import { thankYouAddress } from "../../../lib/sent-enquiry";
import { parseInterestKey } from "../../../lib/interest";
import { ANALYTICS_EVENTS, track } from "~/page-data/site-analytics";
import { ContactForm } from "./ContactForm";
import type { ConsultationOpening, ConsultationRequest } from "./consultation-request";
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
 * opening shows it with that opening's title and subtitle; it stays mounted afterward, so a half-written enquiry is
 * still there when it is opened again.
 */
export function ConsultationDialog({ opening }: { opening: ConsultationOpening }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const { request } = opening;
  const title = request.title ?? DEFAULT_CONSULTATION.title;
  const form = useContactForm("popup");
  const { clearStatus } = form;
  // After a send, once the popup has closed: the page shows what happens next until the visitor closes it.
  const [confirming, setConfirming] = useState(false);
  // Whether the popup closes after a send: read by the native "close" listener, which outlives a render.
  const sent = useRef(false);
  useEffect(() => {
    sent.current = form.state.status === "success";
  }, [form.state.status]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    openerRef.current = opening.opener;
    setConfirming(false);
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
      const afterSend = sent.current;
      clearStatus();
      if (afterSend) {
        const next = followUpAfterSend("popup", site.thankYouRedirect);
        // A full page load, so any conversion tag on /thank-you counts it.
        if (next.then === "thankYouPage") return window.location.assign(thankYouAddress(THANK_YOU_PATH));
        // The confirmation takes the focus (its heading); closing it returns the focus to the button that opened the popup.
        setConfirming(true);
        return;
      }
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

  const popup = (
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
        <CloseButton label={formWords.close} onClick={close} className="absolute top-3 right-3" />
        <h2 id="consultation-title" className="pr-10 text-2xl font-bold">
          {title}
        </h2>
        <p id="consultation-subtitle" className="mt-2 mb-6 text-slate-600">
          {request.subtitle ?? DEFAULT_CONSULTATION.subtitle}
        </p>
        {request.pay ? <PayForm pay={request.pay} className="mb-6" /> : null}
        <ContactForm form={form} idPrefix="popup" formName="popup" context={title} interest={request.interest} />
      </div>
    </dialog>
  );
  const Confirmation = form.guide?.SendConfirmation;
  const dismiss = () => {
    setConfirming(false);
    openerRef.current?.focus();
    openerRef.current = null;
  };
  return (
    <>
      {popup}
      {confirming && Confirmation ? (
        <Confirmation
          onDismiss={dismiss}
          className="card fixed inset-x-4 bottom-4 z-40 max-w-md p-5 shadow-2xl sm:left-auto"
        />
      ) : null}
    </>
  );
}
