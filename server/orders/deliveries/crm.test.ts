// The sale and the refund in the agency's sub-account, driven directly against the LeadConnector stub (which holds
// them to GoHighLevel's published definitions): the buyer's contact, the won deal and the tags; a revoked token or
// another location pausing instead of killing orders; a contact merged or deleted since an earlier attempt; and the
// contact's own deal in the pipeline closed by the sale.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { GoHighLevelSettings } from "../../destinations/gohighlevel.ts";
import { DeliveryError } from "../../destinations/http.ts";
import type { Destination } from "../../destinations/types.ts";
import type { DeliverySteps } from "../../outbox/outbox-store.ts";
import { STUB_SCOPES, startLeadConnectorStub, type LeadConnectorStub } from "../../testing/leadconnector-stub.ts";
import type { Order } from "../orders-store.ts";
import { createCrmDestinations } from "./crm.ts";

let stub: LeadConnectorStub;
let sale: Destination<Order>;
let refund: Destination<Order>;
let orders = 0;

const settings = (overrides: Partial<GoHighLevelSettings> = {}): GoHighLevelSettings => ({
  token: stub.token,
  locationId: stub.locationId,
  apiBase: stub.url,
  pipelineId: "pipe-1",
  pipelineStageId: "stage-new",
  ...overrides,
});

function useSettings(overrides: Partial<GoHighLevelSettings> = {}) {
  ({ sale, refund } = createCrmDestinations(settings(overrides), { timeoutMs: 1000 }));
}

const order = (overrides: Partial<Order> = {}): Order => ({
  id: `order${String(++orders).padStart(19, "0")}`,
  sessionId: `cs_test_${orders}`,
  paymentIntent: `pi_test_${orders}`,
  slug: "mortgage",
  snapshotName: "Mortgage Snapshot",
  amount: 19_700,
  currency: "usd",
  buyerName: "Ana María Soto",
  buyerEmail: "ana@example.org",
  status: "paid",
  delivery: "link",
  shareLink: null,
  linkMadeAt: null,
  lostLinks: 0,
  emailedAt: null,
  resends: 0,
  lastResendAt: null,
  createdAt: "2026-11-25T10:00:00.000Z",
  processingAt: null,
  paidAt: "2026-11-25T10:01:00.000Z",
  failedAt: null,
  expiredAt: null,
  refundedAt: null,
  disputedAt: null,
  attention: null,
  attentionAt: null,
  attentionDetail: null,
  erasedAt: null,
  version: null,
  ...overrides,
});

/** One attempt as the outbox makes it: the steps earlier attempts saved, and those with what this one saved. */
async function attempt(
  destination: Destination<Order>,
  sold: Order,
  steps: DeliverySteps = {},
): Promise<DeliverySteps> {
  const saved = { ...steps };
  await destination.deliver(sold, {
    steps: { ...steps },
    attempt: 1,
    save: async (step, value) => void (saved[step] = value),
  });
  return saved;
}
/** An attempt that fails: its error, and the steps saved before it failed. */
async function failedAttempt(
  destination: Destination<Order>,
  sold: Order,
  steps: DeliverySteps = {},
): Promise<{ error: DeliveryError; steps: DeliverySteps }> {
  const saved = { ...steps };
  const error = await destination
    .deliver(sold, { steps: { ...steps }, attempt: 1, save: async (step, value) => void (saved[step] = value) })
    .then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
  expect(error).toBeInstanceOf(DeliveryError);
  return { error: error as DeliveryError, steps: saved };
}
const contact = (id: string | undefined) => stub.contacts.find((item) => item.id === id);

beforeEach(async () => {
  stub = await startLeadConnectorStub({ pipelines: { "pipe-1": ["stage-new", "stage-proposal"] } });
  useSettings();
});
afterEach(async () => {
  await stub.close();
});

