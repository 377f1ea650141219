import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FONT_LOADED_KEY, INTER_FAMILY, fontFaceCss, fontLoaderScript } from "./font-loading";

const URL = "/assets/inter-latin-abc.woff2";

describe("Inter after the first paint", () => {
  let added: { family: string; source: string; descriptors: Record<string, string> }[];
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    vi.useFakeTimers();
    added = [];
    frames = [];
    class FakeFontFace {
      constructor(
        public family: string,
        public source: string,
        public descriptors: Record<string, string>,
      ) {}
      load() {
        return Promise.resolve(this);
      }
    }
    vi.stubGlobal("FontFace", FakeFontFace);
    Object.defineProperty(document, "fonts", { configurable: true, value: { add: (face: (typeof added)[number]) => added.push(face) } });
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
    sessionStorage.clear();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const run = () => new Function(fontLoaderScript(URL))();

  it("waits for a painted frame on the first page of a visit, then adds the face and remembers it loaded", async () => {
    run();
    expect(added).toEqual([]);
    frames.forEach((callback) => callback(0));
    expect(added).toEqual([]);
    await vi.runAllTimersAsync();
    expect(added).toHaveLength(1);
    expect(added[0]!.family).toBe(INTER_FAMILY);
    expect(added[0]!.source).toContain(URL);
    expect(added[0]!.descriptors.display).toBe("swap");
    expect(sessionStorage.getItem(FONT_LOADED_KEY)).toBe("1");
  });

  it("adds the face at once when this visit already loaded it", () => {
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
