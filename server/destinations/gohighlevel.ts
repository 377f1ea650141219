// Delivery to the agency's own GoHighLevel sub-account through the LeadConnector API v2 with a Private Integration
// token: the contact, a note with the enquiry, optionally an opportunity, and the site's tags. A visitor who wrote
// before is a returning contact: what the CRM holds about them (name, original source, tags, their deal) is kept, and
// the enquiry joins it (docs/decisions/012-ghl-returning-contacts.md). Each step is recorded in the outbox before the
// next one; a retry of a write an earlier attempt sent without hearing how it went (no answer, a reset, a 5xx) looks in
// GoHighLevel for it before writing again, and trusts the saved steps otherwise. A look-up GoHighLevel refuses (no
// read scope, an endpoint it does not serve) is never a reason to give up: the write goes ahead
// (docs/decisions/023-outbox-and-receiver-under-faults.md). Every body holds only the fields GoHighLevel's published
// definitions list.
import { resolveInterest, type InterestCatalog } from "../../handover/lead-catalog.ts";
import { leadTags, splitName } from "../lead-interest.ts";
import { DeliveryError, requestJson } from "./http.ts";
import { leadNote, noteReference } from "./lead-summary.ts";
import { e164Phone } from "./phone.ts";
import type { DeliverySettings, Destination } from "./types.ts";

export const GHL_DEFAULT_API_BASE = "https://services.leadconnectorhq.com";
/** The API version GoHighLevel's contacts, notes and opportunities endpoints require in the `Version` header. */
export const GHL_API_VERSION = "2021-07-28";

export interface GoHighLevelSettings {
  token: string;
  locationId: string;
  apiBase: string;
  pipelineId?: string;
  pipelineStageId?: string;
}

/** The settings, when GHL_PRIVATE_TOKEN and GHL_LOCATION_ID are both set (checked and trimmed by config/settings.mjs). */
export function goHighLevelSettings(settings: Pick<DeliverySettings, `GHL_${string}` & keyof DeliverySettings>): GoHighLevelSettings | undefined {
  const { GHL_PRIVATE_TOKEN: token, GHL_LOCATION_ID: locationId, GHL_PIPELINE_ID: pipelineId, GHL_PIPELINE_STAGE_ID: pipelineStageId } = settings;
  if (!token || !locationId) return undefined;
  return {
    token,
    locationId,
    apiBase: (settings.GHL_API_BASE || GHL_DEFAULT_API_BASE).replace(/\/+$/, ""),
    ...(pipelineId && pipelineStageId ? { pipelineId, pipelineStageId } : {}),
  };
}

/** What to fix when GoHighLevel refuses a request outright. */
export function explainRefusal(status: number, detail: string): string {
  if (status === 401) return "GoHighLevel did not accept the token: check GHL_PRIVATE_TOKEN (a Private Integration token of this sub-account, not an agency or v1 API key)";
  if (status === 403) {
    return "The token may not do this: give the Private Integration the scopes contacts.write, contacts.readonly, opportunities.write and opportunities.readonly, and check GHL_LOCATION_ID is the sub-account the token belongs to";
  }
  if (/should not exist/.test(detail)) return "GoHighLevel no longer accepts a field this site sends: the site's GoHighLevel delivery needs updating";
  if (status === 422 || status === 400) {
    return `GoHighLevel refused the data${/pipeline|stage/i.test(detail) ? ": check GHL_PIPELINE_ID and GHL_PIPELINE_STAGE_ID" : ": check GHL_LOCATION_ID, GHL_PIPELINE_ID and GHL_PIPELINE_STAGE_ID"}`;
  }
  return "Check GHL_API_BASE and the GoHighLevel settings";
}

/** A contact as GoHighLevel answers it (the duplicate search, the upsert): only what this delivery reads. */
interface StoredContact {
  id?: string;
  firstName?: string | null;
  lastName?: string | null;
  name?: string | null;
  email?: string | null;
  phone?: string | null;
}
interface DuplicateAnswer {
  contact?: StoredContact | null;
}
interface UpsertAnswer {
  new?: boolean;
  contact?: { id?: string };
}
interface NoteAnswer {
  note?: { id?: string };
}
interface NotesAnswer {
  notes?: { id?: string; body?: string }[];
}
export interface StoredOpportunity {
  id?: string;
  name?: string;
  status?: string;
  pipelineStageId?: string;
  monetaryValue?: number | null;
  createdAt?: string;
  updatedAt?: string;
  lastStatusChangeAt?: string;
}
interface OpportunityAnswer {
  opportunity?: StoredOpportunity;
}
interface OpportunitiesAnswer {
  opportunities?: StoredOpportunity[];
  meta?: { total?: number; nextPage?: number | null };
}

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
  return { ...(firstName ? { firstName } : {}), ...(lastName ? { lastName } : {}), ...(name ? { name } : {}), email: lead.email, ...(phone ? { phone } : {}) };
}

