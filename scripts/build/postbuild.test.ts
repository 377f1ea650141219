import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRECOMPRESS_MIN_BYTES, brotliOptions, precompress } from "./postbuild.ts";

let dir = "";
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "precompress-"));
  await mkdir(path.join(dir, "assets"));
  await writeFile(path.join(dir, "assets/app.js"), `console.log(${JSON.stringify("abc ".repeat(2000))});`);
  await writeFile(path.join(dir, "small.css"), "body{margin:0}");
  await writeFile(path.join(dir, "image.png"), Buffer.alloc(4000, 1));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("precompress", () => {
  it("writes .br and .gz for compressible files of at least 1 KB only, decoding to the original", async () => {
    const written = await precompress(dir, ["assets/app.js", "small.css", "image.png"]);
    expect(written).toEqual(["assets/app.js.br", "assets/app.js.gz"]);
    const original = await readFile(path.join(dir, "assets/app.js"));
    expect(brotliDecompressSync(await readFile(path.join(dir, "assets/app.js.br")))).toEqual(original);
    expect(gunzipSync(await readFile(path.join(dir, "assets/app.js.gz")))).toEqual(original);
    expect((await readdir(path.join(dir, "assets"))).filter((name) => name.endsWith(".tmp"))).toEqual([]);
    expect(PRECOMPRESS_MIN_BYTES).toBe(1024);
  });
  it("with a cache, reuses the compressed bytes of the same file from an earlier build", async () => {
    const cacheDir = path.join(dir, "cache");
    await precompress(dir, ["assets/app.js"], { cacheDir });
    const cached = await readdir(cacheDir);
    expect(cached.filter((name) => name.endsWith(".br"))).toHaveLength(1);
    // The cached copy is what the next build writes (here marked, to tell it from a fresh compression).
    const marked = Buffer.from("cached");
    await writeFile(
      path.join(
        cacheDir,
        cached.find((name) => name.endsWith(".gz"))!,
      ),
      marked,
    );
    await precompress(dir, ["assets/app.js"], { cacheDir });
    expect(await readFile(path.join(dir, "assets/app.js.gz"))).toEqual(marked);
    // Changed bytes are compressed again.
    await writeFile(path.join(dir, "assets/app.js"), `console.log(${JSON.stringify("xyz ".repeat(2000))});`);
    await precompress(dir, ["assets/app.js"], { cacheDir });
    expect(gunzipSync(await readFile(path.join(dir, "assets/app.js.gz")))).toEqual(
      await readFile(path.join(dir, "assets/app.js")),
    );
  });
  it("uses brotli's best quality, and a fast one above 1 MiB", () => {
    expect(brotliOptions(50_000).params?.[constants.BROTLI_PARAM_QUALITY]).toBe(11);
    expect(brotliOptions(5 * 1024 * 1024).params?.[constants.BROTLI_PARAM_QUALITY]).toBe(5);
  });
});
