/**
 * The buyers' approved reviews: content/reviews/{snapshot slug}/{review id}.yml, written by `npm run reviews --
 * --approve` and committed (docs/decisions/058-reviews-only-buyers-can-write.md). Each file is checked against
 * reviewFileSchema; a folder that names no snapshot, an id used twice or a bad value is a problem naming the file and
 * the field. They are shown in every build: each is a buyer's own review, verified by the order it came through.
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { REVIEWS_FOLDER } from "../../../lib/review-rules";
import { reviewFileSchema, type VerifiedReview } from "../schema";
import { propertyAt } from "../../../lib/typed-object";
const REVIEW_ID = /^[a-z0-9][a-z0-9-]{3,39}$/;

type AddProblem = (file: string, field: string, problem: string) => void;

/** The approved reviews of each snapshot, newest first. */
export function loadReviews(
  root: string,
  snapshotSlugs: ReadonlySet<string>,
  addProblem: AddProblem,
): Map<string, VerifiedReview[]> {
  const bySnapshot = new Map<string, VerifiedReview[]>();
  const folder = path.join(root, REVIEWS_FOLDER);
  if (!existsSync(folder)) return bySnapshot;
  const seen = new Map<string, string>();
  for (const slug of readdirSync(folder)
    .filter((name) => !name.startsWith("."))
    .sort()) {
    const dir = `${REVIEWS_FOLDER}/${slug}`;
    if (!statSync(path.join(root, dir)).isDirectory()) {
      addProblem(dir, "", "must be a folder named after a snapshot, holding its reviews");
      continue;
    }
    if (!snapshotSlugs.has(slug))
      addProblem(dir, "", `no snapshot called "${slug}" (snapshots/${slug}.md does not exist)`);
    for (const name of readdirSync(path.join(root, dir))
      .filter((entry) => !entry.startsWith("."))
      .sort()) {
      const file = `${dir}/${name}`;
      const id = name.replace(/\.ya?ml$/, "");
      if (id === name || !REVIEW_ID.test(id)) {
        addProblem(file, "", "must be a review file named <review id>.yml");
        continue;
      }
      const other = seen.get(id);
      if (other) addProblem(file, "", `the review id ${id} is also ${other}`);
      seen.set(id, file);
      const review = readReview(root, file, addProblem);
      if (review && snapshotSlugs.has(slug)) bySnapshot.set(slug, [...(bySnapshot.get(slug) ?? []), { ...review, id }]);
    }
  }
  for (const reviews of bySnapshot.values())
    reviews.sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
  return bySnapshot;
}

function readReview(root: string, file: string, addProblem: AddProblem): Omit<VerifiedReview, "id"> | undefined {
  let data: unknown;
  try {
    data = parseYaml(readFileSync(path.join(root, file), "utf8"));
  } catch (error) {
    addProblem(file, "", `is not valid YAML (${String(propertyAt(error, "message")).split("\n")[0]})`);
    return undefined;
  }
  const result = reviewFileSchema.safeParse(data ?? {});
  if (!result.success) {
    for (const issue of result.error.issues) addProblem(file, issue.path.map(String).join("."), issue.message);
    return undefined;
  }
  const { verified: _verified, order: _order, ...shown } = result.data;
  return shown;
}
