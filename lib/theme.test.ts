// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { THEME_BOOT_SCRIPT, THEME_STORAGE_KEY, applyThemeChoice, effectiveTheme, parseThemeChoice } from "./theme";

describe("theme choice", () => {
  it("reads only light and dark as explicit choices", () => {
    expect(parseThemeChoice("dark")).toBe("dark");
    expect(parseThemeChoice("light")).toBe("light");
    for (const value of [null, undefined, "", "system", "DARK", "blue"]) expect(parseThemeChoice(value)).toBe("system");
  });

  it("follows the system unless a theme was chosen", () => {
    expect(effectiveTheme("system", true)).toBe("dark");
    expect(effectiveTheme("system", false)).toBe("light");
    expect(effectiveTheme("light", true)).toBe("light");
    expect(effectiveTheme("dark", false)).toBe("dark");
  });

  it("applies and remembers a choice; the boot script restores it on the next page", () => {
    const root = document.documentElement;
    applyThemeChoice("dark", root, window.localStorage);
    expect(root.dataset.theme).toBe("dark");
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");

    delete root.dataset.theme;
    new Function(THEME_BOOT_SCRIPT)();
    expect(root.dataset.theme).toBe("dark");

    applyThemeChoice("system", root, window.localStorage);
    expect(root.dataset.theme).toBeUndefined();
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    new Function(THEME_BOOT_SCRIPT)();
    expect(root.dataset.theme).toBeUndefined();
  });

  it("keeps working when storage refuses", () => {
    const refusing = {
      setItem: () => {
        throw new Error("quota");
      },
      removeItem: () => {
        throw new Error("quota");
      },
    } as unknown as Storage;
    applyThemeChoice("light", document.documentElement, refusing);
    expect(document.documentElement.dataset.theme).toBe("light");
  });
});
