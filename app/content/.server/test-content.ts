import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Content } from "../schema";
import { ContentError, loadContent } from "./load";

/** The project's content/ as the build loads it, for the content tests; every problem shown, not just a count. */
export function loadProjectContent(): Content {
  try {
    return loadContent(path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../content"));
  } catch (error) {
    if (error instanceof ContentError) throw new Error(error.message);
    throw error;
  }
}
