// @vitest-environment jsdom
/**
 * Invariants of the content in content/, as the build loads it. These hold whatever an editor adds, removes or
 * rewords: no test here pins how many things there are or what a price is; the schemas (schema.ts) own the shapes.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse as parseYaml } from "yaml";
import { countWords } from "../../lib/text";
import { TOKEN_NAMESPACES } from "../../lib/content-tokens";
import { loadProjectContent } from "./.server/test-content";
import { snapshotSchema, type Content } from "./schema";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

let content: Content;
beforeAll(() => {
  content = loadProjectContent();
});

/** Text of rendered Markdown. */
const textOfHtml = (html: string) => new DOMParser().parseFromString(html, "text/html").body.textContent ?? "";
const words = (...texts: string[]) => texts.reduce((total, text) => total + countWords(text), 0);
/** Sentences of 8 words or more, lower-cased: long enough that sharing one means copied copy. */
const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim().toLowerCase())
    .filter((sentence) => sentence.split(/\s+/).length >= 8);

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => (seen.has(value) ? true : (seen.add(value), false)));
}

describe("slugs and names", () => {
  it("are unique in every collection, and snapshot names are unique", () => {
    expect(duplicates(content.services.map((service) => service.slug))).toEqual([]);
    expect(duplicates(content.servicePages.map((page) => page.slug))).toEqual([]);
    expect(duplicates(content.snapshots.map((snapshot) => snapshot.slug))).toEqual([]);
    expect(duplicates(content.posts.map((post) => post.slug))).toEqual([]);
    expect(duplicates(content.people.map((person) => person.id))).toEqual([]);
    expect(duplicates(content.snapshots.map((snapshot) => snapshot.name.toLowerCase()))).toEqual([]);
    expect(duplicates(content.services.map((service) => service.title.toLowerCase()))).toEqual([]);
    expect(duplicates(content.posts.map((post) => post.title.toLowerCase()))).toEqual([]);
  });
});

/**
 * Words of a heading written in Title Case: capitalized words after the first that are not names. A name is a word with
 * inner capitals (GoHighLevel, SaaS), an acronym (SMS), or a proper noun listed here; a word after a colon or full
 * stop starts a sentence.
 */
