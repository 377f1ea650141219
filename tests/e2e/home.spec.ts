import { content, plan, price } from "./content";
import { formatCount } from "../../lib/pricing";
import { SMOKE, expect, freezeClock, sectionReady, test } from "./helpers";

/** Long enough for several 50 ms counter steps: a counter that had started would have moved. */
const COUNTER_CHECK_MS = 500;
/** The carousel's testimonials: a testimonial kept for an industry page (`home: false`) is not among them. */
const homeTestimonials = content.testimonials.filter((testimonial) => testimonial.home !== false);

test.describe("home page", () => {
  test("hero: consultation button, pricing link, badges and statistics", SMOKE, async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("section[aria-labelledby=hero-title]");
    await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(hero.getByRole("link", { name: "View Pricing Plans" })).toHaveAttribute("href", "/pricing");
    for (const badge of content.home.hero.badges) await expect(hero.getByText(badge)).toBeVisible();
    for (const stat of [content.facts.projects!, content.facts.businessesHelped!]) {
      await expect(hero.getByText(stat.value, { exact: true })).toBeVisible();
      await expect(hero.getByText(stat.label, { exact: true })).toBeVisible();
    }
    await hero.getByRole("link", { name: "Request Free Consultation" }).click();
    await expect(page.getByRole("dialog").getByRole("heading", { level: 2 })).toHaveText("Request Free Consultation");
  });

  test("sections appear in the client's order", async ({ page }) => {
    await page.goto("/");
    const headings = await page.locator("main h2").evaluateAll((els) => els.map((el) => el.id));
    const order = [
      "services-title",
      "why-title",
      "process-title",
      "pricing-title",
      "team-title",
      "faq-title",
      "cases-title",
      "testimonials-title",
      "tools-title",
      "contact-title",
      "closing-title",
    ];
    expect(headings.filter((id) => order.includes(id))).toEqual(order);
  });

  test("services grid: a card per service, in order, linking to its page", async ({ page }) => {
    await page.goto("/");
    const links = page.locator("#services").getByRole("link", { name: /Learn More/ });
    await expect(links).toHaveCount(content.services.length);
    expect(await links.evaluateAll((els) => els.map((el) => el.getAttribute("href")))).toEqual(
      content.services.map((s) => `/services/${s.slug}`),
    );
  });

  test("why choose us shows every claim", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("section[aria-labelledby=why-title]");
    for (const item of content.home.whyChooseUs)
      await expect(section.getByText(item.stat, { exact: true })).toBeVisible();
  });

  test("pricing: three plans, popular marked, buttons open popups naming the plan, the comparison", async ({
    page,
  }) => {
    await page.goto("/");
    const pricing = page.locator("#pricing");
    for (const id of ["starter", "standard", "pro"]) {
      const card = pricing.locator(`[data-plan=${id}]`);
      await expect(card).toContainText(price(plan(id).price));
      await expect(card).toContainText(plan(id).hours);
    }
    await expect(pricing.locator("[data-plan=standard]")).toContainText("Most Popular");
    await pricing.locator("[data-plan=pro]").getByRole("link").click();
    await expect(page.getByRole("dialog").getByRole("heading", { level: 2 })).toContainText("Pro");
    await page.keyboard.press("Escape");
    const row = pricing.getByRole("row", { name: /Progress call/ });
    await expect(row).toContainText("Once a month");
    await expect(row).toContainText("Bi-weekly");
    // The features' explanations live on the pricing page, which the section links to.
    await expect(pricing.getByRole("link", { name: /pricing FAQ/ })).toHaveAttribute("href", "/pricing");
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
    await sectionReady(page, carousel);
    const visible = () => carousel.locator("[aria-roledescription=slide]:visible").getAttribute("aria-label");
    // Slide labels for however many testimonials the content has (at least 4 for this walk-through).
    const count = homeTestimonials.length;
    const slide = (index: number) => `${((index - 1 + count) % count) + 1} of ${count}`;
    await expect.poll(visible).toBe(slide(1));
    await expect(
      carousel.locator("[aria-roledescription=slide]:visible").getByRole("img", { name: "Rated 5 out of 5" }),
    ).toBeVisible();
    await page.clock.runFor(5000);
    await expect.poll(visible).toBe(slide(2));
    await page.clock.runFor(5000 * (count - 2));
    await expect.poll(visible).toBe(slide(count));
    await page.clock.runFor(5000);
    await expect.poll(visible).toBe(slide(1));
    await carousel.getByRole("button", { name: "Previous testimonial" }).click();
    await expect.poll(visible).toBe(slide(count));
    await carousel.getByRole("button", { name: `Show testimonial ${slide(3)}` }).click();
    await expect.poll(visible).toBe(slide(3));
    // Focus is inside the carousel: no rotation.
    await page.clock.runFor(12000);
    await expect.poll(visible).toBe(slide(3));
    await page.locator("body").click({ position: { x: 5, y: 5 } });
    await page.mouse.move(5, 5);
    await page.clock.runFor(5000);
    await expect.poll(visible).toBe(slide(4));
    await carousel.getByRole("button", { name: "Pause testimonials" }).click();
    await page.mouse.move(5, 5);
    await page.locator("body").click({ position: { x: 5, y: 5 } });
    await page.clock.runFor(20000);
    await expect.poll(visible).toBe(slide(4));
    await carousel.getByRole("button", { name: "Play testimonials" }).click();
    await page.mouse.move(5, 5);
    await page.locator("body").click({ position: { x: 5, y: 5 } });
    await page.clock.runFor(5000);
    await expect.poll(visible).toBe(slide(5));
  });

  test("closing counters count up every 50 ms once visible, projects by 5 and satisfaction by 3", async ({ page }) => {
    const fullBuilds = content.facts.fullBuilds!;
    const fullBuildSatisfaction = content.facts.fullBuildSatisfaction!;
    const shown = (figure: { target: number; suffix: string }, value: number) =>
      `${Math.min(value, figure.target)}${figure.suffix}`;
    await page.clock.install();
    await page.goto("/");
    await freezeClock(page);
    const projects = page.locator(`[data-counter='${fullBuilds.target}']`);
    const satisfaction = page.locator(`[data-counter='${fullBuildSatisfaction.target}']`);
    // The section hydrates as it nears the viewport: out of sight the counters go back to 0, and the count starts
    // once they are on screen.
    await projects.evaluate((element) =>
      window.scrollTo(0, element.getBoundingClientRect().bottom + window.scrollY - window.innerHeight * 1.5),
    );
    await expect.poll(() => projects.evaluate((element) => element.closest("[data-pending]") === null)).toBe(true);
    await expect
      .poll(async () => {
        await page.clock.runFor(10);
        return projects.textContent();
      })
      .toBe(shown(fullBuilds, 0));
    await projects.scrollIntoViewIfNeeded();
    await expect(projects).toHaveText(shown(fullBuilds, 0));
    // The observer arms the interval asynchronously; tick until the first step shows, then count exactly.
    await expect
      .poll(async () => {
        await page.clock.runFor(10);
        return projects.textContent();
      })
      .not.toBe(shown(fullBuilds, 0));
    await expect(projects).toHaveText(shown(fullBuilds, 5));
    await expect(satisfaction).toHaveText(shown(fullBuildSatisfaction, 3));
    await page.clock.runFor(500);
    await expect(projects).toHaveText(shown(fullBuilds, 55));
    await expect(satisfaction).toHaveText(shown(fullBuildSatisfaction, 33));
    await page.clock.runFor(50 * Math.ceil(Math.max(fullBuilds.target / 5, fullBuildSatisfaction.target / 3)));
    await expect(projects).toHaveText(shown(fullBuilds, fullBuilds.target));
    await expect(satisfaction).toHaveText(shown(fullBuildSatisfaction, fullBuildSatisfaction.target));
  });

  test("a counter already on screen when its code arrives keeps its final value (a tall screenshot window)", async ({
    page,
  }) => {
    // A window tall enough for the whole page: the counters are on screen from the first paint, however soon their
    // code arrives. (A link to the section is not used: the scroll to a #hash may come after the code.)
    await page.setViewportSize({ width: 1280, height: 16_000 });
    await page.clock.install();
    await page.goto("/");
    await freezeClock(page);
    for (const figure of [content.facts.fullBuilds!, content.facts.fullBuildSatisfaction!]) {
      const counter = page.locator(`[data-counter='${figure.target}']`);
      await sectionReady(page, counter);
      await page.clock.runFor(COUNTER_CHECK_MS);
      await expect(counter).toHaveText(`${formatCount(figure.target)}${figure.suffix}`);
    }
  });

  test("the prerendered HTML already holds final counter values and every section", async ({ request }) => {
    const html = await (await request.get("/")).text();
    for (const figure of [content.facts.fullBuilds!, content.facts.fullBuildSatisfaction!]) {
      expect(html).toContain(`data-counter="${figure.target}">${formatCount(figure.target)}<!-- -->${figure.suffix}<`);
    }
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
    for (const figure of [content.facts.fullBuilds!, content.facts.fullBuildSatisfaction!]) {
      const counter = page.locator(`[data-counter='${figure.target}']`);
      await counter.scrollIntoViewIfNeeded();
      await expect(counter).toHaveText(`${figure.target}${figure.suffix}`);
    }
    await sectionReady(page, page.getByRole("region", { name: "Client testimonials" }));
    await expect(page.getByRole("button", { name: "Play testimonials" })).toBeVisible();
    await page.clock.runFor(10000);
    await expect(page.locator("[aria-roledescription=slide]:visible")).toHaveAttribute(
      "aria-label",
      `1 of ${homeTestimonials.length}`,
    );
  });
});
