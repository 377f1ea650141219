// Delivery to the agency's own GoHighLevel sub-account through the LeadConnector API v2 with a Private Integration
// token: the contact, a note with the enquiry, optionally an opportunity, and the site's tags. A visitor who wrote
// before is a returning contact: what the CRM holds about them (name, original source, tags, their deal) is kept, and
// the enquiry joins it (docs/decisions/012-ghl-returning-contacts.md); a record found only by the visitor's phone is
// someone else's and is never written to (docs/decisions/029-ghl-matching.md). Each step is recorded in the outbox before the
// next one; a retry of a write an earlier attempt sent without hearing how it went (no answer, a reset, a 5xx) looks in
// GoHighLevel for it before writing again, and trusts the saved steps otherwise. A look-up GoHighLevel refuses (no
// read scope, an endpoint it does not serve) is never a reason to give up: the write goes ahead
// (docs/decisions/023-outbox-and-receiver-under-faults.md). Every body holds only the fields GoHighLevel's published
// definitions list.
import type { z } from "zod";
import { resolveInterest, type Interest, type InterestCatalog } from "../../contracts/lead-catalog.ts";
import { leadTags, splitName } from "../enquiries/lead-interest.ts";
import {
  contactAnswer,
  customFieldsAnswer,
  noteAnswer,
  notesAnswer,
  opportunitiesAnswer,
  opportunityAnswer,
  pipelinesAnswer,
  readAnswer,
  taskAnswer,
  tasksAnswer,
  type StoredContact,
  type StoredOpportunity,
} from "./gohighlevel-answers.ts";
import { DeliveryError, refusedForGood, requestJson } from "./http.ts";
import { leadNote, noteReference } from "./lead-summary.ts";
import { printable } from "../enquiries/leads-format.ts";
import { e164Phone } from "./phone.ts";
import type { DeliveryContext, DeliverySettings, Destination, OutboxLead } from "./types.ts";
import type { GHL_FIELD_NAMES, GHL_WORKFLOW_KINDS } from "../../config/settings.mjs";
import { entriesOf, propertyAt } from "../../lib/typed-object.ts";

export const GHL_DEFAULT_API_BASE = "https://services.leadconnectorhq.com";
/** The API version GoHighLevel's contacts, notes and opportunities endpoints require in the `Version` header. */
export const GHL_API_VERSION = "2021-07-28";

export type WorkflowKind = (typeof GHL_WORKFLOW_KINDS)[number];
export type FieldName = (typeof GHL_FIELD_NAMES)[number];

export interface GoHighLevelSettings {
  token: string;
  locationId: string;
  apiBase: string;
  pipelineId?: string;
  pipelineStageId?: string;
  /** The workflow every enquiry starts (GHL_WORKFLOW_ID), unless `workflows` names one for its interest's kind. */
  workflowId?: string;
  workflows?: Partial<Record<WorkflowKind, string>>;
  /** The custom field keys the attribution goes in (GHL_CUSTOM_FIELDS). */
  customFields?: Partial<Record<FieldName, string>>;
}

/** The settings, when GHL_PRIVATE_TOKEN and GHL_LOCATION_ID are both set (checked and trimmed by config/settings.mjs). */
export function goHighLevelSettings(
  settings: Pick<DeliverySettings, `GHL_${string}` & keyof DeliverySettings>,
): GoHighLevelSettings | undefined {
  const {
    GHL_PRIVATE_TOKEN: token,
    GHL_LOCATION_ID: locationId,
    GHL_PIPELINE_ID: pipelineId,
    GHL_PIPELINE_STAGE_ID: pipelineStageId,
  } = settings;
  if (!token || !locationId) return undefined;
  const { GHL_WORKFLOW_ID: workflowId, GHL_WORKFLOWS: workflows, GHL_CUSTOM_FIELDS: customFields } = settings;
  return {
    token,
    locationId,
    apiBase: (settings.GHL_API_BASE || GHL_DEFAULT_API_BASE).replace(/\/+$/, ""),
    ...(pipelineId && pipelineStageId ? { pipelineId, pipelineStageId } : {}),
    ...(workflowId ? { workflowId } : {}),
    ...(workflows && Object.keys(workflows).length > 0 ? { workflows } : {}),
    ...(customFields && Object.keys(customFields).length > 0 ? { customFields } : {}),
  };
}

/**
 * The scope a call needs, as its operation's `security` names it in GoHighLevel's published definitions: what a 401
 * (GoHighLevel's answer for a scope the token lacks) means, and what `npm run ghl:check` reads once per scope.
 */
export function scopeOf(method: string, path: string): string | undefined {
  const pathname = path.split("?")[0]!;
  const read = method === "GET";
  if (pathname.startsWith("/contacts")) return read ? "contacts.readonly" : "contacts.write";
  if (pathname.startsWith("/opportunities")) return read ? "opportunities.readonly" : "opportunities.write";
  if (/^\/locations\/[^/]+\/customFields/.test(pathname))
    return read ? "locations/customFields.readonly" : "locations/customFields.write";
  if (pathname.startsWith("/locations/")) return read ? "locations.readonly" : "locations.write";
  if (pathname.startsWith("/workflows")) return "workflows.readonly";
  if (pathname.startsWith("/calendars")) return read ? "calendars.readonly" : "calendars.write";
  return undefined;
}

