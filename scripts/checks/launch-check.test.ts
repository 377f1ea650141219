import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { launchCheck } from "./launch-check.ts";

const CONTENT = path.resolve("content");
const LEGAL = {
  LEGAL_ENTITY_NAME: "Sample Agency LLC",
  LEGAL_POSTAL_ADDRESS: "100 Congress Ave, Austin, TX 78701",
  LEGAL_GOVERNING_STATE: "Texas",
};
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
      else if (/\.(md|yml)$/.test(name))
        writeFileSync(file, readFileSync(file, "utf8").replace(/^(\s*)verified: false$/gm, "$1verified: true"));
    }
  };
  walk(root);
  return root;
}

afterAll(() => {
  for (const root of copies) rmSync(root, { recursive: true, force: true });
});

describe("launch-check", { timeout: 60_000 }, () => {
  it("lists the sample content, by file and field, naming every kind of claim, and fails while any is unverified", () => {
    const { ok, report } = launchCheck(CONTENT);
    expect(ok).toBe(false);
    expect(report).toMatch(/^content\/data\/testimonials\.en\.yml\n {2}testimonials\[0\]: Testimonial from /m);
    expect(report).toMatch(
      /^content\/snapshots\/roofing\.md\n {2}figures: Rating \d\.\d from \d+ reviews, \d+ sales\n {2}testimonials\[0\]:/m,
    );
    expect(report).toMatch(/^content\/data\/case-studies\.en\.yml\n {2}caseStudies\[0\]: Case study "/m);
    expect(report).toMatch(/evidence\.projects: projects: /);
    expect(report).toMatch(/evidence\.closeRateLift: closeRateLift: /);
    expect(report).toMatch(/evidence\.averageRating: Marketplace rating/);
    expect(report).toMatch(/evidence\.downloads: Marketplace downloads/);
    expect(report).toMatch(/^content\/people\/[a-z-]+\.en\.yml\n {2}verified: Team member /m);
    expect(report).toMatch(/^content\/data\/pricing\.en\.yml\n {2}popularBadge: "[^"]+" badge on the \w+ plan/m);
    expect(report).toMatch(/^content\/data\/snapshot-store\.yml\n {2}originalPrice: Former price \$\d+/m);
    // A claim made in words is listed with every field that makes it, in every language, and with the words a
    // production build says instead when it has them: claims of credentials, of experience, volume and results in
    // posts, services, industry pages and page copy.
    expect(report).toMatch(/evidence\.phrases\[0\]: .*certified.*, made in .*data\/home\.en\.yml.*data\/home\.es\.yml/);
    const words = report.split("\n").filter((line) => /^ {2}evidence\.phrases\[\d+\]: /.test(line));
    expect(words.filter((line) => /made in no field yet/.test(line))).toEqual([]);
    for (const where of [
      /posts\/[a-z0-9-]+\.md (body|excerpt)/,
      /services\/[a-z0-9-]+\.en\.md/,
      /services\/[a-z0-9-]+\.es\.md/,
      /industries\/[a-z0-9-]+\.en\.md/,
      /industries\/[a-z0-9-]+\.es\.md/,
      /data\/pages\.en\.yml/,
    ])
      expect(
        words.filter((line) => where.test(line) && /a production build says ".+" instead$/.test(line)).length,
        String(where),
      ).toBeGreaterThan(0);
  });

  it("lists a claim typed in app/ instead of content/, and fails for it alone", () => {
    const root = allVerified();
    const code = path.join(root, "Badge.tsx");
    writeFileSync(
      code,
      "// certified in a comment is not shown\nexport const Badge = () => <p>Our certified team</p>;\n",
    );
    const { ok, report } = launchCheck(root, [code], LEGAL);
    expect(ok).toBe(false);
    expect(report).toMatch(/Badge\.tsx:2: "certified" is typed in the code/);
    expect(report).not.toMatch(/Badge\.tsx:1:/);
  });

  it("fails while the legal identity is unset, naming each setting", () => {
    const { ok, report } = launchCheck(allVerified(), undefined, {});
    expect(report).toMatch(/Legal identity not set .*LEGAL_ENTITY_NAME, LEGAL_POSTAL_ADDRESS, LEGAL_GOVERNING_STATE/);
    expect(ok).toBe(false);
  });

  it("passes once everything is verified and the legal identity set, with nothing typed in app/", () => {
    const { ok, report } = launchCheck(allVerified(), undefined, LEGAL);
    expect(report).toMatch(/^Every claim is verified/);
    expect(report).not.toMatch(/Legal identity/);
    expect(ok).toBe(true);
  });

  it("lists the snapshots a production build offers only as a question, with why, and the GoHighLevel ids to confirm", () => {
    const { report } = launchCheck(allVerified(), undefined, LEGAL);
    const listed = /offers only as a question[^\n]*: (\d+)\n((?: {2}.+\n)+)/.exec(report);
    expect(listed, report).not.toBeNull();
    const lines = listed![2]!.trimEnd().split("\n");
    const slugsOf = (why: string) =>
      lines
        .find((line) => line.startsWith(`  ${why}: `))
        ?.slice(why.length + 4)
        .split(", ") ?? [];
    // roofing has neither an id nor a spec sheet; mortgage has both and sells.
    expect(slugsOf("no ghlSnapshotId, no spec sheet")).toContain("roofing");
    expect(lines.join("\n")).not.toMatch(/\bmortgage\b/);
    expect(lines.reduce((sum, line) => sum + line.split(": ")[1]!.split(", ").length, 0)).toBe(Number(listed![1]));
    expect(report).toMatch(/GoHighLevel ids to confirm with `npm run ghl:check`[^\n]*\n {2}mortgage: \S+/);
  });
});
