// The schema of content/data/case-studies.yml. Re-exported by app/content-model/schema.ts, where importers find every
// schema.
import { z } from "zod";
import { evidenceFields, line, text } from "./blocks.ts";

export const caseStudySchema = z.object({
  metric: line(1, 12),
  metricLabel: line(3, 40),
  title: line(10, 90),
  description: text(40, 500),
  palette: z.enum(["blue", "violet", "emerald", "amber", "rose", "cyan"]),
  ...evidenceFields,
});

export const caseStudiesFileSchema = z.object({
  heading: z.object({ eyebrow: line(3, 30), title: line(10, 90), intro: text(20, 240) }).meta({
    hint: "The home page's case study section heading; a production build leaves the section out while no case study is verified",
  }),
  caseStudies: z.array(caseStudySchema).min(3).max(6),
});