/** The scopes the delivery needs with these settings (docs/operating.md's table lists them; `npm run ghl:check` reads with each). */
export function neededScopes(settings: Pick<GoHighLevelSettings, "pipelineId" | "customFields">): string[] {
  return [
    "contacts.readonly",
    "contacts.write",
    ...(settings.pipelineId ? ["opportunities.readonly", "opportunities.write"] : []),
    ...(settings.customFields ? ["locations/customFields.readonly"] : []),
  ];
}

/**
 * A refusal that no lead can get past, as a reason naming what to fix: GoHighLevel answers 401 for a scope the token
 * lacks (or a token it does not know) and 403 for a location the token has no access to.
 */
export function configurationFault(
  status: number,
  method: string,
  path: string,
  locationId: string,
): string | undefined {
  if (status === 401) {
    const scope = scopeOf(method, path);
    return `GoHighLevel refused the token${scope ? ` for the scope ${scope}` : ""}: give the Private Integration ${scope ? `the scope ${scope}` : "the scopes docs/operating.md lists"} (Settings → Private Integrations), or check GHL_PRIVATE_TOKEN is this sub-account's Private Integration token`;
  }
  if (status === 403)
    return `the token has no access to the location ${locationId}: check GHL_LOCATION_ID is the sub-account the Private Integration token belongs to`;
  return undefined;
}

/** What to fix when GoHighLevel refuses a request outright (a 401 or 403 pauses instead: configurationFault). */
function explainRefusal(status: number, detail: string): string {
  if (/should not exist/.test(detail))
    return "GoHighLevel no longer accepts a field this site sends: the site's GoHighLevel delivery needs updating";
  if (status === 422 || status === 400) {
    if (/workflow/i.test(detail))
      return "GoHighLevel refused the data: check GHL_WORKFLOW_ID and GHL_WORKFLOWS (npm run ghl:check)";
    return `GoHighLevel refused the data${/pipeline|stage/i.test(detail) ? ": check GHL_PIPELINE_ID and GHL_PIPELINE_STAGE_ID" : ": check GHL_LOCATION_ID, GHL_PIPELINE_ID and GHL_PIPELINE_STAGE_ID"} (npm run ghl:check)`;
  }
  return "Check GHL_API_BASE and the GoHighLevel settings";
}

// What GoHighLevel answers is read through the schemas of gohighlevel-answers.ts (its published definitions).
export type { StoredContact, StoredOpportunity };

/** The opportunity search's largest page (it answers 20 unless asked). */
const SEARCH_PAGE = 100;
/** Pages read at most: a thousand opportunities of one contact in one pipeline is more than any real one has. */
const SEARCH_PAGES = 10;

/** What the site knows of the visitor, as GoHighLevel takes it: no empty strings, the phone only in E.164. */
export interface VisitorDetails {
  firstName?: string;
  lastName?: string;
  name?: string;
  email: string;
  phone?: string;
}

export function visitorDetails(lead: { name: string; email: string; phone: string }): VisitorDetails {
  const { firstName, lastName } = splitName(lead.name);
  const name = lead.name.trim().replace(/\s+/g, " ");
  const phone = e164Phone(lead.phone);
  return {
    ...(firstName ? { firstName } : {}),
    ...(lastName ? { lastName } : {}),
    ...(name ? { name } : {}),
    email: lead.email,
    ...(phone ? { phone } : {}),
  };
}

const filled = (value: string | null | undefined): value is string => typeof value === "string" && value.trim() !== "";

/** Whether this record is the visitor's by e-mail: its e-mail or one of its additional ones. */
export function sameEmail(stored: StoredContact, email: string): boolean {
  const wanted = email.trim().toLowerCase();
  const emails = [
    stored.email,
    ...(stored.additionalEmails ?? []).map((item) => (typeof item === "string" ? item : item?.email)),
  ];
  return emails.some((item) => typeof item === "string" && item.trim().toLowerCase() === wanted);
}

/** A channel's Do Not Disturb setting (DndSettingSchema of the contacts API: status active, inactive or permanent). */
type DndSetting = { status: "active" | "inactive"; message?: string };

/** The visitor's name fields that are not empty. */
const visitorNames = ({ firstName, lastName, name }: VisitorDetails) => ({
  ...(firstName ? { firstName } : {}),
  ...(lastName ? { lastName } : {}),
  ...(name ? { name } : {}),
});

/**
 * The contact's DND settings per channel (DndSettingsSchema) from the form's consent box: texts (SMS and WhatsApp)
 * only with consent, otherwise switched off with the reason; calls on, since the phone number is given for a reply
 * call (decision record 033). E-mail is left as the sub-account has it.
 */
export function dndSettings(smsConsent: boolean): Record<"SMS" | "WhatsApp" | "Call", DndSetting> {
  const texts: DndSetting = smsConsent
    ? { status: "inactive" }
    : { status: "active", message: "No consent to texts on the website form" };
  return { SMS: texts, WhatsApp: texts, Call: { status: "inactive" } };
}

/**
 * A new contact for the visitor (a CreateContactDto): everything, `source` "Website", the DND settings of the consent
 * box; the phone only when it is no one else's (`withPhone`). Never `tags`: they are added by POST
 * /contacts/{id}/tags, after the note.
 */
export function newContact(
  visitor: VisitorDetails,
  locationId: string,
  withPhone: boolean,
  smsConsent = false,
): Record<string, unknown> {
  const names = visitorNames(visitor);
  return {
    locationId,
    ...names,
    email: visitor.email,
    ...(visitor.phone && withPhone ? { phone: visitor.phone } : {}),
    source: "Website",
    dndSettings: dndSettings(smsConsent),
  };
}

