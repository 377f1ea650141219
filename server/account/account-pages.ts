// The account's pages, written by the server as the order page is (the site's stylesheet, no script, noindex): the
// sign-in form, the answer to it (the same for every address), the sign-in link's page with its button, what a link
// that cannot sign in means, the signed-in list of orders, and an order's receipt. Every value is escaped.
import { SIGN_IN_LINK_MINUTES } from "../../contracts/account-policy.ts";
import type { StoreCatalog } from "../../contracts/store-catalog.ts";
import { escapeHtml as e, scriptFreePage } from "../enquiries/refusal-page.ts";
import { money } from "../orders/money.ts";
import type { Order } from "../orders/orders-store.ts";
import { orderPath, snapshotPath } from "../orders/paths.ts";
import { ACCOUNT_PATH, SIGN_IN_PATH, SIGN_OUT_PATH, VERIFY_PATH, newLinkPath, receiptPath } from "./account-paths.ts";
import type { SignInOutcome } from "./account-store.ts";
import { NEW_LINK_WORDS, type NewLinkRefusal } from "./new-link-rules.ts";
import { orderStatusWords } from "./order-status.ts";
import { orderVersions } from "./order-version.ts";

export interface PageSite {
  brandName: string;
  /** Who sells, on a receipt: the legal entity and its address (LEGAL_ENTITY_NAME, LEGAL_POSTAL_ADDRESS), when set. */
  seller?: string | undefined;
  stylesheets?: string[];
}

const BUTTON =
  "inline-flex items-center justify-center rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700";
const QUIET_BUTTON =
  "inline-flex items-center justify-center rounded-xl border border-slate-300 px-4 py-2 font-medium text-ink hover:bg-slate-50";
const LINK = "font-medium text-brand-700 underline";
const NOTICE = "mt-6 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3";
const CONTROL =
  "mt-2 block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-ink focus:border-brand-600 focus:outline-none focus:ring-4 focus:ring-brand-600/15";

const day = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString("en-US", { dateStyle: "medium", timeZone: "UTC" }) : "";
const notice = (text: string | undefined) => (text ? `<p class="${NOTICE}" role="status">${e(text)}</p>` : "");

function page(site: PageSite, title: string, main: string): string {
  return scriptFreePage(
    {
      title: `${title} | ${site.brandName}`,
      robots: "noindex, nofollow",
      head: '\n<meta name="referrer" content="same-origin">',
      ...(site.stylesheets ? { stylesheets: site.stylesheets } : {}),
    },
    `${main}
  <p class="mt-10"><a class="${LINK}" href="/">${e(site.brandName)} home</a></p>
`,
  );
}

const signInForm = () => `<form method="post" action="${SIGN_IN_PATH}" class="mt-6">
    <label for="account-email" class="block font-medium text-ink">Your e-mail address</label>
    <p id="account-email-hint" class="mt-1 text-sm">The one you gave at checkout.</p>
    <input id="account-email" name="email" type="email" autocomplete="email" required maxlength="254" aria-describedby="account-email-hint" class="${CONTROL}">
    <button type="submit" class="${BUTTON} mt-4">Send me a sign-in link</button>
  </form>`;

export function signInPage(site: PageSite, message?: string): string {
  return page(
    site,
    "Your orders",
    `  <h1 class="text-3xl font-bold text-ink sm:text-4xl">Your orders</h1>
  <p class="mt-4">Sign in with the e-mail address you bought with: we e-mail you a link that signs you in, no password needed.</p>
  ${notice(message)}
  ${signInForm()}`,
  );
}

/** The answer to a sign-in request: the same words whether or not the address bought anything. */
export function signInSentPage(site: PageSite): string {
  return page(
    site,
    "Check your e-mail",
    `  <h1 class="text-3xl font-bold text-ink sm:text-4xl">Check your e-mail</h1>
  <p class="mt-4" role="status" data-answer="sign-in-sent">If this address has bought from us, a sign-in link is on its way; it works for ${SIGN_IN_LINK_MINUTES} minutes, once, in this browser.</p>
  <p class="mt-4">Nothing after a few minutes? Check your spam folder, or <a class="${LINK}" href="${ACCOUNT_PATH}">try another address</a>.</p>`,
  );
}

/** The link's page: a button, so a mail scanner that opens links does not use it up. */
export function verifyPage(site: PageSite, token: string): string {
  return page(
    site,
    "Sign in",
    `  <h1 class="text-3xl font-bold text-ink sm:text-4xl">Sign in to your orders</h1>
  <form method="post" action="${VERIFY_PATH}" class="mt-6">
    <input type="hidden" name="token" value="${e(token)}">
    <button type="submit" class="${BUTTON}">Sign in</button>
  </form>`,
  );
}

const LINK_PROBLEMS: Record<Exclude<SignInOutcome, { ok: true }>["reason"], string> = {
  unknown: "This sign-in link is not one we know: it may have been copied incompletely. Ask for a new one below.",
  used: "This sign-in link was used already: each works once. Ask for a new one below.",
  expired: `This sign-in link has expired: each works for ${SIGN_IN_LINK_MINUTES} minutes. Ask for a new one below.`,
  "other-browser":
    "This sign-in link was asked for in another browser, and it signs in only there, so that a forwarded or intercepted e-mail cannot open your orders. Open it in the browser you asked from, or ask for a new link here: it will work in this browser.",
};

export function linkProblemPage(site: PageSite, reason: keyof typeof LINK_PROBLEMS): string {
  return page(
    site,
    "Sign in",
    `  <h1 class="text-3xl font-bold text-ink sm:text-4xl">This link cannot sign you in</h1>
  <p class="mt-4" role="status" data-problem="${reason}">${e(LINK_PROBLEMS[reason])}</p>
  ${signInForm()}`,
  );
}

