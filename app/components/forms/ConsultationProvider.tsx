import { createContext, useCallback, useContext, useMemo, useRef, useState } from "react";
import { contactHref, isPlainClick } from "../../../lib/contact-link";
import { pathIn } from "../../../config/languages.mjs";
import type { ConsultationDialog } from "./ConsultationDialog";
import type { ConsultationOpening, ConsultationRequest } from "./consultation-request";

interface ConsultationApi {
  openConsultation: (request?: ConsultationRequest) => void;
  /** Handlers for a button that opens the popup: they fetch its code as soon as a press looks likely. */
  preparing: { onPointerEnter: () => void; onFocus: () => void; onPointerDown: () => void };
}

const ConsultationContext = createContext<ConsultationApi | null>(null);

export function useConsultation(): ConsultationApi {
  const api = useContext(ConsultationContext);
  if (!api) throw new Error("useConsultation must be used inside <ConsultationProvider>");
  return api;
}

// The popup and its form are not part of any page's first load: most visits never open it. Its code is fetched when
// a visitor points at, focuses or presses a button that opens it, so it is usually there by the time the click lands.
let dialogModule: Promise<typeof import("./ConsultationDialog")> | undefined;
const loadDialog = () => (dialogModule ??= import("./ConsultationDialog"));

/** Gives every page one native <dialog> popup; any button can open it with its own title and subtitle. */
export function ConsultationProvider({ children }: { children: React.ReactNode }) {
  const [Dialog, setDialog] = useState<typeof ConsultationDialog | null>(null);
  const [opening, setOpening] = useState<ConsultationOpening | null>(null);
  const count = useRef(0);

  const openConsultation = useCallback((request: ConsultationRequest = {}) => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    count.current += 1;
    setOpening({ request, opener, count: count.current });
    loadDialog().then(
      (module) => setDialog(() => module.ConsultationDialog),
      // A failed fetch (offline, a deploy replaced the file): the next press tries again.
      () => (dialogModule = undefined),
    );
  }, []);

  const api = useMemo(() => {
    const prepare = () => void loadDialog().catch(() => (dialogModule = undefined));
    return { openConsultation, preparing: { onPointerEnter: prepare, onFocus: prepare, onPointerDown: prepare } };
  }, [openConsultation]);

  return (
    <ConsultationContext.Provider value={api}>
      {children}
      {Dialog && opening ? <Dialog opening={opening} /> : null}
    </ConsultationContext.Provider>
  );
}

/**
 * A call to action for a consultation, a plan, a snapshot or a service: a real link to /contact carrying its interest
 * (it works before and without JavaScript), which opens the popup instead once the page runs. A modified click (new
 * tab) keeps the link.
 */
export function ConsultationLink({
  title,
  subtitle,
  interest,
  pay,
  children,
  onClick,
  ...rest
}: ConsultationRequest & Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "title" | "href">) {
  const { openConsultation, preparing } = useConsultation();
  return (
    <a
      href={pathIn(__SITE_LANG__, contactHref(interest))}
      {...preparing}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        openConsultation({ title, subtitle, ...(interest ? { interest } : {}), ...(pay ? { pay } : {}) });
      }}
      {...rest}
    >
      {children}
    </a>
  );
}
