// The GoHighLevel destination against the LeadConnector stub, which holds it to the published definitions: a
// returning contact, their tags and their deal, under both settings of "Allow Multiple Opportunities per Contact";
// and the small rules it follows, one by one.
import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { InterestCatalog } from "../../contracts/lead-catalog.ts";
import type { DeliverySteps } from "../outbox/outbox-store.ts";
import { startLeadConnectorStub, type LeadConnectorStub } from "../testing/leadconnector-stub.ts";
import {
  contactGaps,
  createGoHighLevelDestination,
  duplicateOpportunity,
  newContact,
  opportunityToReopen,
  opportunityUpdate,
  visitorDetails,
  type StoredOpportunity,
} from "./gohighlevel.ts";
import { DeliveryError } from "./http.ts";
import type { Destination, OutboxLead } from "./types.ts";

const CATALOG: InterestCatalog = {
  plans: { pro: { name: "Pro", price: 800, monthly: true } },
  snapshots: { "mortgage-pro": { name: "Mortgage Pro", price: 150 } },
  services: {},
  industries: {},
};
const SITE_TAGS = ["website-lead", "form-popup", "plan-pro"];

let stub: LeadConnectorStub;
let ghl: Destination;
let leadIds = 0;

const lead = (overrides: Partial<OutboxLead> = {}): OutboxLead => ({
  id: ++leadIds,
  createdAt: "2026-11-25T10:00:00.000Z",
  name: "Ana María Soto",
  email: "ana@example.org",
  phone: "+1 512 555 0100",
  message: "We need our Pro plan pipeline rebuilt.",
  attribution: { form: "popup", interest: "plan:pro", page: "/pricing" },
  smsConsentAt: null,
  lang: "en",
  reference: randomUUID(),
  ...overrides,
});

/** One attempt as the outbox makes it: the steps earlier attempts saved, and what this one saves. */
async function deliver(sent: OutboxLead, steps: DeliverySteps = {}): Promise<DeliverySteps> {
  const saved = { ...steps };
  await ghl.deliver(sent, { steps: { ...steps }, attempt: 1, save: async (step, value) => void (saved[step] = value) });
  return saved;
}
/** An attempt that fails, and the steps it saved before failing. */
async function failedAttempt(sent: OutboxLead, steps: DeliverySteps = {}): Promise<DeliverySteps> {
  const saved = { ...steps };
  await expect(
    ghl.deliver(sent, { steps: { ...steps }, attempt: 1, save: async (step, value) => void (saved[step] = value) }),
  ).rejects.toThrow(DeliveryError);
  return saved;
}

/** The DND settings of a phone given without the consent box ticked: texts off, with the reason. */
const TEXTS_OFF = {
  SMS: { status: "active", message: expect.any(String) },
  WhatsApp: { status: "active", message: expect.any(String) },
};
const calls = () => stub.requests.map((request) => `${request.method} ${request.path.split("?")[0]} ${request.status}`);
/** The contact writes: creates and updates. */
const upserts = () =>
  stub.requests.filter(
    (request) => request.path === "/contacts/" || (request.method === "PUT" && request.path.startsWith("/contacts/")),
  );
/** No call was refused as invalid: every body and query held only documented fields (the stub answers 422 otherwise). */
const expectNoInvalidCall = () =>
  expect(stub.requests.filter((request) => request.status === 422 || request.status === 404)).toEqual([]);

beforeEach(async () => {
  stub = await startLeadConnectorStub({ pipelines: { "pipe-1": ["stage-new", "stage-proposal", "stage-closing"] } });
  ghl = createGoHighLevelDestination(
    {
      token: stub.token,
      locationId: stub.locationId,
      apiBase: stub.url,
      pipelineId: "pipe-1",
      pipelineStageId: "stage-new",
    },
    { catalog: async () => CATALOG, timeoutMs: 1000 },
  );
});

afterEach(async () => {
  await stub.close();
});

