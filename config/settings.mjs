// @ts-check
// Every environment variable the project reads, declared once: its type and range (a zod schema), its default and a
// one-line description. The server, the build and the scripts read their settings through here and refuse to start
// on a bad value, naming every bad variable at once; the guides' settings tables (docs/operating.md, docs/developing.md) are generated from the same entries
// (scripts/tools/settings-table.mjs). Server and build only: browser code gets the site settings as a plain object through
// Vite's `define` (app/content-model/site.ts), never this module.
//
// Plain JS (type-checked from the JSDoc below) so that the Vite config, the server and the scripts all load it with
// plain Node. To add a setting, add one entry to its group below; `npm run settings-table` updates the guides' tables.

import { isSupportedCountry } from "libphonenumber-js/min";
import { z } from "zod";
import { OWN_RECEIVER_PATH, isHttpsUrl, isWebUrl } from "./urls.mjs";

export { OWN_RECEIVER_PATH, isHttpsUrl, isWebUrl };

export const DEFAULT_PROVIDER_URL = "https://api.web3forms.com/submit";
/**
 * How a live site is built: every deploy path (the generated vercel.json, the systemd unit's steps, docs/operating.md "Deploying")
 * uses this command, so a deploy never shows the demo's unverified claims. `npm start` on its own builds the demo.
 */
export const PRODUCTION_BUILD_COMMAND = "SITE_ENV=production npm run build";
/** Plausible's hosted script; a self-hosted Plausible or any Umami names its own with ANALYTICS_SCRIPT_URL. */
export const PLAUSIBLE_SCRIPT_URL = "https://plausible.io/js/script.js";

// ---------------------------------------------------------------------------------------------------------------
// Kinds of value. Each takes the trimmed, non-empty text of the variable; an empty or unset variable takes the default.

const text = () => z.string();
/** @param {RegExp} pattern */
const matching = (pattern) => z.string().regex(pattern);
/** @param {number} min @param {number} max */
const wholeNumber = (min, max) => z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max));
/** Seconds, fractions allowed (the tests run the outbox in tenths of a second). @param {number} max */
const seconds = (max) =>
  z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .transform(Number)
    .pipe(z.number().positive().max(max));
/**
 * @template {string} const T
 * @param {readonly [T, ...T[]]} values
 */
const oneOf = (values) =>
  z
    .string()
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(values));
/** On or off: 1/true/yes/on or 0/false/no/off. */
const flag = () =>
  oneOf(["1", "true", "yes", "on", "0", "false", "no", "off"]).transform((value) =>
    ["1", "true", "yes", "on"].includes(value),
  );
const webUrl = () => z.string().refine(isWebUrl);
const httpsUrl = () => z.string().refine(isHttpsUrl);
const EMAIL = /^[^\s@<>,"]+@[^\s@<>,"]+\.[^\s@<>,"]+$/;
/**
 * `name=value` pairs separated by commas, each name one of `names` and at most once, each value matching `value`.
 * @template {string} N
 * @param {readonly N[]} names
 * @param {RegExp} value
 */
const pairs = (names, value) =>
  z.string().transform((text, context) => {
    /** @type {Partial<Record<N, string>>} */
    const result = {};
    for (const part of text
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean)) {
      const [name = "", found = ""] = part.split("=").map((item) => item.trim());
      if (!names.includes(/** @type {N} */ (name)) || !value.test(found) || /** @type {N} */ (name) in result) {
        context.addIssue({ code: "custom", message: part });
        return z.NEVER;
      }
      result[/** @type {N} */ (name)] = found;
    }
    return result;
  });
/** The kinds of interest a GoHighLevel workflow can be chosen by (`general`: an enquiry about nothing in particular). */
export const GHL_WORKFLOW_KINDS = /** @type {const} */ (["service", "snapshot", "plan", "industry", "general"]);
/** The site's attribution GHL_CUSTOM_FIELDS can map, last touch (this enquiry's visit) and first touch (`first_`). */
const ATTRIBUTION_NAMES = /** @type {const} */ ([
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "landing_page",
  "referrer",
  "interest",
  "form",
]);
export const GHL_FIELD_NAMES = /** @type {const} */ ([
  ...ATTRIBUTION_NAMES,
  ...ATTRIBUTION_NAMES.map((name) => /** @type {`first_${typeof name}`} */ (`first_${name}`)),
]);
const GHL_ID = /^[\w-]{1,100}$/;
const email = () => matching(EMAIL);
/** The ids of the calendar and chat embeds: letters and digits as GoHighLevel shows them, - and _, never a slash. */
const GHL_EMBED_ID = /^[\w-]{8,64}$/;

/**
 * One setting: the schema of its value, the default (the value an unset or empty variable takes; none means "not
 * set"), what a person must write (`expected`, completing "NAME must be ..."), and what it does. `shownDefault` is the
 * The guides' wording when the default is not a literal value; `secret` keeps the value out of error messages and logs;
 * `credentials` marks a URL that may carry secrets (a password, a path that is the key of a webhook): error messages
 * show it masked, and logs never show its password, path or query.
 * @template {z.ZodType<unknown, string>} S
 * @template {z.output<S> | undefined} [F=undefined]
 * @param {{ schema: S, fallback?: F, shownDefault?: string, expected: string, about: string, secret?: boolean, credentials?: boolean }} entry
 * @returns {{ schema: S, fallback: F, shownDefault?: string, expected: string, about: string, secret?: boolean, credentials?: boolean }}
 */
function setting(entry) {
  return /** @type {any} */ (entry);
}

// ---------------------------------------------------------------------------------------------------------------
// The settings, by who reads them.

