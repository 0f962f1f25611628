import type { Browser, Page } from "@playwright/test";
import { slugify } from "~/features/catalogue/tool";
import { REVIEW_MESSAGES } from "~/features/reviews/constants";
import { adminToolForm } from "../factories";
import { uniqueEmail } from "../helpers";
import { signUpThroughForm, signInThroughForm } from "./accounts-helpers";
import { expect, signUpAndSignIn, test } from "./fixtures";
import { giveOwnAddress, open, toast, writeReview } from "./helpers";
import { ADMIN_EMAILS } from "./ports";

// Users' reviews and the figures they make (decision 017), in a real browser.

const ADMIN = "admin-reviews@example.com";
const WITHDRAWN_ADMIN = "admin-withdrawn-reviews@example.com";
const PASSWORD = "correct-horse-42";

/** A new browser context signed in as a fresh confirmed user (or `email`). */
async function signedInContext(browser: Browser, baseURL: string, email: string, name: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const address = await giveOwnAddress(page);
  await signUpAndSignIn(page.request, { name, email, password: PASSWORD }, address);
  return page;
}

/** Publishes a tool of our own through the admin editor, so no other test's lists move. */
async function publishTool(admin: Page, id: string, name: string) {
  const body = adminToolForm({
    id,
    name,
    url: `https://${id}.example.com`,
    status: "published",
    // No editor's rating: the tool sorts after every rated one until reviewed.
    editorialRating: "",
  });
  const created = await admin.request.post("/admin/tools/new", {
    data: body.toString(),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    maxRedirects: 0,
  });
  expect(created.status(), await created.text()).toBe(302);
}

const rating = (page: Page) => page.locator("main h1 + div [data-rating]");

test("a review moves the rating on the card, the page and compare, and back when deleted", async ({
  page,
  browser,
  login,
}, testInfo) => {
  test.setTimeout(120_000);
  expect(ADMIN_EMAILS).toContain(ADMIN);
  const baseURL = testInfo.project.use.baseURL!;
  const stamp = `${testInfo.project.name}${Date.now().toString(36)}`;
  const id = `reviewbird-${stamp}`;
  const name = `Reviewbird ${stamp}`;
  const path = `/tool/${id}/${slugify(name)}`;
  const admin = await signedInContext(browser, baseURL, ADMIN, "Rita Keeper");
  await publishTool(admin, id, name);

  // Someone who has not confirmed their address cannot sign in, so cannot review.
  const unconfirmedContext = await browser.newContext({ baseURL });
  const unconfirmed = await unconfirmedContext.newPage();
  const pending = uniqueEmail("unconfirmed", testInfo);
  await signUpThroughForm(unconfirmed, pending, PASSWORD);
  await signInThroughForm(unconfirmed, pending, PASSWORD);
  await expect(unconfirmed).toHaveURL(/\/login/);
  await open(unconfirmed, path);
  await expect(unconfirmed.locator("#reviews")).toContainText(`Sign in to review ${name}.`);
  await expect(unconfirmed.locator("#your-review")).toHaveCount(0);
  await unconfirmedContext.close();

  await login({ name: "Wren Reader" });
  await open(page, path);
  await expect(rating(page)).toContainText("No reviews yet");
  // A second tab, opened before the review is published.
  const staleTab = await page.context().newPage();
  await open(staleTab, path);

  await writeReview(
    page,
    2,
    "Handy but slow",
    "It sorted my inbox well, but each run took minutes.",
  );
  await page.getByRole("button", { name: "Publish review" }).click();
  await expect(toast(page, "Review published")).toBeVisible();
  await expect(rating(page)).toContainText("2.0");
  await expect(rating(page)).toContainText("(1 review)");
  await expect(page.locator("#reviews ol")).toContainText("Handy but slow");
  await expect(page.locator("#reviews ol")).toContainText("Wren Reader");

  // The stale tab's second review is refused, with what to do instead.
  await writeReview(staleTab, 5, "Again", "A second review of the same tool, from another tab.");
  await staleTab.getByRole("button", { name: "Publish review" }).click();
  await expect(staleTab.locator("#your-review")).toContainText(
    "You have already reviewed this tool. Edit your review instead.",
  );
  await staleTab.close();

  // The card in search results and the compare table say the same.
  await open(page, `/?q=${encodeURIComponent(name)}`);
  const card = page.locator("article").filter({ hasText: name }).first();
  await expect(card).toContainText("(1 review)");
  await open(page, `/compare?tools=${id},chatgpt`);
  const row = page.locator("tr", {
    has: page.locator('th[scope="row"]', { hasText: /^Rating$/ }),
  });
  await expect(row).toContainText("2.0");
  await expect(row).toContainText("(1 review)");
  await expect(row).toContainText("No reviews yet");

  // Edit, then delete: the figures follow each time.
  await open(page, path);
  await writeReview(
    page,
    1,
    "Too slow for me",
    "Each run took minutes, so I went back to sorting by hand.",
  );
  await page.getByRole("button", { name: "Update review" }).click();
  await expect(toast(page, "Review updated")).toBeVisible();
  await expect(rating(page)).toContainText("1.0");
  await page.getByRole("button", { name: "Delete review" }).click();
  await expect(toast(page, "Review deleted")).toBeVisible();
  await expect(rating(page)).toContainText("No reviews yet");
  await open(page, `/?q=${encodeURIComponent(name)}`);
  await expect(page.locator("article").filter({ hasText: name }).first()).toContainText(
    "No reviews yet",
  );

  // Two reviews, then an administrator hides one: the rating follows.
  await open(page, path);
  await writeReview(page, 2, "Back for another go", "Faster since the update, still not quick.");
  await page.getByRole("button", { name: "Publish review" }).click();
  await expect(toast(page, "Review published")).toBeVisible();
  const other = await signedInContext(
    browser,
    baseURL,
    uniqueEmail("user", testInfo),
    "Spam Sender",
  );
  await open(other, path);
  await writeReview(
    other,
    1,
    `Cheap followers ${stamp}`,
    "Visit my site for cheap followers and likes today.",
  );
  await other.getByRole("button", { name: "Publish review" }).click();
  await expect(toast(other, "Review published")).toBeVisible();
  await expect(rating(other)).toContainText("1.5");
  await expect(rating(other)).toContainText("(2 reviews)");

  await open(admin, "/admin/reviews");
  const item = admin.getByRole("listitem").filter({ hasText: `Cheap followers ${stamp}` });
  await item.getByText("Hide this review").click();
  await item.getByLabel("Reason", { exact: true }).selectOption("Spam or advertising.");
  await item.getByRole("button", { name: "Hide review" }).click();
  await expect(toast(admin, "Review hidden")).toBeVisible();
  await open(page, path);
  await expect(rating(page)).toContainText("2.0");
  await expect(rating(page)).toContainText("(1 review)");
  await expect(page.locator("#reviews")).not.toContainText("Cheap followers");
  // The writer is told why.
  await open(other, "/dashboard/reviews");
  await expect(other.getByRole("main")).toContainText(
    "Hidden by an administrator: Spam or advertising.",
  );
});

