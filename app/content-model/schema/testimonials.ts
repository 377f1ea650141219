// The schema of content/data/testimonials.yml. Re-exported by app/content-model/schema.ts, where importers find every
// schema.
import { z } from "zod";
import { LANGS } from "../../../config/languages.mjs";
import { evidenceFields, line, optional, text } from "./blocks.ts";

export const testimonialSchema = z.object({
  name: line(2, 40),
  company: line(2, 80),
  text: text(40, 400),
  rating: z.literal(5),
  home: optional(
    z.boolean().meta({ hint: "Shown in the home page's carousel; off keeps it for the industry page that names it" }),
  ),
  quotedIn: optional(
    z.enum(LANGS).meta({
      hint: "The language the client gave these words in (empty: English): a page in another language shows them translated, with a note saying so",
    }),
  ),
  ...evidenceFields,
});

export const testimonialsFileSchema = z.object({ testimonials: z.array(testimonialSchema).min(3).max(12) });
