// The DOM matchers and the cleanup of rendered components, for the files that run in jsdom; the others (most of them)
// do not load Testing Library and React DOM at all.
import { afterEach } from "vitest";

if (typeof document !== "undefined") {
  await import("@testing-library/jest-dom/vitest");
  const { cleanup } = await import("@testing-library/react");
  afterEach(() => cleanup());
}
