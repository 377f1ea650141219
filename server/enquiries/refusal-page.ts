// The answer to a refused plain browser form post (no JavaScript): a small HTML page in the site's look (the built
// stylesheet, no script, no inline style) that names each problem, links it to its field, and holds the form again
// with the visitor's text and their answer to the box agreeing to marketing texts, so they can correct it and send it
// again without losing anything. Every value is escaped.
import { readFileSync } from "node:fs";
import type { OutgoingHttpHeaders, ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { STATIC_SECURITY_HEADERS } from "../http/headers.ts";
import { DEFAULT_LANG, pathIn, type Lang } from "../../config/languages.mjs";
import { inlineLinks } from "../../lib/inline-links.ts";
import { SMS_CONSENT_FIELD, SMS_CONSENT_VALUE, smsConsentOf } from "../../lib/contact-form.ts";
import { PLAIN_RECEIVER_WORDS, type ConsentWords, type ReceiverWords } from "../../contracts/enquiry-messages.ts";
import { FIELD_BOUNDS } from "../../lib/enquiry-contract.ts";
import { ATTRIBUTION_FIELDS, LABELS, LANG_FIELD, type LeadField } from "./lead-validation.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const DEFAULT_CLIENT_DIR = path.join(ROOT, "build", "client");

/** Policy of the refusal page: no script at all, styles only from the site's own files, posts only to the site. */
export const REFUSAL_PAGE_POLICY = [
  "default-src 'none'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join("; ");

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: unknown): string {
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- any value, as String() writes it, then escaped
  return String(value ?? "").replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

const cache = new Map<string, string[]>();

/** The stylesheet links of the built site (read once from build/client/index.html); none without a build. */
export function builtStylesheets(clientDir: string = DEFAULT_CLIENT_DIR): string[] {
  const known = cache.get(clientDir);
  if (known) return known;
  let links: string[] = [];
  try {
    const html = readFileSync(path.join(clientDir, "index.html"), "utf8");
    links = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)]
      .map((match) => /\bhref="(\/[^"]+\.css)"/.exec(match[0])?.[1])
      .filter((href): href is string => Boolean(href) && !href!.startsWith("//"));
  } catch {
    links = [];
  }
  cache.set(clientDir, links);
  return links;
}

/**
 * A whole page the server writes itself (the refusal page, the order page): the site's stylesheet, no script, a
 * narrow column; `main` is its content as HTML, `head` more of the head's tags, `title` plain text.
 */
export function scriptFreePage(
  {
    title,
    robots,
    head = "",
    stylesheets = builtStylesheets(),
    lang = DEFAULT_LANG,
  }: { title: string; robots: string; head?: string; stylesheets?: string[]; lang?: Lang },
  main: string,
): string {
  return `<!DOCTYPE html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="${escapeHtml(robots)}">${head}
<title>${escapeHtml(title)}</title>
${stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join("\n")}
</head>
<body class="bg-white text-slate-700 antialiased">
<main id="main" class="container-page max-w-2xl py-16 sm:py-24">
${main}</main>
</body>
</html>
`;
}

export interface Problem {
  /** The form field the problem is about, when there is one (the summary links to it). */
  field?: string;
  message: string;
}

export interface RefusalPageOptions {
  /** The enquiry's language: the page's `lang`, its links (home, the contact page) and the form's hidden `lang`. */
  lang?: Lang;
  /** The receiver's words in that language (the labels, the button, the links); plain English without a build. */
  words?: ReceiverWords;
  title: string;
  /** Heading of the list of problems: the forms' own (content/data/enquiry-form.en.yml) when the build recorded it. */
  problemsTitle?: string;
  problems: Problem[];
  /** What the visitor sent (only strings are shown again). */
  values: Record<string, unknown>;
  /**
   * The consent box's words in the page's language, as the forms show them (contracts/enquiry-messages.ts): the box is
   * shown again, ticked when the visitor ticked it. Without them (no build) there is no box: no consent without words.
   */
  consent?: ConsentWords | undefined;
  /** Where the form posts (the receiver). */
  action: string;
  stylesheets?: string[];
}

const VISIBLE: { field: LeadField; type: string; autocomplete: string }[] = [
  { field: "name", type: "text", autocomplete: "name" },
  { field: "email", type: "email", autocomplete: "email" },
  { field: "phone", type: "tel", autocomplete: "tel" },
];

const CONTROL =
  "block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-ink focus:border-brand-600 focus:outline-none focus:ring-4 focus:ring-brand-600/15";

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The consent box's label as HTML: its words escaped, its Markdown links (`[SMS terms](/sms-terms)`) real links. */
export function consentLabelHtml(text: string): string {
  return inlineLinks(text)
    .map((part) =>
      part.href === undefined
        ? escapeHtml(part.text)
        : `<a class="font-medium text-brand-700 underline" href="${escapeHtml(part.href)}">${escapeHtml(part.text)}</a>`,
    )
    .join("");
}