/**
 * What a returning visitor's record (found by their e-mail) gains, as an UpdateContactDto, or undefined for nothing:
 * only what it lacks. The name when it has no name at all (a first name beside someone else's last name would be
 * worse than either), the phone when it has none and the phone is no one else's. Never the e-mail (writing one of
 * its additional e-mails would make it the primary and lose the other, highlevel-api-docs issue 337), never `source`.
 */
export function contactGaps(
  visitor: VisitorDetails,
  stored: StoredContact,
  phoneFree: boolean,
  smsConsent = false,
): Record<string, unknown> | undefined {
  const names = visitorNames(visitor);
  const gaps = {
    ...(!filled(stored.firstName) && !filled(stored.lastName) && !filled(stored.name) ? names : {}),
    ...(!filled(stored.phone) && visitor.phone && phoneFree ? { phone: visitor.phone } : {}),
  };
  // Texts: a consent given now switches them on; a phone the record gains without it comes with texts off. Otherwise
  // the record's own settings stand (an unticked box is not a request to stop what they agreed to before).
  const dnd = smsConsent ? dndSettings(true) : "phone" in gaps ? dndSettings(false) : undefined;
  if (dnd) Object.assign(gaps, { dndSettings: { SMS: dnd.SMS, WhatsApp: dnd.WhatsApp } });
  return Object.keys(gaps).length > 0 ? gaps : undefined;
}

/** The contact a refused POST /contacts/ names ("This location does not allow duplicated contacts", `meta.contactId`). */
export function duplicateContact(error: unknown): { id: string; field?: string } | undefined {
  if (!(error instanceof DeliveryError) || error.status !== 400 || !error.answer) return undefined;
  try {
    const answer: unknown = JSON.parse(error.answer);
    const id = propertyAt(answer, "meta", "contactId");
    const field = propertyAt(answer, "meta", "matchingField");
    return typeof id === "string" && id ? { id, ...(typeof field === "string" ? { field } : {}) } : undefined;
  } catch {
    return undefined;
  }
}

/** A contact-scoped call refused because the contact is no longer there (merged into another, or deleted). */
export function contactGone(error: unknown): boolean {
  return (
    error instanceof DeliveryError &&
    (error.status === 400 || error.status === 404) &&
    /contact (not found|.*(deleted|does not exist))/i.test(error.answer ?? "")
  );
}

const changedAt = (opportunity: StoredOpportunity) =>
  opportunity.lastStatusChangeAt ?? opportunity.updatedAt ?? opportunity.createdAt ?? "";
/** The most recently changed of these (the last listed when GoHighLevel gives no dates). */
function latest(opportunities: StoredOpportunity[]): StoredOpportunity | undefined {
  return opportunities.reduce<StoredOpportunity | undefined>(
    (best, item) => (!best || changedAt(item) >= changedAt(best) ? item : best),
    undefined,
  );
}

/**
 * The contact's deal an enquiry brings back to life without trying a new one: their latest lost or abandoned
 * opportunity in the pipeline, when they have none open there. With an open one (or only won ones), a new opportunity
 * is tried instead, and the sub-account's setting decides: by default GoHighLevel refuses a second one and names the
 * existing one, which is then brought up to date; with "Allow Multiple Opportunities per Contact" each enquiry gets its own.
 */
export function opportunityToReopen(theirs: StoredOpportunity[]): StoredOpportunity | undefined {
  if (theirs.some((item) => item.status === "open")) return undefined;
  return latest(theirs.filter((item) => item.status === "lost" || item.status === "abandoned"));
}

/** The fields of an UpdateOpportunityDto this site sends. */
export interface OpportunityChange {
  status?: "open";
  pipelineStageId?: string;
  monetaryValue?: number;
}

/**
 * What changes in an opportunity of the contact that a new enquiry joins (an UpdateOpportunityDto), or undefined for
 * nothing. Lost or abandoned: open again, in the configured stage (where new enquiries start). Open: its stage is the
 * team's, where the deal really is, so it stays. Won: left as it is, a closed sale is never reopened by a form. Its
 * value is raised to the new interest's when that is higher, never lowered.
 */
export function opportunityUpdate(
  current: StoredOpportunity,
  stageId: string,
  value: number | undefined,
): OpportunityChange | undefined {
  if (current.status === "won") return undefined;
  const raise: OpportunityChange =
    value !== undefined && !(typeof current.monetaryValue === "number" && current.monetaryValue >= value)
      ? { monetaryValue: value }
      : {};
  if (current.status === "lost" || current.status === "abandoned")
    return { status: "open", pipelineStageId: stageId, ...raise };
  return Object.keys(raise).length > 0 ? raise : undefined;
}

/**
 * A refused create of a second opportunity (400 OPPORTUNITY_NO_DUPLICATE), with the existing one's id when it names
 * it (`meta.existingId`); undefined for any other failure.
 */
export function duplicateOpportunity(error: unknown): { existingId?: string } | undefined {
  if (!(error instanceof DeliveryError) || error.status !== 400 || !error.answer) return undefined;
  try {
    const answer: unknown = JSON.parse(error.answer);
    const message = propertyAt(answer, "message");
    const duplicate =
      propertyAt(answer, "code") === "OPPORTUNITY_NO_DUPLICATE" ||
      (typeof message === "string" && /duplicate opportunity/i.test(message));
    if (!duplicate) return undefined;
    const existingId = propertyAt(answer, "meta", "existingId");
    return typeof existingId === "string" && existingId ? { existingId } : {};
  } catch {
    return undefined;
  }
}

