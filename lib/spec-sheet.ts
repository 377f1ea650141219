// A snapshot's spec sheet as the page shows it: every count is the length of the list it counts (so a count typed in
// content can never disagree with its list), the minutes of the after-import checklist added up, and the promises the
// page may make (videos, a checklist, documented Custom Values) read from the fields that back them.

/** The kinds of thing a snapshot carries, in the order the spec sheet lists them. */
export const INSIDE_KINDS = [
  "pipelines",
  "workflows",
  "funnels",
  "forms",
  "surveys",
  "calendars",
  "emailTemplates",
  "smsTemplates",
  "customFields",
  "customValues",
  "tags",
  "triggerLinks",
] as const;
export type InsideKind = (typeof INSIDE_KINDS)[number];

/** The shape the content's schema gives a spec sheet (app/content-model/schema.ts specSheetSchema). */
export interface SpecSheetSource {
  plan: string;
  planReason: string;
  addOns?: { name: string; why: string }[] | undefined;
  inside: {
    pipelines?: { name: string; stages: string[] }[] | undefined;
    workflows: { name: string; trigger: string }[];
    funnels?: { name: string; kind: "funnel" | "website"; pages: string[] }[] | undefined;
    forms?: string[] | undefined;
    surveys?: string[] | undefined;
    calendars?: string[] | undefined;
    emailTemplates?: string[] | undefined;
    smsTemplates?: string[] | undefined;
    customFields?: string[] | undefined;
    customValues?: { name: string; holds: string }[] | undefined;
    tags?: string[] | undefined;
    triggerLinks?: string[] | undefined;
  };
  setUpYourself: string[];
  checklist: { step: string; minutes: number }[];
  videos?: { title: string; url: string; minutes: number }[] | undefined;
}

/** One kind of thing inside: how many, each by name with what it has (a pipeline's stages, a workflow's trigger). */
export interface InsideGroup {
  kind: InsideKind;
  count: number;
  /** What the items hold in all, when it is more than the items themselves: a pipeline's stages, a funnel's pages. */
  parts?: { kind: "stages" | "pages"; count: number };
  items: { name: string; detail?: string; parts?: string[] }[];
}

export interface SpecSheetView {
  inside: InsideGroup[];
  /** The plan, and its price with its period in words ("$97 per month"), written by the build. */
  plan: { name: string; price: number; priceText?: string };
  planReason: string;
  planNote: string;
  addOns: { name: string; why: string }[];
  /** What never travels in any snapshot, then what this snapshot needs set up besides. */
  neverTransfers: string[];
  setUpYourself: string[];
  checklist: { step: string; minutes: number }[];
  checklistMinutes: number;
  /** The checklist's total in words ("2 hours 40 minutes"), written by the build. */
  checklistTime?: string;
  videos: { title: string; url: string; minutes: number }[];
  promises: { videos: boolean; checklist: boolean; documentedCustomValues: boolean };
}

/** The things inside, kind by kind, with their counts computed; kinds the snapshot has none of are left out. */
export function insideGroups(inside: SpecSheetSource["inside"]): InsideGroup[] {
  const names = (list: string[] | undefined) => (list ?? []).map((name) => ({ name }));
  const groups: Record<InsideKind, InsideGroup["items"]> = {
    pipelines: (inside.pipelines ?? []).map((pipeline) => ({ name: pipeline.name, parts: pipeline.stages })),
    workflows: inside.workflows.map((workflow) => ({ name: workflow.name, detail: workflow.trigger })),
    funnels: (inside.funnels ?? []).map((funnel) => ({ name: funnel.name, detail: funnel.kind, parts: funnel.pages })),
    forms: names(inside.forms),
    surveys: names(inside.surveys),
    calendars: names(inside.calendars),
    emailTemplates: names(inside.emailTemplates),
    smsTemplates: names(inside.smsTemplates),
    customFields: names(inside.customFields),
    customValues: (inside.customValues ?? []).map((value) => ({ name: value.name, detail: value.holds })),
    tags: names(inside.tags),
    triggerLinks: names(inside.triggerLinks),
  };
  const partsKind: Partial<Record<InsideKind, "stages" | "pages">> = { pipelines: "stages", funnels: "pages" };
  return INSIDE_KINDS.filter((kind) => groups[kind].length > 0).map((kind) => {
    const items = groups[kind];
    const parts = partsKind[kind];
    return {
      kind,
      count: items.length,
      ...(parts
        ? { parts: { kind: parts, count: items.reduce((sum, item) => sum + (item.parts?.length ?? 0), 0) } }
        : {}),
      items,
    };
  });
}

