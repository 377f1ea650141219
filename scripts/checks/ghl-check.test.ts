// npm run ghl:check against the LeadConnector stub: set right, every row passes and it exits 0; set wrong (a stage id
// that is not the pipeline's, a scope the token lacks), those rows fail naming the fix and it exits 1; either way the
// stub saw no write.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  STUB_SCOPES,
  startLeadConnectorStub,
  type LeadConnectorStub,
} from "../../server/testing/leadconnector-stub.ts";
import { GHL_API_VERSION } from "../../server/destinations/gohighlevel.ts";
import { GHL_CALENDARS_API_VERSION, checkTable, ghlCheck } from "./ghl-check.ts";

let stub: LeadConnectorStub;

beforeEach(async () => {
  stub = await startLeadConnectorStub({
    pipelines: { "pipe-1": ["stage-new", "stage-won"] },
    customFieldKeys: ["contact.utm_source", "contact.first_utm_source", "opportunity.utm_medium"],
    workflows: [
      { id: "wf-general", name: "New enquiry", status: "published" },
      { id: "wf-plan", name: "Plan enquiry", status: "published" },
    ],
    calendars: ["cal-consult-01"],
  });
});

afterEach(async () => {
  await stub.close();
});

const settings = (overrides: Record<string, string> = {}) => ({
  GHL_PRIVATE_TOKEN: stub.token,
  GHL_LOCATION_ID: stub.locationId,
  GHL_API_BASE: stub.url,
  GHL_PIPELINE_ID: "pipe-1",
  GHL_PIPELINE_STAGE_ID: "stage-new",
  GHL_WORKFLOW_ID: "wf-general",
  GHL_WORKFLOWS: "plan=wf-plan",
  GHL_CUSTOM_FIELDS:
    "utm_source=contact.utm_source,first_utm_source=contact.first_utm_source,utm_medium=opportunity.utm_medium",
  GHL_BOOKING_CALENDAR_ID: "cal-consult-01",
  ...overrides,
});

/** The command as an operator runs it, with these settings (and no .env's). */
function command(env: Record<string, string>): Promise<{ status: number; stdout: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.resolve("scripts/checks/ghl-check.mjs")],
      { env: { PATH: process.env.PATH ?? "", ...env }, timeout: 30_000 },
      (error, stdout) => resolve({ status: typeof error?.code === "number" ? error.code : error ? -1 : 0, stdout }),
    );
  });
}

describe("npm run ghl:check", { timeout: 30_000 }, () => {
  it("set right: every row passes, one per check and per read scope, and it exits 0; nothing is written", async () => {
    const { ok, rows } = await ghlCheck(settings());
    expect(rows.filter((row) => row.result === "failed")).toEqual([]);
    expect(ok).toBe(true);
    const checks = rows.map((row) => row.check);
    for (const check of [
      `location ${stub.locationId}`,
      "scope contacts.readonly",
      "scope opportunities.readonly",
      "scope workflows.readonly",
      "scope locations/customFields.readonly",
      "pipeline pipe-1",
      "stage stage-new",
      "workflow wf-general",
      "workflow wf-plan",
      "custom field contact.utm_source",
      "custom field contact.first_utm_source",
      "custom field opportunity.utm_medium",
      "scope calendars.readonly",
      "calendar cal-consult-01",
    ]) {
      expect(checks).toContain(check);
    }
    // The write scopes are named, not tried.
    expect(rows.filter((row) => row.result === "not read").map((row) => row.check)).toEqual([
      "scope contacts.write",
      "scope opportunities.write",
    ]);

    const run = await command(settings());
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^stage stage-new\s+passed/m);
    expect(stub.requests.length).toBeGreaterThan(0);
    expect(stub.writes()).toEqual([]);
  });

  it("set wrong (a stage that is not the pipeline's, a scope the token lacks, a field key it lacks): those rows fail naming the fix, and it exits 1", async () => {
    stub.setScopes(STUB_SCOPES.filter((scope) => scope !== "workflows.readonly"));
    const wrong = settings({
      GHL_PIPELINE_STAGE_ID: "stage-typo",
      GHL_CUSTOM_FIELDS: "utm_source=contact.utm_sourse",
      GHL_BOOKING_CALENDAR_ID: "cal-typo-0001",
    });
    const { ok, rows } = await ghlCheck(wrong);
    expect(ok).toBe(false);
    const failed = Object.fromEntries(
      rows.filter((row) => row.result === "failed").map((row) => [row.check, row.detail]),
    );
    expect(Object.keys(failed).sort()).toEqual([
      "calendar cal-typo-0001",
      "custom field contact.utm_sourse",
      "scope workflows.readonly",
      "stage stage-typo",
    ]);
    expect(failed["calendar cal-typo-0001"]).toContain("GHL_BOOKING_CALENDAR_ID is not a calendar of this sub-account");
    expect(failed["stage stage-typo"]).toMatch(/GHL_PIPELINE_STAGE_ID .*stage-new \(stage-new\), stage-won/);
    expect(failed["scope workflows.readonly"]).toMatch(/add workflows\.readonly \(Settings → Private Integrations/);
    expect(failed["custom field contact.utm_sourse"]).toMatch(/create it .* or correct the key/);

    const run = await command(wrong);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^stage stage-typo\s+failed\s+GHL_PIPELINE_STAGE_ID/m);
    expect(run.stdout).toMatch(/^scope workflows\.readonly\s+failed\s+the token lacks the scope workflows\.readonly/m);
    expect(stub.writes()).toEqual([]);
  });

  it("a wrong location fails every read naming GHL_LOCATION_ID", async () => {
    const { ok, rows } = await ghlCheck(settings({ GHL_LOCATION_ID: "someone-else" }));
    expect(ok).toBe(false);
    expect(rows.find((row) => row.check === "location someone-else")!.detail).toContain("check GHL_LOCATION_ID");
    expect(checkTable(rows)).toMatch(
      /^scope contacts\.readonly\s+failed\s+the token has no access to the location someone-else/m,
    );
  });
});

