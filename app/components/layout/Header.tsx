import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { NavLink } from "~/components/ui/Link";
import { ConsultationLink } from "~/components/forms/ConsultationProvider";
import { SearchControl } from "~/components/search/SearchControl";
import { buttonClasses } from "~/components/ui/Button";
import { Icon } from "~/components/ui/Icon";
import { HEADER_SCROLL_THRESHOLD, HIRE_US, headerLinks } from "~/content-model/navigation";
import { cn } from "../../../lib/cn";
import { Logo } from "./Logo";
import { LanguageSwitch } from "./LanguageSwitch";
import { ThemeControl } from "./ThemeControl";
import { words } from "~/content-model/interface-words";

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    "inline-flex min-h-11 items-center rounded-lg px-1.5 text-sm font-medium whitespace-nowrap transition-colors xl:px-3",
    isActive ? "text-brand-700" : "text-slate-700 hover:text-brand-700",
  );

export function Header() {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const menuId = useId();

  // Any navigation (including back/forward) closes the mobile menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  // While the menu is open, focus stays in it: Tab from its last item comes back to the menu button and Shift+Tab
  // from the button goes to the last item (the page behind is covered). Escape closes it, focus on the button.
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      const button = menuButton.current;
      if (event.key === "Escape") {
        setMenuOpen(false);
        button?.focus();
      }
      if (event.key !== "Tab" || !button) return;
      const items = document.getElementById(menuId)?.querySelectorAll<HTMLElement>("a[href], button");
      const last = items?.[items.length - 1];
      const to = event.shiftKey
        ? document.activeElement === button
          ? last
          : undefined
        : document.activeElement === last
          ? button
          : undefined;
      if (!to) return;
      event.preventDefault();
      to.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen, menuId]);

  const closeMenu = () => setMenuOpen(false);
  const solid = scrolled || menuOpen;

  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={cn(
        "fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-300",
        solid ? "bg-white shadow-md shadow-slate-900/5" : "bg-transparent",
      )}
    >
      <div className="container-page flex h-16 items-center justify-between gap-4 lg:h-20">
        <Logo />
        <nav aria-label={words.header.mainNav} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {headerLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === "/"} className={linkClasses}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSwitch className="max-lg:hidden" short />
          <ThemeControl className="max-lg:hidden" />
          <SearchControl />
          <ConsultationLink
            {...HIRE_US}
            onClick={closeMenu}
            className={buttonClasses("primary", "md", "max-sm:hidden")}
          >
            {words.header.hireUs}
          </ConsultationLink>
          <button
            ref={menuButton}
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-slate-100 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name={menuOpen ? "close" : "menu"} className="size-6" />
            <span className="sr-only">{menuOpen ? words.header.closeMenu : words.header.openMenu}</span>
          </button>
        </div>
      </div>
      {/* The menu's links are written when it opens: hidden, they were never usable, and every page is lighter without
          a second copy of the navigation (a tap on the menu button before the scripts run is replayed, decision 7). */}
      <nav
        id={menuId}
        aria-label={words.header.mobileNav}
        hidden={!menuOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white lg:hidden"
      >
        {menuOpen && (
          <ul className="container-page flex flex-col gap-1 py-4">
            {headerLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === "/"}
                  onClick={() => setMenuOpen(false)}
                  className={(state) => cn(linkClasses(state), "w-full text-base")}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li className="flex min-h-11 items-center justify-between px-3 pt-2 text-base font-medium text-slate-700">
              {words.header.theme}
              <ThemeControl />
            </li>
            <li>
              <LanguageSwitch />
            </li>
            <li className="pt-2">
              <ConsultationLink {...HIRE_US} onClick={closeMenu} className={buttonClasses("primary", "lg", "w-full")}>
                {words.header.hireUs}
              </ConsultationLink>
            </li>
          </ul>
        )}
      </nav>
    </header>
  );
}