describe("the consent box for marketing texts", () => {
  it("a new contact who ticked it may be texted: SMS and WhatsApp not on Do Not Disturb", async () => {
    await deliver(lead({ smsConsentAt: "2026-11-25T10:00:00.000Z" }));
    expect(upserts()[0]!.body).toMatchObject({
      dndSettings: { SMS: { status: "inactive" }, WhatsApp: { status: "inactive" }, Call: { status: "inactive" } },
    });
  });

  it("a returning contact: a tick switches texts on, a phone gained without one comes with texts off, otherwise nothing", () => {
    const visitor = { email: "ana@example.org", phone: "+15125550100", name: "Ana" };
    const known = { id: "c1", email: "ana@example.org", name: "Ana" };
    expect(contactGaps(visitor, { ...known, phone: "+15125550199" }, true, true)).toEqual({
      dndSettings: { SMS: { status: "inactive" }, WhatsApp: { status: "inactive" } },
    });
    expect(contactGaps(visitor, known, true, false)).toMatchObject({
      phone: "+15125550100",
      dndSettings: { SMS: { status: "active" }, WhatsApp: { status: "active" } },
    });
    expect(contactGaps(visitor, { ...known, phone: "+15125550199" }, true, false)).toBeUndefined();
  });
});

describe("a first enquiry", () => {
  it("creates the contact without tags, then the note, the opportunity and the tags added", async () => {
    const steps = await deliver(lead());
    expect(calls()).toEqual([
      "GET /contacts/search/duplicate 200",
      "GET /contacts/search/duplicate 200",
      "POST /contacts/ 201",
      `POST /contacts/${stub.contacts[0]!.id}/notes 201`,
      "GET /opportunities/search 200",
      "POST /opportunities/ 201",
      `POST /contacts/${stub.contacts[0]!.id}/tags 201`,
    ]);
    expect(upserts()[0]!.body).toEqual({
      locationId: stub.locationId,
      firstName: "Ana María",
      lastName: "Soto",
      name: "Ana María Soto",
      email: "ana@example.org",
      phone: "+15125550100",
      source: "Website",
      // The consent box was left unticked: no texts, calls as usual.
      dndSettings: { ...TEXTS_OFF, Call: { status: "inactive" } },
    });
    expect(stub.contacts).toEqual([
      expect.objectContaining({ source: "Website", phone: "+15125550100", tags: SITE_TAGS }),
    ]);
    expect(stub.opportunities).toEqual([
      expect.objectContaining({ status: "open", pipelineStageId: "stage-new", monetaryValue: 800 }),
    ]);
    expect(steps).toEqual({
      contactId: stub.contacts[0]!.id,
      noteId: stub.notes[0]!.id,
      opportunityId: stub.opportunities[0]!.id,
      tags: SITE_TAGS.join(","),
    });
    // Looked up with the largest page GoHighLevel allows.
    expect(stub.requests.find((request) => request.path.startsWith("/opportunities/search"))!.path).toContain(
      "limit=100",
    );
  });

  it("a one-word name sends no empty last name", async () => {
    await deliver(lead({ name: "Prince" }));
    expect(upserts()[0]!.body).not.toHaveProperty("lastName");
    expect(stub.contacts[0]).toMatchObject({ firstName: "Prince", name: "Prince" });
    expect(stub.contacts[0]!.lastName).toBeUndefined();
  });

  it("a phone that is not one readable number stays out of the contact and is in the note as typed", async () => {
    await deliver(lead({ phone: "555-0100 ext 4" }));
    expect(upserts()[0]!.body).not.toHaveProperty("phone");
    expect(stub.contacts[0]!.phone).toBeUndefined();
    expect(stub.notes[0]!.body).toContain("Phone: 555-0100 ext 4");
  });
});

