/**
 * Every content file the CMS edits, with the field order the CMS saves it in (the collection's fields, from the
 * generated CMS config), for the canonical form (./content-format.ts): content:format rewrites them, a test checks them.
 */
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { cmsConfig } from "./cms-config";
import { formatContentFile } from "./content-format";

export interface ContentFile {
  /** Relative to the repository root, as the CMS config names it: content/… */
  file: string;
  kind: "md" | "yml";
  order: string[];
}

export function contentFiles(root: string): ContentFile[] {
  // The settings do not change the fields, only the backend: an empty environment keeps this independent of .env.
  const config = cmsConfig({ root, env: {} });
  const found: ContentFile[] = [];
  for (const collection of config.collections) {
    if (collection.folder && collection.fields) {
      const kind = collection.extension === "md" ? "md" : "yml";
      const order = collection.fields.map((field) => field.name);
      const names = readdirSync(path.join(root, collection.folder)).filter(
        (name) => name.endsWith(`.${kind}`) && !name.startsWith("."),
      );
      for (const name of names.sort()) found.push({ file: `${collection.folder}/${name}`, kind, order });
    }
    // A translated data file is stored once per language (home.en.yml, home.es.yml), in the same order.
    for (const entry of collection.files ?? [])
      for (const file of entry.i18n
        ? config.i18n.locales.map((locale) => entry.file.replace(/\.yml$/, `.${locale}.yml`))
        : [entry.file])
        found.push({ file, kind: "yml", order: entry.fields.map((field) => field.name) });
  }
  return found;
}

/** The files not in canonical form, after rewriting them when `write` is set. */
export function formatContent(root: string, { write = false } = {}): string[] {
  const changed: string[] = [];
  for (const { file, kind, order } of contentFiles(root)) {
    const full = path.join(root, file);
    const text = readFileSync(full, "utf8");
    let formatted: string;
    try {
      formatted = formatContentFile(text, kind, order);
    } catch (error) {
      throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (formatted === text) continue;
    changed.push(file);
    if (write) writeFileSync(full, formatted);
  }
  return changed;
}
