import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { type PreviewData, adminPreviewScript, previewData } from "./admin-preview";
import { adminIndexHtml } from "./cms-config";
import { loadContent, siteContent, tokenValuesOf } from "./load";

describe("the CMS preview script", () => {
  const content = siteContent();
  const data = previewData("/assets/app-abc.css", content, tokenValuesOf(content));

  it("carries the site's stylesheet, every token value and the names behind the slugs a file stores", () => {
    expect(data.stylesheet).toBe("/assets/app-abc.css");
    expect(data.tokens["site.brandPossessive"]).toBeTruthy();
    const person = content.people[0]!;
    expect(data.names.people?.[person.id]).toBe(person.name);
    const category = content.snapshotCategories[0]!;
    expect(data.names.snapshotCategories?.[category.id]).toBe(category.name);
    expect(data.defaultPrice).toBe(content.snapshotStore.defaultPrice);
  });

  it("carries each translation's token values, in its language", () => {
    const spanish = tokenValuesOf(loadContent(undefined, undefined, undefined, "es"));
    const both = previewData("/assets/app-abc.css", content, tokenValuesOf(content), { es: spanish });
    expect(both.translatedTokens.es?.["facts.firstResponseHours.duration"]).toBe(
      spanish["facts.firstResponseHours.duration"],
    );
    expect(both.translatedTokens.es?.["facts.firstResponseHours.duration"]).not.toBe(
      both.tokens["facts.firstResponseHours.duration"],
    );
  });

  it("is loaded after Decap's script and cannot be closed early by a value", () => {
    const html = adminIndexHtml("Brand");
    expect(html.indexOf("/admin/preview.js")).toBeGreaterThan(html.indexOf("/admin/decap-cms.js"));
    const script = adminPreviewScript({ ...data, tokens: { "site.name": "</script><script>alert(1)</script>" } });
    expect(script).not.toContain("</script>");
    expect(script).toContain("registerPreviewStyle");
  });
});

/** A stand-in for Decap's globals: `h` builds plain element records, the registry keeps what the script registers. */
function runPreviewScript(data: PreviewData) {
  type Element = { type: unknown; props: Record<string, unknown> | null; children: unknown[] };
  const templates = new Map<string, (props: unknown) => Element>();
  const styles: string[] = [];
  const page: Record<string, unknown> = {
    CMS: {
      registerPreviewStyle: (href: string) => styles.push(href),
      registerPreviewTemplate: (name: string, template: (props: unknown) => Element) => templates.set(name, template),
    },
    h: (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]): Element => ({
      type,
      props,
      children,
    }),
    createClass: (spec: object) => spec,
    document: { body: {} },
    MutationObserver: class {
      observe() {}
    },
    NodeFilter: { SHOW_TEXT: 4 },
  };
  page.window = page;
  const before = Object.keys(page);
  runInNewContext(adminPreviewScript(data), page);
  const globals = Object.keys(page).filter((key) => !before.includes(key));
  return { templates, styles, globals };
}

/** An entry as Decap hands it to a template: its data, in one language. */
function entryProps(fields: Record<string, unknown>) {
  return {
    entry: {
      get: (key: string) => (key === "data" ? fields : undefined),
      getIn: ([, field]: [string, string]) => fields[field],
    },
    widgetFor: () => "body",
  };
}

/** Every text in an element tree, in order. */
function textsOf(node: unknown): string[] {
  if (typeof node === "string") return [node];
  if (Array.isArray(node)) return node.flatMap(textsOf);
  if (!node || typeof node !== "object" || !("children" in node) || !Array.isArray(node.children)) return [];
  return node.children.flatMap(textsOf);
}

describe("the CMS preview templates", () => {
  const content = siteContent();
  const data = previewData("/assets/app-abc.css", content, { ...tokenValuesOf(content), "site.brandName": "Brand" });

  it("register the site's stylesheet and a template per previewed collection, and leave no global but the data", () => {
    const { templates, styles, globals } = runPreviewScript(data);
    expect(styles).toEqual(["/assets/app-abc.css"]);
    expect([...templates.keys()].sort()).toEqual(["legal", "people", "posts", "services", "snapshots"]);
    expect(globals).toEqual(["SITE_PREVIEW"]);
  });

  it("fill tokens and show references by name, as the site does", () => {
    const { templates } = runPreviewScript(data);
    const category = content.snapshotCategories[0]!;
    const snapshot = textsOf(
      templates.get("snapshots")!(entryProps({ name: "A {{site.brandName}} kit", category: category.id })),
    );
    expect(snapshot).toEqual(expect.arrayContaining([category.name, "A Brand kit", `$${data.defaultPrice}`]));
    const service = content.services[0]!;
    const services = textsOf(templates.get("services")!(entryProps({ title: "CRM", related: [service.slug] })));
    expect(services).toContain(service.title);
    expect(textsOf(templates.get("posts")!(entryProps({ title: "Post", author: "nobody" })))).toContain("Brand");
  });
});
