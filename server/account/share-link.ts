// One single-use share link from GoHighLevel's agency API (POST /snapshots/share/link), for a new link a buyer asked
// for. The same call as the order's first link (orders/deliveries/link.ts): a refused token pauses the destination,
// a refused snapshot id is explained, and only a well-formed answer counts as a link.
import { z } from "zod";
import { GHL_API_VERSION } from "../destinations/gohighlevel.ts";
import { DeliveryError, requestJson } from "../destinations/http.ts";
import type { AgencySettings } from "../orders/deliveries/link.ts";

const shareLinkAnswer = z.object({ id: z.string().optional(), shareLink: z.string().url() });

export async function requestShareLink(agency: AgencySettings, snapshotId: string, timeoutMs: number): Promise<string> {
  const answer = await requestJson<unknown>({
    method: "POST",
    url: `${agency.apiBase}/snapshots/share/link?${new URLSearchParams({ companyId: agency.companyId })}`,
    headers: { Authorization: `Bearer ${agency.token}`, Version: GHL_API_VERSION },
    body: { snapshot_id: snapshotId, share_type: "link" },
    timeoutMs,
    pauseOn: (status) => (status === 401 || status === 403 ? "GoHighLevel did not accept the agency token: check GHL_AGENCY_TOKEN and GHL_COMPANY_ID" : undefined),
    explain: () => "GoHighLevel refused the share link: check the snapshot's ghlSnapshotId in its content file",
  });
  const parsed = shareLinkAnswer.safeParse(answer);
  if (!parsed.success) throw new DeliveryError("GoHighLevel's share link answer has no shareLink", { unsure: true });
  return parsed.data.shareLink;
}
