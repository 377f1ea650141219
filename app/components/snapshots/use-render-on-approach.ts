import { startTransition, useLayoutEffect, useRef, useState } from "react";

/** Set once the catalog has shown in this tab: a later visit (the back button) renders every category at once. */
let catalogShown = false;

/** The next idle moment (a short timer where the browser has no idle callbacks: Safari). */
const whenIdle = (callback: () => void): number =>
  typeof requestIdleCallback === "function"
    ? requestIdleCallback(callback, { timeout: 2000 })
    : window.setTimeout(callback, 50);
const cancelIdle = (handle: number | undefined) => {
  if (handle === undefined) return;
  if (typeof cancelIdleCallback === "function") cancelIdleCallback(handle);
  else window.clearTimeout(handle);
};

/**
 * The catalog's categories off screen skip their rendering (app.css .render-on-approach) while the page first loads,
 * where that work would compete with the first paint and hydration; their heights are estimates until drawn. Then they
 * render one per idle moment, so that a position the router saves (a card opened) is measured on real heights, and a
 * later visit from this tab (the back button) renders them all at once. A reload is restored before the first paint,
 * on the estimates (the page is scrolled when it hydrates): the real heights are put back at once, before the router
 * restores it again, exactly.
 *
 * Returns the ref for the element holding the categories, and whether a category rendered now still gets the class
 * (a pair, as useState returns).
 */
export function useRenderOnApproach() {
  const [renderOnApproach, setRenderOnApproach] = useState(() => !catalogShown);
  const list = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    catalogShown = true;
    const sections = [...(list.current?.querySelectorAll(".render-on-approach") ?? [])];
    const render = (section: Element) => section.classList.remove("render-on-approach");
    if (window.scrollY > 0) sections.splice(0).forEach(render);
    let handle: number | undefined;
    const next = () => {
      const section = sections.shift();
      if (section) {
        render(section);
        handle = whenIdle(next);
      } else startTransition(() => setRenderOnApproach(false));
    };
    handle = whenIdle(next);
    return () => cancelIdle(handle);
  }, []);
  return [list, renderOnApproach] as const;
}
