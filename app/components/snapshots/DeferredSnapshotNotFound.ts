import { deferredSection } from "~/components/ui/DeferredSection";

// The view of a snapshot that does not exist is rarely shown: its words and code load when it is, instead of coming
// with every snapshot page (whose JavaScript is close to its budget).
export const SnapshotNotFound = deferredSection(() =>
  import("./SnapshotNotFound").then((module) => module.SnapshotNotFound),
);
