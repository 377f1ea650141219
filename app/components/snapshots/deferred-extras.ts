import { deferredSection } from "~/components/ui/DeferredSection";

/**
 * The spec sheet and the versions below a snapshot's details: painted from the HTML (readable without JavaScript, and
 * #spec-sheet is there at once), their code fetched as they near the viewport, so it is not in the page's first load.
 */
export const SnapshotExtras = deferredSection(() => import("./SnapshotExtras").then((module) => module.SnapshotExtras));
