/**
 * Conversion events for the configured analytics (Plausible or Umami; nothing at all when none is configured). The
 * provider's script loads deferred, so events raised before it is ready wait in a short queue and go out once it is.
 * Property values are short strings or numbers: no personal data (never what a visitor typed).
 */
import type { AnalyticsSettings } from "../config/settings.mjs";

export const ANALYTICS_EVENTS = {
  consultationOpened: "Consultation opened",
  enquirySent: "Inquiry sent",
  buyNowClicked: "Buy Now clicked",
  planChosen: "Plan chosen",
  searchUsed: "Search used",
  callBooked: "Call booked",
  chatOpened: "Chat opened",
  webVitals: "Web Vitals",
} as const;
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];
export type EventProps = Record<string, string | number>;

export interface ProviderWindow {
  plausible?: (event: string, options?: { props?: EventProps }) => void;
  umami?: { track: (event: string, data?: EventProps) => void };
}

/** The provider's function for one event, once its script has loaded. */
function sender(
  provider: AnalyticsSettings["provider"],
  target: ProviderWindow,
): ((event: string, props: EventProps) => void) | undefined {
  if (provider === "plausible") {
    const plausible = target.plausible;
    return plausible && ((event, props) => plausible(event, { props }));
  }
  const umami = target.umami;
  return umami && ((event, props) => umami.track(event, props));
}

/** At most this many events wait for the script (a blocked script must not grow the queue forever). */
export const MAX_QUEUED_EVENTS = 50;

export function createTracker(settings: AnalyticsSettings | null, target: () => ProviderWindow | undefined) {
  const queue: [string, EventProps][] = [];
  const flush = () => {
    const window = target();
    const send = settings && window ? sender(settings.provider, window) : undefined;
    if (!send) return false;
    for (let item = queue.shift(); item; item = queue.shift()) send(...item);
    return true;
  };
  return {
    track: (event: AnalyticsEvent, props: EventProps = {}) => {
      if (!settings) return;
      const clean = Object.fromEntries(
        Object.entries(props).map(([key, value]) => [key, typeof value === "string" ? value.slice(0, 120) : value]),
      );
      if (queue.length < MAX_QUEUED_EVENTS) queue.push([event, clean]);
      flush();
    },
    /** Sends what waited for the script (called when it has loaded). */
    flush,
    queued: () => queue.length,
  };
}
