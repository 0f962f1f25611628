import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoSidewaysScroll, open } from "./helpers";

// The bundled logos (decision 025) on the directory's cards and the tool page.

const WIDTHS = [
  { name: "375 px", viewport: { width: 375, height: 800 } },
  { name: "1280 px", viewport: { width: 1280, height: 900 } },
];

const card = (page: Page, name: string) =>
  page.locator("#tools ul li article").filter({ has: page.getByRole("link", { name }) });

/** The image has been drawn: loaded, with a size of its own, and not broken. */
async function expectDrawn(image: Locator) {
  await expect
    .poll(() =>
      image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth),
    )
    .toBeGreaterThan(0);
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`logos at ${name}`, () => {
    test.use({ viewport });

    test("cards show a tool's real logo, and a monogram for a tool without one", async ({
      page,
    }) => {
      await open(page, "/?q=ChatGPT");
      const chatgpt = card(page, "ChatGPT").locator("img");
      await expect(chatgpt).toHaveAttribute(
        "src",
        /^\/uploads\/public\/logos\/chatgpt-[0-9a-f]{8}\.svg$/,
      );
      // Sized before it loads, so nothing moves; decorative beside the name it stands for.
      await expect(chatgpt).toHaveAttribute("width", "48");
      await expect(chatgpt).toHaveAttribute("height", "48");
      await expect(chatgpt).toHaveAttribute("alt", "");
      await chatgpt.scrollIntoViewIfNeeded();
      await expectDrawn(chatgpt);
      await expectNoSidewaysScroll(page);

      await open(page, "/?q=Consensus");
      const consensus = card(page, "Consensus").locator("img");
      await expect(consensus).toHaveAttribute("src", "/logos/consensus.svg");
      await consensus.scrollIntoViewIfNeeded();
      await expectDrawn(consensus);
      await expectNoSidewaysScroll(page);
    });

    test("the tool page names its logo, and a logo that fails to load gives way to the monogram", async ({
      page,
    }) => {
      await open(page, "/tool/claude/claude");
      const logo = page.getByRole("img", { name: "Claude logo" });
      await expect(logo).toHaveAttribute(
        "src",
        /^\/uploads\/public\/logos\/claude-[0-9a-f]{8}\.svg$/,
      );
      await expect(logo).toHaveAttribute("width", "96");
      await expectDrawn(logo);
      await expectNoSidewaysScroll(page);

      await page.route(/\/uploads\/public\/logos\/claude-/, (route) => route.abort());
      await open(page, "/tool/claude/claude");
      await expect(logo).toHaveAttribute("src", "/logos/claude.svg");
      await expectDrawn(logo);
    });
  });
}
