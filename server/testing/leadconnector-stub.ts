// A stand-in for GoHighLevel's LeadConnector API v2 on loopback, for the outbox's and ghl:check's tests. It holds the
// site to the published definitions (GoHighLevel/highlevel-api-docs, apps/contacts.json, opportunities.json,
// locations.json, workflows.json, calendars.json, and snapshots.json's share link with the agency's token and
// companyId): bearer token,
// Version header, JSON bodies, locationId, and only the fields each body and query defines, refusing any other with
// the real 422 "property X should not exist". It behaves as the real service does where that hurts a client that
// assumes otherwise: an upsert's `tags` replace the contact's tags and its other fields overwrite (an empty string
// blanks), POST /contacts/{id}/tags only adds, a contact has one opportunity per pipeline unless the sub-account
// allows more (the real 400 OPPORTUNITY_NO_DUPLICATE naming the existing one), and the opportunity search pages at 20
// unless asked for up to 100. Rate limits are told by X-RateLimit-* headers, never Retry-After, the day's as well as
// the burst's. The sub-account's contact matching: a primary field (e-mail or phone) the duplicate search and the
// create match on first, additional e-mails that match too, a create refused with the existing contact's id, and a
// write of an additional e-mail that makes it the primary one and loses the old (highlevel-api-docs issue 337). A token
// lacks scopes (401 "not authorized for this scope") or another location (403); tasks, workflow enrolment and custom
// fields by key or id, as published. It fails the way the real service fails when told to: 429, 500, 401, a request
// that hangs, or a write whose answer is lost.
import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export type StubFailure =
  /** GoHighLevel's 429: the rate-limit headers with nothing remaining; a Retry-After only when a test asks for one. */
  | { status: 429; retryAfterSeconds?: number }
  | { status: 500 | 502 | 503 | 401 | 403 | 422 }
  | { hang: true }
  /** This answer instead (a search that misses what another call then matches). */
  | { status: 200; answer: unknown }
  /** The write happens, then the connection drops before the answer (the client cannot know it succeeded). */
  | { dropAfterWrite: true };

export interface StubContact {
  id: string;
  locationId: string;
  firstName?: string;
  lastName?: string;
  name?: string;
  email?: string;
  phone?: string;
  source?: string;
  /** E-mails besides the primary one: the duplicate search and the create match them too. */
  additionalEmails?: string[];
  /** As GoHighLevel answers them: the field's id and its value. */
  customFields?: { id: string; value: string }[];
  assignedTo?: string;
  tags: string[];
  dateAdded: string;
}
export interface StubTask {
  id: string;
  contactId: string;
  title: string;
  body?: string;
  dueDate: string;
  completed: boolean;
  assignedTo?: string;
}
export interface StubCustomField {
  id: string;
  name: string;
  /** `contact.utm_source`, `opportunity.utm_source`. */
  fieldKey: string;
  dataType: string;
  model: "contact" | "opportunity";
}
export interface StubWorkflow {
  id: string;
  name: string;
  status: "draft" | "published";
  /** The workflow's "Allow re-entry": off, a contact already in it is not enrolled again (the API still says yes). */
  allowReentry?: boolean;
}
export interface StubNote {
  id: string;
  contactId: string;
  body: string;
  dateAdded: string;
}
export type OpportunityStatus = "open" | "won" | "lost" | "abandoned";
export interface StubOpportunity {
  id: string;
  name: string;
  pipelineId: string;
  pipelineStageId: string;
  locationId: string;
  contactId: string;
  status: OpportunityStatus;
  monetaryValue?: number;
  customFields?: { id: string; fieldValue: string }[];
  createdAt: string;
  updatedAt: string;
  lastStatusChangeAt: string;
  lastStageChangeAt: string;
}

export interface StubOptions {
  token?: string;
  locationId?: string;
  /** Pipelines and their stage ids. */
  pipelines?: Record<string, string[]>;
  /** The sub-account setting "Allow Multiple Opportunities per Contact" (off by default, as in GoHighLevel). */
  allowMultipleOpportunities?: boolean;
  /** A burst limit the stub enforces (GoHighLevel: 100 requests per 10 s per location); none unless given. */
  rateLimit?: { max: number; intervalMs: number };
  /** The stub's clock, for the rate-limit window and the records' dates. */
  now?: () => number;
  /** The sub-account's primary field for matching contacts ("Contact Deduplication Preferences"); e-mail unless told. */
  primaryField?: "email" | "phone";
  /** The scopes the token has; every scope the stub knows unless given. */
  scopes?: readonly string[];
  /** The day's limit (GoHighLevel: 200,000 per app and location); the day turns at midnight UTC on the stub's clock. */
  dailyLimit?: number;
  /** The sub-account's custom fields, by field key (`contact.utm_source`, `opportunity.utm_source`). */
  customFieldKeys?: readonly string[];
  workflows?: readonly StubWorkflow[];
  calendars?: readonly string[];
  /** Whether a refused second opportunity names the existing one (`meta.existingId`); it does unless told. */
  namesExistingOpportunity?: boolean;
  /** The agency's token (Agency-Access) and company id, for the snapshots API (apps/snapshots.json). */
  agencyToken?: string;
  companyId?: string;
  /** The agency's snapshots, by id: a share link is made only for one of them. */
  snapshotIds?: readonly string[];
}

/** A share link the snapshots API made (POST /snapshots/share/link). */
export interface StubShareLink {
  id: string;
  shareLink: string;
  snapshotId: string;
  shareType: string;
}

