// Lists the production functions longer than a screen can hold (FUNCTION_LINE_LIMIT lines as written, from the line
// the function starts on to the line it ends on), in app/, server/, config/ and scripts/; tests, test helpers and
// stubs aside. `node scripts/checks/long-functions.ts` prints them and fails when there is one; long-functions.test.ts keeps
// the list from growing.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

export const FUNCTION_LINE_LIMIT = 150;

/** The folders whose code is held to the limit. */
const CHECKED = /^(app|lib|contracts|server|config|scripts)\//;
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
/** Tests, test helpers and stubs (the same files dependency-cruiser calls test code), and type declarations. */
const NOT_PRODUCTION = /(^|\/)(tests|testing)\/|\.(test|spec)\.[cm]?[jt]sx?$|(^|\/)test-[^/]+$|\.d\.ts$/;

export function isCheckedFile(file: string): boolean {
  return CHECKED.test(file) && SOURCE.test(file) && !NOT_PRODUCTION.test(file);
}

export interface LongFunction {
  file: string;
  name: string;
  /** The line it starts on (1-based). */
  line: number;
  lines: number;
}

/** A function's name as a reader finds it: its own, the variable or property it is assigned to, or "(anonymous)". */
function nameOf(node: ts.FunctionLikeDeclaration): string {
  if (node.name && !ts.isComputedPropertyName(node.name)) return node.name.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
    return parent.name.getText();
  if (
    ts.isExportAssignment(parent) ||
    (ts.isFunctionDeclaration(node) &&
      node.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword))
  )
    return "default";
  if (ts.isCallExpression(parent)) return `(argument of ${parent.expression.getText().slice(0, 40)})`;
  return "(anonymous)";
}

/** Every function in the text longer than `limit` lines, outermost first. */
export function longFunctions(file: string, text: string, limit = FUNCTION_LINE_LIMIT): LongFunction[] {
  const kind = file.endsWith("x") ? ts.ScriptKind.TSX : /\.m?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: LongFunction[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      if (lines > limit) found.push({ file, name: nameOf(node), line: start + 1, lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The long functions of every checked file Git knows in `root`. */
export function longFunctionsIn(root: string, limit = FUNCTION_LINE_LIMIT): LongFunction[] {
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\n")
    .filter(isCheckedFile);
  return files.flatMap((file) => {
    let text: string;
    try {
      text = readFileSync(path.join(root, file), "utf8");
    } catch {
      return []; // Listed by Git but deleted in the working tree.
    }
    return longFunctions(file, text, limit);
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const found = longFunctionsIn(path.resolve(fileURLToPath(new URL("../..", import.meta.url))));
  for (const { file, name, line, lines } of found) console.log(`${file}:${line} ${name}: ${lines} lines`);
  if (found.length > 0) {
    console.error(
      `${found.length} production ${found.length === 1 ? "function is" : "functions are"} over ${FUNCTION_LINE_LIMIT} lines: split them into named pieces.`,
    );
    process.exit(1);
  }
  console.log(`No production function over ${FUNCTION_LINE_LIMIT} lines.`);
}
