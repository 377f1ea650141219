// The schema of content/data/home.yml. Re-exported by app/content-model/schema.ts, where importers find every schema.
import { z } from "zod";
import { faq, iconName, line, text, titledText } from "./blocks.ts";

/** content/data/home.yml: the words of the home page sections that are not collections of their own. */
export const homeSchema = z.object({
  hero: z.object({
    eyebrow: line(3, 60),
    titleStart: line(3, 60),
    titleAccent: line(3, 60),
    lead: text(40, 320),
    industriesLabel: line(3, 30).meta({
      hint: "Before the links to the industry pages under the lead, e.g. Built for",
    }),
    consultationSubtitle: text(20, 200),
    badges: z.array(line(2, 56)).min(2).max(5),
  }),
  whyChooseUs: z
    .array(z.object({ stat: line(1, 10), title: line(3, 60), description: text(20, 300), icon: iconName }))
    .min(4)
    .max(6)
    .meta({ hint: "Six in the demo; a production build leaves out one that states an unverified figure" }),
  processSteps: z.array(titledText).length(6),
  team: z
    .object({ eyebrow: line(3, 30), title: line(10, 90), intro: text(20, 240) })
    .meta({ hint: "Heading of the team section; the people are the files in content/people marked team" }),
  faqs: z.array(faq).min(5).max(10),
});
