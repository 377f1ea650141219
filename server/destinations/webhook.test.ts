// The webhook's body: what a no-code tool receives for each lead, and what the operator's guide (docs/operating.md) shows of it.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EMPTY_CATALOG } from "../../contracts/lead-catalog.ts";
import { webhookBody } from "./webhook.ts";

const lead = {
  id: 7,
  reference: "ref-7",
  createdAt: "2026-11-27T10:15:00.000Z",
  name: "Ana Soto",
  email: "ana@example.org",
  phone: "+15125550100",
  message: "Hi",
  attribution: {},
  smsConsentAt: null,
  lang: "en" as const,
};

describe("the webhook body", () => {
  it("says whether the visitor agreed to marketing texts, and when", () => {
    expect(webhookBody({ ...lead, smsConsentAt: "2026-11-27T10:15:00.000Z" }, EMPTY_CATALOG)).toMatchObject({
      sms_consent: true,
      sms_consent_at: "2026-11-27T10:15:00.000Z",
    });
    expect(webhookBody(lead, EMPTY_CATALOG)).toMatchObject({ sms_consent: false, sms_consent_at: "" });
  });

  it("names the language to reply in, and tags a Spanish lead lang-es", () => {
    expect(webhookBody({ ...lead, lang: "es" }, EMPTY_CATALOG)).toMatchObject({
      language: "es",
      tags: "website-lead,lang-es",
    });
    expect(webhookBody(lead, EMPTY_CATALOG)).toMatchObject({ language: "en", tags: "website-lead" });
  });

  it("the guide's example names exactly the fields the site sends", async () => {
    const guide = await readFile(path.resolve("docs/operating.md"), "utf8");
    const example = /```json\n(\{ "event": "lead\.created"[\s\S]*?)```/.exec(guide)?.[1];
    expect(example, "docs/operating.md has the webhook's example body").toBeTruthy();
    expect(Object.keys(JSON.parse(example!.replace(/"\.\.\."/g, '""')) as object).sort()).toEqual(
      Object.keys(webhookBody(lead, EMPTY_CATALOG)).sort(),
    );
  });
});
