import { uniqueEmail } from "../helpers";
import { expect, signUpAndSignIn, test } from "./fixtures";
import { expectNoSidewaysScroll, giveOwnAddress, open, toast } from "./helpers";
import { ADMIN_EMAILS } from "./ports";

// A tool's owner edits the listing, an administrator accepts the edit from the queue, and the
// public history shows it as the maker's (docs/product.md#claiming-a-listing), on a phone and on
// a desktop.

const WIDTHS = [
  {
    name: "375 px",
    viewport: { width: 375, height: 800 },
    tool: { id: "wordtune", name: "Wordtune" },
    admin: ADMIN_EMAILS[19],
  },
  {
    name: "1280 px",
    viewport: { width: 1280, height: 900 },
    tool: { id: "quillbot", name: "QuillBot" },
    admin: ADMIN_EMAILS[20],
  },
];

for (const { name, viewport, tool, admin } of WIDTHS) {
  test.describe(`an owner's edit at ${name}`, () => {
    test.use({ viewport });

    test("the owner edits the short description, an administrator accepts it, and the history shows the maker", async ({
      page,
      browser,
      login,
    }, testInfo) => {
      test.setTimeout(120_000);
      const owner = await login({ email: uniqueEmail("owner", testInfo) });

      // An administrator names the owner.
      const editor = await browser.newContext({ viewport });
      const adminPage = await editor.newPage();
      await signUpAndSignIn(
        adminPage.request,
        { name: "Editor", email: admin, password: "correct-horse-42" },
        await giveOwnAddress(adminPage),
      );
      await open(adminPage, "/admin/owners");
      await adminPage.getByLabel("Tool id").fill(tool.id);
      await adminPage.getByLabel("Account email").fill(owner.email);
      await adminPage.getByRole("button", { name: "Name the owner" }).click();
      await expect(toast(adminPage, "Owner named")).toBeVisible({ timeout: 15_000 });

      await open(page, `/tool/${tool.id}/${tool.id}`);
      await page.getByRole("link", { name: "Edit your listing" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        `Edit the listing of ${tool.name}`,
      );
      await expect(
        page.getByText("An administrator checks each change before it appears"),
      ).toBeVisible();
      await expect(page.getByLabel("Use cases")).toBeVisible();
      await expect(page.getByLabel("New logo (optional)")).toBeVisible();
      await expectNoSidewaysScroll(page);
      const summary = `${tool.name} rewrites your sentences to be clearer, shorter or more formal, as you type (${testInfo.project.name}).`;
      await page.getByLabel("Short description").fill(summary);
      await page.getByRole("button", { name: "Send the changes" }).click();
      await expect(toast(page, "Changes sent")).toBeVisible({ timeout: 15_000 });
      await expect(
        page.getByRole("heading", { name: "Thank you: your changes are with the administrators" }),
      ).toBeVisible();

      await open(adminPage, "/admin");
      await adminPage.getByRole("link", { name: /Owner edits to review/ }).click();
      const item = adminPage.getByRole("listitem").filter({ hasText: `${tool.name}: 1 change` });
      await expect(item).toContainText("From the owner");
      await item.getByRole("link", { name: `${tool.name}: 1 change` }).click();
      await expect(adminPage.getByRole("heading", { level: 1 })).toHaveText(
        `Suggested edit of ${tool.name}`,
      );
      await expect(adminPage.getByText("Sent by the tool's owner")).toBeVisible();
      await expect(adminPage.getByText(summary)).toBeVisible();
      await expectNoSidewaysScroll(adminPage);
      await adminPage.getByRole("button", { name: "Apply the ticked changes" }).click();
      await expect(toast(adminPage, "Suggestion applied")).toBeVisible({ timeout: 15_000 });
      await editor.close();

      await open(page, `/tool/${tool.id}/${tool.id}`);
      const history = page.getByRole("region", { name: "History" });
      const change = history.getByRole("listitem").filter({ hasText: "Summary rewritten" });
      await expect(change).toContainText("by the maker");
      await change.getByText("Show the change").click();
      await expect(change.getByText(summary)).toBeVisible();
      await expectNoSidewaysScroll(page);
    });
  });
}
