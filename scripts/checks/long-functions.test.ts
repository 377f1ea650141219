// No production function grows past a screenful: the check counts lines as formatted. `npm run lint` runs the same
// check as a command (node scripts/checks/long-functions.ts), naming each function over the limit.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { FUNCTION_LINE_LIMIT, isCheckedFile, longFunctions, longFunctionsIn } from "./long-functions.ts";

const lines = (count: number) =>
  Array.from({ length: count }, (_, index) => `  const a${index} = ${index};`).join("\n");

describe("longFunctions", () => {
  it("counts a function from the line it starts on to the line it ends on, at any depth, by the name a reader finds", () => {
    const text = [
      `export function short() {\n${lines(3)}\n}`,
      `const outer = () => {\n  const inner = function () {\n${lines(12)}\n  };\n};`,
      `class A {\n  method() {\n${lines(10)}\n  }\n}`,
    ].join("\n");
    expect(longFunctions("x.ts", text, 10).map(({ name, lines: count }) => [name, count])).toEqual([
      ["outer", 16],
      ["inner", 14],
      ["method", 12],
    ]);
  });

  it("reads TSX and plain JavaScript", () => {
    expect(
      longFunctions(
        "x.tsx",
        `export function View() {\n  return (\n    <div>\n${"      <p>a</p>\n".repeat(5)}    </div>\n  );\n}`,
        5,
      ),
    ).toHaveLength(1);
    expect(
      longFunctions("x.mjs", `export default function () {\n${lines(6)}\n}`, 5).map((found) => found.name),
    ).toEqual(["default"]);
  });

  it("holds production code to the limit, not tests, test helpers, stubs or declarations", () => {
    expect(
      ["lib/text.ts", "server/index.ts", "config/settings.mjs", "scripts/build/build.ts", "app/root.tsx"].every(
        isCheckedFile,
      ),
    ).toBe(true);
    expect(
      [
        "server/enquiries/contact.test.ts",
        "server/testing/serve.ts",
        "server/testing/test-build.ts",
        "tests/e2e/a.spec.ts",
        "app/content-model/.server/subset-font.d.ts",
        "content/x.md",
      ].some(isCheckedFile),
    ).toBe(false);
  });
});

describe(`production functions over ${FUNCTION_LINE_LIMIT} lines`, () => {
  const found = longFunctionsIn(fileURLToPath(new URL("../..", import.meta.url))).map(
    ({ file, name }) => `${file} ${name}`,
  );

  it("are none", () => {
    expect(found).toEqual([]);
  });
});
