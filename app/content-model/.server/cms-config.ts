/**
 * The Decap CMS config of /admin, generated from the content schemas (app/content-model/schema.ts), so the CMS offers
 * exactly the fields the build accepts, with the same limits. Each zod schema goes through `z.toJSONSchema()` (zod's
 * own description of its type, checks and `.meta()`), and each JSON Schema node becomes a Decap field:
 *
 *   string -> string (text when `.meta({ widget: "text" })`), with `pattern` from a regex; YYYY-MM-DD -> datetime
 *   number -> number (value_type int|float, min, max, step); boolean -> boolean; enum -> select; constant -> hidden
 *   array of strings -> list with `field`; array of objects -> list with `fields`; min/max items -> list min/max
 *   object -> object; optional -> required: false; `.meta({ hint })` -> hint
 *
 * This module runs in Node through Vite: the admin plugin (./admin-plugin.ts, registered in vite.config.ts) writes
 * config.yml at `npm run build` and serves it in `npm run dev`; Vitest runs its test. No separate TS runner is needed.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml, stringify as stringifyYaml } from "yaml";
import { z } from "zod";
import { readSettings } from "../../../config/settings.mjs";
import { readCmsSettings } from "../../../config/cms-settings.mjs";
import { DEFAULT_LANG, LANGS, LANGUAGES } from "../../../config/languages.mjs";
import { LANGUAGE_FILE, englishThings, isTranslatedField, languageOfFile } from "./translation";
import * as schemas from "../schema";
import { brandMarkSvg } from "../../../lib/brand-mark";
import { escapeXml } from "../../../lib/xml";
import { propertyAt } from "../../../lib/typed-object";

type Json = Record<string, unknown>;
/** JSON Schema as z.toJSONSchema() writes it, plus our `.meta()` keys and the regex message added below. */
interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  patternMessage?: string;
  hint?: string;
  widget?: string;
}

/** A Decap field (https://decapcms.org/docs/widgets/); only the options this generator sets. */
export interface CmsField {
  label: string;
  name: string;
  widget: string;
  /** Decap's languages: the field is written in each language's file (translation.ts says which fields are words). */
  i18n?: boolean;
  required?: false;
  hint?: string;
  default?: unknown;
  pattern?: [string, string];
  value_type?: "int" | "float";
  min?: number;
  max?: number;
  step?: number;
  options?: { label: string; value: string }[];
  field?: CmsField;
  fields?: CmsField[];
  label_singular?: string;
  summary?: string;
  format?: string;
  date_format?: string;
  time_format?: false;
  modes?: string[];
  sanitize_preview?: boolean;
  collection?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  multiple?: boolean;
  allow_add?: false;
  allow_remove?: false;
}

export interface CmsCollection {
  name: string;
  label: string;
  label_singular?: string;
  description?: string;
  folder?: string;
  extension?: string;
  format?: string;
  create?: boolean;
  delete?: boolean;
  slug?: string;
  identifier_field?: string;
  summary?: string;
  sortable_fields?: (string | { field: string; label?: string; default_sort?: boolean | "asc" | "desc" })[];
  view_filters?: { label: string; field: string; pattern: string }[];
  view_groups?: { label: string; field: string; pattern?: string }[];
  editor?: { preview: boolean };
  files?: { name: string; label: string; file: string; i18n?: boolean; fields: CmsField[] }[];
  i18n?: boolean;
  fields?: CmsField[];
}

export interface CmsConfig {
  backend: Json;
  local_backend: true;
  site_url: string;
  display_url: string;
  locale: string;
  media_folder: string;
  public_folder: string;
  logo: { src: string; show_in_header: boolean };
  slug: Json;
  i18n: { structure: "multiple_files"; locales: string[]; default_locale: string };
  collections: CmsCollection[];
}

// ---------------------------------------------------------------------------------------------------------------
// Labels

