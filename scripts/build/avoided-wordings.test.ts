import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { avoidRules, avoidedWordings } from "./avoided-wordings";
import { type GlossaryTerm, readGlossary, visibleText } from "./english-words";

const page = (body: string) =>
  `<!doctype html><html lang="es"><head><title>Servicios | Marca</title></head><body>${body}</body></html>`;

describe("the glossary's avoided wordings on a page in its language", () => {
  const terms: GlossaryTerm[] = [
    { term: "build (noun)", translation: "proyecto", keep_english: false, avoid: ["construcción", "construcciones"] },
    {
      term: "application (coaching funnel)",
      translation: "solicitud",
      keep_english: false,
      avoid: ["embudo de aplicación"],
    },
    { term: "workflow", translation: "flujo de trabajo", keep_english: false },
  ];
  const rules = avoidRules(terms);
  const found = (body: string) => avoidedWordings(visibleText(page(body)), rules);

  it("finds an avoided wording in any case, and names the wording and the term to use", () => {
    expect(found("<h2>Una Construcción típica</h2>")).toEqual([
      expect.stringMatching(/^"Construcción" \(the glossary says "proyecto" for "build \(noun\)"\) in ".*típica"/),
    ]);
    expect(found("<p>Las construcciones que más importan</p>")).toHaveLength(1);
    expect(found('<img alt="Un embudo de aplicación">')).toHaveLength(1);
  });

  it("finds a wording of several words across a line break or extra spaces", () => {
    expect(found("<p>Un embudo de\n   aplicación que filtra</p>")).toHaveLength(1);
  });

  it("passes the same letters inside another word, and what the glossary says instead", () => {
    expect(found("<p>La reconstrucción del pipeline y una aplicación móvil.</p>")).toEqual([]);
    expect(found("<p>Un proyecto típico con su embudo de solicitud.</p>")).toEqual([]);
  });

  it("has no rules for a glossary without avoided wordings", () => {
    expect(avoidRules([{ term: "workflow", translation: "flujo de trabajo", keep_english: false }])).toEqual([]);
  });
});

describe("the project's Spanish glossary", () => {
  it("lists avoided wordings, none of them its own translation", async () => {
    const terms = await readGlossary(path.resolve("content"), "es");
    const rules = avoidRules(terms);
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) expect(avoidedWordings([rule.instead], [rule]), rule.wording).toEqual([]);
  });

  // The build checks the pages; this finds the same wordings in the Spanish files themselves, without a build.
  it("is kept by every Spanish content file", async () => {
    const rules = avoidRules(await readGlossary(path.resolve("content"), "es"));
    const files = readdirSync("content", { recursive: true, encoding: "utf8" }).filter(
      (file) => /\.es\.(ya?ml|md)$/.test(file) && !file.includes("glossary"),
    );
    const found = files.flatMap((file) =>
      avoidedWordings([readFileSync(path.join("content", file), "utf8")], rules).map((words) => `${file}: ${words}`),
    );
    expect(found).toEqual([]);
  });
});
