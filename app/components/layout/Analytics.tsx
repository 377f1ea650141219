import { useEffect } from "react";
import { site } from "~/content-model/site";
import { ANALYTICS_EVENTS, ANALYTICS_SCRIPT_ID, track, tracker } from "~/page-data/site-analytics";

/**
 * The configured provider's script (deferred: it never delays the first paint), or nothing. Both providers count page
 * views themselves, including the router's client-side navigations, and set no cookies.
 */
export function AnalyticsScript() {
  const analytics = site.analytics;
  if (!__ANALYTICS_ON__ || !analytics) return null;
  const id =
    analytics.provider === "plausible" ? { "data-domain": analytics.siteId } : { "data-website-id": analytics.siteId };
  return <script id={ANALYTICS_SCRIPT_ID} defer src={analytics.scriptUrl} {...id} />;
}

/**
 * With analytics on: releases the events queued before the provider's script loaded, and reports the visitor's Core
 * Web Vitals (the web-vitals library, loaded only then) as events. CLS is sent in thousandths so it is a whole number.
 */
export function useAnalytics() {
  useEffect(() => {
    if (!__ANALYTICS_ON__) return;
    const script = document.getElementById(ANALYTICS_SCRIPT_ID);
    const flush = () => void tracker.flush();
    script?.addEventListener("load", flush);
    flush();
    void import("web-vitals").then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      const report = ({ name, value, rating }: { name: string; value: number; rating: string }) =>
        track(ANALYTICS_EVENTS.webVitals, {
          metric: name,
          value: Math.round(name === "CLS" ? value * 1000 : value),
          rating,
          page: window.location.pathname,
        });
      for (const subscribe of [onCLS, onFCP, onINP, onLCP, onTTFB]) subscribe(report);
    });
    return () => script?.removeEventListener("load", flush);
  }, []);
}