const filled = (value: string | null | undefined): value is string => typeof value === "string" && value.trim() !== "";

/**
 * The upsert body for the visitor, or undefined when there is nothing to write. The e-mail says who the visitor is;
 * `stored` is the contact GoHighLevel's duplicate search found for their e-mail or phone.
 * - None: a new contact with everything, `source` "Website".
 * - Theirs (the same e-mail, or a contact with a phone and no e-mail): a returning visitor, whose record only gains
 *   what it lacks: the e-mail or phone it has none of, and the name only when it has no name at all (a first name
 *   beside someone else's last name would be worse than either). Its own e-mail and phone go with it, so the upsert
 *   finds that same record.
 * - Someone else's (the phone matched a contact with another e-mail: a shared office line, a family phone): a new
 *   contact without the phone, so the upsert cannot land on that one; the note has the number as typed.
 * Never `tags`: the upsert would replace the contact's tags with them.
 */
export function contactUpsert(visitor: VisitorDetails, stored: StoredContact | undefined, locationId: string): Record<string, string> | undefined {
  const names = { ...(visitor.firstName ? { firstName: visitor.firstName } : {}), ...(visitor.lastName ? { lastName: visitor.lastName } : {}), ...(visitor.name ? { name: visitor.name } : {}) };
  const someoneElse = stored && filled(stored.email) && stored.email.trim().toLowerCase() !== visitor.email.trim().toLowerCase();
  if (!stored || someoneElse) {
    return { locationId, ...names, email: visitor.email, ...(visitor.phone && !someoneElse ? { phone: visitor.phone } : {}), source: "Website" };
  }
  const gaps = {
    ...(!filled(stored.firstName) && !filled(stored.lastName) && !filled(stored.name) ? names : {}),
    ...(!filled(stored.email) ? { email: visitor.email } : {}),
    ...(!filled(stored.phone) && visitor.phone ? { phone: visitor.phone } : {}),
  };
  if (Object.keys(gaps).length === 0) return undefined;
  return { locationId, ...(filled(stored.email) ? { email: stored.email } : {}), ...(filled(stored.phone) ? { phone: stored.phone } : {}), ...gaps };
}

