import { footerWords as words } from "virtual:site-content";
import { Link } from "~/components/ui/Link";
import { Icon } from "~/components/ui/Icon";
import { footerLinks, legalLinks, type NavLink } from "~/content-model/navigation";
import { site, type SiteSettings } from "~/content-model/site";
import { Logo } from "./Logo";
import { entriesOf } from "../../../lib/typed-object";

const SOCIAL_LABELS: Record<keyof SiteSettings["social"], string> = {
  linkedin: "LinkedIn",
  x: "X",
  facebook: "Facebook",
  instagram: "Instagram",
  youtube: "YouTube",
};

function FooterLinks({ id, title, links }: { id: string; title: string; links: NavLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold text-ink">
        {title}
      </h2>
      <ul className="mt-3 space-y-1">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="inline-flex min-h-10 items-center text-sm text-slate-600 hover:text-brand-700"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const socials = entriesOf(site.social);
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="container-page grid grid-cols-2 gap-10 py-14 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="col-span-2 max-w-sm lg:col-span-1">
          <Logo />
          <p className="mt-4 text-sm text-slate-600">{words.about}</p>
          {socials.length > 0 && (
            <ul className="mt-5 flex gap-2" aria-label={words.social}>
              {socials.map(([network, url]) => (
                <li key={network}>
                  <a
                    href={url}
                    rel="me noopener"
                    className="inline-flex size-11 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-600 hover:text-brand-700"
                  >
                    <Icon name={network} label={SOCIAL_LABELS[network]} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <FooterLinks id="footer-site" title={words.company} links={footerLinks} />
        <FooterLinks
          id="footer-legal"
          title={words.legal}
          links={legalLinks.map((link) => ({ label: link.label, to: `/legal/${link.slug}` }))}
        />
        <div className="col-span-2 lg:col-span-1">
          <h2 className="text-sm font-semibold text-ink">{words.contact}</h2>
          <ul className="mt-3 space-y-1 text-sm text-slate-600">
            <li>
              <a
                href={`mailto:${site.contactEmail}`}
                className="inline-flex min-h-10 items-center gap-2 hover:text-brand-700"
              >
                <Icon name="mail" className="size-4" />
                {site.contactEmail}
              </a>
            </li>
            {site.contactPhone && (
              <li>
                <a
                  href={`tel:${site.contactPhone.replace(/[^\d+]/g, "")}`}
                  className="inline-flex min-h-10 items-center gap-2 hover:text-brand-700"
                >
                  <Icon name="phone" className="size-4" />
                  {site.contactPhone}
                </a>
              </li>
            )}
            <li>
              <a href="/rss.xml" className="inline-flex min-h-10 items-center gap-2 hover:text-brand-700">
                <Icon name="rss" className="size-4" />
                {words.rss}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-200">
        <p className="container-page py-6 text-sm text-slate-600">{words.copyright.replace("{year}", String(year))}</p>
      </div>
    </footer>
  );
}