describe("a returning contact", () => {
  it("with tags keeps them and gains the site's; its name, source and phone are left as the CRM has them", async () => {
    const known = structuredClone(
      stub.addContact({
        firstName: "Ana",
        lastName: "Soto-Reyes",
        email: "ana@example.org",
        phone: "+15125559999",
        source: "Facebook ad",
        tags: ["client", "vip-workflow"],
      }),
    );
    const steps = await deliver(lead());
    expect(upserts()).toEqual([]); // nothing the record lacks
    expect(stub.contacts).toEqual([{ ...known, tags: ["client", "vip-workflow", ...SITE_TAGS] }]);
    expect(stub.notes).toEqual([expect.objectContaining({ contactId: known.id })]);
    expect(steps.contactId).toBe(known.id);
    expectNoInvalidCall();
  });

  it("a one-word name blanks nothing: the stored last name stays", async () => {
    const known = stub.addContact({ firstName: "Prince", lastName: "Nelson", email: "ana@example.org" });
    await deliver(lead({ name: "Prince" }));
    expect(stub.contacts[0]).toMatchObject({ firstName: "Prince", lastName: "Nelson" });
    // It had no phone: that is all it gains, on its own record.
    expect(upserts().map((request) => [request.path, request.body])).toEqual([
      [`/contacts/${known.id}`, { phone: "+15125550100", dndSettings: TEXTS_OFF }],
    ]);
    expect(stub.contacts).toEqual([expect.objectContaining({ id: known.id, phone: "+15125550100" })]);
  });

  it("a record found only by the phone is never written to: the visitor becomes a contact of their own, without the phone", async () => {
    const known = structuredClone(stub.addContact({ phone: "+15125550100", source: "Phone call" }));
    await deliver(lead());
    expect(stub.contacts[0]).toEqual(known);
    expect(stub.contacts[1]).toMatchObject({
      email: "ana@example.org",
      firstName: "Ana María",
      source: "Website",
      tags: SITE_TAGS,
    });
    expect(stub.contacts[1]!.phone).toBeUndefined();
  });

  it("whose phone belongs to a contact with another e-mail becomes a contact of their own, without the phone", async () => {
    const other = structuredClone(
      stub.addContact({
        firstName: "Luis",
        lastName: "Soto",
        email: "luis@example.org",
        phone: "+15125550100",
        tags: ["client"],
      }),
    );
    await deliver(lead());
    expect(stub.contacts).toHaveLength(2);
    expect(stub.contacts[0]).toEqual(other);
    expect(stub.contacts[1]).toMatchObject({ email: "ana@example.org", firstName: "Ana María", tags: SITE_TAGS });
    expect(stub.contacts[1]!.phone).toBeUndefined();
    expect(stub.notes[0]!.contactId).toBe(stub.contacts[1]!.id);
  });
});

describe("matching as the sub-account matches", () => {
  it("with phone as the primary field, another person's phone never changes that person's name, source or e-mail", async () => {
    stub.setPrimaryField("phone");
    const other = structuredClone(
      stub.addContact({
        firstName: "Luis",
        lastName: "Soto",
        email: "luis@example.org",
        phone: "+15125550100",
        source: "Referral",
        tags: ["client"],
      }),
    );
    await deliver(lead());
    expect(stub.contacts[0]).toEqual(other);
    expect(stub.contacts[1]).toMatchObject({
      email: "ana@example.org",
      firstName: "Ana María",
      source: "Website",
      tags: SITE_TAGS,
    });
    expect(stub.notes.map((note) => note.contactId)).toEqual([stub.contacts[1]!.id]);
    // Looked up by e-mail and by phone separately: never one search with both, which a phone-first sub-account answers by the phone.
    const searches = stub.requests
      .filter((request) => request.path.startsWith("/contacts/search/duplicate"))
      .map((request) => [...new URL(request.path, stub.url).searchParams.keys()].sort());
    expect(searches).toEqual([
      ["email", "locationId"],
      ["locationId", "number"],
    ]);
    expectNoInvalidCall();
  });

  it("a visitor writing from a contact's additional e-mail is that contact, and its primary e-mail stays", async () => {
    const known = structuredClone(
      stub.addContact({
        firstName: "John",
        email: "john@example.org",
        additionalEmails: ["ana@example.org"],
        phone: "+15125559999",
      }),
    );
    await deliver(lead());
    expect(stub.contacts).toEqual([{ ...known, tags: SITE_TAGS }]);
    expect(upserts()).toEqual([]);
  });

  it("a create GoHighLevel refuses as a duplicate by phone goes again without the phone", async () => {
    // The phone search does not see it (an old number format), the create's matching does.
    const other = structuredClone(
      stub.addContact({ firstName: "Luis", email: "luis@example.org", phone: "+15125550100" }),
    );
    stub.failWhen({ method: "GET", path: /search\/duplicate/ }, { status: 200, answer: { contact: null } });
    stub.failWhen({ method: "GET", path: /search\/duplicate/ }, { status: 200, answer: { contact: null } });
    await deliver(lead());
    expect(calls().filter((call) => call.startsWith("POST /contacts/ "))).toEqual([
      "POST /contacts/ 400",
      "POST /contacts/ 201",
    ]);
    expect(stub.contacts[0]).toEqual(other);
    expect(stub.contacts[1]).toMatchObject({ email: "ana@example.org" });
    expect(stub.contacts[1]!.phone).toBeUndefined();
  });

  it("a contact merged or deleted in GoHighLevel while the delivery waited is looked up again, never dead", async () => {
    const sent = lead();
    stub.failWhen({ method: "POST", path: /\/notes$/ }, { status: 503 });
    const first = await failedAttempt(sent);
    expect(first.contactId).toBe(stub.contacts[0]!.id);
    stub.removeContact(first.contactId!);
    const kept = stub.addContact({ firstName: "Ana", email: "ana@example.org" }); // the record it was merged into
    const steps = await deliver(sent, first);
    expect(steps.contactId).toBe(kept.id);
    expect(stub.notes.map((note) => note.contactId)).toEqual([kept.id]);
  });
});

