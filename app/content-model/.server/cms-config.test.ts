// The CMS config (/admin) agrees with the content schemas: checked by walking the zod schemas themselves, not the JSON
// Schema the generator reads, so a mistake in the translation shows up here.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import {
  FOLDER_COLLECTIONS,
  adminIndexHtml,
  adminLogoSvg,
  cmsBackend,
  cmsConfig,
  cmsConfigYaml,
  dataFileSchema,
  objectFields,
  type CmsField,
} from "./cms-config";

const root = process.cwd();
const config = cmsConfig({ root, env: {} });

type Def = { type: string; [key: string]: unknown };
const def = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** The schema under optional/preprocess/default wrappers. */
function core(schema: z.ZodType): z.ZodType {
  const { type } = def(schema);
  if (type === "optional" || type === "nullable" || type === "default") return core(def(schema).innerType as z.ZodType);
  if (type === "pipe") return core(def(schema).out as z.ZodType);
  return schema;
}

/** Decap insists on a value exactly when the schema rejects both a missing and an empty value. */
const requiredBySchema = (schema: z.ZodType) => !schema.safeParse(undefined).success && !schema.safeParse("").success;

/** The definitions of a schema's checks (min/max length, regex...). */
const checks = (schema: z.ZodType) =>
  ((def(schema).checks ?? []) as { _zod: { def: Record<string, unknown> } }[]).map((check) => check._zod.def);

/** A list's least and greatest number of items, from its checks. */
function itemLimits(schema: z.ZodType) {
  let minimum: number | undefined;
  let maximum: number | undefined;
  for (const check of checks(schema)) {
    if (check.check === "min_length") minimum = check.minimum as number;
    if (check.check === "max_length") maximum = check.maximum as number;
    if (check.check === "length_equals") minimum = maximum = check.length as number;
  }
  return { minimum, maximum };
}

/** Compares one schema field with its CMS field, recursively; returns the differences as readable lines. */
/** `loose`: inside an optional object, where the CMS requires nothing and no list length (cms-config.ts cmsField). */
function compare(where: string, schema: z.ZodType, field: CmsField | undefined, loose = false): string[] {
  if (!field) return [`${where}: no CMS field`];
  const problems: string[] = [];
  const expectRequired = !loose && requiredBySchema(schema);
  if ((field.required !== false) !== expectRequired)
    problems.push(`${where}: required is ${field.required !== false}, schema says ${expectRequired}`);
  const inner = core(schema);
  const { type } = def(inner);
  if (type === "object") {
    const shape = (inner as z.ZodObject).shape as Record<string, z.ZodType>;
    problems.push(...compareShape(where, shape, field.fields ?? [], loose || !requiredBySchema(schema)));
  } else if (type === "array") {
    const list = field.widget === "list" || (field.widget === "relation" && field.multiple);
    if (!list) problems.push(`${where}: widget ${field.widget} for a list`);
    const { minimum, maximum } = itemLimits(inner);
    if (field.min !== (loose ? undefined : minimum))
      problems.push(`${where}: list min ${field.min}, schema ${minimum}`);
    if (field.max !== maximum) problems.push(`${where}: list max ${field.max}, schema ${maximum}`);
    const element = core(def(inner).element as z.ZodType);
    if (field.widget === "list") {
      if (def(element).type === "object")
        problems.push(...compareShape(`${where}[]`, (element as z.ZodObject).shape, field.fields ?? [], loose));
      else if (!field.field) problems.push(`${where}: a list of values needs \`field\``);
      else
        problems.push(
          ...compare(`${where}[]`, def(inner).element as z.ZodType, { ...field.field, name: field.name }, loose),
        );
    }
  } else if (type === "number") {
    const number = inner as z.ZodNumber;
    if (field.widget !== "number") problems.push(`${where}: widget ${field.widget} for a number`);
    if (field.min !== (number.minValue ?? undefined))
      problems.push(`${where}: min ${field.min}, schema ${number.minValue}`);
    if (field.max !== (number.maxValue ?? undefined))
      problems.push(`${where}: max ${field.max}, schema ${number.maxValue}`);
    if (field.value_type !== (number.isInt ? "int" : "float"))
      problems.push(`${where}: value_type ${field.value_type}`);
  } else if (type === "boolean") {
    if (field.widget !== "boolean") problems.push(`${where}: widget ${field.widget} for a boolean`);
  } else if (type === "enum") {
    const values = (inner as z.ZodEnum).options.map(String);
    if (
      field.widget !== "select" ||
      JSON.stringify(field.options?.map((option) => option.value)) !== JSON.stringify(values)
    )
      problems.push(`${where}: select options differ from ${values.join(", ")}`);
  } else if (type === "literal") {
    const [value] = def(inner).values as unknown[];
    if (field.widget !== "hidden" || field.default !== value)
      problems.push(`${where}: a constant needs a hidden field with default ${String(value)}`);
  } else if (type === "string") {
    const widgets = field.widget === "relation" ? ["relation"] : ["string", "text", "datetime"];
    if (!widgets.includes(field.widget)) problems.push(`${where}: widget ${field.widget} for a string`);
    const regex = checks(inner).find((check) => check.format === "regex")?.pattern as RegExp | undefined;
    if (field.widget !== "relation" && regex && field.pattern?.[0] !== regex.source)
      problems.push(`${where}: pattern is not the schema's ${regex}`);
  }
  return problems;
}

