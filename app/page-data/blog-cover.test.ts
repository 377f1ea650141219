import { describe, expect, it } from "vitest";
import { blogCoverSvg, keyFigure, postSections } from "./blog-cover";

const html =
  '<p>Intro</p><h2 id="a">Step 1: import the <code>snapshot</code></h2><p>x</p><h2 id="b">Test every path &amp; measure<a class="heading-anchor" href="#b">#</a></h2>';

describe("blog covers", () => {
  it("reads the article's sections without their step numbers", () => {
    expect(postSections(html)).toEqual(["Import the snapshot", "Test every path & measure"]);
  });

  it("finds the figure a post leads with, in its title first", () => {
    expect(keyFigure("Speed to lead: a 5-minute follow-up", "A seven-day sequence")).toEqual({
      value: "5",
      unit: "minutes",
    });
    expect(keyFigure("Lead nurture", "A two-week sprint")).toEqual({ value: "2", unit: "weeks" });
    expect(keyFigure("Lead nurture", "No figure here")).toBeUndefined();
  });

  it("draws each post's own sections, so two posts of one category differ beyond their colors", () => {
    const base = {
      slug: "a",
      title: "Title",
      excerpt: "Excerpt",
      category: "tutorials" as const,
      categoryName: "Tutorials",
    };
    const first = blogCoverSvg({ ...base, html });
    const second = blogCoverSvg({
      ...base,
      slug: "b",
      html: "<h2>Choose a niche</h2><h2>Price the tiers</h2><h2>Launch</h2>",
    });
    expect(first).toContain("Import the snapshot");
    expect(first).toContain("Test every path &amp; measure");
    expect(second).toContain("Choose a niche");
    const shape = (svg: string) => svg.replace(/#[0-9a-f]{3,8}\b/gi, "");
    expect(shape(first)).not.toBe(shape(second));
  });

  it("paints its background past its edges, so a box of another shape shows the whole cover on its own colors", () => {
    const svg = blogCoverSvg({
      slug: "a",
      title: "T",
      excerpt: "E",
      category: "automation",
      categoryName: "Automation",
      html,
    });
    const [width, height] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg)!.slice(1).map(Number);
    const background = /<rect x="(-?\d+)" y="(-?\d+)" width="(\d+)" height="(\d+)" fill="url\(#g\)"/
      .exec(svg)!
      .slice(1)
      .map(Number);
    const [x = 0, y = 0, w = 0, h = 0] = background;
    // Wide enough for the featured post's box at 1024 px (about 1.2:1), whole cover shown.
    expect(x).toBeLessThan(0);
    expect(y).toBeLessThanOrEqual(-(width! / 1.2 - height!) / 2);
    expect(x + w).toBeGreaterThan(width!);
    expect(y + h).toBeGreaterThanOrEqual(height! + (width! / 1.2 - height!) / 2);
  });

  it("leaves the category and figure out of the share card's artwork, which writes its own", () => {
    const post = {
      slug: "a",
      title: "A 5-minute reply",
      excerpt: "E",
      category: "automation" as const,
      categoryName: "Automation",
      html,
    };
    expect(blogCoverSvg(post)).toContain(">Automation<");
    expect(blogCoverSvg(post, { caption: false })).not.toContain(">Automation<");
    expect(blogCoverSvg(post, { caption: false })).toContain("Import the snapshot");
  });

  it("draws a different screen for other kinds of post", () => {
    const post = { slug: "a", title: "T", excerpt: "E", categoryName: "C", html };
    const screens = (["tutorials", "automation", "real-estate"] as const).map(
      (category) => blogCoverSvg({ ...post, category }).match(/>(\d+-part checklist|Workflow|Pipeline)</)?.[1],
    );
    expect(screens).toEqual(["2-part checklist", "Workflow", "Pipeline"]);
  });
});
