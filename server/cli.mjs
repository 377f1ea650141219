// @ts-check
// Command-line arguments of the project's commands (`npm run leads`, the scripts), read with node:util's parseArgs
// from one table per command: the table gives parseArgs its options and the usage text its lines, so a new flag is
// one entry. An unknown flag, a missing value or a stray argument is refused with the usage (exit status 2) rather
// than guessed at; --help prints the usage.
import { parseArgs } from "node:util";

/**
 * @typedef {object} CliOption
 * @property {"boolean" | "string"} type
 * @property {string} about  One line for the usage text.
 * @property {string} [value]  How the usage names a string option's value, e.g. "<delivery id|all>".
 * @property {string} [short]  A one-letter alias.
 */

/**
 * @template {Record<string, CliOption>} O
 * @typedef {object} CliSpec
 * @property {string} command  How the command is run, e.g. "npm run leads --".
 * @property {string} summary  What it does, one or two lines.
 * @property {O} options
 * @property {{ name: string, about: string }[]} [positionals]  Plain arguments it takes, in order (none if absent).
 */

/**
 * @template {Record<string, CliOption>} O
 * @typedef {{ [K in keyof O]?: O[K]["type"] extends "boolean" ? boolean : string }} CliValues
 */

/** @type {CliOption} */
const HELP = { type: "boolean", short: "h", about: "Show this help" };

/**
 * The usage text of a command, from its table.
 * @template {Record<string, CliOption>} O
 * @param {CliSpec<O>} spec
 */
export function usage(spec) {
  const options = Object.entries({ ...spec.options, help: HELP }).map(([name, option]) => {
    const flag = `${option.short ? `-${option.short}, ` : ""}--${name}${option.type === "string" ? ` ${option.value ?? "<value>"}` : ""}`;
    return [flag, option.about];
  });
  const positionals = spec.positionals ?? [];
  const rows = [...positionals.map((positional) => [positional.name, positional.about]), ...options];
  const width = Math.max(...rows.map(([left]) => left?.length ?? 0));
  const line = (/** @type {string[]} */ [left = "", right = ""]) => `  ${left.padEnd(width)}  ${right}`;
  return [
    `Usage: ${spec.command}${options.length > 1 ? " [options]" : ""}${positionals.map((positional) => ` ${positional.name}`).join("")}`,
    "",
    spec.summary,
    "",
    ...(positionals.length
      ? ["Arguments:", ...positionals.map((positional) => line([positional.name, positional.about])), ""]
      : []),
    "Options:",
    ...options.map(line),
    "",
  ].join("\n");
}

/**
 * Reads `args` against the table, without side effects (so it is tested directly).
 * @template {Record<string, CliOption>} O
 * @param {CliSpec<O>} spec
 * @param {string[]} args
 * @returns {{ kind: "ok", values: CliValues<O>, positionals: string[] } | { kind: "help" } | { kind: "error", message: string }}
 */
export function parseCommandLine(spec, args) {
  /** @type {Record<string, { type: "boolean" | "string", short?: string }>} */
  const options = {};
  for (const [name, option] of Object.entries({ ...spec.options, help: HELP })) {
    options[name] = { type: option.type, ...(option.short ? { short: option.short } : {}) };
  }
  try {
    const parsed = parseArgs({ args, options, strict: true, allowPositionals: true });
    if (parsed.values.help) return { kind: "help" };
    const allowed = spec.positionals?.length ?? 0;
    // Optional positionals (the scripts' page lists) take any number; a command without any takes none.
    if (allowed === 0 && parsed.positionals.length > 0)
      return { kind: "error", message: `Unexpected argument '${parsed.positionals[0]}'` };
    return { kind: "ok", values: /** @type {CliValues<O>} */ (parsed.values), positionals: parsed.positionals };
  } catch (error) {
    // Node's message for an unknown flag goes on about positionals after "--"; the flag and the usage say enough.
    const message = error instanceof Error ? error.message : String(error);
    return { kind: "error", message: /^Unknown option '[^']*'/.exec(message)?.[0] ?? message };
  }
}

/**
 * For a command's entry point: the parsed arguments, or (on --help) the usage on stdout and exit 0, or (on a mistake)
 * the problem and the usage on stderr and exit 2.
 * @template {Record<string, CliOption>} O
 * @param {CliSpec<O>} spec
 * @param {string[]} [args]
 */
export function readCommandLine(spec, args = process.argv.slice(2)) {
  const result = parseCommandLine(spec, args);
  if (result.kind === "help") {
    process.stdout.write(usage(spec));
    process.exit(0);
  }
  if (result.kind === "error") {
    process.stderr.write(`${result.message}\n\n${usage(spec)}`);
    process.exit(2);
  }
  return result;
}
