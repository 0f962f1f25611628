import { open } from "./helpers";
import { expect, test, type Page } from "@playwright/test";

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
}

/**
 * Turns the mouse wheel and resolves once the page has received it and drawn two frames since:
 * a scroll it causes has begun by then.
 */
async function wheelAndRender(page: Page, deltaY: number) {
  const received = page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        window.addEventListener(
          "wheel",
          () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
          { once: true },
        ),
      ),
  );
  // Evaluated after the listener is in place, so it is there before the wheel turns.
  await page.evaluate(() => undefined);
  await page.mouse.wheel(0, deltaY);
  await received;
}

test.describe("header and footer at 1280 px", () => {
  test.use({ viewport: DESKTOP });

  test("shows the header links and no menu button", async ({ page }) => {
    await open(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [name, href] of [
      ["Categories", "/categories"],
      ["Pricing", "/pricing"],
      ["AI Recommender", "/recommend"],
      ["Blog", "/blog"],
      ["About", "/about"],
      ["Submit Tool", "/submit-tool"],
    ] as const) {
      await expect(nav.getByRole("link", { name })).toHaveAttribute("href", href);
    }
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toHaveAttribute(
      "href",
      "/login",
    );
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign Up" })).toHaveAttribute(
      "href",
      "/signup",
    );
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  });

  test("gets a shadow only after 10 px of scrolling", async ({ page }) => {
    await open(page, "/");
    const header = page.getByRole("banner");
    await expect(header).not.toHaveAttribute("data-scrolled");
    await scrollTo(page, 11);
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect(header).toHaveCSS("box-shadow", /rgba/);
    // Back to 10 px from a shadow: its going shows the page has handled the scroll.
    await scrollTo(page, 10);
    await expect(header).not.toHaveAttribute("data-scrolled");
    await scrollTo(page, 11);
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await scrollTo(page, 0);
    await expect(header).not.toHaveAttribute("data-scrolled");
  });

  test("shows back-to-top after 300 px, which returns to the top", async ({ page }) => {
    await open(page, "/");
    const button = page.getByRole("button", { name: "Back to top" });
    await expect(button).toBeHidden();
    await scrollTo(page, 301);
    await expect(button).toBeVisible();
    // Back to 300 px from the button shown: its going shows the page has handled the scroll.
    await scrollTo(page, 300);
    await expect(button).toBeHidden();
    await scrollTo(page, 301);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test("has the footer links and five category shortcuts", async ({ page }) => {
    await open(page, "/");
    const footer = page.getByRole("contentinfo");
    for (const href of [
      "/news",
      "/compare",
      "/api-docs",
      "/community",
      "/careers",
      "/privacy",
      "/terms",
      "/contact",
    ]) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    const shortcuts = footer
      .getByRole("navigation", { name: "Popular categories" })
      .getByRole("link");
    await expect(shortcuts).toHaveCount(5);
    // The categories with the most tools, as the database names them.
    const listed = (await (await page.request.get("/api/v1/categories")).json()) as {
      categories: { name: string }[];
    };
    const known = listed.categories.map(({ name }) => `/categories/${encodeURIComponent(name)}`);
    for (const href of await shortcuts.evaluateAll((links) =>
      links.map((link) => link.getAttribute("href")),
    )) {
      expect(known).toContain(href);
    }
  });
});

test.describe("mobile menu at 375 px", () => {
  test.use({ viewport: PHONE });

  test("opens, locks page scrolling, and closes on Escape or navigation", async ({ page }) => {
    await open(page, "/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    await wheelAndRender(page, 600);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");

    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
  });

  test("shows the shadow and back-to-top on a phone too", async ({ page }) => {
    await open(page, "/");
    await scrollTo(page, 400);
    await expect(page.getByRole("banner")).toHaveAttribute("data-scrolled", "true");
    await expect(page.getByRole("button", { name: "Back to top" })).toBeVisible();
  });

  test("gives the hero's links a whole finger's height", async ({ page }) => {
    await open(page, "/");
    for (const name of ["Explore Tools", "Compare Tools", "Submit it for review"]) {
      const box = await page
        .locator("#main")
        .getByRole("link", { name, exact: true })
        .boundingBox();
      expect(box!.height, name).toBeGreaterThanOrEqual(44);
    }
  });
});

test.describe("header at the 768 px breakpoint", () => {
  test.use({ viewport: { width: 768, height: 900 } });

  test("fits every link and button on one line without a menu button", async ({ page }) => {
    await open(page, "/");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Sign Up" })).toBeVisible();
    const overflow = await page.evaluate(() => {
      const links = [...document.querySelectorAll("header a")].filter(
        (link) => link.getBoundingClientRect().width > 0,
      );
      return links
        .map((link) => ({ text: link.textContent, rect: link.getBoundingClientRect() }))
        .filter(({ rect }) => rect.right > window.innerWidth || rect.top > 64)
        .map(({ text }) => text);
    });
    expect(overflow).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(768);
    await expect(
      banner.getByRole("link", { name: "AI Tools Directory", exact: true }),
    ).toBeVisible();
  });
});