function compareShape(where: string, shape: Record<string, z.ZodType>, fields: CmsField[], loose = false): string[] {
  const problems: string[] = [];
  const names = Object.keys(shape);
  for (const name of names)
    problems.push(
      ...compare(
        where ? `${where}.${name}` : name,
        shape[name]!,
        fields.find((field) => field.name === name),
        loose,
      ),
    );
  for (const field of fields)
    if (!names.includes(field.name) && field.name !== "body")
      problems.push(`${where}.${field.name}: not in the schema`);
  return problems;
}

describe("the CMS config", () => {
  it("has a field for every schema field of every folder collection, with the schema's required flag and limits", () => {
    for (const collection of FOLDER_COLLECTIONS) {
      const cms = config.collections.find((entry) => entry.name === collection.name);
      expect(cms, collection.name).toBeDefined();
      const shape = (core(collection.schema) as z.ZodObject).shape as Record<string, z.ZodType>;
      expect(compareShape(collection.name, shape, cms?.fields ?? [])).toEqual([]);
    }
  });

  it("has one entry per content/data file, each agreeing with its schema", () => {
    const data = config.collections.find((entry) => entry.name === "data");
    // A translated file is one entry under its plain name (home.yml for home.en.yml and home.es.yml); a file in one
    // other language only (glossary.es.yml) is an entry of its own.
    const names = readdirSync(path.join(root, "content/data")).filter((name) => name.endsWith(".yml"));
    const plain = (name: string) => name.replace(/\.[a-z]{2}\.yml$/, ".yml");
    const files = names.filter(
      (name) =>
        !/\.(?!en\.)[a-z]{2}\.yml$/.test(name) ||
        !names.some((other) => other !== name && plain(other) === plain(name)),
    );
    expect(data?.files?.map((file) => path.basename(file.file)).sort()).toEqual(
      files.map((name) => name.replace(/\.en\.yml$/, ".yml")).sort(),
    );
    expect(files, "the Spanish glossary is an entry").toContain("glossary.es.yml");
    for (const entry of data?.files ?? []) {
      const schema = dataFileSchema(entry.file);
      expect(schema, entry.file).toBeDefined();
      const inner = core(schema!);
      if (def(inner).type === "record") {
        // form-delivery.yml, analytics-disclosure.yml: one object per sentence in the file, each with the record's
        // value fields (one version per setting).
        const keys = Object.keys(
          parseYaml(
            readFileSync(path.join(root, entry.i18n ? entry.file.replace(/\.yml$/, ".en.yml") : entry.file), "utf8"),
          ) as object,
        );
        expect(entry.fields.map((field) => field.name)).toEqual(keys);
        const value = def(inner).valueType as z.ZodType;
        for (const field of entry.fields) expect(compare(`${entry.name}.${field.name}`, value, field)).toEqual([]);
        expect(entry.fields[0]?.fields?.map((field) => field.name)).toEqual(Object.keys((value as z.ZodObject).shape));
      } else {
        expect(
          compareShape(entry.name, (inner as z.ZodObject).shape as Record<string, z.ZodType>, entry.fields),
        ).toEqual([]);
      }
    }
  });

  it("points every collection at a folder or file that exists, and the media folder too", () => {
    for (const collection of config.collections) {
      if (collection.folder) expect(existsSync(path.join(root, collection.folder)), collection.folder).toBe(true);
      // A translated file is stored once per language (home.en.yml, home.es.yml: Decap's "multiple_files").
      for (const file of collection.files ?? [])
        for (const stored of file.i18n
          ? config.i18n.locales.map((locale) => file.file.replace(/\.yml$/, `.${locale}.yml`))
          : [file.file])
          expect(existsSync(path.join(root, stored)), stored).toBe(true);
    }
    // Uploads go under public/, which the site serves as they are; the folder appears with the first upload (the CMS
    // creates it), so the media library lists no placeholder file such as .gitkeep.
    expect(config.media_folder).toBe(`public${config.public_folder}`);
  });

  it("edits the translated things in English and Spanish side by side, words only in the translation", () => {
    expect(config.i18n).toEqual({ structure: "multiple_files", locales: ["en", "es"], default_locale: "en" });
    const services = config.collections.find((entry) => entry.name === "services")!;
    expect(services.i18n).toBe(true);
    const field = (name: string) => services.fields?.find((entry) => entry.name === name);
    for (const name of ["title", "description", "headline", "features", "faqs", "body"])
      expect(field(name)?.i18n, name).toBe(true);
    for (const name of ["order", "icon", "related", "snapshots"]) expect(field(name)?.i18n, name).toBeUndefined();
    // The store and the blog are in English only.
    for (const name of ["snapshots", "posts"])
      expect(config.collections.find((entry) => entry.name === name)?.i18n, name).toBeUndefined();
    const data = config.collections.find((entry) => entry.name === "data")!;
    expect(data.files?.find((file) => file.name === "home")?.i18n).toBe(true);
    expect(data.files?.find((file) => file.name === "snapshot-store")?.i18n).toBeUndefined();
  });

  it("names each file after its title or name, keeps the legal pages fixed, and edits Markdown bodies as written", () => {
    for (const collection of config.collections.filter((entry) => entry.folder)) {
      expect(collection.slug).toBe("{{slug}}");
      const markdown = collection.extension === "md";
      expect(collection.format).toBe(markdown ? "yaml-frontmatter" : "yaml");
      const body = collection.fields?.find((field) => field.name === "body");
      if (markdown) expect(body).toMatchObject({ widget: "markdown", modes: ["raw", "rich_text"] });
      else expect(body).toBeUndefined();
    }
    expect(config.collections.find((entry) => entry.name === "legal")).toMatchObject({ create: false, delete: false });
    expect(config.collections.find((entry) => entry.name === "people")).toMatchObject({
      extension: "yml",
      format: "yaml",
    });
  });

  it("writes post dates as YYYY-MM-DD, picks authors and related entries from their collections", () => {
    const posts = config.collections.find((entry) => entry.name === "posts")?.fields ?? [];
    expect(posts.find((field) => field.name === "date")).toMatchObject({
      widget: "datetime",
      format: "YYYY-MM-DD",
      time_format: false,
    });
    expect(posts.find((field) => field.name === "author")).toMatchObject({
      widget: "relation",
      collection: "people",
      value_field: "{{slug}}",
    });
    const services = config.collections.find((entry) => entry.name === "services")?.fields ?? [];
    expect(services.find((field) => field.name === "related")).toMatchObject({
      widget: "relation",
      collection: "services",
      multiple: true,
      min: 3,
      max: 3,
    });
    const snapshots = config.collections.find((entry) => entry.name === "snapshots")?.fields ?? [];
    expect(snapshots.find((field) => field.name === "price")).toMatchObject({
      widget: "number",
      required: false,
      min: 140,
      max: 200,
    });
    expect(snapshots.find((field) => field.name === "rating")).toMatchObject({ value_type: "float", step: 0.1 });
  });

  it("is YAML that reads back as the same config, with the local backend on", () => {
    const yaml = cmsConfigYaml({ root, env: {} });
    expect(parseYaml(yaml)).toEqual(JSON.parse(JSON.stringify(config)));
    expect(config.local_backend).toBe(true);
  });
});

