import { Link as RouterLink, NavLink as RouterNavLink, type LinkProps, type NavLinkProps } from "react-router";

/**
 * React Router's links, without the `data-discover` attribute they print by default. It serves lazy route discovery,
 * which a site built with `ssr: false` never uses (every route is in the manifest from the first page), and it cost
 * every page's HTML bytes: 53 compressed on the home page, whose HTML must fit the first round trip.
 */
export function Link(props: LinkProps) {
  return <RouterLink discover="none" {...props} />;
}

export function NavLink(props: NavLinkProps) {
  return <RouterNavLink discover="none" {...props} />;
}