type AttributionName = Exclude<FieldName, `first_${string}`>;

/** The enquiry's attribution as the custom fields take it, by name (`first_` fields take the same values). */
export function attributionValues(lead: OutboxLead): Partial<Record<AttributionName, string>> {
  const { utm_source, utm_medium, utm_campaign, utm_term, utm_content, landing_page, referrer, interest, form } =
    lead.attribution;
  const values = {
    utm_source,
    utm_medium,
    utm_campaign,
    utm_term,
    utm_content,
    landing_page,
    referrer,
    interest,
    form,
  };
  return Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "",
    ),
  );
}

export interface FieldTarget {
  name: FieldName;
  model: "contact" | "opportunity";
  /** The full field key, `contact.utm_source` (a key given without its object is a contact's). */
  key: string;
  /** A first-touch field: written once, never overwritten. */
  first: boolean;
  source: AttributionName;
}

export function fieldTargets(map: Partial<Record<FieldName, string>> | undefined): FieldTarget[] {
  return entriesOf(map ?? {}).map(([name, key]) => {
    const first = name.startsWith("first_");
    return {
      name,
      model: key.startsWith("opportunity.") ? "opportunity" : "contact",
      key: key.includes(".") ? key : `contact.${key}`,
      first,
      // A field is named after its attribution field, with first_ before it for the first touch.
      source: (first ? name.slice("first_".length) : name) as AttributionName,
    };
  });
}

/**
 * The `customFields` of a contact or opportunity body, by field id: a new record (`current` undefined) gets every
 * value the enquiry has; an existing one gets every last-touch field (an empty string clears what an earlier visit
 * left) and a first-touch field only while it has none. `ids` maps field keys to the sub-account's ids.
 */
export function customFieldValues(
  targets: readonly FieldTarget[],
  values: Partial<Record<AttributionName, string>>,
  ids: ReadonlyMap<string, string>,
  current: readonly { id?: string; value?: unknown; fieldValue?: unknown }[] | undefined,
): { id: string; field_value: string }[] {
  return targets.flatMap((target) => {
    const id = ids.get(target.key);
    if (!id) throw missingField(target.key);
    const value = values[target.source];
    if (current === undefined || target.first) {
      const held = current?.find((item) => item.id === id);
      // A field is filled when it writes as non-blank text, whatever type GoHighLevel gave its value.
      const has =
        held !== undefined &&
        // eslint-disable-next-line @typescript-eslint/no-base-to-string
        [held.value, held.fieldValue].some((item) => item !== undefined && item !== null && String(item).trim() !== "");
      return value && !has ? [{ id, field_value: value }] : [];
    }
    return [{ id, field_value: value ?? "" }];
  });
}

const missingField = (key: string) => {
  const reason = `GHL_CUSTOM_FIELDS names the field key ${key}, which the sub-account has no custom field for: create it or correct GHL_CUSTOM_FIELDS (npm run ghl:check)`;
  return new DeliveryError(reason, { pause: { reason } });
};

/** The enquiry's workflow: the one GHL_WORKFLOWS names for its interest's kind (`general` for none), else GHL_WORKFLOW_ID. */
export function workflowFor(
  settings: Pick<GoHighLevelSettings, "workflowId" | "workflows">,
  kind: WorkflowKind,
): string | undefined {
  return settings.workflows?.[kind] ?? settings.workflowId;
}

/** The task for a client who wrote again while their deal is won or further along (a CreateTaskParams). */
export function followUpTask(
  lead: OutboxLead,
  {
    interest,
    deal,
    replyHours,
    assignedTo,
  }: {
    interest: Interest | undefined;
    deal: StoredOpportunity;
    replyHours: number | undefined;
    assignedTo: string | undefined;
  },
): Record<string, string | boolean> {
  const due = Date.parse(lead.createdAt) + (replyHours ?? 0) * 3_600_000;
  const where = deal.status === "won" ? "won" : "open and past the stage new enquiries start in";
  const body = [
    `${printable(lead.name)} (${lead.email}) sent a new enquiry${interest ? ` about ${interest.label}` : ""} on ${lead.createdAt}; their deal${deal.name ? ` "${printable(deal.name)}"` : ""} is ${where}.`,
    replyHours !== undefined ? `The site promises a reply within ${replyHours} hours.` : "",
    `Their message: ${printable(lead.message).slice(0, 500)}`,
    noteReference(lead),
  ].filter(Boolean);
  return {
    title: `Reply to ${printable(lead.name)}: they wrote again`.slice(0, 200),
    body: body.join("\n\n"),
    dueDate: new Date(Number.isNaN(due) ? Date.now() : due).toISOString(),
    completed: false,
    ...(assignedTo ? { assignedTo } : {}),
  };
}

/**
 * One call to the LeadConnector API with the sub-account's token: its time limit, its refusals explained, a pause on a
 * refusal no lead can get past, and its answer read through `answer`, the schema of what the call reads (none: the
 * answer is not read).
 */
