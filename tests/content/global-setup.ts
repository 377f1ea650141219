// Vitest's global setup: a folder for the builds test files share (tests/content/shared-build.ts), removed at the end.
import { existsSync, mkdtempSync, readdirSync, rmSync, unlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    sharedBuilds: string;
  }
}

export default function setup(project: TestProject) {
  const root = mkdtempSync(path.join(tmpdir(), "shared-builds-"));
  project.provide("sharedBuilds", root);
  return () => {
    // Each build's folder links to the project's node_modules: unlink those first, so the removal never reaches them.
    for (const name of readdirSync(root)) {
      const modules = path.join(root, name, "node_modules");
      if (existsSync(modules)) unlinkSync(modules);
    }
    rmSync(root, { recursive: true, force: true });
  };
}
