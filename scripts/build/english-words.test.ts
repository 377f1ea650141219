import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  type GlossaryTerm,
  englishWords,
  glossaryRules,
  jsonLdText,
  pagesWithEnglish,
  readGlossary,
  visibleText,
} from "./english-words";

const page = (body: string, head = "<title>Precios | Marca</title>") =>
  `<!doctype html><html lang="es"><head>${head}</head><body>${body}</body></html>`;

describe("the English-word check of a Spanish page", () => {
  it("passes Spanish text, product names and what is marked English", () => {
    const html = page(
      '<h1>Precios claros</h1><p>Snapshots de GoHighLevel con Conversation AI y SaaS Mode, conforme a CAN-SPAM.</p><a href="/blog" hreflang="en"><span lang="en">How to choose a snapshot</span> (en ingl&eacute;s)</a>',
    );
    expect(englishWords(visibleText(html))).toEqual([]);
  });

  it("finds an English sentence, label, title or description, and says where", () => {
    expect(englishWords(visibleText(page("<p>Precios</p><button>Send Inquiry</button>")))).toEqual([
      '"Send" in "Precios Send Inquiry"',
    ]);
    expect(englishWords(visibleText(page('<img alt="The team at work">')))).toEqual([
      '"The" in "The team at work"',
      '"at" in "The team at work"',
    ]);
    expect(englishWords(visibleText(page("", "<title>Pricing for your agency</title>")))).toHaveLength(2);
    expect(
      englishWords(visibleText(page("", '<title>Precios</title><meta name="description" content="Plans and prices">'))),
    ).toEqual(['"and" in "Plans and prices"']);
  });

  it("ignores scripts and styles", () => {
    expect(englishWords(visibleText(page("<script>var the = 1;</script><style>.and{}</style><p>Hola</p>")))).toEqual(
      [],
    );
  });
});

describe("the English-word check of a Spanish page's structured data", () => {
  const ld = (data: object) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
  const service = {
    "@context": "https://schema.org",
    "@type": "Service",
    "@id": "https://example.org/#service",
    name: "Configuración de calendarios",
    description: "Calendarios y recordatorios en GoHighLevel.",
    url: "https://example.org/es/services/calendar-booking-setup",
    image: "https://example.org/es/images/services/the-calendar.png",
    areaServed: "En todo el mundo",
    provider: { "@type": "Organization", name: "GHL Builders" },
    offers: { "@type": "Offer", price: "499.00", priceCurrency: "USD", availability: "https://schema.org/InStock" },
    inLanguage: "es-US",
  };

  it("reads the names and descriptions, and not types, ids, addresses, prices or codes", () => {
    expect(jsonLdText(page(ld(service)))).toEqual([
      "Configuración de calendarios",
      "Calendarios y recordatorios en GoHighLevel.",
      "En todo el mundo",
      "GHL Builders",
    ]);
  });

  it("finds an English string in any block of the page, nested in a list or an object", async () => {
    const faq = {
      "@type": "FAQPage",
      mainEntity: [
        {
          "@type": "Question",
          name: "¿Cuánto tarda?",
          acceptedAnswer: { "@type": "Answer", text: "Most builds are done in a week." },
        },
      ],
    };
    const html = page(`<h1>Calendarios</h1>${ld({ ...service, areaServed: "Worldwide" })}${ld(faq)}`);
    expect(englishWords(jsonLdText(html)).join("\n")).toMatch(/"are" in "Most builds are done/);
    const dir = mkdtempSync(path.join(tmpdir(), "english-ld-"));
    try {
      writeFileSync(path.join(dir, "index.html"), html);
      writeFileSync(path.join(dir, "clean.html"), page(`<h1>Calendarios</h1>${ld(service)}`));
      const pages = await pagesWithEnglish(
        dir,
        ["index.html", "clean.html"],
        glossaryRules([{ term: "worldwide", translation: "en todo el mundo", keep_english: false }]),
      );
      expect(pages.map((each) => each.file)).toEqual(["index.html"]);
      expect(pages[0]!.words.join("\n")).toMatch(/the glossary translates "worldwide"/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the glossary's terms on a page in its language", () => {
  const terms: GlossaryTerm[] = [
    { term: "workflow", translation: "flujo de trabajo", keep_english: false },
    { term: "buffer (calendar)", translation: "tiempo de margen", keep_english: false },
    { term: "inquiry / enquiry", translation: "solicitud", keep_english: false },
    { term: "underwriting", translation: "suscripción (underwriting)", keep_english: false },
    { term: "Hootsuite / Buffer", translation: "Hootsuite / Buffer", keep_english: true },
  ];
  const rules = glossaryRules(terms);
  const words = (body: string) => englishWords(visibleText(page(body)), rules);

  it("finds a translated term left in English, whatever its case, and names the term", () => {
    expect(words("<p>Cada Workflow envía un recordatorio.</p>")).toEqual([
      expect.stringContaining('"Workflow" (the glossary translates "workflow")'),
    ]);
    expect(words("<p>Un buffer de 15 minutos entre citas.</p>")).toHaveLength(1);
    expect(words("<p>Cada enquiry llega al CRM.</p>")).toHaveLength(1);
  });

  it("passes the translation, the English term cited after it, a kept name as written, and a term its translation keeps", () => {
    expect(words("<p>Un flujo de trabajo (workflow) envía el recordatorio.</p>")).toEqual([]);
    expect(words('<p>Lo que se conoce como "workflow" en GoHighLevel.</p>')).toEqual([]);
    expect(words("<p>Publicamos con Hootsuite o Buffer.</p>")).toEqual([]);
    expect(words("<p>La suscripción (underwriting) aprueba el préstamo; el underwriting tarda días.</p>")).toEqual([]);
    expect(rules.untranslated).not.toContain("underwriting");
  });

  it("reads the project's glossary, and a mistake in one names the file and the field", async () => {
    const real = await readGlossary(path.resolve("content"), "es");
    expect(real.length).toBeGreaterThan(0);
    expect(glossaryRules(real).kept).toContain("GoHighLevel");
    expect(await readGlossary(path.resolve("content"), "xx")).toEqual([]);
    const root = mkdtempSync(path.join(tmpdir(), "glossary-"));
    try {
      mkdirSync(path.join(root, "data"));
      const file = path.join(root, "data", "glossary.es.yml");
      const entry = (term: string, translation?: string) =>
        `  - term: ${term}\n${translation ? `    translation: ${translation}\n` : ""}    keep_english: false\n    note: A note.\n`;
      writeFileSync(file, `terms:\n${entry("workflow", "flujo de trabajo")}${entry("lead")}`);
      expect(await readGlossary(root, "es").catch(String)).toMatch(
        /data\/glossary\.es\.yml: terms\[1\]\.translation: /,
      );
      writeFileSync(file, `terms:\n${entry("workflow", "flujo de trabajo")}${entry("Workflow", "flujo")}`);
      expect(await readGlossary(root, "es").catch(String)).toMatch(
        /data\/glossary\.es\.yml: terms\[1\]\.term: "Workflow" is listed twice/,
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
