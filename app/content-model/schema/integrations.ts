// The schema of content/data/integrations.yml. Re-exported by app/content-model/schema.ts, where importers find every
// schema.
import { z } from "zod";
import { line, optional, slug } from "./blocks.ts";

/** content/data/integrations.yml: the tools section; each mark is drawn from the simple-icons package. */
export const integrationSchema = z.object({
  icon: slug.meta({ hint: "The simple-icons slug of the brand, e.g. stripe" }),
  use: line(3, 40),
  /** A wordmark too wide to read at tile size shows only its symbol: this part of the 24 x 24 drawing. */
  markViewBox: optional(
    z
      .string()
      .trim()
      .regex(
        /^-?\d+(?:\.\d+)? -?\d+(?:\.\d+)? \d+(?:\.\d+)? \d+(?:\.\d+)?$/,
        "must be four numbers: x y width height, e.g. 0 9.4 8.6 5.2",
      )
      .meta({
        hint: "Only for a wordmark too wide to read at 32 px: the part of the brand's 24 x 24 drawing to show (x y width height), e.g. WooCommerce's Woo bubble",
      }),
  ),
});

export const integrationsFileSchema = z.object({ integrations: z.array(integrationSchema).min(4).max(24) });
