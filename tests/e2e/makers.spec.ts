import { uniqueEmail } from "../helpers";
import { waitForMail } from "./accounts-helpers";
import { expect, signUpAndSignIn, test } from "./fixtures";
import { expectNoSidewaysScroll, giveOwnAddress, open, toast } from "./helpers";

// A maker claims a listing by a code emailed to an address on the tool's domain, through a real
// SMTP peer (docs/product.md#claiming-a-listing), on a phone and on a desktop.

const WIDTHS = [
  {
    name: "375 px",
    viewport: { width: 375, height: 800 },
    tool: { id: "rytr", name: "Rytr", domain: "rytr.me" },
  },
  {
    name: "1280 px",
    viewport: { width: 1280, height: 900 },
    tool: { id: "sudowrite", name: "Sudowrite", domain: "sudowrite.com" },
  },
];

for (const { name, viewport, tool } of WIDTHS) {
  test.describe(`claiming a listing at ${name}`, () => {
    test.use({ viewport });

    test("a maker claims a tool with a code emailed to its domain and replies to a review", async ({
      page,
      browser,
      login,
    }, testInfo) => {
      test.setTimeout(120_000);
      // A visitor's review, to reply to.
      const visitor = await browser.newContext({ viewport });
      const reviewerPage = await visitor.newPage();
      await signUpAndSignIn(
        reviewerPage.request,
        { name: "Rita", email: uniqueEmail("reviewer", testInfo), password: "correct-horse-42" },
        await giveOwnAddress(reviewerPage),
      );
      await open(reviewerPage, `/tool/${tool.id}/${tool.id}#reviews`);
      const form = reviewerPage.locator("#your-review");
      const radio = form.getByRole("radio", { name: /^4 stars?:/ });
      await form.locator(`label[for="${await radio.getAttribute("id")}"]`).click();
      await form.getByLabel("Title").fill(`Fast drafts ${testInfo.project.name}`);
      await form
        .getByLabel("Your review")
        .fill("Fast first drafts, though the tone setting drifts on long pieces.");
      await reviewerPage.getByRole("button", { name: "Publish review" }).click();
      await expect(toast(reviewerPage, "Review published")).toBeVisible({ timeout: 15_000 });
      await visitor.close();

      await login({ email: uniqueEmail("maker", testInfo) });
      await open(page, `/tool/${tool.id}/${tool.id}`);
      await page.getByRole("link", { name: "Own this tool? Claim it" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Claim ${tool.name}`);
      await expectNoSidewaysScroll(page);

      // A free-mail address is refused in place; the tool's own domain gets a code.
      const email = page.getByLabel("Your work address");
      await email.fill("me@gmail.com");
      await page.getByRole("button", { name: "Email me a code" }).click();
      await expect(email).toHaveAccessibleDescription(/Give an address on the tool's own domain\./);
      const address = `founder-${testInfo.project.name}-${Date.now()}@${tool.domain}`;
      await email.fill(address);
      await page.getByRole("button", { name: "Email me a code" }).click();
      await expect(toast(page, "Code sent")).toBeVisible({ timeout: 15_000 });

      const mail = await waitForMail(address, `Your code to claim ${tool.name}`, {
        containing: "The code is",
      });
      const code = /: (\d{6})$/.exec(mail.subject)![1]!;
      await page.getByLabel("Code", { exact: true }).fill(code);
      await expectNoSidewaysScroll(page);
      await page.getByRole("button", { name: "Confirm the code" }).click();
      await expect(toast(page, "You own this listing")).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(tool.name);
      await expect(page.getByText("Claimed by its maker", { exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: "Own this tool? Claim it" })).toHaveCount(0);
      await expectNoSidewaysScroll(page);

      // The owner answers the review, and the answer shows under it as the maker's.
      await expect(page.getByText(`You own ${tool.name}, so you reply`)).toBeVisible();
      const review = page
        .getByRole("article")
        .filter({ hasText: `Fast drafts ${testInfo.project.name}` });
      await review.getByText("Reply as the maker").click();
      await review.getByLabel("Your reply").fill("Long pieces keep their tone since last week.");
      await review.getByRole("button", { name: "Post the reply" }).click();
      await expect(toast(page, "Reply saved")).toBeVisible({ timeout: 15_000 });
      await expect(review.getByText("Reply from the maker")).toBeVisible();
      await expect(review).toContainText("Long pieces keep their tone since last week.");
      await expectNoSidewaysScroll(page);
    });
  });
}