describe("the CMS backend", () => {
  it("is GitHub on main by default, with the OAuth provider of CMS_AUTH_URL", () => {
    expect(cmsBackend({})).toEqual({ name: "github", branch: "main" });
    expect(
      cmsBackend({ CMS_REPO: "acme/site", CMS_BRANCH: "content", CMS_AUTH_URL: "https://auth.example.org/" }),
    ).toEqual({
      name: "github",
      repo: "acme/site",
      branch: "content",
      base_url: "https://auth.example.org",
    });
    // Decap checks the popup's message against base_url as an origin: a path is the auth endpoint.
    expect(cmsBackend({ CMS_AUTH_URL: "https://example.org/api/oauth/authorize" })).toMatchObject({
      base_url: "https://example.org",
      auth_endpoint: "api/oauth/authorize",
    });
  });

  it("signs in on the site itself when the server does GitHub's handshake (CMS_GITHUB_CLIENT_ID), never with the secret", () => {
    const env = {
      SITE_URL: "https://www.example.com/",
      CMS_GITHUB_CLIENT_ID: "Iv1.abc",
      CMS_GITHUB_CLIENT_SECRET: "shh-secret",
    };
    expect(cmsBackend(env)).toEqual({
      name: "github",
      branch: "main",
      base_url: "https://www.example.com",
      auth_endpoint: "api/cms/auth",
    });
    expect(cmsConfigYaml({ root, env })).not.toContain("shh-secret");
    // An outside provider named explicitly (a static host's) still wins.
    expect(cmsBackend({ ...env, CMS_AUTH_URL: "https://auth.example.org" })).toMatchObject({
      base_url: "https://auth.example.org",
    });
  });

  it("is GitLab with PKCE sign-in, and a self-hosted instance when CMS_AUTH_URL is set", () => {
    expect(cmsBackend({ CMS_BACKEND: "gitlab", CMS_REPO: "acme/site", CMS_APP_ID: "abc" })).toEqual({
      name: "gitlab",
      repo: "acme/site",
      branch: "main",
      auth_type: "pkce",
      app_id: "abc",
    });
    expect(cmsBackend({ CMS_BACKEND: "gitlab", CMS_AUTH_URL: "https://git.example.org" })).toMatchObject({
      base_url: "https://git.example.org",
      api_root: "https://git.example.org/api/v4",
    });
    expect(() => cmsBackend({ CMS_BACKEND: "bitbucket" })).toThrow(/github or gitlab/);
  });
});

