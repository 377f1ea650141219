/**
 * The site's tracker over the build's analytics settings: `track` is a no-op when analytics is off, so components call
 * it unconditionally.
 */
import { site } from "~/content-model/site";
import { createTracker, type ProviderWindow } from "../../lib/analytics";

export { ANALYTICS_EVENTS } from "../../lib/analytics";

/** The id of the provider's script element, whose load event releases the queued events. */
export const ANALYTICS_SCRIPT_ID = "analytics-script";

/** With analytics off (a build-time constant) the bundle keeps only this no-op, not the tracker. */
const OFF: ReturnType<typeof createTracker> = { track: () => undefined, flush: () => false, queued: () => 0 };

export const tracker = __ANALYTICS_ON__
  ? // The providers' scripts add their globals to window.
    createTracker(site.analytics, () =>
      typeof window === "undefined" ? undefined : (window as unknown as ProviderWindow),
    )
  : OFF;
export const track = tracker.track;
