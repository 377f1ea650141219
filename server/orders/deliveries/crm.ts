// The sale in the agency's sub-account (GHL_PRIVATE_TOKEN, GHL_LOCATION_ID, the pipeline settings):
// - `order-crm`: the buyer as a contact (matched as leads are), with the sale won in the configured pipeline, then
//   tagged `snapshot-buyer` and `bought-<slug>` (last, so a workflow the tags start finds the won deal in place);
// - `refund-crm`: a refund tags the contact `refunded-<slug>`.
// GoHighLevel is called as the leads call it (`goHighLevelCaller`): a token it refuses (401) or a location it does not
// let the token into (403) pauses these deliveries, naming the setting to fix, instead of killing one order after
// another (docs/decisions/030-ghl-follow-up-and-pauses.md). A buyer's contact merged or deleted in GoHighLevel since an
// earlier attempt saved its id is found or made again (decision 029), and a sale joins the deal the contact already
// has in the pipeline, as GoHighLevel keeps one per contact and pipeline.
import type { z } from "zod";
import {
  contactGaps,
  contactGone,
  duplicateContact,
  duplicateOpportunity,
  goHighLevelCaller,
  newContact,
  sameEmail,
  visitorDetails,
  type GoHighLevelSettings,
  type StoredContact,
  type StoredOpportunity,
} from "../../destinations/gohighlevel.ts";
import { contactAnswer, opportunitiesAnswer, opportunityAnswer } from "../../destinations/gohighlevel-answers.ts";
import { refusedForGood } from "../../destinations/http.ts";
import type { DeliveryContext, Destination } from "../../destinations/types.ts";
import type { Order } from "../orders-store.ts";
import { requiredId, type GoHighLevelCall } from "./shared.ts";

type Steps = Pick<DeliveryContext, "steps" | "save">;

/**
 * The buyer's contact in the sub-account, matched by the rules the leads follow (docs/decisions/029-ghl-matching.md,
 * the same functions): the record with their e-mail is theirs and only gains what it lacks; otherwise a new one,
 * and a create refused as a duplicate names the record it matched. A buyer gives no phone, so no phone is matched.
 */
async function findOrCreateBuyer(
  call: GoHighLevelCall,
  locationId: string,
  buyer: { name: string; email: string },
): Promise<string> {
  const visitor = visitorDetails({ ...buyer, phone: "" });
  const search = async (): Promise<StoredContact | undefined> => {
    const found = (
      await call("GET", `/contacts/search/duplicate?${new URLSearchParams({ locationId, email: visitor.email })}`, {
        answer: contactAnswer,
      })
    ).contact;
    return found?.id ? found : undefined;
  };
  let stored = await search();
  if (!stored) {
    try {
      const answer = await call("POST", "/contacts/", {
        body: newContact(visitor, locationId, false),
        answer: contactAnswer,
      });
      return requiredId(answer.contact?.id, "contact id");
    } catch (error) {
      const duplicate = duplicateContact(error);
      if (!duplicate) throw error;
      const named = (await call("GET", `/contacts/${encodeURIComponent(duplicate.id)}`, { answer: contactAnswer }))
        .contact ?? { id: duplicate.id };
      if (!(duplicate.field === "email" || sameEmail(named, visitor.email))) throw error;
      stored = { ...named, id: duplicate.id };
    }
  }
  const id = requiredId(stored.id, "contact id");
  const gaps = contactGaps(visitor, stored, false);
  if (gaps) await call("PUT", `/contacts/${encodeURIComponent(id)}`, { body: gaps });
  return id;
}

/**
 * A read that helps but is not needed: undefined when GoHighLevel refuses it (404 or 405 where it is not served, any
 * other 4xx but a timeout or a rate limit). A refusal that pauses (401, 403), a 429, a 5xx or no answer fails the
 * attempt as any call does.
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

const changedAt = (deal: StoredOpportunity) => deal.lastStatusChangeAt ?? deal.updatedAt ?? deal.createdAt ?? "";
/** The most recently changed of these deals (the last listed when GoHighLevel gives no dates). */
const newest = (deals: readonly StoredOpportunity[]) =>
  deals.reduce<StoredOpportunity | undefined>(
    (best, item) => (!best || changedAt(item) >= changedAt(best) ? item : best),
    undefined,
  );

/**
 * Records the sale in the configured pipeline (decided here; decision 029 says how leads join a deal):
 * - the contact's open deal there is the one the sale closes: it is set won with the sale's amount (the amount paid
 *   replaces an estimate), its stage left where the team has it;
 * - without one, a new won opportunity of the amount is made; where the sub-account refuses a second one, the deal it
 *   names (else the latest the search found) is set won the same way when lost or abandoned;
 * - a deal already won (another sale, a deal the team closed) is left as it is, its value included, and the order's
 *   steps say so (`opportunityWonBefore`): GoHighLevel allows no second opportunity to record this sale on.
 * A deal chosen is saved (`opportunityTarget`) before it is changed, so a retry finishes that one; one this order made
 * in an attempt that did not hear back is known by its name, which holds the order's id.
 */
