import { describe, expect, it } from "vitest";
import { adminPreviewScript, previewData } from "./admin-preview";
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
    expect(both.translatedTokens.es?.["facts.firstResponseHours.duration"]).toBe(spanish["facts.firstResponseHours.duration"]);
    expect(both.translatedTokens.es?.["facts.firstResponseHours.duration"]).not.toBe(both.tokens["facts.firstResponseHours.duration"]);
  });

  it("is loaded after Decap's script and cannot be closed early by a value", () => {
    const html = adminIndexHtml("Brand");
    expect(html.indexOf("/admin/preview.js")).toBeGreaterThan(html.indexOf("/admin/decap-cms.js"));
    const script = adminPreviewScript({ ...data, tokens: { "site.name": "</script><script>alert(1)</script>" } });
    expect(script).not.toContain("</script>");
    expect(script).toContain("registerPreviewStyle");
  });
});
