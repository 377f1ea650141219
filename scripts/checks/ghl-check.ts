// `npm run ghl:check` (scripts/checks/ghl-check.mjs; `npm run launch-check` runs it when GoHighLevel is configured): before
// the first real lead, reads the sub-account with the site's token and says whether the settings fit it: the
// location, the pipeline and its stage, each workflow, each custom field key, and each scope the settings need (one
// harmless read per scope), the booking calendar, and with the agency's token (GHL_AGENCY_TOKEN, with or without the
// sub-account's) the agency's snapshots and each snapshot id the content names (the build's store-catalog.json). One
// row per check, passed or failed, with the fix for each failure. It only reads (GET): a write cannot be shown by a
// read, so those rows say what the write needs and what happens when it is refused. Each read sends the `Version`
// header its API's definition names (GoHighLevel/highlevel-api-docs, apps/*.json): the APIs do not share one.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { readGroup } from "../../config/settings.mjs";
import { STORE_CATALOG_FILE, parseStoreCatalog } from "../../contracts/store-catalog.ts";
import {
  GHL_API_VERSION,
  GHL_DEFAULT_API_BASE,
  fieldTargets,
  goHighLevelSettings,
  neededScopes,
  type GoHighLevelSettings,
} from "../../server/destinations/gohighlevel.ts";
import { DeliveryError, requestJson } from "../../server/destinations/http.ts";

export interface CheckRow {
  check: string;
  result: "passed" | "failed" | "not read";
  /** What was found, or for a failure what to do. */
  detail: string;
}

type Env = Record<string, string | undefined>;

/** Where to add a scope the token lacks. */
const ADD_SCOPE = "Settings → Private Integrations, edit the site's integration";

/**
 * The `Version` the calendars API asks for: every operation of apps/calendars.json names 2021-04-15, where the
 * contacts, locations, opportunities, workflows and snapshots APIs name GHL_API_VERSION (2021-07-28).
 */
export const GHL_CALENDARS_API_VERSION = "2021-04-15";

/**
 * What GoHighLevel's definitions (apps/snapshots.json and its scopes list) ask of the agency token: every operation of
 * the snapshots API, the share link included, has the security `Agency-Access` (an access token of the agency, or the
 * agency's Private Integration token) with no scope named; the scopes list gives the API one scope,
 * `snapshots.readonly`, for `GET /snapshots`, the read this check makes.
 */
export const AGENCY_TOKEN_NEEDS =
  "an agency token with the scope snapshots.readonly (Agency-Access: the agency's Private Integration token, from Agency Settings → Private Integrations)";

interface Pipeline {
  id?: string;
  name?: string;
  stages?: { id?: string; name?: string }[];
}

/** "a (A), b (B)..." for a fix that lists what the sub-account has. */
const listed = (items: { id?: string; name?: string }[]) =>
  items.length === 0
    ? "it has none"
    : `it has ${items
        .slice(0, 12)
        .map((item) => `${item.id} (${item.name ?? "unnamed"})`)
        .join(", ")}${items.length > 12 ? ", ..." : ""}`;

