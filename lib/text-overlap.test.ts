import { describe, expect, it } from "vitest";
import { sentences, sharedRuns, words } from "./text-overlap";

describe("shared wording", () => {
  it("compares words without case, punctuation or markup", () => {
    expect(words("<p>We’re <strong>fast</strong>, Really fast.</p>")).toEqual(["were", "fast", "really", "fast"]);
  });

  it("splits at sentence ends so a run never crosses from one sentence to the next", () => {
    expect(sentences("One two three. Four five? Six")).toEqual([["one", "two", "three"], ["four", "five"], ["six"]]);
    expect(sharedRuns("a b. c d", "b c", 2)).toEqual([]);
  });

  it("finds a run of the given length that two texts share, wherever it sits in their sentences", () => {
    const a = "Our team replies to every single lead within a minute of the form.";
    const b = "Honestly, our team replies to every single lead within a minute, always.";
    expect(sharedRuns(a, b, 9)).toEqual([
      "our team replies to every single lead within a",
      "team replies to every single lead within a minute",
    ]);
    expect(sharedRuns(a, b, 11)).toEqual([]);
  });
});
