/**
 * The canonical form of every content file: byte for byte what the CMS (/admin) writes when it saves the file. With
 * every file stored this way, changing one field in the CMS changes one line in Git, not a whole reordered, refolded
 * file. `npm run content:format` rewrites the files into this form and content-format.test.ts fails on any that is not.
 *
 * Decap CMS 3 saves an entry like this (decap-cms-core, formats/yaml.ts, formats/frontmatter.ts, backend.ts):
 * - it reads the YAML with the `yaml` package version 1 and keeps the values in Immutable maps, so a nested object of
 *   more than eight keys comes back in Immutable's (hash) order, one of up to eight in the order it was read;
 * - it writes `yaml.createNode(data)` through a new version 1 Document with the library's defaults (80-column lines,
 *   long plain strings folded, its own quoting), the top-level keys sorted in the order of the collection's fields;
 * - Markdown files are `---`, that YAML, `---` and the body exactly as it was (gray-matter's layout).
 * The same two libraries, at the versions Decap bundles, do the same here (devDependencies `yaml-decap`, `immutable`).
 * Comments and anchors do not survive a save, so they do not survive here either: notes belong in the schema's hints.
 */
import { fromJS } from "immutable";
import YAML from "yaml-decap";

/** Decap's custom tag: full ISO timestamps become dates; plain YYYY-MM-DD stays a string. */
const timestampTag = {
  identify: (value: unknown) => value instanceof Date,
  default: true,
  tag: "!timestamp",
  test: /^([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2}):([0-9]{2}(\.[0-9]+)?)Z$/,
  resolve: (text: string) => new Date(text),
  // This tag resolves every value it stringifies to a Date (resolve above).
  stringify: (item: { value: unknown }) => (item.value as Date).toISOString(),
};

/** The values of a YAML text as Decap reads them. */
export function readYaml(text: string): unknown {
  let content = text;
  if (content.trim().endsWith("---")) content = content.trim().slice(0, -3);
  // yaml-decap's tag type is not exported; the tag has its fields.
  const doc = YAML.parseDocument(content, { customTags: [timestampTag] as never, prettyErrors: true });
  if (doc.errors.length > 0) throw new Error(doc.errors.map((error) => error.message).join("\n"));
  return doc.toJSON();
}

/** Decap's ordering of top-level keys: by the fields' order; a key it does not know keeps its place (comparator 0). */
function byFields(order: readonly string[]) {
  return (a: { key?: unknown }, b: { key?: unknown }) => {
    const indexA = order.indexOf(String(a.key));
    const indexB = order.indexOf(String(b.key));
    if (indexA === -1 || indexB === -1) return 0;
    return indexA - indexB;
  };
}

/** The YAML Decap writes for `data`, whose top-level keys follow `order` (the collection's field names). */
export function writeYaml(data: unknown, order: readonly string[]): string {
  // Through Immutable and back, as the CMS holds an entry while it is open.
  const held = (fromJS(data) as { toJS?: () => unknown }).toJS?.() ?? data;
  // A mapping's node (data is a mapping); yaml-decap's types leave it untyped.
  const contents = YAML.createNode(held) as unknown as { items: { key?: unknown }[] };
  contents.items.sort(byFields(order));
  const doc = new YAML.Document();
  // The node made from the same document above, which its types do not connect.
  doc.contents = contents as never;
  return doc.toString();
}

/** A Markdown file's front matter (YAML text) and body, split as gray-matter splits them. */
export function splitFrontMatter(text: string): { yaml: string; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n?---(?:\r?\n|$)/.exec(text);
  if (!match) throw new Error("has no front matter between --- lines");
  return { yaml: match[1]!, body: text.slice(match[0].length) };
}

/** A content file in the form Decap writes it: `.md` (front matter and body) or `.yml`, `order` its field names. */
export function formatContentFile(text: string, kind: "md" | "yml", order: readonly string[]): string {
  if (kind === "yml") return writeYaml(readYaml(text), order);
  const { yaml, body } = splitFrontMatter(text);
  const data = readYaml(yaml);
  const matter = writeYaml(data, order).trim();
  // gray-matter ends the front matter with a line break and adds none after a body that has none of its own.
  return `---\n${matter}\n---\n${body.trim() ? body : ""}`;
}
