// The schema of content/services/. Re-exported by app/content-model/schema.ts, where importers find every schema.
import { z } from "zod";
import { TITLE_MAX } from "../../../lib/page-title.ts";
import { faq, iconName, line, optional, popupCopy, slug, text, titledText } from "./blocks.ts";

/** content/services/{slug}.md: the card in the services grid and the whole service page. Body: "What we build". */
export const serviceSchema = z.object({
  title: line(3, 60),
  inSentence: optional(
    line(3, 80).meta({
      hint: 'The service\'s name as it reads inside a sentence, with its article where the language needs one ("la creación de embudos y sitios web"): headings such as "Qué incluye {service}" use it. Empty: the title',
    }),
  ),
  description: text(40, 200).meta({ hint: "The card text in the services grid" }),
  icon: iconName,
  order: z.number().int().min(0).max(999).meta({ hint: "Position in the services grid, lowest first" }),
  metaTitle: line(30, TITLE_MAX).meta({
    hint: `The browser tab and search result title, at most ${TITLE_MAX} characters (search results cut a longer one); | brand follows when it still fits`,
  }),
  metaDescription: line(120, 160),
  headline: line(10, 90),
  lead: text(60, 420),
  audience: z.array(text(30, 300)).min(3).max(5),
  features: z.array(titledText).min(9).max(12),
  benefits: z.array(titledText).min(6).max(7),
  process: z.array(titledText).min(4).max(5),
  faqs: z.array(faq).min(4).max(5).meta({
    hint: "Five (the client shows five per service page); a production build leaves out one that states an unverified figure",
  }),
  cta: popupCopy,
  related: z.array(slug).length(3).meta({ hint: "Slugs of three other services" }),
  snapshots: z.array(slug).min(1).max(3).meta({ hint: "Slugs of snapshots that fit this service" }),
});
