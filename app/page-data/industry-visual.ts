import type { IndustryPage } from "~/content-model/types";
import { fill } from "../../lib/fill";
import {
  HERO_VISUAL_PHONE_VIEWBOX,
  HERO_VISUAL_VIEWBOX,
  type ProductView,
  productView,
  productViewForPhones,
} from "../../lib/hero-visual";
import { escapeXml } from "../../lib/xml";

// An industry page's hero picture: the pipeline and a workflow we build for that audience, drawn at build from its own
// file (`heroVisual`) with the home hero's parts (lib/hero-visual.ts). Inline in the page's HTML, so it paints with
// the text, needs no request and no code, and follows the theme through the page's color variables.

/** The picture's two drawings as HTML: the full one (from sm) and the phone one (workflow and booking only). */
export interface IndustryVisual {
  full: string;
  phone: string;
}

type IndustryDrawn = Pick<IndustryPage, "name" | "heroVisual">;

/** What the picture shows: the audience's board, with its name on the badge, its workflow and its booking. */
export function industryProductView({ name, heroVisual }: IndustryDrawn): ProductView {
  const { pipeline, workflow, booking } = heroVisual;
  return {
    board: {
      title: pipeline.name,
      badge: { text: name, tone: "brand" },
      stages: pipeline.stages.map((stage) => ({
        name: stage.name,
        cards: stage.leads,
      })),
    },
    workflow: { title: workflow.name, steps: workflow.steps },
    booking,
  };
}

/** The picture's accessible name, from the same data as the drawing (`template`: page-words.yml industry.visualAlt). */
export function industryVisualAlt({ heroVisual }: IndustryDrawn, template: string): string {
  const { pipeline, workflow } = heroVisual;
  return fill(template, {
    pipeline: pipeline.name,
    stages: pipeline.stages.map((stage) => stage.name).join(", "),
    workflow: workflow.name,
    steps: workflow.steps.join(", "),
  });
}

export function industryVisual(industry: IndustryDrawn, altTemplate: string): IndustryVisual {
  const view = industryProductView(industry);
  const svg = (viewBox: string, content: string) =>
    `<svg viewBox="${viewBox}" role="img" aria-label="${escapeXml(industryVisualAlt(industry, altTemplate))}" class="block h-auto w-full select-none">${content}</svg>`;
  return {
    full: svg(HERO_VISUAL_VIEWBOX, productView(view)),
    phone: svg(HERO_VISUAL_PHONE_VIEWBOX, productViewForPhones(view)),
  };
}
