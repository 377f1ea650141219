import { Fragment } from "react";
import { Link } from "~/components/ui/Link";
import { ConsultationLink } from "~/components/forms/ConsultationProvider";
import { ButtonLink, buttonClasses } from "~/components/ui/Button";
import { Icon, type UiIconName } from "~/components/ui/Icon";
import { HERO } from "~/content-model/home-hero";
import { HeroVisual } from "./HeroVisual";

const BADGE_ICONS: UiIconName[] = ["shield", "clock", "headset", "smile"];

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden hero-wash pt-28 pb-16 sm:pt-36 sm:pb-24">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-48 right-[-10%] size-[40rem] rounded-full bg-accent-500/10 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute top-40 left-[-15%] size-[28rem] rounded-full bg-brand-500/10 blur-3xl"
      />
      <div className="container-page relative grid items-center gap-14 lg:grid-cols-[1.05fr_1fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/80 px-3 py-1 text-sm font-medium text-brand-800">
            <span className="size-2 rounded-full bg-green-500" aria-hidden="true" />
            {HERO.eyebrow}
          </p>
          <h1 id="hero-title" className="mt-6 text-4xl leading-[1.08] font-bold sm:text-5xl lg:text-6xl">
            {HERO.titleStart} <span className="text-gradient">{HERO.titleAccent}</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-slate-600 sm:text-xl">{HERO.lead}</p>
          {/* One class on the line styles its links (.hero-industries): the home page's HTML has no bytes to spare. */}
          <p className="hero-industries">
            {`${HERO.industriesLabel} `}
            {HERO.industries.map((industry, index) => (
              <Fragment key={industry.slug}>
                {index > 0 && ", "}
                <Link to={`/industries/${industry.slug}`} discover="none">
                  {industry.name}
                </Link>
              </Fragment>
            ))}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ConsultationLink
              title={HERO.consultationButton}
              subtitle={HERO.consultationSubtitle}
              className={buttonClasses("primary", "lg")}
            >
              {HERO.consultationButton}
              <Icon name="arrowRight" />
            </ConsultationLink>
            <ButtonLink to="/pricing" variant="secondary" size="lg">
              {HERO.pricingButton}
            </ButtonLink>
          </div>
          <ul className="mt-8 grid grid-cols-2 gap-x-6 gap-y-3 text-sm font-medium text-slate-700 sm:flex sm:flex-wrap">
            {HERO.badges.map((badge, index) => (
              <li key={badge} className="flex items-center gap-2">
                <Icon name={BADGE_ICONS[index] ?? "check"} className="size-5 text-brand-600" />
                {badge}
              </li>
            ))}
          </ul>
          {/* Each figure above its label (order-first in a column), the figures level however the labels wrap. */}
          {HERO.stats.length > 0 && (
            <dl className="mt-10 flex items-start gap-10 border-t border-slate-200 pt-8">
              {HERO.stats.map((stat) => (
                <div key={stat.label} className="flex flex-col">
                  <dt className="text-sm text-slate-600">{stat.label}</dt>
                  <dd className="order-first text-3xl font-bold text-ink sm:text-4xl">{stat.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
        <HeroVisual />
      </div>
    </section>
  );
}