const PROPER_NOUNS = new Set(
  [
    "Google",
    "Stripe",
    "Zapier",
    "Outlook",
    "Zoom",
    "Facebook",
    "Instagram",
    "Shopify",
    "WordPress",
    "WhatsApp",
    "TikTok",
    "LinkedIn",
    "Gmail",
    "QuickBooks",
    "Calendly",
    "HighLevel",
    // GoHighLevel's own feature names are names too.
    "Conversations",
    "Workflows",
    "Custom Fields",
    "Social Planner",
    "Business Profile",
    "SaaS Mode",
  ].flatMap((name) => name.split(" ")),
);
function titleCasedWords(heading: string): string[] {
  return heading
    .split(/\s+/)
    .slice(1)
    .filter(
      (word, index, rest) =>
        /^[A-Z][a-z'’-]+[,:;.!?]?$/.test(word) &&
        !PROPER_NOUNS.has(word.replace(/[,:;.!?]$/, "")) &&
        !/[.:!?]$/.test(rest[index - 1] ?? ""),
    );
}

describe("services", () => {
  it("have a full page each, and their related services and snapshots exist (never the service itself)", () => {
    const serviceSlugs = new Set(content.services.map((service) => service.slug));
    const snapshotSlugs = new Set(content.snapshots.map((snapshot) => snapshot.slug));
    expect(content.servicePages.map((page) => page.slug).sort()).toEqual([...serviceSlugs].sort());
    for (const page of content.servicePages) {
      expect(page.related, page.slug).not.toContain(page.slug);
      expect(duplicates(page.related), page.slug).toEqual([]);
      for (const slug of page.related) expect(serviceSlugs.has(slug), `${page.slug} related ${slug}`).toBe(true);
      for (const slug of page.snapshots) expect(snapshotSlugs.has(slug), `${page.slug} snapshot ${slug}`).toBe(true);
    }
  });

  it("each have at least 600 words of copy", () => {
    for (const page of content.servicePages) {
      const copy = [
        page.headline,
        page.lead,
        textOfHtml(page.overviewHtml),
        ...page.audience,
        ...[...page.features, ...page.benefits, ...page.process].flatMap((item) => [item.title, item.description]),
        ...page.faqs.flatMap((faq) => [faq.question, faq.answer]),
      ];
      expect(words(...copy), page.slug).toBeGreaterThanOrEqual(600);
    }
  });

  it("write headings in sentence case, like the rest of the site (headline, features, benefits, steps, call to action)", () => {
    const offenders = content.servicePages.flatMap((page) =>
      [
        page.headline,
        page.cta.title,
        ...[...page.features, ...page.benefits, ...page.process].map((item) => item.title),
      ]
        .filter((heading) => titleCasedWords(heading).length >= 2)
        .map((heading) => `${page.slug}: ${heading}`),
    );
    expect(offenders).toEqual([]);
  });

  it("no two service pages share more than 3 sentences of 8+ words", () => {
    const seen = new Map<string, string>();
    const shared: string[] = [];
    for (const page of content.servicePages) {
      const text = [
        textOfHtml(page.overviewHtml),
        ...page.features.map((f) => f.description),
        ...page.faqs.map((f) => f.answer),
      ].join(" ");
      for (const sentence of new Set(sentences(text))) {
        const owner = seen.get(sentence);
        if (owner && owner !== page.slug) shared.push(`${owner} / ${page.slug}: ${sentence}`);
        else seen.set(sentence, page.slug);
      }
    }
    expect(shared.length, shared.join("\n")).toBeLessThanOrEqual(3);
  });

  it("state the client's claims where they belong", () => {
    const text = (slug: string) => JSON.stringify(content.servicePages.find((page) => page.slug === slug) ?? null);
    expect(text("white-label-saas-setup")).toMatch(/2-4 weeks/);
    expect(text("ecommerce-integration")).toMatch(/10-15%/);
    expect(text("crm-pipeline-configuration")).toMatch(/20-30%/);
  });
});

describe("snapshots", () => {
  it("each category has at least one snapshot, and every snapshot is in a listed category", () => {
    const ids = content.snapshotCategories.map((category) => category.id);
    for (const id of ids)
      expect(content.snapshots.filter((snapshot) => snapshot.category === id).length, id).toBeGreaterThan(0);
    for (const snapshot of content.snapshots) expect(ids).toContain(snapshot.category);
  });

  it("ratings are 4.5-5.0, prices within the allowed range, reviews at most sales", () => {
    // The range the schema allows, found by asking it (whatever wraps the number field).
    const allowed = Array.from({ length: 10_001 }, (_, dollars) => dollars).filter(
      (dollars) => snapshotSchema.shape.price.safeParse(dollars).success,
    );
    const [min, max] = [allowed[0]!, allowed.at(-1)!];
    expect(allowed).toHaveLength(max - min + 1);
    expect(content.snapshotStore.defaultPrice).toBeGreaterThanOrEqual(min);
    expect(content.snapshotStore.defaultPrice).toBeLessThanOrEqual(max);
    for (const snapshot of content.snapshots) {
      const figures = snapshot.figures!;
      expect(figures.rating, snapshot.slug).toBeGreaterThanOrEqual(4.5);
      expect(figures.rating, snapshot.slug).toBeLessThanOrEqual(5);
      expect(snapshot.price, snapshot.slug).toBeGreaterThanOrEqual(min);
      expect(snapshot.price, snapshot.slug).toBeLessThanOrEqual(max);
      expect(figures.reviews, snapshot.slug).toBeLessThanOrEqual(figures.sales);
    }
    expect(content.snapshotStore.lowestPrice).toBe(Math.min(...content.snapshots.map((snapshot) => snapshot.price)));
  });

  it("the catalog supports the marketplace claims (average rating, downloads)", () => {
    const average =
      content.snapshots.reduce((sum, snapshot) => sum + snapshot.figures!.rating, 0) / content.snapshots.length;
    expect(`${average.toFixed(1)}/5`).toBe(content.snapshotStore.averageRating);
    const claimedDownloads = Number(content.snapshotStore.downloads!.replace(/[^\d]/g, ""));
    expect(content.snapshots.reduce((sum, snapshot) => sum + snapshot.figures!.sales, 0)).toBeGreaterThanOrEqual(
      claimedDownloads,
    );
  });

  it("each have their own detail page, and no two share a sentence (never a template with the name swapped)", () => {
    expect(content.snapshotDetails.map((detail) => detail.slug).sort()).toEqual(
      content.snapshots.map((snapshot) => snapshot.slug).sort(),
    );
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const detail of content.snapshotDetails) {
      const text = [
        textOfHtml(detail.descriptionHtml),
        ...detail.features.map((f) => f.description),
        ...detail.benefits,
        ...detail.faq.map((f) => f.answer),
      ].join(" ");
      for (const sentence of new Set(sentences(text))) {
        const owner = seen.get(sentence);
        if (owner && owner !== detail.slug) repeats.push(`${owner} / ${detail.slug}: ${sentence}`);
        seen.set(sentence, detail.slug);
      }
    }
    expect(repeats).toEqual([]);
  });
});

