import type { ServicePage } from "../types";

// One file per service page; the loader of /services/{slug} is the only reader, so none of this ships as JS.
const modules = import.meta.glob<{ page: ServicePage }>(["./*.ts", "!./index.ts"], { eager: true });

export const servicePages: ServicePage[] = Object.values(modules).map((module) => module.page);

export function findServicePage(slug: string): ServicePage | undefined {
  return servicePages.find((page) => page.slug === slug);
}