const WORDS: Record<string, string> = {
  faq: "FAQ",
  faqs: "FAQs",
  cta: "CTA",
  id: "ID",
  url: "URL",
  seo: "SEO",
  sms: "SMS",
  pro: "Pro",
};

/** "metaTitle" -> "Meta title", "faqs" -> "FAQs", "cookie-policy-when-you-press-send" -> "Cookie policy when you press send". */
export function humanLabel(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => WORDS[word.toLowerCase()] ?? word.toLowerCase());
  const text = words.join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Features" -> "Feature", "Case studies" -> "Case study"; words that are not plurals stay. */
function singular(label: string): string {
  if (/ies$/.test(label)) return label.replace(/ies$/, "y");
  if (/(ss|us|is)$/.test(label) || !/s$/.test(label)) return label;
  return label.slice(0, -1);
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// ---------------------------------------------------------------------------------------------------------------
// Schema -> fields

/** zod's JSON Schema of a content schema, as written in the files (input), with each regex's own error message. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  // zod's JSON Schema type is wider than the subset its content schemas produce (JsonSchema).
  return z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
    override: ({ zodSchema, jsonSchema }) => {
      // zod's internal definition: checks are typed only on the schema kinds that have them.
      const checks = (zodSchema._zod.def as { checks?: { _zod: { def: Json } }[] }).checks ?? [];
      for (const check of checks) {
        const def = check._zod.def;
        if (def.check === "string_format" && def.format === "regex" && typeof def.error === "function") {
          // A custom message given to a check is kept by zod as a function of no arguments.
          const message = (def.error as () => unknown)();
          if (typeof message === "string") jsonSchema.patternMessage = message;
        }
      }
    },
  }) as JsonSchema;
}

const ISO_DATE_PATTERN = "^\\d{4}-\\d{2}-\\d{2}$";

function lengthNote(schema: JsonSchema): string {
  const { minLength: min, maxLength: max } = schema;
  if (min !== undefined && min > 1 && max !== undefined) return `${min}–${max} characters.`;
  if (max !== undefined) return `Up to ${max} characters.`;
  return "";
}

function itemsNote(schema: JsonSchema): string {
  const { minItems: min, maxItems: max } = schema;
  if (min !== undefined && min === max) return `Exactly ${min}.`;
  if (min !== undefined && max !== undefined) return `${min}–${max} items.`;
  return "";
}

/** Hint of a field: the schema's own hint, then the limits an editor cannot see otherwise. */
function hintOf(schema: JsonSchema, note: string): string | undefined {
  const own = schema.hint ? sentence(schema.hint.replace(/\.?$/, ".")) : "";
  return [own, note].filter(Boolean).join(" ") || undefined;
}

/** Whether Decap should insist on a value: required by the schema, and not a string that may be empty. */
export function isRequiredInCms(schema: JsonSchema, required: boolean): boolean {
  if (!required) return false;
  const string = schema.type === "string" && !schema.enum && !schema.pattern;
  return !(string && !schema.minLength);
}

/** The preferred summary of an object in a list: its title, name, question or label, else its first text. */
function summaryOf(item: JsonSchema): string | undefined {
  const keys = Object.keys(item.properties ?? {});
  const preferred = ["title", "name", "question", "label", "value"].find((key) => keys.includes(key));
  const first = preferred ?? keys.find((key) => item.properties?.[key]?.type === "string");
  return first ? `{{fields.${first}}}` : undefined;
}

/**
 * One Decap field from a JSON Schema node. `loose`: the field sits in an optional object (a snapshot's spec sheet).
 * Decap checks an object's fields even when the object itself is optional and empty, so an entry without a spec sheet
 * could not be saved; inside such an object nothing is required in the CMS, and the build still checks a spec sheet
 * that is there field by field, naming the file and the field.
 */
export function cmsField(name: string, schema: JsonSchema, required = true, loose = false): CmsField {
  if (loose) required = false;
  const base = (note = ""): CmsField => {
    const field: CmsField = { label: humanLabel(name), name, widget: "string" };
    if (!isRequiredInCms(schema, required)) field.required = false;
    const hint = hintOf(schema, note);
    if (hint) field.hint = hint;
    return field;
  };

  if (schema.anyOf) {
    // Only the plan comparison's cells are unions (a tick, a cross, or a short text); Decap has no union widget.
    const hasBoolean = schema.anyOf.some((option) => option.type === "boolean");
    const text = schema.anyOf.find((option) => option.type === "string") ?? {};
    const field = cmsField(name, { ...text, hint: schema.hint }, required, loose);
    if (hasBoolean)
      field.hint = [field.hint, "Write true for a tick or false for a dash; any other text is shown as written."]
        .filter(Boolean)
        .join(" ");
    return field;
  }
  if (schema.const !== undefined) return { ...base(), widget: "hidden", default: schema.const };
  if (schema.enum) {
    const options = schema.enum.map((value) => ({ label: humanLabel(String(value)), value: String(value) }));
    return { ...base(), widget: "select", options };
  }
  switch (schema.type) {
    case "string": {
      const field = base(schema.pattern === ISO_DATE_PATTERN ? "" : lengthNote(schema));
      if (schema.pattern)
        field.pattern = [schema.pattern, sentence(schema.patternMessage ?? `Must match ${schema.pattern}`)];
      if (schema.pattern === ISO_DATE_PATTERN) {
        // Written as YYYY-MM-DD (a string, as the schema reads it), picked with the browser's date input.
        return {
          ...field,
          widget: "datetime",
          format: "YYYY-MM-DD",
          date_format: "YYYY-MM-DD",
          time_format: false,
          default: "{{now}}",
        };
      }
      if (schema.widget === "text") field.widget = "text";
      return field;
    }
    case "integer":
    case "number": {
      const field: CmsField = { ...base(), widget: "number", value_type: schema.type === "integer" ? "int" : "float" };
      if (schema.minimum !== undefined) field.min = schema.minimum;
      if (schema.maximum !== undefined) field.max = schema.maximum;
      if (schema.multipleOf !== undefined) field.step = schema.multipleOf;
      else if (schema.type === "integer") field.step = 1;
      return field;
    }
    case "boolean":
      return { ...base(), widget: "boolean", default: false };
    case "array": {
      const item = schema.items ?? {};
      const label = humanLabel(name);
      const field: CmsField = { ...base(itemsNote(schema)), widget: "list", label_singular: singular(label) };
      if (schema.minItems !== undefined && !loose) field.min = schema.minItems;
      if (schema.maxItems !== undefined) field.max = schema.maxItems;
      // A list of a fixed length (four plans, ten features) can be edited and reordered, not grown or shrunk.
      if (schema.minItems !== undefined && schema.minItems === schema.maxItems) {
        field.allow_add = false;
        field.allow_remove = false;
      }
      if (item.type === "object") {
        field.fields = objectFields(item, loose);
        const summary = summaryOf(item);
        if (summary) field.summary = summary;
      } else {
        field.field = cmsField(singular(name), item, true, loose);
        field.field.label = singular(label);
        // A collapsed item shows its value ("Automation"), not the field's label ("Tag") on every row.
        field.summary = `{{fields.${field.field.name}}}`;
      }
      return field;
    }
    case "object":
      return { ...base(), widget: "object", fields: objectFields(schema, loose || !required) };
    default:
      return base();
  }
}

/** The fields of an object schema, in the schema's order. */
export function objectFields(schema: JsonSchema, loose = false): CmsField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    cmsField(name, property, required.has(name), loose),
  );
}

