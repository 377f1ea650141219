// `npm run build`: one pass of `react-router build` per language, merged into build/, then the post-build step.
// English is the site at /; each other language (config/languages.mjs) is a pass of its own with SITE_LANG set, which
// renders only its translated pages, under its prefix (/es), with only its own words in its code. Its pages and
// scripts join build/client (hashed script names never collide: the same name is the same bytes), the files it hands
// the server go to build/lang/<lang>/, and its chunk report joins build/chunk-modules.json for the budget test.
// Run with `node scripts/build/build.ts` (Node strips the types).
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_LANG, LANGS, LANGUAGES, type Lang } from "../../config/languages.mjs";
import { readCommandLine } from "../../server/cli.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const build = path.join(root, "build");

/** Where a language's pass writes before it is merged (inside build/, so its server bundle finds node_modules). */
export const passDir = (lang: string) => path.join(build, `${lang}-pass`);
/** The files a language's pass hands the server (the words of the form's problems...), e.g. build/lang/es/. */
export const handoverDir = (lang: string) => path.join(build, "lang", lang);

function reactRouterBuild(env: Record<string, string>) {
  const result = spawnSync(path.join(root, "node_modules", ".bin", "react-router"), ["build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Moves a language pass's output into build/ (see the top of this file). */
export function mergePass(lang: Lang, from = passDir(lang), into = build) {
  const client = path.join(from, "client");
  const prefix = LANGUAGES[lang].prefix.slice(1);
  rmSync(path.join(into, "client", prefix), { recursive: true, force: true });
  renameSync(path.join(client, prefix), path.join(into, "client", prefix));
  for (const name of readdirSync(path.join(client, "assets"))) {
    const target = path.join(into, "client", "assets", name);
    if (!existsSync(target)) cpSync(path.join(client, "assets", name), target);
  }
  rmSync(handoverDir(lang), { recursive: true, force: true });
  mkdirSync(handoverDir(lang), { recursive: true });
  for (const name of readdirSync(from).filter((file) => file.endsWith(".json") && file !== "chunk-modules.json"))
    cpSync(path.join(from, name), path.join(handoverDir(lang), name));
  const report = path.join(into, "chunk-modules.json");
  const chunks: unknown = {
    ...JSON.parse(readFileSync(path.join(from, "chunk-modules.json"), "utf8")),
    ...JSON.parse(readFileSync(report, "utf8")),
  };
  writeFileSync(report, `${JSON.stringify(chunks, null, 1)}\n`);
  rmSync(from, { recursive: true, force: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = readCommandLine({
    command: "node scripts/build/build.ts",
    summary: "Builds the site in every language into build/ (npm run build).",
    options: {
      "english-only": {
        type: "boolean",
        about:
          "Only the English pages: the quick build `npm run check` runs its smoke tests on (npm start rebuilds it)",
      },
    },
  });
  reactRouterBuild({ SITE_LANG: DEFAULT_LANG });
  for (const lang of LANGS.filter((each) => each !== DEFAULT_LANG && !values["english-only"])) {
    reactRouterBuild({ SITE_LANG: lang, BUILD_DIR: path.relative(root, passDir(lang)) });
    mergePass(lang);
  }
}