async function recordSale(
  call: GoHighLevelCall,
  crm: GoHighLevelSettings & { pipelineId: string; pipelineStageId: string },
  order: Order,
  contactId: string,
  { steps, save }: Steps,
): Promise<void> {
  const name = `${order.snapshotName}: order ${order.id}`.slice(0, 200);
  const monetaryValue = order.amount / 100;
  const ours = (deal: StoredOpportunity) => deal.name === name;
  /** Sets a deal won with the sale's amount (UpdateOpportunityDto), or notes that it was won before this sale. */
  const settle = async (deal: StoredOpportunity, chosenBefore: boolean): Promise<void> => {
    const id = requiredId(deal.id, "opportunity id");
    if (ours(deal)) return save("opportunityId", id);
    if (deal.status === "won" && !chosenBefore) return save("opportunityWonBefore", id);
    if (!chosenBefore) await save("opportunityTarget", id);
    await call("PUT", `/opportunities/${encodeURIComponent(id)}`, { body: { status: "won", monetaryValue } });
    await save("opportunityId", id);
  };

  if (steps.opportunityTarget) {
    // Chosen by an earlier attempt, which may have set it won already: setting it again changes nothing. Gone since
    // (deleted with a merged contact), the sale is recorded afresh below.
    const chosen = (
      await lookup(call, opportunityAnswer, `/opportunities/${encodeURIComponent(steps.opportunityTarget)}`)
    )?.opportunity;
    if (chosen?.id) return settle(chosen, true);
  }
  // One page of the largest size: with one deal per contact and pipeline, more is never there.
  const query = new URLSearchParams({
    location_id: crm.locationId,
    contact_id: contactId,
    pipeline_id: crm.pipelineId,
    limit: "100",
  });
  const theirs = (await lookup(call, opportunitiesAnswer, `/opportunities/search?${query}`))?.opportunities ?? [];
  let deal = theirs.find(ours) ?? newest(theirs.filter((item) => item.status === "open"));
  if (!deal) {
    try {
      const answer = await call("POST", "/opportunities/", {
        body: {
          pipelineId: crm.pipelineId,
          pipelineStageId: crm.pipelineStageId,
          locationId: crm.locationId,
          contactId,
          name,
          status: "won",
          monetaryValue,
        },
        answer: opportunityAnswer,
      });
      return await save("opportunityId", requiredId(answer.opportunity?.id, "opportunity id"));
    } catch (error) {
      const refusal = duplicateOpportunity(error);
      if (!refusal) throw error;
      const { existingId } = refusal;
      deal = existingId
        ? (theirs.find((item) => item.id === existingId) ??
          (await lookup(call, opportunityAnswer, `/opportunities/${encodeURIComponent(existingId)}`))?.opportunity)
        : newest(theirs);
      // A deal named but unreadable: its status is unknown, so it is recorded as the sale's and left unchanged rather
      // than risk rewriting a won deal's value.
      if (!deal && existingId) return save("opportunityId", existingId);
      if (!deal) throw error;
    }
  }
  await settle(deal, false);
}

/** The sale and the refund in the sub-account: `order-crm` and `refund-crm`. */
export function createCrmDestinations(
  crm: GoHighLevelSettings,
  { timeoutMs }: { timeoutMs: number },
): { sale: Destination<Order>; refund: Destination<Order> } {
  const call: GoHighLevelCall = goHighLevelCaller(crm, { timeoutMs });
  const { pipelineId, pipelineStageId } = crm;
  const pipeline = pipelineId && pipelineStageId ? { ...crm, pipelineId, pipelineStageId } : undefined;

  /**
   * Runs `work` with the buyer's contact id: the one an earlier attempt saved, else found (or made) and saved now. A
   * contact GoHighLevel no longer has (merged into another, or deleted) is found or made again, once per attempt, and
   * `work` runs again with it; the steps saved stand. `fresh` says whether the id was found in this attempt; `work`
   * saves through the steps it is given, which hold what this attempt saved too.
   */
  async function withBuyer(
    order: Order,
    email: string,
    context: Steps,
    work: (contactId: string, fresh: boolean, steps: Steps) => Promise<void>,
  ): Promise<void> {
    // The steps as this attempt leaves them: a second round must not redo what the first one saved.
    const steps: Record<string, string> = { ...context.steps };
    const save: Steps["save"] = async (step, value, options) => {
      await context.save(step, value, options);
      steps[step] = value;
    };
    let contactId = steps.contactId || undefined;
    for (let round = 0; ; round += 1) {
      try {
        const fresh = !contactId;
        if (!contactId) {
          contactId = await findOrCreateBuyer(call, crm.locationId, { name: order.buyerName ?? "", email });
          await save("contactId", contactId);
        }
        return await work(contactId, fresh, { steps, save });
      } catch (error) {
        if (round > 0 || !contactGone(error)) throw error;
        contactId = undefined;
      }
    }
  }

  const sale: Destination<Order> = {
    name: "order-crm",
    kind: "order",
    async deliver(order, context) {
      if (!order.buyerEmail) return;
      await withBuyer(order, order.buyerEmail, context, async (contactId, fresh, attempt) => {
        if (pipeline && !attempt.steps.opportunityId && !attempt.steps.opportunityWonBefore) {
          // A saved contact is read first: a deal created for one GoHighLevel no longer has is refused as invalid data,
          // which says nothing of the contact, where a contact's own call answers "Contact not found".
          if (!fresh) await call("GET", `/contacts/${encodeURIComponent(contactId)}`, { answer: contactAnswer });
          await recordSale(call, pipeline, order, contactId, attempt);
        }
        await call("POST", `/contacts/${encodeURIComponent(contactId)}/tags`, {
          body: { tags: ["snapshot-buyer", `bought-${order.slug}`] },
        });
      });
    },
  };
  const refund: Destination<Order> = {
    name: "refund-crm",
    kind: "order",
    async deliver(order, context) {
      if (!order.buyerEmail) return;
      await withBuyer(order, order.buyerEmail, context, async (contactId) => {
        await call("POST", `/contacts/${encodeURIComponent(contactId)}/tags`, {
          body: { tags: [`refunded-${order.slug}`] },
        });
      });
    },
  };

  return { sale, refund };
}