describe("the opportunity refusal", () => {
  it("without the existing one's id joins the deal the search found", async () => {
    await stub.close();
    stub = await startLeadConnectorStub({
      pipelines: { "pipe-1": ["stage-new", "stage-proposal"] },
      namesExistingOpportunity: false,
    });
    ghl = createGoHighLevelDestination(
      {
        token: stub.token,
        locationId: stub.locationId,
        apiBase: stub.url,
        pipelineId: "pipe-1",
        pipelineStageId: "stage-new",
      },
      { catalog: async () => CATALOG, timeoutMs: 1000 },
    );
    const known = stub.addContact({ email: "ana@example.org", firstName: "Ana" });
    const won = stub.addOpportunity({ contactId: known.id, status: "won", pipelineStageId: "stage-proposal" });
    const steps = await deliver(lead());
    expect(calls()).toContain("POST /opportunities/ 400");
    expect(steps.opportunityId).toBe(won.id);
  });
});

describe("a returning contact's opportunity", () => {
  for (const allowMultiple of [false, true]) {
    it(`a lost one is reopened in the configured stage with the higher value, and no second one is made (multiple opportunities ${allowMultiple ? "allowed" : "off"})`, async () => {
      stub.allowMultipleOpportunities(allowMultiple);
      const known = stub.addContact({ firstName: "Ana", email: "ana@example.org", tags: ["client"] });
      const lost = structuredClone(
        stub.addOpportunity({
          contactId: known.id,
          name: "Ana: Mortgage Pro snapshot",
          status: "lost",
          pipelineStageId: "stage-closing",
          monetaryValue: 150,
        }),
      );
      const steps = await deliver(lead());
      expect(stub.opportunities).toEqual([
        {
          ...lost,
          status: "open",
          pipelineStageId: "stage-new",
          monetaryValue: 800,
          updatedAt: expect.any(String),
          lastStatusChangeAt: expect.any(String),
          lastStageChangeAt: expect.any(String),
        },
      ]);
      expect(steps.opportunityId).toBe(lost.id);
      expect(calls()).not.toContain("POST /opportunities/ 201");
      expect(
        stub.requests.find((request) => request.method === "PUT" && request.path.startsWith("/opportunities"))!.body,
      ).toEqual({ status: "open", pipelineStageId: "stage-new", monetaryValue: 800 });
      expectNoInvalidCall();
    });
  }

  it("an open one further along keeps its stage and a higher value; the sub-account's refusal of a second is not a failure", async () => {
    const known = stub.addContact({ email: "ana@example.org", firstName: "Ana" });
    const open = structuredClone(
      stub.addOpportunity({
        contactId: known.id,
        status: "open",
        pipelineStageId: "stage-proposal",
        monetaryValue: 1200,
      }),
    );
    const steps = await deliver(lead());
    expect(calls()).toContain("POST /opportunities/ 400");
    expect(stub.opportunities).toEqual([open]); // nothing to change: its value is already higher
    expect(calls().some((call) => call.startsWith("PUT /opportunities"))).toBe(false);
    expect(steps).toMatchObject({ opportunityId: open.id, opportunityTarget: open.id, tags: SITE_TAGS.join(",") });

    // A later enquiry worth more raises the value, still in the stage the team set.
    stub.opportunities[0]!.monetaryValue = 500;
    await deliver(lead());
    expect(stub.opportunities).toEqual([
      expect.objectContaining({ id: open.id, status: "open", pipelineStageId: "stage-proposal", monetaryValue: 800 }),
    ]);
  });

  it("with multiple opportunities allowed, an open deal stays as it is and the enquiry gets its own", async () => {
    stub.allowMultipleOpportunities(true);
    const known = stub.addContact({ email: "ana@example.org", firstName: "Ana" });
    const open = structuredClone(
      stub.addOpportunity({
        contactId: known.id,
        status: "open",
        pipelineStageId: "stage-proposal",
        monetaryValue: 300,
      }),
    );
    await deliver(lead());
    expect(stub.opportunities).toEqual([
      open,
      expect.objectContaining({ status: "open", pipelineStageId: "stage-new", monetaryValue: 800 }),
    ]);
  });

  it("a won one is never reopened: by default it is left as it is, with multiple allowed the enquiry gets a new one", async () => {
    const known = stub.addContact({ email: "ana@example.org", firstName: "Ana" });
    const won = structuredClone(
      stub.addOpportunity({ contactId: known.id, status: "won", pipelineStageId: "stage-closing", monetaryValue: 150 }),
    );
    const steps = await deliver(lead());
    expect(stub.opportunities).toEqual([won]);
    expect(steps.opportunityId).toBe(won.id);

    stub.allowMultipleOpportunities(true);
    await deliver(lead());
    expect(stub.opportunities).toEqual([won, expect.objectContaining({ status: "open", monetaryValue: 800 })]);
  });

  it("a reopening whose answer was lost is finished by the retry, never followed by a new opportunity", async () => {
    stub.allowMultipleOpportunities(true);
    const known = stub.addContact({ email: "ana@example.org", firstName: "Ana" });
    const lost = stub.addOpportunity({ contactId: known.id, status: "abandoned", monetaryValue: 150 });
    const sent = lead();
    stub.failWhen({ method: "PUT", path: /^\/opportunities\// }, { dropAfterWrite: true });
    const first = await failedAttempt(sent);
    expect(first).toMatchObject({ opportunityTarget: lost.id });
    expect(first.opportunityId).toBeUndefined();
    const steps = await deliver(sent, first);
    expect(steps.opportunityId).toBe(lost.id);
    expect(stub.opportunities).toEqual([expect.objectContaining({ id: lost.id, status: "open", monetaryValue: 800 })]);
  });

  it("the look-up reads past the first page: a retry finds the opportunity it created behind 130 others", async () => {
    stub.allowMultipleOpportunities(true);
    const known = stub.addContact({ email: "ana@example.org", firstName: "Ana" });
    for (let index = 0; index < 130; index += 1)
      stub.addOpportunity({ contactId: known.id, name: `Deal ${index}`, status: "won" });
    const sent = lead();
    stub.failWhen({ method: "POST", path: /^\/opportunities\/$/ }, { dropAfterWrite: true });
    const first = await failedAttempt(sent);
    expect(stub.opportunities).toHaveLength(131); // written, though its answer was lost

    const steps = await deliver(sent, first);
    expect(stub.opportunities).toHaveLength(131);
    expect(steps.opportunityId).toBe(stub.opportunities[130]!.id);
    const lookups = stub.requests
      .filter((request) => request.path.startsWith("/opportunities/search"))
      .map((request) => new URL(request.path, stub.url).searchParams);
    expect(lookups.map((query) => [query.get("limit"), query.get("page")])).toEqual([
      ["100", "1"],
      ["100", "2"],
      ["100", "1"],
      ["100", "2"],
    ]);
  });
});

describe("the agency's follow-up: workflows, attribution fields and tasks", () => {
  const FIELDS = {
    utm_source: "contact.utm_source",
    utm_campaign: "contact.utm_campaign",
    interest: "contact.interest",
    first_utm_source: "contact.first_utm_source",
    first_interest: "contact.first_interest",
    utm_medium: "opportunity.utm_medium",
    landing_page: "contact.landing_page",
    first_landing_page: "contact.first_landing_page",
  } as const;
  const followUp = async (replyHours = 24) => {
    await stub.close();
    stub = await startLeadConnectorStub({
      pipelines: { "pipe-1": ["stage-new", "stage-proposal", "stage-closing"] },
      customFieldKeys: Object.values(FIELDS),
      workflows: [
        { id: "wf-general", name: "New enquiry", status: "published", allowReentry: true },
        { id: "wf-plan", name: "Plan enquiry", status: "published", allowReentry: true },
      ],
    });
    ghl = createGoHighLevelDestination(
      {
        token: stub.token,
        locationId: stub.locationId,
        apiBase: stub.url,
        pipelineId: "pipe-1",
        pipelineStageId: "stage-new",
        workflowId: "wf-general",
        workflows: { plan: "wf-plan" },
        customFields: FIELDS,
      },
      { catalog: async () => ({ ...CATALOG, replyHours }), timeoutMs: 1000 },
    );
  };
  const field = (key: string) => stub.fieldValue(stub.contacts[0]!, key);

  it("every enquiry starts the workflow of its interest, the default one for any other", async () => {
    await followUp();
    await deliver(lead());
    await deliver(lead({ email: "bo@example.org", phone: "", attribution: { form: "contact" } }));
    expect(stub.enrolments.map((item) => [item.contactId, item.workflowId])).toEqual([
      [stub.contacts[0]!.id, "wf-plan"],
      [stub.contacts[1]!.id, "wf-general"],
    ]);
    // Last, once everything else is in place.
    expect(
      calls()
        .filter((call) => !call.startsWith("GET"))
        .at(-1),
    ).toBe(`POST /contacts/${stub.contacts[1]!.id}/workflow/wf-general 200`);
    expectNoInvalidCall();
  });

  it("the visit's UTM and interest land in the mapped fields, first touch kept on a returning contact, last touch replaced", async () => {
    await followUp();
    await deliver(
      lead({
        attribution: {
          form: "popup",
          interest: "plan:pro",
          utm_source: "google",
          utm_campaign: "fall",
          utm_medium: "cpc",
          landing_page: "/pricing",
        },
      }),
    );
    expect([
      field("contact.utm_source"),
      field("contact.utm_campaign"),
      field("contact.interest"),
      field("contact.first_utm_source"),
      field("contact.first_interest"),
    ]).toEqual(["google", "fall", "plan:pro", "google", "plan:pro"]);
    expect([field("contact.landing_page"), field("contact.first_landing_page")]).toEqual(["/pricing", "/pricing"]);
    expect(stub.fieldValue(stub.opportunities[0]!, "opportunity.utm_medium")).toBe("cpc");
    expect(stub.notes[0]!.body).toContain("Landing page: /pricing");

    await deliver(
      lead({
        attribution: {
          form: "contact",
          interest: "snapshot:mortgage-pro",
          utm_source: "newsletter",
          landing_page: "/blog/crm-tips",
        },
      }),
    );
    expect(stub.contacts).toHaveLength(1);
    expect([
      field("contact.utm_source"),
      field("contact.utm_campaign"),
      field("contact.interest"),
      field("contact.first_utm_source"),
      field("contact.first_interest"),
    ]).toEqual([
      "newsletter",
      "", // this visit had no campaign: an earlier visit's is not left beside this one's source
      "snapshot:mortgage-pro",
      "google",
      "plan:pro",
    ]);
    expect([field("contact.landing_page"), field("contact.first_landing_page")]).toEqual([
      "/blog/crm-tips",
      "/pricing",
    ]);
    expectNoInvalidCall();
  });

  it("a repeat enquiry on a won deal gives one task for the contact's owner, due within the promised reply time, and starts the workflow again", async () => {
    await followUp(24);
    const known = stub.addContact({ firstName: "Ana", email: "ana@example.org", assignedTo: "user-owner" });
    const won = structuredClone(
      stub.addOpportunity({
        contactId: known.id,
        name: "Ana: Pro plan",
        status: "won",
        pipelineStageId: "stage-closing",
        monetaryValue: 800,
      }),
    );
    await deliver(lead());
    await deliver(lead({ createdAt: "2026-11-26T09:00:00.000Z" }));
    expect(stub.opportunities).toEqual([won]);
    expect(stub.tasks).toHaveLength(2); // one per repeat enquiry
    expect(stub.tasks[0]).toMatchObject({
      contactId: known.id,
      assignedTo: "user-owner",
      completed: false,
      dueDate: "2026-11-26T10:00:00.000Z",
    });
    expect(stub.tasks[0]!.body).toContain("Pro plan");
    expect(stub.tasks[1]).toMatchObject({ dueDate: "2026-11-27T09:00:00.000Z" });
    expect(stub.notes).toHaveLength(2);
    expect(stub.enrolments.filter((item) => item.workflowId === "wf-plan")).toHaveLength(2);
    expectNoInvalidCall();
  });

  it("a task for an open deal further along, none for one still in the first stage; one task however often the attempt is retried", async () => {
    await followUp();
    const known = stub.addContact({ firstName: "Ana", email: "ana@example.org" });
    stub.addOpportunity({ contactId: known.id, status: "open", pipelineStageId: "stage-new" });
    await deliver(lead());
    expect(stub.tasks).toEqual([]);
    stub.opportunities[0]!.pipelineStageId = "stage-proposal";
    const sent = lead();
    stub.failWhen({ method: "POST", path: /\/tasks$/ }, { dropAfterWrite: true });
    const first = await failedAttempt(sent);
    await deliver(sent, first);
    expect(stub.tasks).toHaveLength(1);
  });
});

describe("an answer that is not what GoHighLevel's definition says", () => {
  /** The attempt's error: a DeliveryError to retry (never a crash on a property of the wrong thing), and what it saved. */
  async function malformedAttempt(sent: OutboxLead, steps: DeliverySteps = {}) {
    const saved = { ...steps };
    const error: unknown = await ghl
      .deliver(sent, { steps: { ...steps }, attempt: 1, save: async (step, value) => void (saved[step] = value) })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DeliveryError);
    expect((error as DeliveryError).permanent).toBe(false);
    expect((error as DeliveryError).message).toMatch(/does not match its API definition/);
    return { error: error as DeliveryError, saved };
  }

  it("a contact search answering another shape fails the attempt and creates nothing; the retry delivers", async () => {
    const sent = lead();
    stub.failWhen(
      { method: "GET", path: /^\/contacts\/search\/duplicate/ },
      { status: 200, answer: { contact: { id: 42, email: ["ana@example.org"] } } },
    );
    const { saved } = await malformedAttempt(sent);
    expect(saved).toEqual({});
    expect(stub.contacts).toEqual([]);
    const steps = await deliver(sent, saved);
    expect(stub.contacts).toHaveLength(1);
    expect(steps.contactId).toBe(stub.contacts[0]!.id);
  });

  it("a body that is not an object, or a list where one belongs, is a failed call too", async () => {
    const sent = lead();
    stub.failWhen(
      { method: "GET", path: /^\/contacts\/search\/duplicate/ },
      { status: 200, answer: ["not", "an", "answer"] },
    );
    await malformedAttempt(sent);
    stub.failWhen(
      { method: "GET", path: /^\/opportunities\/search/ },
      { status: 200, answer: { opportunities: { id: "opp-1" } } },
    );
    const { saved } = await malformedAttempt(sent);
    // The contact and the note were made and recorded; the opportunity is left for the retry.
    expect(saved.contactId).toBe(stub.contacts[0]!.id);
    expect(saved.opportunityId).toBeUndefined();
    await deliver(sent, saved);
    expect(stub.opportunities).toHaveLength(1);
    expect(stub.notes).toHaveLength(1);
  });

  it("a write whose answer is unreadable counts as unsure: the retry looks for it before writing, so one note", async () => {
    const sent = lead();
    stub.failWhen({ method: "POST", path: /\/notes$/ }, { status: 200, answer: { note: { id: ["n-1"] } } });
    const { error, saved } = await malformedAttempt(sent);
    expect(error.unsure).toBe(true);
    expect(saved.unsure).toBe("note");
    expect(saved.noteId).toBeUndefined();
    await deliver(sent, saved);
    expect(stub.requests.some((request) => request.method === "GET" && request.path.endsWith("/notes"))).toBe(true);
    expect(stub.notes).toHaveLength(1);
  });
});

describe("the rules, one by one", () => {
  it("the visitor's details hold no empty strings and the phone only in E.164", () => {
    expect(visitorDetails({ name: "  Cher ", email: "cher@example.org", phone: "call me" })).toEqual({
      firstName: "Cher",
      name: "Cher",
      email: "cher@example.org",
    });
    expect(visitorDetails({ name: "Ana  María Soto", email: "ana@example.org", phone: "(512) 555-0100" })).toEqual({
      firstName: "Ana María",
      lastName: "Soto",
      name: "Ana María Soto",
      email: "ana@example.org",
      phone: "+15125550100",
    });
  });

  it("a returning contact gains only what it lacks, never the e-mail or source; a new one gets everything, the phone only when free", () => {
    const visitor = visitorDetails({ name: "Ana Soto", email: "ana@example.org", phone: "512 555 0100" });
    expect(
      contactGaps(visitor, { id: "c1", firstName: "Ana", email: "ANA@example.org", phone: "+15125559999" }, true),
    ).toBeUndefined();
    expect(contactGaps(visitor, { id: "c1", lastName: "Soto", email: "ana@example.org", phone: null }, true)).toEqual({
      phone: "+15125550100",
      dndSettings: TEXTS_OFF,
    });
    expect(
      contactGaps(visitor, { id: "c1", lastName: "Soto", email: "ana@example.org", phone: null }, false),
    ).toBeUndefined();
    expect(contactGaps(visitor, { id: "c1", firstName: "", lastName: " ", email: "ana@example.org" }, true)).toEqual({
      phone: "+15125550100",
      firstName: "Ana",
      lastName: "Soto",
      name: "Ana Soto",
      dndSettings: TEXTS_OFF,
    });
    expect(newContact(visitor, "loc", true)).toEqual({
      locationId: "loc",
      firstName: "Ana",
      lastName: "Soto",
      name: "Ana Soto",
      email: "ana@example.org",
      phone: "+15125550100",
      source: "Website",
      dndSettings: { ...TEXTS_OFF, Call: { status: "inactive" } },
    });
    expect(newContact(visitor, "loc", false)).not.toHaveProperty("phone");
  });

  it("reopens the latest lost or abandoned opportunity only when none is open", () => {
    const older: StoredOpportunity = { id: "a", status: "lost", lastStatusChangeAt: "2026-01-01T00:00:00.000Z" };
    const newer: StoredOpportunity = { id: "b", status: "abandoned", lastStatusChangeAt: "2026-06-01T00:00:00.000Z" };
    expect(opportunityToReopen([newer, older])).toBe(newer);
    expect(opportunityToReopen([older, { id: "w", status: "won" }])).toBe(older);
    expect(opportunityToReopen([older, { id: "o", status: "open" }])).toBeUndefined();
    expect(opportunityToReopen([{ id: "w", status: "won" }])).toBeUndefined();
    expect(opportunityToReopen([])).toBeUndefined();
  });

  it("an update reopens a closed deal in the configured stage, raises a value and never lowers one, and leaves a won deal", () => {
    expect(opportunityUpdate({ status: "lost", pipelineStageId: "late", monetaryValue: 900 }, "first", 800)).toEqual({
      status: "open",
      pipelineStageId: "first",
    });
    expect(opportunityUpdate({ status: "abandoned" }, "first", undefined)).toEqual({
      status: "open",
      pipelineStageId: "first",
    });
    expect(opportunityUpdate({ status: "open", pipelineStageId: "late", monetaryValue: 100 }, "first", 800)).toEqual({
      monetaryValue: 800,
    });
    expect(opportunityUpdate({ status: "open", pipelineStageId: "late", monetaryValue: null }, "first", 800)).toEqual({
      monetaryValue: 800,
    });
    expect(
      opportunityUpdate({ status: "open", pipelineStageId: "late", monetaryValue: 900 }, "first", 800),
    ).toBeUndefined();
    expect(opportunityUpdate({ status: "open" }, "first", undefined)).toBeUndefined();
    expect(opportunityUpdate({ status: "won", monetaryValue: 10 }, "first", 800)).toBeUndefined();
  });

  it("reads GoHighLevel's refusal of a duplicate opportunity, with the existing one's id when it names it, and nothing else", () => {
    const refusal = (status: number, answer: unknown) =>
      new DeliveryError("refused", { permanent: true, status, answer: JSON.stringify(answer) });
    const duplicate = {
      statusCode: 400,
      message: "Can not create duplicate opportunity for the contact.",
      code: "OPPORTUNITY_NO_DUPLICATE",
      meta: { existingId: "o1" },
      error: "Bad Request",
    };
    expect(duplicateOpportunity(refusal(400, duplicate))).toEqual({ existingId: "o1" });
    expect(duplicateOpportunity(refusal(400, { ...duplicate, code: undefined }))).toEqual({ existingId: "o1" });
    expect(duplicateOpportunity(refusal(400, { ...duplicate, meta: {} }))).toEqual({});
    expect(
      duplicateOpportunity(
        refusal(400, { statusCode: 400, message: "pipelineStageId is invalid", meta: { existingId: "o1" } }),
      ),
    ).toBeUndefined();
    expect(duplicateOpportunity(refusal(422, duplicate))).toBeUndefined();
    expect(
      duplicateOpportunity(new DeliveryError("refused", { permanent: true, status: 400, answer: "<html>" })),
    ).toBeUndefined();
    expect(duplicateOpportunity(new Error("other"))).toBeUndefined();
  });
});

describe("the enquiry's language (docs/decisions/044-enquiry-language.md)", () => {
  it("a Spanish enquiry's contact is tagged lang-es and its note says to reply in Spanish; the contact body holds only published fields", async () => {
    await deliver(lead({ lang: "es" }));
    expectNoInvalidCall();
    expect(stub.contacts[0]!.tags).toEqual([...SITE_TAGS, "lang-es"]);
    expect(stub.notes[0]!.body).toContain("Reply in Spanish");
    // GoHighLevel's contact bodies (CreateContactDto, UpsertContactDto, UpdateContactDto) publish no language field.
    expect(upserts().every((request) => !Object.keys(request.body as object).some((key) => /lang/i.test(key)))).toBe(
      true,
    );
  });

  it("an English enquiry gets no language tag and its note says to reply in English", async () => {
    await deliver(lead({ lang: "en" }));
    expect(stub.contacts[0]!.tags).toEqual(SITE_TAGS);
    expect(stub.notes[0]!.body).toContain("Reply in English");
  });
});
