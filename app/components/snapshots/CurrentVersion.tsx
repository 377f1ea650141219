import type { SnapshotVersion } from "../../../lib/snapshot-versions";
import { versionDay } from "./version-day";

/** The version the purchase box names: the newest, with its day, linking to the changelog (VersionHistory). */
export function CurrentVersion({ versions }: { versions: SnapshotVersion[] }) {
  const [current] = versions;
  if (!current) return null;
  return (
    <p className="mt-4 text-sm text-slate-600" data-testid="current-version">
      <a
        href="#versions"
        className="font-medium text-brand-700 underline underline-offset-2"
      >{`Version ${current.version}`}</a>
      {`, ${versionDay(current.date)}`}
    </p>
  );
}
