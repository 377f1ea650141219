import { clsx, type ClassValue } from "clsx";

/**
 * Joins class lists. There is no class merging (tailwind-merge cost 8 KB gzipped on every page), so
 * components expose variants as props instead of accepting conflicting utilities.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
