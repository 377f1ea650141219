/**
 * The schemas of every content collection (the files under content/). The build validates each file against its
 * schema and stops with the file, the field and the problem; the site's types are inferred from here, so there is
 * no second, hand-kept description of the content. The CMS config (/admin) is generated from these schemas too.
 *
 * Browser code must only `import type` from this module: zod stays in the build.
 *
 * `.meta()` carries what the CMS needs beyond the type: a label, a hint and the editing widget for long text.
 *
 * One file per content type in schema/ (the building blocks in schema/blocks.ts, the types of what the site reads in
 * schema/content.ts); this module gathers them, so importers keep one place to import from.
 */
export { ICON_NAMES, LEGAL_SLUGS, MONTHLY_PLAN_IDS } from "./schema/blocks.ts";
export * from "./schema/facts.ts";
export * from "./schema/pages.ts";
export * from "./schema/enquiry-form.ts";
export * from "./schema/interface-words.ts";
export * from "./schema/call-and-chat.ts";
export * from "./schema/form-delivery.ts";
export * from "./schema/analytics-disclosure.ts";
export * from "./schema/store-policy.ts";
export * from "./schema/privacy.ts";
export * from "./schema/snapshot-store.ts";
export * from "./schema/pricing.ts";
export * from "./schema/navigation.ts";
export * from "./schema/page-words.ts";
export * from "./schema/home.ts";
export * from "./schema/testimonials.ts";
export * from "./schema/case-studies.ts";
export * from "./schema/integrations.ts";
export * from "./schema/snapshot-categories.ts";
export * from "./schema/blog-categories.ts";
export * from "./schema/glossary.ts";
export * from "./schema/person.ts";
export * from "./schema/service.ts";
export * from "./schema/snapshot.ts";
export * from "./schema/post.ts";
export * from "./schema/legal.ts";
export * from "./schema/industry.ts";
export * from "./schema/content.ts";