/** Fields of a record (form-delivery.yml): one object per key the file has now, each with the record's value fields. */
function recordFields(schema: JsonSchema, data: unknown): CmsField[] {
  const value = typeof schema.additionalProperties === "object" ? schema.additionalProperties : {};
  const keys = data && typeof data === "object" ? Object.keys(data) : [];
  return keys.map((key) => cmsField(key, { ...value, type: "object" }));
}

/** Decap fields of a content schema; records need the file's data for their keys. */
export function fieldsOf(schema: z.ZodType, data?: unknown): CmsField[] {
  const json = jsonSchemaOf(schema);
  if (json.properties) return objectFields(json);
  if (json.additionalProperties) return recordFields(json, data);
  throw new Error("Only object and record schemas describe a content file");
}

// ---------------------------------------------------------------------------------------------------------------
// Collections

/** Hints for the versions of each sentence in the setting-dependent files (the record's value schema has no meta). */
const VERSION_HINTS: Record<string, Record<string, string>> = {
  "form-delivery.yml": {
    own: "Used when the forms post to the site's own receiver (neither FORM_ACCESS_KEY nor FORM_ENDPOINT set).",
    provider: "Used when FORM_ACCESS_KEY is set (the forms post to Web3Forms).",
    endpoint: "Used when FORM_ENDPOINT is set (the forms post to that endpoint).",
  },
  "analytics-disclosure.yml": {
    off: "Used when no analytics is configured (ANALYTICS_PROVIDER empty).",
    plausible: "Used when ANALYTICS_PROVIDER=plausible.",
    umami: "Used when ANALYTICS_PROVIDER=umami.",
  },
};

