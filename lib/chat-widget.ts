// GoHighLevel's chat widget, loaded the first time a visitor presses the site's chat button (never before): the
// loader script of the widget's install snippet is added to the page, and once the widget is there it is opened and
// given the focus. The widget announces itself with the `LC_chatWidgetLoaded` event and offers
// `window.leadConnector.chatWidget.openWidget()` (with `closeWidget()`, `isActive()` and `isLoaded`); it renders as a
// <chat-widget> element. Some builds of the widget are reported not to send the event, so the page also looks for the
// API every quarter second while it waits (decision record 031 cites both).
import { CHAT_LOADER_URL, CHAT_RESOURCES_URL } from "./ghl-embed";

interface ChatWindow {
  leadConnector?: { chatWidget?: { openWidget?: () => void; isLoaded?: boolean } };
}

export const CHAT_LOADED_EVENT = "LC_chatWidgetLoaded";
const ELEMENT = "chat-widget";
const FOCUSABLE = "textarea, input:not([type=hidden]), button, [href], [tabindex]:not([tabindex='-1'])";

/** The widget's first control (its shadow root when open to the page), else the element itself. */
function focusTarget(element: HTMLElement): HTMLElement {
  const inside =
    element.shadowRoot?.querySelector<HTMLElement>(FOCUSABLE) ?? element.querySelector<HTMLElement>(FOCUSABLE);
  if (inside) return inside;
  if (!element.hasAttribute("tabindex")) element.tabIndex = -1;
  return element;
}

/** Opens the loaded widget and moves the focus into it (its element, once there); false while it is not loaded yet. */
function openLoaded(win: Window & ChatWindow): boolean {
  const widget = win.leadConnector?.chatWidget;
  if (typeof widget?.openWidget !== "function" || widget.isLoaded === false) return false;
  widget.openWidget();
  const element = win.document.querySelector<HTMLElement>(ELEMENT);
  if (element) focusTarget(element).focus();
  return true;
}

let loading: Promise<void> | undefined;

/**
 * Loads the widget (once per page), opens it and gives it the focus. Rejects when the loader cannot be fetched or the
 * widget does not appear within `timeoutMs`; the next press tries again.
 */
export function openChat(widgetId: string, { timeoutMs = 20_000, win = window } = {}): Promise<void> {
  if (openLoaded(win)) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const { document } = win;
    const script = document.createElement("script");
    script.src = CHAT_LOADER_URL;
    script.async = true;
    script.dataset.resourcesUrl = CHAT_RESOURCES_URL;
    script.dataset.widgetId = widgetId;
    const finish = (error?: Error) => {
      clearTimeout(timer);
      clearInterval(poll);
      win.removeEventListener(CHAT_LOADED_EVENT, loaded);
      if (error) {
        script.remove();
        loading = undefined;
        reject(error);
      } else resolve();
    };
    // The widget may announce itself before its element is in the page: the next frame looks again.
    const loaded = () => {
      if (openLoaded(win)) finish();
      else win.requestAnimationFrame(() => (openLoaded(win) ? finish() : undefined));
    };
    win.addEventListener(CHAT_LOADED_EVENT, loaded);
    script.addEventListener("error", () => finish(new Error("The chat widget's loader could not be fetched")));
    // (Events arrive after this runs, so `finish` never sees the timer unset.)
    const timer = setTimeout(() => finish(new Error("The chat widget did not appear")), timeoutMs);
    const poll = setInterval(() => (openLoaded(win) ? finish() : undefined), 250);
    document.body.append(script);
  });
  return loading;
}
