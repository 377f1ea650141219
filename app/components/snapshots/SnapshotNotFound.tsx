import { Link } from "~/components/ui/Link";
import { ButtonLink } from "~/components/ui/Button";
import { snapshotNotFoundPage } from "~/content-model/pages";

/** Shown (with status 404 from the server) for a snapshot slug that doesn't exist. */
export function SnapshotNotFound() {
  return (
    <section aria-labelledby="missing-title" className="bg-gradient-to-b from-brand-50 to-white pt-32 pb-24 sm:pt-40">
      <div className="container-page max-w-2xl text-center">
        <p className="eyebrow">Error 404</p>
        <h1 id="missing-title" className="mt-3 text-4xl font-bold">
          We don't have that snapshot
        </h1>
        <p className="mt-4 text-lg text-slate-600">{snapshotNotFoundPage.lead}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to="/buy-snapshot" size="lg">
            Browse the marketplace
          </ButtonLink>
          <ButtonLink to="/contact" variant="secondary" size="lg">
            Ask for a custom snapshot
          </ButtonLink>
        </div>
        <p className="mt-8 text-slate-600">
          Or go back to the{" "}
          <Link to="/" className="font-semibold text-brand-700 underline">
            home page
          </Link>
          .
        </p>
      </div>
    </section>
  );
}
