import { describe, expect, it } from "vitest";
import { ICON_NAMES } from "~/content-model/schema";
import { BRAND_MARK_SYMBOL } from "../../lib/brand-mark";
import { ICON_PATHS, iconSpriteSvg } from "./icon-paths";

describe("icon sprite", () => {
  it("has a symbol for every icon content may name, and for every icon the interface draws", () => {
    const sprite = iconSpriteSvg();
    for (const name of [...ICON_NAMES, ...Object.keys(ICON_PATHS), BRAND_MARK_SYMBOL])
      expect(sprite).toContain(`<symbol id="${name}" `);
  });
});
