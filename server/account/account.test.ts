// The buyer's account through the production server against the store's stubs (Stripe, GoHighLevel, a mail server):
// one order bought and delivered through the real paths, then /account as a browser without JavaScript uses it, its
// cookies kept by hand. Every wait is for a state (a mail, a delivery), never for a time.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NEW_LINKS } from "../../contracts/account-policy.ts";
import { startServer } from "../index.ts";
import { openLeadStore } from "../enquiries/leads-store.ts";
import { startStoreRig, type StoreRig } from "../testing/store-rig.ts";
import { NEW_LINK_KIND } from "./account-store.ts";
import { SIGN_IN_LIMITS } from "./index.ts";

const BUYER = "ana@example.org";
let rig: StoreRig;
let server: Awaited<ReturnType<typeof startServer>>;
let orderId: string;

beforeAll(async () => {
  rig = await startStoreRig();
  // The snapshot lists two versions; the order below is recorded as sold at the older one.
  const file = path.join(rig.dir, "store-catalog.json");
  const catalog = JSON.parse(await readFile(file, "utf8")) as { snapshots: Record<string, Record<string, unknown>> };
  catalog.snapshots.mortgage!.versions = [
    { version: "1.1.0", date: "2999-01-01", changes: ["A newer pipeline."] },
    { version: "1.0.0", date: "2026-01-01", changes: ["First release."] },
  ];
  await writeFile(file, JSON.stringify(catalog));
  server = await startServer({
    env: rig.env({ LEGAL_ENTITY_NAME: "Agency Example LLC", LEGAL_POSTAL_ADDRESS: "1 Main Street, Austin, TX 78701" }),
    port: 0,
    log: () => {},
    catalogFile: rig.catalogFile,
  });
});
afterAll(async () => {
  await server.close();
  await rig.close();
});

