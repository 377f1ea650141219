// The schema of content/data/analytics-disclosure.yml. Re-exported by app/content-model/schema.ts, where importers find
// every schema.
import { z } from "zod";
import { text } from "./blocks.ts";
import { sentenceName } from "./form-delivery.ts";

/**
 * content/data/analytics-disclosure.yml: sentences of the privacy and cookie policies that depend on the analytics
 * setting (ANALYTICS_PROVIDER: none, Plausible or Umami). Copy uses {{analytics.name}}; the build picks the version.
 */
export const analyticsDisclosureSchema = z.record(
  sentenceName,
  z.object({ off: text(10, 3000), plausible: text(10, 3000), umami: text(10, 3000) }),
);
