// Delivery to the agency's own GoHighLevel sub-account through the LeadConnector API v2 with a Private Integration
// token: the contact (upserted by e-mail and phone), a note with the enquiry, and optionally an opportunity.
// Each step is recorded in the outbox before the next one; a retry of a step an earlier attempt may have sent
// without hearing back looks in GoHighLevel for it (by the lead's reference) before writing again.
import { resolveInterest, leadTags, splitName, type InterestCatalog } from "../lead-interest.ts";
import { DeliveryError, requestJson } from "./http.ts";
import type { DeliverySettings } from "./index.ts";
import { leadNote, noteReference } from "./lead-summary.ts";
import type { Destination } from "./types.ts";

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
function explainRefusal(status: number, detail: string): string {
  if (status === 401) return "GoHighLevel did not accept the token: check GHL_PRIVATE_TOKEN (a Private Integration token of this sub-account, not an agency or v1 API key)";
  if (status === 403) {
    return "The token may not do this: give the Private Integration the scopes contacts.write, contacts.readonly, opportunities.write and opportunities.readonly, and check GHL_LOCATION_ID is the sub-account the token belongs to";
  }
  if (status === 422 || status === 400) {
    return `GoHighLevel refused the data${/pipeline|stage/i.test(detail) ? ": check GHL_PIPELINE_ID and GHL_PIPELINE_STAGE_ID" : ": check GHL_LOCATION_ID, GHL_PIPELINE_ID and GHL_PIPELINE_STAGE_ID"}`;
  }
  return "Check GHL_API_BASE and the GoHighLevel settings";
}

interface UpsertAnswer {
  contact?: { id?: string };
}
interface NoteAnswer {
  note?: { id?: string };
}
interface NotesAnswer {
  notes?: { id?: string; body?: string }[];
}
interface OpportunityAnswer {
  opportunity?: { id?: string };
}
interface OpportunitiesAnswer {
  opportunities?: { id?: string; name?: string }[];
}

export function createGoHighLevelDestination(
  settings: GoHighLevelSettings,
  { catalog, timeoutMs }: { catalog: () => Promise<InterestCatalog>; timeoutMs: number },
): Destination {
  const call = <T>(method: "GET" | "POST", path: string, body?: unknown) =>
    requestJson<T>({
      method,
      url: `${settings.apiBase}${path}`,
      headers: { Authorization: `Bearer ${settings.token}`, Version: GHL_API_VERSION },
      ...(body !== undefined ? { body } : {}),
      timeoutMs,
      explain: explainRefusal,
    });
  const required = (value: string | undefined, what: string): string => {
    if (!value) throw new DeliveryError(`GoHighLevel's answer has no ${what}`);
    return value;
  };

  return {
    name: "gohighlevel",
    async deliver(lead, { steps, save }) {
      const interest = resolveInterest(lead.attribution.interest, await catalog());

      // 1. The contact: an upsert (GoHighLevel matches an existing contact by e-mail or phone), safe to repeat.
      let contactId = steps.contactId;
      if (!contactId) {
        const { firstName, lastName } = splitName(lead.name);
        const answer = await call<UpsertAnswer>("POST", "/contacts/upsert", {
          locationId: settings.locationId,
          firstName,
          lastName,
          name: lead.name,
          email: lead.email,
          phone: lead.phone,
          source: "Website",
          tags: leadTags(lead.attribution, interest),
        });
        contactId = required(answer?.contact?.id, "contact id");
        await save("contactId", contactId);
      }

      // 2. The note with the enquiry. Not idempotent on GoHighLevel's side, so when an earlier attempt got as far as
      // the contact (and may have sent the note without hearing back), this one first looks for it by the lead's
      // reference. A first try at this step writes nothing extra to the database.
      if (!steps.noteId) {
        const reference = noteReference(lead);
        let noteId: string | undefined;
        if (steps.contactId) {
          const existing = await call<NotesAnswer>("GET", `/contacts/${encodeURIComponent(contactId)}/notes`);
          noteId = existing?.notes?.find((note) => note.body?.includes(reference))?.id;
        }
        if (!noteId) {
          const answer = await call<NoteAnswer>("POST", `/contacts/${encodeURIComponent(contactId)}/notes`, { body: leadNote(lead, interest) });
          noteId = required(answer?.note?.id, "note id");
        }
        await save("noteId", noteId);
      }

      // 3. The opportunity, when a pipeline and stage are configured; looked for by its name when an earlier attempt
      // got past the note (and so may have sent it).
      if (settings.pipelineId && settings.pipelineStageId && !steps.opportunityId) {
        const name = `${lead.name}: ${interest?.label ?? "Website enquiry"} (lead ${lead.id})`.slice(0, 200);
        let opportunityId: string | undefined;
        if (steps.noteId) {
          const query = new URLSearchParams({ location_id: settings.locationId, contact_id: contactId, pipeline_id: settings.pipelineId });
          const existing = await call<OpportunitiesAnswer>("GET", `/opportunities/search?${query}`);
          opportunityId = existing?.opportunities?.find((opportunity) => opportunity.name === name)?.id;
        }
        if (!opportunityId) {
          const answer = await call<OpportunityAnswer>("POST", "/opportunities/", {
            pipelineId: settings.pipelineId,
            pipelineStageId: settings.pipelineStageId,
            locationId: settings.locationId,
            contactId,
            name,
            status: "open",
            source: "Website",
            ...(interest?.value !== undefined ? { monetaryValue: interest.value } : {}),
          });
          opportunityId = required(answer?.opportunity?.id, "opportunity id");
        }
        await save("opportunityId", opportunityId);
      }
    },
  };
}
