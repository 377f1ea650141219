import { expect, freezeClock, test } from "./helpers";

test.describe("home page", () => {
  test("hero: consultation button, pricing link, badges and statistics", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("section[aria-labelledby=hero-title]");
    await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(hero.getByRole("link", { name: "View Pricing Plans" })).toHaveAttribute("href", "/pricing");
    for (const badge of ["Certified experts", "7-10 day delivery", "24/7 support", "98% client satisfaction"]) {
      await expect(hero.getByText(badge)).toBeVisible();
    }
    await expect(hero.getByText("500+")).toBeVisible();
    await expect(hero.getByText("200+")).toBeVisible();
    await hero.getByRole("button", { name: "Request Free Consultation" }).click();
    await expect(page.getByRole("dialog").getByRole("heading", { level: 2 })).toHaveText("Request Free Consultation");
  });

  test("sections appear in the SPEC order", async ({ page }) => {
    await page.goto("/");
    const headings = await page.locator("main h2").evaluateAll((els) => els.map((el) => el.id));
    const order = ["services-title", "why-title", "process-title", "pricing-title", "team-title", "faq-title", "cases-title", "testimonials-title", "tools-title", "contact-title", "closing-title"];
    expect(headings.filter((id) => order.includes(id))).toEqual(order);
  });

  test("services grid: 15 cards linking to their pages", async ({ page }) => {
    await page.goto("/");
    const links = page.locator("#services").getByRole("link", { name: /Learn More/ });
    await expect(links).toHaveCount(15);
    await expect(links.first()).toHaveAttribute("href", "/services/funnel-website-creation");
  });

  test("why choose us shows the SPEC claims", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("section[aria-labelledby=why-title]");
    for (const claim of ["48hr", "365", "30-day", "30 days", "$297", "99%"]) await expect(section.getByText(claim, { exact: true })).toBeVisible();
    await expect(section).toContainText("150+");
  });

  test("pricing: three plans, popular marked, buttons open popups naming the plan, tooltips", async ({ page }) => {
    await page.goto("/");
    const pricing = page.locator("#pricing");
    for (const [plan, price, hours] of [["starter", "$499", "15-20 hours"], ["standard", "$799", "30-35 hours"], ["pro", "$1200", "50-60 hours"]] as const) {
      const card = pricing.locator(`[data-plan=${plan}]`);
      await expect(card).toContainText(price);
      await expect(card).toContainText(hours);
    }
    await expect(pricing.locator("[data-plan=standard]")).toContainText("Most Popular");
    await pricing.locator("[data-plan=pro]").getByRole("button").click();
    await expect(page.getByRole("dialog").getByRole("heading", { level: 2 })).toContainText("Pro");
    await page.keyboard.press("Escape");
    const tip = pricing.getByRole("button", { name: "About Progress call" });
    await tip.focus();
    await expect(page.getByRole("tooltip").filter({ hasText: "video call" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("tooltip").filter({ hasText: "video call" })).not.toBeVisible();
    const row = pricing.getByRole("row", { name: /Progress call/ });
    await expect(row).toContainText("Once a month");
    await expect(row).toContainText("Bi-weekly");
  });

  test("FAQ accordion: one item open at a time, clicking the open item closes it", async ({ page }) => {
    await page.goto("/");
    const buttons = page.locator("#faq").getByRole("button");
    await expect(buttons.first()).toHaveAttribute("aria-expanded", "false");
    await buttons.nth(0).click();
    await expect(buttons.nth(0)).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator(`#${await buttons.nth(0).getAttribute("aria-controls")}`)).toBeVisible();
    await buttons.nth(1).click();
    await expect(buttons.nth(1)).toHaveAttribute("aria-expanded", "true");
    await expect(buttons.nth(0)).toHaveAttribute("aria-expanded", "false");
    await buttons.nth(1).click();
    await expect(buttons.nth(1)).toHaveAttribute("aria-expanded", "false");
    expect(await page.locator("#faq [aria-expanded=true]").count()).toBe(0);
  });

  test("testimonials rotate every 5 s, wrap, and pause on hover, focus and the pause control", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await freezeClock(page);
    const carousel = page.getByRole("region", { name: "Client testimonials" });
    const visible = () => carousel.locator("[aria-roledescription=slide]:visible").getAttribute("aria-label");
    await expect.poll(visible).toBe("1 of 5");
    await expect(carousel.locator("[aria-roledescription=slide]:visible").getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
    await page.clock.runFor(5000);
    await expect.poll(visible).toBe("2 of 5");
    await page.clock.runFor(15000);
    await expect.poll(visible).toBe("5 of 5");
    await page.clock.runFor(5000);
    await expect.poll(visible).toBe("1 of 5");
    await carousel.getByRole("button", { name: "Previous testimonial" }).click();
    await expect.poll(visible).toBe("5 of 5");
    await carousel.getByRole("button", { name: "Show testimonial 3 of 5" }).click();
    await expect.poll(visible).toBe("3 of 5");
    // Focus is inside the carousel: no rotation.
    await page.clock.runFor(12000);
    await expect.poll(visible).toBe("3 of 5");
    await page.locator("body").click({ position: { x: 5, y: 5 } });
    await page.mouse.move(5, 5);
    await page.clock.runFor(5000);
    await expect.poll(visible).toBe("4 of 5");
    await carousel.getByRole("button", { name: "Pause testimonials" }).click();
    await page.mouse.move(5, 5);
    await page.locator("body").click({ position: { x: 5, y: 5 } });
    await page.clock.runFor(20000);
    await expect.poll(visible).toBe("4 of 5");
    await carousel.getByRole("button", { name: "Play testimonials" }).click();
    await page.mouse.move(5, 5);
    await page.locator("body").click({ position: { x: 5, y: 5 } });
    await page.clock.runFor(5000);
    await expect.poll(visible).toBe("5 of 5");
  });

  test("closing counters count up every 50 ms once visible to 150+ and 99%", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await freezeClock(page);
    const projects = page.locator("[data-counter='150']");
    const satisfaction = page.locator("[data-counter='99']");
    await expect(projects).toHaveText("0+");
    await projects.scrollIntoViewIfNeeded();
    // The observer arms the interval asynchronously; tick until the first step shows, then count exactly.
    await expect.poll(async () => {
      await page.clock.runFor(10);
      return projects.textContent();
    }).not.toBe("0+");
    await expect(projects).toHaveText("5+");
    await expect(satisfaction).toHaveText("3%");
    await page.clock.runFor(500);
    await expect(projects).toHaveText("55+");
    await expect(satisfaction).toHaveText("33%");
    await page.clock.runFor(2000);
    await expect(projects).toHaveText("150+");
    await expect(satisfaction).toHaveText("99%");
  });

  test("the prerendered HTML already holds final counter values and every section", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain(">150<!-- -->+<");
    expect(html).toContain("Owners who stopped chasing leads by hand");
    expect(html).toContain('id="contact"');
  });

  test("integrations grid shows at least 12 real brand marks", async ({ page }) => {
    await page.goto("/");
    const tiles = page.locator("section[aria-labelledby=tools-title] li");
    expect(await tiles.count()).toBeGreaterThanOrEqual(12);
    const logo = tiles.first().locator("img");
    await expect(logo).toHaveAttribute("src", /^\/images\/integrations\/.+\.svg$/);
    await logo.scrollIntoViewIfNeeded();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });
});

test.describe("home with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("counters show their final values at once and the carousel starts paused", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await page.locator("[data-counter='150']").scrollIntoViewIfNeeded();
    await expect(page.locator("[data-counter='150']")).toHaveText("150+");
    await expect(page.locator("[data-counter='99']")).toHaveText("99%");
    await expect(page.getByRole("button", { name: "Play testimonials" })).toBeVisible();
    await page.clock.runFor(10000);
    await expect(page.locator("[aria-roledescription=slide]:visible")).toHaveAttribute("aria-label", "1 of 5");
  });
});
