// What the loader makes of one snapshot's spec sheet: the view its page shows, the checklist the buyer's e-mail and
// order page read (one checklist, not two), whether a production build may sell it, and the problems that stop the
// build: a count in the copy that disagrees with the list it counts, a video promised with none listed, a checklist
// typed twice.
import {
  countProblems,
  hoursAndMinutes,
  promisesVideo,
  specSheetView,
  type SpecSheetSource,
  type SpecSheetView,
} from "../../../lib/spec-sheet";
import { formatDollars } from "../../../lib/pricing";
import { formatDuration, withPeriod } from "../../../lib/time-format";

/** The snapshot's fields the page shows in words (the body aside): where a count or a video promise can be made. */
interface SnapshotWords {
  tagline: string;
  features: { title: string; description: string }[];
  includes: string[];
  benefits: string[];
  testimonials: { content: string }[];
  faq: { question: string; answer: string }[];
  versions?: { changes: string[] }[] | undefined;
  afterImport?: string[] | undefined;
  ghlSnapshotId?: string | undefined;
  specSheet?: SpecSheetSource | undefined;
}

interface StoreSpecWords {
  ghlPlans: readonly { id: string; name: string; price: number }[];
  ghlPlansNote: string;
  neverTransfers: readonly string[];
}

export interface SnapshotSpec {
  specSheet?: SpecSheetView;
  /** The after-import checklist the e-mail and order page read: the spec sheet's, else the file's afterImport. */
  afterImport?: string[];
  /** Whether the page offers "Pay" or a checkout link; a production build sells only what it can deliver. */
  forSale: boolean;
  /** Why it is not for sale (for launch-check), empty when it is. */
  notForSale: string[];
}

/** Each sentence of the snapshot a visitor reads, with the field that holds it. */
function sentences(words: SnapshotWords, body: string): [string, string][] {
  return [
    ["tagline", words.tagline],
    ...words.features.flatMap((feature, index): [string, string][] => [
      [`features[${index}].title`, feature.title],
      [`features[${index}].description`, feature.description],
    ]),
    ...words.includes.map((item, index): [string, string] => [`includes[${index}]`, item]),
    ...words.benefits.map((item, index): [string, string] => [`benefits[${index}]`, item]),
    ...words.testimonials.map((item, index): [string, string] => [`testimonials[${index}].content`, item.content]),
    ...words.faq.flatMap((item, index): [string, string][] => [
      [`faq[${index}].question`, item.question],
      [`faq[${index}].answer`, item.answer],
    ]),
    ...(words.versions ?? []).flatMap((version, index) =>
      version.changes.map((change, at): [string, string] => [`versions[${index}].changes[${at}]`, change]),
    ),
    ["body", body],
  ];
}

/** The spec sheet's part of a snapshot; `problem` records what would stop the build, by field. */
export function snapshotSpec(
  words: SnapshotWords,
  body: string,
  store: StoreSpecWords,
  production: boolean,
  problem: (field: string, message: string) => void,
): SnapshotSpec {
  const sheet = words.specSheet;
  const hasVideos = (sheet?.videos ?? []).length > 0;
  for (const [field, sentence] of sentences(words, body)) {
    if (!hasVideos && promisesVideo(sentence))
      problem(
        field,
        "promises setup videos, but specSheet.videos lists none: no page may promise a video that does not exist",
      );
    if (sheet) for (const message of countProblems(sentence, sheet.inside)) problem(field, message);
  }
  if (sheet && words.afterImport)
    problem(
      "afterImport",
      "the spec sheet's checklist is the after-import checklist: move these steps into specSheet.checklist, so the buyer sees one list",
    );
  const notForSale = [...(words.ghlSnapshotId ? [] : ["no ghlSnapshotId"]), ...(sheet ? [] : ["no spec sheet"])];
  let specSheet: SpecSheetView | undefined;
  if (sheet) {
    try {
      const view = specSheetView(sheet, store);
      const { hours, minutes } = hoursAndMinutes(view.checklistMinutes);
      const time = [
        ...(hours ? [formatDuration(hours, "hour")] : []),
        ...(minutes ? [formatDuration(minutes, "minute")] : []),
      ].join(" ");
      specSheet = {
        ...view,
        plan: { ...view.plan, priceText: withPeriod(formatDollars(view.plan.price), "mo") },
        checklistTime: time,
      };
    } catch (error) {
      problem("specSheet.plan", error instanceof Error ? error.message : String(error));
    }
  }
  const afterImport = sheet
    ? sheet.checklist.map(
        (step) => `${step.step.replace(/\.$/, "")} (about ${formatDuration(step.minutes, "minute")}).`,
      )
    : words.afterImport;
  return {
    ...(specSheet ? { specSheet } : {}),
    ...(afterImport ? { afterImport } : {}),
    forSale: !production || notForSale.length === 0,
    notForSale,
  };
}
