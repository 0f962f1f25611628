import { uniqueEmail } from "../helpers";
import { expect, test } from "./fixtures";
import { giveOwnAddress, open, toast } from "./helpers";
import { ADMIN_EMAILS } from "./ports";

// A visitor reports a listing, and an administrator resolves it in the queue (decision 018).

const PAYLOAD = "<script>window.injected = 1</script>";

test("a visitor reports a listing, and an administrator resolves it in the queue", async ({
  page,
  browser,
  login,
}, testInfo) => {
  test.setTimeout(90_000);
  const stamp = `${testInfo.project.name}${Date.now().toString(36)}`;
  const note = `The free plan ended in ${stamp}. ${PAYLOAD}`;
  const reporter = uniqueEmail("reporter", testInfo);

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await giveOwnAddress(visitorPage);
  await open(visitorPage, "/tool/perplexity/perplexity");
  await visitorPage.getByRole("link", { name: "Report an issue" }).click();
  await expect(visitorPage.getByRole("heading", { level: 1 })).toHaveText(
    "Report an issue with Perplexity",
  );
  // The browser checks the form with the server's schema before sending it.
  await visitorPage.getByRole("button", { name: "Send report" }).click();
  await expect(visitorPage.getByText("Choose what is wrong with this listing.")).toBeVisible();
  await visitorPage.getByLabel("Wrong pricing").check();
  await visitorPage.getByLabel("Note (optional)").fill(note);
  await visitorPage.getByLabel("Email (optional)").fill(reporter);
  await visitorPage.getByRole("button", { name: "Send report" }).click();
  await expect(toast(visitorPage, "Report sent")).toBeVisible({ timeout: 15_000 });
  await expect(
    visitorPage.getByRole("heading", { name: "Thank you for your report" }),
  ).toBeVisible();
  // The tool's page shows nothing of it.
  await visitorPage.getByRole("link", { name: "Back to Perplexity" }).click();
  await expect(visitorPage.getByRole("heading", { level: 1 })).toHaveText("Perplexity");
  await expect(visitorPage.getByText(stamp)).toHaveCount(0);
  await visitor.close();

  await login({ email: ADMIN_EMAILS[11] });
  await open(page, "/admin");
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Reports" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reports");
  const group = page.getByRole("listitem", { name: "Perplexity" });
  await expect(group.getByRole("link", { name: "Perplexity", exact: true })).toHaveAttribute(
    "href",
    "/admin/tools/perplexity",
  );
  const item = group.getByRole("listitem").filter({ hasText: stamp });
  await expect(item).toContainText("Wrong pricing");
  await expect(item).toContainText(note);
  await expect(item).toContainText("Visitor");
  await expect(item.getByRole("link", { name: reporter })).toHaveAttribute("href", /^mailto:/);
  expect(await page.evaluate(() => "injected" in window)).toBe(false);

  await item.getByText("Decide this report").click();
  await item.getByLabel(/^Resolved/).check();
  await item.getByLabel("Note (optional)").fill(`Pricing updated ${stamp}.`);
  await item.getByRole("button", { name: "Save decision" }).click();
  await expect(toast(page, "Report resolved")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("main").getByText(note)).toHaveCount(0);

  await page.getByRole("link", { name: /^Resolved \(/ }).click();
  await expect(page).toHaveURL(/status=resolved/);
  const decided = page.getByRole("listitem").filter({ hasText: stamp }).last();
  await expect(decided).toContainText(`Resolved by ${ADMIN_EMAILS[11]}`);
  await expect(decided).toContainText(`Pricing updated ${stamp}.`);
});