export async function ghlCheck(
  env: Env = process.env,
  {
    timeoutMs = 10_000,
    storeCatalogFile = path.resolve(readGroup("build", env).BUILD_DIR, STORE_CATALOG_FILE),
  }: { timeoutMs?: number; storeCatalogFile?: string } = {},
): Promise<{ ok: boolean; rows: CheckRow[] }> {
  const delivery = readGroup("delivery", env);
  const settings = goHighLevelSettings(delivery);
  const { GHL_AGENCY_TOKEN: agencyToken, GHL_COMPANY_ID: companyId } = readGroup("store", env);
  // The agency's token is checked on its own too: a site can sell through it without delivering leads to a sub-account.
  const agencyRows = async () =>
    agencyToken && companyId
      ? checkSnapshots({
          apiBase: settings?.apiBase ?? (delivery.GHL_API_BASE || GHL_DEFAULT_API_BASE).replace(/\/+$/, ""),
          agencyToken,
          companyId,
          storeCatalogFile,
          timeoutMs,
        })
      : [];
  if (!settings) {
    if (agencyToken && companyId) {
      const rows: CheckRow[] = [
        {
          check: "sub-account",
          result: "not read",
          detail:
            "GHL_PRIVATE_TOKEN and GHL_LOCATION_ID are not set: leads and buyers go to no GoHighLevel sub-account",
        },
        ...(await agencyRows()),
      ];
      return { ok: rows.every((row) => row.result !== "failed"), rows };
    }
    return {
      ok: false,
      rows: [
        {
          check: "settings",
          result: "failed",
          detail:
            "GHL_PRIVATE_TOKEN and GHL_LOCATION_ID are not set, nor GHL_AGENCY_TOKEN and GHL_COMPANY_ID: nothing to check",
        },
      ],
    };
  }
  const rows: CheckRow[] = [];
  const add = (check: string, passed: boolean, detail: string) =>
    rows.push({ check, result: passed ? "passed" : "failed", detail });
  const location = encodeURIComponent(settings.locationId);

  /** One read: its answer, or the fix its refusal calls for. */
  async function read<T>(
    path: string,
    scope: string,
    version = GHL_API_VERSION,
  ): Promise<{ answer: T } | { fix: string }> {
    try {
      const answer = await requestJson<T>({
        method: "GET",
        url: `${settings!.apiBase}${path}`,
        headers: { Authorization: `Bearer ${settings!.token}`, Version: version },
        timeoutMs,
      });
      return { answer };
    } catch (error) {
      const status = error instanceof DeliveryError ? error.status : undefined;
      if (status === 401)
        return {
          fix: `the token lacks the scope ${scope} (or is not a valid token): add ${scope} (${ADD_SCOPE}), or check GHL_PRIVATE_TOKEN`,
        };
      if (status === 403)
        return {
          fix: `the token has no access to the location ${settings!.locationId}: check GHL_LOCATION_ID is the sub-account the token belongs to`,
        };
      return { fix: `${error instanceof Error ? error.message : String(error)}: check GHL_API_BASE and the network` };
    }
  }
  const scopeRow = (scope: string, result: { fix: string } | object, what: string) =>
    add(`scope ${scope}`, !("fix" in result), "fix" in result ? result.fix : `read ${what}`);

  // The location, and the read scopes every delivery needs.
  const place = await read<{ location?: { id?: string; name?: string } }>(
    `/locations/${location}`,
    "locations.readonly",
  );
  add(
    `location ${settings.locationId}`,
    "answer" in place,
    "answer" in place ? `the sub-account "${place.answer?.location?.name ?? settings.locationId}"` : place.fix,
  );
  const duplicate = await read(
    `/contacts/search/duplicate?locationId=${location}&email=${encodeURIComponent("ghl-check@example.invalid")}`,
    "contacts.readonly",
  );
  scopeRow("contacts.readonly", duplicate, "the duplicate contact search");

  if (settings.pipelineId && settings.pipelineStageId) await checkPipeline(settings, read, add, scopeRow);
  if (settings.workflowId || settings.workflows) await checkWorkflows(settings, read, add, scopeRow);
  if (settings.customFields) await checkCustomFields(settings, read, add, scopeRow);
  const { GHL_BOOKING_CALENDAR_ID: calendarId } = readGroup("site", env);
  if (calendarId) await checkCalendar(calendarId, read, add, scopeRow);
  rows.push(...(await agencyRows()));

  // A write scope shows only when something is written, which this check never does.
  for (const scope of neededScopes(settings).filter((item) => item.endsWith(".write"))) {
    rows.push({
      check: `scope ${scope}`,
      result: "not read",
      detail: `not shown by a read: make sure the integration has it (${ADD_SCOPE}); without it deliveries pause and /healthz names it`,
    });
  }
  return { ok: rows.every((row) => row.result !== "failed"), rows };
}

type Read = <T>(path: string, scope: string, version?: string) => Promise<{ answer: T } | { fix: string }>;
type Add = (check: string, passed: boolean, detail: string) => void;
type ScopeRow = (scope: string, result: { fix: string } | object, what: string) => void;

