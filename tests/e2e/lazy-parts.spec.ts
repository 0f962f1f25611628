import type { Locator, Page } from "@playwright/test";
import { uniqueEmail } from "../helpers";
import { expect, test } from "./fixtures";
import {
  expectEveryCard,
  expectNoSidewaysScroll,
  freezeClock,
  giveOwnAddress,
  open,
  skipNewsletterPopup,
  toast,
  toolCards,
  writeReview,
} from "./helpers";

// The parts of the site a page loads only once a visitor reaches for them (a form's checks, the
// toasts, the newsletter pop-up), and the dialogs, tabs, compare picker and filter panel beside
// them, on a phone: each works as before, the forms without JavaScript too, and no page they are
// on scrolls sideways.

test.use({ viewport: { width: 375, height: 812 } });

/** Each test posts from its own address, so the per-address limits apply per test. */
test.beforeEach(async ({ page }) => {
  await giveOwnAddress(page);
});

/** A tool no other browser test reads, so a review of it moves no other test's list. */
const REVIEWED_TOOL = { name: "Jobscan", path: "/tool/jobscan/jobscan" };
const REVIEW_ERRORS = [
  "Choose from 1 to 5 stars.",
  "Give your review a title of 3 to 100 characters.",
  "Write 20 to 2,000 characters about the tool.",
];

const newsletterSection = (page: Page) => page.locator("section#newsletter");

/** The home page's directory, a part whose code comes after the page's first scripts. */
const directoryPart = (page: Page) =>
  page.locator("[data-later-part]", { has: page.locator("#tools-heading") });

/**
 * In a newsletter form (`within`): an address without a domain is refused with the field's
 * message, then `email` is sent. Returns the address field.
 */
async function refusesThenSubscribes(within: Locator, email: string) {
  const field = within.getByLabel("Email address");
  await field.click();
  await field.fill("reader@example");
  await within.getByRole("button", { name: "Subscribe" }).click();
  await expect(within.getByRole("alert")).toHaveText("Please enter a valid email address.");
  await field.fill(email);
  await within.getByRole("button", { name: "Subscribe" }).click();
  return field;
}

test.describe("forms check their fields once used", () => {
  test("the newsletter section refuses an address without a domain, then subscribes", async ({
    page,
  }, testInfo) => {
    await open(page, "/blog");
    await expectNoSidewaysScroll(page);
    const section = newsletterSection(page);
    const field = await refusesThenSubscribes(section, uniqueEmail("lazy-section", testInfo));
    await expect(toast(page, "Please confirm your subscription")).toBeVisible();
    await expect(section.getByRole("alert")).toHaveCount(0);
    await expect(field).toHaveValue("");
    await expectNoSidewaysScroll(page);
  });

  test("the review form on a tool's page shows each message, then publishes", async ({
    page,
    login,
  }, testInfo) => {
    await login({ name: "Lazy Reviewer" });
    await open(page, REVIEWED_TOOL.path);
    await expectNoSidewaysScroll(page);
    const form = page.locator("#your-review");
    await form.getByLabel("Title").click();
    await form.getByLabel("Title").fill("ab");
    await form.getByLabel("Your review").fill("Too short");
    await form.getByRole("button", { name: "Publish review" }).click();
    for (const message of REVIEW_ERRORS) await expect(form.getByText(message)).toBeVisible();
    await expectNoSidewaysScroll(page);

    const title = `Handy on a phone ${testInfo.project.name}`;
    await writeReview(page, 4, title, "It matched my resume to the job ad in a few seconds.");
    await form.getByRole("button", { name: "Publish review" }).click();
    await expect(toast(page, "Review published")).toBeVisible();
    await expect(page.locator("#reviews ol")).toContainText(title);
    await expectNoSidewaysScroll(page);

    // Deleted again, so the tool's rating is as the catalogue has it.
    await page.getByRole("button", { name: "Delete review" }).click();
    await expect(toast(page, "Review deleted")).toBeVisible();
  });

  test("the contact form shows a field's message, then sends", async ({ page }) => {
    await open(page, "/contact");
    await expectNoSidewaysScroll(page);
    await page.getByLabel("Name").click();
    await page.getByLabel("Name").fill("A");
    await page.getByLabel("Email").fill("grace@example.com");
    await page.getByLabel("Subject").fill("A listing is out of date");
    await page.getByLabel("Message").fill("The pricing of one tool changed last month.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Name must be at least 2 characters.")).toBeVisible();

    await page.getByLabel("Name").fill("Grace Hopper");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: "Thank you for your message!" })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});

