// The legal documents of content/legal/, each with the day it last changed.
import { execFileSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { formatIsoDate } from "../../../lib/content-tokens";
import { LEGAL_SLUGS, legalSchema, type LegalDocument } from "../schema";
import { renderSections } from "./markdown";
import { translationFile } from "./translation";
import { englishFile, type LoadContext, type SourceFile } from "./load-source";
import { isOneOf } from "../../../lib/typed-object";

/** Where a {{token}} family's values are written, for a legal page's "last updated" (its own file and these). */
const TOKEN_SOURCES: Record<string, string[]> = {
  facts: ["data/facts.yml"],
  plans: ["data/pricing.yml"],
  store: ["data/snapshot-store.yml"],
  privacy: ["data/privacy.yml"],
  storePolicy: ["data/store-policy.yml"],
  formDelivery: ["data/form-delivery.yml"],
  analytics: ["data/analytics-disclosure.yml"],
};

const changedOn = new Map<string, string>();
/**
 * The day a file last changed (YYYY-MM-DD): its last commit, or its modification time when it has changes not yet
 * committed or the checkout has no history (a copy without .git, a shallow clone that lacks the file's commit).
 */
function lastChanged(file: string): string {
  const known = changedOn.get(file);
  if (known) return known;
  const git = (...args: string[]) => {
    try {
      return execFileSync("git", args, {
        cwd: path.dirname(file),
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      }).trim();
    } catch {
      return undefined;
    }
  };
  const committed = git("log", "-1", "--format=%cs", "--", path.basename(file));
  const edited = git("status", "--porcelain", "--", path.basename(file));
  const day = committed && edited === "" ? committed : statSync(file).mtime.toISOString().slice(0, 10);
  changedOn.set(file, day);
  return day;
}

export function loadLegal(ctx: LoadContext, legalFiles: readonly SourceFile[]): LegalDocument[] {
  const { root, lang, problems } = ctx;
  const legal: LegalDocument[] = [];
  for (const source of legalFiles) {
    if (!isOneOf(LEGAL_SLUGS, source.slug)) {
      problems.add(source.file, "file name", `must be one of ${LEGAL_SLUGS.join(", ")}`);
      continue;
    }
    const document = ctx.data(legalSchema, source);
    const sections = ctx.markdown(source, () => renderSections(ctx.body(source), { publicDir: ctx.publicDir }));
    // Last updated: when the page's own file, or a data file whose values it shows, last changed (never typed).
    const families = new Set(
      [...JSON.stringify(source.data).matchAll(/\{\{(\w+)\./g), ...source.body.matchAll(/\{\{(\w+)\./g)].map(
        (match) => match[1]!,
      ),
    );
    const sources = [
      source.file,
      ...(source.translationOf ? [source.translationOf] : []),
      ...[...families].flatMap((family) =>
        (TOKEN_SOURCES[family] ?? []).flatMap((file) => [englishFile(root, file), translationFile(file, lang)]),
      ),
    ].filter((file) => existsSync(path.join(root, file)));
    const lastUpdated = sources
      .map((file) => lastChanged(path.join(root, file)))
      .sort()
      .at(-1)!;
    if (document && sections)
      legal.push({
        ...document,
        slug: source.slug,
        sections,
        lastUpdated,
        lastUpdatedText: formatIsoDate(lastUpdated, ctx.locale),
      });
  }
  for (const slug of LEGAL_SLUGS)
    if (!legalFiles.some((source) => source.slug === slug)) problems.add(`legal/${slug}.md`, "", "is missing");
  return legal;
}
