// The schema of content/data/form-delivery.yml. Re-exported by app/content-model/schema.ts, where importers find every
// schema.
import { z } from "zod";
import { text } from "./blocks.ts";

/**
 * content/data/form-delivery.yml: sentences of the legal pages that depend on where the enquiry forms send
 * (the site's own receiver, Web3Forms, or another endpoint: the FORM_ACCESS_KEY / FORM_ENDPOINT settings).
 * Copy uses {{formDelivery.name}}; the build picks the sentence for the configured mode.
 */
export const sentenceName = z.string().regex(/^[a-z0-9-]+$/, "names are lower-case words joined by hyphens");

export const formDeliverySchema = z.record(
  sentenceName,
  z.object({ own: text(10, 3000), provider: text(10, 3000), endpoint: text(10, 3000) }),
);