export function goHighLevelCaller(
  settings: GoHighLevelSettings,
  { timeoutMs, now = Date.now }: { timeoutMs: number; now?: () => number },
) {
  return async <S extends z.ZodType = z.ZodUnknown>(
    method: "GET" | "POST" | "PUT",
    path: string,
    { body, answer }: { body?: unknown; answer?: S } = {},
  ): Promise<z.output<S>> => {
    const raw = await requestJson<unknown>({
      method,
      url: `${settings.apiBase}${path}`,
      headers: { Authorization: `Bearer ${settings.token}`, Version: GHL_API_VERSION },
      ...(body !== undefined ? { body } : {}),
      timeoutMs,
      explain: explainRefusal,
      pauseOn: (status) => configurationFault(status, method, path, settings.locationId),
      now,
    });
    // No schema was asked for: the caller takes the answer as it came.
    return answer ? readAnswer(answer, raw, method, path) : (raw as z.output<S>);
  };
}

type GoHighLevelCall = ReturnType<typeof goHighLevelCaller>;

/** An id a write answered with; a write that answered without the id it made still made it: its outcome is unknown. */
function required(value: string | undefined, what: string): string {
  if (!value) throw new DeliveryError(`GoHighLevel's answer has no ${what}`, { unsure: true });
  return value;
}

/**
 * A read that helps but is not needed: undefined when GoHighLevel refuses it (401/403 without the read scopes,
 * 404/405 where it is not served, any other 4xx). A 429, a 5xx or no answer fails the attempt, which is retried.
 */
async function lookup<S extends z.ZodType>(
  call: GoHighLevelCall,
  answer: S,
  path: string,
): Promise<z.output<S> | undefined> {
  try {
    return await call("GET", path, { answer });
  } catch (error) {
    if (refusedForGood(error)) return undefined;
    throw error;
  }
}

/** What every delivery to the sub-account uses: its settings, the call, and what is read once and kept. */
interface Account {
  settings: GoHighLevelSettings;
  call: GoHighLevelCall;
  catalog: () => Promise<InterestCatalog>;
  contactTargets: FieldTarget[];
  opportunityTargets: FieldTarget[];
  /** The sub-account's custom field ids by key. */
  customFieldIds: () => Promise<Map<string, string>>;
  /** The configured pipeline's stage ids in order (undefined when GoHighLevel does not serve the list). */
  stages: () => Promise<string[] | undefined>;
}

/** Reads the sub-account's custom field ids by key once, and again when a configured key is not among them. */
function customFieldIdsReader(
  call: GoHighLevelCall,
  locationId: string,
  targets: readonly FieldTarget[],
): () => Promise<Map<string, string>> {
  let fieldIds: Promise<Map<string, string>> | undefined;
  const load = () => {
    const loading = call("GET", `/locations/${encodeURIComponent(locationId)}/customFields?model=all`, {
      answer: customFieldsAnswer,
    }).then(
      (answer) =>
        new Map(
          (answer.customFields ?? []).flatMap((field) =>
            field.id && field.fieldKey ? [[field.fieldKey, field.id] as const] : [],
          ),
        ),
    );
    loading.catch(() => (fieldIds = undefined));
    return loading;
  };
  return async () => {
    if (targets.length === 0) return new Map();
    fieldIds ??= load();
    const ids = await fieldIds;
    if (targets.every((target) => ids.has(target.key))) return ids;
    fieldIds = load();
    return fieldIds;
  };
}

/** Reads the configured pipeline's stage ids in order once (again after a failed read). */
function stagesReader(
  call: GoHighLevelCall,
  settings: Pick<GoHighLevelSettings, "locationId" | "pipelineId">,
): () => Promise<string[] | undefined> {
  let stageOrder: Promise<string[] | undefined> | undefined;
  return () => {
    stageOrder ??= lookup(
      call,
      pipelinesAnswer,
      `/opportunities/pipelines?locationId=${encodeURIComponent(settings.locationId)}`,
    ).then((answer) =>
      answer?.pipelines
        ?.find((pipeline) => pipeline.id === settings.pipelineId)
        ?.stages?.flatMap((stage) => (stage.id ? [stage.id] : [])),
    );
    stageOrder.catch(() => (stageOrder = undefined));
    return stageOrder;
  };
}

/** The contact's opportunities in the pipeline, every page of them; undefined when GoHighLevel refuses the search. */
async function contactOpportunities(
  { call, settings }: Account,
  contactId: string,
  pipelineId: string,
): Promise<StoredOpportunity[] | undefined> {
  const found = new Map<string, StoredOpportunity>();
  for (let page = 1; page <= SEARCH_PAGES; page += 1) {
    const query = new URLSearchParams({
      location_id: settings.locationId,
      contact_id: contactId,
      pipeline_id: pipelineId,
      limit: String(SEARCH_PAGE),
      page: String(page),
    });
    const answer = await lookup(call, opportunitiesAnswer, `/opportunities/search?${query}`);
    if (answer === undefined) return undefined;
    const listed = answer?.opportunities ?? [];
    const before = found.size;
    for (const item of listed) if (item.id && !found.has(item.id)) found.set(item.id, item);
    // A short page, a page of nothing new (a service that ignores `page`), or the end the answer names.
    const total = answer?.meta?.total;
    if (
      listed.length < SEARCH_PAGE ||
      found.size === before ||
      answer?.meta?.nextPage === null ||
      (typeof total === "number" && found.size >= total)
    )
      break;
  }
  return [...found.values()];
}

/** The contact GoHighLevel's duplicate search finds for one field alone (an e-mail or a phone). */
async function searchContact(
  { call, settings }: Account,
  field: { email: string } | { number: string },
): Promise<StoredContact | undefined> {
  const found = (
    await call(
      "GET",
      `/contacts/search/duplicate?${new URLSearchParams({ locationId: settings.locationId, ...field })}`,
      { answer: contactAnswer },
    )
  ).contact;
  return found?.id ? found : undefined;
}

