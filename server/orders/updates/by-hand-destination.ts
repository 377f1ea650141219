// `snapshot-update-by-hand`: a new version of a snapshot delivered by hand (no ghlSnapshotId, or no agency token). The
// agency is e-mailed once per version with every past buyer to send it to and what changed; the buyers' rows stay
// `by-hand` (npm run orders counts them).
import type { StoreCatalog } from "../../../contracts/store-catalog.ts";
import type { Destination } from "../../destinations/types.ts";
import type { MailTransport } from "../../destinations/notify.ts";
import { changesSince, oldestOf } from "./plan.ts";
import { byHandUpdateText } from "./update-emails.ts";
import { BY_HAND_KIND, type ByHandSubject } from "./updates-store.ts";

export const BY_HAND_DESTINATION = "update-by-hand";

export function createByHandDestination({
  mailer,
  from,
  agencyTo,
  catalog,
}: {
  mailer: MailTransport;
  from: string;
  agencyTo: string;
  catalog: () => Promise<StoreCatalog>;
}): Destination<ByHandSubject> {
  return {
    name: BY_HAND_DESTINATION,
    kind: BY_HAND_KIND,
    async deliver(subject, { steps, save }) {
      if (steps.emailed || subject.buyers.length === 0) return;
      const versions = (await catalog()).snapshots[subject.slug]?.versions ?? [];
      // The oldest version any buyer has: the list names every change since.
      const oldest = oldestOf(subject.buyers.map(({ update }) => update.fromVersion ?? undefined));
      await mailer.sendMail({
        from,
        to: agencyTo,
        subject: `Needs a person: ${subject.slug} ${subject.version} goes to ${subject.buyers.length} past ${subject.buyers.length === 1 ? "buyer" : "buyers"} by hand`,
        text: byHandUpdateText(
          {
            slug: subject.slug,
            version: subject.version,
            buyers: subject.buyers.map(({ order, update }) => ({ order, fromVersion: update.fromVersion })),
          },
          changesSince(versions, oldest, subject.version),
        ),
        messageId: `<update-by-hand-${subject.slug}-${subject.version}@website.invalid>`,
      });
      await save("emailed", "1");
    },
  };
}
