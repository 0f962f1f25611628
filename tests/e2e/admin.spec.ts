import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { open } from "./helpers";
import { ADMIN_EMAILS } from "./ports";

const toast = (page: Page, title: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title });

test("a visitor is sent to sign in, with the spec's toast", async ({ page }) => {
  await open(page, "/admin");
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, "Access Denied")).toContainText(
    "You must be logged in to access the admin dashboard",
  );
});

test("a signed-in user who is not an administrator is sent to the dashboard", async ({
  page,
  login,
}) => {
  await login();
  await open(page, "/admin");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toast(page, "Access Denied")).toContainText(
    "You don't have permission to access the admin dashboard",
  );
});

test("an administrator sees the counts and lists, and exports every tool", async ({
  page,
  login,
}) => {
  const { email } = await login({ email: ADMIN_EMAILS[0] });
  await open(page, "/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  const totalTools = page.locator("div", {
    has: page.getByRole("heading", { name: "Total Tools" }),
  });
  const count = Number((await totalTools.last().locator("p").textContent())!.replace(/,/g, ""));
  expect(count).toBeGreaterThan(100);
  await expect(
    page.locator("div", { has: page.getByRole("heading", { name: "Admin Email" }) }).last(),
  ).toContainText(email);
  await expect(
    page.getByText(`You have ${count.toLocaleString("en-US")} tools in your database`),
  ).toBeVisible();

  await page.getByRole("tab", { name: "Categories" }).click();
  await expect(page.getByRole("tabpanel")).toContainText("Image Generation");
  await page.getByRole("tab", { name: "Pricing Options" }).click();
  await expect(page.getByRole("tabpanel")).toContainText("Freemium");

  await page.getByRole("tab", { name: "AI Tools" }).click();
  await page.getByRole("button", { name: "Check Database" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Database connected (" })).toContainText(
    "migrations applied, extensions and indexes present",
  );

  // Every bundled tool is already there.
  await page.getByRole("button", { name: "Migrate New Tools" }).click();
  await expect(toast(page, "No New Tools")).toContainText(
    "Every bundled tool is already in the database.",
  );

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export from database" }).click();
  const file = await download;
  const day = new Date().toISOString().slice(0, 10);
  expect(file.suggestedFilename()).toBe(`ai_tools_export_${day}.json`);
  const message = `Successfully exported ${count.toLocaleString("en-US")} tools from database!`;
  await expect(toast(page, message)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: message })).toBeVisible();
  const path = await file.path();
  const exported = JSON.parse(await (await import("node:fs/promises")).readFile(path, "utf8"));
  expect(exported).toHaveLength(count);

  for (const width of [320, 375, 414, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  }
});
