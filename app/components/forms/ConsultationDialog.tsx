import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { CloseButton } from "~/components/ui/CloseButton";
import { CONSULTATION } from "~/content/navigation";
import { POPUP_AUTO_CLOSE_MS } from "~/lib/contact-form";
import { parseInterestKey } from "~/lib/interest";
import { ANALYTICS_EVENTS, track } from "~/lib/site-analytics";
import { ContactForm } from "./ContactForm";
import { useContactForm } from "./useContactForm";

/** The popup's own title and promise, for buttons that bring none (content/data/navigation.yml). */
export const DEFAULT_CONSULTATION = CONSULTATION;

export interface ConsultationRequest {
  title?: string;
  subtitle?: string;
  /** What the button is about (`plan:pro`, `snapshot:<slug>`, `service:<slug>`), sent with the enquiry. */
  interest?: string;
}

interface ConsultationApi {
  openConsultation: (request?: ConsultationRequest) => void;
}

const ConsultationContext = createContext<ConsultationApi | null>(null);

export function useConsultation(): ConsultationApi {
  const api = useContext(ConsultationContext);
  if (!api) throw new Error("useConsultation must be used inside <ConsultationProvider>");
  return api;
}

/** Conversion events: the popup opened (with its title), and a plan chosen or a Buy Now pressed when it is about one. */
function reportOpened(request: ConsultationRequest) {
  track(ANALYTICS_EVENTS.consultationOpened, { title: request.title ?? DEFAULT_CONSULTATION.title });
  const interest = parseInterestKey(request.interest);
  if (interest?.kind === "plan") track(ANALYTICS_EVENTS.planChosen, { plan: interest.id });
  if (interest?.kind === "snapshot") track(ANALYTICS_EVENTS.buyNowClicked, { snapshot: interest.id });
}

/** One native <dialog> for the whole site; any button can open it with its own title and subtitle. */
export function ConsultationProvider({ children }: { children: React.ReactNode }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const [copy, setCopy] = useState<{ title: string; subtitle: string; interest?: string | undefined }>(DEFAULT_CONSULTATION);
  const form = useContactForm("popup");
  const { clearStatus } = form;

  const openConsultation = useCallback((request: ConsultationRequest = {}) => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setCopy({
      title: request.title ?? DEFAULT_CONSULTATION.title,
      subtitle: request.subtitle ?? DEFAULT_CONSULTATION.subtitle,
      interest: request.interest,
    });
    if (!dialog.open) dialog.showModal();
    reportOpened(request);
    dialog.querySelector<HTMLInputElement>("input[name=name]")?.focus();
  }, []);

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

  const api = useMemo(() => ({ openConsultation }), [openConsultation]);

  return (
    <ConsultationContext.Provider value={api}>
      {children}
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
            {copy.title}
          </h2>
          <p id="consultation-subtitle" className="mt-2 mb-6 text-slate-600">
            {copy.subtitle}
          </p>
          <ContactForm form={form} idPrefix="popup" formName="popup" context={copy.title} interest={copy.interest} />
        </div>
      </dialog>
    </ConsultationContext.Provider>
  );
}

/** A button that opens the consultation popup; pass the title and subtitle that fit where it sits. */
export function ConsultationButton({
  title,
  subtitle,
  interest,
  children,
  className,
  ...rest
}: ConsultationRequest & Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, "title">) {
  const { openConsultation } = useConsultation();
  return (
    <button type="button" className={className} onClick={() => openConsultation({ title, subtitle, ...(interest ? { interest } : {}) })} {...rest}>
      {children}
    </button>
  );
}
