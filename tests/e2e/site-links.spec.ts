import { expect, test, type Page } from "@playwright/test";
import { expectNoSidewaysScroll, open, toolCards } from "./helpers";

// The site's plain links (SiteLink: a card's name, the category grid, the header's and footer's
// links) are followed by the router, as React Router's own links are: the page is not loaded
// again, a modified click opens a new tab, and a link to the address shown adds no history.

/** Marks the document, so that a test can tell whether the next page replaced it. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });
}

const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a card's name opens the tool's page without loading the page again", async ({ page }) => {
      await open(page, "/");
      await markDocument(page);
      const card = toolCards(page).first();
      const name = (await card.getByRole("heading").textContent())!.trim();
      const href = (await card.getByRole("link", { name, exact: true }).getAttribute("href"))!;
      await card.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(href);
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      expect(await sameDocument(page)).toBe(true);
      await expectNoSidewaysScroll(page);

      // Back returns to the list, still the same document.
      await page.goBack();
      await expect(page).toHaveURL("/");
      await expect(toolCards(page).first()).toBeVisible();
      expect(await sameDocument(page)).toBe(true);
    });

    test("a category in the home page's grid opens its page in the same document", async ({
      page,
    }) => {
      await open(page, "/");
      await markDocument(page);
      const grid = page.getByRole("region", { name: "Browse by category" });
      const link = grid.getByRole("link", { name: /^Image Generation/ });
      await link.scrollIntoViewIfNeeded();
      await link.click();
      await expect(page).toHaveURL("/categories/Image%20Generation");
      await expect(page.getByRole("heading", { level: 1, name: /Image Generation/ })).toBeVisible();
      expect(await sameDocument(page)).toBe(true);
    });

    test("a footer link to the page shown adds nothing to the history", async ({ page }) => {
      await open(page, "/careers");
      const before = await page.evaluate(() => history.length);
      await markDocument(page);
      const footer = page.getByRole("contentinfo");
      await footer.getByRole("link", { name: "Careers", exact: true }).click();
      await expect(page).toHaveURL("/careers");
      await expect(page.locator('main[aria-busy="true"]')).toHaveCount(0);
      expect(await sameDocument(page)).toBe(true);
      expect(await page.evaluate(() => history.length)).toBe(before);

      // Another page's link adds one entry.
      await footer.getByRole("link", { name: "Contact", exact: true }).click();
      await expect(page).toHaveURL("/contact");
      await expect.poll(() => page.evaluate(() => history.length)).toBe(before + 1);
    });
  });
}

test("a modified click on a card's name opens the tool in a new tab and leaves the list", async ({
  page,
  context,
}) => {
  await open(page, "/");
  const card = toolCards(page).first();
  const name = (await card.getByRole("heading").textContent())!.trim();
  const link = card.getByRole("link", { name, exact: true });
  const href = (await link.getAttribute("href"))!;
  const opened = context.waitForEvent("page");
  await link.click({ modifiers: [process.platform === "darwin" ? "Meta" : "Control"] });
  const tab = await opened;
  await tab.waitForURL((url) => url.pathname === href);
  await expect(page).toHaveURL("/");
  await tab.close();
});

test("the header's search opens the directory's list for the text, in the same document", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, "/blog");
  await markDocument(page);
  const search = page.getByRole("search", { name: "Search the directory" });
  await search.getByRole("searchbox").fill("transcription");
  await search.getByRole("searchbox").press("Enter");
  await expect(page).toHaveURL("/?q=transcription#tools");
  await expect(page.getByText(/matching "transcription"/)).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
});
