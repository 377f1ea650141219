// The approved reviews' files: a good one loads for its snapshot; a bad value, a folder that names no snapshot, a
// review id used twice or an unverified file is a problem naming the file and the field.
import { cpSync, mkdtempSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadReviews } from "./reviews";

const FIXTURE = path.resolve("tests/content/fixtures/reviews");
const SLUGS = new Set(["mortgage", "roofing"]);
let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "reviews-"));
  cpSync(FIXTURE, path.join(root, "reviews"), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function load() {
  const problems: string[] = [];
  const reviews = loadReviews(root, SLUGS, (file, field, problem) =>
    problems.push(field ? `${file}: ${field}: ${problem}` : `${file}: ${problem}`),
  );
  return { reviews, problems };
}
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

describe("approved review files", () => {
  it("load for their snapshot, without the order reference or the verified mark", () => {
    const { reviews, problems } = load();
    expect(problems).toEqual([]);
    expect(reviews.get("mortgage")).toEqual([
      {
        id: "4f9c2a71d0b3",
        stars: 4,
        text: expect.stringMatching(/^Imported cleanly/),
        name: "Dana R.",
        date: "2026-11-18",
      },
    ]);
  });

  it("name the file and the field of a bad value, and leave the review out", () => {
    write(
      "reviews/mortgage/aaaaaaaaaaaa.yml",
      "stars: 6\ntext: Fine, it did what it said on the box.\nname: Lee\ndate: 2026-02-30\norder: 7QmX2bLp\nverified: false\n",
    );
    const { reviews, problems } = load();
    expect(problems).toEqual([
      expect.stringMatching(/^reviews\/mortgage\/aaaaaaaaaaaa\.yml: stars: /),
      expect.stringMatching(/^reviews\/mortgage\/aaaaaaaaaaaa\.yml: date: /),
      expect.stringMatching(/^reviews\/mortgage\/aaaaaaaaaaaa\.yml: verified: /),
    ]);
    expect(reviews.get("mortgage")).toHaveLength(1);
  });

  it("refuse a folder that names no snapshot, an id used twice and a file that is not YAML", () => {
    write("reviews/no-such-snapshot/bbbbbbbbbbbb.yml", "stars: 5\n");
    write(
      "reviews/roofing/4f9c2a71d0b3.yml",
      "stars: 5\ntext: Same id as the mortgage review, which is wrong.\nname: Lee K.\ndate: 2026-11-20\norder: 9ZZx1aaa\nverified: true\n",
    );
    write("reviews/roofing/cccccccccccc.yml", "stars: [5\n");
    const { problems } = load();
    expect(problems).toContainEqual(
      expect.stringMatching(/^reviews\/no-such-snapshot: no snapshot called "no-such-snapshot"/),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^reviews\/roofing\/4f9c2a71d0b3\.yml: the review id 4f9c2a71d0b3 is also reviews\/mortgage\/4f9c2a71d0b3\.yml/,
      ),
    );
    expect(problems).toContainEqual(expect.stringMatching(/^reviews\/roofing\/cccccccccccc\.yml: is not valid YAML/));
  });
});
