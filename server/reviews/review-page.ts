// The review form's pages, written by the server (a review belongs to an order, which no build knows): the form, its
// thank-you page, and the page of an order that cannot be reviewed. No script, the site's stylesheet, never indexed or
// cached, and no Referer to another site (the address is the buyer's key; a same-origin one lets the form's post carry
// its Origin, which the handler checks: "no-referrer" would send "null"). The stars are a radio group in a fieldset with its legend, so
// the form works with a keyboard, a screen reader and no JavaScript.
import { REVIEW_LIMITS } from "../../lib/review-rules.ts";
import { STATIC_SECURITY_HEADERS } from "../http/headers.ts";
import { REFUSAL_PAGE_POLICY, builtStylesheets, escapeHtml, scriptFreePage } from "../enquiries/refusal-page.ts";
import type { FieldProblem, ReviewField } from "./review-fields.ts";

/** Where the Terms publish the moderation rules (the "Reviews" section). */
export const MODERATION_RULES_PATH = "/legal/terms-of-service#reviews";

export const REVIEW_PAGE_HEADERS = {
  ...STATIC_SECURITY_HEADERS,
  "Content-Type": "text/html; charset=utf-8",
  "Content-Security-Policy": REFUSAL_PAGE_POLICY,
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": "no-store",
  "Referrer-Policy": "same-origin",
};

const CONTROL =
  "block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-ink focus:border-brand-600 focus:outline-none focus:ring-4 focus:ring-brand-600/15";
const BUTTON =
  "inline-flex items-center justify-center rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700";

interface PageBase {
  brandName: string;
  snapshotName: string;
  stylesheets?: string[];
}

function page({ brandName, stylesheets = builtStylesheets() }: PageBase, title: string, main: string): string {
  return scriptFreePage(
    {
      title: `${title} | ${brandName}`,
      robots: "noindex, nofollow",
      head: '\n<meta name="referrer" content="same-origin">',
      stylesheets,
    },
    main,
  );
}

const rulesNote = () =>
  `<p class="mt-4 text-sm text-slate-600">Only buyers can review, one review per order. We read each review before it appears and publish it, good or bad, unless it breaks one of our <a class="font-medium text-brand-700 underline" href="${MODERATION_RULES_PATH}">published moderation rules</a>; we never hold a review back for being negative. The page shows your stars, your text, the name you give, "Verified buyer" and the date.</p>`;

export function renderReviewForm(
  base: PageBase & {
    action: string;
    values: Partial<Record<ReviewField, string>>;
    problems?: FieldProblem[];
    pendingNote?: boolean;
  },
): string {
  const { action, values, problems = [], pendingNote = false } = base;
  const problemOf = (field: ReviewField) => problems.find((problem) => problem.field === field);
  const described = (field: ReviewField) =>
    problemOf(field) ? ` aria-invalid="true" aria-describedby="${field}-problem"` : "";
  const problemLine = (field: ReviewField) => {
    const problem = problemOf(field);
    return problem
      ? `\n      <p id="${field}-problem" class="mt-2 text-sm font-medium text-red-700">${escapeHtml(problem.message)}</p>`
      : "";
  };
  const stars = Array.from(
    { length: REVIEW_LIMITS.maxStars - REVIEW_LIMITS.minStars + 1 },
    (_, index) => REVIEW_LIMITS.maxStars - index,
  )
    .map(
      (value) =>
        `<label class="flex items-center gap-2"><input type="radio" name="stars" value="${value}" required${values.stars === String(value) ? " checked" : ""}> ${value} ${value === 1 ? "star" : "stars"}</label>`,
    )
    .join("\n        ");
  const summary = problems.length
    ? `\n  <div class="mt-6 rounded-xl border border-red-200 bg-red-50 px-4 py-3" role="alert"><p class="font-semibold text-ink">Please check your review:</p><ul class="mt-2 list-disc pl-5">${problems.map((problem) => `<li><a class="underline" href="#${problem.field === "stars" ? "stars-legend" : problem.field}">${escapeHtml(problem.message)}</a></li>`).join("")}</ul></div>`
    : "";
  const pending = pendingNote
    ? `\n  <p class="mt-4 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3" role="status">Your earlier review is waiting for moderation; sending this one replaces it.</p>`
    : "";
  return page(
    base,
    `Review the ${base.snapshotName}`,
    `  <h1 class="text-3xl font-bold text-ink sm:text-4xl">Review the ${escapeHtml(base.snapshotName)}</h1>
  ${rulesNote()}${pending}${summary}
  <form method="post" action="${escapeHtml(action)}" class="mt-8 space-y-6" novalidate>
    <fieldset${described("stars")}>
      <legend id="stars-legend" class="font-semibold text-ink">Your rating</legend>
      <div class="mt-2 space-y-1">
        ${stars}
      </div>${problemLine("stars")}
    </fieldset>
    <div>
      <label for="text" class="font-semibold text-ink">Your review</label>
      <p id="text-hint" class="text-sm text-slate-600">What worked, what did not, and who it suits (${REVIEW_LIMITS.minText} to ${REVIEW_LIMITS.maxText} characters). Leave out phone numbers, e-mail addresses and other people's details.</p>
      <textarea id="text" name="text" rows="7" class="${CONTROL} mt-2" minlength="${REVIEW_LIMITS.minText}" maxlength="${REVIEW_LIMITS.maxText}" required${described("text")}>${escapeHtml(values.text ?? "")}</textarea>${problemLine("text")}
    </div>
    <div>
      <label for="name" class="font-semibold text-ink">The name to show</label>
      <input id="name" name="name" type="text" autocomplete="off" class="${CONTROL} mt-2" minlength="${REVIEW_LIMITS.minName}" maxlength="${REVIEW_LIMITS.maxName}" required value="${escapeHtml(values.name ?? "")}"${described("name")}>${problemLine("name")}
    </div>
    <button type="submit" class="${BUTTON}">Send my review</button>
  </form>
`,
  );
}

export function renderReviewThanks(base: PageBase & { orderPage: string }): string {
  return page(
    base,
    "Thank you for your review",
    `  <h1 class="text-3xl font-bold text-ink sm:text-4xl">Thank you for your review</h1>
  <p class="mt-6 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3" role="status">We received your review of the ${escapeHtml(base.snapshotName)}. It appears on the snapshot's page once we have read it under our <a class="font-medium text-brand-700 underline" href="${MODERATION_RULES_PATH}">moderation rules</a>; if we cannot publish it, we tell you which rule it broke.</p>
  <p class="mt-8"><a class="font-medium text-brand-700 underline" href="${escapeHtml(base.orderPage)}">Back to your order</a></p>
`,
  );
}

/** An order that cannot be reviewed (not paid, refunded) or whose review is already published. */
export function renderReviewClosed(base: PageBase & { message: string; orderPage: string }): string {
  return page(
    base,
    `Review the ${base.snapshotName}`,
    `  <h1 class="text-3xl font-bold text-ink sm:text-4xl">Review the ${escapeHtml(base.snapshotName)}</h1>
  <p class="mt-6 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3" role="status">${escapeHtml(base.message)}</p>
  <p class="mt-8"><a class="font-medium text-brand-700 underline" href="${escapeHtml(base.orderPage)}">Back to your order</a></p>
`,
  );
}
