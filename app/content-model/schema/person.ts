// The schema of content/people/. Re-exported by app/content-model/schema.ts, where importers find every schema.
import { z } from "zod";
import { LANGS } from "../../../config/languages.mjs";
import { evidenceFields, line, optional, text } from "./blocks.ts";

// ---------------------------------------------------------------------------------------------------------------
// One file per thing

/** content/people/{id}.yml: one person; the team section and the blog's author boxes read the same file. */
export const personSchema = z.object({
  name: line(3, 60),
  role: line(3, 60),
  bio: text(60, 600),
  team: z
    .boolean()
    .meta({ hint: "Shown in the home page's team section (the blog names any person as the author of their posts)" }),
  order: z.number().int().min(0).max(999).meta({ hint: "Position in the team section, lowest first" }),
  speaks: optional(
    z.array(z.enum(LANGS)).min(1).meta({
      hint: "The languages this person answers clients in (en, es). To be confirmed with them: a site in a language needs one team member who speaks it",
    }),
  ),
  ...evidenceFields,
});
