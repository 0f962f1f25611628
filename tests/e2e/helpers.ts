import type { Page } from "@playwright/test";

/** Opens a page and waits until React has hydrated it, so clicks reach its handlers. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor();
  return response;
}