describe("the Version header each read sends", () => {
  it("is the one its API's definition names: the calendars API's own, the contacts' and the others' 2021-07-28", async () => {
    expect(GHL_CALENDARS_API_VERSION).toBe("2021-04-15");
    expect(GHL_API_VERSION).toBe("2021-07-28");
    // The stub holds each API to its definition: the calendar read with the contacts' Version is refused...
    const calendar = (version: string) =>
      fetch(`${stub.url}/calendars/cal-consult-01`, {
        headers: { Authorization: `Bearer ${stub.token}`, Version: version },
      }).then((response) => response.status);
    expect(await calendar(GHL_API_VERSION)).toBe(400);
    expect(await calendar(GHL_CALENDARS_API_VERSION)).toBe(200);
    // ...and the check's own read of it passes, so it sends the calendars' Version.
    const { rows } = await ghlCheck(settings());
    expect(rows.find((row) => row.check === "calendar cal-consult-01")).toMatchObject({ result: "passed" });
    expect(
      stub.requests.filter((request) => request.path.startsWith("/calendars/")).map((request) => request.status),
    ).toEqual([400, 200, 200]);
  });
});

describe("npm run ghl:check with the agency's token", () => {
  it("checks each snapshot id the content names against the agency's snapshots, and only reads", async () => {
    await stub.close();
    stub = await startLeadConnectorStub({ snapshotIds: ["snap-roofing-01"] });
    const dir = await mkdtemp(path.join(tmpdir(), "ghl-check-"));
    const storeCatalogFile = path.join(dir, "store-catalog.json");
    await writeFile(
      storeCatalogFile,
      JSON.stringify({
        importSteps: [],
        shareLinkHours: 24,
        snapshots: {
          roofing: { ghlSnapshotId: "snap-roofing-01" },
          dental: { ghlSnapshotId: "snap-typo-99" },
          gym: {},
        },
      }),
    );
    try {
      const env = {
        GHL_PRIVATE_TOKEN: stub.token,
        GHL_LOCATION_ID: stub.locationId,
        GHL_API_BASE: stub.url,
        GHL_AGENCY_TOKEN: stub.agencyToken,
        GHL_COMPANY_ID: stub.companyId,
      };
      const { ok, rows } = await ghlCheck(env, { storeCatalogFile });
      expect(ok).toBe(false);
      expect(rows.filter((row) => /snapshot|agency/.test(row.check)).map((row) => [row.check, row.result])).toEqual([
        ["agency scope snapshots.readonly", "passed"],
        ["agency share links", "not read"],
        ["snapshot roofing", "passed"],
        ["snapshot dental", "failed"],
      ]);
      expect(rows.find((row) => row.check === "snapshot dental")!.detail).toMatch(
        /snap-typo-99 .*correct it in the snapshot's content file/,
      );
      // The share link is a write: named with what GoHighLevel's definition asks (Agency-Access, no scope), not tried.
      expect(rows.find((row) => row.check === "agency share links")!.detail).toMatch(
        /POST \/snapshots\/share\/link .*Agency-Access and names no scope/,
      );
      const wrongCompany = await ghlCheck({ ...env, GHL_COMPANY_ID: "another-company" }, { storeCatalogFile });
      expect(wrongCompany.rows.find((row) => row.check === "agency scope snapshots.readonly")!.detail).toContain(
        "check GHL_COMPANY_ID",
      );
      // A token GoHighLevel refuses for the snapshots (the sub-account's, or one without the scope): what it needs.
      const subAccountToken = await ghlCheck({ ...env, GHL_AGENCY_TOKEN: stub.token }, { storeCatalogFile });
      expect(subAccountToken.ok).toBe(false);
      expect(subAccountToken.rows.find((row) => row.check === "agency scope snapshots.readonly")).toMatchObject({
        result: "failed",
        detail: expect.stringMatching(
          /not an agency token .*or lacks snapshots\.readonly; use an agency token with the scope snapshots\.readonly \(Agency-Access/,
        ),
      });
      // Without the sub-account's settings the agency's token is still checked (a site can sell without delivering leads).
      const agencyOnly = await ghlCheck(
        { GHL_API_BASE: stub.url, GHL_AGENCY_TOKEN: stub.agencyToken, GHL_COMPANY_ID: stub.companyId },
        { storeCatalogFile },
      );
      expect(agencyOnly.rows.map((row) => [row.check, row.result])).toEqual([
        ["sub-account", "not read"],
        ["agency scope snapshots.readonly", "passed"],
        ["agency share links", "not read"],
        ["snapshot roofing", "passed"],
        ["snapshot dental", "failed"],
      ]);
      expect(stub.writes()).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("npm run launch-check", () => {
  it("runs the GoHighLevel checks when GoHighLevel is configured, and fails with them", async () => {
    const run = await new Promise<{ status: number; stdout: string }>((resolve) => {
      execFile(
        process.execPath,
        [path.resolve("scripts/checks/launch-check.mjs")],
        {
          env: { PATH: process.env.PATH ?? "", ...settings({ GHL_PIPELINE_STAGE_ID: "stage-typo" }) },
          timeout: 120_000,
        },
        (error, stdout) => resolve({ status: typeof error?.code === "number" ? error.code : error ? -1 : 0, stdout }),
      );
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^stage stage-typo\s+failed\s+GHL_PIPELINE_STAGE_ID/m);
    expect(stub.writes()).toEqual([]);
  }, 120_000);
});
