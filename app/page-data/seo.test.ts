import { describe, expect, it } from "vitest";
import { site } from "~/content-model/site";
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  faqPageJsonLd,
  organizationJsonLd,
  productJsonLd,
  serviceJsonLd,
} from "./jsonld";
import { META_DESCRIPTION_MAX, fittingDescription, pageTitle, seoMeta } from "./seo";

const find = (tags: ReturnType<typeof seoMeta>, key: string, value: string) =>
  tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

describe("seoMeta", () => {
  const tags = seoMeta({ title: "Pricing", description: "Plans and prices.", path: "/pricing" });

  it("titles pages 'Page | Brand'", () => {
    expect(pageTitle("Pricing")).toBe(`Pricing | ${site.brandName}`);
    // A title the brand would push past 60 characters goes without it.
    const long = "GoHighLevel Email Marketing Automation & Deliverability";
    expect(pageTitle(long)).toBe(long);
    expect(tags[0]).toEqual({ title: `Pricing | ${site.brandName}` });
  });

  it("builds canonical and og:url from SITE_URL, never from the request", () => {
    expect(find(tags, "rel", "canonical")?.href).toBe(`${site.siteUrl}/pricing`);
    expect(find(tags, "property", "og:url")?.content).toBe(`${site.siteUrl}/pricing`);
    expect(site.siteUrl).not.toMatch(/localhost|example\.com/);
  });

  it("adds Open Graph and Twitter tags with the default 1200x630 share image", () => {
    expect(find(tags, "property", "og:image")?.content).toBe(`${site.siteUrl}/og-default.png`);
    expect(find(tags, "property", "og:image:width")?.content).toBe("1200");
    expect(find(tags, "property", "og:image:height")?.content).toBe("630");
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(tags, "name", "description")?.content).toBe("Plans and prices.");
  });

  it("marks noindex pages and article pages", () => {
    const article = seoMeta({
      title: "Post",
      description: "d",
      path: "/blog/post",
      type: "article",
      noindex: true,
      article: { publishedTime: "2026-10-14", author: "A", section: "Automation", tags: ["x"] },
    });
    expect(find(article, "name", "robots")?.content).toContain("noindex");
    expect(find(article, "property", "og:type")?.content).toBe("article");
    expect(find(article, "property", "article:published_time")?.content).toBe("2026-10-14");
  });

  it("puts JSON-LD in script:ld+json descriptors", () => {
    const withLd = seoMeta({ title: "t", description: "d", path: "/", jsonLd: [organizationJsonLd()] });
    expect(withLd.some((tag) => "script:ld+json" in tag)).toBe(true);
  });
});

describe("meta descriptions", () => {
  it("are at most 160 characters: a longer one stops the build, naming the page", () => {
    const long = "word ".repeat(40).trim();
    expect(() => seoMeta({ title: "t", description: long, path: "/long" })).toThrow(/\/long.*more than 160/);
    expect(() =>
      seoMeta({ title: "t", description: long.slice(0, META_DESCRIPTION_MAX), path: "/fits" }),
    ).not.toThrow();
  });

  it("take the richest candidate that fits whole, never a cut one", () => {
    const tagline = `${"x".repeat(130)}.`;
    expect(
      fittingDescription(
        `${tagline} Home Services snapshot for GoHighLevel, $177.`,
        `${tagline} GoHighLevel snapshot, $177.`,
        tagline,
      ),
    ).toBe(`${tagline} GoHighLevel snapshot, $177.`);
    expect(fittingDescription("Short. With detail.", "Short.")).toBe("Short. With detail.");
  });
});

describe("JSON-LD builders", () => {
  it("are valid schema.org shapes that survive JSON round trips", () => {
    const docs = [
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: "Blog", path: "/blog" },
      ]),
      faqPageJsonLd([{ question: "Q?", answer: "A." }]),
      productJsonLd({ name: "S", description: "d", path: "/buy-snapshot/s", image: "/og-default.png", price: 167 }),
      blogPostingJsonLd({
        title: "T",
        description: "d",
        path: "/blog/t",
        image: "/i.svg",
        isoDate: "2026-01-01",
        author: { kind: "person", name: "A", role: "R", bio: "B" },
        section: "S",
        tags: [],
      }),
    ];
    for (const doc of docs) expect(JSON.parse(JSON.stringify(doc))["@context"]).toBe("https://schema.org");
    expect(docs[0]).toMatchObject({
      itemListElement: [
        { position: 1, item: `${site.siteUrl}/` },
        { position: 2, item: `${site.siteUrl}/blog` },
      ],
    });
    expect(docs[2]).toMatchObject({ offers: { price: "167.00", priceCurrency: "USD" } });
    expect(docs[3]).toMatchObject({ author: { "@type": "Person", name: "A" } });
  });

  it("name the agency as a post's author when the post is signed by it, the same node as its publisher", () => {
    const post = blogPostingJsonLd({
      title: "T",
      description: "d",
      path: "/blog/t",
      image: "/i.svg",
      isoDate: "2026-01-01",
      author: { kind: "organization", name: site.brandName },
      section: "S",
      tags: [],
    });
    expect(post.author).toEqual(post.publisher);
    expect(post.author).toMatchObject({ "@type": "Organization", name: site.brandName });
  });

  it("name a page's own share card, absolute on SITE_URL", () => {
    expect(
      serviceJsonLd({ name: "S", description: "d", path: "/services/s", image: "/images/services/s.png" }),
    ).toMatchObject({
      image: `${site.siteUrl}/images/services/s.png`,
    });
    expect(serviceJsonLd({ name: "S", description: "d", path: "/services/s" })).not.toHaveProperty("image");
  });

  it("say who a service is for when an industry page names its audience", () => {
    expect(
      serviceJsonLd({ name: "S", description: "d", path: "/industries/s", audience: "loan officers" }),
    ).toMatchObject({
      audience: { "@type": "Audience", audienceType: "loan officers" },
    });
    expect(serviceJsonLd({ name: "S", description: "d", path: "/services/s" })).not.toHaveProperty("audience");
  });

  it("point a product's offer at its checkout page when it has one, else at the product page", () => {
    const base = { name: "S", description: "d", path: "/buy-snapshot/s", image: "/images/snapshots/s.png", price: 167 };
    expect(productJsonLd(base).offers.url).toBe(`${site.siteUrl}/buy-snapshot/s`);
    expect(productJsonLd({ ...base, offerUrl: "https://buy.stripe.com/test_1" }).offers.url).toBe(
      "https://buy.stripe.com/test_1",
    );
  });

  it("say a product is in stock only while the page sells it", () => {
    const base = { name: "S", description: "d", path: "/buy-snapshot/s", image: "/images/snapshots/s.png", price: 167 };
    expect(productJsonLd(base).offers).toHaveProperty("availability", "https://schema.org/InStock");
    expect(productJsonLd({ ...base, forSale: true }).offers).toHaveProperty(
      "availability",
      "https://schema.org/InStock",
    );
    const asked = productJsonLd({ ...base, forSale: false }).offers;
    expect(asked).not.toHaveProperty("availability");
    expect(asked.price).toBe("167.00");
  });
});