const changedAt = (opportunity: StoredOpportunity) => opportunity.lastStatusChangeAt ?? opportunity.updatedAt ?? opportunity.createdAt ?? "";
/** The most recently changed of these (the last listed when GoHighLevel gives no dates). */
function latest(opportunities: StoredOpportunity[]): StoredOpportunity | undefined {
  return opportunities.reduce<StoredOpportunity | undefined>((best, item) => (!best || changedAt(item) >= changedAt(best) ? item : best), undefined);
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
export function opportunityUpdate(current: StoredOpportunity, stageId: string, value: number | undefined): OpportunityChange | undefined {
  if (current.status === "won") return undefined;
  const raise: OpportunityChange = value !== undefined && !(typeof current.monetaryValue === "number" && current.monetaryValue >= value) ? { monetaryValue: value } : {};
  if (current.status === "lost" || current.status === "abandoned") return { status: "open", pipelineStageId: stageId, ...raise };
  return Object.keys(raise).length > 0 ? raise : undefined;
}

/** The existing opportunity a refused create names (400 OPPORTUNITY_NO_DUPLICATE's `meta.existingId`). */
export function existingOpportunityId(error: unknown): string | undefined {
  if (!(error instanceof DeliveryError) || error.status !== 400 || !error.answer) return undefined;
  try {
    const answer = JSON.parse(error.answer) as { code?: unknown; message?: unknown; meta?: { existingId?: unknown } };
    const duplicate = answer.code === "OPPORTUNITY_NO_DUPLICATE" || (typeof answer.message === "string" && /duplicate opportunity/i.test(answer.message));
    return duplicate && typeof answer.meta?.existingId === "string" && answer.meta.existingId ? answer.meta.existingId : undefined;
  } catch {
    return undefined;
  }
}

export function createGoHighLevelDestination(
  settings: GoHighLevelSettings,
  { catalog, timeoutMs }: { catalog: () => Promise<InterestCatalog>; timeoutMs: number },
): Destination {
  const call = <T>(method: "GET" | "POST" | "PUT", path: string, body?: unknown) =>
    requestJson<T>({
      method,
      url: `${settings.apiBase}${path}`,
      headers: { Authorization: `Bearer ${settings.token}`, Version: GHL_API_VERSION },
      ...(body !== undefined ? { body } : {}),
      timeoutMs,
      explain: explainRefusal,
    });
  // A write that answered without the id it made still made it: its outcome counts as unknown.
  const required = (value: string | undefined, what: string): string => {
    if (!value) throw new DeliveryError(`GoHighLevel's answer has no ${what}`, { unsure: true });
    return value;
  };
  /**
   * A read that helps but is not needed: undefined when GoHighLevel refuses it (401/403 without the read scopes,
   * 404/405 where it is not served, any other 4xx). A 429, a 5xx or no answer fails the attempt, which is retried.
   */
  const lookup = async <T>(path: string): Promise<T | undefined> => {
    try {
      return await call<T>("GET", path);
    } catch (error) {
      if (error instanceof DeliveryError && error.status !== undefined && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429) return undefined;
      throw error;
    }
  };

  /** The contact's opportunities in the pipeline, every page of them; undefined when GoHighLevel refuses the search. */
  async function contactOpportunities(contactId: string, pipelineId: string): Promise<StoredOpportunity[] | undefined> {
    const found = new Map<string, StoredOpportunity>();
    for (let page = 1; page <= SEARCH_PAGES; page += 1) {
      const query = new URLSearchParams({
        location_id: settings.locationId,
        contact_id: contactId,
        pipeline_id: pipelineId,
        limit: String(SEARCH_PAGE),
        page: String(page),
      });
      const answer = await lookup<OpportunitiesAnswer>(`/opportunities/search?${query}`);
      if (answer === undefined) return undefined;
      const listed = answer?.opportunities ?? [];
      const before = found.size;
      for (const item of listed) if (item.id && !found.has(item.id)) found.set(item.id, item);
      // A short page, a page of nothing new (a service that ignores `page`), or the end the answer names.
      const total = answer?.meta?.total;
      if (listed.length < SEARCH_PAGE || found.size === before || answer?.meta?.nextPage === null || (typeof total === "number" && found.size >= total)) break;
    }
    return [...found.values()];
  }

  return {
    name: "gohighlevel",
    async deliver(lead, { steps, save }) {
      const interest = resolveInterest(lead.attribution.interest, await catalog());
      /**
       * Whether an earlier attempt may have sent this step's write without hearing back: it said so, or it ended
       * without recording anything (the process died, the database was away), which the outbox marks `interrupted`.
       */
      const unsure = (step: "note" | "opportunity") => steps.unsure === step || steps.interrupted !== undefined;
      /** Sends a write; when its outcome is unknown, the next attempt is told to look for it first. */
      const write = async <T>(step: "note" | "opportunity", send: () => Promise<T>): Promise<T> => {
        try {
          return await send();
        } catch (error) {
          if (error instanceof DeliveryError && error.unsure) await save("unsure", step, { progress: false });
          throw error;
        }
      };

      // 1. The contact. Looked for first (by e-mail, and by phone when it reads as one), so a returning visitor's
      // record only gains what it lacks; a new one is created by an upsert. A retry after an upsert whose answer was
      // lost finds the contact it made, complete, and writes nothing.
      let contactId = steps.contactId;
      if (!contactId) {
        const visitor = visitorDetails(lead);
        const query = new URLSearchParams({ locationId: settings.locationId, email: lead.email, ...(visitor.phone ? { number: visitor.phone } : {}) });
        const found = (await call<DuplicateAnswer>("GET", `/contacts/search/duplicate?${query}`))?.contact;
        const stored = found?.id ? found : undefined;
        const body = contactUpsert(visitor, stored, settings.locationId);
        if (body) {
          const answer = await call<UpsertAnswer>("POST", "/contacts/upsert", body);
          contactId = required(answer?.contact?.id, "contact id");
        } else {
          contactId = required(stored?.id, "contact id");
        }
        await save("contactId", contactId);
      }

      // 2. The note with the enquiry (the phone as typed, whatever the contact's record says). Not idempotent on
      // GoHighLevel's side, so when an earlier attempt may have sent it without hearing back, this one first looks for
      // it by the lead's reference. A first try, or a retry after a refusal, writes without looking.
      if (!steps.noteId) {
        const reference = noteReference(lead);
        let noteId: string | undefined;
        if (unsure("note")) {
          const existing = await lookup<NotesAnswer>(`/contacts/${encodeURIComponent(contactId)}/notes`);
          noteId = existing?.notes?.find((note) => note.body?.includes(reference))?.id;
        }
        if (!noteId) {
          noteId = await write("note", async () => {
            const answer = await call<NoteAnswer>("POST", `/contacts/${encodeURIComponent(contactId)}/notes`, { body: leadNote(lead, interest) });
            return required(answer?.note?.id, "note id");
          });
        }
        await save("noteId", noteId);
      }

      // 3. The opportunity, when a pipeline and stage are configured: the contact's own deal brought up to date, or
      // a new one (see opportunityToReopen). One this lead created in an attempt that did not hear back is found by
      // its name; one it was updating is recorded before the update is sent, so a retry finishes that one and never
      // starts another. Without the search (refused), a new one is tried, and GoHighLevel names the deal to join.
      const { pipelineId, pipelineStageId } = settings;
      if (pipelineId && pipelineStageId && !steps.opportunityId) {
        const name = `${lead.name}: ${interest?.label ?? "Website inquiry"} (lead ${lead.id})`.slice(0, 200);
        let opportunityId: string | undefined;
        let joined: StoredOpportunity | undefined;
        if (steps.opportunityTarget) {
          joined = (await lookup<OpportunityAnswer>(`/opportunities/${encodeURIComponent(steps.opportunityTarget)}`))?.opportunity;
          // Not readable: the enquiry stays with that deal, unchanged.
          if (!joined) opportunityId = steps.opportunityTarget;
        } else {
          const theirs = (await contactOpportunities(contactId, pipelineId)) ?? [];
          if (unsure("opportunity")) opportunityId = theirs.find((item) => item.name === name)?.id;
          joined = opportunityId ? undefined : opportunityToReopen(theirs);
          if (!opportunityId && !joined) {
            try {
              opportunityId = await write("opportunity", async () => {
                const answer = await call<OpportunityAnswer>("POST", "/opportunities/", {
                  pipelineId,
                  pipelineStageId,
                  locationId: settings.locationId,
                  contactId,
                  name,
                  status: "open",
                  ...(interest?.value !== undefined ? { monetaryValue: interest.value } : {}),
                });
                return required(answer?.opportunity?.id, "opportunity id");
              });
            } catch (error) {
              const existingId = existingOpportunityId(error);
              if (!existingId) throw error;
              // The sub-account keeps one opportunity per contact and pipeline. The contact's open one is the deal
              // the enquiry joins, whichever GoHighLevel names; failing that, the one it names (unchanged when it
              // cannot be read).
              joined =
                latest(theirs.filter((item) => item.status === "open")) ??
                theirs.find((item) => item.id === existingId) ??
                (await lookup<OpportunityAnswer>(`/opportunities/${encodeURIComponent(existingId)}`))?.opportunity;
              if (!joined) opportunityId = existingId;
            }
          }
        }
        if (joined) {
          const id = required(joined.id, "opportunity id");
          if (steps.opportunityTarget !== id) await save("opportunityTarget", id);
          const update = opportunityUpdate(joined, pipelineStageId, interest?.value);
          if (update) await call("PUT", `/opportunities/${encodeURIComponent(id)}`, update);
          opportunityId = id;
        }
        await save("opportunityId", required(opportunityId, "opportunity id"));
      }

      // 4. The site's tags, added to whatever the contact has (never through the upsert, which would replace them),
      // last so that a workflow started by one of them finds the note and the opportunity in place. Adding is safe
      // to repeat.
      if (!steps.tags) {
        const tags = leadTags(lead.attribution, interest);
        await call("POST", `/contacts/${encodeURIComponent(contactId)}/tags`, { tags });
        await save("tags", tags.join(","));
      }
    },
  };
}
