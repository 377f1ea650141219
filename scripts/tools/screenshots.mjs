// @ts-check
// Visual check: full-page screenshots of pages at phone, tablet and desktop widths.
// Usage: node scripts/tools/screenshots.mjs [baseUrl] [outDir] [path...] (--help; WIDTHS, COLOR_SCHEME, FULL, SLICE)
import { chromium } from "@playwright/test";
import { readGroup } from "../../config/settings.mjs";
import { readCommandLine } from "../../server/cli.mjs";

const { positionals } = readCommandLine({
  command: "node scripts/tools/screenshots.mjs",
  summary: "Screenshots of pages at phone, tablet and desktop widths (WIDTHS, COLOR_SCHEME=dark, FULL=0, SLICE).",
  options: {},
  positionals: [
    { name: "[baseUrl]", about: "The running site (default http://127.0.0.1:3000)" },
    { name: "[outDir]", about: "Where the PNG files go (default /tmp/shots)" },
    { name: "[path...]", about: "The pages (default /)" },
  ],
});
const [base = "http://127.0.0.1:3000", out = "/tmp/shots", ...paths] = positionals;
const tools = readGroup("tools");
const widths = tools.WIDTHS;
const browser = await chromium.launch({
  executablePath: tools.CHROME_PATH,
  args: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
for (const width of widths) {
  // COLOR_SCHEME=dark shoots the dark theme (the system setting the site follows).
  const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: tools.COLOR_SCHEME });
  for (const path of paths.length ? paths : ["/"]) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    await page.evaluate(() => document.fonts.ready);
    // Scroll through like a visitor so scroll-triggered reveals have run, then return to the top.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
        window.scrollTo({ top: y, behavior: "instant" });
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      window.scrollTo({ top: 0, behavior: "instant" });
      await new Promise((resolve) => setTimeout(resolve, 900));
    });
    const stem = `${out}/${path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${width}`;
    if (!tools.FULL) {
      await page.screenshot({ path: `${stem}.png` });
      console.log(`${stem}.png`);
      continue;
    }
    // Long pages are cut into slices so each image stays readable.
    // The page can get shorter while it is shot (a reveal settling), so each slice re-reads the height.
    const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
    const slice = tools.SLICE;
    for (let top = 0, part = 0; top < (await pageHeight()); top += slice, part += 1) {
      const name = `${stem}-${part}.png`;
      const clipHeight = Math.min(slice, (await pageHeight()) - top);
      if (clipHeight < 1) break;
      await page.screenshot({ path: name, fullPage: true, clip: { x: 0, y: top, width, height: clipHeight } });
      console.log(name);
    }
  }
  await page.close();
}
await browser.close();