const camel = (name: string) => name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/**
 * The schema of content/data/{name}.yml, by the schema module's naming: `{name}FileSchema` for a file that wraps a list
 * (testimonials.yml -> testimonialsFileSchema), else `{name}Schema` (case-studies.yml -> caseStudiesFileSchema,
 * facts.yml -> factsSchema; a language's file, glossary.es.yml, by its plain name). The test checks every data file
 * has one, so a new file needs a schema named this way.
 */
export function dataFileSchema(file: string): z.ZodType | undefined {
  const base = camel(
    path
      .basename(file)
      .replace(LANGUAGE_FILE, ".$2")
      .replace(/\.ya?ml$/, ""),
  );
  // The schema module's exports, looked up by a name built from the file name.
  const all = schemas as Record<string, unknown>;
  const found = all[`${base}FileSchema`] ?? all[`${base}Schema`];
  return found instanceof z.ZodType ? found : undefined;
}

interface FolderCollection {
  name: string;
  label: string;
  labelSingular: string;
  description: string;
  folder: string;
  schema: z.ZodType;
  identifier: string;
  /** Fields that hold the slug (file name) of entries of another collection: picked from a list in the CMS. */
  relations?: Record<string, { collection: string; display: string }>;
  /** The Markdown body of .md files; YAML collections have none. */
  body?: { label: string; hint: string };
  fixed?: boolean;
  /** How an entry reads in the collection's list; may use the content (the store's default price). */
  summary?: string | ((contentRoot: string) => string);
  sortable?: NonNullable<CmsCollection["sortable_fields"]>;
  /** A select field whose choices are named as on the site: the names in a categories file of content/data. */
  categories?: { field: string; file: string; key: string };
  groups?: NonNullable<CmsCollection["view_groups"]>;
  /** A YAML collection with a preview template of its own (./admin-preview.client.js). */
  preview?: boolean;
}

