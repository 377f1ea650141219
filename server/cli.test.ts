import { describe, expect, it } from "vitest";
import { parseCommandLine, usage } from "./cli.mjs";

const spec = {
  command: "npm run example --",
  summary: "An example command.",
  options: {
    csv: { type: "boolean", about: "Write CSV" },
    retry: { type: "string", value: "<id|all>", about: "Retry one or all" },
  },
} as const;

describe("parseCommandLine", () => {
  it("reads the flags of the table", () => {
    expect(parseCommandLine(spec, ["--csv", "--retry", "all"])).toEqual({
      kind: "ok",
      values: { csv: true, retry: "all" },
      positionals: [],
    });
    expect(parseCommandLine(spec, [])).toEqual({ kind: "ok", values: {}, positionals: [] });
  });

  it("refuses an unknown flag, a missing value and a stray argument", () => {
    expect(parseCommandLine(spec, ["--fialed"])).toEqual({ kind: "error", message: "Unknown option '--fialed'" });
    expect(parseCommandLine(spec, ["--retry"])).toMatchObject({
      kind: "error",
      message: expect.stringContaining("--retry"),
    });
    expect(parseCommandLine(spec, ["failed"])).toEqual({ kind: "error", message: "Unexpected argument 'failed'" });
  });

  it("takes --help and -h", () => {
    expect(parseCommandLine(spec, ["--help"])).toEqual({ kind: "help" });
    expect(parseCommandLine(spec, ["--csv", "-h"])).toEqual({ kind: "help" });
  });

  it("takes plain arguments when the command has them", () => {
    const withPaths = { ...spec, positionals: [{ name: "[path...]", about: "Pages" }] };
    expect(parseCommandLine(withPaths, ["/", "/pricing"])).toMatchObject({
      kind: "ok",
      positionals: ["/", "/pricing"],
    });
  });
});

describe("usage", () => {
  it("lists every option of the table, with its value and description", () => {
    expect(usage(spec)).toBe(
      [
        "Usage: npm run example -- [options]",
        "",
        "An example command.",
        "",
        "Options:",
        "  --csv             Write CSV",
        "  --retry <id|all>  Retry one or all",
        "  -h, --help        Show this help",
        "",
      ].join("\n"),
    );
  });
});
