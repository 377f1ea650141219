// The generated nginx.conf: its redirects stay on this site (the rewrites use the decoded $uri, so paths decoding to
// "//host" or "/\host" must be refused before them), and every response carries the security headers. The text is
// checked always; when nginx is installed (Debian: apt-get install nginx-light) the config also runs on loopback.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSettings } from "../../config/settings.mjs";
import { STATIC_SECURITY_HEADERS } from "../../server/http/headers.ts";
import { nginxConf } from "./deploy-configs.ts";

const pages = ["/", "/services", "/blog", "/blog/a-post", "/buy-snapshot", "/buy-snapshot/roofing"];
const conf = nginxConf({ pages, csp: {}, settings: readSettings({}) });
const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((file) => existsSync(file));

describe("nginx.conf text", () => {
  it("refuses paths decoding to another host, backslashes and control characters before any rewrite", () => {
    const guard = conf.indexOf('if ($uri ~ "^/[/\\x5c]|\\x5c|[\\x00-\\x1f\\x7f]") {');
    expect(guard).toBeGreaterThan(-1);
    expect(conf.slice(guard, conf.indexOf("}", guard))).toContain("return 400;");
    const firstRewrite = conf.search(/^\s*rewrite /m);
    expect(firstRewrite).toBeGreaterThan(guard);
    expect(conf).toContain("absolute_redirect off;");
  });
  it("sends every security header, HSTS and CORP included, with `always` (errors and redirects too)", () => {
    for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) {
      if (name === "Cross-Origin-Opener-Policy") expect(conf).toContain(`add_header ${name} $opener_policy always;`);
      else expect(conf).toContain(`add_header ${name} "${value}" always;`);
    }
    expect(conf).toContain('add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;');
    expect(conf).toContain('add_header Cross-Origin-Resource-Policy "same-origin" always;');
  });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A raw request (the path exactly as given, backslashes included), without following redirects. */
function get(port: number, rawPath: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: rawPath, method: "GET" }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe.skipIf(!NGINX)("nginx.conf on a real nginx", () => {
  let dir = "";
  let port = 0;
  const nginx = (...args: string[]) =>
    spawnSync(NGINX ?? "nginx", ["-c", path.join(dir, "nginx.conf"), ...args], { encoding: "utf8" });

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "nginx-"));
    // nginx's workers may run as another user (www-data when started by root): the files must be readable to them.
    await chmod(dir, 0o755);
    port = await freePort();
    const root = path.join(dir, "client");
    for (const file of [
      "index.html",
      "services/index.html",
      "blog/index.html",
      "blog/a-post/index.html",
      "buy-snapshot/index.html",
      "buy-snapshot/roofing/index.html",
      "404.html",
      "buy-snapshot/not-found/index.html",
    ]) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), `<!DOCTYPE html><title>${file}</title>`);
    }
    const site = conf
      .replace("listen 80;", `listen 127.0.0.1:${port};`)
      .replace("root /srv/site/build/client;", `root ${root};`);
    await writeFile(path.join(dir, "site.conf"), site);
    const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
      .map((name) => `${name}_temp_path ${dir}/${name};`)
      .join(" ");
    await writeFile(
      path.join(dir, "nginx.conf"),
      `worker_processes 1; error_log ${dir}/error.log; pid ${dir}/nginx.pid; events { worker_connections 64; }
http { types { text/html html; } access_log off; ${temp} include ${dir}/site.conf; }\n`,
    );
    const check = nginx("-t");
    expect(check.status, check.stderr).toBe(0);
    const start = nginx();
    expect(start.status, start.stderr).toBe(0);
    for (
      let tries = 0;
      tries < 50 &&
      (await get(port, "/").then(
        (r) => r.status,
        () => 0,
      )) !== 200;
      tries += 1
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  afterAll(async () => {
    if (dir && existsSync(path.join(dir, "nginx.pid"))) nginx("-s", "stop");
    const errors = dir ? await readFile(path.join(dir, "error.log"), "utf8").catch(() => "") : "";
    if (errors.includes("[emerg]")) console.log(errors);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it.each([
    "/%2Fevil.com/",
    "/%2F%2Fevil.com/",
    "/%5Cevil.com/",
    "/%2Fevil.com%2Findex.html",
    "//evil.com/",
    "/\\evil.com/",
    "/\\/evil.com/",
    "/%5C%5Cevil.com/index.html",
    "/%0d%0aX:%20y/",
  ])("%s never redirects off the site", async (rawPath) => {
    const { status, headers } = await get(port, rawPath);
    if (status >= 300 && status < 400) {
      expect(headers.location, rawPath).toMatch(/^\/(?![/\\])/);
      expect(new URL(headers.location ?? "", "https://site.example").host).toBe("site.example");
    } else expect([400, 404]).toContain(status);
    expect(headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
  });

  it("keeps the canonical redirects and real 404s, with the security headers", async () => {
    expect((await get(port, "/services")).status).toBe(200);
    expect(await get(port, "/services/")).toMatchObject({ status: 301, headers: { location: "/services" } });
    expect(await get(port, "/services/index.html")).toMatchObject({ status: 301, headers: { location: "/services" } });
    expect(await get(port, "/blog/unknown")).toMatchObject({ status: 302, headers: { location: "/blog" } });
    const missing = await get(port, "/nope");
    expect(missing.status).toBe(404);
    expect(missing.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(missing.headers["x-frame-options"]).toBe("DENY");
  });
});