describe("blog", () => {
  it("titles are in sentence case, like every heading of the site", () => {
    expect(content.posts.filter((post) => titleCasedWords(post.title).length >= 2).map((post) => post.title)).toEqual(
      [],
    );
  });

  // The demo publishes every person; a production build signs an unverified author's posts as the agency
  // (tests/content/production-build.test.ts).
  it("every post's author is a person of content/people, named with their role and bio, and its category a blog category", () => {
    const people = new Map(content.people.map((person) => [person.name, person]));
    const categories = new Set(content.blogCategories.map((category) => category.slug));
    for (const post of content.posts) {
      const { author } = post;
      expect(author.kind, post.slug).toBe("person");
      if (author.kind === "person")
        expect(people.get(author.name), `${post.slug} author ${author.name}`).toMatchObject({
          role: author.role,
          bio: author.bio,
        });
      expect(categories.has(post.category), `${post.slug} category ${post.category}`).toBe(true);
    }
  });

  it("posts are newest first, with consistent dates, generated images and a read time", () => {
    const dates = content.posts.map((post) => post.isoDate);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const post of content.posts) {
      const shown = new Date(`${post.isoDate}T12:00:00Z`).toLocaleDateString("en-US", {
        month: "long",
        day: "numeric",
        year: "numeric",
        timeZone: "UTC",
      });
      expect(post.date, post.slug).toBe(shown);
      expect(post.image).toBe(`/images/blog/${post.slug}.svg`);
      expect(post.shareImage).toBe(`/images/blog/${post.slug}.png`);
      expect(post.readTime).toMatch(/^\d+ min read$/);
      expect(words(textOfHtml(post.html)), post.slug).toBeGreaterThanOrEqual(900);
    }
    expect(content.posts.filter((post) => post.featured).length).toBeLessThanOrEqual(1);
  });
});

describe("legal and pricing copy", () => {
  it("each legal document has at least 600 words", () => {
    for (const document of content.legal) {
      const text = [
        document.intro,
        ...document.sections.flatMap((section) => [section.title, textOfHtml(section.html)]),
      ];
      expect(words(...text), document.slug).toBeGreaterThanOrEqual(600);
    }
  });

  it("the pricing FAQ answers with the facts (guarantee, support price, start time)", () => {
    const text = JSON.stringify(content.pricing.faqs).toLowerCase();
    expect(text).toContain(`${content.facts.satisfactionGuaranteeDays}-day`);
    expect(text).toContain(`$${content.facts.monthlySupportFrom}`);
    expect(text).toMatch(new RegExp(`${content.facts.startWithinBusinessDays} business days`));
  });
});

describe("built text", () => {
  it("has no unresolved {{token}} of the site's namespaces", () => {
    const all = JSON.stringify(content);
    const pattern = new RegExp(`\\{\\{\\s*(${TOKEN_NAMESPACES.join("|")})\\.[^}]*\\}\\}`, "g");
    expect(all.match(pattern) ?? []).toEqual([]);
  });

  it("has no dummy text, open to-do markers or unfinished sections", () => {
    const all = JSON.stringify(content);
    // Patterns are split so this guard does not trip the repository's own filler check.
    expect(all).not.toMatch(
      new RegExp(["lorem" + " ipsum", "\\bTO" + "DO\\b", "coming" + " soon", "example\\.com"].join("|"), "i"),
    );
  });
});

// ---------------------------------------------------------------------------------------------------------------
// "Every fact once": a price or promise is typed in one content file and read everywhere else through a {{token}}.

/** Source files of the site (not tests, not documentation), relative to the repository, with forward slashes. */
function sourceFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(file);
      // A translation says what its English file says (the same example amounts): the English file is the one counted.
      else if (
        /\.(tsx?|m?js|cjs|json|ya?ml|md|css|html|svg|txt)$/.test(entry.name) &&
        !/\.test\./.test(entry.name) &&
        !/\.(?!en\.)[a-z]{2}\.(ya?ml|md)$/.test(entry.name)
      )
        out.push(file);
    }
  };
  for (const dir of ["app", "lib", "contracts", "server", "scripts", "content"]) walk(dir);
  return out;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Lines of content/data/*.yml that set a key to exactly `value`, as "file: key". */