export function tooManyPage(site: PageSite): string {
  return page(
    site,
    "Please wait",
    `  <h1 class="text-3xl font-bold text-ink sm:text-4xl">Please wait a few minutes</h1>\n  <p class="mt-4">Too many sign-in requests came from here. Please try again in a few minutes.</p>`,
  );
}

export interface ListedOrder {
  order: Order;
  /** Why the order cannot ask for a new link now, or undefined when it can. */
  refusal: NewLinkRefusal | undefined;
  /** When the last new link was e-mailed (ISO), if any was. */
  lastNewLink: string | undefined;
  /** The latest new link asked for could not be made. */
  failed: boolean;
}

function orderItem(item: ListedOrder, catalog: StoreCatalog, form: { csrf: string; key: () => string }): string {
  const { order, refusal } = item;
  const versions = orderVersions(order, catalog);
  const newer = versions.newer
    ? `<p class="mt-2">Version ${e(versions.current)} is out; a new link gets you it.</p>`
    : "";
  const action = refusal
    ? refusal === "not-paid"
      ? ""
      : `<p class="mt-3 text-sm" data-new-link="${refusal}">${e(NEW_LINK_WORDS[refusal])}</p>`
    : `<form method="post" action="${newLinkPath(order.id)}" class="mt-3">
        <input type="hidden" name="csrf" value="${e(form.csrf)}">
        <input type="hidden" name="key" value="${e(form.key())}">
        <button type="submit" class="${QUIET_BUTTON}">Send me a new link${versions.current ? ` (version ${e(versions.current)})` : ""}</button>
      </form>`;
  return `<li class="rounded-xl border border-slate-200 p-5" data-order="${e(order.id)}">
      <h2 class="text-xl font-bold text-ink">${e(order.snapshotName)}</h2>
      <dl class="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt>Version</dt><dd data-version>${e(versions.bought ?? "not numbered")}</dd>
        <dt>Date</dt><dd>${e(day(order.paidAt ?? order.createdAt))}</dd>
        <dt>Amount</dt><dd>${e(money(order.amount, order.currency))}</dd>
        <dt>Status</dt><dd data-status>${e(orderStatusWords(order))}</dd>
      </dl>${newer}${item.lastNewLink ? `\n      <p class="mt-2 text-sm">Last new link e-mailed ${e(day(item.lastNewLink))}.</p>` : ""}${item.failed ? `\n      <p class="mt-2 text-sm" data-new-link="failed">${e(NEW_LINK_WORDS.failed)}</p>` : ""}
      <p class="mt-3 flex flex-wrap gap-x-4"><a class="${LINK}" href="${e(orderPath(order.id))}">Order page</a>${catalog.snapshots[order.slug]?.specSheet ? `<a class="${LINK}" href="${e(snapshotPath(order.slug))}#spec-sheet">Spec sheet</a>` : ""}<a class="${LINK}" href="${e(receiptPath(order.id))}">Receipt</a></p>
      ${action}
    </li>`;
}

export function ordersPage(
  site: PageSite,
  orders: ListedOrder[],
  catalog: StoreCatalog,
  { csrf, key, message }: { csrf: string; key: () => string; message?: string | undefined },
): string {
  const list = orders.length
    ? `<ul class="mt-6 space-y-4">${orders.map((item) => orderItem(item, catalog, { csrf, key })).join("\n    ")}</ul>`
    : `<p class="mt-6">No orders are left under this address.</p>`;
  return page(
    site,
    "Your orders",
    `  <h1 class="text-3xl font-bold text-ink sm:text-4xl">Your orders</h1>
  ${notice(message)}
  ${list}
  <form method="post" action="${SIGN_OUT_PATH}" class="mt-8">
    <input type="hidden" name="csrf" value="${e(csrf)}">
    <button type="submit" class="${QUIET_BUTTON}">Sign out</button>
  </form>`,
  );
}

/** A receipt to print or save: what was bought, when, for how much, paid through Stripe (no card details are known here). */
export function receiptPage(site: PageSite, order: Order, catalog: StoreCatalog): string {
  const version = orderVersions(order, catalog).bought;
  const rows: [string, string][] = [
    ["Order", order.id],
    ["Date", day(order.paidAt ?? order.createdAt)],
    ["Snapshot", `${order.snapshotName}${version ? `, version ${version}` : ""}`],
    ["Amount", money(order.amount, order.currency)],
    ["Paid", "By card or bank through Stripe"],
    ...(order.buyerName || order.buyerEmail
      ? [["Buyer", [order.buyerName, order.buyerEmail].filter(Boolean).join(", ")] satisfies [string, string]]
      : []),
    ...(order.refundedAt ? [["Refunded", day(order.refundedAt)] satisfies [string, string]] : []),
  ];
  return page(
    site,
    "Receipt",
    `  <h1 class="text-3xl font-bold text-ink sm:text-4xl">Receipt</h1>
  <p class="mt-2">${e(site.seller ? `${site.brandName}: ${site.seller}` : site.brandName)}</p>
  <dl class="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2" data-receipt>
    ${rows.map(([term, value]) => `<dt class="font-medium text-ink">${e(term)}</dt><dd>${e(value)}</dd>`).join("\n    ")}
  </dl>
  <p class="mt-6 text-sm">Use your browser's Print command to print it or save it as a PDF.</p>
  <p class="mt-4"><a class="${LINK}" href="${ACCOUNT_PATH}">Back to your orders</a></p>`,
  );
}