/** A browser's cookies, kept by hand: each Set-Cookie replaces its name, Max-Age=0 removes it. */
function browser() {
  const jar = new Map<string, string>();
  const request = async (target: string, init: RequestInit = {}) => {
    const response = await fetch(`${server.url}${target}`, {
      redirect: "manual",
      ...init,
      headers: {
        ...(init.headers as Record<string, string>),
        Cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; "),
      },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const [name = "", value = ""] = pair.split("=");
      if (/Max-Age=0\b/.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
  const post = (target: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    request(target, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(fields),
    });
  return { jar, request, post };
}
type Browser = ReturnType<typeof browser>;

/** The new-link deliveries (the rig's state holds the orders' own). */
async function newLinkDeliveries() {
  const leads = await openLeadStore(rig.dbUrl);
  try {
    return await leads.outbox.list({ kind: NEW_LINK_KIND });
  } finally {
    leads.close();
  }
}
const newLinksSettled = async () => (await newLinkDeliveries()).every((delivery) => delivery.status !== "pending");
const signInMails = (email: string) =>
  rig.mailsTo(email).filter((mail) => rig.subjectOf(mail).includes("sign-in link"));
const linkIn = (text: string) => /https?:\/\/\S+\/account\/verify\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
const field = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(html)?.[1] ?? "";

/** Asks for a sign-in link for `email` from `from`: the page's HTML. */
async function askLink(from: Browser, email: string) {
  const response = await from.post("/account/sign-in", { email });
  expect(response.status).toBe(200);
  return response.text();
}
/** The next sign-in link mailed to the buyer after `before` mails. */
async function nextLink(before: number): Promise<string> {
  await expect.poll(() => signInMails(BUYER).length, { timeout: 10_000, interval: 20 }).toBe(before + 1);
  return linkIn(signInMails(BUYER).at(-1)!.text)!;
}
let session: Browser;

describe("signing in", () => {
  it("(a buyer pays for a snapshot and gets its link)", async () => {
    const session = await rig.buy(server.url, "mortgage");
    await rig.deliverEvent(server.url, rig.stripe.complete(session, { email: BUYER, name: "Ana Soto" }));
    await expect.poll(() => rig.settled(), { timeout: 30_000, interval: 50 }).toBe(true);
    orderId = (await rig.orderOf(session)).id;
    // Sold before 1.1.0 came out: the order's own record of its version.
    const leads = await openLeadStore(rig.dbUrl);
    try {
      await leads.client.execute({ sql: "UPDATE orders SET version = '1.0.0' WHERE id = ?", args: [orderId] });
    } finally {
      leads.close();
    }
  });

  it("answers a stranger exactly as it answers a buyer, and mails only the buyer (found however the address is cased)", async () => {
    const stranger = await askLink(browser(), "nobody@example.org");
    const buyer = await askLink(browser(), "  ANA@Example.org ");
    expect(stranger).toBe(buyer);
    expect(buyer).toContain('data-answer="sign-in-sent"');
    const token = await nextLink(0);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(rig.mailsTo("nobody@example.org")).toEqual([]);
  });

  it("a link: opening it uses nothing, its button signs in once with a short, HttpOnly, Secure, SameSite session", async () => {
    const from = browser();
    const before = signInMails(BUYER).length;
    await askLink(from, BUYER);
    const asked = from.jar.get("__Host-account-asked");
    expect(asked).toBeTruthy();
    const token = await nextLink(before);
    for (let opened = 0; opened < 2; opened += 1) {
      const page = await from.request(`/account/verify?token=${token}`);
      expect(page.status).toBe(200);
      expect(page.headers.get("cache-control")).toBe("no-store");
      expect(await page.text()).toContain('action="/account/verify"');
    }
    const signed = await from.post("/account/verify", { token });
    expect(signed.status).toBe(303);
    expect(signed.headers.get("location")).toBe("/account");
    const cookie = signed.headers.getSetCookie().find((line) => line.startsWith("__Host-account="))!;
    expect(cookie).toMatch(/; Path=\/; Secure; HttpOnly; SameSite=Lax$/);
    expect(cookie).not.toMatch(/Domain=/);
    expect(Number(/Max-Age=(\d+)/.exec(cookie)![1])).toBeLessThanOrEqual(4 * 3600);
    // Used: a second press, or opening it again, explains and offers a new one.
    const again = await from.post("/account/verify", { token });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('data-problem="used"');
    expect(await (await from.request(`/account/verify?token=${token}`)).text()).toContain('data-problem="used"');
    // A link cut short or made up is one we do not know.
    expect(await (await from.request(`/account/verify?token=${token.slice(0, 20)}`)).text()).toContain(
      'data-problem="unknown"',
    );
    expect(await (await from.post("/account/verify", { token: "A".repeat(43) })).text()).toContain(
      'data-problem="unknown"',
    );
    session = from;
  });

  it("a link opened in another browser does not sign in there and stays usable where it was asked for", async () => {
    const asker = browser();
    const before = signInMails(BUYER).length;
    await askLink(asker, BUYER);
    const token = await nextLink(before);
    const elsewhere = browser();
    const refused = await elsewhere.post("/account/verify", { token });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain('data-problem="other-browser"');
    expect(page).toContain('action="/account/sign-in"');
    expect(elsewhere.jar.has("__Host-account")).toBe(false);
    expect((await asker.post("/account/verify", { token })).status).toBe(303);
    expect(asker.jar.has("__Host-account")).toBe(true);
  });

  it("an address over its limit is answered the same and sent nothing more", async () => {
    // The buyer asked SIGN_IN_LIMITS.perAddress times above.
    const before = signInMails(BUYER).length;
    expect(before).toBe(SIGN_IN_LIMITS.perAddress);
    const page = await askLink(browser(), BUYER);
    expect(page).toContain('data-answer="sign-in-sent"');
    // Checked again at the end of the file, long after a mail would have come.
  });

  it("refuses sign-in posts from another site", async () => {
    const response = await browser().post("/account/sign-in", { email: BUYER }, { Origin: "https://evil.example" });
    expect(response.status).toBe(403);
  });
});

describe("signed in", () => {
  it("lists the order with its version, status and links, and a newer version when there is one", async () => {
    const page = await (await session.request("/account")).text();
    expect(page).toContain(`data-order="${orderId}"`);
    expect(page).toMatch(/data-version>1\.0\.0</);
    expect(page).toContain("Version 1.1.0 is out");
    expect(page).toContain(`href="/order/${orderId}"`);
    expect(page).toContain('href="/buy-snapshot/mortgage#spec-sheet"');
    expect(page).toContain(`href="/account/orders/${orderId}/receipt"`);
    expect(page).toContain(`action="/account/orders/${orderId}/new-link"`);
  });

  it("shows a receipt of the order, and only to its buyer", async () => {
    const receipt = await session.request(`/account/orders/${orderId}/receipt`);
    expect(receipt.status).toBe(200);
    const html = await receipt.text();
    expect(html).toContain(orderId);
    expect(html).toContain("$197");
    expect(html).toContain("Stripe");
    expect(html).toContain("Agency Example LLC, 1 Main Street, Austin, TX 78701");
    expect((await browser().request(`/account/orders/${orderId}/receipt`)).headers.get("location")).toBe("/account");
  });

  it("sends one new link on request and none on an immediate second request, the same key or another", async () => {
    const page = await (await session.request("/account")).text();
    const fields = { csrf: field(page, "csrf"), key: field(page, "key") };
    const first = await session.post(`/account/orders/${orderId}/new-link`, fields);
    expect(first.headers.get("location")).toBe("/account?new-link=queued");
    const twice = await session.post(`/account/orders/${orderId}/new-link`, fields);
    expect(twice.headers.get("location")).toBe("/account?new-link=pending");
    const another = await session.post(`/account/orders/${orderId}/new-link`, {
      ...fields,
      key: "another-key-0123456789",
    });
    expect(another.headers.get("location")).toBe("/account?new-link=pending");
    await expect.poll(newLinksSettled, { timeout: 20_000, interval: 50 }).toBe(true);
    expect(await newLinkDeliveries()).toEqual([expect.objectContaining({ status: "delivered" })]);
    expect(rig.ghl.shareLinks).toHaveLength(2);
    const mails = rig.mailsTo(BUYER).filter((mail) => rig.subjectOf(mail).includes("a new share link"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(rig.ghl.shareLinks[1]!.shareLink);
    expect(mails[0]!.text).toContain("version 1.1.0");
  });

  it(`allows ${NEW_LINKS.perDay} new links a day per order, one at a time; one GoHighLevel refused is said so and counts`, async () => {
    let page = "";
    // The first was asked for above; the second is refused by GoHighLevel for good.
    rig.ghl.failWhen({ method: "POST", path: /\/snapshots\/share\/link/ }, { status: 422 });
    for (let asked = 2; asked <= NEW_LINKS.perDay; asked += 1) {
      page = await (await session.request("/account")).text();
      const response = await session.post(`/account/orders/${orderId}/new-link`, {
        csrf: field(page, "csrf"),
        key: field(page, "key"),
      });
      expect(response.headers.get("location")).toBe("/account?new-link=queued");
      await expect.poll(newLinksSettled, { timeout: 20_000, interval: 50 }).toBe(true);
      if (asked === 2) expect(await (await session.request("/account")).text()).toContain('data-new-link="failed"');
    }
    expect(rig.ghl.shareLinks).toHaveLength(NEW_LINKS.perDay);
    expect((await newLinkDeliveries()).map((delivery) => delivery.status).sort()).toEqual(
      ["dead", ...Array<string>(NEW_LINKS.perDay - 1).fill("delivered")].sort(),
    );
    // The page offers no more, and a post of an older page with a fresh key is refused.
    expect(await (await session.request("/account")).text()).toContain('data-new-link="limit"');
    const late = await session.post(`/account/orders/${orderId}/new-link`, {
      csrf: field(page, "csrf"),
      key: "a-fresh-key-0123456789",
    });
    expect(late.headers.get("location")).toBe("/account?new-link=limit");
    expect(await newLinkDeliveries()).toHaveLength(NEW_LINKS.perDay);
  });

  it("shows another buyer none of this order: not in their list, no receipt, no new link", async () => {
    const other = "bo@example.org";
    const bought = await rig.buy(server.url, "roofing");
    await rig.deliverEvent(server.url, rig.stripe.complete(bought, { email: other, name: "Bo" }));
    const from = browser();
    await askLink(from, other);
    await expect.poll(() => signInMails(other).length, { timeout: 10_000, interval: 20 }).toBe(1);
    expect((await from.post("/account/verify", { token: linkIn(signInMails(other)[0]!.text)! })).status).toBe(303);
    const page = await (await from.request("/account")).text();
    expect(page).toContain(`data-order="${(await rig.orderOf(bought)).id}"`);
    expect(page).not.toContain(orderId);
    expect((await from.request(`/account/orders/${orderId}/receipt`)).status).toBe(404);
    expect(
      (
        await from.post(`/account/orders/${orderId}/new-link`, {
          csrf: field(page, "csrf"),
          key: "someone-elses-key-0123",
        })
      ).status,
    ).toBe(404);
  });

  it("refuses a session's post without its form token", async () => {
    const page = await (await session.request("/account")).text();
    expect(
      (await session.post(`/account/orders/${orderId}/new-link`, { csrf: "forged", key: field(page, "key") })).status,
    ).toBe(403);
    expect((await session.post("/account/sign-out", {})).status).toBe(403);
  });

  it("signs out: the session is gone from the server, not only from the browser", async () => {
    const cookie = session.jar.get("__Host-account")!;
    const page = await (await session.request("/account")).text();
    expect((await session.post("/account/sign-out", { csrf: field(page, "csrf") })).status).toBe(303);
    expect(session.jar.has("__Host-account")).toBe(false);
    const replayed = await fetch(`${server.url}/account`, { headers: { Cookie: `__Host-account=${cookie}` } });
    expect(await replayed.text()).toContain('action="/account/sign-in"');
  });
});

describe("limits", () => {
  it(`refuses a client's sign-in requests beyond ${SIGN_IN_LIMITS.perClient} in ten minutes`, async () => {
    const statuses: number[] = [];
    for (let index = 0; index <= SIGN_IN_LIMITS.perClient; index += 1)
      statuses.push((await browser().post("/account/sign-in", { email: `x${index}@example.org` })).status);
    expect(statuses.at(-1)).toBe(429);
  });

  it("sent the buyer no sign-in link beyond the address's limit", () => {
    expect(signInMails(BUYER)).toHaveLength(SIGN_IN_LIMITS.perAddress);
  });
});