describe("order-crm", () => {
  it("makes the buyer a contact with a won opportunity of the amount, then tags them", async () => {
    const sold = order();
    const steps = await attempt(sale, sold);
    expect(stub.contacts).toEqual([
      expect.objectContaining({
        id: steps.contactId,
        email: "ana@example.org",
        firstName: "Ana María",
        lastName: "Soto",
        tags: ["snapshot-buyer", "bought-mortgage"],
      }),
    ]);
    expect(stub.opportunities).toEqual([
      expect.objectContaining({
        id: steps.opportunityId,
        contactId: steps.contactId,
        status: "won",
        monetaryValue: 197,
        pipelineId: "pipe-1",
        pipelineStageId: "stage-new",
        name: `Mortgage Snapshot: order ${sold.id}`,
      }),
    ]);
    // A retry with the steps saved writes no second deal.
    await attempt(sale, sold, steps);
    expect(stub.opportunities).toHaveLength(1);
  });

  it("without a pipeline, only tags the buyer's contact", async () => {
    useSettings({ pipelineId: undefined, pipelineStageId: undefined });
    const known = stub.addContact({ email: "ana@example.org", firstName: "Ana", tags: ["client"] });
    const steps = await attempt(sale, order());
    expect(steps).toEqual({ contactId: known.id });
    expect(contact(known.id)?.tags).toEqual(["client", "snapshot-buyer", "bought-mortgage"]);
    expect(stub.opportunities).toEqual([]);
  });

  it("pauses on a token GoHighLevel refuses (401), naming the scope, and goes on once the token works again", async () => {
    stub.setScopes(STUB_SCOPES.filter((scope) => scope !== "contacts.readonly"));
    const sold = order();
    const refused = await failedAttempt(sale, sold);
    expect(refused.error.pause?.reason).toMatch(/scope contacts\.readonly/);
    expect(refused.error.permanent).toBe(false);
    expect(refused.steps).toEqual({});
    stub.setScopes(STUB_SCOPES);
    const steps = await attempt(sale, sold, refused.steps);
    expect(contact(steps.contactId)?.tags).toEqual(["snapshot-buyer", "bought-mortgage"]);
  });

  it("pauses when the opportunity's write scope is missing, and the retry finishes from the saved contact", async () => {
    stub.setScopes(STUB_SCOPES.filter((scope) => scope !== "opportunities.write"));
    const sold = order();
    const refused = await failedAttempt(sale, sold);
    expect(refused.error.pause?.reason).toMatch(/scope opportunities\.write/);
    expect(Object.keys(refused.steps)).toEqual(["contactId"]);
    stub.setScopes(STUB_SCOPES);
    const steps = await attempt(sale, sold, refused.steps);
    expect(stub.opportunities).toEqual([
      expect.objectContaining({ id: steps.opportunityId, contactId: refused.steps.contactId, status: "won" }),
    ]);
  });

  it("pauses on a location the token has no access to (403), naming GHL_LOCATION_ID", async () => {
    useSettings({ locationId: "elsewhere" });
    const { error } = await failedAttempt(sale, order());
    expect(error.pause?.reason).toMatch(/GHL_LOCATION_ID/);
  });

  it("finds the buyer again when the saved contact was merged into another", async () => {
    const sold = order();
    stub.failWhen({ method: "POST", path: /\/tags$/ }, { status: 503 });
    const first = await failedAttempt(sale, sold);
    expect(first.steps.opportunityId).toBeDefined();
    stub.removeContact(first.steps.contactId!);
    const kept = stub.addContact({ firstName: "Ana", email: "ana@example.org" }); // the record it was merged into
    const steps = await attempt(sale, sold, first.steps);
    expect(steps.contactId).toBe(kept.id);
    expect(contact(kept.id)?.tags).toEqual(["snapshot-buyer", "bought-mortgage"]);
    // The deal recorded before stands: the steps saved are not done again.
    expect(steps.opportunityId).toBe(first.steps.opportunityId);
    expect(stub.opportunities).toHaveLength(1);
  });

  it("makes the buyer a new contact when the saved one was deleted before the deal was recorded", async () => {
    const sold = order();
    stub.failWhen({ method: "POST", path: /^\/opportunities\/?$/ }, { status: 503 });
    const first = await failedAttempt(sale, sold);
    expect(Object.keys(first.steps)).toEqual(["contactId"]);
    stub.removeContact(first.steps.contactId!);
    const steps = await attempt(sale, sold, first.steps);
    expect(steps.contactId).not.toBe(first.steps.contactId);
    expect(stub.contacts).toEqual([
      expect.objectContaining({
        id: steps.contactId,
        email: "ana@example.org",
        tags: ["snapshot-buyer", "bought-mortgage"],
      }),
    ]);
    expect(stub.opportunities).toEqual([
      expect.objectContaining({
        id: steps.opportunityId,
        contactId: steps.contactId,
        status: "won",
        monetaryValue: 197,
      }),
    ]);
    // The contact is read before the deal is written for it: GoHighLevel answered as it does for a contact it no longer has.
    expect(stub.requests).toContainEqual(
      expect.objectContaining({ method: "GET", path: `/contacts/${first.steps.contactId}`, status: 400 }),
    );
  });

  it("sets the contact's open deal in the pipeline won with the sale's amount, its stage left as the team has it", async () => {
    const known = stub.addContact({ email: "ana@example.org", firstName: "Ana" });
    const open = stub.addOpportunity({
      contactId: known.id,
      status: "open",
      monetaryValue: 800,
      pipelineStageId: "stage-proposal",
    });
    const steps = await attempt(sale, order());
    expect(steps).toEqual({ contactId: known.id, opportunityTarget: open.id, opportunityId: open.id });
    expect(stub.opportunities).toEqual([
      expect.objectContaining({ id: open.id, status: "won", monetaryValue: 197, pipelineStageId: "stage-proposal" }),
    ]);
    expect(stub.writes().map((write) => `${write.method} ${write.path.split("?")[0]}`)).toEqual([
      `PUT /opportunities/${open.id}`,
      `POST /contacts/${known.id}/tags`,
    ]);
  });

  it("sets the deal GoHighLevel names won when it refuses a second one and the search is not served", async () => {
    stub.refuseLookups(404);
    const known = stub.addContact({ email: "ana@example.org" });
    const open = stub.addOpportunity({ contactId: known.id, status: "open" });
    const steps = await attempt(sale, order());
    expect(stub.requests).toContainEqual(
      expect.objectContaining({ method: "POST", path: "/opportunities/", status: 400 }),
    );
    expect(steps.opportunityId).toBe(open.id);
    expect(stub.opportunities).toEqual([expect.objectContaining({ id: open.id, status: "won", monetaryValue: 197 })]);
  });

  it("sets a lost deal won: the buyer came back and bought", async () => {
    const known = stub.addContact({ email: "ana@example.org" });
    const lost = stub.addOpportunity({ contactId: known.id, status: "lost", monetaryValue: 50 });
    const steps = await attempt(sale, order());
    expect(steps.opportunityId).toBe(lost.id);
    expect(stub.opportunities).toEqual([expect.objectContaining({ id: lost.id, status: "won", monetaryValue: 197 })]);
  });

  it("leaves a deal won before this sale as it is and says so in the steps", async () => {
    const known = stub.addContact({ email: "ana@example.org" });
    const won = stub.addOpportunity({
      contactId: known.id,
      status: "won",
      monetaryValue: 500,
      name: "Roofing Snapshot: order earlier",
    });
    const sold = order();
    const steps = await attempt(sale, sold);
    expect(steps).toEqual({ contactId: known.id, opportunityWonBefore: won.id });
    expect(stub.opportunities).toEqual([
      expect.objectContaining({
        id: won.id,
        status: "won",
        monetaryValue: 500,
        name: "Roofing Snapshot: order earlier",
      }),
    ]);
    expect(contact(known.id)?.tags).toEqual(["snapshot-buyer", "bought-mortgage"]);
    // A retry does not try again.
    const again = await attempt(sale, sold, steps);
    expect(again).toEqual(steps);
    expect(stub.writes().filter((write) => write.path.startsWith("/opportunities"))).toHaveLength(1);
  });

  it("records the sale as a deal of its own beside a won one where the sub-account allows several", async () => {
    stub.allowMultipleOpportunities(true);
    const known = stub.addContact({ email: "ana@example.org" });
    const won = stub.addOpportunity({ contactId: known.id, status: "won", monetaryValue: 500 });
    const steps = await attempt(sale, order());
    expect(steps.opportunityId).not.toBe(won.id);
    expect(stub.opportunities.map((item) => [item.status, item.monetaryValue])).toEqual([
      ["won", 500],
      ["won", 197],
    ]);
  });

  it("after a create whose answer was lost, finds the deal it made by its name and makes no second one", async () => {
    const sold = order();
    stub.failWhen({ method: "POST", path: /^\/opportunities\/?$/ }, { dropAfterWrite: true });
    const first = await failedAttempt(sale, sold);
    expect(first.error.unsure).toBe(true);
    expect(stub.opportunities).toHaveLength(1);
    const steps = await attempt(sale, sold, first.steps);
    expect(steps.opportunityId).toBe(stub.opportunities[0]!.id);
    expect(steps.opportunityWonBefore).toBeUndefined();
    expect(stub.opportunities).toHaveLength(1);
  });

  it("the same when the search is not served: the deal GoHighLevel names is known as this order's by its name", async () => {
    const sold = order();
    stub.failWhen({ method: "POST", path: /^\/opportunities\/?$/ }, { dropAfterWrite: true });
    const first = await failedAttempt(sale, sold);
    stub.refuseLookups(405);
    const steps = await attempt(sale, sold, first.steps);
    expect(steps.opportunityId).toBe(stub.opportunities[0]!.id);
    expect(steps.opportunityWonBefore).toBeUndefined();
    expect(stub.opportunities).toEqual([expect.objectContaining({ status: "won", monetaryValue: 197 })]);
  });

  it("finishes the deal an earlier attempt chose, though its update's answer was lost", async () => {
    const known = stub.addContact({ email: "ana@example.org" });
    const open = stub.addOpportunity({ contactId: known.id, status: "open" });
    const sold = order();
    stub.failWhen({ method: "PUT", path: /^\/opportunities\// }, { dropAfterWrite: true });
    const first = await failedAttempt(sale, sold);
    expect(first.steps).toEqual({ contactId: known.id, opportunityTarget: open.id });
    // Won by the update that was not heard back: it is this sale's, not one won before it.
    const steps = await attempt(sale, sold, first.steps);
    expect(steps.opportunityId).toBe(open.id);
    expect(steps.opportunityWonBefore).toBeUndefined();
  });
});

describe("refund-crm", () => {
  it("tags the buyer's contact refunded", async () => {
    const known = stub.addContact({ email: "ana@example.org", tags: ["snapshot-buyer"] });
    const steps = await attempt(refund, order({ status: "refunded" }));
    expect(steps).toEqual({ contactId: known.id });
    expect(contact(known.id)?.tags).toEqual(["snapshot-buyer", "refunded-mortgage"]);
  });

  it("pauses on a refused token and finds the contact again when the saved one is gone", async () => {
    const sold = order({ status: "refunded" });
    stub.setScopes(STUB_SCOPES.filter((scope) => scope !== "contacts.write"));
    const known = stub.addContact({ email: "ana@example.org", firstName: "Ana" });
    const refused = await failedAttempt(refund, sold);
    expect(refused.error.pause?.reason).toMatch(/scope contacts\.write/);
    expect(refused.steps).toEqual({ contactId: known.id });
    stub.setScopes(STUB_SCOPES);
    stub.removeContact(known.id);
    const kept = stub.addContact({ email: "ana@example.org" });
    const steps = await attempt(refund, sold, refused.steps);
    expect(steps.contactId).toBe(kept.id);
    expect(contact(kept.id)?.tags).toEqual(["refunded-mortgage"]);
  });

  it("does nothing for an order without the buyer's e-mail (erased)", async () => {
    expect(await attempt(refund, order({ buyerEmail: null }))).toEqual({});
    expect(await attempt(sale, order({ buyerEmail: null }))).toEqual({});
    expect(stub.requests).toEqual([]);
  });
});
