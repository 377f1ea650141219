// The CMS test's working copy: decap-server (playwright.config.ts) reads and writes a temporary copy of content/ in a
// Git repository of its own, never the project's content/, so a failed or interrupted test leaves no edit behind and
// a build or another test reading content/ meanwhile sees it unchanged. One folder per E2E_PORT, so copies of the
// project running their browser tests at once keep apart.
import { tmpdir } from "node:os";
import path from "node:path";

export function cmsCopyRoot(port: number): string {
  return path.join(tmpdir(), `cms-e2e-${port}`);
}

/** The shell command that makes the copy afresh (a committed repository: the test counts changed lines with git). */
export function makeCmsCopy(root: string): string {
  const git = `git -C ${root} -c user.name=e2e -c user.email=e2e@example.org`;
  return [
    `rm -rf ${root}`,
    `mkdir -p ${root}`,
    `cp -R content ${root}/content`,
    `${git} init -q`,
    `${git} add -A`,
    `${git} commit -qm copy`,
  ].join(" && ");
}
