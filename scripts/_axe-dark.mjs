import { chromium } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
const base = process.argv[2];
const paths = process.argv.slice(3);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"] });
const context = await browser.newContext({ colorScheme: "dark", viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" });
for (const p of paths) {
  const page = await context.newPage();
  await page.goto(base + p, { waitUntil: "networkidle" });
  const r = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  for (const v of r.violations) console.log(p, v.id, v.nodes.length, v.nodes.slice(0, 3).map((n) => n.target.join(" ") + " :: " + (n.any[0]?.message ?? "")).join("\n   "));
  await page.close();
}
await browser.close();
