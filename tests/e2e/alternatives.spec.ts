import { expect, test } from "./fixtures";
import { expectNoSidewaysScroll, open } from "./helpers";

// A tool's alternatives (docs/product.md#alternatives): from the tool page to the list, a filter
// applied and removed, on a phone and on a desktop.

const WIDTHS = [
  {
    name: "375 px",
    viewport: { width: 375, height: 800 },
    tool: { id: "chatgpt", name: "ChatGPT" },
  },
  {
    name: "1280 px",
    viewport: { width: 1280, height: 900 },
    tool: { id: "github-copilot", name: "GitHub Copilot" },
  },
];

for (const { name, viewport, tool } of WIDTHS) {
  test.describe(`alternatives at ${name}`, () => {
    test.use({ viewport });

    test("the tool page leads to its alternatives, which filter and unfilter", async ({ page }) => {
      await open(page, `/tool/${tool.id}/${tool.id}`);
      await page.getByRole("link", { name: `Alternatives to ${tool.name}` }).click();
      await expect(page).toHaveURL(new RegExp(`/tool/${tool.id}/alternatives$`));
      await expect(
        page.getByRole("heading", { level: 1, name: `Alternatives to ${tool.name}` }),
      ).toBeVisible();
      const cards = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { level: 2 }) });
      const all = await cards.count();
      expect(all).toBeGreaterThan(0);
      await expect(cards.first()).toContainText(`Shares with ${tool.name}`);
      await expect(cards.first()).toContainText(`Differs from ${tool.name}`);
      await expectNoSidewaysScroll(page);

      await page.getByRole("checkbox", { name: "Has a free plan" }).check();
      await page.getByRole("button", { name: "Apply filters" }).click();
      await expect(page).toHaveURL(/[?&]free=1/);
      const remove = page.getByRole("link", { name: "Remove filter: Has a free plan" });
      await expect(remove).toBeVisible();
      await expect(page.getByRole("checkbox", { name: "Has a free plan" })).toBeChecked();
      await expectNoSidewaysScroll(page);

      await remove.click();
      await expect(page).toHaveURL(new RegExp(`/tool/${tool.id}/alternatives$`));
      await expect(remove).toHaveCount(0);
      await expect(page.getByRole("checkbox", { name: "Has a free plan" })).not.toBeChecked();
      await expect(cards).toHaveCount(all);
      await expectNoSidewaysScroll(page);
    });
  });
}

// docs/product.md#search-intent: a request for alternatives typed in the header's search, what
// was understood, and one condition removed.
const PHONE = { width: 375, height: 800 };
const LAPTOP = { width: 1280, height: 900 };
for (const viewport of [PHONE, LAPTOP]) {
  test.describe(`search for alternatives at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the header's search understands alternatives with a condition, which can be dropped", async ({
      page,
    }) => {
      // The box's pause is run out on the page's clock, below, rather than waited for.
      await page.clock.install();
      const searchesWithoutCondition: string[] = [];
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (
          url.pathname.endsWith(".data") &&
          url.searchParams.get("q") === "alternatives to Midjourney"
        ) {
          searchesWithoutCondition.push(request.url());
        }
      });
      await open(page, "/tool/claude/claude");
      if (viewport === PHONE) {
        await page.getByRole("button", { name: "Search", exact: true }).click();
      }
      const field = page.getByRole("searchbox", { name: "Search the directory" });
      await field.fill("alternatives to midjourney free");
      await field.press("Enter");
      await expect(page).toHaveURL(/\/\?q=alternatives%20to%20midjourney%20free#tools$/);

      const notice = page.getByRole("note").filter({ hasText: "Alternatives to Midjourney" });
      await expect(notice).toContainText("free plan only");
      const cards = page.locator("#tools article");
      await expect(cards.first()).toBeVisible();
      await expect(
        page.locator("#tools").getByRole("heading", { name: "Midjourney", exact: true }),
      ).toHaveCount(0);
      await expectNoSidewaysScroll(page);

      await notice.getByRole("link", { name: "Remove condition: Has a free plan" }).click();
      await expect(page).toHaveURL(/[?&]q=alternatives\+to\+Midjourney#tools$/);
      await expect(page.getByRole("searchbox", { name: "Search tools" })).toHaveValue(
        "alternatives to Midjourney",
      );
      await expect(notice).not.toContainText("free plan only");
      await expect(notice.getByRole("link", { name: /^Remove condition/ })).toHaveCount(0);
      await expect(page.getByText('matching "alternatives to Midjourney"')).toBeVisible();
      await expectNoSidewaysScroll(page);
      // The text the link put in the box is not searched for again after the pause, which
      // would take the visitor back from wherever they went next.
      await page.clock.runFor(1000);

      await notice.getByRole("link", { name: "How each differs from Midjourney" }).click();
      await expect(page).toHaveURL(/\/tool\/midjourney\/alternatives$/);
      await expect(
        page.getByRole("heading", { level: 1, name: "Alternatives to Midjourney" }),
      ).toBeVisible();
      expect(searchesWithoutCondition).toHaveLength(1);
      await expectNoSidewaysScroll(page);
    });

    test("a condition on a product the catalogue does not list filters the search, and can be dropped", async ({
      page,
    }) => {
      await open(page, "/?q=free%20photoshop%20alternative#tools");
      const notice = page.getByRole("note").filter({ hasText: "No listed tool is called" });
      await expect(notice).toHaveText(
        /No listed tool is called “photoshop”: showing the tools that match it, free plan only\./,
      );
      await expect(page.locator("#tools article").first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      const chip = notice.getByRole("link", { name: "Remove condition: Has a free plan" });
      expect((await chip.boundingBox())!.height).toBeGreaterThanOrEqual(44);

      await chip.click();
      await expect(page).toHaveURL(/[?&]q=alternatives\+to\+photoshop#tools$/);
      await expect(
        page.getByRole("note").filter({ hasText: "No listed tool is called" }),
      ).toHaveCount(0);
      await expect(page.getByText('matching "alternatives to photoshop"')).toBeVisible();
      await expectNoSidewaysScroll(page);
    });

    test("a free plan asked for in the search keeps the tools that state one, and can be dropped", async ({
      page,
    }) => {
      await open(page, "/?q=free%20image%20generator#tools");
      const notice = page.getByRole("note").filter({ hasText: "Showing the tools that match" });
      await expect(notice).toHaveText(
        /Showing the tools that match “image generator”, free plan only\./,
      );
      const cards = page.locator("#tools article");
      await expect(cards.first()).toBeVisible();
      // Midjourney states no free plan, though its listing uses the word.
      await expect(cards.filter({ hasText: "Midjourney" })).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      const chip = notice.getByRole("link", { name: "Remove condition: Has a free plan" });
      expect((await chip.boundingBox())!.height).toBeGreaterThanOrEqual(44);

      await chip.click();
      await expect(page).toHaveURL(/[?&]q=image\+generator#tools$/);
      await expect(page.getByText('matching "image generator"')).toBeVisible();
      await expect(
        page.getByRole("note").filter({ hasText: "Showing the tools that match" }),
      ).toHaveCount(0);
      await expect(cards.filter({ hasText: "Midjourney" }).first()).toBeVisible();
      await expectNoSidewaysScroll(page);
    });
  });
}