export const FOLDER_COLLECTIONS: FolderCollection[] = [
  {
    name: "posts",
    label: "Blog posts",
    labelSingular: "Blog post",
    description: "One file per article in content/posts; the file name (from the title) is its address under /blog.",
    folder: "posts",
    schema: schemas.postSchema,
    identifier: "title",
    relations: { author: { collection: "people", display: "name" } },
    body: { label: "Article", hint: "Markdown. Start sections with ## headings." },
    summary: "{{date}} · {{title}}",
    // Newest first, as the blog lists them.
    sortable: [{ field: "date", label: "Date", default_sort: "desc" }, "title", "category"],
    categories: { field: "category", file: "blog-categories.yml", key: "slug" },
    groups: [{ label: "Year", field: "date", pattern: "^\\d{4}" }],
  },
  {
    name: "services",
    label: "Services",
    labelSingular: "Service",
    description: "The service cards and pages (/services/…).",
    folder: "services",
    schema: schemas.serviceSchema,
    identifier: "title",
    relations: {
      related: { collection: "services", display: "title" },
      snapshots: { collection: "snapshots", display: "name" },
    },
    body: { label: "What we build", hint: "Markdown, shown under “What we build” on the service page." },
    sortable: ["order", "title"],
  },
  {
    name: "snapshots",
    label: "Snapshots",
    labelSingular: "Snapshot",
    description: "The marketplace listings and pages (/buy-snapshot/…).",
    folder: "snapshots",
    schema: schemas.snapshotSchema,
    identifier: "name",
    body: { label: "Description", hint: "Markdown; the first paragraph is also the summary for search engines." },
    // An empty price is the store's default price, shown as such.
    summary: (contentRoot) =>
      "{{name}} · {{category}} · $" + `{{price | default('${defaultSnapshotPrice(contentRoot)}')}}`,
    sortable: [{ field: "name", label: "Name", default_sort: true }, "category", "price", "order"],
    categories: { field: "category", file: "snapshot-categories.yml", key: "id" },
  },
  {
    name: "industries",
    label: "Industry pages",
    labelSingular: "Industry page",
    description:
      "One page per audience the agency sells to (/industries/…). Snapshots and articles are picked by the categories and tags you choose, so new ones join the page on their own.",
    folder: "industries",
    schema: schemas.industrySchema,
    identifier: "name",
    relations: { services: { collection: "services", display: "title" } },
    body: {
      label: "What we set up for you",
      hint: "Markdown, shown under “What we set up for you” on the industry page.",
    },
    sortable: ["order", "name"],
  },
  {
    name: "people",
    label: "People",
    labelSingular: "Person",
    description:
      "The team section and the blog's authors; a post's author is the file name of a person. A production build shows an unverified person nowhere: the team section leaves them out and their posts are signed by the agency.",
    folder: "people",
    schema: schemas.personSchema,
    identifier: "name",
    sortable: ["order", "name"],
    preview: true,
  },
  {
    name: "legal",
    label: "Legal pages",
    labelSingular: "Legal page",
    description:
      "The legal documents (privacy, terms, cookies, data protection, refunds, SMS terms). Their addresses are fixed, so pages cannot be added or removed here.",
    folder: "legal",
    schema: schemas.legalSchema,
    identifier: "title",
    body: { label: "Sections", hint: "Markdown. Each section starts with a ## heading." },
    fixed: true,
  },
];

const bodyField = (body: { label: string; hint: string }): CmsField => ({
  label: body.label,
  name: "body",
  widget: "markdown",
  hint: body.hint,
  // The Markdown source first: what is saved is exactly what was typed (tables, {{tokens}}); rich text is one click away.
  modes: ["raw", "rich_text"],
  sanitize_preview: true,
});

/**
 * A slug field (or list of slugs) as a relation: the editor picks entries by name and the file name is written, as
 * the schema's pattern expects. A list keeps its min/max as the relation's.
 */
export function asRelation(field: CmsField, target: { collection: string; display: string }): CmsField {
  const { label, name, required } = field;
  const list = field.widget === "list";
  const note = list ? itemsNote({ minItems: field.min, maxItems: field.max }) : "";
  const hint = [`Chosen from ${humanLabel(target.collection)}; the file name is saved.`, note]
    .filter(Boolean)
    .join(" ");
  const relation: CmsField = {
    label,
    name,
    widget: "relation",
    collection: target.collection,
    value_field: "{{slug}}",
    search_fields: [target.display],
    display_fields: [target.display],
  };
  if (required === false) relation.required = false;
  relation.hint = hint;
  if (list) {
    relation.multiple = true;
    if (field.min !== undefined) relation.min = field.min;
    if (field.max !== undefined) relation.max = field.max;
  }
  return relation;
}

