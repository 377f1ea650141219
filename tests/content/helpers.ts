/**
 * Helpers of the content tests: temporary copies of content/, small edits of real files, and a real
 * `react-router build` from such a copy into a temporary build folder (CONTENT_DIR and BUILD_DIR).
 */
import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Document as YamlDocument, parse as parseYaml, parseDocument } from "yaml";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const CONTENT = path.join(REPO_ROOT, "content");

/** A build takes 10-20 s on an idle machine; several minutes when other builds and browsers share the CPU. */
export const BUILD_TIMEOUT_MS = 300_000;

export interface Workspace {
  root: string;
  /** A copy of content/, for CONTENT_DIR. */
  content: string;
  /** Where a build goes, for BUILD_DIR. */
  build: string;
  remove(): void;
}

/**
 * A temporary folder with a copy of content/. A build's prerender step imports the server bundle from the build
 * folder, which must find react-router and the other packages, so the folder links to the project's node_modules.
 */
export function workspace(prefix: string): Workspace {
  const root = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  const content = path.join(root, "content");
  cpSync(CONTENT, content, { recursive: true });
  const modules = path.join(root, "node_modules");
  symlinkSync(path.join(REPO_ROOT, "node_modules"), modules, "dir");
  return {
    root,
    content,
    build: path.join(root, "build"),
    remove() {
      // Unlink the link first so that removing the folder can never reach the project's node_modules.
      if (existsSync(modules)) unlinkSync(modules);
      rmSync(root, { recursive: true, force: true });
    },
  };
}

export interface BuildResult {
  status: number | null;
  /** stdout and stderr together. */
  output: string;
  seconds: number;
}

/** Runs `react-router build` in the project with the content and build folders of `ws` (and any extra settings). */
export function build(ws: Workspace, settings: Record<string, string> = {}): BuildResult {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...settings,
    CONTENT_DIR: ws.content,
    BUILD_DIR: ws.build,
    NO_COLOR: "1",
    FORCE_COLOR: "0",
  };
  // Vitest marks its own process as a test run; the build must see a normal environment.
  delete env.NODE_ENV;
  for (const key of Object.keys(env)) if (key.startsWith("VITEST")) delete env[key];
  const started = Date.now();
  const result = spawnSync(path.join(REPO_ROOT, "node_modules", ".bin", "react-router"), ["build"], {
    cwd: REPO_ROOT,
    env,
    encoding: "utf8",
    timeout: BUILD_TIMEOUT_MS - 20_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${result.stdout ?? ""}\n${result.stderr ?? ""}${result.error ? `\n${String(result.error)}` : ""}`;
  return { status: result.status, output, seconds: (Date.now() - started) / 1000 };
}

/** Every file under `dir`, as paths relative to it with forward slashes, sorted. */
export function listFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(full, base) : [path.relative(base, full).split(path.sep).join("/")];
    })
    .sort();
}

/** Files that differ between two folders: added, removed or changed, relative to the folders. */
export function differingFiles(a: string, b: string): string[] {
  const inA = new Set(listFiles(a));
  const inB = new Set(listFiles(b));
  const all = [...new Set([...inA, ...inB])].sort();
  return all.filter(
    (file) =>
      !inA.has(file) || !inB.has(file) || !readFileSync(path.join(a, file)).equals(readFileSync(path.join(b, file))),
  );
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

export interface MarkdownFile {
  frontmatter: string;
  body: string;
}

export function splitMarkdown(text: string): MarkdownFile {
  const match = FRONTMATTER.exec(text);
  if (!match) throw new Error("no frontmatter block");
  return { frontmatter: match[1]!, body: match[2]! };
}

export function joinMarkdown({ frontmatter, body }: MarkdownFile): string {
  return `---\n${frontmatter.replace(/\n$/, "")}\n---\n${body}`;
}

/** The frontmatter of a Markdown file (or the whole of a YAML file) as plain data. */
export function readData(file: string): Record<string, unknown> {
  const text = readFileSync(file, "utf8");
  return parseYaml(file.endsWith(".md") ? splitMarkdown(text).frontmatter : text) as Record<string, unknown>;
}

/** The things of one content folder (e.g. "snapshots"), as their slugs, sorted (a translation is not a thing). */
export function slugsIn(contentRoot: string, folder: string): string[] {
  return readdirSync(path.join(contentRoot, folder))
    .filter(
      (name) => /\.(md|ya?ml)$/.test(name) && !name.startsWith(".") && !/\.(?!en\.)[a-z]{2}\.(md|ya?ml)$/.test(name),
    )
    .map((name) => name.replace(/(\.en)?\.(md|ya?ml)$/, ""))
    .sort();
}

/** The English file of a thing, relative to the content folder: services/x.en.md for a translated one, else snapshots/x.md. */
export function englishFile(contentRoot: string, folder: string, slug: string): string {
  const translated = readdirSync(path.join(contentRoot, folder)).find((name) => name.startsWith(`${slug}.en.`));
  return translated ? `${folder}/${translated}` : `${folder}/${slug}.${folder === "people" ? "yml" : "md"}`;
}

/** Replaces text in a file; fails when the pattern is not there, so a test can't silently edit nothing. */
export function replaceInFile(file: string, pattern: RegExp, replacement: string) {
  const text = readFileSync(file, "utf8");
  if (!pattern.test(text)) throw new Error(`${pattern} does not occur in ${file}`);
  writeFileSync(file, text.replace(pattern, replacement));
}

/** Edits the frontmatter of a Markdown file through the YAML document model (the rest of the file is kept). */
export function editFrontmatter(
  file: string,
  edit: (doc: YamlDocument) => void,
  editBody: (body: string) => string = (body) => body,
) {
  const parts = splitMarkdown(readFileSync(file, "utf8"));
  const doc = parseDocument(parts.frontmatter);
  edit(doc);
  writeFileSync(file, joinMarkdown({ frontmatter: doc.toString({ lineWidth: 0 }), body: editBody(parts.body) }));
}

/** Parses a built HTML file (the tests run in jsdom, so DOMParser is the browser's). */
export function readHtml(file: string): Document {
  return new DOMParser().parseFromString(readFileSync(file, "utf8"), "text/html");
}

/** Text of an element with whitespace collapsed (React's <!-- --> markers are not text). */
export function textOf(node: Element | null | undefined): string {
  return (node?.textContent ?? "").replace(/\s+/g, " ").trim();
}
