import { describe, expect, it } from "vitest";
import { checkAnswer, hostProbes, resultTable } from "./host-probes.ts";

const policies = {
  site: "default-src 'self'; script-src 'self' 'sha256-a='",
  admin: "default-src 'self'; script-src 'self' 'unsafe-eval'",
};
const ok = (policy: string, extra: Record<string, string> = {}) => ({
  "content-security-policy": policy,
  "x-content-type-options": "nosniff",
  ...extra,
});

describe("host probes", () => {
  const probes = hostProbes("assets/app-1.css");
  const byPath = (path: string) => probes.find((probe) => probe.path === path)!;

  it("accept the answers npm start gives", () => {
    expect(checkAnswer(byPath("/no-such-page"), { status: 404, headers: ok(policies.site) }, policies)).toEqual([]);
    expect(
      checkAnswer(
        byPath("/services/"),
        { status: 308, headers: ok(policies.site, { location: "/services" }) },
        policies,
      ),
    ).toEqual([]);
    expect(checkAnswer(byPath("/admin/"), { status: 200, headers: ok(policies.admin) }, policies)).toEqual([]);
    expect(
      checkAnswer(
        byPath("/assets/app-1.css"),
        { status: 200, headers: ok(policies.site, { "cache-control": "public, max-age=31536000, immutable" }) },
        policies,
      ),
    ).toEqual([]);
  });

  it("name what is wrong: a 404 without the policy, a joined policy under /admin, a redirect elsewhere", () => {
    expect(
      checkAnswer(byPath("/no-such-page"), { status: 200, headers: { "x-content-type-options": "nosniff" } }, policies),
    ).toEqual(["status 200, expected 404", "no Content-Security-Policy"]);
    expect(
      checkAnswer(byPath("/admin/"), { status: 200, headers: ok(`${policies.site}, ${policies.admin}`) }, policies)[0],
    ).toMatch(/another Content-Security-Policy/);
    expect(
      checkAnswer(
        byPath("/blog/no-such-post"),
        { status: 302, headers: ok(policies.site, { location: "/" }) },
        policies,
      ),
    ).toEqual(["Location /, expected /blog"]);
  });

  it("print one line per host", () => {
    const table = resultTable([
      { host: "node", result: "ok", detail: "8 checks" },
      { host: "nginx", result: "skipped", detail: "not installed" },
    ]);
    expect(table.split("\n")).toHaveLength(4);
    expect(table).toMatch(/^nginx +skipped +not installed$/m);
  });
});