/** Whether an open deal is past the stage new enquiries start in (any other stage, when the order is unknown). */
async function furtherAlong({ settings, stages }: Account, deal: StoredOpportunity): Promise<boolean> {
  if (deal.status !== "open" || !deal.pipelineStageId || deal.pipelineStageId === settings.pipelineStageId)
    return false;
  const order = await stages();
  const [at, start] = [
    order?.indexOf(deal.pipelineStageId) ?? -1,
    order?.indexOf(settings.pipelineStageId ?? "") ?? -1,
  ];
  return at === -1 || start === -1 || at > start;
}

/**
 * The visitor's contact id (docs/decisions/029-ghl-matching.md). Looked for by e-mail and by phone separately, as
 * the sub-account's primary field may be either: the record with their e-mail is theirs, and only gains what it
 * lacks (PUT /contacts/{id}); a record found only by their phone is someone else's and is never written to. A new
 * visitor is created (POST /contacts/), without the phone when it is someone else's; a create GoHighLevel refuses
 * as a duplicate names the record it matched: theirs by e-mail (made meanwhile) gains what it lacks, one matched by
 * the phone makes the create go again without it. A retry after a create whose answer was lost finds the contact
 * it made, complete, and writes nothing.
 */
async function findOrCreateContact(account: Account, lead: OutboxLead): Promise<string> {
  const { call, settings, contactTargets } = account;
  const visitor = visitorDetails(lead);
  const values = attributionValues(lead);
  const ids = await account.customFieldIds();
  let stored = await searchContact(account, { email: visitor.email });
  const phoneOwner =
    visitor.phone && !(stored && filled(stored.phone))
      ? await searchContact(account, { number: visitor.phone })
      : undefined;
  let phoneFree = !phoneOwner || phoneOwner.id === stored?.id;
  for (let tries = 0; !stored; tries += 1) {
    try {
      const fields = customFieldValues(contactTargets, values, ids, undefined);
      const answer = await call("POST", "/contacts/", {
        body: {
          ...newContact(visitor, settings.locationId, phoneFree, Boolean(lead.smsConsentAt)),
          ...(fields.length > 0 ? { customFields: fields } : {}),
        },
        answer: contactAnswer,
      });
      return required(answer.contact?.id, "contact id");
    } catch (error) {
      const duplicate = duplicateContact(error);
      if (!duplicate || tries > 0) throw error;
      const named = (await call("GET", `/contacts/${encodeURIComponent(duplicate.id)}`, { answer: contactAnswer }))
        .contact ?? { id: duplicate.id };
      if (duplicate.field === "email" || sameEmail(named, visitor.email)) stored = { ...named, id: duplicate.id };
      else phoneFree = false;
    }
  }
  const id = required(stored.id ?? undefined, "contact id");
  // The attribution: this visit's in the last-touch fields, the first-touch ones only where the record has none.
  if (contactTargets.length > 0 && !Array.isArray(stored.customFields)) {
    stored = {
      ...stored,
      ...(await call("GET", `/contacts/${encodeURIComponent(id)}`, { answer: contactAnswer })).contact,
    };
  }
  const fields =
    contactTargets.length > 0 ? customFieldValues(contactTargets, values, ids, stored.customFields ?? []) : [];
  const gaps = {
    ...contactGaps(visitor, stored, phoneFree, Boolean(lead.smsConsentAt)),
    ...(fields.length > 0 ? { customFields: fields } : {}),
  };
  if (Object.keys(gaps).length > 0) await call("PUT", `/contacts/${encodeURIComponent(id)}`, { body: gaps });
  return id;
}

/** One attempt at delivering one lead: what its steps read, and what they record. */
interface Attempt extends Pick<DeliveryContext, "steps" | "save"> {
  account: Account;
  lead: OutboxLead;
  interest: Interest | undefined;
  /** The client wrote again while their deal is won or further along: a person needs a task (step 4). */
  taskDue: boolean;
}

type WriteStep = "note" | "opportunity" | "task";

/**
 * Whether an earlier attempt may have sent this step's write without hearing back: it said so, or it ended without
 * recording anything (the process died, the database was away), which the outbox marks `interrupted`.
 */
const unsure = ({ steps }: Attempt, step: WriteStep) => steps.unsure === step || steps.interrupted !== undefined;

/** Sends a write; when its outcome is unknown, the next attempt is told to look for it first. */
async function write<T>({ save }: Attempt, step: WriteStep, send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (error instanceof DeliveryError && error.unsure) await save("unsure", step, { progress: false });
    throw error;
  }
}

/**
 * 2. The note with the enquiry (the phone as typed, whatever the contact's record says). Not idempotent on
 * GoHighLevel's side, so when an earlier attempt may have sent it without hearing back, this one first looks for it by
 * the lead's reference. A first try, or a retry after a refusal, writes without looking.
 */
async function writeNote(attempt: Attempt, contactId: string): Promise<void> {
  const { account, lead, steps } = attempt;
  if (steps.noteId) return;
  const path = `/contacts/${encodeURIComponent(contactId)}/notes`;
  let noteId: string | undefined;
  if (unsure(attempt, "note")) {
    const existing = await lookup(account.call, notesAnswer, path);
    noteId = existing?.notes?.find((note) => note.body?.includes(noteReference(lead)))?.id;
  }
  if (!noteId)
    noteId = await write(attempt, "note", async () => {
      const answer = await account.call("POST", path, {
        body: { body: leadNote(lead, attempt.interest) },
        answer: noteAnswer,
      });
      return required(answer.note?.id, "note id");
    });
  await attempt.save("noteId", noteId);
}

