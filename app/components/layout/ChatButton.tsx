import { useState } from "react";
import { createRoot } from "react-dom/client";
// Its own piece of content/data/call-and-chat.yml, so this chunk never carries the calendar's words.
import { chatWords } from "virtual:site-content";
import { Icon } from "~/components/ui/Icon";
import { ANALYTICS_EVENTS, track } from "~/page-data/site-analytics";
import { openChat } from "../../../lib/chat-widget";

type ChatState = "idle" | "loading" | "open" | "failed";

/**
 * The site's own chat button (GHL_CHAT_WIDGET_ID). Nothing of GoHighLevel's loads until it is pressed; then its widget
 * loads (lib/chat-widget.ts), opens and takes the focus, and the widget's own launcher replaces this button.
 */
function ChatButton({ widgetId }: { widgetId: string }) {
  const [state, setState] = useState<ChatState>("idle");
  if (state === "open") return null;
  const press = () => {
    if (state === "loading") return;
    setState("loading");
    openChat(widgetId).then(
      () => {
        setState("open");
        track(ANALYTICS_EVENTS.chatOpened, { page: window.location.pathname });
      },
      () => setState("failed"),
    );
  };
  return (
    <div className="fixed right-4 bottom-4 z-30 flex max-w-[calc(100%-2rem)] flex-col items-end gap-2">
      {/* Read out while the widget loads; shown if it cannot. */}
      <p
        role="status"
        className={
          state === "failed"
            ? "rounded-xl border border-red-200 bg-red-50 px-4 py-2 text-sm font-medium text-red-800"
            : "sr-only"
        }
      >
        {state === "failed" ? chatWords.failed : state === "loading" ? chatWords.loading : ""}
      </p>
      {/* On a phone, a round icon (its name still read out), so it hides less of what it floats over. */}
      <button
        type="button"
        onClick={press}
        aria-busy={state === "loading"}
        data-chat-button=""
        className="btn btn-primary btn-md rounded-full shadow-lg max-sm:size-12 max-sm:p-0"
      >
        <Icon name="chat" />
        <span className="max-sm:sr-only">{chatWords.button}</span>
      </button>
    </div>
  );
}

/**
 * Shows the button, in a root of its own, once the page has hydrated (./embeds.ts; it could do nothing before): no
 * part of any page's first load and no byte of the pages' HTML.
 */
export function mountChatButton(widgetId: string) {
  if (document.querySelector("[data-chat-root]")) return;
  const container = document.createElement("div");
  container.dataset.chatRoot = "";
  document.body.append(container);
  createRoot(container).render(<ChatButton widgetId={widgetId} />);
}
