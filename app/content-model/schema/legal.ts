// The schema of content/legal/. Re-exported by app/content-model/schema.ts, where importers find every schema.
import { z } from "zod";
import { line, text } from "./blocks.ts";

/** content/legal/{slug}.md: one legal document. Body: sections, each starting with a ## heading. */
export const legalSchema = z.object({
  title: line(5, 60),
  description: text(60, 160),
  intro: text(40, 1200),
});