async function checkPipeline(settings: GoHighLevelSettings, read: Read, add: Add, scopeRow: ScopeRow) {
  const answer = await read<{ pipelines?: Pipeline[] }>(
    `/opportunities/pipelines?locationId=${encodeURIComponent(settings.locationId)}`,
    "opportunities.readonly",
  );
  scopeRow("opportunities.readonly", answer, "the pipelines");
  if (!("answer" in answer)) return;
  const pipelines = answer.answer?.pipelines ?? [];
  const pipeline = pipelines.find((item) => item.id === settings.pipelineId);
  add(
    `pipeline ${settings.pipelineId}`,
    Boolean(pipeline),
    pipeline
      ? `"${pipeline.name ?? settings.pipelineId}"`
      : `GHL_PIPELINE_ID is not a pipeline of this sub-account: ${listed(pipelines)}`,
  );
  if (!pipeline) return;
  const stages = pipeline.stages ?? [];
  const stage = stages.find((item) => item.id === settings.pipelineStageId);
  add(
    `stage ${settings.pipelineStageId}`,
    Boolean(stage),
    stage
      ? `"${stage.name ?? settings.pipelineStageId}", where new enquiries start`
      : `GHL_PIPELINE_STAGE_ID is not a stage of that pipeline: ${listed(stages)}`,
  );
}

async function checkWorkflows(settings: GoHighLevelSettings, read: Read, add: Add, scopeRow: ScopeRow) {
  const answer = await read<{ workflows?: { id?: string; name?: string; status?: string }[] }>(
    `/workflows/?locationId=${encodeURIComponent(settings.locationId)}`,
    "workflows.readonly",
  );
  scopeRow("workflows.readonly", answer, "the workflows");
  if (!("answer" in answer)) return;
  const workflows = answer.answer?.workflows ?? [];
  const configured = [
    ...(settings.workflowId ? [["GHL_WORKFLOW_ID", settings.workflowId] as const] : []),
    ...Object.entries(settings.workflows ?? {}).map(([kind, id]) => [`GHL_WORKFLOWS ${kind}`, id] as const),
  ];
  for (const [setting, id] of configured) {
    const workflow = workflows.find((item) => item.id === id);
    if (!workflow)
      add(`workflow ${id}`, false, `${setting} is not a workflow of this sub-account: ${listed(workflows)}`);
    else if (workflow.status !== "published")
      add(
        `workflow ${id}`,
        false,
        `"${workflow.name}" is ${workflow.status ?? "not published"}: publish it (and turn on "Allow re-entry")`,
      );
    else add(`workflow ${id}`, true, `"${workflow.name}", published (${setting}); check its "Allow re-entry" is on`);
  }
}

async function checkCustomFields(settings: GoHighLevelSettings, read: Read, add: Add, scopeRow: ScopeRow) {
  const answer = await read<{ customFields?: { id?: string; name?: string; fieldKey?: string; model?: string }[] }>(
    `/locations/${encodeURIComponent(settings.locationId)}/customFields?model=all`,
    "locations/customFields.readonly",
  );
  scopeRow("locations/customFields.readonly", answer, "the custom fields");
  if (!("answer" in answer)) return;
  const fields = answer.answer?.customFields ?? [];
  for (const target of fieldTargets(settings.customFields)) {
    const field = fields.find((item) => item.fieldKey === target.key);
    add(
      `custom field ${target.key}`,
      Boolean(field),
      field
        ? `"${field.name ?? target.key}" takes ${target.name}`
        : `GHL_CUSTOM_FIELDS ${target.name}: the sub-account has no ${target.model} field with the key ${target.key}: create it (Settings → Custom Fields) or correct the key`,
    );
  }
}

/** The calendar the pages open (GHL_BOOKING_CALENDAR_ID) is one of the sub-account's. */
async function checkCalendar(calendarId: string, read: Read, add: Add, scopeRow: ScopeRow) {
  const answer = await read<{ calendar?: { id?: string; name?: string } }>(
    `/calendars/${encodeURIComponent(calendarId)}`,
    "calendars.readonly",
    GHL_CALENDARS_API_VERSION,
  );
  // A calendar it does not know is a 400 or 404, which says nothing about the scope.
  const refusedScope = "fix" in answer && /lacks the scope|no access to the location/.test(answer.fix);
  scopeRow("calendars.readonly", refusedScope ? answer : {}, "the calendar");
  if (refusedScope) return;
  add(
    `calendar ${calendarId}`,
    "answer" in answer,
    "answer" in answer
      ? `"${answer.answer?.calendar?.name ?? calendarId}"`
      : "GHL_BOOKING_CALENDAR_ID is not a calendar of this sub-account: copy the id from Calendars → Calendar settings",
  );
}

