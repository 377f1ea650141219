import { navigation } from "virtual:site-content";
import type { LegalSlug, NavLink } from "./types";

export type { NavLink };

/** Header links, in content/data/navigation.yml order. */
export const headerLinks: NavLink[] = navigation.header;
export const footerLinks: NavLink[] = navigation.footer;
export const legalLinks: { label: string; slug: LegalSlug }[] = navigation.legal;
export const HIRE_US = navigation.hireUs;
/** The popup opened by buttons that bring no title of their own. */
export const CONSULTATION = navigation.consultation;

/** The header turns solid once the page is scrolled more than this many pixels (a behavior, not content). */
export const HEADER_SCROLL_THRESHOLD = 50;
