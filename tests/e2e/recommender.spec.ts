import { expect, test, type Page } from "@playwright/test";
import { expectNoSidewaysScroll, giveOwnAddress, open } from "./helpers";

const WIDTHS = [
  { name: "1280 px", viewport: { width: 1280, height: 900 } },
  { name: "375 px", viewport: { width: 375, height: 800 } },
];

const NEED = "A free tool to transcribe my podcast episodes and add subtitles";
const field = (page: Page) => page.getByLabel("Your Requirements");
const submit = (page: Page) => page.getByRole("button", { name: "Get AI Tool Recommendations" });
const cards = (page: Page) =>
  page.getByRole("region", { name: "Recommended Tools" }).locator("article");

for (const { name, viewport } of WIDTHS) {
  test.describe(`the recommender at ${name}`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page }) => {
      await giveOwnAddress(page);
    });

    test("checks the need, shows the busy state, then up to four cards that lead to the tools", async ({
      page,
    }, testInfo) => {
      await open(page, "/recommend");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Tool Recommender");
      await field(page).fill("too short");
      await submit(page).click();
      await expect(
        page.getByText("Requirements must be at least 10 characters long"),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/recommend$/);

      // Hold the answer until the busy state has been seen.
      let answer!: () => void;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      await page.route("**/recommend.data*", async (route) => {
        await answered;
        await route.continue();
      });
      await field(page).fill(NEED);
      await submit(page).click();
      await expect(page.getByRole("button", { name: "Finding the best tools..." })).toBeDisabled();
      answer();
      await expect(page).toHaveURL(/\/recommend\?q=A\+free\+tool/);
      await expect(page.getByRole("heading", { name: "Recommended Tools" })).toBeVisible();
      await expect(page.getByText("Requirements must be at least 10 characters long")).toHaveCount(
        0,
      );

      const count = await cards(page).count();
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(4);
      for (const card of await cards(page).all()) {
        await expect(card.getByRole("heading", { name: "Why this tool?" })).toBeVisible();
        await expect(card.getByRole("link", { name: "View Tool Details" })).toHaveAttribute(
          "href",
          /^\/tool\/[a-z0-9-]+\/[a-z0-9_-]+$/,
        );
      }
      await expectNoSidewaysScroll(page);
      await testInfo.attach(`recommender-${viewport.width}.png`, {
        body: await page.screenshot({ fullPage: true }),
        contentType: "image/png",
      });

      const first = cards(page).first();
      const toolName = (await first.getByRole("heading", { level: 3 }).textContent())!.trim();
      const href = (await first
        .getByRole("link", { name: "View Tool Details" })
        .getAttribute("href"))!;
      const slug = toolName
        .toLowerCase()
        .replace(/\s+/g, "-")
        .replace(/[^\w-]/g, "")
        .replace(/-+/g, "-");
      expect(href.endsWith(`/${slug}`)).toBe(true);
      await first.getByRole("link", { name: "View Tool Details" }).click();
      await expect(page).toHaveURL(href);
      await expect(page.getByRole("heading", { level: 1, name: toolName })).toBeVisible();
    });

    test("answers a shared address by itself, and takes a vote on a card", async ({ page }) => {
      await open(page, `/recommend?q=${encodeURIComponent(NEED)}`);
      await expect(field(page)).toHaveValue(NEED);
      await expect(cards(page).first()).toBeVisible();
      await cards(page).first().getByRole("button", { name: "Helpful", exact: true }).click();
      await expect(cards(page).first().getByText("Thanks: you found this helpful.")).toBeVisible();
      await expect(
        page.locator("[data-sonner-toast]").filter({ hasText: "Thanks for your feedback" }),
      ).toBeVisible();
      await expect(field(page)).toHaveValue(NEED);
    });

    test("says when nothing matches, and offers the directory", async ({ page }) => {
      await open(page, `/recommend?q=${encodeURIComponent("zzqxv plorkh wibblefrotz")}`);
      await expect(
        page.getByText(
          "No matching tools found for your requirements. Try being more specific or explore our tools directory.",
        ),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: "Browse all tools" })).toBeVisible();
      await expectNoSidewaysScroll(page);
    });
  });
}

test("shows an error as an alert and a toast", async ({ page, request }, testInfo) => {
  const address = await giveOwnAddress(page);
  // A need no other test asks: another visitor's answer to the same address would be served from
  // the page cache, which costs the server nothing and so is not refused.
  const need = `Caption the talks of our ${testInfo.project.name} meetup in three languages`;
  // Use up this address's allowance through the API; the page shares it.
  for (let i = 0; i < 30; i++) {
    await request.post("/api/v1/recommendations", {
      headers: { "x-forwarded-for": address },
      data: { requirements: "write blog posts faster" },
    });
  }
  await open(page, `/recommend?q=${encodeURIComponent(need)}`);
  await expect(
    page.getByRole("alert").filter({ hasText: "asked for many recommendations" }),
  ).toBeVisible();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Error" })).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
});

test.describe("the recommender without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("asks, answers and takes a vote with plain forms", async ({ page }) => {
    await giveOwnAddress(page);
    await page.goto("/recommend");
    await field(page).fill(NEED);
    await submit(page).click();
    await expect(page).toHaveURL(/\/recommend\?q=/);
    await expect(cards(page).first()).toBeVisible();
    await cards(page).first().getByRole("button", { name: "Not helpful" }).click();
    await expect(page).toHaveURL(/\/recommend\?q=/);
    await expect(page.getByText("Thanks for your feedback")).toBeVisible();
  });
});