const VERSION = "2021-07-28";
/** The calendars API names a Version of its own (apps/calendars.json, every operation); the others all VERSION. */
const CALENDARS_VERSION = "2021-04-15";
// The fields each body and query may hold, from the published definitions.
/** UpsertContactDto */
const UPSERT_CONTACT_FIELDS = new Set([
  "firstName",
  "lastName",
  "name",
  "email",
  "locationId",
  "gender",
  "phone",
  "address1",
  "city",
  "state",
  "postalCode",
  "website",
  "timezone",
  "dnd",
  "dndSettings",
  "inboundDndSettings",
  "tags",
  "customFields",
  "source",
  "dateOfBirth",
  "country",
  "companyName",
  "assignedTo",
  "createNewIfDuplicateAllowed",
]);
/** CreateContactDto: UpsertContactDto without createNewIfDuplicateAllowed. */
const CREATE_CONTACT_FIELDS = new Set(
  [...UPSERT_CONTACT_FIELDS].filter((field) => field !== "createNewIfDuplicateAllowed"),
);
/** UpdateContactDto: no locationId, gender or companyName. */
const UPDATE_CONTACT_FIELDS = new Set(
  [...CREATE_CONTACT_FIELDS].filter((field) => !["locationId", "gender", "companyName"].includes(field)),
);
/** CreateTaskParams */
const TASK_FIELDS = new Set(["title", "body", "dueDate", "completed", "assignedTo"]);
/** CreateWorkflowDto */
const WORKFLOW_ENROLMENT_FIELDS = new Set(["eventStartTime"]);
/** The fields of a custom field value in a body (customFieldsInputStringSchema: "pass either id or key"). */
const CUSTOM_FIELD_INPUT = new Set(["id", "key", "field_value"]);
/** CreateSnapshotShareLinkRequestDTO (apps/snapshots.json): snapshot_id and share_type required. */
const SHARE_LINK_FIELDS = new Set(["snapshot_id", "share_type", "relationship_number", "share_location_id"]);
const SHARE_TYPES = ["link", "permanent_link", "agency_link", "location_link"];
/** NotesDTO */
const NOTE_FIELDS = new Set(["userId", "body", "title", "color", "pinned"]);
/** TagsDTO */
const TAGS_FIELDS = new Set(["tags"]);
/** The query of GET /contacts/search/duplicate. */
const DUPLICATE_SEARCH_PARAMS = new Set(["locationId", "number", "email"]);
/** CreateDto */
const CREATE_OPPORTUNITY_FIELDS = new Set([
  "pipelineId",
  "locationId",
  "name",
  "pipelineStageId",
  "status",
  "contactId",
  "monetaryValue",
  "assignedTo",
  "customFields",
]);
/** UpdateOpportunityDto */
const UPDATE_OPPORTUNITY_FIELDS = new Set([
  "pipelineId",
  "name",
  "pipelineStageId",
  "status",
  "monetaryValue",
  "assignedTo",
  "customFields",
]);
/** The query of GET /opportunities/search. */
const OPPORTUNITY_SEARCH_PARAMS = new Set([
  "q",
  "location_id",
  "pipeline_id",
  "pipeline_stage_id",
  "contact_id",
  "status",
  "assigned_to",
  "campaignId",
  "id",
  "order",
  "endDate",
  "startAfter",
  "startAfterId",
  "date",
  "country",
  "page",
  "limit",
  "getTasks",
  "getNotes",
  "getCalendarEvents",
]);
/** The status enum of CreateDto and UpdateOpportunityDto ("all" is in it, though only a search can mean it). */
const STATUSES = new Set(["open", "won", "lost", "abandoned", "all"]);
const SEARCH_PAGE_DEFAULT = 20;
const SEARCH_PAGE_MAX = 100;

const digitsOf = (phone: string) => phone.replace(/[^\d]/g, "");

/** Every scope an endpoint the stub serves requires (each operation's `security` in the published definitions). */
export const STUB_SCOPES = [
  "contacts.readonly",
  "contacts.write",
  "opportunities.readonly",
  "opportunities.write",
  "locations.readonly",
  "locations/customFields.readonly",
  "workflows.readonly",
  "calendars.readonly",
] as const;

/** The scope a call needs, as its operation's `security` names it. */
export function scopeOf(method: string, pathname: string): string | undefined {
  const read = method === "GET";
  if (pathname.startsWith("/contacts")) return read ? "contacts.readonly" : "contacts.write";
  if (pathname.startsWith("/opportunities")) return read ? "opportunities.readonly" : "opportunities.write";
  if (/^\/locations\/[^/]+\/customFields\/?$/.test(pathname))
    return read ? "locations/customFields.readonly" : "locations/customFields.write";
  if (pathname.startsWith("/locations/")) return read ? "locations.readonly" : "locations.write";
  if (pathname.startsWith("/workflows")) return "workflows.readonly";
  if (pathname.startsWith("/calendars")) return read ? "calendars.readonly" : "calendars.write";
  return undefined;
}

/** The next midnight UTC after `time`: when the stub's day of requests starts again. */
const nextUtcDay = (time: number) => Math.floor(time / 86_400_000 + 1) * 86_400_000;

