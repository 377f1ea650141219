import { deferredSection } from "~/components/ui/DeferredSection";

/**
 * "Prefer to talk? Book a call" on the contact page paints from the prerendered HTML; its code loads when a visitor
 * scrolls near it, so the page's first load with the calendar on is no larger than without it. Its link works before:
 * a booking link opens the calendar from the embeds' own listener (app/components/layout/embeds.ts), not from this code.
 * Pure, so a build without the calendar, which never renders it, carries none of it.
 */
export const BookCallCard = /* @__PURE__ */ deferredSection(() =>
  import("./BookCallCard").then((module) => module.BookCallCard),
);
