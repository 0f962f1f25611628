import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { NEWSLETTER_SUBSCRIBED_FLAG, open } from "./helpers";
import { ADMIN_EMAILS } from "./ports";

// A visitor's first minute: search from the first screen and from any page, navigation that
// shows it is under way, and dark mode, at a phone's width and a laptop's.

const PHONE = { width: 375, height: 740 };
const LAPTOP = { width: 1280, height: 800 };

/** Contrast problems axe finds on the page as it is drawn now. */
async function contrastViolations(page: Page) {
  // Blocks drawn only as they near the screen (`render-when-near`) are not drawn yet below it,
  // and the checker cannot see the background of what is not drawn: draw everything first, as a
  // visitor scrolling down would see it.
  await page.evaluate(() => {
    for (const block of document.querySelectorAll<HTMLElement>(".render-when-near")) {
      block.style.contentVisibility = "visible";
    }
  });
  const results = await new AxeBuilder({ page }).withRules(["color-contrast"]).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary ?? ""}`),
  );
}

/** Whether the page is wider than the window (it would scroll sideways). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

for (const viewport of [PHONE, LAPTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the home page's first screen has a search that opens the matching tools", async ({
      page,
    }) => {
      await open(page, "/");
      const search = page.getByRole("searchbox", { name: "Search AI tools" });
      await expect(search).toBeInViewport();
      await search.fill("image generator");
      await search.press("Enter");
      await expect(page).toHaveURL(/\/\?q=image(%20|\+)generator/);
      await expect(page.getByRole("searchbox", { name: "Search tools" })).toHaveValue(
        "image generator",
      );
      await expect(page.getByText(/tools? matching "image generator"/)).toBeVisible();
      // The first tool of the results is in the first screen of the tools section.
      const first = page.locator("#tools article").first();
      await expect(first).toBeInViewport();
      if (viewport === LAPTOP) {
        // The whole first row of cards.
        await expect(page.locator("#tools article").nth(2)).toBeInViewport();
      }
    });

    test("the header searches from any page", async ({ page }) => {
      await open(page, "/tool/claude/claude");
      if (viewport === PHONE) {
        await page.getByRole("button", { name: "Search", exact: true }).click();
      }
      const field = page.getByRole("searchbox", { name: "Search the directory" });
      if (viewport === PHONE) await expect(field).toBeFocused();
      await field.fill("translation");
      await field.press("Enter");
      await expect(page).toHaveURL(/\/\?q=translation#tools$/);
      await expect(page.getByRole("searchbox", { name: "Search tools" })).toHaveValue(
        "translation",
      );
      expect(await scrollsSideways(page)).toBe(false);
    });

    test("follows the system's dark mode, switches with the header's toggle and keeps the choice", async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: "dark" });
      await open(page, "/");
      const html = page.locator("html");
      await expect(html).toHaveClass(/\bdark\b/);
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).not.toBe("rgb(255, 255, 255)");

      await page.getByRole("button", { name: "Use light theme" }).click();
      await expect(html).not.toHaveClass(/\bdark\b/);
      // Remembered: the next page opens light although the system is dark, with no flash (the
      // class is on <html> before the first paint).
      await page.goto("/blog");
      expect(await page.evaluate(() => document.documentElement.className)).not.toContain("dark");
      // The toggle works once the page's scripts have run.
      await page.locator("html[data-hydrated]").waitFor();
      await page.getByRole("button", { name: "Use dark theme" }).click();
      await expect(html).toHaveClass(/\bdark\b/);
      await page.emulateMedia({ colorScheme: "light" });
      await page.reload();
      await expect(html).toHaveClass(/\bdark\b/);
    });
  });
}

test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("the header's search row, the menu and the tool page's bar fit without scrolling sideways", async ({
    page,
  }) => {
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await open(page, "/tool/jetbrains-ai-assistant/jetbrains-ai-assistant");
      await expect(page.getByRole("button", { name: /^Save to Toolkit/ })).toBeInViewport();
      expect(await scrollsSideways(page)).toBe(false);
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(page.getByRole("searchbox", { name: "Search the directory" })).toBeVisible();
      expect(await scrollsSideways(page)).toBe(false);
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
      expect(await scrollsSideways(page)).toBe(false);
    }
  });
});

test.describe("the navigation progress bar", () => {
  test("shows on a navigation that takes longer than 150 ms, not on a quicker one", async ({
    page,
  }) => {
    // The page's clock moves only when told, and the next page's data waits to be let through.
    await page.clock.install({ time: new Date("2026-01-05T09:00:00Z") });
    await page.clock.pauseAt(new Date("2026-01-05T09:00:01Z"));
    await open(page, "/");
    const bar = page.getByRole("progressbar", { name: "Loading" });
    // A gate the next page's data waits at: `release` opens it whether the request has reached
    // it yet or not (on a busy machine it may come after), and each navigation closes it again.
    let letThrough = () => {};
    let gate = Promise.resolve();
    const hold = () => void (gate = new Promise<void>((resolve) => (letThrough = resolve)));
    const release = () => letThrough();
    await page.route(/\/(blog|pricing)\.data/, async (route) => {
      await gate;
      await route.continue();
    });
    const main = page.getByRole("navigation", { name: "Main" });

    // Answered within 100 ms: no bar at all.
    // The clock moves only once the page shows that it is loading (the click's render is
    // committed a moment after the click), so the bar's delay counts from there.
    const loading = page.locator("main[aria-busy='true']");
    hold();
    await main.getByRole("link", { name: "Pricing" }).click();
    await expect(loading).toHaveCount(1);
    await page.clock.runFor(100);
    await expect(bar).toHaveCount(0);
    release();
    await expect(page).toHaveURL(/\/pricing$/);
    await page.clock.runFor(1_000);
    await expect(bar).toHaveCount(0);

    // Still waiting after 150 ms: the bar shows until the page is there, then goes.
    hold();
    await main.getByRole("link", { name: "Blog" }).click();
    await expect(loading).toHaveCount(1);
    await page.clock.runFor(100);
    await expect(bar).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(bar).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/blog$/);
    // It fills up, then fades out (the clock moved on until it has).
    await expect
      .poll(async () => {
        await page.clock.runFor(500);
        return bar.count();
      })
      .toBe(0);
  });
});

const SIGNED_IN_PAGES = [
  "/dashboard",
  "/dashboard/profile",
  "/dashboard/saved-tools",
  "/dashboard/reviews",
  "/admin",
  "/admin/tools",
  "/admin/tools/new",
  "/admin/tools/chatgpt",
  "/admin/tools/import",
  "/admin/submissions",
  "/admin/reports",
  "/admin/comments",
  "/admin/reviews",
  "/admin/messages",
  "/admin/applications",
  "/admin/traffic",
  "/admin/subscribers",
  "/admin/notify",
];

// Every kind of page, in both themes: no text axe finds too faint to read.
const THEMED_PAGES = [
  "/",
  "/tool/chatgpt/chatgpt",
  "/categories",
  "/compare?tools=chatgpt,claude,nope",
  "/pricing",
  "/recommend?q=A%20free%20tool%20to%20transcribe%20my%20podcast",
  "/blog",
  "/blog/comprehensive-guide-to-ai-writing-tools-2025",
  "/login",
  "/signup",
  "/contact",
  "/submit-tool",
  "/careers",
  "/no-such-page",
];

for (const scheme of ["light", "dark"] as const) {
  test.describe(`in the ${scheme} theme`, () => {
    test.use({ colorScheme: scheme, viewport: LAPTOP });

    test("every kind of page has readable contrast", async ({ page }) => {
      test.setTimeout(120_000);
      const found: string[] = [];
      for (const path of THEMED_PAGES) {
        await open(page, path);
        found.push(...(await contrastViolations(page)).map((line) => `${path} ${line}`));
      }
      expect(found).toEqual([]);
    });

    test("the pop-up, a toast, and the dashboard and admin pages are readable", async ({
      page,
      login,
    }) => {
      test.setTimeout(180_000);
      await page.addInitScript(
        (flag) => window.localStorage.removeItem(flag),
        NEWSLETTER_SUBSCRIBED_FLAG,
      );
      await page.clock.install({ time: new Date("2026-01-05T09:00:00Z") });
      await page.clock.pauseAt(new Date("2026-01-05T09:00:01Z"));
      await open(page, "/blog", { newsletterPopup: true });
      await page.clock.runFor(5_100);
      await page.clock.resume();
      await expect(page.getByRole("dialog")).toBeVisible();
      expect(await contrastViolations(page)).toEqual([]);
      await page.getByRole("dialog").getByLabel("Email address").fill("reader@example");
      await page.getByRole("dialog").getByRole("button", { name: "Subscribe" }).click();
      await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();
      expect(await contrastViolations(page)).toEqual([]);

      // Signed in as an administrator: the dashboard's pages and every admin page, the
      // traffic chart included.
      await login({ email: ADMIN_EMAILS[scheme === "light" ? 13 : 14] });
      const found: string[] = [];
      for (const path of SIGNED_IN_PAGES) {
        await open(page, path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        found.push(...(await contrastViolations(page)).map((line) => `${path} ${line}`));
      }
      expect(found).toEqual([]);
    });
  });
}
