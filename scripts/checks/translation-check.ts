// Checks the translations without a build: `npm run translation:check -- [content/services/x.es.md ...]` loads
// the content as the Spanish pass of the build does (the same overlay and schemas: missing texts, restated facts,
// lengths, required wording) and lists the problems of the files named, or of every translation. A translation not
// written yet stands in as the English file, so one finished file can be checked while others are in progress.
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { runnerImport } from "vite";
import { DEFAULT_LANG } from "../../config/languages.mjs";
import { LANGUAGE_FILE, languageOfFile } from "../../app/content-model/.server/translation.ts";

const TRANSLATION = LANGUAGE_FILE;
const root = path.resolve(process.argv.find((arg) => arg.startsWith("--content="))?.slice(10) ?? "content");
const named = process.argv
  .slice(2)
  .filter((arg) => !arg.startsWith("--"))
  .map((file) => path.resolve(file));

const draft = mkdtempSync(path.join(tmpdir(), "translation-check-"));
try {
  cpSync(root, draft, { recursive: true });
  const { module: load } = await runnerImport<typeof import("../../app/content-model/.server/load.ts")>(
    path.resolve("app/content-model/.server/load.ts"),
  );
  const { module: settings } = await runnerImport<typeof import("../../config/settings.mjs")>(
    path.resolve("config/settings.mjs"),
  );
  // Stand-ins for the translations still to write: the English file itself passes the overlay unchanged.
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      load.loadContent(draft, settings.readSettings(), settings.readContentSettings(), "es");
      break;
    } catch (error) {
      const problems = error instanceof load.ContentError ? error.problems : [];
      const missing = problems
        .map((problem) => /^(.*?\.es\.(?:md|ya?ml)): is missing: /.exec(problem)?.[1])
        .filter((file): file is string => Boolean(file));
      if (missing.length === 0) break;
      for (const file of missing) {
        const full = path.resolve(file);
        const english = [full.replace(TRANSLATION, ".en.$2"), full.replace(TRANSLATION, ".$2")].find((file) =>
          existsSync(file),
        );
        if (!existsSync(full) && english) cpSync(english, full);
      }
    }
  }
  let problems: string[] = [];
  try {
    load.loadContent(draft, settings.readSettings(), settings.readContentSettings(), "es");
  } catch (error) {
    problems = error instanceof load.ContentError ? error.problems : [String(error)];
  }
  const translations = readdirSync(root, { recursive: true, encoding: "utf8" }).filter(
    (name) => TRANSLATION.test(name) && languageOfFile(name) !== DEFAULT_LANG && !name.includes("glossary"),
  );
  const wanted = named.length > 0 ? named.map((file) => path.relative(root, file)) : translations;
  let failed = 0;
  for (const file of wanted) {
    const own = problems.filter((problem) => path.relative(draft, path.resolve(problem.split(": ")[0]!)) === file);
    if (own.length > 0) failed++;
    console.log(
      own.length === 0
        ? `ok ${file}`
        : `FAIL ${file}\n${own.map((problem) => `  - ${problem.split(": ").slice(1).join(": ")}`).join("\n")}`,
    );
  }
  const elsewhere = problems.filter((problem) => !TRANSLATION.test(problem.split(": ")[0]!));
  if (elsewhere.length > 0) console.log(`Other problems:\n${elsewhere.map((problem) => `  - ${problem}`).join("\n")}`);
  process.exitCode = failed > 0 ? 1 : 0;
} finally {
  rmSync(draft, { recursive: true, force: true });
}
