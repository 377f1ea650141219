// The schema of content/data/navigation.yml. Re-exported by app/content-model/schema.ts, where importers find every schema.
import { z } from "zod";
import { LEGAL_SLUGS, line, popupCopy } from "./blocks.ts";

export const navLinkSchema = z.object({
  label: line(2, 30),
  to: z.string().regex(/^\/[a-z0-9/#-]*$/, "must be a site path such as /pricing"),
});

/** content/data/navigation.yml */
export const navigationSchema = z.object({
  header: z.array(navLinkSchema).min(2).max(8),
  footer: z.array(navLinkSchema).min(2).max(8),
  legal: z.array(z.object({ label: line(2, 40), slug: z.enum(LEGAL_SLUGS) })).length(LEGAL_SLUGS.length),
  hireUs: popupCopy,
  consultation: popupCopy.meta({
    hint: "The popup opened by buttons that bring no copy of their own (title and promise)",
  }),
});