function definitionsOf(value: string | number): string[] {
  const line = new RegExp(
    `^\\s*(?:-\\s+)?([A-Za-z][\\w-]*):\\s*(["']?)${escapeRegExp(String(value))}\\2\\s*(?:#.*)?$`,
    "gm",
  );
  return readdirSync(path.join(ROOT, "content/data"))
    .filter((name) => /\.ya?ml$/.test(name))
    .flatMap((name) =>
      [...readFileSync(path.join(ROOT, "content/data", name), "utf8").matchAll(line)].map(
        (match) => `data/${name}: ${match[1]}`,
      ),
    );
}

/**
 * Same value, different fact: these may hold the value of a measured fact without repeating it.
 * The snapshot list price (struck through on snapshot pages) is a price of its own, not the monthly support price.
 */
const OTHER_FACTS = new Set(["data/snapshot-store.yml: price"]);

interface MeasuredFact {
  /** How the fact reads in copy, e.g. "$499". */
  literal: string;
  /** Matches the literal (a price not followed by more digits). */
  pattern: RegExp;
  /** Where the value must be defined, and only there: "file: key". */
  definedAt: string;
  value: string | number;
}

/** The measured facts, read from the data files (today: $499, $799, $1200, $15, $297, 14-day, 7-10 day). */
function measuredFacts(): MeasuredFact[] {
  const read = (file: string) =>
    parseYaml(readFileSync(path.join(ROOT, "content/data", file), "utf8")) as Record<string, unknown>;
  const plans = read("pricing.en.yml").plans as { price: number }[];
  const facts = read("facts.en.yml") as {
    monthlySupportFrom: number;
    satisfactionGuaranteeDays: number;
    deliveryDays: string;
  };
  const dollars = (amount: number): RegExp => {
    const grouped = amount.toLocaleString("en-US");
    return new RegExp(`\\$(?:${amount}${grouped === String(amount) ? "" : `|${escapeRegExp(grouped)}`})(?!\\d|,\\d)`);
  };
  return [
    ...plans.map((plan) => ({
      literal: `$${plan.price}`,
      pattern: dollars(plan.price),
      definedAt: "data/pricing.en.yml: price",
      value: plan.price,
    })),
    {
      literal: `$${facts.monthlySupportFrom}`,
      pattern: dollars(facts.monthlySupportFrom),
      definedAt: "data/facts.en.yml: monthlySupportFrom",
      value: facts.monthlySupportFrom,
    },
    {
      literal: `${facts.satisfactionGuaranteeDays}-day`,
      pattern: new RegExp(`(?<![\\d-])${facts.satisfactionGuaranteeDays}-day`),
      definedAt: "data/facts.en.yml: satisfactionGuaranteeDays",
      value: facts.satisfactionGuaranteeDays,
    },
    {
      literal: `${facts.deliveryDays} day`,
      pattern: new RegExp(`(?<![\\d-])${escapeRegExp(facts.deliveryDays)} day`),
      definedAt: "data/facts.en.yml: deliveryDays",
      value: facts.deliveryDays,
    },
  ];
}

describe("every fact once", () => {
  const files = sourceFiles();
  const texts = new Map(files.map((file) => [file, readFileSync(path.join(ROOT, file), "utf8")]));

  it.each(measuredFacts().map((fact) => [fact.literal, fact] as const))(
    "%s is typed in at most one source file",
    (_literal, fact) => {
      const holders = files.filter((file) => fact.pattern.test(texts.get(file)!));
      expect(holders.length, `${fact.literal} is typed in ${holders.join(", ")}`).toBeLessThanOrEqual(1);
    },
  );

  it.each(measuredFacts().map((fact) => [fact.literal, fact] as const))(
    "%s is defined in exactly one content file",
    (_literal, fact) => {
      const definitions = definitionsOf(fact.value).filter((definition) => !OTHER_FACTS.has(definition));
      // Plan prices share the key "price" in one list; every other fact has a key of its own.
      expect(new Set(definitions)).toEqual(new Set([fact.definedAt]));
      const filesDefining = new Set(definitions.map((definition) => definition.split(":")[0]));
      expect(filesDefining.size).toBe(1);
    },
  );
});
