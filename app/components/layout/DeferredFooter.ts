import { deferredSection } from "~/components/ui/DeferredSection";

/**
 * The footer paints from the prerendered HTML on every page; its code (links made client-side, the logo) loads when
 * a visitor scrolls near it, so it is not part of any page's first load. Its links work as plain links until then.
 */
export const Footer = deferredSection(() => import("./Footer").then((module) => module.Footer));
