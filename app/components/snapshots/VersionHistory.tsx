import type { SnapshotVersion } from "../../../lib/snapshot-versions";
import { versionDay as dayOf } from "./version-day";

function Changes({ version }: { version: SnapshotVersion }) {
  return (
    <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-slate-700">
      {version.changes.map((change) => (
        <li key={change}>{change}</li>
      ))}
    </ul>
  );
}

/** The changelog: what the newest version changed, and each earlier one in a <details> (readable without JavaScript). */
export function VersionHistory({ versions }: { versions: SnapshotVersion[] }) {
  const [current, ...earlier] = versions;
  if (!current) return null;
  return (
    <section id="versions" aria-labelledby="versions-title" className="scroll-mt-24 pb-16">
      <div className="container-page">
        <div className="card max-w-3xl p-5 sm:p-6">
          <h2 id="versions-title" className="text-xl font-bold">{`Version ${current.version}`}</h2>
          <p className="mt-1 text-sm text-slate-600">
            <time dateTime={current.date}>{dayOf(current.date)}</time>
          </p>
          <Changes version={current} />
          {earlier.length > 0 ? (
            <details className="mt-4">
              <summary className="cursor-pointer text-sm font-medium text-brand-700">Earlier versions</summary>
              <ol className="mt-3 space-y-4">
                {earlier.map((version) => (
                  <li key={version.version}>
                    <h3 className="text-sm font-semibold text-ink">
                      {`Version ${version.version}, `}
                      <time dateTime={version.date}>{dayOf(version.date)}</time>
                    </h3>
                    <Changes version={version} />
                  </li>
                ))}
              </ol>
            </details>
          ) : null}
        </div>
      </div>
    </section>
  );
}