describe("the admin page", () => {
  it("loads Decap from this site only, with its config by absolute URL, and stays out of search results", () => {
    const html = adminIndexHtml("Brand & Co");
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<script src="/admin/decap-cms.js" defer></script>');
    expect(html).toContain('<link href="/admin/config.yml" type="text/yaml" rel="cms-config-url">');
    expect(html).toContain("Brand &amp; Co");
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).not.toMatch(/<script>/);
  });
});

describe("the lists an editor sees", () => {
  const collection = (name: string) => config.collections.find((entry) => entry.name === name)!;
  const allFields = (fields: CmsField[]): CmsField[] =>
    fields.flatMap((field) => [field, ...allFields(field.fields ?? []), ...(field.field ? [field.field] : [])]);
  const dataFile = (name: string) => collection("data").files!.find((file) => file.name === name)!;

  it("names the categories as the site does, from the same content file", () => {
    const categories = parseYaml(readFileSync(path.join(root, "content/data/snapshot-categories.yml"), "utf8")) as {
      categories: { id: string; name: string }[];
    };
    const field = collection("snapshots").fields!.find((entry) => entry.name === "category")!;
    expect(field.options).toEqual(categories.categories.map(({ id, name }) => ({ value: id, label: name })));
    expect(collection("snapshots").view_filters?.map((filter) => filter.label)).toEqual(
      categories.categories.map(({ name }) => name),
    );
    const blog = parseYaml(readFileSync(path.join(root, "content/data/blog-categories.yml"), "utf8")) as {
      categories: { slug: string; name: string }[];
    };
    expect(
      collection("posts")
        .fields!.find((entry) => entry.name === "category")!
        .options!.map((option) => option.label),
    ).toEqual(blog.categories.map(({ name }) => name));
  });

  it("summarizes snapshots by name, category and price, posts by date and title, newest first", () => {
    expect(collection("snapshots").summary).toMatch(
      /^\{\{name\}\} · \{\{category\}\} · \$\{\{price \| default\('\d+'\)\}\}$/,
    );
    expect(collection("snapshots").sortable_fields).toContainEqual({
      field: "name",
      label: "Name",
      default_sort: true,
    });
    expect(collection("posts").summary).toBe("{{date}} · {{title}}");
    expect(collection("posts").sortable_fields).toContainEqual({ field: "date", label: "Date", default_sort: "desc" });
  });

  it("shows each list item by its own words: a tag by the tag, a question by the question", () => {
    const tags = collection("posts").fields!.find((entry) => entry.name === "tags")!;
    expect(tags.summary).toBe(`{{fields.${tags.field!.name}}}`);
    const faqs = allFields(dataFile("pricing").fields).find((entry) => entry.name === "faqs")!;
    expect(faqs.summary).toBe("{{fields.question}}");
    for (const field of allFields(
      config.collections.flatMap((entry) => [
        ...(entry.fields ?? []),
        ...(entry.files ?? []).flatMap((file) => file.fields),
      ]),
    ))
      if (field.widget === "list") expect(field.summary, field.name).toBeTruthy();
  });

  it("lets fixed-size lists be edited and reordered, never grown or shrunk (the four plans)", () => {
    const plans = dataFile("pricing").fields.find((entry) => entry.name === "plans")!;
    expect(plans).toMatchObject({ min: 4, max: 4, allow_add: false, allow_remove: false });
    const lists = allFields(
      config.collections.flatMap((entry) => [
        ...(entry.fields ?? []),
        ...(entry.files ?? []).flatMap((file) => file.fields),
      ]),
    ).filter((field) => field.widget === "list");
    for (const list of lists)
      expect(list.allow_add === false, list.name).toBe(list.min !== undefined && list.min === list.max);
  });

  it("carries the site's mark and name on the sign-in page", () => {
    expect(config.logo).toEqual({ src: "/admin/logo.svg", show_in_header: true });
    const svg = adminLogoSvg("Brand & Co");
    expect(svg).toContain("Brand &amp; Co");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });
});

describe("an optional object in the CMS", () => {
  it("requires none of its fields and no list length, so an entry without it saves (the build checks it when present)", () => {
    const schema = {
      type: "object",
      properties: {
        sheet: {
          type: "object",
          properties: {
            plan: { type: "string", enum: ["a", "b"] },
            steps: { type: "array", minItems: 2, maxItems: 5, items: { type: "string", minLength: 3 } },
          },
          required: ["plan", "steps"],
        },
        kept: { type: "object", properties: { name: { type: "string", minLength: 2 } }, required: ["name"] },
      },
      required: ["kept"],
    };
    const [sheet, kept] = objectFields(schema);
    expect(sheet!.required).toBe(false);
    expect(sheet!.fields!.map((field) => field.required)).toEqual([false, false]);
    expect(sheet!.fields![1]!.min).toBeUndefined();
    expect(sheet!.fields![1]!.max).toBe(5);
    expect(kept!.fields![0]!.required).toBeUndefined();
  });
});
