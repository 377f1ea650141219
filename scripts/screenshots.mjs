// @ts-check
// Visual check: full-page screenshots of pages at phone, tablet and desktop widths.
// Usage: node scripts/screenshots.mjs [baseUrl] [outDir] [path...]
import { chromium } from "@playwright/test";

const [base = "http://127.0.0.1:3000", out = "/tmp/shots", ...paths] = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? "390,768,1280").split(",").map(Number);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
for (const width of widths) {
  // COLOR_SCHEME=dark shoots the dark theme (the system setting the site follows).
  const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: process.env.COLOR_SCHEME === "dark" ? "dark" : "light" });
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
    if (process.env.FULL === "0") {
      await page.screenshot({ path: `${stem}.png` });
      console.log(`${stem}.png`);
      continue;
    }
    // Long pages are cut into slices so each image stays readable.
    // The page can get shorter while it is shot (a reveal settling), so each slice re-reads the height.
    const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
    const slice = Number(process.env.SLICE ?? 2000);
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