/** The site (fixed at build time: rebuild after changing them). The server reads them too, for its headers. */
const site = {
  BRAND_NAME: setting({
    schema: text(),
    fallback: "GHL Builders",
    expected: "text",
    about: "Brand in titles, header, footer, legal text and blog links",
  }),
  SITE_URL: setting({
    schema: webUrl().refine((value) => /^[a-z]+:\/\/[^/?#]+\/*$/i.test(value)),
    fallback: "https://ghlbuilders.com",
    expected: "an absolute https:// URL, the site's origin without a path (http:// only for localhost)",
    about: "The one absolute origin for canonical links, `og:url`, sitemap, feed",
  }),
  CONTACT_EMAIL: setting({
    schema: email(),
    fallback: "hello@ghlbuilders.com",
    expected: "an e-mail address",
    about: "Shown in footer, contact page and policies",
  }),
  CONTACT_PHONE: setting({
    schema: matching(/^\+?[\d\s().-]{3,30}$/),
    expected: "a phone number (digits, spaces, + ( ) . -)",
    about: "Shown only when set",
  }),
  LEGAL_ENTITY_NAME: setting({
    schema: matching(/^[^\n{}<>]{2,120}$/),
    expected: "the registered name (2-120 characters)",
    about:
      "The company behind the brand, named in the Terms and the Privacy Policy (e.g. `GHL Builders LLC`); a production build and `npm run launch-check` refuse to go without it",
  }),
  LEGAL_POSTAL_ADDRESS: setting({
    schema: matching(/^[^\n{}<>]{10,200}$/),
    expected: "a postal address on one line (10-200 characters)",
    about: "Its postal address, in the Terms and the Privacy Policy; required like LEGAL_ENTITY_NAME",
  }),
  LEGAL_GOVERNING_STATE: setting({
    schema: matching(/^[A-Z][A-Za-z .]{3,30}$/),
    expected: "a US state's name, e.g. Texas",
    about: "The state whose law governs the Terms and whose courts decide disputes; required like LEGAL_ENTITY_NAME",
  }),
  SOCIAL_LINKEDIN: setting({
    schema: httpsUrl(),
    expected: "a full https:// address",
    about: "Footer link to the LinkedIn page, shown only when set",
  }),
  SOCIAL_X: setting({
    schema: httpsUrl(),
    expected: "a full https:// address",
    about: "Footer link to the X profile, shown only when set",
  }),
  SOCIAL_FACEBOOK: setting({
    schema: httpsUrl(),
    expected: "a full https:// address",
    about: "Footer link to the Facebook page, shown only when set",
  }),
  SOCIAL_INSTAGRAM: setting({
    schema: httpsUrl(),
    expected: "a full https:// address",
    about: "Footer link to the Instagram profile, shown only when set",
  }),
  SOCIAL_YOUTUBE: setting({
    schema: httpsUrl(),
    expected: "a full https:// address",
    about: "Footer link to the YouTube channel, shown only when set",
  }),
  FORM_ENDPOINT: setting({
    schema: webUrl(),
    expected: "an absolute https:// URL (http:// only for localhost)",
    about: "Forms post here when set",
  }),
  FORM_ACCESS_KEY: setting({
    schema: matching(/^[\w-]{1,200}$/),
    expected: "an access key (letters, digits, - and _)",
    about: `Otherwise, with a key, forms post to Web3Forms (\`${DEFAULT_PROVIDER_URL}\`)`,
  }),
  ANALYTICS_PROVIDER: setting({
    schema: oneOf(["plausible", "umami"]),
    expected: '"plausible" or "umami" (or empty for none)',
    about: 'Switches on cookieless analytics (see "Analytics"); empty = none, nothing loads',
  }),
  ANALYTICS_SCRIPT_URL: setting({
    schema: httpsUrl(),
    shownDefault: "Plausible's hosted script",
    expected: "a full https:// address",
    about: "The provider's script; required for Umami",
  }),
  ANALYTICS_SITE_ID: setting({
    schema: matching(/^[\w.:-]{1,100}$/),
    shownDefault: "the `SITE_URL` host",
    expected: "a site id (letters, digits, . : - and _)",
    about: "Plausible: the site's domain there; Umami: the website id (required)",
  }),
  BOOKING_URL: setting({
    schema: httpsUrl(),
    expected: "a full https:// address (a calendar page)",
    about:
      'A calendar page (e.g. a GoHighLevel booking page): adds a "Pick a time now" link to `/contact`, `/thank-you` and the confirmation after a form is sent',
  }),
  GHL_BOOKING_CALENDAR_ID: setting({
    schema: matching(GHL_EMBED_ID),
    expected: "a GoHighLevel calendar id (8 to 64 letters, digits, - and _)",
    about:
      'The agency\'s GoHighLevel calendar: "Pick a time now" after an enquiry and "Book a call" on `/contact` open it on the page (prefilled), loaded only when pressed (see "Booking and chat")',
  }),
  GHL_CHAT_WIDGET_ID: setting({
    schema: matching(GHL_EMBED_ID),
    expected: "a GoHighLevel chat widget id (8 to 64 letters, digits, - and _)",
    about:
      'The agency\'s GoHighLevel chat widget: every page shows a chat button that loads the widget only when pressed (see "Booking and chat")',
  }),
  PHONE_DEFAULT_COUNTRY: setting({
    schema: z
      .string()
      .transform((value) => value.toUpperCase())
      .pipe(
        z
          .string()
          .regex(/^[A-Z]{2}$/)
          .refine((value) => isSupportedCountry(value)),
      ),
    fallback: "US",
    expected: "a two-letter country code with a phone numbering plan (US, CA, GB, ...)",
    about:
      "The country of a phone number typed without a country code; the forms and the server check numbers with it and store them in international form",
  }),
  THANK_YOU_REDIRECT: setting({
    schema: flag(),
    fallback: false,
    expected: "1/true/yes/on or 0/false/no/off",
    about:
      "After a successful send, visitors with JavaScript go to `/thank-you` (for counting conversions by address) instead of the confirmation on the page",
  }),
};

/** The CMS at /admin (fixed at build time; the server reads them for the /admin page's policy). */
const cms = {
  CMS_BACKEND: setting({
    schema: oneOf(["github", "gitlab"]),
    fallback: "github",
    expected: "github or gitlab",
    about: "The Git host the CMS saves to",
  }),
  CMS_REPO: setting({
    schema: matching(/^[\w.-]+(\/[\w.-]+)+$/),
    expected: "owner/name",
    about: "The repository; without it `/admin` works only on localhost",
  }),
  CMS_BRANCH: setting({
    schema: matching(/^[\w./-]{1,200}$/),
    fallback: "main",
    expected: "a branch name",
    about: "The branch the CMS commits to",
  }),
  CMS_AUTH_URL: setting({
    schema: z.string().refine((value) => /^https?:\/\/[^\s/]+/.test(value) && URL.canParse(value)),
    expected: "an http(s) URL",
    about:
      "GitHub: the OAuth provider; Decap opens its `/auth` (or the URL itself if it has a path); empty means Netlify's. GitLab: a self-hosted instance; empty means gitlab.com",
  }),
  CMS_APP_ID: setting({
    schema: matching(/^[\w-]{1,200}$/),
    expected: "an application id",
    about: "GitLab: the OAuth application id",
  }),
  CMS_GITHUB_CLIENT_ID: setting({
    schema: matching(/^[\w.-]{1,100}$/),
    expected: "a GitHub OAuth app's client id",
    about:
      "GitHub on a Node host: with the secret, `npm start` signs editors in itself at `/api/cms/auth` (no outside OAuth provider)",
  }),
  CMS_GITHUB_CLIENT_SECRET: setting({
    schema: matching(/^\S{1,200}$/),
    expected: "the OAuth app's client secret",
    about: "The client secret of that app; read by the server only, never sent to a browser",
    secret: true,
  }),
  CMS_GITHUB_OAUTH_BASE: setting({
    schema: webUrl(),
    fallback: "https://github.com",
    expected: "an absolute https:// URL (http:// only for localhost)",
    about:
      "Where GitHub's sign-in pages are (`/login/oauth/authorize` and `/login/oauth/access_token`); tests point it at a stub",
  }),
};

/** `npm start`: where it listens and who may send enquiries how often. */
const server = {
  PORT: setting({
    schema: wholeNumber(0, 65535),
    fallback: 3000,
    expected: "a port number from 0 to 65535",
    about: "The port `npm start` listens on (0: any free port)",
  }),
  HOST: setting({
    schema: matching(/^[\w.:[\]-]+$/),
    fallback: "127.0.0.1",
    expected: "a host name or IP address",
    about: "The address it listens on (`0.0.0.0` accepts outside connections)",
  }),
  LOG_FORMAT: setting({
    schema: oneOf(["text", "json"]),
    fallback: "text",
    expected: "text or json",
    about:
      "The server's log: readable lines, or one JSON object per line (time, level, event; requests with id, method, path, status, duration) for a log collector",
  }),
  CONTACT_RATE_LIMIT: setting({
    schema: wholeNumber(1, 100_000),
    fallback: 5,
    expected: "a whole number from 1 to 100000",
    about:
      "Enquiries per client address (an IPv6 client per /64) per 10 minutes; refused posts do not count, they have their own limit of four times this (at least 20)",
  }),
  TRUST_PROXY: setting({
    schema: z
      .string()
      .transform((value) => (value.toLowerCase() === "true" ? "1" : value.toLowerCase() === "false" ? "0" : value))
      .pipe(wholeNumber(0, 32)),
    fallback: 0,
    expected: "a number of proxies from 0 to 32, or true (one) or false (none)",
    about:
      'Number of reverse proxies in front of the server: `1` (or `true`) takes the client address from the rightmost `X-Forwarded-For` entry (the one your proxy added, a port dropped), `N` the Nth from the right; `0` uses the connection\'s address. Never "trust all": a visitor could pick the address they are limited by. The server logs the setting in effect at start',
  }),
};

/** The lead database: the server and `npm run leads`. */
const leads = {
  LEADS_DB_URL: setting({
    schema: z.string().refine((value) => /^(file:.+|(libsql|https?|wss?):\/\/\S+)$/.test(value)),
    fallback: "file:data/leads.db",
    expected: "file:<path> or a libsql://, https:// or wss:// URL",
    about: "Lead storage of the built-in receiver (SQLite file or libSQL server URL)",
    credentials: true,
  }),
  LEADS_DB_AUTH_TOKEN: setting({
    schema: text(),
    expected: "a token",
    about: "Token for a remote libSQL server",
    secret: true,
  }),
  LEADS_RETENTION_DAYS: setting({
    schema: wholeNumber(1, 36_500),
    shownDefault:
      "the privacy policy's period (`enquiryRetentionMonths` in `content/data/facts.yml`: 24 months = 730 days)",
    expected: "a whole number of days from 1 to 36500",
    about:
      "Leads older than this are erased by the server's daily purge and `npm run leads -- --purge`; the policies state the same period, so rebuild after changing it",
  }),
  CONSENT_RETENTION_DAYS: setting({
    schema: wholeNumber(1, 36_500),
    fallback: 1461,
    expected: "a whole number of days from 1 to 36500",
    about:
      "How long a consent to marketing texts is kept as a record of its own (phone, time, words' version, page) after the latest consent from that phone, past the lead's purge or erasure, for the defence of legal claims: 1461 days is the TCPA's four years. The daily purge deletes older ones; the policies state the period, so rebuild after changing it",
  }),
};

/** Where the outbox delivers each stored lead, and how it retries (the server). */
const delivery = {
  GHL_PRIVATE_TOKEN: setting({
    schema: matching(/^\S+$/),
    expected: "a token without spaces",
    about: 'Deliver each lead to GoHighLevel, with `GHL_LOCATION_ID` (see "The outbox" below)',
    secret: true,
  }),
  GHL_LOCATION_ID: setting({
    schema: matching(/^[\w-]{1,100}$/),
    expected: "a location id (letters, digits, - and _)",
    about: "The sub-account's location id, with `GHL_PRIVATE_TOKEN`",
  }),
  GHL_PIPELINE_ID: setting({
    schema: matching(/^[\w-]{1,100}$/),
    expected: "a pipeline id (letters, digits, - and _)",
    about: "Also open an opportunity in this pipeline, with `GHL_PIPELINE_STAGE_ID`",
  }),
  GHL_PIPELINE_STAGE_ID: setting({
    schema: matching(/^[\w-]{1,100}$/),
    expected: "a pipeline stage id (letters, digits, - and _)",
    about: "The stage new opportunities land in",
  }),
  GHL_WORKFLOW_ID: setting({
    schema: matching(GHL_ID),
    expected: "a workflow id (letters, digits, - and _)",
    about:
      'Every enquiry, first or repeat, adds the contact to this GoHighLevel workflow (turn on its "Allow re-entry"), unless `GHL_WORKFLOWS` names one for its interest',
  }),
  GHL_WORKFLOWS: setting({
    schema: pairs(GHL_WORKFLOW_KINDS, GHL_ID),
    expected: `kind=workflow id pairs separated by commas, kinds among ${GHL_WORKFLOW_KINDS.join(", ")}`,
    about:
      "A workflow per interest (`plan=abc123,snapshot=def456`): an enquiry about a plan, snapshot, service or industry page, or `general` for none, starts that one instead of `GHL_WORKFLOW_ID`",
  }),
  GHL_CUSTOM_FIELDS: setting({
    schema: pairs(GHL_FIELD_NAMES, /^((contact|opportunity)\.)?[\w-]{1,100}$/),
    expected: `name=field key pairs separated by commas, names among ${ATTRIBUTION_NAMES.join(", ")} and the same with first_ in front`,
    about:
      "The sub-account's custom fields the enquiry's attribution goes in (`utm_source=contact.utm_source,first_utm_source=contact.first_utm_source`); `opportunity.` keys go on the opportunity. `first_` fields keep the first visit's value",
  }),
  GHL_API_BASE: setting({
    schema: webUrl(),
    fallback: "https://services.leadconnectorhq.com",
    expected: "an absolute https:// URL (http:// only for localhost)",
    about: "The LeadConnector API's address",
  }),
  LEADS_WEBHOOK_URL: setting({
    schema: webUrl(),
    expected: "an absolute https:// URL (http:// only for localhost)",
    about: "Deliver each lead to a webhook",
    credentials: true,
  }),
  LEADS_WEBHOOK_SECRET: setting({
    schema: text(),
    expected: "text",
    about: "Signs the webhook's requests when set",
    secret: true,
  }),
  SMTP_URL: setting({
    schema: z.string().refine((value) => /^smtps?:\/\/\S+$/.test(value) && URL.canParse(value)),
    expected: "an smtp:// or smtps:// URL",
    about: "Deliver each lead by e-mail through this server (nodemailer SMTP URL), with `LEADS_NOTIFY_TO`",
    secret: true,
  }),
  LEADS_NOTIFY_TO: setting({
    schema: z.string().refine((value) => value.split(",").every((part) => EMAIL.test(part.trim()))),
    expected: "e-mail addresses, separated by commas",
    about: "Who receives the lead e-mails",
  }),
  LEADS_NOTIFY_FROM: setting({
    schema: z.string().refine((value) => EMAIL.test(value) || /^[^<>]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>$/.test(value)),
    shownDefault: "`LEADS_NOTIFY_TO`",
    expected: "an e-mail address, or Name <address>",
    about: "The sender of the lead e-mails",
  }),
  LEADS_MAX_ATTEMPTS: setting({
    schema: wholeNumber(1, 1000),
    fallback: 12,
    expected: "a whole number from 1 to 1000",
    about:
      "Attempts that get nowhere before a delivery is dead (one that finishes a step, or is answered 429, does not count)",
  }),
  LEADS_RETRY_BASE_SECONDS: setting({
    schema: seconds(86_400),
    fallback: 30,
    expected: "a number of seconds above 0, at most 86400",
    about: "First retry delay (doubling, with jitter)",
  }),
  LEADS_RETRY_MAX_SECONDS: setting({
    schema: seconds(7 * 86_400),
    fallback: 3600,
    expected: "a number of seconds above 0, at most 604800",
    about: "The longest delay between attempts",
  }),
  LEADS_DELIVERY_TIMEOUT_SECONDS: setting({
    schema: seconds(600),
    fallback: 10,
    expected: "a number of seconds above 0, at most 600",
    about: "Time limit of each call to a destination",
  }),
  LEADS_OUTBOX_POLL_SECONDS: setting({
    schema: seconds(3600),
    fallback: 5,
    expected: "a number of seconds above 0, at most 3600",
    about: "How often the worker looks for due retries and for leads other instances stored",
  }),
  LEADS_OUTBOX_LEASE_SECONDS: setting({
    schema: seconds(86_400),
    fallback: 60,
    expected: "a number of seconds above 0, at most 86400",
    about:
      "How long a claim holds a delivery; a crashed instance's claims expire after it (at least 6 call time limits)",
  }),
};

/**
 * The origin of a Stripe Checkout custom domain, or undefined when `value` is not one. It goes into the policy's
 * form-action as it is, so it must be an origin and nothing more: a path, query or fragment would be refused by
 * browsers, and any other character after the host (a `;`, a space) would end the directive and start another. So
 * the host is spelled in letters, digits, dots and hyphens (a domain, as Stripe shows it), optionally with a port; https
 * only, except http on this machine (localhost, 127.x, [::1]) for tests, as STRIPE_API_BASE allows. One trailing
 * slash, case and a default port are forgiven: the origin comes back as browsers write it.
 * @param {string} value
 */
function checkoutOriginOf(value) {
  if (!/^https?:\/\/([a-z\d-]+(\.[a-z\d-]+)*|\[::1\])(:\d{1,5})?\/?$/i.test(value) || !URL.canParse(value))
    return undefined;
  const url = new URL(value);
  const loopback = url.hostname === "localhost" || url.hostname === "[::1]" || /^127(\.\d{1,3}){3}$/.test(url.hostname);
  // A host without a dot is no public domain (a slip such as https://pay).
  if (url.protocol === "https:" ? loopback || url.hostname.includes(".") : loopback) return url.origin;
  return undefined;
}

/** The snapshot store on a Node host: Stripe Checkout and each order's GoHighLevel share link (the server; the build reads whether it sells). */
const store = {
  STRIPE_SECRET_KEY: setting({
    schema: matching(/^(sk|rk)_(test|live)_\w{8,}$/),
    expected: "a Stripe secret or restricted key (sk_test_..., sk_live_..., rk_...)",
    about:
      'Sells snapshots on the site: "Pay" makes a Stripe Checkout Session (a Node host only; see "Selling snapshots"), with `STRIPE_WEBHOOK_SECRET`',
    secret: true,
  }),
  STRIPE_WEBHOOK_SECRET: setting({
    schema: matching(/^whsec_\S{8,}$/),
    expected: "the webhook endpoint's signing secret (whsec_...)",
    about: "Checks that each event at `/api/stripe/webhook` comes from Stripe",
    secret: true,
  }),
  STRIPE_API_BASE: setting({
    schema: webUrl(),
    fallback: "https://api.stripe.com",
    expected: "an absolute https:// URL (http:// only for localhost)",
    about: "Stripe's API address (tests point it at a stub)",
  }),
  STRIPE_CHECKOUT_ORIGIN: setting({
    schema: z
      .string()
      .refine((value) => checkoutOriginOf(value) !== undefined)
      .transform((value) => /** @type {string} */ (checkoutOriginOf(value))),
    expected:
      "an https:// origin, the Checkout domain's scheme and host only (e.g. https://pay.agency.example: no path, query or anything else after the host; http:// only on localhost, 127.x or [::1])",
    about:
      'Only when the Stripe account serves Checkout on its own domain (Stripe Dashboard → Settings → Branding → Custom domains): Stripe then sends buyers there instead of `https://checkout.stripe.com`, and the site\'s policy must allow it or "Pay" is blocked (see "Selling snapshots")',
  }),
  GHL_AGENCY_TOKEN: setting({
    schema: matching(/^\S+$/),
    expected: "a token without spaces",
    about:
      "The agency's token that makes each order's single-use share link, with `GHL_COMPANY_ID`: GoHighLevel's definition of `POST /snapshots/share/link` asks for `Agency-Access` (an agency access token or the agency's Private Integration token, not a sub-account's) and names no scope; the snapshots API's one scope, `snapshots.readonly`, lets `npm run ghl:check` read the snapshots. Without it orders are delivered by hand",
    secret: true,
  }),
  GHL_COMPANY_ID: setting({
    schema: matching(/^[\w-]{1,100}$/),
    expected: "a company id (letters, digits, - and _)",
    about: "The agency's company id, with `GHL_AGENCY_TOKEN`",
  }),
};

/** The build itself. */
const build = {
  CONTENT_DIR: setting({
    schema: text(),
    fallback: "content",
    expected: "a folder",
    about: "The content folder the build reads (tests build from a copy)",
  }),
  BUILD_DIR: setting({
    schema: text(),
    fallback: "build",
    expected: "a folder",
    about:
      "Where `react-router build` writes (tests build elsewhere); `npm run build`'s post-build step works on `build` only",
  }),
  SITE_LANG: setting({
    schema: oneOf(["en", "es"]),
    fallback: "en",
    expected: "en or es",
    about:
      "The language one pass of the build renders (`npm run build` runs both: English at `/`, Spanish under `/es/`)",
  }),
  SOURCEMAP: setting({
    schema: flag(),
    fallback: false,
    expected: "1/true/yes/on or 0/false/no/off",
    about: "Source maps for the browser scripts",
  }),
  SITE_ENV: setting({
    schema: oneOf(["production", "staging", "development"]),
    expected: "production, staging or development (or empty)",
    about:
      '`production` (every deploy: `SITE_ENV=production npm run build`) leaves every unverified claim out of the pages; empty builds the demo (see "Before launch" in docs/operating.md)',
  }),
};

/** Tests, benchmarks and screenshots. */
const tools = {
  CI: setting({
    schema: flag(),
    fallback: false,
    expected: "1/true/yes/on or 0/false/no/off",
    about: "Set by CI: two browser-test workers, list reporter, a fresh server",
  }),
  E2E_PORT: setting({
    schema: wholeNumber(1, 65535),
    fallback: 4173,
    expected: "a port number from 1 to 65535",
    about: "The port of the server the browser tests start",
  }),
  E2E_CMS: setting({
    schema: flag(),
    fallback: true,
    expected: "1/true/yes/on or 0/false/no/off",
    about:
      "The browser tests start Decap's local proxy (port 8081) and run the CMS test (`0`: neither, so several copies of the project can run their browser tests at once)",
  }),
  CHROME_PATH: setting({
    schema: text(),
    fallback: "/usr/bin/chromium",
    expected: "a path",
    about: "The Chromium the browser tests, Lighthouse and the screenshots use",
  }),
  BENCH_SECONDS: setting({
    schema: wholeNumber(1, 600),
    fallback: 10,
    expected: "a whole number from 1 to 600",
    about: "`npm run bench:server`: seconds of each load run",
  }),
  BENCH_RUNS: setting({
    schema: wholeNumber(1, 50),
    fallback: 3,
    expected: "a whole number from 1 to 50",
    about: "`npm run bench:web`: Lighthouse runs per page and build",
  }),
  BENCH_PAGES: setting({
    schema: z
      .string()
      .transform((value) =>
        value
          .split(",")
          .map((part) => part.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(/^\/\S*$/)).min(1)),
    shownDefault: "the eight page types",
    expected: "paths starting with /, separated by commas",
    about: "`npm run bench:web`: the pages to measure",
  }),
  WIDTHS: setting({
    schema: z
      .string()
      .transform((value) => value.split(",").map((part) => part.trim()))
      .pipe(z.array(z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(200).max(4000))).min(1)),
    fallback: [390, 768, 1280],
    shownDefault: "`390,768,1280`",
    expected: "widths in pixels from 200 to 4000, separated by commas",
    about: "`scripts/tools/screenshots.mjs`: the viewport widths",
  }),
  COLOR_SCHEME: setting({
    schema: oneOf(["light", "dark"]),
    fallback: "light",
    expected: "light or dark",
    about: "`scripts/tools/screenshots.mjs`: the color scheme",
  }),
  FULL: setting({
    schema: flag(),
    fallback: true,
    expected: "1/true/yes/on or 0/false/no/off",
    about: "`scripts/tools/screenshots.mjs`: whole pages (`0`: slices of `SLICE` pixels)",
  }),
  SLICE: setting({
    schema: wholeNumber(100, 20_000),
    fallback: 2000,
    expected: "a whole number from 100 to 20000",
    about: "`scripts/tools/screenshots.mjs`: the height of each slice",
  }),
  LOG_LEVEL: setting({
    schema: oneOf(["error", "warn", "info", "debug"]),
    fallback: "warn",
    expected: "error, warn, info or debug",
    about: "`npm run cms`: how much the local CMS proxy (decap-server) logs",
  }),
};

/** Every setting, by group; the guides' tables and `checkSettings` go by these names. */
export const SETTINGS = { site, cms, server, leads, delivery, store, build, tools };
/** @typedef {keyof typeof SETTINGS} SettingsGroup */
/** @typedef {{ schema: z.ZodType<unknown, string>, fallback?: unknown, shownDefault?: string, expected: string, about: string, secret?: boolean, credentials?: boolean }} Setting */

/**
 * A URL as an error message may show it: scheme and host, without credentials, path or query (`https://hooks.example/…`).
 * @param {string} value
 */
export function maskedUrl(value) {
  const match = /^([a-z][\w+.-]*:\/\/)(?:[^/?#\s]*@)?([^/?#\s@]*)(.*)$/i.exec(value);
  if (!match) return value.includes("@") || value.includes(":") ? "[hidden: it may hold credentials]" : value;
  return `${match[1]}${match[2]}${match[3] ? "/…" : ""}`;
}

/** What the server reads; it refuses to start unless all of them are valid. */
export const SERVER_GROUPS = /** @type {const} */ (["site", "cms", "server", "leads", "delivery", "store"]);
/** What the build reads (the policies describe the lead settings and destinations); it stops unless all are valid. */
export const BUILD_GROUPS = /** @type {const} */ (["site", "cms", "build", "leads", "delivery", "store"]);

/**
 * @template {Record<string, Setting>} T
 * @typedef {{ [K in keyof T]: [T[K]["fallback"]] extends [undefined] ? z.output<T[K]["schema"]> | undefined : z.output<T[K]["schema"]> }} Values
 */

/** A setting's problem, ready to print: `SITE_URL must be an absolute https:// URL ..., not "example.com"`. */
export class SettingsError extends Error {
  /** @param {string[]} problems */
  constructor(problems) {
    super(
      `${problems.length === 1 ? "A setting is" : `${problems.length} settings are`} not valid (environment variables or .env; see docs/operating.md "Configuration"):\n${problems.map((problem) => `  - ${problem}`).join("\n")}`,
    );
    this.name = "SettingsError";
    this.problems = problems;
  }
}

/**
 * Parses one group without throwing: the values (a bad one takes its default, so cross-checks can still run) and the
 * problems found.
 * @template {SettingsGroup} G
 * @param {Record<string, string | undefined>} env
 * @param {G} group
 * @returns {{ values: Values<(typeof SETTINGS)[G]>, problems: string[] }}
 */
function parseGroup(env, group) {
  /** @type {Record<string, Setting>} */
  const entries = SETTINGS[group];
  /** @type {Record<string, unknown>} */
  const values = {};
  const problems = [];
  for (const [name, entry] of Object.entries(entries)) {
    const raw = (env[name] ?? "").trim();
    if (!raw) {
      values[name] = entry.fallback;
      continue;
    }
    const parsed = entry.schema.safeParse(raw);
    if (parsed.success) values[name] = parsed.data;
    else {
      values[name] = entry.fallback;
      const shown = entry.secret ? "" : `, not ${JSON.stringify(entry.credentials ? maskedUrl(raw) : raw)}`;
      problems.push(`${name} must be ${entry.expected}${shown}`);
    }
  }
  const typed = /** @type {Values<(typeof SETTINGS)[G]>} */ (values);
  if (problems.length === 0) problems.push(...(CROSS_CHECKS[group]?.(/** @type {any} */ (typed), env) ?? []));
  return { values: typed, problems };
}

/**
 * Rules between settings of one group: a setting that needs another, or a combination that cannot work.
 * @type {{ [G in SettingsGroup]?: (values: Values<(typeof SETTINGS)[G]>, env: Record<string, string | undefined>) => string[] }}
 */
const CROSS_CHECKS = {
  site(values) {
    if (values.ANALYTICS_PROVIDER !== "umami") return [];
    return [
      ...(values.ANALYTICS_SCRIPT_URL
        ? []
        : [
            "ANALYTICS_SCRIPT_URL is required with ANALYTICS_PROVIDER=umami (for example https://cloud.umami.is/script.js)",
          ]),
      ...(values.ANALYTICS_SITE_ID
        ? []
        : ["ANALYTICS_SITE_ID is required with ANALYTICS_PROVIDER=umami (the website id Umami shows)"]),
    ];
  },
  delivery(values) {
    /** @type {[keyof typeof delivery, keyof typeof delivery][]} */
    const pairs = [
      ["GHL_PRIVATE_TOKEN", "GHL_LOCATION_ID"],
      ["GHL_PIPELINE_ID", "GHL_PIPELINE_STAGE_ID"],
      ["SMTP_URL", "LEADS_NOTIFY_TO"],
    ];
    const problems = pairs.flatMap(([a, b]) =>
      values[a] && !values[b]
        ? [`${b} is required with ${a}`]
        : !values[a] && values[b]
          ? [`${a} is required with ${b}`]
          : [],
    );
    if (values.LEADS_WEBHOOK_SECRET && !values.LEADS_WEBHOOK_URL)
      problems.push("LEADS_WEBHOOK_URL is required with LEADS_WEBHOOK_SECRET");
    if (values.LEADS_NOTIFY_FROM && !values.SMTP_URL) problems.push("SMTP_URL is required with LEADS_NOTIFY_FROM");
    if (values.GHL_PIPELINE_ID && !values.GHL_PRIVATE_TOKEN)
      problems.push("GHL_PRIVATE_TOKEN and GHL_LOCATION_ID are required with GHL_PIPELINE_ID");
    for (const name of /** @type {const} */ (["GHL_WORKFLOW_ID", "GHL_WORKFLOWS", "GHL_CUSTOM_FIELDS"])) {
      if (values[name] && !values.GHL_PRIVATE_TOKEN)
        problems.push(`GHL_PRIVATE_TOKEN and GHL_LOCATION_ID are required with ${name}`);
    }
    return problems;
  },
  store(values, env) {
    const problems = [];
    // Without the signing secret no payment could ever be confirmed: a buyer would pay and get nothing.
    if (values.STRIPE_SECRET_KEY && !values.STRIPE_WEBHOOK_SECRET)
      problems.push(
        'STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY (the signing secret of the webhook endpoint, see docs/operating.md "Selling snapshots")',
      );
    if (values.STRIPE_WEBHOOK_SECRET && !values.STRIPE_SECRET_KEY)
      problems.push("STRIPE_SECRET_KEY is required with STRIPE_WEBHOOK_SECRET");
    // The buyer's share link goes out by e-mail, as the Terms say: selling needs the mail server (and with it
    // LEADS_NOTIFY_TO, the agency's address, which the delivery group asks for).
    if (values.STRIPE_SECRET_KEY && !parseGroup(env, "delivery").values.SMTP_URL) {
      problems.push(
        'SMTP_URL and LEADS_NOTIFY_TO are required with STRIPE_SECRET_KEY: each buyer is e-mailed their share link, and the agency told of each sale (see docs/operating.md "Selling snapshots")',
      );
    }
    // The Checkout domain does nothing without a key to sell with: a leftover, or the key is missing.
    if (values.STRIPE_CHECKOUT_ORIGIN && !values.STRIPE_SECRET_KEY)
      problems.push("STRIPE_SECRET_KEY is required with STRIPE_CHECKOUT_ORIGIN");
    if (values.GHL_AGENCY_TOKEN && !values.GHL_COMPANY_ID)
      problems.push("GHL_COMPANY_ID is required with GHL_AGENCY_TOKEN");
    if (values.GHL_COMPANY_ID && !values.GHL_AGENCY_TOKEN)
      problems.push("GHL_AGENCY_TOKEN is required with GHL_COMPANY_ID");
    // Real money with a success page on localhost: the buyer would pay and land nowhere.
    const siteUrl = parseGroup(env, "site").values.SITE_URL;
    if (
      /^(sk|rk)_live_/.test(values.STRIPE_SECRET_KEY ?? "") &&
      /^https?:\/\/(localhost|127\.|\[::1\])/i.test(siteUrl)
    ) {
      problems.push(
        `STRIPE_SECRET_KEY is a live key but SITE_URL is ${siteUrl}: set SITE_URL to the public address buyers come back to, or use a test key`,
      );
    }
    return problems;
  },
};

/**
 * The values of one group of settings; throws a SettingsError naming every bad variable of the group.
 * @template {SettingsGroup} G
 * @param {G} group
 * @param {Record<string, string | undefined>} [env]
 * @returns {Values<(typeof SETTINGS)[G]>}
 */
export function readGroup(group, env = process.env) {
  const { values, problems } = parseGroup(env, group);
  if (problems.length) throw new SettingsError(problems);
  return values;
}

/**
 * Checks the settings of every named group at once: throws one SettingsError naming every bad variable.
 * @param {readonly SettingsGroup[]} groups
 * @param {Record<string, string | undefined>} [env]
 */
export function checkSettings(groups, env = process.env) {
  const problems = groups.flatMap((group) => parseGroup(env, group).problems);
  if (problems.length) throw new SettingsError(problems);
}

/**
 * For a command's entry point: checks the groups and, on a bad value, prints every problem and exits (status 1).
 * @param {readonly SettingsGroup[]} groups
 * @param {Record<string, string | undefined>} [env]
 */
export function checkSettingsOrExit(groups, env = process.env) {
  try {
    checkSettings(groups, env);
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The site settings as the pages use them.

/** @typedef {"linkedin" | "x" | "facebook" | "instagram" | "youtube"} SocialNetwork */

/**
 * Cookieless analytics: the provider, its script, the site's id there, and the origin the script loads from and sends
 * its events to (the only other host the pages may contact).
 * @typedef {object} AnalyticsSettings
 * @property {"plausible" | "umami"} provider
 * @property {string} scriptUrl
 * @property {string} siteId  Plausible: the site's domain (data-domain); Umami: the website id (data-website-id).
 * @property {string} origin
 */

/**
 * @typedef {object} SiteSettings
 * @property {string} brandName
 * @property {string} siteUrl
 * @property {string} contactEmail
 * @property {string} contactPhone  Empty when not configured; the phone is then not shown.
 * @property {Partial<Record<SocialNetwork, string>>} social
 * @property {"endpoint" | "provider" | "own"} formMode  Where the forms post: a custom endpoint, the Web3Forms provider, or the site's own /api/contact.
 * @property {string} formEndpoint
 * @property {string} formAccessKey
 * @property {AnalyticsSettings | null} analytics  Off (null) unless ANALYTICS_PROVIDER is set.
 * @property {string} bookingUrl  A calendar page (e.g. a GoHighLevel booking page) offered as "Pick a time now"; empty when not configured.
 * @property {string} [bookingCalendarId]  GHL_BOOKING_CALENDAR_ID: the GoHighLevel calendar opened on the page; absent when not configured (so the browser bundle of a site without it is unchanged).
 * @property {string} [chatWidgetId]  GHL_CHAT_WIDGET_ID: the GoHighLevel chat widget loaded when the chat button is pressed; absent when not configured.
 * @property {string} phoneDefaultCountry  Two-letter country of phone numbers typed without a country code.
 * @property {boolean} thankYouRedirect  After a successful send, the script goes to /thank-you instead of confirming on the page.
 */

/**
 * The destinations of the outbox that are configured, as the server decides them (server/destinations/index.ts):
 * the privacy pages are built from the same answer, so they name exactly where an enquiry goes.
 * @typedef {object} LeadDestinations
 * @property {boolean} gohighlevel  GHL_PRIVATE_TOKEN and GHL_LOCATION_ID are both set.
 * @property {boolean} opportunity  A pipeline and stage are set too: each lead also opens an opportunity.
 * @property {string} webhookHost  The host of LEADS_WEBHOOK_URL, empty when no webhook is set.
 * @property {boolean} email  SMTP_URL and LEADS_NOTIFY_TO are both set.
 */

/**
 * Settings the content build depends on beyond SiteSettings (which the browser bundle carries): the server settings
 * the privacy pages describe, and whether this is the production build.
 * @typedef {object} ContentSettings
 * @property {LeadDestinations} leadDestinations  Where the site's own receiver passes each lead on (the policies name only these).
 * @property {number | undefined} leadRetentionDays  LEADS_RETENTION_DAYS (unset: the privacy policy's period in content/data/facts.yml).
 * @property {number} consentRetentionDays  CONSENT_RETENTION_DAYS: how long the policies say a consent record is kept.
 * @property {boolean} production  SITE_ENV=production: every unverified claim is left out of the pages.
 * @property {{ entityName: string, postalAddress: string, governingState: string }} legal  LEGAL_ENTITY_NAME, LEGAL_POSTAL_ADDRESS, LEGAL_GOVERNING_STATE (empty when unset).
 * @property {boolean} selling  STRIPE_SECRET_KEY is set: the site sells snapshots itself, and the policies name Stripe.
 */

/**
 * @param {Record<string, string | undefined>} env
 * @returns {ContentSettings}
 */
export function readContentSettings(env = process.env) {
  return contentSettingsOf({
    site: readGroup("site", env),
    leads: readGroup("leads", env),
    build: readGroup("build", env),
    delivery: readGroup("delivery", env),
    store: readGroup("store", env),
  });
}

/**
 * The content settings from groups already parsed.
 * @param {Pick<GroupValues, "site" | "leads" | "build" | "delivery" | "store">} groups
 * @returns {ContentSettings}
 */
export function contentSettingsOf({ site, leads, build, delivery, store }) {
  return {
    leadDestinations: leadDestinationsOf(delivery),
    leadRetentionDays: leads.LEADS_RETENTION_DAYS,
    consentRetentionDays: leads.CONSENT_RETENTION_DAYS,
    production: build.SITE_ENV === "production",
    legal: legalIdentityOf(site),
    selling: Boolean(store.STRIPE_SECRET_KEY),
  };
}

/**
 * Who the agency is in law, for the legal pages; a value is empty while its setting is unset.
 * @param {GroupValues["site"]} values
 */
function legalIdentityOf(values) {
  return {
    entityName: values.LEGAL_ENTITY_NAME ?? "",
    postalAddress: values.LEGAL_POSTAL_ADDRESS ?? "",
    governingState: values.LEGAL_GOVERNING_STATE ?? "",
  };
}

/** The settings of the legal identity, by the key legalIdentity gives each. */
export const LEGAL_SETTINGS = /** @type {const} */ ({
  entityName: "LEGAL_ENTITY_NAME",
  postalAddress: "LEGAL_POSTAL_ADDRESS",
  governingState: "LEGAL_GOVERNING_STATE",
});

/**
 * @param {Record<string, string | undefined>} env
 * @returns {LeadDestinations}
 */
export function readLeadDestinations(env = process.env) {
  return leadDestinationsOf(readGroup("delivery", env));
}

/**
 * @param {GroupValues["delivery"]} values
 * @returns {LeadDestinations}
 */
export function leadDestinationsOf(values) {
  const gohighlevel = Boolean(values.GHL_PRIVATE_TOKEN && values.GHL_LOCATION_ID);
  return {
    gohighlevel,
    opportunity: gohighlevel && Boolean(values.GHL_PIPELINE_ID && values.GHL_PIPELINE_STAGE_ID),
    webhookHost: values.LEADS_WEBHOOK_URL ? new URL(values.LEADS_WEBHOOK_URL).host : "",
    email: Boolean(values.SMTP_URL && values.LEADS_NOTIFY_TO),
  };
}

/** @type {readonly SocialNetwork[]} */
const SOCIAL_KEYS = ["linkedin", "x", "facebook", "instagram", "youtube"];

/**
 * The site settings; throws a SettingsError naming every bad site variable.
 * @param {Record<string, string | undefined>} env
 * @returns {SiteSettings}
 */
export function readSettings(env = process.env) {
  return siteSettingsOf(readGroup("site", env));
}

/**
 * The site settings from the site group already parsed.
 * @param {GroupValues["site"]} values
 * @returns {SiteSettings}
 */
export function siteSettingsOf(values) {
  const formAccessKey = values.FORM_ACCESS_KEY ?? "";
  /** @type {"endpoint" | "provider" | "own"} */
  const formMode = values.FORM_ENDPOINT ? "endpoint" : formAccessKey ? "provider" : "own";
  const formEndpoint = values.FORM_ENDPOINT || (formMode === "provider" ? DEFAULT_PROVIDER_URL : OWN_RECEIVER_PATH);
  /** @type {Partial<Record<SocialNetwork, string>>} */
  const social = {};
  for (const key of SOCIAL_KEYS) {
    const url = values[/** @type {`SOCIAL_${Uppercase<SocialNetwork>}`} */ (`SOCIAL_${key.toUpperCase()}`)];
    if (url) social[key] = url;
  }
  const siteUrl = values.SITE_URL.replace(/\/+$/, "");
  /** @type {AnalyticsSettings | null} */
  let analytics = null;
  if (values.ANALYTICS_PROVIDER) {
    const provider = values.ANALYTICS_PROVIDER;
    // The cross-checks made sure Umami has both; Plausible defaults to its hosted script and the site's domain.
    const script = new URL(values.ANALYTICS_SCRIPT_URL ?? PLAUSIBLE_SCRIPT_URL);
    analytics = {
      provider,
      scriptUrl: script.href,
      siteId: values.ANALYTICS_SITE_ID ?? new URL(siteUrl).hostname,
      origin: script.origin,
    };
  }
  return {
    brandName: values.BRAND_NAME,
    siteUrl,
    contactEmail: values.CONTACT_EMAIL,
    contactPhone: values.CONTACT_PHONE ?? "",
    social,
    formMode,
    formEndpoint,
    formAccessKey,
    analytics,
    bookingUrl: values.BOOKING_URL ?? "",
    // Left out when unset: JSON.stringify drops undefined, so the settings object the browser gets is as before.
    bookingCalendarId: values.GHL_BOOKING_CALENDAR_ID,
    chatWidgetId: values.GHL_CHAT_WIDGET_ID,
    phoneDefaultCountry: values.PHONE_DEFAULT_COUNTRY,
    thankYouRedirect: values.THANK_YOU_REDIRECT,
  };
}

/** The groups the server parses at start: its own, and the build's (the privacy pages' settings are compared). */
const SERVER_READS = /** @type {const} */ ([...SERVER_GROUPS, "build"]);

/**
 * @typedef {{ [G in SettingsGroup]: Values<(typeof SETTINGS)[G]> }} GroupValues
 * @typedef {Pick<GroupValues, (typeof SERVER_READS)[number]> & { siteSettings: SiteSettings, leadDestinations: LeadDestinations }} ServerSettings
 */

/**
 * Every setting the server reads, parsed once: each group's typed values, with the site settings and lead
 * destinations made from them. The server hands each part its slice of this, never the environment. Throws one
 * SettingsError naming every bad variable of every group.
 * @param {Record<string, string | undefined>} [env]
 * @returns {ServerSettings}
 */
export function readServerSettings(env = process.env) {
  /** @type {Record<string, unknown>} */
  const groups = {};
  const problems = [];
  for (const group of SERVER_READS) {
    const parsed = parseGroup(env, group);
    groups[group] = parsed.values;
    problems.push(...parsed.problems);
  }
  if (problems.length) throw new SettingsError(problems);
  const values = /** @type {Pick<GroupValues, (typeof SERVER_READS)[number]>} */ (groups);
  return {
    ...values,
    siteSettings: siteSettingsOf(values.site),
    leadDestinations: leadDestinationsOf(values.delivery),
  };
}

/**
 * Loads `.env` from the project root when present (values already in the environment win).
 * @param {URL | string} file
 */
export function loadDotEnv(file = new URL("../.env", import.meta.url)) {
  try {
    process.loadEnvFile(file);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error)?.code !== "ENOENT") throw error;
  }
}
