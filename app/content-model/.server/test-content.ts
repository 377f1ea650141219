import path from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_LANG, type Lang } from "../../../config/languages.mjs";
import type { Content } from "../schema";
import { ContentError, loadContent } from "./load";

/**
 * The project's content/ as the build loads it (in `lang`: English, or another language's words laid over it), for
 * the content tests; every problem shown, not just a count.
 */
export function loadProjectContent(lang: Lang = DEFAULT_LANG): Content {
  try {
    return loadContent(
      path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../content"),
      undefined,
      undefined,
      lang,
    );
  } catch (error) {
    if (error instanceof ContentError) throw new Error(error.message);
    throw error;
  }
}
