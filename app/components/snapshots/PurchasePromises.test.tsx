// The purchase box promises only what a snapshot's spec sheet backs: over every snapshot, no video without a listed
// video, no checklist or documented Custom Values without a spec sheet that has them.
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { loadProjectContent } from "~/content-model/.server/test-content";
import type { Content } from "~/content-model/schema";
import { PurchasePromises } from "./PurchasePromises";

let content: Content;
beforeAll(() => {
  content = loadProjectContent();
});

describe("the purchase box's promises", { timeout: 60_000 }, () => {
  it("name a video, a checklist or documented Custom Values only when the spec sheet has them, for every snapshot", () => {
    for (const detail of content.snapshotDetails) {
      const box = renderToStaticMarkup(<PurchasePromises sheet={detail.specSheet} />).toLowerCase();
      const sheet = detail.specSheet;
      expect(box.includes("video"), detail.slug).toBe(Boolean(sheet?.promises.videos));
      expect(box.includes("checklist"), detail.slug).toBe(Boolean(sheet?.promises.checklist));
      expect(box.includes("custom values"), detail.slug).toBe(Boolean(sheet?.promises.documentedCustomValues));
      expect(box.includes("#spec-sheet"), detail.slug).toBe(Boolean(sheet));
    }
  });

  it("promise videos when the spec sheet lists some", () => {
    const sheet = content.snapshotDetails.find((detail) => detail.specSheet)!.specSheet!;
    const withVideos = {
      ...sheet,
      videos: [{ title: "Loading the snapshot", url: "https://video.example/1", minutes: 6 }],
      promises: { ...sheet.promises, videos: true },
    };
    expect(renderToStaticMarkup(<PurchasePromises sheet={withVideos} />)).toContain("Setup videos (1)");
  });
});