/** The opportunity a lead may start: in the configured pipeline and stage, with its name and custom fields. */
interface NewDeal {
  pipelineId: string;
  pipelineStageId: string;
  name: string;
  fields: { id: string; field_value: string }[];
}

/** Where the enquiry's deal stands: one it made or stays with (`opportunityId`), or one it joins and brings up to date. */
type DealFound = { opportunityId?: string; joined?: StoredOpportunity };

/**
 * 3. The opportunity, when a pipeline and stage are configured: the contact's own deal brought up to date, or a new
 * one (see opportunityToReopen). One this lead created in an attempt that did not hear back is found by its name; one
 * it was updating is recorded before the update is sent, so a retry finishes that one and never starts another.
 * Without the search (refused), a new one is tried, and GoHighLevel names the deal to join.
 */
async function writeOpportunity(attempt: Attempt, contactId: string): Promise<void> {
  const { account, lead, interest, steps } = attempt;
  const { pipelineId, pipelineStageId } = account.settings;
  if (!pipelineId || !pipelineStageId || steps.opportunityId) return;
  const name = `${lead.name}: ${interest?.label ?? "Website inquiry"} (lead ${lead.id})`.slice(0, 200);
  const ids = await account.customFieldIds();
  const fields = customFieldValues(account.opportunityTargets, attributionValues(lead), ids, undefined);
  const found = steps.opportunityTarget
    ? await dealToJoin(account, steps.opportunityTarget)
    : await findOrStartDeal(attempt, contactId, { pipelineId, pipelineStageId, name, fields });
  const opportunityId = found.joined
    ? await joinDeal(attempt, found.joined, pipelineStageId, ids)
    : found.opportunityId;
  await attempt.save("opportunityId", required(opportunityId, "opportunity id"));
}

/** The deal an earlier attempt chose to join; not readable, the enquiry stays with it, unchanged. */
async function dealToJoin(account: Account, target: string): Promise<DealFound> {
  const joined = (await lookup(account.call, opportunityAnswer, `/opportunities/${encodeURIComponent(target)}`))
    ?.opportunity;
  return joined ? { joined } : { opportunityId: target };
}

/** The contact's deal to join, the one an unsure attempt made, or a new one. */
async function findOrStartDeal(attempt: Attempt, contactId: string, deal: NewDeal): Promise<DealFound> {
  const { account, interest } = attempt;
  const theirs = (await contactOpportunities(account, contactId, deal.pipelineId)) ?? [];
  const made = unsure(attempt, "opportunity") ? theirs.find((item) => item.name === deal.name)?.id : undefined;
  if (made) return { opportunityId: made };
  const reopened = opportunityToReopen(theirs);
  if (reopened) return { joined: reopened };
  try {
    const opportunityId = await write(attempt, "opportunity", async () => {
      const answer = await account.call("POST", "/opportunities/", {
        body: {
          pipelineId: deal.pipelineId,
          pipelineStageId: deal.pipelineStageId,
          locationId: account.settings.locationId,
          contactId,
          name: deal.name,
          status: "open",
          ...(interest?.value !== undefined ? { monetaryValue: interest.value } : {}),
          ...(deal.fields.length > 0 ? { customFields: deal.fields } : {}),
        },
        answer: opportunityAnswer,
      });
      return required(answer.opportunity?.id, "opportunity id");
    });
    return { opportunityId };
  } catch (error) {
    return dealNamedByRefusal(account, error, theirs);
  }
}

/**
 * The deal a refused second opportunity points to. The sub-account keeps one opportunity per contact and pipeline. The
 * contact's open one is the deal the enquiry joins, whichever GoHighLevel names; failing that, the one it names
 * (unchanged when it cannot be read); a refusal that names none joins the latest deal the search found. Any other
 * failure is thrown again.
 */
async function dealNamedByRefusal(account: Account, error: unknown, theirs: StoredOpportunity[]): Promise<DealFound> {
  const refusal = duplicateOpportunity(error);
  if (!refusal) throw error;
  const { existingId } = refusal;
  const joined =
    latest(theirs.filter((item) => item.status === "open")) ??
    (existingId
      ? (theirs.find((item) => item.id === existingId) ??
        (await lookup(account.call, opportunityAnswer, `/opportunities/${encodeURIComponent(existingId)}`))
          ?.opportunity)
      : latest(theirs));
  if (!joined && !existingId) throw error;
  return joined ? { joined } : { opportunityId: existingId };
}

/** Brings the deal the enquiry joins up to date (recorded first, so a retry finishes this one); its id. */
async function joinDeal(
  attempt: Attempt,
  joined: StoredOpportunity,
  stageId: string,
  ids: ReadonlyMap<string, string>,
): Promise<string> {
  const { account, lead, steps, save } = attempt;
  const id = required(joined.id, "opportunity id");
  if (steps.opportunityTarget !== id) await save("opportunityTarget", id);
  // A client who writes again while their deal is won or further along needs a person: a task (step 4).
  if (!attempt.taskDue && (joined.status === "won" || (await furtherAlong(account, joined)))) {
    await save("task", "due");
    attempt.taskDue = true;
  }
  // A won deal is left as it is, its fields included; another gains this visit's attribution.
  const fields =
    joined.status === "won"
      ? []
      : customFieldValues(account.opportunityTargets, attributionValues(lead), ids, joined.customFields ?? []);
  const update = {
    ...opportunityUpdate(joined, stageId, attempt.interest?.value),
    ...(fields.length > 0 ? { customFields: fields } : {}),
  };
  if (Object.keys(update).length > 0)
    await account.call("PUT", `/opportunities/${encodeURIComponent(id)}`, { body: update });
  return id;
}

