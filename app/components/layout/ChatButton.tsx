import { useEffect, useState } from "react";
import { Icon } from "~/components/ui/Icon";
// Its own piece of content/data/call-and-chat.yml, so the shell never carries the calendar's words.
import { chatWords } from "virtual:site-content";
import { site } from "~/content/site";
import { ANALYTICS_EVENTS, track } from "~/content-lib/site-analytics";

/**
 * The site's own chat button, on every page when GHL_CHAT_WIDGET_ID is set (left out of the bundle when not). Nothing
 * of GoHighLevel's loads until it is pressed; then its widget loads (app/lib/chat-widget.ts), opens and takes the
 * focus, and the widget's own launcher replaces this button.
 */
export function ChatButton() {
  if (!__CHAT_ON__ || !site.chatWidgetId) return null;
  return <ChatLauncher widgetId={site.chatWidgetId} />;
}

type ChatState = "idle" | "loading" | "open" | "failed";

function ChatLauncher({ widgetId }: { widgetId: string }) {
  // Rendered after hydration only: the button does nothing before the scripts run, and the pages' HTML stays as it is.
  const [mounted, setMounted] = useState(false);
  const [state, setState] = useState<ChatState>("idle");
  useEffect(() => setMounted(true), []);
  if (!mounted || state === "open") return null;
  const words = chatWords;
  const press = () => {
    if (state === "loading") return;
    setState("loading");
    import("~/lib/chat-widget")
      .then(({ openChat }) => openChat(widgetId))
      .then(
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
        className={state === "failed" ? "rounded-xl border border-red-200 bg-red-50 px-4 py-2 text-sm font-medium text-red-800" : "sr-only"}
      >
        {state === "failed" ? words.failed : state === "loading" ? words.loading : ""}
      </p>
      <button
        type="button"
        onClick={press}
        aria-busy={state === "loading"}
        data-chat-button=""
        className="btn btn-primary btn-md rounded-full shadow-lg"
      >
        <Icon name="chat" />
        <span>{words.button}</span>
      </button>
    </div>
  );
}
