// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { AFTER_PAINT, AFTER_PAINT_FUNCTION } from "./after-paint";

type Listener = (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void;

function afterPaint(): (callback: () => void) => void {
  return new Function(`${AFTER_PAINT_FUNCTION}; return ${AFTER_PAINT};`)();
}

describe("afterPaint", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("runs the callback in a task after the first contentful paint is reported, once", () => {
    vi.useFakeTimers();
    let listener: Listener = () => {};
    const disconnect = vi.fn();
    class FakeObserver {
      static supportedEntryTypes = ["paint"];
      constructor(callback: Listener) {
        listener = callback;
      }
      observe() {}
    }
    vi.stubGlobal("PerformanceObserver", FakeObserver);
    const callback = vi.fn();
    afterPaint()(callback);
    listener({ getEntriesByName: () => [] }, { disconnect });
    vi.runAllTimers();
    expect(callback).not.toHaveBeenCalled();
    listener({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) }, { disconnect });
    expect(callback).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledOnce();
    expect(disconnect).toHaveBeenCalled();
  });

  it("falls back to the next frame without Paint Timing", () => {
    vi.useFakeTimers();
    vi.stubGlobal("PerformanceObserver", undefined);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (frame: FrameRequestCallback) => frames.push(frame));
    const callback = vi.fn();
    afterPaint()(callback);
    vi.runAllTimers();
    expect(callback).not.toHaveBeenCalled();
    frames.forEach((frame) => frame(0));
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledOnce();
  });
});
