import { Link as RouterLink, NavLink as RouterNavLink, type LinkProps, type NavLinkProps } from "react-router";
import { linkTarget } from "~/content-model/language";
import { words } from "~/content-model/interface-words";

/**
 * A link to a page that exists in English only, from a page in another language (the store, the blog): a plain link
 * out of this language's app, marked for the reader and for search engines.
 */
function EnglishPageLink({
  href,
  children,
  className,
  onClick,
  compact,
}: {
  href: string;
  children: React.ReactNode;
  className?: string;
  onClick?: React.MouseEventHandler<HTMLAnchorElement>;
  compact?: boolean;
}) {
  return (
    <a href={href} hrefLang="en" className={className} onClick={onClick}>
      {children}
      {/* In a menu the label is a small EN tag (the words stay for screen readers); elsewhere it is written out. */}
      {compact ? (
        <>
          <span
            aria-hidden="true"
            className="ms-1.5 rounded border border-current px-1 text-[0.625rem] leading-4 font-semibold opacity-70"
          >
            EN
          </span>
          <span className="sr-only"> {words.language.englishOnly}</span>
        </>
      ) : (
        <span className="ms-1 whitespace-nowrap">{words.language.englishOnly}</span>
      )}
    </a>
  );
}

/**
 * React Router's links, without the `data-discover` attribute they print by default. It serves lazy route discovery,
 * which a site built with `ssr: false` never uses (every route is in the manifest from the first page), and it cost
 * every page's HTML bytes: 53 compressed on the home page, whose HTML must fit the first round trip.
 */
export function Link(props: LinkProps) {
  // English pages have no such links: the constant lets the English bundle drop the check.
  const target = __SITE_LANG__ !== "en" && typeof props.to === "string" ? linkTarget(props.to) : undefined;
  if (target && !target.app && target.english)
    return (
      <EnglishPageLink href={target.href} className={props.className} onClick={props.onClick}>
        {props.children}
      </EnglishPageLink>
    );
  return <RouterLink discover="none" {...props} />;
}

export function NavLink(props: NavLinkProps) {
  const target = __SITE_LANG__ !== "en" && typeof props.to === "string" ? linkTarget(props.to) : undefined;
  if (target && !target.app && target.english) {
    const className =
      typeof props.className === "function"
        ? props.className({ isActive: false, isPending: false, isTransitioning: false })
        : props.className;
    const children =
      typeof props.children === "function"
        ? props.children({ isActive: false, isPending: false, isTransitioning: false })
        : props.children;
    return (
      <EnglishPageLink href={target.href} className={className} onClick={props.onClick} compact>
        {children}
      </EnglishPageLink>
    );
  }
  return <RouterNavLink discover="none" {...props} />;
}
