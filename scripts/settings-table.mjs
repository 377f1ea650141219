// @ts-check
// README's settings tables, generated from the one declaration of every setting (config/settings.mjs). Each table
// stands between `<!-- settings: group group... -->` and `<!-- /settings -->`; `npm run settings-table` rewrites them,
// and scripts/settings-table.test.ts fails when README and the declarations differ.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SETTINGS } from "../config/settings.mjs";
import { readCommandLine } from "../server/cli.mjs";

export const README = fileURLToPath(new URL("../README.md", import.meta.url));
const BLOCK = /(<!-- settings: ([a-z ]+) -->\n)[\s\S]*?(<!-- \/settings -->)/g;

/** A table cell: pipes escaped, and angle brackets as entities so `<path>` shows instead of vanishing as a tag. @param {string} text */
const cell = (text) =>
  text.replaceAll("|", "\\|").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll("\n", " ");

/** How README shows a default: the literal value in code, a phrase, or "(empty)" for none. @param {import("../config/settings.mjs").Setting} entry */
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
    /** @type {Record<string, import("../config/settings.mjs").Setting> | undefined} */
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
 * README with every settings block regenerated.
 * @param {string} readme
 */
export function withSettingsTables(readme) {
  return readme.replace(
    BLOCK,
    (_, start, groups, end) => `${start}${settingsTable(groups.trim().split(/\s+/))}\n${end}`,
  );
}

/** Every group some README block shows. @param {string} readme */
export function groupsInReadme(readme) {
  return [...readme.matchAll(BLOCK)].flatMap((match) => (match[2] ?? "").trim().split(/\s+/));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = readCommandLine({
    command: "npm run settings-table --",
    summary: "Rewrites README's settings tables from config/settings.mjs.",
    options: { check: { type: "boolean", about: "Only check: exit 1 when README differs from the declarations" } },
  });
  const readme = readFileSync(README, "utf8");
  const updated = withSettingsTables(readme);
  if (values.check) {
    if (updated !== readme) {
      process.stderr.write("README's settings tables differ from config/settings.mjs: run npm run settings-table\n");
      process.exit(1);
    }
  } else if (updated !== readme) {
    writeFileSync(README, updated);
    process.stdout.write("README.md: settings tables updated\n");
  } else process.stdout.write("README.md: settings tables already up to date\n");
}
