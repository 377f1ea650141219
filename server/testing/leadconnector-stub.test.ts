// The stub answers as GoHighLevel does where a client that assumes otherwise would damage the CRM or fail: the
// published field lists, tags replaced by the upsert and added by /tags, one opportunity per contact and pipeline,
// the search's pages, 429s told by rate-limit headers (the burst's and the day's), contact matching on the
// sub-account's primary field, 401 for a missing scope and 403 for another location, tasks, workflow enrolment and
// custom fields; a deal set won by an update, and a contact merged or deleted answering "Contact not found".
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startLeadConnectorStub, type LeadConnectorStub } from "./leadconnector-stub.ts";

let stub: LeadConnectorStub;
let clock: number;

async function api(method: string, path: string, body?: unknown) {
  const response = await fetch(`${stub.url}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${stub.token}`,
      Version: "2021-07-28",
      ...(body !== undefined ? { "Content-Type": "application/json" } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

beforeEach(async () => {
  clock = Date.parse("2026-11-25T12:00:00Z");
  stub = await startLeadConnectorStub({ now: () => clock });
});

afterEach(async () => {
  await stub.close();
});

describe("the LeadConnector stub", () => {
  it("refuses a field its definition does not list, in a body or a query, with GoHighLevel's 422", async () => {
    const contact = stub.addContact({ email: "ana@example.org" });
    const unknown = (property: string) => ({
      statusCode: 422,
      message: [`property ${property} should not exist`],
      error: "Unprocessable Entity",
    });
    expect(
      await api("POST", "/contacts/upsert", { locationId: stub.locationId, email: "a@example.org", utm: "x" }),
    ).toMatchObject({ status: 422, body: unknown("utm") });
    expect(
      await api("POST", "/opportunities/", {
        pipelineId: "pipe-1",
        pipelineStageId: "stage-new",
        locationId: stub.locationId,
        contactId: contact.id,
        name: "Deal",
        status: "open",
        source: "Website",
      }),
    ).toMatchObject({ status: 422, body: unknown("source") });
    expect(
      await api("POST", `/contacts/${contact.id}/tags`, { tags: ["a"], locationId: stub.locationId }),
    ).toMatchObject({ status: 422, body: unknown("locationId") });
    expect(
      await api("GET", `/opportunities/search?location_id=${stub.locationId}&contactId=${contact.id}`),
    ).toMatchObject({ status: 422, body: unknown("contactId") });
    expect(await api("GET", `/contacts/search/duplicate?locationId=${stub.locationId}&phone=1`)).toMatchObject({
      status: 422,
      body: unknown("phone"),
    });
  });

  it("a contact has no language field (apps/contacts.json publishes none: decision 044); a language tag is a tag like any other", async () => {
    const unknown = (property: string) => ({
      statusCode: 422,
      message: [`property ${property} should not exist`],
      error: "Unprocessable Entity",
    });
    for (const property of ["language", "locale"]) {
      expect(
        await api("POST", "/contacts/", { locationId: stub.locationId, email: "lucia@example.org", [property]: "es" }),
      ).toMatchObject({ status: 422, body: unknown(property) });
    }
    const contact = stub.addContact({ email: "lucia@example.org" });
    expect(await api("POST", `/contacts/${contact.id}/tags`, { tags: ["website-lead", "lang-es"] })).toMatchObject({
      status: 201,
      body: { tags: ["website-lead", "lang-es"] },
    });
  });

  it("an upsert's tags replace the contact's and its fields overwrite; POST /contacts/{id}/tags adds", async () => {
    const contact = stub.addContact({
      firstName: "Ana",
      lastName: "Soto",
      email: "ana@example.org",
      source: "Referral",
      tags: ["client"],
    });
    const upsert = await api("POST", "/contacts/upsert", {
      locationId: stub.locationId,
      email: "ANA@example.org",
      lastName: "",
      tags: ["website-lead"],
    });
    expect(upsert).toMatchObject({
      status: 200,
      body: { new: false, contact: { id: contact.id, tags: ["website-lead"], lastName: "", source: "Referral" } },
    });
    expect(await api("POST", `/contacts/${contact.id}/tags`, { tags: ["client", "website-lead"] })).toMatchObject({
      status: 201,
      body: { tags: ["website-lead", "client"] },
    });
    expect(
      await api(
        "GET",
        `/contacts/search/duplicate?locationId=${stub.locationId}&email=nobody%40example.org&number=%2B15125550100`,
      ),
    ).toMatchObject({ body: { contact: null } });
    expect(
      await api("GET", `/contacts/search/duplicate?locationId=${stub.locationId}&email=ana%40example.org`),
    ).toMatchObject({ body: { contact: { id: contact.id } } });
  });

  it("keeps one opportunity per contact and pipeline, naming the existing one, unless multiple are allowed", async () => {
    const contact = stub.addContact({ email: "ana@example.org" });
    const existing = stub.addOpportunity({ contactId: contact.id, status: "lost" });
    const create = {
      pipelineId: "pipe-1",
      pipelineStageId: "stage-new",
      locationId: stub.locationId,
      contactId: contact.id,
      name: "Again",
      status: "open",
    };
    const refused = await api("POST", "/opportunities/", create);
    expect(refused).toEqual({
      status: 400,
      headers: expect.anything(),
      body: {
        statusCode: 400,
        message: "Can not create duplicate opportunity for the contact.",
        code: "OPPORTUNITY_NO_DUPLICATE",
        meta: { existingId: existing.id },
        error: "Bad Request",
      },
    });
    expect(await api("PUT", `/opportunities/${existing.id}`, { status: "open", monetaryValue: 300 })).toMatchObject({
      status: 200,
      body: { opportunity: { id: existing.id, status: "open", monetaryValue: 300 } },
    });
    expect(await api("PUT", `/opportunities/${existing.id}`, { contactId: contact.id })).toMatchObject({ status: 422 });
    stub.allowMultipleOpportunities(true);
    expect(await api("POST", "/opportunities/", create)).toMatchObject({ status: 201 });
    expect(stub.opportunities).toHaveLength(2);
  });

  it("sets a deal won with its value through PUT /opportunities/{id} (UpdateOpportunityDto), its stage kept unless sent", async () => {
    const contact = stub.addContact({ email: "ana@example.org" });
    const open = stub.addOpportunity({ contactId: contact.id, status: "open", monetaryValue: 800 });
    clock += 60_000;
    expect(await api("PUT", `/opportunities/${open.id}`, { status: "won", monetaryValue: 197 })).toMatchObject({
      status: 200,
      body: {
        opportunity: {
          id: open.id,
          status: "won",
          monetaryValue: 197,
          pipelineStageId: "stage-new",
          lastStatusChangeAt: "2026-11-25T12:01:00.000Z",
        },
      },
    });
    expect(await api("PUT", `/opportunities/${open.id}`, { status: "sold" })).toMatchObject({ status: 422 });
    expect(await api("PUT", "/opportunities/o_none", { status: "won" })).toMatchObject({ status: 404 });
  });

  it("answers a contact merged into another or deleted as GoHighLevel does: 400, BadRequestDTO, on every call naming it", async () => {
    const gone = stub.addContact({ email: "ana@example.org" });
    stub.removeContact(gone.id);
    const notFound = { status: 400, body: { statusCode: 400, message: "Contact not found" } };
    expect(await api("GET", `/contacts/${gone.id}`)).toMatchObject(notFound);
    expect(await api("PUT", `/contacts/${gone.id}`, { firstName: "Ana" })).toMatchObject(notFound);
    expect(await api("POST", `/contacts/${gone.id}/tags`, { tags: ["snapshot-buyer"] })).toMatchObject(notFound);
    expect(await api("POST", `/contacts/${gone.id}/notes`, { body: "Hello" })).toMatchObject(notFound);
    // Its e-mail is no one's now: the search finds nobody, and a create makes a new contact.
    expect(
      await api("GET", `/contacts/search/duplicate?locationId=${stub.locationId}&email=ana%40example.org`),
    ).toMatchObject({ body: { contact: null } });
    expect(await api("POST", "/contacts/", { locationId: stub.locationId, email: "ana@example.org" })).toMatchObject({
      status: 201,
    });
    // A deal written for it is refused as invalid data, which does not say the contact is gone.
    const deal = {
      pipelineId: "pipe-1",
      pipelineStageId: "stage-new",
      locationId: stub.locationId,
      contactId: gone.id,
      name: "Sale",
      status: "won",
    };
    expect(await api("POST", "/opportunities/", deal)).toMatchObject({ status: 422 });
  });

  it("pages the opportunity search at 20 unless asked for up to 100", async () => {
    const contact = stub.addContact({ email: "ana@example.org" });
    for (let index = 0; index < 130; index += 1) stub.addOpportunity({ contactId: contact.id, name: `Deal ${index}` });
    const search = (query: string) =>
      api("GET", `/opportunities/search?location_id=${stub.locationId}&contact_id=${contact.id}${query}`);
    const first = await search("");
    expect((first.body.opportunities as unknown[]).length).toBe(20);
    expect(first.body.meta).toEqual({ total: 130, currentPage: 1, nextPage: 2, prevPage: null });
    const last = await search("&limit=100&page=2");
    expect((last.body.opportunities as { name: string }[]).map((item) => item.name)).toEqual(
      Array.from({ length: 30 }, (_, index) => `Deal ${100 + index}`),
    );
    expect(last.body.meta).toMatchObject({ nextPage: null, prevPage: 1 });
    expect(await search("&limit=101")).toMatchObject({ status: 422 });
  });

  it("answers 429 with the rate-limit headers and no Retry-After, when told to and past its burst limit", async () => {
    stub.failNext({ status: 429 });
    const told = await api("GET", `/contacts/search/duplicate?locationId=${stub.locationId}&email=a%40example.org`);
    expect(told.status).toBe(429);
    expect(told.headers.get("retry-after")).toBeNull();
    expect([
      told.headers.get("x-ratelimit-max"),
      told.headers.get("x-ratelimit-remaining"),
      told.headers.get("x-ratelimit-interval-milliseconds"),
    ]).toEqual(["100", "0", "10000"]);

    await stub.close();
    stub = await startLeadConnectorStub({ rateLimit: { max: 2, intervalMs: 10_000 }, now: () => clock });
    const duplicate = () =>
      api("GET", `/contacts/search/duplicate?locationId=${stub.locationId}&email=a%40example.org`);
    const answers = [await duplicate(), await duplicate(), await duplicate()];
    expect(answers.map((answer) => [answer.status, answer.headers.get("x-ratelimit-remaining")])).toEqual([
      [200, "1"],
      [200, "0"],
      [429, "0"],
    ]);
    clock += 10_000;
    expect((await duplicate()).status).toBe(200);
  });

  it("matches contacts on the sub-account's primary field first, additional e-mails included, and refuses a duplicate create naming it", async () => {
    const luis = stub.addContact({ email: "luis@example.org", phone: "+15125550100" });
    const ana = stub.addContact({ email: "ana@example.org", additionalEmails: ["ana.work@example.org"] });
    const both = `/contacts/search/duplicate?locationId=${stub.locationId}&email=ana%40example.org&number=%2B15125550100`;
    expect(await api("GET", both)).toMatchObject({ body: { contact: { id: ana.id } } });
    stub.setPrimaryField("phone");
    expect(await api("GET", both)).toMatchObject({ body: { contact: { id: luis.id } } });
    expect(
      await api("GET", `/contacts/search/duplicate?locationId=${stub.locationId}&email=ana.work%40example.org`),
    ).toMatchObject({ body: { contact: { id: ana.id } } });
    expect(
      await api("POST", "/contacts/", {
        locationId: stub.locationId,
        email: "new@example.org",
        phone: "+1 512 555 0100",
      }),
    ).toMatchObject({
      status: 400,
      body: {
        message: "This location does not allow duplicated contacts.",
        meta: { contactId: luis.id, matchingField: "phone" },
      },
    });
    expect(
      await api("POST", "/contacts/", { locationId: stub.locationId, email: "new@example.org", tags: ["a"] }),
    ).toMatchObject({ status: 201, body: { contact: { email: "new@example.org" } } });
    // Writing an additional e-mail makes it the only one (highlevel-api-docs issue 337).
    expect(await api("PUT", `/contacts/${ana.id}`, { email: "ana.work@example.org" })).toMatchObject({ status: 200 });
    expect(stub.contacts.find((contact) => contact.id === ana.id)).toMatchObject({
      email: "ana.work@example.org",
      additionalEmails: [],
    });
    expect(await api("PUT", `/contacts/${ana.id}`, { locationId: stub.locationId })).toMatchObject({ status: 422 });
  });

  it("answers 401 for a scope the token lacks and 403 for another location", async () => {
    stub.setScopes(["contacts.write"]);
    expect(
      await api("GET", `/contacts/search/duplicate?locationId=${stub.locationId}&email=a%40example.org`),
    ).toMatchObject({ status: 401, body: { message: "The token is not authorized for this scope." } });
    expect(await api("POST", "/contacts/", { locationId: "elsewhere", email: "a@example.org" })).toMatchObject({
      status: 403,
      body: { message: "The token does not have access to this location." },
    });
  });

  it("tells the day's limit on every answer and refuses past it until midnight UTC", async () => {
    await stub.close();
    clock = Date.parse("2026-11-25T23:59:00Z");
    stub = await startLeadConnectorStub({ dailyLimit: 2, now: () => clock });
    const duplicate = () =>
      api("GET", `/contacts/search/duplicate?locationId=${stub.locationId}&email=a%40example.org`);
    const answers = [await duplicate(), await duplicate(), await duplicate()];
    expect(
      answers.map((answer) => [
        answer.status,
        answer.headers.get("x-ratelimit-limit-daily"),
        answer.headers.get("x-ratelimit-daily-remaining"),
      ]),
    ).toEqual([
      [200, "2", "1"],
      [200, "2", "0"],
      [429, "2", "0"],
    ]);
    clock = Date.parse("2026-11-26T00:00:00Z");
    expect(await duplicate()).toMatchObject({ status: 200 });
  });

  it("creates tasks, enrols in workflows (again only with re-entry), and takes custom fields by key or id", async () => {
    await stub.close();
    stub = await startLeadConnectorStub({
      now: () => clock,
      customFieldKeys: ["contact.utm_source", "opportunity.utm_source"],
      workflows: [
        { id: "wf-once", name: "Once", status: "published" },
        { id: "wf-again", name: "Again", status: "published", allowReentry: true },
      ],
    });
    const contact = stub.addContact({ email: "ana@example.org" });
    expect(
      await api("POST", `/contacts/${contact.id}/tasks`, {
        title: "Call",
        dueDate: "2026-11-26T12:00:00Z",
        completed: false,
        body: "Again",
      }),
    ).toMatchObject({ status: 201, body: { task: { contactId: contact.id } } });
    expect(
      await api("POST", `/contacts/${contact.id}/tasks`, { title: "Call", dueDate: "soon", completed: false }),
    ).toMatchObject({ status: 422 });
    for (let index = 0; index < 2; index += 1) {
      expect(await api("POST", `/contacts/${contact.id}/workflow/wf-once`, {})).toMatchObject({
        status: 200,
        body: { succeded: true },
      });
      expect(await api("POST", `/contacts/${contact.id}/workflow/wf-again`, {})).toMatchObject({ status: 200 });
    }
    expect(stub.enrolments.map((item) => item.workflowId)).toEqual(["wf-once", "wf-again", "wf-again"]);
    expect(await api("POST", `/contacts/${contact.id}/workflow/wf-none`, {})).toMatchObject({ status: 400 });
    const [field] = stub.customFields;
    await api("PUT", `/contacts/${contact.id}`, { customFields: [{ key: "utm_source", field_value: "google" }] });
    expect(stub.fieldValue(stub.contacts[0]!, "contact.utm_source")).toBe("google");
    await api("PUT", `/contacts/${contact.id}`, { customFields: [{ id: field!.id, field_value: "bing" }] });
    expect(await api("GET", `/contacts/${contact.id}`)).toMatchObject({
      body: { contact: { customFields: [{ id: field!.id, value: "bing" }] } },
    });
    expect(await api("GET", `/locations/${stub.locationId}/customFields?model=contact`)).toMatchObject({
      body: { customFields: [{ fieldKey: "contact.utm_source" }] },
    });
  });
});