/** The store's default snapshot price (content/data/snapshot-store.yml), for the summary of a snapshot without one. */
function defaultSnapshotPrice(contentRoot: string): string {
  const price: unknown =
    propertyAt(readYaml(path.join(contentRoot, "data", "snapshot-store.yml")), "defaultPrice") ?? "";
  return String(price);
}

/** The site's names of the categories: id (or slug) -> name, from content/data/{file}, which the site reads too. */
export function categoryNames(contentRoot: string, file: string, key: string): { value: string; label: string }[] {
  const categories = propertyAt(readYaml(path.join(contentRoot, "data", file)), "categories") ?? [];
  return (Array.isArray(categories) ? categories : []).map((category) => ({
    value: String(propertyAt(category, key)),
    label: String(propertyAt(category, "name")),
  }));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function folderCollection(collection: FolderCollection, contentRoot: string): CmsCollection {
  const markdown = Boolean(collection.body);
  // A folder of translated things (x.en.md beside x.es.md) is edited in every language, side by side.
  const translated = readdirSync(path.join(contentRoot, collection.folder)).some(
    (name) => LANGUAGE_FILE.test(name) && languageOfFile(name) === DEFAULT_LANG,
  );
  const categories = collection.categories
    ? categoryNames(contentRoot, collection.categories.file, collection.categories.key)
    : [];
  const summary = typeof collection.summary === "function" ? collection.summary(contentRoot) : collection.summary;
  return {
    name: collection.name,
    label: collection.label,
    label_singular: collection.labelSingular,
    description: collection.description,
    folder: `content/${collection.folder}`,
    extension: markdown ? "md" : "yml",
    format: markdown ? "yaml-frontmatter" : "yaml",
    create: !collection.fixed,
    delete: !collection.fixed,
    // The file name is the slug: lower-case words joined by hyphens, made from the title or name.
    slug: "{{slug}}",
    identifier_field: collection.identifier,
    ...(summary ? { summary } : {}),
    ...(collection.sortable ? { sortable_fields: collection.sortable } : {}),
    ...(categories.length && collection.categories
      ? {
          view_filters: categories.map(({ value, label }) => ({
            label,
            field: collection.categories!.field,
            pattern: `^${escapeRegExp(value)}$`,
          })),
        }
      : {}),
    ...(collection.groups ? { view_groups: collection.groups } : {}),
    ...(markdown || collection.preview ? {} : { editor: { preview: false } }),
    ...(translated ? { i18n: true } : {}),
    fields: (translated ? translatable : (fields: CmsField[]) => fields)([
      ...fieldsOf(collection.schema).map((field) => {
        const target = collection.relations?.[field.name];
        if (target) return asRelation(field, target);
        // The site's names for the categories ("Real Estate & Finance"), in the order the site lists them.
        if (field.name === collection.categories?.field && categories.length) return { ...field, options: categories };
        return field;
      }),
      ...(collection.body ? [bodyField(collection.body)] : []),
    ]),
  };
}

/** Widgets whose value is a fact or a reference, stated once in the English file (app/content-model/.server/translation.ts). */
const FACT_WIDGETS = new Set(["number", "boolean", "select", "hidden", "datetime", "relation"]);

/**
 * Marks the fields a translation holds (`i18n: true`): the words, at any depth. Numbers, choices, references, dates
 * and the keys the build takes from the English file are left unmarked, so Decap shows them in English only and never
 * writes them into the translation (the same rule as the build's: isTranslatedField).
 */
export function translatable(fields: CmsField[]): CmsField[] {
  return fields.map((field) => {
    if (FACT_WIDGETS.has(field.widget) || !isTranslatedField(field.name)) return field;
    return {
      ...field,
      i18n: true,
      ...(field.fields ? { fields: translatable(field.fields) } : {}),
      ...(field.field ? { field: translatable([field.field])[0] } : {}),
    };
  });
}

function readYaml(file: string): unknown {
  return parseYaml(readFileSync(file, "utf8"));
}

/** The "Site data" files collection: one entry per content/data/*.yml. */
function dataCollection(contentRoot: string, relativeRoot: string): CmsCollection {
  const dir = path.join(contentRoot, "data");
  // A translated file (home.en.yml with home.es.yml) is one entry, home.yml, edited in both languages side by side;
  // a file only in English (snapshot-store.yml) is an entry of its own without languages.
  const names = readdirSync(dir).filter((name) => /\.ya?ml$/.test(name) && !name.startsWith("."));
  const files = englishThings(names).sort();
  // A file of one language only, with no English original (glossary.es.yml): an entry of its own, without languages.
  const ownLanguage = names
    .filter((name) => languageOfFile(name) !== DEFAULT_LANG && !files.includes(name.replace(LANGUAGE_FILE, ".$2")))
    .sort();
  return {
    name: "data",
    label: "Site data",
    description: "Prices, facts, navigation, home page sections and other shared words (content/data).",
    format: "yaml",
    editor: { preview: false },
    files: files
      .map((file) => {
        const schema = dataFileSchema(file);
        if (!schema)
          throw new Error(`content/data/${file} has no schema in app/content-model/schema.ts (see dataFileSchema)`);
        const translated = names.includes(file.replace(/\.ya?ml$/, `.${DEFAULT_LANG}$&`));
        const fields = fieldsOf(
          schema,
          readYaml(path.join(dir, translated ? file.replace(/\.ya?ml$/, `.${DEFAULT_LANG}$&`) : file)),
        );
        const hints = VERSION_HINTS[file];
        if (hints)
          for (const sentence of fields)
            for (const version of sentence.fields ?? [])
              version.hint = [hints[version.name], version.hint].filter(Boolean).join(" ");
        const name = file.replace(/\.ya?ml$/, "");
        return {
          name,
          label: humanLabel(name),
          file: `${relativeRoot}/data/${file}`,
          ...(translated ? { i18n: true } : {}),
          fields: translated ? translatable(fields) : fields,
        };
      })
      .concat(
        ownLanguage.map((file) => {
          const plain = file.replace(LANGUAGE_FILE, ".$2");
          const schema = dataFileSchema(file);
          if (!schema)
            throw new Error(`content/data/${file} has no schema in app/content-model/schema.ts (see dataFileSchema)`);
          // Only files of the configured languages exist in content/data (the build checks them).
          const lang = languageOfFile(file) as keyof typeof LANGUAGES;
          const name = `${plain.replace(/\.ya?ml$/, "")}-${lang}`;
          return {
            name,
            label: `${humanLabel(plain.replace(/\.ya?ml$/, ""))} (${LANGUAGES[lang].inEnglish})`,
            file: `${relativeRoot}/data/${file}`,
            fields: fieldsOf(schema, readYaml(path.join(dir, file))),
          };
        }),
      ),
  };
}

export interface CmsConfigOptions {
  /** The repository root (decap-server and the Git host see paths relative to it). */
  root?: string;
  env?: Record<string, string | undefined>;
}

/** The backend of the deployed CMS, from the CMS_* settings (the local proxy replaces it on localhost). */
export function cmsBackend(env: Record<string, string | undefined>): Json {
  const cms = readCmsSettings(env);
  const backend: Json = { name: cms.backend, branch: cms.branch };
  if (cms.repo) backend.repo = cms.repo;
  if (cms.backend === "github") {
    // Decap opens {base_url}/{auth_endpoint} in a popup: Netlify's provider by default, or an OAuth proxy at
    // CMS_AUTH_URL (its /auth, or CMS_AUTH_URL itself when it has a path). Decap accepts the token only from base_url,
    // compared as an origin, so base_url is one.
    if (cms.authUrl) {
      const url = new URL(cms.authUrl);
      backend.base_url = url.origin;
      const endpoint = url.pathname.replace(/^\/+|\/+$/g, "");
      if (endpoint) backend.auth_endpoint = endpoint;
    } else if (cms.githubClientId) {
      // The site's own Node server does the OAuth handshake (server/cms-auth.ts): no outside provider.
      backend.base_url = new URL(readSettings(env).siteUrl).origin;
      backend.auth_endpoint = "api/cms/auth";
    }
  } else {
    // GitLab signs in in the browser with PKCE: an OAuth application id, no secret and no proxy.
    backend.auth_type = "pkce";
    if (cms.appId) backend.app_id = cms.appId;
    if (cms.authUrl) {
      backend.base_url = cms.authUrl;
      backend.api_root = `${cms.authUrl}/api/v4`;
    }
  }
  return backend;
}

/** The whole Decap config. */
export function cmsConfig({ root = process.cwd(), env = process.env }: CmsConfigOptions = {}): CmsConfig {
  const settings = readSettings(env);
  const contentRoot = path.join(root, "content");
  if (!existsSync(contentRoot)) throw new Error(`No content folder at ${contentRoot}`);
  return {
    backend: cmsBackend(env),
    // `npm run cms`: on localhost Decap uses decap-server (http://localhost:8081), which edits the working copy.
    local_backend: true,
    site_url: settings.siteUrl,
    display_url: settings.siteUrl,
    locale: "en",
    media_folder: "public/images/uploads",
    public_folder: "/images/uploads",
    // The site's mark and name on the sign-in page and in the header (adminLogoSvg, served next to the config).
    logo: { src: "/admin/logo.svg", show_in_header: true },
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    // Decap's side-by-side languages: a translated thing is x.en.md with x.es.md (its "multiple_files" layout).
    i18n: { structure: "multiple_files", locales: [...LANGS], default_locale: DEFAULT_LANG },
    collections: [
      ...FOLDER_COLLECTIONS.map((collection) => folderCollection(collection, contentRoot)),
      dataCollection(contentRoot, "content"),
    ],
  };
}

/** config.yml as served at /admin/config.yml. */
export function cmsConfigYaml(options: CmsConfigOptions = {}): string {
  const header =
    "# Generated from app/content-model/schema.ts by app/content-model/.server/cms-config.ts at build; do not edit.\n";
  return header + stringifyYaml(cmsConfig(options), { lineWidth: 0 });
}

/** What the CMS still needs before it works outside localhost, for a note at build. */
export function cmsSetupNotes(env: Record<string, string | undefined> = process.env): string[] {
  const cms = readCmsSettings(env);
  const notes: string[] = [];
  if (!cms.repo) notes.push("CMS_REPO is not set, so /admin works only on localhost with `npm run cms`");
  if (cms.backend === "gitlab" && !cms.appId)
    notes.push("CMS_BACKEND=gitlab needs CMS_APP_ID (the GitLab application id)");
  return notes;
}

/** The admin page: Decap from /admin/decap-cms.js, its config from an absolute URL so /admin and /admin/ both work. */
export function adminIndexHtml(brandName: string): string {
  return `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>Content manager | ${escapeXml(brandName)}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    <link href="/admin/config.yml" type="text/yaml" rel="cms-config-url">
    <script src="/admin/decap-cms.js" defer></script>
    <script src="/admin/preview.js" defer></script>
  </head>
  <body></body>
</html>
`;
}

/** The sign-in page's logo: the site's mark and name, as the site's header shows them. */
export function adminLogoSvg(brandName: string): string {
  const mark = brandMarkSvg(48).replace("<svg ", '<svg x="0" y="0" ');
  const width = 64 + Math.ceil(brandName.length * 14.5);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 48" width="${width}" height="48" role="img" aria-label="${escapeXml(brandName)}">
${mark}
<text x="62" y="33" font-family="Inter, system-ui, sans-serif" font-size="26" font-weight="700" fill="#0f172a">${escapeXml(brandName)}</text>
</svg>
`;
}

/** Decap's files that the admin page may load: the main script, its lazily loaded chunks and .wasm codecs. */
export function isDecapFile(name: string): boolean {
  return name === "decap-cms.js" || /^\d+\.decap-cms\.js$/.test(name) || /^[0-9a-f]+\.wasm$/.test(name);
}
