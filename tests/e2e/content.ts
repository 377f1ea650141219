import { loadContent } from "../../app/content-model/.server/load";
import { formatDollars } from "../../lib/pricing";

/**
 * The site's content as the build loaded it. Browser tests compare the pages with it instead of copying prices,
 * counts and claims that editors change; texts the client's spec fixes stay literal in the tests.
 */
export const content = loadContent();

export const price = (dollars: number) => formatDollars(dollars);

export function plan(id: string) {
  const found = content.pricing.plans.find((entry) => entry.id === id);
  if (!found) throw new Error(`no plan ${id}`);
  return found;
}