export async function startLeadConnectorStub({
  token = "pit-test-token",
  locationId = "loc123",
  pipelines = { "pipe-1": ["stage-new"] },
  allowMultipleOpportunities = false,
  rateLimit,
  now = Date.now,
  primaryField = "email",
  scopes = STUB_SCOPES,
  dailyLimit = 200_000,
  customFieldKeys = [],
  workflows = [],
  calendars = [],
  namesExistingOpportunity = true,
  agencyToken = "agency-test-token",
  companyId = "company-test",
  snapshotIds = [],
}: StubOptions = {}) {
  const shareLinks: StubShareLink[] = [];
  const contacts: StubContact[] = [];
  const notes: StubNote[] = [];
  const opportunities: StubOpportunity[] = [];
  const tasks: StubTask[] = [];
  /** Each enrolment GoHighLevel made (a contact already in a workflow without re-entry is not enrolled again). */
  const enrolments: { contactId: string; workflowId: string; eventStartTime?: string }[] = [];
  const customFields: StubCustomField[] = customFieldKeys.map((fieldKey, index) => {
    const [model, name] = fieldKey.split(".") as ["contact" | "opportunity", string];
    return { id: `cf_${index}_${name}`, name, fieldKey, dataType: "TEXT", model };
  });
  const workflowList: StubWorkflow[] = workflows.map((workflow) => ({ ...workflow }));
  const granted = new Set(scopes);
  const day = { endsAt: nextUtcDay(now()), used: 0 };
  /** Contacts merged into another or deleted: their ids answer "not found" from then on. */
  const requests: { method: string; path: string; status: number; body?: Record<string, unknown> }[] = [];
  const queued: StubFailure[] = [];
  const targeted: { method?: string; path?: RegExp; failure: StubFailure }[] = [];
  const settings = { allowMultipleOpportunities, primaryField, namesExistingOpportunity };
  let randomFailureRate = 0;
  let random = Math.random;
  /** The share of writes that are done but whose answer is lost (the connection cut after the write). */
  let randomLossRate = 0;
  /** The agency's snapshots: one deleted in GoHighLevel is refused a share link, until it is back. */
  let agencySnapshots = [...snapshotIds];
  let latencyMs = 0;
  /** What the look-ups a retry may make answer instead of their listing, when a test says so. */
  let lookupRefusal: number | undefined;
  const hanging = new Set<http.ServerResponse>();
  const window = { startedAt: now(), used: 0 };
  const limits = rateLimit ?? { max: 100, intervalMs: 10_000 };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const run = () => handle(req, res, Buffer.concat(chunks).toString("utf8"));
      if (latencyMs > 0) setTimeout(run, latencyMs);
      else run();
    });
  });

  /** The headers GoHighLevel puts on every answer, counting this request in the current window. */
  function rateLimitHeaders(remaining: number): Record<string, string> {
    return {
      "X-RateLimit-Max": String(limits.max),
      "X-RateLimit-Remaining": String(Math.max(0, remaining)),
      "X-RateLimit-Interval-Milliseconds": String(limits.intervalMs),
      "X-RateLimit-Limit-Daily": String(dailyLimit),
      "X-RateLimit-Daily-Remaining": String(Math.max(0, dailyLimit - day.used)),
    };
  }

  function handle(req: http.IncomingMessage, res: http.ServerResponse, raw: string) {
    const url = new URL(req.url ?? "/", "http://stub");
    const method = req.method ?? "GET";
    let body: Record<string, unknown> = {};
    let parsed: Record<string, unknown> | undefined;
    if (raw) {
      try {
        parsed = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        // Refused below, after the failures a test asked for.
      }
    }

    if (now() - window.startedAt >= limits.intervalMs) Object.assign(window, { startedAt: now(), used: 0 });
    window.used += 1;
    if (now() >= day.endsAt) Object.assign(day, { endsAt: nextUtcDay(now()), used: 0 });
    day.used += 1;
    const headers = rateLimitHeaders(limits.max - window.used);
    const reply = (status: number, answer: unknown, extra: Record<string, string> = {}) => {
      requests.push({ method, path: req.url ?? "", status, ...(parsed ? { body: parsed } : {}) });
      res.writeHead(status, { "Content-Type": "application/json", ...headers, ...extra }).end(JSON.stringify(answer));
    };
    const error = (status: number, message: string) =>
      reply(status, { statusCode: status, message, error: http.STATUS_CODES[status] });
    // Validation errors list their messages, as the real service's do.
    const invalid = (...messages: string[]) =>
      reply(422, { statusCode: 422, message: messages, error: "Unprocessable Entity" });
    const tooMany = (retryAfterSeconds?: number) =>
      reply(
        429,
        { statusCode: 429, message: "Too many requests" },
        {
          ...rateLimitHeaders(0),
          ...(retryAfterSeconds !== undefined ? { "Retry-After": String(retryAfterSeconds) } : {}),
        },
      );

    // Told to fail: the next queued failure, or one at random (never a write that then succeeds).
    const target = targeted.findIndex(
      (item) => (!item.method || item.method === method) && (!item.path || item.path.test(url.pathname)),
    );
    let failure = target === -1 ? queued.shift() : targeted.splice(target, 1)[0]!.failure;
    if (!failure && randomFailureRate > 0 && random() < randomFailureRate)
      failure = random() < 0.5 ? { status: 500 } : { status: 429 };
    if (!failure && method !== "GET" && randomLossRate > 0 && random() < randomLossRate)
      failure = { dropAfterWrite: true };
    let dropAfterWrite = false;
    if (failure) {
      if ("hang" in failure) {
        requests.push({ method, path: req.url ?? "", status: 0 });
        hanging.add(res);
        return;
      }
      if ("dropAfterWrite" in failure) dropAfterWrite = true;
      else if ("answer" in failure) return reply(failure.status, failure.answer);
      else if (failure.status === 429) return tooMany(failure.retryAfterSeconds);
      else return error(failure.status, failure.status === 401 ? "Invalid JWT" : "Something went wrong");
    }
    if (rateLimit && window.used > rateLimit.max) return tooMany();
    if (day.used > dailyLimit) return tooMany();

    // The contract.
    // The snapshots API takes the agency's token (Agency-Access); everything else the sub-account's.
    const snapshotsApi = url.pathname.startsWith("/snapshots");
    if (req.headers.authorization !== `Bearer ${snapshotsApi ? agencyToken : token}`) return error(401, "Invalid JWT");
    if (req.headers.version !== (url.pathname.startsWith("/calendars") ? CALENDARS_VERSION : VERSION))
      return error(400, "Version header was not found or is not supported");
    // GoHighLevel answers 401 for a scope the token lacks (and 403 for a location it has no access to, below).
    const scope = scopeOf(method, url.pathname);
    if (scope && !granted.has(scope)) return error(401, "The token is not authorized for this scope.");
    if (method === "POST" || method === "PUT") {
      if (!String(req.headers["content-type"] ?? "").startsWith("application/json"))
        return error(415, "Content-Type must be application/json");
      if (parsed === undefined) return error(400, "Unexpected token in JSON");
      if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
        return invalid("The body must be an object");
      body = parsed;
    }
    const unknownField = (allowed: Set<string>) => Object.keys(body).find((key) => !allowed.has(key));
    const unknownParam = (allowed: Set<string>) => [...url.searchParams.keys()].find((key) => !allowed.has(key));
    const notString = (...fields: string[]) =>
      fields.find((field) => body[field] !== undefined && typeof body[field] !== "string");
    const written = (status: number, answer: unknown) => {
      if (dropAfterWrite) {
        requests.push({ method, path: req.url ?? "", status: -1, ...(parsed ? { body: parsed } : {}) });
        req.socket.destroy();
        return;
      }
      reply(status, answer);
    };
    const stamp = () => new Date(now()).toISOString();
    const byEmail = (email: unknown) =>
      typeof email === "string" && email
        ? contacts.find(
            (contact) =>
              contact.email === email.toLowerCase() || contact.additionalEmails?.includes(email.toLowerCase()),
          )
        : undefined;
    const byPhone = (phone: unknown) =>
      typeof phone === "string" && digitsOf(phone)
        ? contacts.find((contact) => contact.phone && digitsOf(contact.phone) === digitsOf(phone))
        : undefined;
    /** The contact the sub-account's matching finds: on its primary field first, then the other. */
    const findContact = (
      email: unknown,
      phone: unknown,
    ): { contact: StubContact; field: "email" | "phone" } | undefined => {
      const order: ("email" | "phone")[] = settings.primaryField === "phone" ? ["phone", "email"] : ["email", "phone"];
      for (const field of order) {
        const contact = field === "email" ? byEmail(email) : byPhone(phone);
        if (contact) return { contact, field };
      }
      return undefined;
    };
    /** A written e-mail that is one of the contact's additional ones becomes its only e-mail (issue 337). */
    const writeEmail = (contact: StubContact, email: string) => {
      const lower = email.toLowerCase();
      if (contact.additionalEmails?.includes(lower))
        contact.additionalEmails = contact.additionalEmails.filter((item) => item !== lower && item !== contact.email);
      contact.email = lower;
    };
    /**
     * Custom field values in a body, by `id` or `key` (the field key with or without its object's prefix), as the
     * model's fields; undefined with a refusal's words when one is malformed. A key or id the sub-account lacks is
     * dropped, as GoHighLevel drops it.
     */
    const customValues = (
      model: "contact" | "opportunity",
    ): { values: { id: string; value: string }[] } | { problem: string } => {
      if (body.customFields === undefined) return { values: [] };
      if (!Array.isArray(body.customFields)) return { problem: "customFields must be an array" };
      const values: { id: string; value: string }[] = [];
      for (const item of body.customFields as unknown[]) {
        if (typeof item !== "object" || item === null) return { problem: "customFields must be an array of objects" };
        const extra = Object.keys(item).find((key) => !CUSTOM_FIELD_INPUT.has(key));
        if (extra) return { problem: `customFields.property ${extra} should not exist` };
        const { id, key, field_value: value } = item as { id?: unknown; key?: unknown; field_value?: unknown };
        if (typeof value !== "string") return { problem: "customFields.field_value must be a string" };
        const field = customFields.find(
          (candidate) =>
            candidate.model === model &&
            (candidate.id === id || candidate.fieldKey === key || candidate.fieldKey === `${model}.${String(key)}`),
        );
        if (field) values.push({ id: field.id, value });
      }
      return { values };
    };
    const setCustomValues = <T extends { id: string }>(current: T[] | undefined, values: T[]): T[] => [
      ...(current ?? []).filter((item) => !values.some((value) => value.id === item.id)),
      ...values,
    ];
    /** The refusal of a second opportunity for a contact in a pipeline, unless the sub-account allows several. */
    const duplicateOf = (contactId: string, pipelineId: string) =>
      settings.allowMultipleOpportunities
        ? undefined
        : opportunities.find((item) => item.contactId === contactId && item.pipelineId === pipelineId);
    const refuseDuplicate = (existing: StubOpportunity) =>
      reply(400, {
        statusCode: 400,
        message: "Can not create duplicate opportunity for the contact.",
        code: "OPPORTUNITY_NO_DUPLICATE",
        ...(settings.namesExistingOpportunity ? { meta: { existingId: existing.id } } : {}),
        error: "Bad Request",
      });
    // The look-ups refused where a proxy or an account does not serve them (404/405); a token without the read scopes
    // is told by `scopes`.
    const lookingUp =
      method === "GET" &&
      (/^\/contacts\/[^/]+\/notes\/?$/.test(url.pathname) || url.pathname === "/opportunities/search");
    if (lookingUp && lookupRefusal !== undefined) return error(lookupRefusal, `Cannot ${method} ${url.pathname}`);
    const contactPath = /^\/contacts\/([^/]+)\/(notes|tags|tasks)\/?$/.exec(url.pathname);
    const contactRecord = /^\/contacts\/([^/]+)\/?$/.exec(url.pathname);
    const enrolPath = /^\/contacts\/([^/]+)\/workflow\/([^/]+)\/?$/.exec(url.pathname);
    const locationPath = /^\/locations\/([^/]+)(\/customFields)?\/?$/.exec(url.pathname);
    const calendarPath = /^\/calendars\/([^/]+)\/?$/.exec(url.pathname);
    const contactById = (id: string) => contacts.find((item) => item.id === decodeURIComponent(id));
    const opportunityPath = /^\/opportunities\/([^/]+)\/?$/.exec(url.pathname);

    if (method === "POST" && url.pathname === "/contacts/upsert") {
      const extra = unknownField(UPSERT_CONTACT_FIELDS);
      if (extra) return invalid(`property ${extra} should not exist`);
      if (body.locationId !== locationId) return error(403, "The token does not have access to this location.");
      const wrongType = notString("firstName", "lastName", "name", "email", "phone", "source");
      if (wrongType) return invalid(`${wrongType} must be a string`);
      if (typeof body.email !== "string" && typeof body.phone !== "string")
        return invalid("email or phone is required");
      if (body.tags !== undefined && !(Array.isArray(body.tags) && body.tags.every((tag) => typeof tag === "string")))
        return invalid("tags must be an array of strings");
      // Every field sent overwrites (an empty string blanks it); `tags` replace all the contact's tags.
      const fields: Partial<StubContact> = {};
      for (const field of ["firstName", "lastName", "name", "phone", "source"] as const)
        if (typeof body[field] === "string") fields[field] = body[field];
      if (body.tags !== undefined) fields.tags = [...new Set(body.tags.map((tag) => tag.toLowerCase()))];
      const existing = findContact(body.email, body.phone)?.contact;
      if (existing) {
        Object.assign(existing, fields);
        if (typeof body.email === "string") writeEmail(existing, body.email);
        return written(200, { new: false, contact: existing, traceId: randomUUID() });
      }
      if (typeof body.email === "string") fields.email = body.email.toLowerCase();
      const contact: StubContact = {
        id: `c_${randomUUID().slice(0, 12)}`,
        locationId,
        tags: [],
        dateAdded: stamp(),
        ...fields,
      };
      contacts.push(contact);
      return written(201, { new: true, contact, traceId: randomUUID() });
    }
    if (method === "GET" && url.pathname === "/contacts/search/duplicate") {
      const extra = unknownParam(DUPLICATE_SEARCH_PARAMS);
      if (extra) return invalid(`property ${extra} should not exist`);
      if (url.searchParams.get("locationId") !== locationId)
        return error(403, "The token does not have access to this location.");
      // The sub-account's primary field first, then the other: given both, a phone-first sub-account answers the
      // contact with that phone, whoever's e-mail was asked about.
      return reply(200, {
        contact: findContact(url.searchParams.get("email"), url.searchParams.get("number"))?.contact ?? null,
      });
    }
    if (method === "POST" && (url.pathname === "/contacts/" || url.pathname === "/contacts")) {
      const extra = unknownField(CREATE_CONTACT_FIELDS);
      if (extra) return invalid(`property ${extra} should not exist`);
      if (body.locationId !== locationId) return error(403, "The token does not have access to this location.");
      const wrongType = notString("firstName", "lastName", "name", "email", "phone", "source", "assignedTo");
      if (wrongType) return invalid(`${wrongType} must be a string`);
      const custom = customValues("contact");
      if ("problem" in custom) return invalid(custom.problem);
      // Duplicates are not allowed (the sub-account's default): a match on either field is refused, naming it.
      const match = findContact(body.email, body.phone);
      if (match) {
        return reply(400, {
          statusCode: 400,
          message: "This location does not allow duplicated contacts.",
          meta: { contactName: match.contact.name ?? "", contactId: match.contact.id, matchingField: match.field },
        });
      }
      const contact: StubContact = { id: `c_${randomUUID().slice(0, 12)}`, locationId, tags: [], dateAdded: stamp() };
      for (const field of ["firstName", "lastName", "name", "phone", "source", "assignedTo"] as const)
        if (typeof body[field] === "string") contact[field] = body[field];
      if (typeof body.email === "string") contact.email = body.email.toLowerCase();
      if (Array.isArray(body.tags)) contact.tags = (body.tags as string[]).map((tag) => tag.toLowerCase());
      if (custom.values.length > 0) contact.customFields = custom.values;
      contacts.push(contact);
      return written(201, { contact });
    }
    if (contactRecord && (method === "GET" || method === "PUT")) {
      const contact = contactById(contactRecord[1]!);
      if (!contact) return error(400, "Contact not found");
      if (method === "GET") return reply(200, { contact });
      const extra = unknownField(UPDATE_CONTACT_FIELDS);
      if (extra) return invalid(`property ${extra} should not exist`);
      const wrongType = notString("firstName", "lastName", "name", "email", "phone", "source", "assignedTo");
      if (wrongType) return invalid(`${wrongType} must be a string`);
      const custom = customValues("contact");
      if ("problem" in custom) return invalid(custom.problem);
      // Every field sent overwrites; `tags` replace the contact's.
      for (const field of ["firstName", "lastName", "name", "phone", "source", "assignedTo"] as const)
        if (typeof body[field] === "string") contact[field] = body[field];
      if (typeof body.email === "string") writeEmail(contact, body.email);
      if (Array.isArray(body.tags)) contact.tags = (body.tags as string[]).map((tag) => tag.toLowerCase());
      if (custom.values.length > 0) contact.customFields = setCustomValues(contact.customFields, custom.values);
      return written(200, { succeded: true, contact });
    }
    if (enrolPath && method === "POST") {
      const contact = contactById(enrolPath[1]!);
      if (!contact) return error(400, "Contact not found");
      const extra = unknownField(WORKFLOW_ENROLMENT_FIELDS);
      if (extra) return invalid(`property ${extra} should not exist`);
      const workflow = workflowList.find((item) => item.id === decodeURIComponent(enrolPath[2]!));
      if (!workflow) return error(400, "Workflow not found");
      // Without re-entry, a contact already in the workflow stays where it is; the answer is the same.
      const already = enrolments.some((item) => item.contactId === contact.id && item.workflowId === workflow.id);
      if (!already || workflow.allowReentry) {
        enrolments.push({
          contactId: contact.id,
          workflowId: workflow.id,
          ...(typeof body.eventStartTime === "string" ? { eventStartTime: body.eventStartTime } : {}),
        });
      }
      return written(200, { succeded: true });
    }
    if (method === "GET" && locationPath) {
      if (decodeURIComponent(locationPath[1]!) !== locationId)
        return error(403, "The token does not have access to this location.");
      if (!locationPath[2])
        return reply(200, { location: { id: locationId, name: "Stub Agency", timezone: "America/Chicago" } });
      const model = url.searchParams.get("model");
      return reply(200, {
        customFields: customFields.filter((field) => !model || model === "all" || field.model === model),
      });
    }
    if (method === "GET" && (url.pathname === "/workflows/" || url.pathname === "/workflows")) {
      if (url.searchParams.get("locationId") !== locationId)
        return error(403, "The token does not have access to this location.");
      return reply(200, {
        workflows: workflowList.map(({ allowReentry: _, ...workflow }) => ({ ...workflow, locationId })),
      });
    }
    if (method === "GET" && url.pathname === "/opportunities/pipelines") {
      if (url.searchParams.get("locationId") !== locationId)
        return error(403, "The token does not have access to this location.");
      return reply(200, {
        pipelines: Object.entries(pipelines).map(([id, stages]) => ({
          id,
          name: id,
          locationId,
          stages: stages.map((stage) => ({ id: stage, name: stage })),
        })),
      });
    }
    if (method === "GET" && calendarPath) {
      const id = decodeURIComponent(calendarPath[1]!);
      if (!calendars.includes(id)) return error(400, "Calendar not found");
      return reply(200, { calendar: { id, locationId, name: id, isActive: true } });
    }
    if (contactPath) {
      const contact = contactById(contactPath[1]!);
      if (!contact) return error(400, "Contact not found");
      if (contactPath[2] === "tasks") {
        if (method === "GET") return reply(200, { tasks: tasks.filter((task) => task.contactId === contact.id) });
        if (method !== "POST") return error(404, `Cannot ${method} ${url.pathname}`);
        const extra = unknownField(TASK_FIELDS);
        if (extra) return invalid(`property ${extra} should not exist`);
        if (typeof body.title !== "string" || !body.title) return invalid("title must be a string");
        if (typeof body.dueDate !== "string" || Number.isNaN(Date.parse(body.dueDate)))
          return invalid("dueDate must be a valid ISO 8601 date string");
        if (typeof body.completed !== "boolean") return invalid("completed must be a boolean value");
        const wrongType = notString("body", "assignedTo");
        if (wrongType) return invalid(`${wrongType} must be a string`);
        const task: StubTask = {
          id: `t_${randomUUID().slice(0, 12)}`,
          contactId: contact.id,
          title: body.title,
          dueDate: body.dueDate,
          completed: body.completed,
          ...(typeof body.body === "string" ? { body: body.body } : {}),
          ...(typeof body.assignedTo === "string" ? { assignedTo: body.assignedTo } : {}),
        };
        tasks.push(task);
        return written(201, { task });
      }
      if (contactPath[2] === "tags") {
        if (method !== "POST") return error(404, `Cannot ${method} ${url.pathname}`);
        const extra = unknownField(TAGS_FIELDS);
        if (extra) return invalid(`property ${extra} should not exist`);
        if (!Array.isArray(body.tags) || !body.tags.every((tag) => typeof tag === "string"))
          return invalid("tags must be an array of strings");
        // Adds to what the contact has: safe to repeat.
        contact.tags = [...new Set([...contact.tags, ...body.tags.map((tag) => tag.toLowerCase())])];
        return written(201, { tags: contact.tags });
      }
      if (method === "GET") return reply(200, { notes: notes.filter((note) => note.contactId === contact.id) });
      if (method !== "POST") return error(404, `Cannot ${method} ${url.pathname}`);
      const extra = unknownField(NOTE_FIELDS);
      if (extra) return invalid(`property ${extra} should not exist`);
      if (typeof body.body !== "string" || !body.body.trim()) return invalid("body must be a string");
      const note: StubNote = {
        id: `n_${randomUUID().slice(0, 12)}`,
        contactId: contact.id,
        body: body.body,
        dateAdded: stamp(),
      };
      notes.push(note);
      return written(201, { note });
    }
    if (method === "GET" && url.pathname === "/opportunities/search") {
      const extra = unknownParam(OPPORTUNITY_SEARCH_PARAMS);
      if (extra) return invalid(`property ${extra} should not exist`);
      if (url.searchParams.get("location_id") !== locationId)
        return error(403, "The token does not have access to this location.");
      const limit = Number(url.searchParams.get("limit") ?? SEARCH_PAGE_DEFAULT);
      const page = Number(url.searchParams.get("page") ?? 1);
      if (!Number.isInteger(limit) || limit < 1) return invalid("limit must be a positive integer");
      if (limit > SEARCH_PAGE_MAX) return invalid(`limit must not be greater than ${SEARCH_PAGE_MAX}`);
      if (!Number.isInteger(page) || page < 1) return invalid("page must be a positive integer");
      const filters: [string, keyof StubOpportunity][] = [
        ["contact_id", "contactId"],
        ["pipeline_id", "pipelineId"],
        ["pipeline_stage_id", "pipelineStageId"],
        ["id", "id"],
      ];
      const status = url.searchParams.get("status");
      const found = opportunities.filter(
        (item) =>
          filters.every(
            ([param, field]) => !url.searchParams.get(param) || item[field] === url.searchParams.get(param),
          ) &&
          (!status || status === "all" || item.status === status),
      );
      // Oldest first, so the newest ones are the ones a short page leaves out.
      const shown = found.slice((page - 1) * limit, page * limit);
      const more = page * limit < found.length;
      return reply(200, {
        opportunities: shown,
        meta: {
          total: found.length,
          currentPage: page,
          nextPage: more ? page + 1 : null,
          prevPage: page > 1 ? page - 1 : null,
        },
      });
    }
    if (method === "POST" && (url.pathname === "/opportunities/" || url.pathname === "/opportunities")) {
      const extra = unknownField(CREATE_OPPORTUNITY_FIELDS);
      if (extra) return invalid(`property ${extra} should not exist`);
      if (body.locationId !== locationId) return error(403, "The token does not have access to this location.");
      const stages = pipelines[String(body.pipelineId)];
      if (!stages) return invalid("pipelineId is invalid");
      if (!stages.includes(String(body.pipelineStageId))) return invalid("pipelineStageId is invalid");
      if (!contacts.some((contact) => contact.id === body.contactId)) return invalid("contactId is invalid");
      if (typeof body.name !== "string" || !body.name) return invalid("name is required");
      if (!STATUSES.has(String(body.status)))
        return invalid("status must be one of the following values: open, won, lost, abandoned, all");
      if (body.monetaryValue !== undefined && typeof body.monetaryValue !== "number")
        return invalid("monetaryValue must be a number");
      const custom = customValues("opportunity");
      if ("problem" in custom) return invalid(custom.problem);
      const duplicate = duplicateOf(String(body.contactId), String(body.pipelineId));
      if (duplicate) return refuseDuplicate(duplicate);
      const stampNow = stamp();
      const opportunity: StubOpportunity = {
        id: `o_${randomUUID().slice(0, 12)}`,
        name: body.name,
        pipelineId: String(body.pipelineId),
        pipelineStageId: String(body.pipelineStageId),
        locationId,
        contactId: String(body.contactId),
        status: body.status === "all" ? "open" : (body.status as OpportunityStatus),
        ...(typeof body.monetaryValue === "number" ? { monetaryValue: body.monetaryValue } : {}),
        ...(custom.values.length > 0
          ? { customFields: custom.values.map(({ id, value }) => ({ id, fieldValue: value })) }
          : {}),
        createdAt: stampNow,
        updatedAt: stampNow,
        lastStatusChangeAt: stampNow,
        lastStageChangeAt: stampNow,
      };
      opportunities.push(opportunity);
      return written(201, { opportunity });
    }
    if (opportunityPath && (method === "GET" || method === "PUT")) {
      const opportunity = opportunities.find((item) => item.id === decodeURIComponent(opportunityPath[1]!));
      if (!opportunity) return error(404, "Opportunity not found");
      if (method === "GET") return reply(200, { opportunity });
      const extra = unknownField(UPDATE_OPPORTUNITY_FIELDS);
      if (extra) return invalid(`property ${extra} should not exist`);
      const pipelineId = body.pipelineId === undefined ? opportunity.pipelineId : String(body.pipelineId);
      const stages = pipelines[pipelineId];
      if (!stages) return invalid("pipelineId is invalid");
      const stageId = body.pipelineStageId === undefined ? opportunity.pipelineStageId : String(body.pipelineStageId);
      if (!stages.includes(stageId)) return invalid("pipelineStageId is invalid");
      if (body.status !== undefined && !STATUSES.has(String(body.status)))
        return invalid("status must be one of the following values: open, won, lost, abandoned, all");
      if (body.monetaryValue !== undefined && typeof body.monetaryValue !== "number")
        return invalid("monetaryValue must be a number");
      if (body.name !== undefined && (typeof body.name !== "string" || !body.name))
        return invalid("name must be a string");
      const custom = customValues("opportunity");
      if ("problem" in custom) return invalid(custom.problem);
      if (custom.values.length > 0)
        opportunity.customFields = setCustomValues(
          opportunity.customFields,
          custom.values.map(({ id, value }) => ({ id, fieldValue: value })),
        );
      if (pipelineId !== opportunity.pipelineId) {
        const duplicate = duplicateOf(opportunity.contactId, pipelineId);
        if (duplicate) return refuseDuplicate(duplicate);
      }
      const stampNow = stamp();
      const status =
        body.status === undefined || body.status === "all" ? opportunity.status : (body.status as OpportunityStatus);
      if (status !== opportunity.status) opportunity.lastStatusChangeAt = stampNow;
      if (stageId !== opportunity.pipelineStageId) opportunity.lastStageChangeAt = stampNow;
      Object.assign(opportunity, {
        pipelineId,
        pipelineStageId: stageId,
        status,
        updatedAt: stampNow,
        ...(typeof body.name === "string" ? { name: body.name } : {}),
        ...(typeof body.monetaryValue === "number" ? { monetaryValue: body.monetaryValue } : {}),
      });
      return written(200, { opportunity });
    }
    if (snapshotsApi && method === "GET" && /^\/snapshots\/?$/.test(url.pathname)) {
      // GET /snapshots/ (apps/snapshots.json): the agency's snapshots, by company.
      const param = unknownParam(new Set(["companyId"]));
      if (param) return invalid(`property ${param} should not exist`);
      if (url.searchParams.get("companyId") !== companyId)
        return error(403, "The token does not have access to this company");
      return reply(200, { snapshots: agencySnapshots.map((id) => ({ id, name: `Snapshot ${id}`, type: "own" })) });
    }
    if (snapshotsApi && /^\/snapshots\/share\/link\/?$/.test(url.pathname)) {
      if (method !== "POST") return error(404, `Cannot ${method} ${url.pathname}`);
      const param = unknownParam(new Set(["companyId"]));
      if (param) return invalid(`property ${param} should not exist`);
      if (!url.searchParams.get("companyId")) return invalid("companyId should not be empty");
      if (url.searchParams.get("companyId") !== companyId)
        return error(403, "The token does not have access to this company");
      const extra = unknownField(SHARE_LINK_FIELDS);
      if (extra) return invalid(`property ${extra} should not exist`);
      if (typeof body.snapshot_id !== "string" || !body.snapshot_id)
        return invalid("snapshot_id must be a string", "snapshot_id should not be empty");
      if (typeof body.share_type !== "string" || !SHARE_TYPES.includes(body.share_type))
        return invalid(`share_type must be one of the following values: ${SHARE_TYPES.join(", ")}`);
      if (!agencySnapshots.includes(body.snapshot_id)) return error(400, "Snapshot not found");
      const id = randomUUID().replace(/-/g, "").slice(0, 20);
      shareLinks.push({
        id,
        shareLink: `https://affiliates.gohighlevel.com/?share=${id}`,
        snapshotId: body.snapshot_id,
        shareType: body.share_type,
      });
      return written(201, { id, shareLink: `https://affiliates.gohighlevel.com/?share=${id}` });
    }
    return error(404, `Cannot ${method} ${url.pathname}`);
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    token,
    locationId,
    agencyToken,
    companyId,
    /** Every share link made, in order. */
    shareLinks,
    contacts,
    notes,
    opportunities,
    tasks,
    enrolments,
    customFields,
    workflows: workflowList,
    /** The calls that write (anything but GET). */
    writes: () => requests.filter((request) => request.method !== "GET"),
    /** A contact's or opportunity's value of a custom field, by its key (`contact.utm_source`). */
    fieldValue(
      record: { customFields?: { id: string; value?: string; fieldValue?: string }[] },
      fieldKey: string,
    ): string | undefined {
      const field = customFields.find((item) => item.fieldKey === fieldKey);
      const found = record.customFields?.find((item) => item.id === field?.id);
      return found?.value ?? found?.fieldValue;
    },
    /** The token's scopes from now on. */
    setScopes(next: readonly string[]) {
      granted.clear();
      for (const scope of next) granted.add(scope);
    },
    /** The sub-account's primary field for matching contacts. */
    setPrimaryField(field: "email" | "phone") {
      settings.primaryField = field;
    },
    /** A contact deleted in GoHighLevel, or merged into another (which keeps the other's id). */
    removeContact(id: string) {
      const index = contacts.findIndex((contact) => contact.id === id);
      if (index !== -1) contacts.splice(index, 1);
    },
    /** Every call with its answer's status (0 for one left hanging, -1 for a write whose answer was dropped). */
    requests,
    /** A contact the CRM already holds (a returning visitor). */
    addContact(fields: Partial<StubContact> = {}): StubContact {
      const contact: StubContact = {
        id: `c_${randomUUID().slice(0, 12)}`,
        locationId,
        tags: [],
        dateAdded: new Date(now()).toISOString(),
        ...fields,
      };
      if (contact.email) contact.email = contact.email.toLowerCase();
      contacts.push(contact);
      return contact;
    },
    /** An opportunity the CRM already holds, in the first pipeline's first stage unless told otherwise. */
    addOpportunity(fields: Partial<StubOpportunity> & { contactId: string }): StubOpportunity {
      const [pipelineId, stages] = Object.entries(pipelines)[0]!;
      const stamp = new Date(now()).toISOString();
      const opportunity: StubOpportunity = {
        id: `o_${randomUUID().slice(0, 12)}`,
        name: "Existing deal",
        pipelineId,
        pipelineStageId: stages[0]!,
        locationId,
        status: "open",
        createdAt: stamp,
        updatedAt: stamp,
        lastStatusChangeAt: stamp,
        lastStageChangeAt: stamp,
        ...fields,
      };
      opportunities.push(opportunity);
      return opportunity;
    },
    /** The sub-account setting "Allow Multiple Opportunities per Contact". */
    allowMultipleOpportunities(allowed: boolean) {
      settings.allowMultipleOpportunities = allowed;
    },
    /** The next calls fail like this, in order (whatever they are). */
    failNext(...failures: StubFailure[]) {
      queued.push(...failures);
    },
    /** The next call matching the method and path fails like this (once). */
    failWhen(match: { method?: string; path?: RegExp }, failure: StubFailure) {
      targeted.push({ ...match, failure });
    },
    /** Each call fails with this probability (a 500 or GoHighLevel's 429), before writing anything. */
    failRandomly(rate: number, source: () => number = Math.random) {
      randomFailureRate = rate;
      random = source;
    },
    /**
     * The look-ups (GET /contacts/{id}/notes, GET /opportunities/search) answer this status instead (a service that
     * does not serve them); undefined serves them.
     */
    refuseLookups(status: 404 | 405 | undefined) {
      lookupRefusal = status;
    },
    /** Each write is done but its answer lost (the connection cut) with this probability. */
    loseAnswersRandomly(rate: number) {
      randomLossRate = rate;
    },
    /** The agency's snapshots from now on (one deleted in GoHighLevel, or put back). */
    setSnapshots(ids: readonly string[]) {
      agencySnapshots = [...ids];
    },
    /** Every answer waits this long (so a test can kill a client while calls are in flight). */
    setLatency(ms: number) {
      latencyMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.socket?.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type LeadConnectorStub = Awaited<ReturnType<typeof startLeadConnectorStub>>;
