// package-lock.json must let `npm ci` verify everything it installs, on every platform: each package it records has
// an integrity hash, and each platform's optional binary a package names (Rollup, Tailwind's oxide, Pagefind, libSQL,
// lightningcss, resvg...) is recorded, so a Mac, an ARM server or a musl container installs checked files too.
// docs/developing.md "Maintaining dependencies" says how to add a dependency without losing them.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

interface LockEntry {
  version?: string;
  integrity?: string;
  link?: boolean;
  inBundle?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const lock = JSON.parse(readFileSync(new URL("../../package-lock.json", import.meta.url), "utf8")) as {
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
};
const entries = Object.entries(lock.packages).filter(([location]) => location !== "");

/**
 * Entries that carry no download of their own: links, the project's own folders they point to (outside node_modules)
 * and packages that ship inside another's tarball.
 */
const downloaded = ([location, entry]: [string, LockEntry]) =>
  location.startsWith("node_modules/") && !entry.link && !entry.inBundle;

/** Where npm looks for `name` required from the package at `location`: its own node_modules, then each parent's. */
function resolvedFrom(location: string, name: string): string | undefined {
  for (let base = location; ; base = base.slice(0, Math.max(0, base.lastIndexOf("/node_modules/")))) {
    const candidate = `${base ? `${base}/` : ""}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!base) return undefined;
  }
}

describe("package-lock.json", () => {
  it("is a lockfile v3 with the packages it records", () => {
    expect(lock.lockfileVersion).toBe(3);
    expect(entries.length).toBeGreaterThan(500);
  });

  it("has an sha512 integrity hash for every package npm downloads", () => {
    const missing = entries
      .filter(downloaded)
      .filter(([, entry]) => !/^sha512-[A-Za-z0-9+/]+=*$/.test(entry.integrity ?? ""));
    expect(missing.map(([location]) => location)).toEqual([]);
  });

  it("records every optional platform package a locked package names", () => {
    const unrecorded = entries.flatMap(([location, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !resolvedFrom(location, name))
        .map((name) => `${name} (for ${location})`),
    );
    expect(unrecorded).toEqual([]);
  });

  it("installs only Decap's prebuilt files: its source packages (React 16-18 peers, webpack loaders) are left out", () => {
    // package.json "overrides" point decap-cms's own dependencies at an empty package (config/prebuilt-only): the site
    // serves dist/decap-cms.js, which bundles them, so npm neither downloads ~600 packages nor warns about their peers.
    const decap = lock.packages["node_modules/decap-cms"];
    const sources = Object.keys(decap?.dependencies ?? {}).filter((name) => !["react", "react-dom"].includes(name));
    expect(sources.length).toBeGreaterThan(0);
    for (const name of sources)
      expect(lock.packages[`node_modules/${name}`], name).toMatchObject({
        resolved: "config/prebuilt-only",
        link: true,
      });
    expect(
      entries
        .filter(([location, entry]) => /node_modules\/decap-cms-/.test(location) && !entry.link)
        .map(([location]) => location),
    ).toEqual([]);
  });
});