/**
 * 4. The task for the contact's owner, due within the reply time the site promises (the content's facts, as the
 * build handed them over). Looked for by the lead's reference when an earlier attempt did not hear back.
 */
async function writeTask(attempt: Attempt, contactId: string): Promise<void> {
  if (!attempt.taskDue) return;
  const { account, lead } = attempt;
  const path = `/contacts/${encodeURIComponent(contactId)}/tasks`;
  let taskId: string | undefined;
  if (unsure(attempt, "task")) {
    const existing = await lookup(account.call, tasksAnswer, path);
    taskId = existing?.tasks?.find((task) => task.body?.includes(noteReference(lead)))?.id;
  }
  if (!taskId) {
    const body = await taskFor(attempt, contactId);
    taskId = await write(attempt, "task", async () =>
      required((await account.call("POST", path, { body, answer: taskAnswer })).task?.id, "task id"),
    );
  }
  await attempt.save("task", taskId);
  attempt.taskDue = false;
}

/** The follow-up task's body, for the contact's owner (or the deal's) with the deal as GoHighLevel holds it. */
async function taskFor(attempt: Attempt, contactId: string): Promise<Record<string, string | boolean>> {
  const { account, lead, steps } = attempt;
  const dealId = steps.opportunityTarget || steps.opportunityId;
  const deal = dealId
    ? ((await lookup(account.call, opportunityAnswer, `/opportunities/${encodeURIComponent(dealId)}`))?.opportunity ??
      {})
    : {};
  const owner =
    (await lookup(account.call, contactAnswer, `/contacts/${encodeURIComponent(contactId)}`))?.contact?.assignedTo ??
    deal.assignedTo ??
    undefined;
  return followUpTask(lead, {
    interest: attempt.interest,
    deal,
    replyHours: (await account.catalog()).replyHours,
    assignedTo: owner,
  });
}

/**
 * 5. The site's tags, added to whatever the contact has (never through a contact write, which would replace them), so
 * that a workflow started by one of them finds the note and the opportunity in place. Adding is safe to repeat.
 */
async function addTags({ account, lead, interest, steps, save }: Attempt, contactId: string): Promise<void> {
  if (steps.tags) return;
  const tags = leadTags(lead.attribution, interest, lead.lang);
  await account.call("POST", `/contacts/${encodeURIComponent(contactId)}/tags`, { body: { tags } });
  await save("tags", tags.join(","));
}

/**
 * 6. The agency's follow-up: the workflow for the enquiry's interest, every enquiry, first or repeat (the workflow's
 * "Allow re-entry" lets a contact in again). Last, so the workflow finds everything in place.
 */
async function startWorkflow({ account, interest, steps, save }: Attempt, contactId: string): Promise<void> {
  const workflowId = workflowFor(account.settings, interest?.kind ?? "general");
  if (!workflowId || steps.workflow) return;
  await account.call("POST", `/contacts/${encodeURIComponent(contactId)}/workflow/${encodeURIComponent(workflowId)}`, {
    body: {},
  });
  await save("workflow", workflowId);
}

/** The steps after the contact (1), in order, each skipped when an earlier attempt recorded it. */
async function afterContact(attempt: Attempt, contactId: string): Promise<void> {
  await writeNote(attempt, contactId);
  await writeOpportunity(attempt, contactId);
  await writeTask(attempt, contactId);
  await addTags(attempt, contactId);
  await startWorkflow(attempt, contactId);
}

async function deliverLead(account: Account, lead: OutboxLead, { steps, save }: DeliveryContext): Promise<void> {
  const interest = resolveInterest(lead.attribution.interest, await account.catalog());
  const attempt: Attempt = { account, lead, interest, steps, save, taskDue: steps.task === "due" };
  // A contact merged or deleted in GoHighLevel while the delivery waited is looked up again, once per attempt.
  let contactId = steps.contactId || undefined;
  for (let round = 0; ; round += 1) {
    try {
      if (!contactId) {
        contactId = await findOrCreateContact(account, lead);
        await save("contactId", contactId);
      }
      return await afterContact(attempt, contactId);
    } catch (error) {
      if (round > 0 || !contactGone(error)) throw error;
      contactId = undefined;
    }
  }
}

export function createGoHighLevelDestination(
  settings: GoHighLevelSettings,
  {
    catalog,
    timeoutMs,
    now = Date.now,
  }: { catalog: () => Promise<InterestCatalog>; timeoutMs: number; now?: () => number },
): Destination {
  const call = goHighLevelCaller(settings, { timeoutMs, now });
  const targets = fieldTargets(settings.customFields);
  const account: Account = {
    settings,
    call,
    catalog,
    contactTargets: targets.filter((target) => target.model === "contact"),
    opportunityTargets: targets.filter((target) => target.model === "opportunity"),
    customFieldIds: customFieldIdsReader(call, settings.locationId, targets),
    stages: stagesReader(call, settings),
  };
  return { name: "gohighlevel", kind: "lead", deliver: (lead, context) => deliverLead(account, lead, context) };
}
