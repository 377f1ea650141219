// Checks translation files against their English files without a build: `node scripts/translation-check.ts
// content/services/x.es.md [...]` lists the texts a translation lacks and the fields it must not have (the same rules
// the build applies, app/content/.server/translation.ts). With no argument it checks every translation in content/.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { overlayTranslation } from "../app/content/.server/translation.ts";

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

function readParts(file: string): { data: unknown; body: string } {
  const raw = readFileSync(file, "utf8");
  if (!file.endsWith(".md")) return { data: parse(raw), body: "" };
  const match = FRONTMATTER.exec(raw);
  if (!match) throw new Error("must start with a frontmatter block between two --- lines");
  return { data: parse(match[1]!), body: match[2]! };
}

function everyTranslation(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.[a-z]{2}\.(md|ya?ml)$/.test(name) && !name.includes("glossary"))
    .map((name) => path.join(dir, name));
}

const files = process.argv.slice(2).length > 0 ? process.argv.slice(2) : everyTranslation("content");
let failed = 0;
for (const file of files) {
  const english = file.replace(/\.[a-z]{2}\.(md|ya?ml)$/, ".$1");
  try {
    const source = readParts(english);
    const translated = readParts(file);
    const { missing, extra } = overlayTranslation(source.data, translated.data);
    const problems = [...missing.map((field) => `${field}: missing`), ...extra];
    if (file.endsWith(".md") && source.body.trim() && !translated.body.trim()) problems.push("body: missing");
    if (problems.length > 0) failed++;
    console.log(problems.length === 0 ? `ok ${file}` : `FAIL ${file}\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
  } catch (error) {
    failed++;
    console.log(`FAIL ${file}\n  - ${(error as Error).message.split("\n")[0]}`);
  }
}
process.exitCode = failed > 0 ? 1 : 0;
