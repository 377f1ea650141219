// @ts-check
// `npm run content:format`: rewrites every content file into the form the CMS saves it in (key order of the fields,
// the CMS's quoting and line width; app/content-model/.server/content-format.ts), so that a change made in the CMS shows in
// Git as the lines it changed. `--check` only lists the files that are not in that form and exits 1 if any.
// The formatter reads the generated CMS config (TypeScript that Vite resolves), so it runs through Vite's module runner.
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";
import { readCommandLine } from "../../server/cli.mjs";

const { values } = readCommandLine({
  command: "npm run content:format --",
  summary:
    "Rewrites the files in content/ into the form the CMS saves them in (--check: only list the ones that differ).",
  options: {
    check: { type: "boolean", about: "List the files not in the CMS's form and exit 1 if any; change nothing." },
  },
});
const root = fileURLToPath(new URL("../..", import.meta.url));
const { module } = /** @type {{ module: typeof import("../../app/content-model/.server/content-files.ts") }} */ (
  await runnerImport(fileURLToPath(new URL("../../app/content-model/.server/content-files.ts", import.meta.url)), {
    configFile: false,
    logLevel: "error",
    resolve: { alias: { "~": fileURLToPath(new URL("../../app", import.meta.url)) } },
  })
);
const check = Boolean(values.check);
const changed = module.formatContent(root, { write: !check });
for (const file of changed) console.log(`${check ? "not in the CMS's form" : "rewrote"}: ${file}`);
console.log(
  changed.length === 0
    ? "content: every file is in the CMS's form"
    : `content: ${changed.length} file(s) ${check ? "to format (npm run content:format)" : "rewritten"}`,
);
process.exitCode = check && changed.length > 0 ? 1 : 0;
