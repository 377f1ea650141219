import interLatin from "virtual:brand-font";
import { useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { ConsultationProvider } from "./components/forms/ConsultationProvider";
import { AnalyticsScript, useAnalytics } from "./components/layout/Analytics";
import { Footer } from "./components/layout/DeferredFooter";
import { Header } from "./components/layout/Header";
import { SkipLink } from "./components/layout/SkipLink";
import { site } from "./content-model/site";
import { homePath, lang } from "./content-model/language";
import { words } from "./content-model/interface-words";
import { AFTER_PAINT_FUNCTION } from "../lib/after-paint";
import { EARLY_CLICKS_SCRIPT, replayEarlyClicks } from "../lib/early-clicks";
import { fontFaceCss, fontLoaderScript } from "../lib/font-loading";
import { THEME_BOOT_SCRIPT } from "../lib/theme";

/**
 * One inline script before anything else: apply a chosen light or dark theme before the first paint, hold early taps
 * for the app, declare the after-paint function (also used by the starter at the end of the page, scripts/build/paint-first.ts)
 * and add Inter once the page has painted.
 */
const headScript = () =>
  `${THEME_BOOT_SCRIPT};${EARLY_CLICKS_SCRIPT};${AFTER_PAINT_FUNCTION};${fontLoaderScript(interLatin)}`;

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "alternate", type: "application/rss+xml", title: words.feed, href: "/rss.xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2563eb" />
        {/* Both themes: the browser's own parts (scrollbars, form controls) follow the page's. */}
        <meta name="color-scheme" content="light dark" />
        <Meta />
        {/* Before the router's scripts arrive (they load after the first paint), taps on buttons are held for them. */}
        {/* The inline script and style text is only written into the prerendered pages: hydration keeps it as it is
            (React does not compare it), so the browser bundle leaves the strings out (import.meta.env.SSR is false). */}
        <script
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? headScript() : "" }}
          suppressHydrationWarning
        />
        <noscript>
          <style
            dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? fontFaceCss(interLatin) : "" }}
            suppressHydrationWarning
          />
        </noscript>
        {/* With a precedence React flushes the render-blocking CSS ahead of the module preloads from <Links />. */}
        <link rel="stylesheet" href={stylesheet} precedence="high" />
        <Links />
        <AnalyticsScript />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** The shell every page shares: skip link, header, main landmark, footer and the one consultation popup. */
export default function App() {
  useAnalytics();
  // Marks the document once React has hydrated (browser tests wait for it), then gives the buttons tapped before
  // that their click.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    replayEarlyClicks();
    // The enquiry forms load later: they take the visit's landing path, UTM parameters and referrer from this note.
    // Its code (and the attribution rules it shares with the forms) loads after hydration, off every page's first
    // load; the address is read now, before a click can change it.
    const landing = { href: window.location.href, referrer: document.referrer };
    void import("../lib/landing-page").then(({ noteLandingPage }) =>
      noteLandingPage(() => window.sessionStorage, landing),
    );
    // The agency's GoHighLevel calendar and chat (GHL_BOOKING_CALENDAR_ID, GHL_CHAT_WIDGET_ID), with their code, once
    // the page runs; nothing of GoHighLevel's loads before a press. Booking links tapped before it started (held by the
    // head script) then get their click: the calendar's window, or the link itself if its code could not load.
    if (__CHAT_ON__ || __BOOKING_ON__)
      void import("./components/layout/embeds")
        .then((embeds) => embeds.startEmbeds())
        .catch(() => undefined)
        .then(() => {
          document.documentElement.dataset.embeds = "";
          replayEarlyClicks();
        });
  }, []);
  return (
    <ConsultationProvider>
      <SkipLink />
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <Footer />
    </ConsultationProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main id="main" className="container-page py-32 text-center">
      <p className="text-sm font-semibold text-brand-700">{words.error.status.replace("{status}", String(status))}</p>
      <h1 className="mt-3 text-4xl font-bold">{words.error.title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-slate-600">
        {words.error.text}{" "}
        <a className="font-semibold text-brand-700 underline" href={`mailto:${site.contactEmail}`}>
          {site.contactEmail}
        </a>
        .
      </p>
      <a href={homePath} className="mt-8 inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
        {words.error.home}
      </a>
    </main>
  );
}
