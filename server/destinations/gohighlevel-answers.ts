// GoHighLevel's answers, parsed at the edge instead of cast: each schema holds the fields this site reads of one
// answer, with the types GoHighLevel's published definitions give them (GoHighLevel/highlevel-api-docs: apps/
// contacts.json, opportunities.json, locations.json; their names in the comments). Fields are optional there, and
// GoHighLevel sends null for many, so every one may be missing or null (read as missing); other fields pass unread.
// An answer of another shape (a list where an object belongs, a number for an id, no JSON object at all) is a failed
// call: the outbox retries it, and a write's answer so broken leaves its outcome unknown (the next attempt looks for
// what it may have made before writing again).
import { z } from "zod";
import { DeliveryError } from "./http.ts";

/** A field GoHighLevel may leave out or send as null: absent either way. */
const opt = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === null ? undefined : value), schema.optional());
const text = opt(z.string());
const list = <T extends z.ZodType>(item: T) => opt(z.array(item));

/** A contact (GetContectByIdSchema, CreateContactSchema; the duplicate search answers the same): what the matching reads. */
const storedContactSchema: z.ZodType<StoredContact> = z.object({
  id: text,
  firstName: text,
  lastName: text,
  name: text,
  email: text,
  phone: text,
  additionalEmails: list(z.union([z.string(), z.object({ email: text })])),
  customFields: list(z.object({ id: text, value: z.unknown().optional() })),
  assignedTo: text,
});
/** A contact as this site holds one (the schema's reading, or one built from an id: null is as good as missing). */
export interface StoredContact {
  id?: string;
  firstName?: string | null;
  lastName?: string | null;
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  additionalEmails?: (string | { email?: string })[] | null;
  customFields?: { id?: string; value?: unknown }[] | null;
  assignedTo?: string | null;
}

/** GET /contacts/search/duplicate (no schema published: `contact` is null when none matches), GET and POST /contacts. */
export const contactAnswer = z.object({ contact: opt(storedContactSchema) });

/** An opportunity (SearchOpportunitiesResponseSchema): its custom fields are CustomFieldResponseSchema (`fieldValue`). */
const storedOpportunitySchema: z.ZodType<StoredOpportunity> = z.object({
  id: text,
  name: text,
  status: text,
  pipelineStageId: text,
  monetaryValue: opt(z.number()),
  assignedTo: text,
  customFields: list(
    z.object({
      id: text,
      fieldValue: z.unknown().optional(),
      value: z.unknown().optional(),
    }),
  ),
  createdAt: text,
  updatedAt: text,
  lastStatusChangeAt: text,
});
export interface StoredOpportunity {
  id?: string;
  name?: string;
  status?: string;
  pipelineStageId?: string;
  monetaryValue?: number | null;
  assignedTo?: string | null;
  customFields?: { id?: string; fieldValue?: unknown; value?: unknown }[] | null;
  createdAt?: string;
  updatedAt?: string;
  lastStatusChangeAt?: string;
}

/** GET /opportunities/{id}, POST /opportunities/ (GetPostOpportunitySuccessfulResponseDto). */
export const opportunityAnswer = z.object({
  opportunity: opt(storedOpportunitySchema),
});
/** GET /opportunities/search (SearchSuccessfulResponseDto with SearchMetaResponseSchema). */
export const opportunitiesAnswer = z.object({
  opportunities: list(storedOpportunitySchema),
  meta: opt(z.object({ total: opt(z.number()), nextPage: z.number().nullish() })),
});
/**
 * GET /opportunities/pipelines (GetPipelinesSuccessfulResponseDto). The definition types `stages` as a list of lists;
 * GoHighLevel answers a list of stage objects, which is what is read.
 */
export const pipelinesAnswer = z.object({
  pipelines: list(z.object({ id: text, stages: list(z.object({ id: text })) })),
});

const noteSchema = z.object({ id: text, body: text });
/** GET /contacts/{id}/notes (GetNotesListSuccessfulResponseDto). */
export const notesAnswer = z.object({ notes: list(noteSchema) });
/** POST /contacts/{id}/notes (GetCreateUpdateNoteSuccessfulResponseDto). */
export const noteAnswer = z.object({ note: opt(noteSchema) });

const taskSchema = z.object({ id: text, body: text });
/** GET /contacts/{id}/tasks (TasksListSuccessfulResponseDto). */
export const tasksAnswer = z.object({ tasks: list(taskSchema) });
/** POST /contacts/{id}/tasks (TaskByIsSuccessfulResponseDto). */
export const taskAnswer = z.object({ task: opt(taskSchema) });

/** GET /locations/{id}/customFields (CustomFieldsListSuccessfulResponseDto). */
export const customFieldsAnswer = z.object({
  customFields: list(z.object({ id: text, fieldKey: text })),
});

/**
 * An answer's body as its schema reads it; otherwise a DeliveryError naming the first mismatch, to retry. A read can
 * simply be made again; a write may have been done though its answer is unreadable (unsure).
 */
export function readAnswer<S extends z.ZodType>(schema: S, answer: unknown, method: string, path: string): z.output<S> {
  const parsed = schema.safeParse(answer);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? issue.path.join(".") : "the body";
  throw new DeliveryError(
    `${method} ${path.split("?")[0]}: GoHighLevel's answer does not match its API definition (${where}: ${issue?.message ?? "unreadable"})`,
    {
      unsure: method !== "GET",
    },
  );
}