test("a hidden review its author deleted leaves a notice on the tool's page instead of the form", async ({
  page,
  browser,
  login,
}, testInfo) => {
  test.setTimeout(120_000);
  expect(ADMIN_EMAILS).toContain(WITHDRAWN_ADMIN);
  const baseURL = testInfo.project.use.baseURL!;
  const stamp = `${testInfo.project.name}${Date.now().toString(36)}`;
  const id = `hiddenbird-${stamp}`;
  const name = `Hiddenbird ${stamp}`;
  const path = `/tool/${id}/${slugify(name)}`;
  const title = `Follow my channel ${stamp}`;
  const admin = await signedInContext(browser, baseURL, WITHDRAWN_ADMIN, "Rita Keeper");
  await publishTool(admin, id, name);

  await login({ name: "Rook Writer" });
  await open(page, path);
  await writeReview(page, 1, title, "Subscribe to my channel for the real answers about this.");
  await page.getByRole("button", { name: "Publish review" }).click();
  await expect(toast(page, "Review published")).toBeVisible();
  await open(admin, "/admin/reviews");
  const item = admin.getByRole("listitem").filter({ hasText: title });
  await item.getByText("Hide this review").click();
  await item.getByLabel("Reason", { exact: true }).selectOption("Spam or advertising.");
  await item.getByRole("button", { name: "Hide review" }).click();
  await expect(toast(admin, "Review hidden")).toBeVisible();

  // Its writer is told what deleting it does, before they delete it.
  await open(page, "/dashboard/reviews");
  await expect(page.getByRole("main")).toContainText(REVIEW_MESSAGES.hiddenDelete);
  await page.getByRole("button", { name: "Delete review" }).click();
  await expect(toast(page, "Review withdrawn")).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText(title);

  await open(page, path);
  const reviews = page.locator("#reviews");
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const notice = reviews.getByRole("note");
    await expect(notice).toContainText(REVIEW_MESSAGES.hidden);
    await expect(reviews.locator("#your-review")).toHaveCount(0);
    await expect(reviews.getByRole("button", { name: "Publish review" })).toHaveCount(0);
    const contact = notice.getByRole("link", { name: "Open the contact page" });
    await expect(contact).toHaveAttribute("href", "/contact");
    expect((await contact.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  }

  // The administrators see it as withdrawn: it cannot be shown again, only removed, which lets
  // its writer review the tool again.
  await open(admin, "/admin/reviews?status=hidden");
  const withdrawn = admin.getByRole("listitem").filter({ hasText: title });
  await expect(withdrawn).toContainText("Withdrawn by its author on");
  await expect(withdrawn.getByRole("button", { name: "Show again" })).toHaveCount(0);
  await withdrawn.getByText("Remove record").click();
  await withdrawn.getByRole("button", { name: "Remove for good" }).click();
  await expect(toast(admin, "Review removed")).toBeVisible();
  await open(page, path);
  await expect(page.locator("#your-review")).toContainText(`Review ${name}`);
  await expect(page.getByRole("button", { name: "Publish review" })).toBeVisible();
});
