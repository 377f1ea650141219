import type { LegalSlug } from "./types";

export interface NavLink {
  label: string;
  to: string;
}

/** Header links, in SPEC.md §2 order. */
export const headerLinks: NavLink[] = [
  { label: "Home", to: "/" },
  { label: "Services", to: "/services" },
  { label: "Buy Snapshots", to: "/buy-snapshot" },
  { label: "Pricing", to: "/pricing" },
  { label: "Blog", to: "/blog" },
  { label: "Contact", to: "/contact" },
];

/** The footer repeats the header's links (SPEC §2 footer links are a subset of them). */
export const footerLinks: NavLink[] = headerLinks;

export const legalLinks: { label: string; slug: LegalSlug }[] = [
  { label: "Privacy Policy", slug: "privacy-policy" },
  { label: "Terms of Service", slug: "terms-of-service" },
  { label: "Cookie Policy", slug: "cookie-policy" },
  { label: "Data Protection", slug: "data-protection" },
  { label: "Refund Policy", slug: "refund-policy" },
];

export const HIRE_US = {
  title: "Hire Our GHL Experts",
  subtitle: "Tell us what you need built or fixed in GoHighLevel and we'll reply within 24 hours with a plan.",
};

/** The header turns solid once the page is scrolled more than this many pixels (SPEC §9). */
export const HEADER_SCROLL_THRESHOLD = 50;
