import { services as all } from "virtual:site-content";
import type { Service } from "./types";

/** The services (one file each in content/services), in their `order`. */
export const services: Service[] = all;

export function findService(slug: string): Service | undefined {
  return services.find((service) => service.slug === slug);
}
