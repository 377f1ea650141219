// @ts-check
// Adds the off-platform optional packages npm 11 leaves out of package-lock.json on Linux (npm/cli#8320),
// without which `npm ci` refuses the lockfile ("Missing: ... from lock file"). Run after changing dependencies:
//   node scripts/complete-lockfile.mjs && npm ci
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";

const OSES = ["darwin", "win32", "linux", "android", "freebsd", "openbsd", "netbsd", "sunos", "aix", "openharmony"];
const CPUS = ["arm64", "x64", "arm", "ia32", "wasm32", "ppc64", "riscv64", "s390x", "loong64", "mips64el"];

/**
 * @param {string} name
 * @param {string} range
 */
function registryMeta(name, range) {
  try {
    const info = JSON.parse(execFileSync("npm", ["view", `${name}@${range}`, "--json", "version", "dist", "os", "cpu", "libc", "engines", "license"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }));
    return Array.isArray(info) ? info.at(-1) : info;
  } catch {
    return null;
  }
}

/** For a platform package the registry doesn't carry: its os/cpu from the name, so npm skips it unfetched. */
/** @param {string} name */
function platformFromName(name) {
  const tokens = (name.split("/").pop() ?? "").split("-");
  const os = tokens.find((token) => OSES.includes(token));
  const cpu = tokens.find((token) => CPUS.includes(token));
  return cpu ? { ...(os ? { os: [os] } : {}), cpu: [cpu] } : null;
}

const lockPath = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, "utf8"));
const packages = lock.packages;
let added = 0;

for (const [location, entry] of Object.entries({ ...packages })) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ""}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[nested] || packages[hoisted]) continue;
    const meta = registryMeta(name, range);
    if (!meta) {
      const platform = platformFromName(name);
      if (!platform) throw new Error(`${name}@${range} is not in the registry and its platform is unknown`);
      packages[hoisted] = { version: range.replace(/^[\^~]/, ""), ...(entry.dev ? { dev: true } : {}), optional: true, ...platform };
      added += 1;
      continue;
    }
    packages[hoisted] = {
      version: meta.version,
      resolved: meta.dist.tarball,
      integrity: meta.dist.integrity,
      ...(meta.cpu ? { cpu: meta.cpu } : {}),
      ...(entry.dev ? { dev: true } : {}),
      ...(meta.engines ? { engines: meta.engines } : {}),
      ...(meta.libc ? { libc: meta.libc } : {}),
      ...(meta.license ? { license: meta.license } : {}),
      optional: true,
      ...(meta.os ? { os: meta.os } : {}),
    };
    added += 1;
  }
}

lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))));
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} optional platform packages`);
