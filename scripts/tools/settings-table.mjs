// @ts-check
// The guides' settings tables (docs/operating.md, docs/developing.md), generated from the one declaration of every
// setting (config/settings.mjs). Each table stands between `<!-- settings: group group... -->` and `<!-- /settings -->`;
// `npm run settings-table` rewrites them, and scripts/tools/settings-table.test.ts fails when a guide and the declarations
// differ.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SETTINGS } from "../../config/settings.mjs";
import { readCommandLine } from "../../server/cli.mjs";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
/** The guides that hold settings tables, from the repository's root. */
export const GUIDES = ["docs/operating.md", "docs/developing.md"];
const BLOCK = /(<!-- settings: ([a-z ]+) -->\n)[\s\S]*?(<!-- \/settings -->)/g;

/** A table cell: pipes escaped, and angle brackets as entities so `<path>` shows instead of vanishing as a tag. @param {string} text */
const cell = (text) =>
  text.replaceAll("|", "\\|").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll("\n", " ");

/** How a guide shows a default: the literal value in code, a phrase, or "(empty)" for none. @param {import("../../config/settings.mjs").Setting} entry */
function shownDefault(entry) {
  if (entry.shownDefault) return entry.shownDefault;
  if (entry.fallback === undefined) return "(empty)";
  if (typeof entry.fallback === "boolean") return entry.fallback ? "on" : "off";
  return `\`${Array.isArray(entry.fallback) ? entry.fallback.join(",") : String(entry.fallback)}\``;
}

/**
 * The Markdown table of the settings of these groups, in declaration order.
 * @param {string[]} groups
 */
export function settingsTable(groups) {
  const rows = groups.flatMap((group) => {
    /** @type {Record<string, import("../../config/settings.mjs").Setting> | undefined} */
    const entries = SETTINGS[/** @type {keyof typeof SETTINGS} */ (group)];
    if (!entries)
      throw new Error(`settings-table: no settings group "${group}" (groups: ${Object.keys(SETTINGS).join(", ")})`);
    return Object.entries(entries).map(
      ([name, entry]) =>
        `| \`${name}\` | ${cell(shownDefault(entry))} | ${cell(entry.expected)} | ${cell(entry.about)} |`,
    );
  });
  return ["| Variable | Default | Accepts | Purpose |", "|---|---|---|---|", ...rows].join("\n");
}

/**
 * A guide with every settings block regenerated.
 * @param {string} guide
 */
export function withSettingsTables(guide) {
  return guide.replace(
    BLOCK,
    (_, start, groups, end) => `${start}${settingsTable(groups.trim().split(/\s+/))}\n${end}`,
  );
}

/** Every group some block of a guide shows. @param {string} guide */
export function groupsIn(guide) {
  return [...guide.matchAll(BLOCK)].flatMap((match) => (match[2] ?? "").trim().split(/\s+/));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = readCommandLine({
    command: "npm run settings-table --",
    summary: `Rewrites the settings tables of ${GUIDES.join(" and ")} from config/settings.mjs.`,
    options: { check: { type: "boolean", about: "Only check: exit 1 when a guide differs from the declarations" } },
  });
  let differs = false;
  for (const guide of GUIDES) {
    const file = path.join(ROOT, guide);
    const text = readFileSync(file, "utf8");
    const updated = withSettingsTables(text);
    if (updated === text) process.stdout.write(`${guide}: settings tables already up to date\n`);
    else if (values.check) {
      process.stderr.write(`${guide}: settings tables differ from config/settings.mjs: run npm run settings-table\n`);
      differs = true;
    } else {
      writeFileSync(file, updated);
      process.stdout.write(`${guide}: settings tables updated\n`);
    }
  }
  if (differs) process.exit(1);
}
