// What `npm run orders` says of the updates: per snapshot and version, how many past buyers it was queued for and
// where they stand (sent, waiting in the outbox, failed, by hand, skipped, replaced by a newer one); and per paid
// order, the version bought and the updates it was sent.
import type { Order } from "../orders-schema.ts";
import type { UpdateRow } from "./updates-schema.ts";
import type { UpdateRun } from "./updates-store.ts";

export function updatesText(
  runs: readonly UpdateRun[],
  sent: ReadonlyMap<string, UpdateRow[]>,
  orders: readonly Order[],
  fromVersions: ReadonlyMap<string, string>,
): string {
  if (runs.length === 0) return "No snapshot updates sent yet.\n";
  const lines = runs.map(({ slug, version, counts }) => {
    const extra = [
      counts["by-hand"] ? `${counts["by-hand"]} by hand` : "",
      counts.skipped ? `${counts.skipped} skipped` : "",
      counts.superseded ? `${counts.superseded} replaced by a newer one` : "",
    ].filter(Boolean);
    return `  ${slug} ${version}: ${counts.queued} queued, ${counts.sent} sent, ${counts.waiting} waiting, ${counts.failed} failed${extra.length ? `, ${extra.join(", ")}` : ""}`;
  });
  const perOrder = orders
    .filter((order) => order.status === "paid")
    .map((order) => {
      const bought = order.version ?? fromVersions.get(order.id) ?? "not recorded";
      const updates = sent.get(order.id) ?? [];
      return `  ${order.id}  ${order.slug}  bought ${bought}; updates sent: ${updates.length ? updates.map((update) => `${update.version} (${update.sentAt ?? ""})`).join(", ") : "none"}`;
    });
  const failed = runs.some((run) => run.counts.failed > 0)
    ? "Failed updates: npm run orders -- --failed, then --retry <id|all>.\n"
    : "";
  return `\nSnapshot updates (per version):\n${lines.join("\n")}\n\nPer paid order:\n${perOrder.join("\n")}\n${failed}`;
}
