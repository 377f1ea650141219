// The schema of content/data/snapshot-categories.yml. Re-exported by app/content-model/schema.ts, where importers find
// every schema.
import { z } from "zod";
import { SNAPSHOT_CATEGORY_IDS, line, text } from "./blocks.ts";

export const snapshotCategorySchema = z.object({
  id: z.enum(SNAPSHOT_CATEGORY_IDS),
  name: line(3, 40),
  description: text(20, 200),
});

export const snapshotCategoriesFileSchema = z.object({
  categories: z.array(snapshotCategorySchema).length(SNAPSHOT_CATEGORY_IDS.length),
});
