// After `react-router build`: hash each page's inline scripts for the Content-Security-Policy (no
// 'unsafe-inline' for scripts) and drop the .data files React Router writes beside resource routes.
import { copyFile, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { inlineScripts, sha256, walk } from "./build-manifest.mjs";
import { writeDeployConfigs } from "./deploy-configs.mjs";

const root = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
const client = path.join(root, "build", "client");
// Our own 404 page is the fallback for hosts that serve a file for unknown paths; React Router's SPA fallback
// (an empty shell with a developer console message) is not needed.
await rm(path.join(client, "__spa-fallback.html"), { force: true });
await copyFile(path.join(client, "404", "index.html"), path.join(client, "404.html"));

const files = await walk(client);

const hashes = {};
for (const file of files.filter((name) => name.endsWith(".html"))) {
  const html = await readFile(path.join(client, file), "utf8");
  hashes[file] = [...new Set(inlineScripts(html).map(sha256))];
}
await writeFile(path.join(root, "build", "csp-hashes.json"), JSON.stringify(hashes, null, 1));

const resourceData = files.filter((name) => /\.(png|xml|txt|svg)\.data$/.test(name));
await Promise.all(resourceData.map((name) => rm(path.join(client, name))));

console.log(`postbuild: CSP hashes for ${Object.keys(hashes).length} pages; removed ${resourceData.length} resource .data files`);
await writeDeployConfigs({ root });
