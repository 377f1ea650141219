// The snapshots of content/snapshots/: their cards, their pages, what the store delivers of each and their tags.
import type { z } from "zod";
import type { SnapshotDelivery } from "../../../contracts/store-catalog";
import {
  snapshotSchema,
  type SnapshotDetailContent,
  type SnapshotListing,
  type snapshotCategoriesFileSchema,
  type snapshotStoreSchema,
} from "../schema";
import { snapshotShareImagePath } from "../paths";
import { ratingProblem, withoutEvidence } from "./evidence";
import { renderMarkdown } from "./markdown";
import { loadReviews } from "./reviews";
import { snapshotSpec } from "./spec-sheets";
import type { LoadContext, SourceFile } from "./load-source";

export interface SnapshotInputs {
  /** The price of a snapshot that sets none. */
  defaultPrice: number;
  snapshotStore: z.infer<typeof snapshotStoreSchema> | undefined;
  snapshotCategories: z.infer<typeof snapshotCategoriesFileSchema> | undefined;
}

export function loadSnapshots(
  ctx: LoadContext,
  snapshotFiles: readonly SourceFile[],
  { defaultPrice, snapshotStore, snapshotCategories }: SnapshotInputs,
) {
  const { problems } = ctx;
  const snapshotSlugs = new Set(snapshotFiles.map((source) => source.slug));
  const categoryOrder = new Map((snapshotCategories?.categories ?? []).map((category, index) => [category.id, index]));
  const snapshots: (SnapshotListing & { order: number })[] = [];
  const snapshotDetails: SnapshotDetailContent[] = [];
  const snapshotDelivery: Record<string, SnapshotDelivery> = {};
  /** Each snapshot's audience tags, for the industry pages' selectors (the pages themselves never show them). */
  const snapshotTags = new Map<string, string[]>();
  const verifiedReviews = loadReviews(ctx.root, snapshotSlugs, (file, field, problem) =>
    problems.add(file, field, problem),
  );
  for (const source of snapshotFiles) {
    const snapshot = ctx.data(snapshotSchema, source);
    if (!snapshot) continue;
    const description = ctx.markdown(source, () =>
      renderMarkdown(ctx.body(source), { publicDir: ctx.publicDir, headingLevels: [] }),
    );
    if (!description) continue;
    if (!description.firstParagraph) problems.add(source.file, "body", "needs at least one paragraph of description");
    const {
      name,
      category,
      order,
      price,
      rating,
      sales,
      reviews,
      figures,
      tags,
      testimonials: snapshotTestimonials,
      ghlSnapshotId,
      afterImport: _afterImport,
      versions,
      specSheet: _specSheet,
      ...detail
    } = snapshot;
    const spec = snapshotSpec(
      snapshot,
      ctx.body(source),
      snapshotStore ?? { ghlPlans: [], ghlPlansNote: "", neverTransfers: [] },
      ctx.production,
      (field, message) => problems.add(source.file, field, message),
    );
    const { afterImport } = spec;
    snapshotDelivery[source.slug] = {
      name,
      ...(ghlSnapshotId ? { ghlSnapshotId } : {}),
      ...(afterImport ? { afterImport } : {}),
      ...(versions ? { versions } : {}),
      specSheet: Boolean(spec.specSheet),
      notForSale: spec.notForSale,
    };
    snapshotTags.set(source.slug, tags ?? []);
    const shownRatings = snapshotTestimonials.map((testimonial) => testimonial.rating);
    const disagreement = ratingProblem(rating, reviews, shownRatings);
    if (disagreement)
      problems.add(source.file, "rating", `${disagreement}: the rating must agree with the reviews shown beside it`);
    const ratingShown = ctx.claim(
      source,
      "figures",
      `Rating ${rating.toFixed(1)} from ${reviews} reviews, ${sales} sales`,
      figures,
    );
    snapshots.push({
      slug: source.slug,
      name,
      category,
      order,
      price: price ?? defaultPrice,
      ...(ratingShown ? { figures: { rating, sales, reviews } } : {}),
    });
    snapshotDetails.push({
      ...detail,
      testimonials: snapshotTestimonials
        .filter((item, index) =>
          ctx.claim(
            source,
            `testimonials[${index}]`,
            `Testimonial from ${item.name}, ${item.business} (${item.rating} stars)`,
            item,
          ),
        )
        .map(withoutEvidence),
      verifiedReviews: verifiedReviews.get(source.slug) ?? [],
      slug: source.slug,
      descriptionHtml: description.html,
      summary: description.firstParagraph,
      shareImage: snapshotShareImagePath(source.slug),
      ...(spec.specSheet ? { specSheet: spec.specSheet } : {}),
      ...(versions ? { versions } : {}),
      forSale: spec.forSale,
    });
  }
  snapshots.sort(
    (a, b) =>
      (categoryOrder.get(a.category) ?? 0) - (categoryOrder.get(b.category) ?? 0) ||
      a.order - b.order ||
      a.name.localeCompare(b.name),
  );
  // Two snapshots with one name would be two identical cards: each file is told which other file has its name.
  const byName = new Map<string, typeof snapshots>();
  for (const snapshot of snapshots) byName.set(snapshot.name, [...(byName.get(snapshot.name) ?? []), snapshot]);
  for (const [name, group] of byName)
    if (group.length > 1)
      for (const snapshot of group) {
        const others = group.filter((other) => other !== snapshot).map((other) => `snapshots/${other.slug}.md`);
        problems.add(`snapshots/${snapshot.slug}.md`, "name", `"${name}" is also the name of ${others.join(", ")}`);
      }
  return { snapshots, snapshotDetails, snapshotDelivery, snapshotTags };
}
