// The review form through a selling server against the store's stubs: the delivery e-mail and the order page carry
// the order's review link; the form (no script) stores a valid review as pending, answers an invalid one with the
// form and its problems, lets a second review replace a pending one, closes once the review is approved, and opens
// for no refunded order, no wrong tag and no other site's post.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer } from "../index.ts";
import { openLeadStore } from "../enquiries/leads-store.ts";
import { openOrdersStore } from "../orders/orders-store.ts";
import { startStoreRig, type StoreRig } from "../testing/store-rig.ts";
import { runReviewsCommand } from "./reviews-cli.ts";
import { openReviewsStore } from "./reviews-store.ts";

let rig: StoreRig;
let server: Awaited<ReturnType<typeof startServer>>;
let contentDir: string;

beforeAll(async () => {
  rig = await startStoreRig();
  contentDir = await mkdtemp(path.join(tmpdir(), "review-content-"));
  server = await startServer({ env: rig.env(), port: 0, log: () => {}, catalogFile: rig.catalogFile });
}, 30_000);
afterAll(async () => {
  await server?.close();
  await rig?.close();
  await rm(contentDir, { recursive: true, force: true });
});

/** A paid order whose delivery e-mail went: its id and the review link the e-mail gave. */
async function paidOrder(email: string, name = "Ana Soto"): Promise<{ id: string; session: string; link: string }> {
  const session = await rig.buy(server.url, "mortgage");
  await rig.deliverEvent(server.url, rig.stripe.complete(session, { email, name }));
  await expect.poll(() => rig.mailsTo(email).length, { timeout: 20_000, interval: 50 }).toBe(1);
  const link = /http:\/\/localhost:4999(\/review\/\S+)/.exec(rig.mailsTo(email)[0]!.text)?.[1];
  expect(link, "the delivery e-mail's review link").toBeDefined();
  return { id: (await rig.orderOf(session)).id, session, link: link! };
}

const post = (link: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${link}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
  });

async function stored(orderId: string) {
  const leads = await openLeadStore(rig.dbUrl);
  try {
    return await (await openReviewsStore(leads.client)).forOrder(orderId);
  } finally {
    leads.close();
  }
}

const REVIEW = {
  stars: "4",
  text: "The loan pipeline matched how we work; the document chase saved us a day a week.",
  name: "Ana S.",
};

describe("a buyer's review", () => {
  let order: Awaited<ReturnType<typeof paidOrder>>;

  it(
    "is linked from the delivery e-mail and the order page, and its form opens with the buyer's short name and no script",
    { timeout: 30_000 },
    async () => {
      order = await paidOrder("ana@example.org");
      const page = await (await fetch(`${server.url}/order/${order.id}`)).text();
      expect(page).toContain(`href="${order.link}"`);
      const response = await fetch(`${server.url}${order.link}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("x-robots-tag")).toContain("noindex");
      expect(response.headers.get("cache-control")).toContain("no-store");
      const form = await response.text();
      expect(form).not.toContain("<script");
      expect(form).toMatch(/<fieldset[^>]*>\s*<legend/);
      expect(form.match(/type="radio" name="stars"/g)).toHaveLength(5);
      expect(form).toContain('value="Ana S."');
      expect(form).toContain('href="/legal/terms-of-service#reviews"');
    },
  );

  it("is refused with its problems and the form again when invalid, and nothing is stored", async () => {
    const response = await post(order.link, { stars: "6", text: "Too short", name: "<b>" });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html.match(/aria-invalid="true"/g)).toHaveLength(3);
    expect(html).toContain("Too short");
    expect(await stored(order.id)).toBeUndefined();
  });

  it("is stored pending, then replaced by a second one before moderation, and closed once approved", async () => {
    const first = await post(order.link, REVIEW);
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe(`${order.link}/thanks`);
    expect((await fetch(`${server.url}${order.link}/thanks`)).status).toBe(200);
    expect(await stored(order.id)).toMatchObject({ status: "pending", stars: 4, name: "Ana S.", slug: "mortgage" });
    expect(await (await fetch(`${server.url}${order.link}`)).text()).toContain("replaces it");
    expect((await post(order.link, { ...REVIEW, stars: "2" })).status).toBe(303);
    const pending = await stored(order.id);
    expect(pending).toMatchObject({ status: "pending", stars: 2 });
    const leads = await openLeadStore(rig.dbUrl);
    try {
      expect(
        (
          await runReviewsCommand(
            { approve: pending!.id },
            { reviews: await openReviewsStore(leads.client), contentDir },
          )
        ).ok,
      ).toBe(true);
    } finally {
      leads.close();
    }
    expect((await post(order.link, REVIEW)).status).toBe(409);
    expect((await fetch(`${server.url}${order.link}`)).status).toBe(409);
    expect(await stored(order.id)).toMatchObject({ status: "approved", stars: 2 });
  });

  it("opens for no wrong tag, no other site's post and no refunded order", { timeout: 30_000 }, async () => {
    const other = await paidOrder("ben@example.org", "Ben Lee");
    const forged = `/review/${other.id}/${order.link.split("/").at(-1)}`;
    expect((await fetch(`${server.url}${forged}`)).status).toBe(404);
    expect(
      (await post(other.link, REVIEW, { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" })).status,
    ).toBe(403);
    await rig.deliverEvent(server.url, rig.stripe.refund(other.session));
    await expect
      .poll(async () => (await rig.orderOf(other.session)).status, { timeout: 20_000, interval: 50 })
      .toBe("refunded");
    expect((await fetch(`${server.url}${other.link}`)).status).toBe(403);
    expect((await post(other.link, REVIEW)).status).toBe(403);
    expect(await stored(other.id)).toBeUndefined();
    expect(await (await fetch(`${server.url}/order/${other.id}`)).text()).not.toContain("/review/");
  });

  it("is forgotten, unpublished, when its buyer is erased, and the form closes", { timeout: 30_000 }, async () => {
    const erased = await paidOrder("cara@example.org", "Cara Diaz");
    expect((await post(erased.link, REVIEW)).status).toBe(303);
    const leads = await openLeadStore(rig.dbUrl);
    try {
      expect((await (await openOrdersStore(leads.client, leads.outbox)).eraseBuyer("cara@example.org")).orders).toBe(1);
      expect(await (await openReviewsStore(leads.client)).forgetErased()).toBe(1);
    } finally {
      leads.close();
    }
    expect(await stored(erased.id)).toBeUndefined();
    expect((await fetch(`${server.url}${erased.link}`)).status).toBe(403);
  });
});
