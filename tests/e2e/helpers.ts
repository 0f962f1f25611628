import { expect, type Locator, type Page } from "@playwright/test";

/** The local-storage flag that marks this browser as subscribed to the newsletter. */
export const NEWSLETTER_SUBSCRIBED_FLAG = "aitools:newsletter-subscribed";

/**
 * Opens a page and waits until React has hydrated it, with the parts it loads later (the
 * newsletter's section, the compare picker), so clicks reach their handlers. The browser
 * is marked as subscribed first, so the newsletter pop-up does not cover the page five seconds
 * in, unless the test is about the pop-up.
 */
export async function open(page: Page, path: string, { newsletterPopup = false } = {}) {
  if (!newsletterPopup) await skipNewsletterPopup(page);
  const response = await page.goto(path);
  await hydrated(page);
  return response;
}

/** Waits until React has hydrated the page and every part it loads later. */
export async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor();
  await expect(page.locator("[data-later-part]:not([data-ready])")).toHaveCount(0);
}

/**
 * Gives the page's browser its own client address (the servers trust X-Forwarded-For in these
 * runs), so per-address limits such as those on sign-up and mail apply per test, as for real
 * visitors. Returns the address, for requests made outside the browser.
 */
export async function giveOwnAddress(page: Page) {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  const address = `10.${octet()}.${octet()}.${octet()}`;
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": address });
  return address;
}

/** Marks the browser as subscribed before any page loads, so the pop-up stays shut. */
export async function skipNewsletterPopup(page: Page) {
  await page.addInitScript(
    (flag) => window.localStorage.setItem(flag, "true"),
    NEWSLETTER_SUBSCRIBED_FLAG,
  );
}

/** The toast whose text includes `title`. */
export const toast = (page: Page, title: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title });

/** The page is no wider than the window: nothing scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The cards of the directory's list. */
export const toolCards = (page: Page) => page.locator("#tools ul li article");

/** The list shows cards, and every one of them has `has` (a filter's value, say). */
export async function expectEveryCard(page: Page, has: Locator) {
  await expect(toolCards(page).first()).toBeVisible();
  await expect(toolCards(page).filter({ hasNot: has })).toHaveCount(0);
}

/** Fills the tool page's review form: its stars, its title and its text. */
export async function writeReview(page: Page, stars: number, title: string, body: string) {
  const form = page.locator("#your-review");
  // The stars are labels over visually hidden radio buttons: click the star, as a person does.
  const radio = form.getByRole("radio", { name: new RegExp(`^${stars} stars?:`) });
  await form.locator(`label[for="${await radio.getAttribute("id")}"]`).click();
  await expect(radio).toBeChecked();
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Your review").fill(body);
}

/**
 * Fakes the page's timers and stops time, so only `page.clock.runFor` moves it: the newsletter
 * pop-up's 5-second delay is then measured exactly, however slow the machine.
 */
export async function freezeClock(page: Page) {
  await page.clock.install({ time: new Date("2026-01-05T09:00:00Z") });
  await page.clock.pauseAt(new Date("2026-01-05T09:00:01Z"));
}
