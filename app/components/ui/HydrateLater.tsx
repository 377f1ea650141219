import { Suspense, useEffect, useRef } from "react";
import { replayEarlyClicks } from "../../../lib/early-clicks";
import { PENDING_ATTRIBUTE } from "./DeferredSection";

/** Placed after the held content: once it has hydrated, unmarks it and replays the taps held for it. */
function Hydrated({ container }: { container: React.RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    container.current?.removeAttribute(PENDING_ATTRIBUTE);
    replayEarlyClicks();
  }, [container]);
  return null;
}

/**
 * Content whose code is in the page but which hydrates in a pass of its own, after the rest of the page: React leaves
 * a Suspense boundary's prerendered HTML in place while the page hydrates and hydrates it afterward, at low priority,
 * in slices and with a commit of its own (decision record 043). Hydrated in one go, a long page made one long task on
 * a slow phone; cut at section boundaries, the browser gets the main thread back between the pieces. Taps on its
 * buttons in the meantime are held and replayed, as in a deferred section (DeferredSection.tsx). The wrapper is
 * `display: contents`: it draws no box.
 */
export function HydrateLater({ children }: { children: React.ReactNode }) {
  const container = useRef<HTMLDivElement>(null);
  return (
    <div ref={container} className="contents" {...{ [PENDING_ATTRIBUTE]: "" }}>
      <Suspense fallback={null}>
        {children}
        <Hydrated container={container} />
      </Suspense>
    </div>
  );
}
