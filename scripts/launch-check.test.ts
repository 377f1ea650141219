// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { launchCheck } from "./launch-check.ts";

const CONTENT = path.resolve("content");
const copies: string[] = [];

/** A copy of content/ with every piece of evidence marked verified. */
function allVerified(): string {
  const root = mkdtempSync(path.join(tmpdir(), "launch-check-"));
  copies.push(root);
  cpSync(CONTENT, root, { recursive: true });
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.(md|yml)$/.test(name)) writeFileSync(file, readFileSync(file, "utf8").replace(/^(\s*)verified: false$/gm, "$1verified: true"));
    }
  };
  walk(root);
  return root;
}

afterAll(() => {
  for (const root of copies) rmSync(root, { recursive: true, force: true });
});

describe("launch-check", { timeout: 60_000 }, () => {
  it("lists the sample content, by file and field, and fails while any is unverified", () => {
    const { ok, report } = launchCheck(CONTENT);
    expect(ok).toBe(false);
    expect(report).toMatch(/^content\/data\/testimonials\.yml\n {2}testimonials\[0\]: Testimonial from /m);
    expect(report).toMatch(/^content\/snapshots\/roofing\.md\n {2}figures: Rating \d\.\d from \d+ reviews, \d+ sales\n {2}testimonials\[0\]:/m);
    expect(report).toMatch(/^content\/data\/case-studies\.yml$/m);
    expect(report).toMatch(/evidence\.projects: projects: /);
    expect(report).toMatch(/evidence\.averageRating: Marketplace rating/);
    // A claim made in words is listed with every field that makes it.
    expect(report).toMatch(/evidence\.phrases\[0\]: .*certified.*, made in .*data\/home\.yml/);
  });

  it("passes once everything is verified", () => {
    const { ok, report } = launchCheck(allVerified());
    expect(report).toMatch(/^Every testimonial, rating and marketing claim is verified\./);
    expect(ok).toBe(true);
  });
});
