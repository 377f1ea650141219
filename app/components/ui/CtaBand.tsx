/**
 * The brand-gradient call-to-action panel that closes a page: heading, one line of copy, actions.
 * `children` holds the actions (a consultation button or a link) and any extra content such as counters.
 */
export function CtaBand({
  id,
  title,
  lead,
  children,
  compact = false,
}: {
  id: string;
  title: React.ReactNode;
  lead: React.ReactNode;
  children: React.ReactNode;
  /** A tighter panel for use inside an article column. */
  compact?: boolean;
}) {
  // A call to action is the same on every page: the site search leaves it out (data-pagefind-ignore).
  return (
    <div
      data-pagefind-ignore=""
      data-shared="cta"
      className={
        compact
          ? "band relative overflow-hidden rounded-3xl p-8 text-center sm:p-10"
          : "band relative overflow-hidden rounded-3xl px-6 py-12 text-center sm:px-12 sm:py-20"
      }
    >
      {/* Every word on the band is light on its darkest-to-lightest gradient, at least 4.5:1 at the lightest point. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-80 rounded-full bg-on-primary/5 blur-2xl"
      />
      <h2 id={id} className={compact ? "relative text-2xl font-bold" : "relative text-3xl font-bold sm:text-4xl"}>
        {title}
      </h2>
      <p className="relative mx-auto mt-3 max-w-2xl text-lg">{lead}</p>
      <div className="relative mt-8">{children}</div>
    </div>
  );
}

/** A page-closing section holding a CtaBand; `spaced` adds room above when it follows a colored band. */
export function CtaSection({ spaced = false, ...props }: React.ComponentProps<typeof CtaBand> & { spaced?: boolean }) {
  return (
    <section aria-labelledby={props.id} className={spaced ? "section-y" : "pb-20 sm:pb-28"}>
      <div className="container-page">
        <CtaBand {...props} />
      </div>
    </section>
  );
}
