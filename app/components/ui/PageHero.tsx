import { cn } from "../../../lib/cn";

interface PageHeroProps {
  id?: string;
  eyebrow?: React.ReactNode;
  title: React.ReactNode;
  lead?: React.ReactNode;
  children?: React.ReactNode;
  className?: string;
}

/** The top band of an inner page: room for the fixed header, h1, lead and actions. */
export function PageHero({ id = "page-title", eyebrow, title, lead, children, className }: PageHeroProps) {
  return (
    <section
      aria-labelledby={id}
      className={cn("relative overflow-hidden hero-wash pt-28 pb-14 sm:pt-36 sm:pb-20", className)}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 left-1/2 size-[36rem] -translate-x-1/2 rounded-full bg-accent-500/10 blur-3xl"
      />
      <div className="container-page relative">
        <div className="mx-auto max-w-3xl text-center">
          {eyebrow && <div className="mb-4 flex justify-center">{eyebrow}</div>}
          <h1 id={id} className="text-4xl font-bold sm:text-5xl lg:text-6xl">
            {title}
          </h1>
          {lead && <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-600 sm:text-xl">{lead}</p>}
          {children && <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>}
        </div>
      </div>
    </section>
  );
}
