import { uniqueEmail } from "../helpers";
import { waitForMail } from "./accounts-helpers";
import { expect, signUpAndSignIn, test } from "./fixtures";
import { expectNoSidewaysScroll, giveOwnAddress, open, toast } from "./helpers";
import { ADMIN_EMAILS } from "./ports";

// Facts with their sources, the public history and a suggested edit from the tool page to the
// administrators' queue and back, to the email of the people who saved the tool (decision 026),
// on a phone and on a desktop.

const WIDTHS = [
  {
    name: "375 px",
    viewport: { width: 375, height: 800 },
    tool: { id: "elicit", name: "Elicit", pricingPage: "https://elicit.com/pricing" },
    admin: ADMIN_EMAILS[17],
  },
  {
    name: "1280 px",
    viewport: { width: 1280, height: 900 },
    tool: { id: "consensus", name: "Consensus", pricingPage: "https://consensus.app/pricing" },
    admin: ADMIN_EMAILS[18],
  },
];

for (const { name, viewport, tool, admin } of WIDTHS) {
  test.describe(`facts and sources at ${name}`, () => {
    test.use({ viewport });

    test("a tool page names each fact's source, and compare shows them row by row", async ({
      page,
    }) => {
      await open(page, `/tool/${tool.id}/${tool.id}`);
      const facts = page.getByRole("region", { name: "Facts and sources" });
      const pricing = facts.getByRole("definition").first();
      await expect(pricing.getByRole("link")).toHaveAttribute("href", tool.pricingPage);
      await expect(pricing).toContainText("Source given, not yet confirmed.");
      await expect(page.getByText("Facts checked")).toHaveCount(0);
      await expect(page.getByRole("region", { name: "History" })).toContainText(
        "No changes since it was listed on",
      );
      await expectNoSidewaysScroll(page);

      await open(page, `/compare?tools=${tool.id},perplexity`);
      // Each fact is a row of its own (below 768 px its label heads the values, above it leads
      // them); the values say where they come from.
      const table = page.getByRole("table");
      await expect(table.getByRole("row", { name: /^Starting price/ }).first()).toBeVisible();
      await expect(table).toContainText("$20 a month");
      await expect(table).toContainText("Source: perplexity.ai/pro.");
      await expect(table).toContainText("No source given yet.");
      await expectNoSidewaysScroll(page);
    });

    test("a suggested edit, once applied, changes the page and its history and is emailed to savers", async ({
      page,
      browser,
      login,
    }, testInfo) => {
      test.setTimeout(120_000);
      const suggester = await login({ email: uniqueEmail("suggester", testInfo) });
      await open(page, `/tool/${tool.id}/${tool.id}`);
      // The suggester keeps the tool in the toolkit, so its changes are emailed to them too.
      await page.getByRole("button", { name: /Save to Toolkit/ }).click();
      await expect(page.getByRole("button", { name: /Saved to Toolkit/ })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await page.getByRole("link", { name: "Suggest an edit" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        `Suggest an edit of ${tool.name}`,
      );
      const box = page.getByRole("group", { name: "Starting price" });
      await box.getByLabel("Amount").fill("12");
      await box.getByLabel("Currency").fill("usd");
      await box.getByLabel("Period").selectOption("month");
      // The browser checks the source with the server's rule before sending.
      await box.getByLabel("Source").fill("http://example.com/pricing");
      await page.getByRole("button", { name: "Send suggestion" }).click();
      await expect(
        box.getByText("The source of starting price must be an https:// address."),
      ).toBeVisible();
      await box.getByLabel("Source").fill(tool.pricingPage);
      await expectNoSidewaysScroll(page);
      await page.getByRole("button", { name: "Send suggestion" }).click();
      await expect(toast(page, "Suggestion sent")).toBeVisible({ timeout: 15_000 });
      await expect(
        page.getByRole("heading", { name: "Thank you for your suggestion" }),
      ).toBeVisible();

      const editor = await browser.newContext({ viewport });
      const adminPage = await editor.newPage();
      const address = await giveOwnAddress(adminPage);
      await signUpAndSignIn(
        adminPage.request,
        { name: "Editor", email: admin, password: "correct-horse-42" },
        address,
      );
      await open(adminPage, "/admin/edits");
      await adminPage.getByRole("link", { name: `${tool.name}: 4 changes` }).click();
      await expect(adminPage.getByRole("heading", { level: 1 })).toHaveText(
        `Suggested edit of ${tool.name}`,
      );
      await expect(adminPage.getByText(suggester.email)).toBeVisible();
      await expectNoSidewaysScroll(adminPage);
      await adminPage.getByRole("button", { name: "Apply the ticked changes" }).click();
      await expect(toast(adminPage, "Suggestion applied")).toBeVisible({ timeout: 15_000 });
      await editor.close();

      await open(page, `/tool/${tool.id}/${tool.id}`);
      const price = page
        .getByRole("region", { name: "Facts and sources" })
        .getByRole("definition")
        .nth(1);
      await expect(price).toContainText("$12 a month");
      await expect(price).toContainText("by an accepted suggestion.");
      await expect(page.getByRole("region", { name: "History" })).toContainText(
        "Starting price: not stated → $12 a month",
      );
      await expectNoSidewaysScroll(page);

      const mail = await waitForMail(
        suggester.email,
        `Your suggested edit of ${tool.name} was accepted`,
        { containing: `${new URL(page.url()).origin}/` },
      );
      expect(mail.text).toContain(`we checked your suggested edit of ${tool.name} and applied it`);

      // The alert to the people who saved the tool: the change, its source, the history's link
      // and a one-click way out.
      const origin = new URL(page.url()).origin;
      const alert = await waitForMail(suggester.email, "Changes to the tools you saved", {
        containing: `${origin}/`,
      });
      expect(alert.text).toContain(
        `- Starting price: not stated → $12 a month (source: ${tool.pricingPage})`,
      );
      expect(alert.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
      const history = alert.text.match(/Every change to it: (\S+)/)?.[1];
      expect(history).toBe(`${origin}/tool/${tool.id}/${tool.id}#history-heading`);
      await page.goto(history!);
      await expect(page.getByRole("region", { name: "History" })).toContainText("$12 a month");
      const unsubscribe = alert.text.match(/Turn off these emails: (\S+)/)?.[1];
      await page.goto(unsubscribe!);
      await page.getByRole("button", { name: "Turn off these emails" }).click();
      await expect(page.getByRole("heading", { name: "Alerts are off" })).toBeVisible();
      await expectNoSidewaysScroll(page);
    });
  });
}