/** The box agreeing to marketing texts, as the forms have it: optional, ticked only when the visitor ticked it. */
function consentBox(consent: ConsentWords | undefined, values: Record<string, unknown>): string {
  if (!consent) return "";
  const ticked = smsConsentOf(values[SMS_CONSENT_FIELD]) === true;
  return `
      <div class="flex items-start gap-3">
        <input id="field-${SMS_CONSENT_FIELD}" type="checkbox" name="${SMS_CONSENT_FIELD}" value="${SMS_CONSENT_VALUE}" class="mt-1 size-4 shrink-0 accent-brand-600"${ticked ? " checked" : ""}>
        <label for="field-${SMS_CONSENT_FIELD}" class="text-sm text-slate-600">${consentLabelHtml(consent.text)}</label>
      </div>`;
}

/** The page path the form was on, if it is a plain path of this site; else the contact page in the enquiry's language. */
function backPath(values: Record<string, unknown>, lang: Lang): string {
  const page = text(values.page);
  return /^\/[A-Za-z0-9/_-]*$/.test(page) && !page.startsWith("//") ? page : pathIn(lang, "/contact");
}

export function renderRefusalPage({
  lang = DEFAULT_LANG,
  words = PLAIN_RECEIVER_WORDS,
  title,
  problemsTitle = "Please check the following:",
  problems,
  values,
  consent,
  action,
  stylesheets = builtStylesheets(),
}: RefusalPageOptions): string {
  const fieldProblem = (field: string) => problems.find((problem) => problem.field === field);
  const summary = problems
    .map((problem) => {
      const known = problem.field && (problem.field in LABELS || problem.field === "message");
      return `<li>${known ? `<a class="underline" href="#field-${escapeHtml(problem.field)}">${escapeHtml(problem.message)}</a>` : escapeHtml(problem.message)}</li>`;
    })
    .join("");
  const describedBy = (field: string) =>
    fieldProblem(field) ? ` aria-invalid="true" aria-describedby="error-${field}"` : "";
  const errorLine = (field: string) => {
    const problem = fieldProblem(field);
    return problem
      ? `<p id="error-${field}" class="mt-1 text-sm font-medium text-red-800">${escapeHtml(problem.message)}</p>`
      : "";
  };
  const inputs = VISIBLE.map(
    ({ field, type, autocomplete }) => `
        <div>
          <label for="field-${field}" class="mb-1.5 block text-sm font-medium text-ink">${escapeHtml(words.labels[field])}</label>
          <input id="field-${field}" name="${field}" type="${type}" required maxlength="${FIELD_BOUNDS[field].max}" autocomplete="${autocomplete}" value="${escapeHtml(text(values[field]))}" class="${CONTROL}"${describedBy(field)}>
          ${errorLine(field)}
        </div>`,
  ).join("");
  const hidden = ATTRIBUTION_FIELDS.filter((field) => text(values[field]))
    .map((field) => `<input type="hidden" name="${field}" value="${escapeHtml(text(values[field]))}">`)
    .join("");
  // The language goes back with the form, so a second refusal and the thank-you page stay in it.
  const langField =
    lang === DEFAULT_LANG ? "" : `<input type="hidden" name="${LANG_FIELD}" value="${escapeHtml(lang)}">`;
  const back = backPath(values, lang);
  return scriptFreePage(
    { title, robots: "noindex", stylesheets, lang },
    `  <h1 class="text-3xl font-bold text-ink sm:text-4xl">${escapeHtml(title)}</h1>
  <div class="mt-6 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800" role="alert" aria-labelledby="problems-title">
    <h2 id="problems-title" class="font-semibold">${escapeHtml(problemsTitle)}</h2>
    <ul class="mt-2 list-disc space-y-1 pl-5">${summary}</ul>
  </div>
  <form method="post" action="${escapeHtml(action)}" enctype="multipart/form-data" class="mt-8 space-y-4">
    <fieldset class="space-y-4">
      <legend class="text-xl font-bold text-ink">${escapeHtml(words.legend)}</legend>${inputs}
      <div>
        <label for="field-message" class="mb-1.5 block text-sm font-medium text-ink">${escapeHtml(words.labels.message)}</label>
        <textarea id="field-message" name="message" rows="6" required maxlength="${FIELD_BOUNDS.message.max}" class="${CONTROL}"${describedBy("message")}>${escapeHtml(text(values.message))}</textarea>
        ${errorLine("message")}
      </div>${consentBox(consent, values)}
      ${hidden}${langField}
      <button type="submit" class="inline-flex w-full items-center justify-center rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">${escapeHtml(words.send)}</button>
    </fieldset>
  </form>
  <p class="mt-8"><a class="font-medium text-brand-700 underline" href="${escapeHtml(back)}">${escapeHtml(words.back)}</a> · <a class="font-medium text-brand-700 underline" href="${escapeHtml(pathIn(lang, "/"))}">${escapeHtml(words.home)}</a></p>
`,
  );
}

/** Sends the refusal page: never indexed, never cached, under its own script-free policy. */
export function sendRefusalPage(
  res: ServerResponse,
  status: number,
  options: RefusalPageOptions,
  extra: OutgoingHttpHeaders = {},
): void {
  res.writeHead(status, {
    ...STATIC_SECURITY_HEADERS,
    "Content-Type": "text/html; charset=utf-8",
    "Content-Security-Policy": REFUSAL_PAGE_POLICY,
    "X-Robots-Tag": "noindex",
    "Cache-Control": "no-store",
    ...extra,
  });
  res.end(renderRefusalPage(options));
}