test.describe("forms without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the newsletter section posts to the server, which answers with the message or the confirmation", async ({
    page,
  }, testInfo) => {
    await page.goto("/blog");
    await expectNoSidewaysScroll(page);
    await newsletterSection(page).getByLabel("Email address").fill("reader@example");
    await newsletterSection(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(newsletterSection(page).getByRole("alert")).toHaveText(
      "Please enter a valid email address.",
    );
    await expectNoSidewaysScroll(page);

    await newsletterSection(page)
      .getByLabel("Email address")
      .fill(uniqueEmail("lazy-noscript", testInfo));
    await newsletterSection(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("status")).toContainText("Please confirm your subscription.");
    await expectNoSidewaysScroll(page);
  });

  test("the review form posts to the server, which answers with the messages or the confirmation", async ({
    page,
    login,
  }, testInfo) => {
    await login({ name: "Plain Reviewer" });
    await page.goto(REVIEWED_TOOL.path);
    await expectNoSidewaysScroll(page);
    const form = page.locator("#your-review");
    await form.getByLabel("Title").fill("ab");
    await form.getByRole("button", { name: "Publish review" }).click();
    for (const message of REVIEW_ERRORS) await expect(form.getByText(message)).toBeVisible();
    await expectNoSidewaysScroll(page);

    const title = `Plain and quick ${testInfo.project.name}`;
    await writeReview(page, 3, title, "Matched my resume to the ad without any scripts running.");
    await form.getByRole("button", { name: "Publish review" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Review published." })).toBeVisible();
    await expect(page.locator("#reviews ol")).toContainText(title);
    await expectNoSidewaysScroll(page);

    // Deleted again, so the tool's rating is as the catalogue has it.
    await page.getByRole("button", { name: "Delete review" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Review deleted." })).toBeVisible();
  });

  test("the contact form posts to the server, which answers with the message or the thanks", async ({
    page,
  }) => {
    await page.goto("/contact");
    await expectNoSidewaysScroll(page);
    await page.getByLabel("Name").fill("A");
    await page.getByLabel("Email").fill("grace@example.com");
    await page.getByLabel("Subject").fill("A listing is out of date");
    await page.getByLabel("Message").fill("The pricing of one tool changed last month.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Name must be at least 2 characters.")).toBeVisible();
    await expectNoSidewaysScroll(page);

    await page.getByLabel("Name").fill("Grace Hopper");
    await page.getByLabel("Email").fill("grace@example.com");
    await page.getByLabel("Subject").fill("A listing is out of date");
    await page.getByLabel("Message").fill("The pricing of one tool changed last month.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: "Thank you for your message!" })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});

test("the newsletter section is shown from the server's page, unmoved, while its code arrives after the page's", async ({
  page,
}, testInfo) => {
  await skipNewsletterPopup(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await page.route("**/assets/newsletter-section-*.js", async (route) => {
    asked.push(route.request().url());
    await held;
    await route.continue();
  });
  await page.goto("/blog");
  await page.locator("html[data-hydrated]").waitFor();

  // The rest of the page is interactive; the section is the server's HTML, its code still held.
  const part = page.locator("[data-later-part]", { has: newsletterSection(page) });
  await expect.poll(() => asked.length).toBe(1);
  await expect(part).not.toHaveAttribute("data-ready");
  await expect(newsletterSection(page).getByRole("button", { name: "Subscribe" })).toBeVisible();
  const before = await newsletterSection(page).boundingBox();

  release();
  await expect(part).toHaveAttribute("data-ready", "");
  expect(await newsletterSection(page).boundingBox()).toEqual(before);
  await refusesThenSubscribes(newsletterSection(page), uniqueEmail("later-section", testInfo));
  await expect(toast(page, "Please confirm your subscription")).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test("resetting the directory's filters shows the first toast of the visit", async ({ page }) => {
  await open(page, "/?pricing=Freemium");
  await expectNoSidewaysScroll(page);
  await page.getByRole("button", { name: /^Filters\b/ }).click();
  await page
    .getByRole("region", { name: "Filters" })
    .getByRole("button", { name: "Reset All" })
    .click();
  await expect(toast(page, "Filters reset")).toContainText(
    "All filters have been reset to default values.",
  );
  await expect(page).not.toHaveURL(/pricing=/);
  await expectNoSidewaysScroll(page);
});

test("the replace dialog on compare opens named, closes with Escape and gives focus back", async ({
  page,
}) => {
  await open(page, "/compare?tools=chatgpt,claude");
  await expectNoSidewaysScroll(page);
  const replace = page.getByRole("button", { name: "Replace Claude" });
  await replace.click();
  const dialog = page.getByRole("dialog", { name: "Replace Claude" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("searchbox")).toBeFocused();
  await expectNoSidewaysScroll(page);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(replace).toBeFocused();
});

test("the arrow keys move between a tool's tabs and show each one's panel", async ({ page }) => {
  await open(page, "/tool/chatgpt/chatgpt");
  await expectNoSidewaysScroll(page);
  const tabs = page.getByRole("tablist", { name: "ChatGPT: pros, cons and use cases" });
  const panel = page.getByRole("tabpanel");
  await expect(panel).toHaveAccessibleName("Pros");
  const pros = await panel.textContent();

  await tabs.getByRole("tab", { name: "Pros" }).click();
  await page.keyboard.press("ArrowRight");
  const cons = tabs.getByRole("tab", { name: "Cons" });
  await expect(cons).toBeFocused();
  await expect(cons).toHaveAttribute("aria-selected", "true");
  await expect(panel).toHaveAccessibleName("Cons");
  await expect(panel).not.toHaveText(pros!);

  // From the first tab, Left goes round to the last.
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  const useCases = tabs.getByRole("tab", { name: "Use Cases" });
  await expect(useCases).toBeFocused();
  await expect(useCases).toHaveAttribute("aria-selected", "true");
  await expect(panel).toHaveAccessibleName("Use Cases");
  await expectNoSidewaysScroll(page);
});

test("a tool added in the home page's compare picker is in the comparison", async ({ page }) => {
  await open(page, "/#compare");
  await expectNoSidewaysScroll(page);
  const picker = page.locator("#compare");
  const selected = picker
    .getByRole("complementary", { name: "Selected tools" })
    .getByRole("listitem");
  await picker.getByRole("searchbox", { name: "Find tools to compare" }).fill("deepl");
  const deepl = picker.getByRole("button", { name: /DeepL/ });
  await expect(deepl).toHaveAttribute("aria-pressed", "false");
  await deepl.click();
  await expect(deepl).toHaveAttribute("aria-pressed", "true");
  await expect(selected.filter({ hasText: "DeepL" })).toHaveCount(1);
  await expectNoSidewaysScroll(page);

  await picker.getByRole("link", { name: "Compare Now" }).click();
  await expect(page).toHaveURL(/\/compare\?tools=.*deepl/);
  // A phone shows two tools at a time: the newest pick is the third column.
  await expect(page.getByText("Viewing 1-2 of 3 tools")).toBeVisible();
  await page.getByRole("button", { name: "Next tools" }).click();
  await expect(page.getByText("Viewing 2-3 of 3 tools")).toBeVisible();
  await expect(page.getByRole("columnheader", { name: /DeepL/ })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test("the Filters button opens the phone's panel, and a pricing choice narrows the list", async ({
  page,
}) => {
  await open(page, "/");
  await expectNoSidewaysScroll(page);
  const button = page.getByRole("button", { name: /^Filters\b/ });
  const panel = page.getByRole("region", { name: "Filters" });
  await expect(panel).toBeHidden();
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(panel).toBeVisible();
  await expectNoSidewaysScroll(page);

  await panel.getByLabel("Pricing", { exact: true }).selectOption("Free");
  await expect(page).toHaveURL(/pricing=Free(&|$)/);
  await expectEveryCard(page, page.getByText("Free", { exact: true }));
  await panel.getByRole("button", { name: /^Show \d+ tools?$/ }).click();
  await expect(panel).toBeHidden();
  await expect(button).toHaveAccessibleName("Filters, 1 active");
  await expectNoSidewaysScroll(page);
});

test("the phone's filter panel opens with the server's fields while their code is still on its way", async ({
  page,
}) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await page.route("**/assets/tool-filter-fields-*.js", async (route) => {
    asked.push(route.request().url());
    await held;
    await route.continue();
  });
  await page.goto("/");
  await page.locator("html[data-hydrated]").waitFor();

  // The button and its panel are the directory's own: they work once its code has hydrated it,
  // while the fields' code is still held.
  const button = page.getByRole("button", { name: /^Filters\b/ });
  const panel = page.getByRole("region", { name: "Filters" });
  const fields = panel.locator("[data-later-part]");
  await expect.poll(() => asked.length).toBe(1);
  await expect(directoryPart(page)).toHaveAttribute("data-ready", "");
  await button.click();
  await expect(panel).toBeVisible();
  await expect(fields).not.toHaveAttribute("data-ready");
  const pricing = panel.getByLabel("Pricing", { exact: true });
  await expect(pricing).toBeVisible();
  await expect(panel.getByRole("checkbox", { name: "API" })).toBeVisible();
  // Where the field is on the page (the panel scrolls into view as it opens).
  const place = () =>
    pricing.evaluate((field) => {
      const box = field.getBoundingClientRect();
      return {
        top: box.top + window.scrollY,
        left: box.left,
        width: box.width,
        height: box.height,
      };
    });
  const before = await place();
  await expectNoSidewaysScroll(page);

  release();
  await expect(fields).toHaveAttribute("data-ready", "");
  expect(await place()).toEqual(before);
  await pricing.selectOption("Free");
  await expect(page).toHaveURL(/pricing=Free(&|$)/);
  await expectEveryCard(page, page.getByText("Free", { exact: true }));
});

test("the newsletter pop-up appears, and its form refuses a bad address, then subscribes", async ({
  page,
}, testInfo) => {
  await freezeClock(page);
  await open(page, "/blog", { newsletterPopup: true });
  // It opens five seconds after the page has loaded; from then on time runs for the form.
  await page.clock.runFor(5_100);
  await page.clock.resume();
  const dialog = page.getByRole("dialog", { name: "Get the best new AI tools, weekly" });
  await expect(dialog).toBeVisible();
  await expectNoSidewaysScroll(page);
  await refusesThenSubscribes(dialog, uniqueEmail("lazy-popup", testInfo));
  await expect(page.getByRole("dialog", { name: "Thank you for subscribing!" })).toBeVisible();
  await expect(toast(page, "Please confirm your subscription")).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test("a search from the hero while the directory's code is on its way keeps the list shown, then shows the search's", async ({
  page,
}) => {
  await skipNewsletterPopup(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await page.route("**/assets/directory-*.js", async (route) => {
    asked.push(route.request().url());
    await held;
    await route.continue();
  });
  await page.goto("/");
  await page.locator("html[data-hydrated]").waitFor();
  await expect.poll(() => asked.length).toBe(1);
  await expect(directoryPart(page)).not.toHaveAttribute("data-ready");
  const heading = page.locator("#tools");
  const allTools = await heading.getByText(/^\d+ tools$/).textContent();

  // The hero's search is the page's own; the directory keeps the server's list meanwhile.
  const hero = page.getByRole("searchbox", { name: "Search AI tools" });
  await hero.fill("video editing");
  await hero.press("Enter");
  await expect(page).toHaveURL(/[?&]q=video(\+|%20)editing/);
  await expect(page.locator('main:not([aria-busy="true"])')).toBeVisible();
  await expect(heading.getByText(allTools!, { exact: true })).toBeVisible();
  await expect(toolCards(page).first()).toBeVisible();

  release();
  await expect(directoryPart(page)).toHaveAttribute("data-ready", "");
  await expect(heading.getByText(/^\d+ tools? matching "video editing"$/)).toBeVisible();
  await expect(heading.getByText(allTools!, { exact: true })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
});

test("offline, a part whose code cannot be fetched leaves the page as it is", async ({
  page,
  context,
}) => {
  await freezeClock(page);
  await open(page, "/blog", { newsletterPopup: true });
  const heading = page.getByRole("heading", { level: 1 });
  const title = await heading.textContent();
  // The pop-up's code is fetched when it opens, five seconds in: by then the visitor is offline.
  await context.setOffline(true);
  const failed = page.waitForEvent("requestfailed", (request) =>
    request.url().includes("newsletter-popup-dialog"),
  );
  await page.clock.runFor(5_100);
  await failed;
  // Time enough on the page's clock for React to draw what the failure leads to (it holds a
  // boundary's change back for up to 300 ms).
  await page.clock.runFor(1_000);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(heading).toHaveText(title!);
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
  await context.setOffline(false);
});
