// A snapshot's versions: numbers written major.minor.patch ("1.2.0"), listed newest first in its content file. The
// build refuses a list out of order, and the server compares versions to know which buyers an update reaches.

export interface SnapshotVersion {
  /** major.minor.patch, e.g. "1.2.0". */
  version: string;
  /** The day it was published, YYYY-MM-DD. */
  date: string;
  /** What changed, one sentence each. */
  changes: string[];
}

export const VERSION_PATTERN = /^(0|[1-9]\d{0,3})\.(0|[1-9]\d{0,3})\.(0|[1-9]\d{0,3})$/;

/** Negative when a is older than b, 0 when equal, positive when newer; NaN when either is not a version. */
export function compareVersions(a: string, b: string): number {
  const left = VERSION_PATTERN.exec(a);
  const right = VERSION_PATTERN.exec(b);
  if (!left || !right) return Number.NaN;
  for (let part = 1; part <= 3; part += 1) {
    const difference = Number(left[part]) - Number(right[part]);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** What is wrong with a list that should run newest first (a version not newer than the next, a date before the next's), or undefined. */
export function versionOrderProblem(
  versions: readonly Pick<SnapshotVersion, "version" | "date">[],
): { index: number; message: string } | undefined {
  for (let index = 0; index + 1 < versions.length; index += 1) {
    const newer = versions[index]!;
    const older = versions[index + 1]!;
    if (!(compareVersions(newer.version, older.version) > 0))
      return {
        index,
        message: `version ${newer.version} must be newer than the one after it (${older.version}): list the newest first`,
      };
    if (newer.date < older.date)
      return {
        index,
        message: `version ${newer.version} is dated ${newer.date}, before ${older.version} (${older.date})`,
      };
  }
  return undefined;
}

/**
 * The version a buyer got on a day (YYYY-MM-DD, or an ISO timestamp): the newest released on or before it, else the
 * oldest listed; undefined when none are listed. For orders made before the order recorded its version.
 */
export function versionAt(
  versions: readonly Pick<SnapshotVersion, "version" | "date">[],
  day: string,
): string | undefined {
  const date = day.slice(0, 10);
  return (versions.find((entry) => entry.date <= date) ?? versions.at(-1))?.version;
}