/**
 * The agency's token reads its snapshots (`GET /snapshots/`, the scope snapshots.readonly), and each snapshot id the
 * content names is one of them. The share link each order needs is a write, so it is named, not tried.
 */
async function checkSnapshots({
  apiBase,
  agencyToken,
  companyId,
  storeCatalogFile,
  timeoutMs,
}: {
  apiBase: string;
  agencyToken: string;
  companyId: string;
  storeCatalogFile: string;
  timeoutMs: number;
}): Promise<CheckRow[]> {
  const shareLink: CheckRow = {
    check: "agency share links",
    result: "not read",
    detail:
      "POST /snapshots/share/link (each order's link) writes, so it is not tried: GoHighLevel's definition asks for the same Agency-Access and names no scope; if GoHighLevel refuses the token there, the order's link delivery fails naming GHL_AGENCY_TOKEN (npm run orders)",
  };
  let snapshots: { id?: string }[];
  try {
    const answer = await requestJson<{ snapshots?: { id?: string }[] }>({
      method: "GET",
      url: `${apiBase}/snapshots/?companyId=${encodeURIComponent(companyId)}`,
      headers: { Authorization: `Bearer ${agencyToken}`, Version: GHL_API_VERSION },
      timeoutMs,
    });
    snapshots = answer?.snapshots ?? [];
  } catch (error) {
    const status = error instanceof DeliveryError ? error.status : undefined;
    // GoHighLevel answers 401 both for a token it does not take here (a sub-account's, a mistyped one) and for a
    // scope the token lacks: the fix names both. The first would stop the share links too (the same Agency-Access).
    const fix =
      status === 401
        ? `GoHighLevel refused GHL_AGENCY_TOKEN for GET /snapshots/: it is not an agency token (a sub-account's token is refused here) or lacks snapshots.readonly; use ${AGENCY_TOKEN_NEEDS}`
        : status === 403
          ? `the agency token has no access to the company ${companyId}: check GHL_COMPANY_ID`
          : `${error instanceof Error ? error.message : String(error)}: check GHL_API_BASE and the network`;
    return [{ check: "agency scope snapshots.readonly", result: "failed", detail: fix }, shareLink];
  }
  const rows: CheckRow[] = [
    {
      check: "agency scope snapshots.readonly",
      result: "passed",
      detail: `the agency token reads the company's ${snapshots.length} snapshots`,
    },
    shareLink,
  ];
  let catalog;
  try {
    catalog = parseStoreCatalog(await readFile(storeCatalogFile, "utf8"));
  } catch {
    return [
      ...rows,
      {
        check: "snapshot ids",
        result: "not read",
        detail: `no ${storeCatalogFile}: run npm run build, then this check again`,
      },
    ];
  }
  for (const [slug, { ghlSnapshotId: id }] of Object.entries(catalog.snapshots)) {
    if (!id) continue;
    const found = snapshots.some((snapshot) => snapshot.id === id);
    rows.push({
      check: `snapshot ${slug}`,
      result: found ? "passed" : "failed",
      detail: found
        ? `${id} is one of the agency's snapshots`
        : `ghlSnapshotId ${id} is not one of the agency's snapshots: correct it in the snapshot's content file (or the CMS)`,
    });
  }
  return rows;
}

/** The rows as a table for a terminal. */
export function checkTable(rows: readonly CheckRow[]): string {
  const width = Math.max(...rows.map((row) => row.check.length), "Check".length);
  const resultWidth = Math.max(...rows.map((row) => row.result.length), "Result".length);
  const line = (check: string, result: string, detail: string) =>
    `${check.padEnd(width)}  ${result.padEnd(resultWidth)}  ${detail}`;
  return (
    [
      line("Check", "Result", "Found, or the fix"),
      line("-".repeat(width), "-".repeat(resultWidth), "-".repeat(17)),
      ...rows.map((row) => line(row.check, row.result, row.detail)),
    ].join("\n") + "\n"
  );
}
