// The audiences' pages of content/industries/: snapshots and posts by their selectors, services and proof by reference.
import type { z } from "zod";
import { selectAll } from "../../../lib/industry-selection";
import {
  industrySchema,
  type BlogPost,
  type Content,
  type IndustryPage,
  type SnapshotListing,
  type caseStudiesFileSchema,
  type testimonialsFileSchema,
} from "../schema";
import { industryShareImagePath } from "../paths";
import { withoutEvidence } from "./evidence";
import { renderMarkdown } from "./markdown";
import type { LoadContext, SourceFile } from "./load-source";

export interface IndustryInputs {
  serviceSlugs: ReadonlySet<string>;
  snapshots: readonly SnapshotListing[];
  snapshotTags: ReadonlyMap<string, string[]>;
  posts: readonly BlogPost[];
  caseStudies: z.infer<typeof caseStudiesFileSchema> | undefined;
  testimonials: z.infer<typeof testimonialsFileSchema> | undefined;
  /** An English case study's title in this language (an industry page names its case study by the English title). */
  caseTitleIn: ReadonlyMap<string | undefined, string | undefined>;
  /** What a production build publishes of them. */
  publishedCaseStudies: readonly NonNullable<IndustryInputs["caseStudies"]>["caseStudies"][number][];
  publishedTestimonials: Content["testimonials"];
}

export function loadIndustries(
  ctx: LoadContext,
  industryFiles: readonly SourceFile[],
  inputs: IndustryInputs,
): (IndustryPage & { order: number })[] {
  const { problems } = ctx;
  const {
    serviceSlugs,
    snapshots,
    snapshotTags,
    posts,
    caseStudies,
    testimonials,
    caseTitleIn,
    publishedCaseStudies,
    publishedTestimonials,
  } = inputs;
  const industries: (IndustryPage & { order: number })[] = [];
  for (const source of industryFiles) {
    const industry = ctx.data(industrySchema, source);
    if (!industry) continue;
    industry.services.forEach((slug, index) => {
      if (!serviceSlugs.has(slug))
        problems.add(
          source.file,
          `services[${index}]`,
          `no service called "${slug}" (services/${slug}.md does not exist)`,
        );
    });
    const pickedSnapshots = selectAll(
      industry.snapshots,
      snapshots.map((snapshot) => ({ ...snapshot, tags: snapshotTags.get(snapshot.slug) })),
    ).map((snapshot) => snapshot.slug);
    if (pickedSnapshots.length === 0)
      problems.add(source.file, "snapshots", "no snapshot has one of these categories or tags");
    const pickedPosts = selectAll(industry.posts, posts).map((post) => post.slug);
    if (pickedPosts.length === 0)
      problems.add(source.file, "posts", "no blog post has one of these categories or tags");
    const { caseStudy: caseTitle, testimonial: testimonialName } = industry.proof;
    if (!caseTitle && !testimonialName) problems.add(source.file, "proof", "needs a case study or a testimonial");
    // Named by its English title in every language.
    const caseStudy = caseTitle
      ? caseStudies?.caseStudies.find((item) => item.title === (caseTitleIn.get(caseTitle) ?? caseTitle))
      : undefined;
    // A production build may have left the case study out (unverified), like the testimonial below.
    const publishedCase = publishedCaseStudies.find((item) => item === caseStudy);
    if (caseTitle && !caseStudy)
      problems.add(source.file, "proof.caseStudy", `no case study titled "${caseTitle}" in data/case-studies.yml`);
    const testimonialKnown = testimonialName
      ? testimonials?.testimonials.some((item) => item.name === testimonialName)
      : false;
    if (testimonialName && !testimonialKnown)
      problems.add(source.file, "proof.testimonial", `no testimonial by "${testimonialName}" in data/testimonials.yml`);
    // A production build may have left the testimonial out (unverified): the page then shows the case study alone.
    const testimonial = publishedTestimonials.find((item) => item.name === testimonialName);
    const overview = ctx.markdown(source, () =>
      renderMarkdown(ctx.body(source), { publicDir: ctx.publicDir, headingLevels: [] }),
    );
    if (!overview) continue;
    industries.push({
      ...industry,
      slug: source.slug,
      snapshots: pickedSnapshots,
      posts: pickedPosts,
      proof: {
        ...(publishedCase ? { caseStudy: withoutEvidence(publishedCase) } : {}),
        ...(testimonial ? { testimonial } : {}),
      },
      overviewHtml: overview.html,
      shareImage: industryShareImagePath(source.slug),
    });
  }
  industries.sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
  return industries;
}
