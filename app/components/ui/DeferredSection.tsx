import { Suspense, use, useEffect, useRef } from "react";
import { replayEarlyClicks } from "../../../lib/early-clicks";
import { propertyAt } from "../../../lib/typed-object";

/** A promise that carries its outcome the way React's use() reads it, so a settled one renders without suspending. */
type Tracked<T> = Promise<T>;

function tracked<T>(promise: Promise<T>): Tracked<T> {
  promise.then(
    (value) => Object.assign(promise, { status: "fulfilled", value }),
    (reason: unknown) => Object.assign(promise, { status: "rejected", reason }),
  );
  return promise;
}

const isLoaded = (promise: Tracked<unknown> | undefined) => propertyAt(promise, "status") === "fulfilled";

/** Marks a deferred section whose code has not run yet: taps on its buttons wait for it (lib/early-clicks.ts). */
export const PENDING_ATTRIBUTE = "data-pending";

/** Every deferred section's preload, for the prerender to load them all before it renders a page. */
const registry: (() => Promise<unknown>)[] = [];

/** Loads every deferred section's code: the prerender (app/entry.server.tsx) writes each page with them in full. */
export function preloadDeferredSections(): Promise<unknown> {
  return Promise.all(registry.map((preload) => preload()));
}

/** How far below the viewport a section starts loading, so it is ready by the time it is scrolled to. */
const LOAD_AHEAD = "0px 0px 100% 0px";

/**
 * A page section that paints from the prerendered HTML and whose code loads only when it comes near the viewport.
 *
 * While the page hydrates, the section suspends: React keeps its prerendered HTML as it is (a dehydrated Suspense
 * boundary) and hydrates it once the code has arrived, so its words are in the page from the first paint but its
 * JavaScript is not part of the page's first load. Taps on it in the meantime are held and replayed. `preload()`
 * fetches the code at once: the prerender awaits every section's before rendering, and a client-side visit to a page
 * with such sections should await theirs before showing it (a route's clientLoader), so neither shows one missing.
 */
export function deferredSection<P extends object>(load: () => Promise<React.ComponentType<P>>) {
  let code: Tracked<React.ComponentType<P>> | undefined;
  let started = false;
  let reveal: (() => void) | undefined;
  let waiting: Tracked<React.ComponentType<P>> | undefined;

  const preload = () => (code ??= tracked(load()));
  registry.push(preload);
  const start = () => {
    started = true;
    // A failed fetch (offline, a new deploy) leaves the prerendered section as it is: readable, not interactive.
    preload().catch(() => undefined);
    reveal?.();
  };
  // The code once the section is needed; until then, a promise the hydration waits on. React may render the section
  // (and ask for this) before or after the section's container has decided it is needed.
  const whenVisible = () =>
    (waiting ??= tracked(
      new Promise<void>((resolve) => {
        reveal = resolve;
        if (started) resolve();
      }).then(() => preload().catch(() => new Promise<never>(() => {}))),
    ));

  function Loaded({ props, container }: { props: P; container: React.RefObject<HTMLDivElement | null> }) {
    const Component = use(code && isLoaded(code) ? code : whenVisible());
    useEffect(() => {
      container.current?.removeAttribute(PENDING_ATTRIBUTE);
      replayEarlyClicks();
    }, [container]);
    return <Component {...props} />;
  }

  function DeferredSection(props: P) {
    const container = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const element = container.current;
      if (!element || isLoaded(code)) return;
      // Needed now: tapped before the page hydrated, holding the address's #target, or already focused.
      const target = window.location.hash
        ? document.getElementById(decodeURIComponent(window.location.hash.slice(1)))
        : null;
      const needed =
        element.getAttribute(PENDING_ATTRIBUTE) === "tapped" ||
        (target && element.contains(target)) ||
        element.contains(document.activeElement);
      if (needed || typeof IntersectionObserver === "undefined") return start();
      // A visitor reaching into the section (a tap, a field focused by Tab) loads it even if it was not scrolled to.
      element.addEventListener("pointerdown", start, { once: true });
      element.addEventListener("focusin", start, { once: true });
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          start();
        },
        { rootMargin: LOAD_AHEAD },
      );
      observer.observe(element);
      return () => {
        observer.disconnect();
        element.removeEventListener("pointerdown", start);
        element.removeEventListener("focusin", start);
      };
    }, []);
    return (
      <div ref={container} {...{ [PENDING_ATTRIBUTE]: "" }}>
        <Suspense fallback={null}>
          <Loaded props={props} container={container} />
        </Suspense>
      </div>
    );
  }

  return Object.assign(DeferredSection, { preload });
}
