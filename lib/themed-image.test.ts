import { describe, expect, it } from "vitest";
import { themedImageHtml } from "./themed-image";

describe("a drawing shown in both themes", () => {
  it("is two lazy <img> of one file, one per theme, sized, with the same escaped alt text", () => {
    const html = themedImageHtml({
      src: "/a.svg",
      alt: 'The "A" & B',
      width: 280,
      height: 175,
      className: "align-top",
    });
    const images = [...html.matchAll(/<img [^>]+>/g)].map((match) => match[0]);
    expect(images).toHaveLength(2);
    expect(images[0]).toContain('src="/a.svg#light"');
    expect(images[0]).toContain('class="align-top dark:hidden"');
    expect(images[1]).toContain('src="/a.svg#dark"');
    expect(images[1]).toContain('class="align-top hidden dark:inline"');
    for (const image of images) {
      expect(image).toContain('alt="The &quot;A&quot; &amp; B"');
      expect(image).toContain('width="280" height="175" loading="lazy" decoding="async"');
    }
  });

  it("offers a larger drawing to wider screens through <picture>", () => {
    const html = themedImageHtml({ src: "/small.svg", wideSrc: "/wide.svg", alt: "A", width: 640, height: 400 });
    expect(html).toContain(
      '<picture class="contents dark:hidden"><source media="(width &gt;= 40rem)" srcset="/wide.svg#light" width="640" height="400"><img src="/small.svg#light"',
    );
    expect(html).toContain(
      '<picture class="hidden dark:contents"><source media="(width &gt;= 40rem)" srcset="/wide.svg#dark"',
    );
  });
});
