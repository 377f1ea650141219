// What `npm run check:hosts` asks of every host serving build/client (the Node server, nginx, Cloudflare's runtime):
// the same answers as `npm start` for the paths that differ between hosts. Pure, so the expectations are tested alone.

export interface Answer {
  status: number;
  headers: Record<string, string | undefined>;
}

export interface Probe {
  path: string;
  /** Acceptable statuses (a host may say 308 where another says 301). */
  status: number[];
  location?: string;
  /** Which Content-Security-Policy the answer must carry, exactly once. */
  policy: "site" | "admin";
  immutable?: boolean;
}

export interface Policies {
  site: string;
  admin: string;
}

/** The probes, given one hashed asset of the build to ask for. */
export function hostProbes(asset: string): Probe[] {
  return [
    { path: "/", status: [200], policy: "site" },
    { path: "/services", status: [200], policy: "site" },
    { path: "/services/", status: [301, 308], location: "/services", policy: "site" },
    { path: "/no-such-page", status: [404], policy: "site" },
    { path: "/blog/no-such-post", status: [302], location: "/blog", policy: "site" },
    { path: "/buy-snapshot/no-such-snapshot", status: [404], policy: "site" },
    { path: "/admin/", status: [200], policy: "admin" },
    { path: `/${asset}`, status: [200], policy: "site", immutable: true },
  ];
}

/** What is wrong with an answer ([] when it is right). */
export function checkAnswer(probe: Probe, answer: Answer, policies: Policies): string[] {
  const problems: string[] = [];
  if (!probe.status.includes(answer.status))
    problems.push(`status ${answer.status}, expected ${probe.status.join(" or ")}`);
  const location = answer.headers["location"];
  if (
    probe.location !== undefined &&
    location !== probe.location &&
    !location?.endsWith(`//localhost${probe.location}`)
  ) {
    problems.push(`Location ${location ?? "(none)"}, expected ${probe.location}`);
  }
  const policy = answer.headers["content-security-policy"];
  if (policy !== policies[probe.policy]) {
    problems.push(
      policy ? `another Content-Security-Policy (${policy.slice(0, 60)}...)` : "no Content-Security-Policy",
    );
  }
  if (answer.headers["x-content-type-options"] !== "nosniff") problems.push("no X-Content-Type-Options");
  if (probe.immutable && !answer.headers["cache-control"]?.includes("immutable"))
    problems.push(`Cache-Control ${answer.headers["cache-control"] ?? "(none)"}`);
  return problems;
}

/** The table printed at the end: one line per host. */
export function resultTable(rows: { host: string; result: string; detail: string }[]): string {
  const header = { host: "host", result: "result", detail: "detail" };
  const all = [header, ...rows];
  const width = (key: "host" | "result") => Math.max(...all.map((row) => row[key].length));
  const line = (row: (typeof all)[number]) =>
    `${row.host.padEnd(width("host"))}  ${row.result.padEnd(width("result"))}  ${row.detail}`;
  return [
    line(header),
    line({ host: "-".repeat(width("host")), result: "-".repeat(width("result")), detail: "------" }),
    ...rows.map(line),
  ].join("\n");
}
