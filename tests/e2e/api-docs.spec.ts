import { expect, test } from "./fixtures";
import { expectNoSidewaysScroll, open } from "./helpers";

// docs/product.md#api-reference: /api-docs is read without scripts, on a phone and on a desktop,
// and nothing on it is wider than the screen.

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
]) {
  test(`the API reference reads without JavaScript at ${viewport.width} px`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport, baseURL });
    const page = await context.newPage();
    await page.goto("/api-docs");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("API Documentation");

    // The contents lead to each endpoint's section, with its parameters and an example.
    const contents = page.getByRole("navigation", { name: "Contents" });
    await contents.getByRole("link", { name: "GET /api/v1/tools/{id}/alternatives" }).click();
    await expect(page).toHaveURL(/#get-api-v1-tools-id-alternatives$/);
    const section = page.locator("#get-api-v1-tools-id-alternatives");
    await expect(section.getByRole("heading", { level: 3 })).toBeInViewport();
    await expect(
      section.getByRole("definition").filter({ hasText: "only tools that state a free plan" }),
    ).toBeVisible();
    await expect(section.getByLabel("Example: GET /api/v1/tools/{id}/alternatives")).toContainText(
      "/api/v1/tools/midjourney/alternatives?free=1",
    );
    // A schema's name links to its description.
    await section.getByRole("link", { name: "AlternativeList" }).click();
    await expect(page.locator("#schema-alternativelist").getByRole("heading")).toBeInViewport();

    // The MCP server's tools are described beside the API.
    await contents.getByRole("link", { name: "MCP server for assistants" }).click();
    await expect(page.getByRole("heading", { name: "MCP server for assistants" })).toBeInViewport();
    await expect(page.getByLabel("MCP client configuration")).toContainText('"mcpServers"');
    await expect(page.getByRole("heading", { level: 3, name: /^recommend_tools/ })).toBeVisible();

    // Every link of the contents is a comfortable tap target.
    for (const box of await contents
      .getByRole("listitem")
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height))) {
      expect(box).toBeGreaterThanOrEqual(44);
    }
    await expectNoSidewaysScroll(page);
    await context.close();
  });
}

// With JavaScript the browser keeps the reference as the server drew it, without hydrating it
// (decision 042): it is not in the page's data, the page around it works, and a visit from another
// page loads it as a document.
test("the API reference is kept as served while the page around it hydrates", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const response = await open(page, "/api-docs");
  const html = await response!.text();
  // The example of an endpoint appears once: in the reference's HTML, not again in its data.
  expect(html.split("/api/v1/tools/midjourney/alternatives?free=1").length - 1).toBe(1);

  const section = page.locator("#get-api-v1-tools-id-alternatives");
  await expect(section.getByRole("heading", { level: 3 })).toBeAttached();
  // The header hydrated: its menu opens on a phone.
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
  await page.getByRole("button", { name: "Close menu" }).click();
  // The reference's own links still work as plain anchors.
  await page
    .getByRole("navigation", { name: "Contents" })
    .getByRole("link", { name: "MCP server for assistants" })
    .click();
  await expect(page.getByRole("heading", { name: "MCP server for assistants" })).toBeInViewport();
  await expectNoSidewaysScroll(page);

  // From another page, the site's link to the reference loads it as a new document.
  await open(page, "/about");
  await page.evaluate(() => document.documentElement.setAttribute("data-before-visit", ""));
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: "API Documentation", exact: true })
    .click();
  await expect(page).toHaveURL(/\/api-docs$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("API Documentation");
  await expect(page.locator("html[data-before-visit]")).toHaveCount(0);
  await expect(section.getByLabel("Example: GET /api/v1/tools/{id}/alternatives")).toContainText(
    "/api/v1/tools/midjourney/alternatives?free=1",
  );
});
