/**
 * Taps that land before React has hydrated the page.
 *
 * Pages paint from their HTML and CSS first and load the router's scripts afterward, so for a moment the buttons
 * that only do something through React (Hire Us, the consultation buttons, the mobile menu, FAQ questions, tabs)
 * would ignore a tap. Links and forms work natively, so only `<button type="button">` needs help: a tiny inline
 * script in the head captures such a click (before anything else sees it), remembers the button, and the app replays
 * the click once it has hydrated, so the visitor never taps twice.
 *
 * The script is a string because it runs as an inline <script> before any module loads; its CSP hash is computed
 * from the built pages (scripts/build/postbuild.ts). Keep it small and free of modern syntax old browsers choke on.
 */

/** The window property holding the replay function the inline script installs. */
export const REPLAY_PROPERTY = "__replayEarlyClicks";

/**
 * Captures clicks on `<button type="button">` until the page is hydrated (html[data-hydrated]), and after that on
 * buttons inside a section whose code has not run yet ([data-pending], app/components/ui/DeferredSection.tsx), which
 * it marks as tapped so that the section loads its code at once. Calls to action are links to /contact, which work
 * before hydration (they lead to the contact page, and are never held in case the scripts do not arrive); in a section
 * whose code has not run yet on a hydrated page they are held like buttons, so the popup opens as it does elsewhere.
 * With the calendar on (`calendar`), a plain click on a booking link (a[data-calendar]) on a hydrated page is held
 * until the calendar's code has started (html[data-embeds], set by the root layout once app/components/layout/embeds.ts
 * has run, or failed to load: then the replayed click follows the link), so it opens the calendar's window as a later
 * click does. Before hydration it stays a link, for the same reason as the calls to action.
 * Installs `window.__replayEarlyClicks()`, which clicks each remembered button that is no longer held, in order.
 * A button tapped again while held is remembered once (a double tap on a slow page is not a toggle).
 */
export function earlyClicksScript(calendar: boolean): string {
  const held = calendar ? "||b.matches('a[data-calendar]')&&!d.documentElement.hasAttribute('data-embeds')" : "";
  const links = calendar ? ",[data-hydrated]:not([data-embeds]) a[data-calendar]" : "";
  const modified = calendar ? "||b.href&&(e.ctrlKey||e.metaKey||e.shiftKey||e.altKey)" : "";
  return (
    `(function(d,w){var q=[];function h(b){return!d.documentElement.dataset.hydrated||b.closest('[data-pending]')${held}}` +
    `function c(e){var t=e.target,b=t&&t.closest&&t.closest('button[type=button],[data-hydrated] [data-pending] a[href^="/contact"]${links}');` +
    `if(!b||b.disabled||!h(b)${modified})return;e.preventDefault();e.stopImmediatePropagation();` +
    "var p=b.closest('[data-pending]');if(p)p.setAttribute('data-pending','tapped');" +
    "if(q.indexOf(b)<0)q.push(b)}d.addEventListener('click',c,true);" +
    `w.${REPLAY_PROPERTY}=function(){` +
    "q.splice(0).forEach(function(b){if(!b.isConnected||b.disabled)return;if(h(b))q.push(b);else b.click()})}})(document,window)"
  );
}

/** The script of this build: booking links are held only where the calendar is on (GHL_BOOKING_CALENDAR_ID). */
export const EARLY_CLICKS_SCRIPT = earlyClicksScript(__BOOKING_ON__);

type ReplayWindow = Window & { [REPLAY_PROPERTY]?: () => void };

/** Called once the app, or a deferred section, has hydrated: the buttons tapped before it now get their click. */
export function replayEarlyClicks(win: Window = window): void {
  // The early-click script of the page's head sets this global (earlyClicksScript).
  (win as ReplayWindow)[REPLAY_PROPERTY]?.();
}
