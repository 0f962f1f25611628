import { expect, test } from "./fixtures";
import { open } from "./helpers";

test("screenshots of the review pages", async ({ page, login }, testInfo) => {
  test.skip(testInfo.project.name !== "pglite");
  test.setTimeout(120_000);
  await login({ name: "Screenshot Reader" });
  const path = "/tool/whisper/whisper";
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await open(page, path);
    await page.locator("#reviews").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots/tool-form-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  const form = page.locator("#your-review");
  const radio = form.getByRole("radio", { name: /^4 stars/ });
  await form.locator(`label[for="${await radio.getAttribute("id")}"]`).click();
  await form.getByLabel("Title").fill("Accurate transcripts of long interviews");
  await form.getByLabel("Your review").fill("I ran two hours of interviews through it; names were the only thing I had to fix.\nIt runs locally, so nothing leaves my laptop.");
  await page.getByRole("button", { name: "Publish review" }).click();
  await expect(page.locator("#reviews ol")).toContainText("Accurate transcripts");
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await open(page, path);
    await page.screenshot({ path: `/tmp/shots/tool-reviewed-${width}.png`, fullPage: true });
    await open(page, "/dashboard/reviews");
    await page.screenshot({ path: `/tmp/shots/dashboard-reviews-${width}.png`, fullPage: true });
    await open(page, "/compare?tools=whisper,chatgpt");
    await page.screenshot({ path: `/tmp/shots/compare-${width}.png`, fullPage: true });
    await open(page, "/?q=whisper");
    await page.screenshot({ path: `/tmp/shots/home-${width}.png` });
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scroll).toBeLessThanOrEqual(width);
  }
  // Put the catalogue back as it was for the other tests.
  await open(page, path);
  await page.getByRole("button", { name: "Delete review" }).click();
  await expect(page.locator("main h1 + div [data-rating]")).toContainText("No reviews yet");
});