/** The spec sheet the page shows, with the store's plans (by id) and the platform's "never transfers" list. */
export function specSheetView(
  sheet: SpecSheetSource,
  store: {
    ghlPlans: readonly { id: string; name: string; price: number }[];
    ghlPlansNote: string;
    neverTransfers: readonly string[];
  },
): SpecSheetView {
  const plan = store.ghlPlans.find((entry) => entry.id === sheet.plan);
  if (!plan) throw new Error(`no HighLevel plan "${sheet.plan}" in snapshot-store.yml`);
  const videos = sheet.videos ?? [];
  return {
    inside: insideGroups(sheet.inside),
    plan: { name: plan.name, price: plan.price },
    planReason: sheet.planReason,
    planNote: store.ghlPlansNote,
    addOns: sheet.addOns ?? [],
    neverTransfers: [...store.neverTransfers],
    setUpYourself: sheet.setUpYourself,
    checklist: sheet.checklist,
    checklistMinutes: sheet.checklist.reduce((sum, step) => sum + step.minutes, 0),
    videos,
    promises: {
      videos: videos.length > 0,
      checklist: sheet.checklist.length > 0,
      documentedCustomValues: (sheet.inside.customValues ?? []).length > 0,
    },
  };
}

/** Minutes as whole hours and the minutes left over (160 -> { hours: 2, minutes: 40 }). */
export function hoursAndMinutes(total: number): { hours: number; minutes: number } {
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/** The nouns copy may count ("16 workflows"), by the kind of thing they count. */
const COUNTED: [RegExp, InsideKind][] = [
  [/^pipelines?$/i, "pipelines"],
  [/^workflows?$/i, "workflows"],
  [/^(?:funnels?|websites?)$/i, "funnels"],
  [/^forms?$/i, "forms"],
  [/^surveys?$/i, "surveys"],
  [/^calendars?$/i, "calendars"],
  [/^(?:e-?mail|email) templates?$/i, "emailTemplates"],
  [/^sms templates?$/i, "smsTemplates"],
  [/^custom fields?$/i, "customFields"],
  [/^custom values?$/i, "customValues"],
  [/^tags?$/i, "tags"],
  [/^trigger links?$/i, "triggerLinks"],
];
const COUNT_PHRASE =
  /\b(\d+)\s+((?:e-?mail|sms|custom|trigger)\s+)?(pipelines?|workflows?|funnels?|websites?|forms?|surveys?|calendars?|templates?|fields?|values?|tags?|links?)\b/gi;

/** Each count a sentence states of things a spec sheet lists ("16 Workflows" -> { kind: "workflows", count: 16 }). */
export function countsStated(text: string): { kind: InsideKind; count: number; phrase: string }[] {
  const found: { kind: InsideKind; count: number; phrase: string }[] = [];
  for (const match of text.matchAll(COUNT_PHRASE)) {
    const noun = `${match[2] ?? ""}${match[3]}`;
    const kind = COUNTED.find(([pattern]) => pattern.test(noun))?.[1];
    if (kind) found.push({ kind, count: Number(match[1]), phrase: match[0] });
  }
  return found;
}

/** What is wrong with the counts a sentence states against the spec sheet's lists, one message each. */
export function countProblems(text: string, inside: SpecSheetSource["inside"]): string[] {
  const counts = new Map(insideGroups(inside).map((group) => [group.kind, group.count]));
  return countsStated(text)
    .filter((stated) => stated.count !== (counts.get(stated.kind) ?? 0))
    .map(
      (stated) =>
        `says "${stated.phrase}", but the spec sheet lists ${counts.get(stated.kind) ?? 0}: count from specSheet.inside.${stated.kind}, or correct the sentence`,
    );
}

/**
 * Whether a sentence promises setup videos: "setup videos", "the videos", "the video walked me through". A video the
 * buyer's own business uses (a video sales page, a video meeting link, course videos) is not such a promise.
 */
export function promisesVideo(text: string): boolean {
  return [
    /\bsetup videos?\b/i,
    /\b(?:the|these|our|your) (?:setup |walkthrough |training )?videos?\b(?![-\w])(?!\s+(?:links?|meetings?|calls?|visits?|appointments?|pages?|sales|lessons?|hosts?|emails?|options?)\b)/i,
    /\b(?:checklist|clear|helpful) (?:and )?videos\b/i,
    /\ba video (?:shows|explains|walks|covers)\b/i,
  ].some((pattern) => pattern.test(text));
}
