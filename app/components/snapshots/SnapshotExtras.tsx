import type { SpecSheetView } from "../../../lib/spec-sheet";
import type { SnapshotVersion } from "../../../lib/snapshot-versions";
import { SpecSheet } from "./SpecSheet";
import { VersionHistory } from "./VersionHistory";

/** What follows a snapshot's details: its spec sheet, when it has one, and its versions. */
export function SnapshotExtras({
  specSheet,
  versions,
  name,
}: {
  specSheet: SpecSheetView | undefined;
  versions: SnapshotVersion[];
  name: string;
}) {
  return (
    <>
      {specSheet ? <SpecSheet sheet={specSheet} name={name} /> : null}
      <VersionHistory versions={versions} />
    </>
  );
}
