// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AFTER_PAINT_FUNCTION } from "./after-paint";
import { BRAND_FACE, FONT_LOADED_KEY, INTER_FAMILY, fontFaceCss, fontLoaderScript } from "./font-loading";

const URL = "/assets/inter-latin-abc.woff2";

describe("Inter on the first view", () => {
  let added: { family: string; source: string; descriptors: Record<string, string> }[];
  let loads: number;
  let frames: FrameRequestCallback[];
  let arrive: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    added = [];
    loads = 0;
    frames = [];
    class FakeFontFace {
      family: string;
      source: string;
      descriptors: Record<string, string>;
      constructor(family: string, source: string, descriptors: Record<string, string>) {
        this.family = family;
        this.source = source;
        this.descriptors = descriptors;
      }
      load() {
        loads += 1;
        return new Promise((resolve) => (arrive = () => resolve(this)));
      }
    }
    vi.stubGlobal("FontFace", FakeFontFace);
    // Without Paint Timing the script waits for the next frame.
    vi.stubGlobal("PerformanceObserver", undefined);
    Object.defineProperty(document, "fonts", {
      configurable: true,
      value: { add: (face: (typeof added)[number]) => added.push(face) },
    });
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
    sessionStorage.clear();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    delete (window as unknown as Record<string, unknown>)[BRAND_FACE];
  });

  const run = () => new Function(`${AFTER_PAINT_FUNCTION};${fontLoaderScript(URL)}`)();

  it("on the first page of a visit, fetches Inter only once the page has painted and adds it once it has loaded", async () => {
    run();
    const swapped = vi.fn();
    // The test watches `swapped`, not this chain.
    void (window as unknown as Record<string, Promise<void>>)[BRAND_FACE]!.then(swapped);
    // Nothing is requested before the first paint: the face would share the first round trips with the HTML and CSS.
    expect(loads).toBe(0);
    expect(frames).toHaveLength(1);
    frames[0]!(0);
    await vi.runAllTimersAsync();
    expect(loads).toBe(1);
    // Not added while it loads: the browser would lay every line out once more for nothing.
    expect(added).toEqual([]);
    arrive();
    await vi.runAllTimersAsync();
    expect(added).toHaveLength(1);
    expect(added[0]!.family).toBe(INTER_FAMILY);
    expect(added[0]!.source).toContain(URL);
    expect(added[0]!.descriptors.display).toBe("swap");
    expect(sessionStorage.getItem(FONT_LOADED_KEY)).toBe("1");
    // The page's scripts wait for this promise (scripts/build/paint-first.ts): it settles once the face is in.
    expect(swapped).toHaveBeenCalledTimes(1);
  });

  it("uses Inter from the first paint when this visit already loaded it", () => {
    sessionStorage.setItem(FONT_LOADED_KEY, "1");
    run();
    expect(added).toHaveLength(1);
    expect(frames).toEqual([]);
  });

  it("declares the same face in CSS for browsers without JavaScript", () => {
    expect(fontFaceCss(URL)).toContain(`font-family:"${INTER_FAMILY}"`);
    expect(fontFaceCss(URL)).toContain(`url(${URL})`);
    expect(fontFaceCss(URL)).toContain("font-display:swap");
  });
});
