import { servicePages } from "virtual:site-content";
import type { ServicePage } from "./types";

export { servicePages };

export function findServicePage(slug: string): ServicePage | undefined {
  return servicePages.find((page) => page.slug === slug);
}
