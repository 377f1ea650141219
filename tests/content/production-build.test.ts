// @vitest-environment node
/**
 * A production build (SITE_ENV=production) publishes testimonials and ratings only once they are verified. One real
 * build from a copy of content/ in which exactly one home testimonial, one snapshot's figures and one of its reviews
 * are marked verified: those appear, and no other testimonial, rating, review count or sales count does, in the
 * pages or their structured data.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUILD_TIMEOUT_MS, type BuildResult, type Workspace, build, readData, workspace } from "./helpers";

const SNAPSHOT = "roofing";
let ws: Workspace;
let result: BuildResult;
let testimonials: { name: string; text: string }[];
let snapshotReviews: { name: string; content: string }[];
let figures: { rating: number; reviews: number; sales: number };

/** A built page's HTML, without the empty comments React puts between text pieces. */
const page = (...parts: string[]) => readFileSync(path.join(ws.build, "client", ...parts, "index.html"), "utf8").replaceAll("<!-- -->", "");

/** Marks the n-th `verified: false` of a file (counting from 0) as verified. */
function verifyNth(file: string, n: number) {
  let seen = -1;
  writeFileSync(file, readFileSync(file, "utf8").replace(/verified: false/g, (match) => (++seen === n ? "verified: true" : match)));
}

beforeAll(() => {
  ws = workspace("production");
  const testimonialsFile = path.join(ws.content, "data/testimonials.yml");
  const snapshotFile = path.join(ws.content, `snapshots/${SNAPSHOT}.md`);
  testimonials = (readData(testimonialsFile) as { testimonials: typeof testimonials }).testimonials;
  const snapshot = readData(snapshotFile) as { testimonials: typeof snapshotReviews; rating: number; reviews: number; sales: number };
  snapshotReviews = snapshot.testimonials;
  figures = { rating: snapshot.rating, reviews: snapshot.reviews, sales: snapshot.sales };
  verifyNth(testimonialsFile, 0);
  // In the snapshot file the figures come first, then its three reviews: verify the figures and the second review.
  verifyNth(snapshotFile, 0);
  verifyNth(snapshotFile, 1);
  result = build(ws, { SITE_ENV: "production" });
}, BUILD_TIMEOUT_MS);

afterAll(() => ws?.remove());

describe("a production build", () => {
  it("builds, and says what it left out", () => {
    expect(result.status, result.output).toBe(0);
    expect(result.output).toMatch(/production build: \d+ unverified testimonials and ratings are left out/);
  });

  it("shows only the verified home testimonial", () => {
    const home = page();
    expect(home).toContain(testimonials[0]!.name);
    for (const other of testimonials.slice(1)) expect(home).not.toContain(other.name);
  });

  it("shows a snapshot's verified figures and review, and no unverified one", () => {
    const verified = page("buy-snapshot", SNAPSHOT);
    expect(verified).toContain(snapshotReviews[1]!.name);
    expect(verified).not.toContain(snapshotReviews[0]!.name);
    expect(verified).not.toContain(snapshotReviews[2]!.name);
    expect(verified).toContain(`${figures.reviews} reviews`);
    expect(verified).toContain('"aggregateRating"');
  });

  it("leaves out every other snapshot's rating, counts and reviews, in the page and its structured data", () => {
    const other = page("buy-snapshot", "dentist");
    expect(other).not.toMatch(/\d+ reviews\)|\d+ sales|aggregateRating/);
    const otherReviews = (readData(path.join(ws.content, "snapshots/dentist.md")) as { testimonials: { name: string }[] }).testimonials;
    for (const review of otherReviews) expect(other).not.toContain(review.name);
    // The marketplace shows no unverified average rating or download count, and no card shows sales.
    const marketplace = page("buy-snapshot");
    expect(marketplace).not.toMatch(/Average rating|Downloads/);
    expect(marketplace.match(/\d+ sales/g) ?? []).toHaveLength(1);
  });
});
