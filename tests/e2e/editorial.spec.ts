import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test";
import { uniqueEmail } from "../helpers";
import { linkIn } from "../setup/peers";
import { waitForMail } from "./accounts-helpers";
import {
  freezeClock,
  NEWSLETTER_SUBSCRIBED_FLAG,
  open,
  skipNewsletterPopup,
  toast,
} from "./helpers";
import { NEWSLETTER_OFFER } from "./ports";

// docs/product.md#blog: the articles in their fixed order; the first is featured.
const ARTICLES = [
  [
    "comprehensive-guide-to-ai-writing-tools-2025",
    "The Comprehensive Guide to AI Writing Tools in 2025",
  ],
  ["future-of-ai-tools-2023", "The Future of AI Tools: What to Expect in 2023"],
  ["comparing-top-ai-image-generators", "Comparing the Top AI Image Generators"],
  ["how-ai-is-transforming-content-creation", "How AI Is Transforming Content Creation"],
  ["mastering-ai-prompts-for-better-results", "Mastering AI Prompts for Better Results"],
  ["ethical-considerations-in-ai-development", "Ethical Considerations in AI Development"],
] as const;

/** An address no other test or run has used. */
const freshEmail = (testInfo: TestInfo, label: string) => uniqueEmail(label, testInfo);

/**
 * Clicks a form's submit button and resolves once the page has handled what the click set off
 * (the form's submit event, or its invalid one when the browser refused the form) and drawn a
 * frame since: whatever the form shows for it is on screen by then.
 */
async function submitAndRender(page: Page, button: Locator) {
  const handled = page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const done = () => {
          window.removeEventListener("submit", done, true);
          window.removeEventListener("invalid", done, true);
          requestAnimationFrame(() => resolve());
        };
        window.addEventListener("submit", done, true);
        window.addEventListener("invalid", done, true);
      }),
  );
  // Evaluated after the listeners are in place, so they are there before the click.
  await page.evaluate(() => undefined);
  await button.click();
  await handled;
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(", ")}`);
}

test.describe("blog index", () => {
  test.beforeEach(async ({ page }) => skipNewsletterPopup(page));

  for (const [width, columns] of [
    [375, 1],
    [768, 2],
    [1280, 3],
  ] as const) {
    test(`at ${width} px the grid has ${columns} column${columns > 1 ? "s" : ""}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page, "/blog");
      const cards = page.getByTestId("article-grid").getByTestId("article-card");
      await expect(cards).toHaveCount(ARTICLES.length - 1);
      const lefts = new Set<number>();
      for (const box of await cards.evaluateAll((nodes) =>
        nodes.map((node) => Math.round(node.getBoundingClientRect().left)),
      ))
        lefts.add(box);
      expect(lefts.size).toBe(columns);
      // Nothing in the page's content is wider than the screen.
      const wider = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        return [...document.querySelectorAll("main *")].filter(
          (node) => node.getBoundingClientRect().right > width + 1,
        ).length;
      });
      expect(wider).toBe(0);
    });
  }

  test("shows the title, the featured article, clamped excerpts and the popular topics", async ({
    page,
  }) => {
    await open(page, "/blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Tools Blog");
    await expect(page).toHaveTitle(/^AI Tools Blog \|/);
    const featured = page.getByTestId("featured-article");
    await expect(featured).toContainText("Featured");
    await expect(featured.getByRole("link", { name: ARTICLES[0][1] })).toHaveAttribute(
      "href",
      `/blog/${ARTICLES[0][0]}`,
    );
    await expect(featured).toContainText("14 min read");
    // The grid holds the others, in the spec's order.
    const titles = await page
      .getByTestId("article-grid")
      .getByRole("heading", { level: 3 })
      .allTextContents();
    expect(titles).toEqual(ARTICLES.slice(1).map(([, title]) => title));
    const clamp = await page
      .getByTestId("article-card")
      .first()
      .locator("p.line-clamp-2")
      .evaluate((node) => getComputedStyle(node).webkitLineClamp);
    expect(clamp).toBe("2");

    const topics = page.getByRole("region", { name: "Popular Topics" }).getByRole("listitem");
    const names = (await topics.allTextContents()).map((text) => text.replace(/\s*\(?\d.*$/, ""));
    expect(new Set(names).size).toBe(names.length);
    for (const tag of ["Image Generation", "AI Writing", "Prompt Engineering", "Regulation"]) {
      expect(names).toContain(tag);
    }
    // Every tag on every article is listed.
    const html = await Promise.all(
      ARTICLES.map(async ([slug]) => (await page.request.get(`/blog/${slug}`)).text()),
    );
    const tags = new Set(
      html.flatMap((text) =>
        [...text.matchAll(/<meta property="article:tag" content="([^"]+)"/g)].map((m) => m[1]),
      ),
    );
    expect(new Set(names)).toEqual(tags);
  });

  test("links the RSS feed from the page head, and the feed lists every article", async ({
    page,
    request,
  }) => {
    await open(page, "/blog");
    const href = await page
      .locator('head link[rel="alternate"][type="application/rss+xml"]')
      .getAttribute("href");
    expect(href).toMatch(/\/blog\/rss\.xml$/);
    const feed = await request.get("/blog/rss.xml");
    expect(feed.headers()["content-type"]).toContain("application/rss+xml");
    const xml = await feed.text();
    expect(xml).toContain('<rss version="2.0"');
    for (const [slug, title] of ARTICLES) {
      expect(xml).toContain(`/blog/${slug}</link>`);
      expect(xml).toContain(title.replaceAll("&", "&amp;"));
    }
  });

  test("opens each article from its card", async ({ page }) => {
    for (const [slug, title] of ARTICLES) {
      await open(page, "/blog");
      await page.getByRole("link", { name: title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    }
  });

  test("has no serious accessibility problems", async ({ page }) => {
    await open(page, "/blog");
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("blog article", () => {
  test.beforeEach(async ({ page }) => skipNewsletterPopup(page));

  for (const [slug, title] of ARTICLES) {
    test(`${slug}: its metadata is in the server's HTML`, async ({ request }) => {
      const response = await request.get(`/blog/${slug}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      // docs/product.md#blog: exactly '{title} | Blog'; the site name is Open Graph's.
      expect(html).toContain(`<title>${title} | Blog</title>`);
      expect(html).toContain('<meta property="og:site_name" content="AI Tools Directory"/>');
      expect(html).toContain('<meta property="og:type" content="article"/>');
      expect(html).toMatch(/<meta property="article:published_time" content="\d{4}-\d{2}-\d{2}T/);
      expect(html).toMatch(/<meta name="keywords" content="[^"]+, [^"]+"/);
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="http[^"]+/blog/${slug}"/>`));
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(html).toContain('type="application/rss+xml"');
      // docs/product.md#share-images: the article's own picture, drawn on the server.
      expect(html).toMatch(
        new RegExp(`<meta property="og:image" content="http[^"]+/share/article/${slug}\\.png\\?v=`),
      );
      // The body is rendered on the server, not fetched later.
      expect(html).toMatch(/<h2 id="[^"]+">/);
    });
  }

  test("shows everything the spec lists", async ({ page }) => {
    const [slug, title] = ARTICLES[2];
    await open(page, `/blog/${slug}`);
    await expect(page.getByRole("link", { name: "Back to Articles" })).toHaveAttribute(
      "href",
      "/blog",
    );
    const main = page.getByRole("main");
    await expect(main.getByText("AI Tools", { exact: true }).first()).toBeVisible();
    await expect(main.getByText(/^\d+ min read$/)).toBeVisible();
    // The article's own date (approved comments under it carry theirs).
    await expect(main.locator("header time")).toHaveText("November 18, 2024");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(main.getByText("Editorial Team").first()).toBeVisible();
    await expect(main.getByRole("img", { name: /image frames/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Midjourney", level: 2 })).toBeVisible();
    await expect(page.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText([
      "Image Generation",
      "Buying Guide",
      "Copyright",
      "Generative AI",
    ]);
    await expect(page.getByRole("heading", { name: "Leave a Comment" })).toBeVisible();
    await expect(page.getByLabel("Your comment")).toHaveAttribute("rows", "5");
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("an unknown slug lands on /blog, replacing the history entry", async ({ page }) => {
    await open(page, "/about");
    await page.goto("/blog/no-such-article");
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Tools Blog");
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });

  test("a blank comment does nothing; a comment is sent, confirmed for 3 s and cleared", async ({
    page,
  }) => {
    await open(page, `/blog/${ARTICLES[1][0]}`);
    const field = page.getByLabel("Your comment");
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });

    await field.fill("   \n  ");
    await submitAndRender(page, page.getByRole("button", { name: "Submit Comment" }));
    expect(posts).toEqual([]);
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    await expect(page.getByRole("alert")).toHaveCount(0);

    await field.fill("A clear, useful overview. Thank you!");
    await page.getByRole("button", { name: "Submit Comment" }).click();
    const confirmation = toast(page, "Comment submitted");
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toContainText("Your comment is awaiting moderation. Thank you!");
    await expect(field).toHaveValue("");
    expect(posts).toHaveLength(1);
    await expect(confirmation).toBeHidden({ timeout: 6000 });
  });

  test("the comment form works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/blog/${ARTICLES[3][0]}`);
    await page.getByLabel("Your comment").fill("Sent from a browser without scripts.");
    await page.getByRole("button", { name: "Submit Comment" }).click();
    await expect(page.getByRole("status")).toContainText(
      "Comment submitted. Your comment is awaiting moderation. Thank you!",
    );
    await expect(page.getByLabel("Your comment")).toHaveValue("");
    await context.close();
  });
});

test.describe("coming-soon notify form", () => {
  test.beforeEach(async ({ page }) => skipNewsletterPopup(page));

  for (const [path, title] of [
    ["/news", "AI News"],
    ["/community", "Community"],
  ] as const) {
    test(`${path} keeps its title and offers the notify form`, async ({ page }) => {
      await open(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.getByLabel(`Get notified when ${title} is available`)).toBeVisible();
    });
  }

  test("a blank email does nothing; an email is stored and confirmed for 3 s", async ({
    page,
  }, testInfo) => {
    await open(page, "/community");
    const field = page.getByLabel("Get notified when Community is available");
    await field.fill("   ");
    await submitAndRender(page, page.getByRole("button", { name: "Notify Me" }));
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);

    await field.fill(freshEmail(testInfo, "notify"));
    await page.getByRole("button", { name: "Notify Me" }).click();
    const confirmation = toast(page, "Subscription successful!");
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toContainText("We'll notify you when Community is available.");
    await expect(field).toHaveValue("");
    await expect(confirmation).toBeHidden({ timeout: 6000 });
  });

  test("an address the browser accepts but the server does not is explained", async ({ page }) => {
    await open(page, "/news");
    await page.getByLabel("Get notified when AI News is available").fill("reader@example");
    await page.getByRole("button", { name: "Notify Me" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please enter a valid email address.");
    await expect(toast(page, "Subscription successful!")).toHaveCount(0);
  });

  test("works without JavaScript", async ({ browser }, testInfo) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/community");
    await page
      .getByLabel("Get notified when Community is available")
      .fill(freshEmail(testInfo, "notify-noscript"));
    await page.getByRole("button", { name: "Notify Me" }).click();
    await expect(page.getByRole("status")).toContainText(
      "Subscription successful! We'll notify you when Community is available.",
    );
    await context.close();
  });
});

test.describe("about and legal pages", () => {
  test.beforeEach(async ({ page }) => skipNewsletterPopup(page));

  test("about has the mission, the offer, the team and a contact link", async ({ page }) => {
    await open(page, "/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About AI Tools Directory");
    for (const heading of ["Our mission", "What we offer", "Our team", "Contact"]) {
      await expect(page.getByRole("heading", { name: heading, level: 2 })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: /@/ }).first()).toHaveAttribute("href", /^mailto:/);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("terms has the thirteen numbered sections", async ({ page }) => {
    await open(page, "/terms");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
    const headings = await page
      .getByRole("main")
      .getByRole("heading", { level: 2 })
      .allTextContents();
    expect(headings).toEqual([
      "1. Acceptance of Terms",
      "2. Description of the Service",
      "3. User Accounts",
      "4. User Conduct",
      "5. Intellectual Property",
      "6. Licence to User Content",
      "7. Tool Listings and Reviews Disclaimer",
      "8. Limitation of Liability",
      "9. Third-Party Links and Services",
      "10. Termination",
      "11. Changes to These Terms",
      "12. Governing Law",
      "13. Contact",
    ]);
    await expect(page.getByText("at least 30 days before they take effect")).toBeVisible();
    await expect(page.getByText(/\[Operator: insert the governing law/)).toBeVisible();
    await expect(page.getByText(/^Last updated/)).toBeVisible();
  });

  test("privacy has its sections, the age of 16, and says what is really stored", async ({
    page,
  }) => {
    await open(page, "/privacy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    const headings = await page
      .getByRole("main")
      .getByRole("heading", { level: 2 })
      .allTextContents();
    expect(headings).toEqual([
      "Information we collect",
      "How we use information",
      "How we share information",
      "Cookies",
      "Security",
      "Your rights",
      "Children",
      "Changes to this policy",
      "Contact",
    ]);
    await expect(page.getByText(/children under 16/)).toBeVisible();
    await expect(page.getByText(/we do not record your IP address/)).toBeVisible();
    for (const right of ["Access.", "Correction.", "Deletion.", "Opting out."]) {
      await expect(page.getByText(right, { exact: true })).toBeVisible();
    }
  });

  test("opening a legal page from a scrolled page starts at the top", async ({ page }) => {
    await open(page, "/blog");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("newsletter pop-up", () => {
  test("opens 5 seconds after load, traps focus, closes with Escape and gives focus back", async ({
    page,
  }, testInfo) => {
    await freezeClock(page);
    await open(page, "/blog", { newsletterPopup: true });
    const rss = page.getByRole("link", { name: "Follow the blog by RSS" });
    await rss.focus();
    await page.clock.runFor(4500);
    const dialog = page.getByRole("dialog");
    await expect(dialog).toHaveCount(0);
    await page.clock.runFor(600);
    // Opened on time; from here on let time run, for focus handling and toasts.
    await page.clock.resume();
    await expect(dialog).toBeVisible();
    // The dialog itself has focus, not its field: a phone's keyboard stays down until touched.
    await expect(dialog).toBeFocused();
    await expect(dialog.getByLabel("Email address")).not.toBeFocused();
    // No offer is promised that the operator has not configured (NEWSLETTER_OFFER: only the
    // PostgreSQL server of this suite has one).
    const offer = testInfo.project.name === "postgres" ? [`✓${NEWSLETTER_OFFER}`] : [];
    await expect(dialog.getByRole("listitem")).toHaveText([
      "✓Weekly updates on new and notable AI tools",
      ...offer,
      "✓No spam, and you can unsubscribe at any time",
    ]);
    await page.keyboard.press("Tab");
    await expect(dialog.getByLabel("Email address")).toBeFocused();
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(rss).toBeFocused();
  });

  test("opens on the home page, below which the newsletter section sits", async ({ page }) => {
    await freezeClock(page);
    await open(page, "/", { newsletterPopup: true });
    await expect(page.locator("section#newsletter")).toContainText("Stay ahead of new AI tools");
    await page.clock.runFor(4900);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.clock.runFor(200);
    await page.clock.resume();
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  for (const viewport of [
    { width: 375, height: 667 },
    { width: 1280, height: 800 },
  ]) {
    test(`fits the screen whole at ${viewport.width} px, its close button in reach`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await freezeClock(page);
      await open(page, "/blog", { newsletterPopup: true });
      await page.clock.runFor(5100);
      await page.clock.resume();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      for (const control of [
        dialog.getByRole("button", { name: "Close" }),
        dialog.getByRole("button", { name: /Subscribe/ }),
      ]) {
        const target = (await control.boundingBox())!;
        expect(Math.min(target.width, target.height)).toBeGreaterThanOrEqual(44);
      }
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toHaveCount(0);
    });
  }

  test("stays shut for 30 days in this browser once closed", async ({ page }) => {
    await freezeClock(page);
    await open(page, "/blog", { newsletterPopup: true });
    await page.clock.runFor(5100);
    await page.clock.resume();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toHaveCount(0);

    // Back on the home page, and on the blog 29 days later: still shut.
    const later = (days: number) =>
      new Date(Date.parse("2026-01-05T09:10:00Z") + days * 86_400_000);
    for (const [path, days] of [
      ["/", 0],
      ["/blog", 29],
    ] as const) {
      await page.clock.setSystemTime(later(days));
      await open(page, path, { newsletterPopup: true });
      await page.clock.runFor(10_000);
      await expect(page.getByRole("dialog")).toHaveCount(0);
    }
    // After 30 days it asks once more.
    await page.clock.setSystemTime(later(31));
    await open(page, "/blog", { newsletterPopup: true });
    await page.clock.runFor(5100);
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("does not open for a browser marked as subscribed", async ({ page }) => {
    await skipNewsletterPopup(page);
    await freezeClock(page);
    await open(page, "/blog", { newsletterPopup: true });
    await page.clock.runFor(15_000);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("subscribes, thanks the visitor, and stays shut afterwards", async ({ page }, testInfo) => {
    await freezeClock(page);
    await open(page, "/blog", { newsletterPopup: true });
    await page.clock.runFor(5100);
    await page.clock.resume();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email address").fill(freshEmail(testInfo, "popup"));
    await dialog.getByRole("button", { name: "Subscribe" }).click();
    // Decision 016: the address counts once its owner confirms it.
    await expect(toast(page, "Please confirm your subscription")).toContainText(
      "Thank you for subscribing to our newsletter! We sent you an email: open its link to confirm.",
    );
    await expect(dialog.getByRole("heading")).toHaveText("Thank you for subscribing!");
    expect(
      await page.evaluate((flag) => localStorage.getItem(flag), NEWSLETTER_SUBSCRIBED_FLAG),
    ).toBe("true");
    await dialog.getByRole("button", { name: "Close", exact: true }).first().click();
    await expect(dialog).toHaveCount(0);

    await page.reload();
    await page.locator("html[data-hydrated]").waitFor();
    await page.clock.runFor(10_000);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("says 'Already subscribed' for a known address in another letter case", async ({
    page,
    request,
  }, testInfo) => {
    const email = freshEmail(testInfo, "dup");
    expect((await request.post("/api/v1/newsletter", { data: { email } })).status()).toBe(201);
    // Confirmed through the emailed link's button (decision 016).
    const confirm = new URL(
      linkIn(await waitForMail(email, "Confirm your subscription"), "/newsletter/confirm"),
    );
    expect((await request.post(`${confirm.pathname}${confirm.search}`)).status()).toBe(200);
    await freezeClock(page);
    await open(page, "/blog", { newsletterPopup: true });
    await page.clock.runFor(5100);
    await page.clock.resume();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email address").fill(`  ${email.toUpperCase()} `);
    await dialog.getByRole("button", { name: "Subscribe" }).click();
    await expect(toast(page, "Already subscribed")).toContainText(
      "This email is already subscribed to our newsletter.",
    );
  });

  test("refuses an invalid email without storing it", async ({ page }) => {
    await freezeClock(page);
    await open(page, "/blog", { newsletterPopup: true });
    await page.clock.runFor(5100);
    await page.clock.resume();
    const dialog = page.getByRole("dialog");
    const field = dialog.getByLabel("Email address");
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });

    // Not an address at all: the browser's own check stops it.
    await field.fill("not-an-email");
    await dialog.getByRole("button", { name: "Subscribe" }).click();
    expect(await field.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);

    // Accepted by the browser, refused by the shared schema.
    await field.fill("reader@example");
    await dialog.getByRole("button", { name: "Subscribe" }).click();
    await expect(toast(page, "Subscription failed")).toContainText(
      "There was a problem subscribing to our newsletter. Please try again.",
    );
    await expect(dialog.getByRole("alert")).toHaveText("Please enter a valid email address.");
    expect(posts).toEqual([]);
    await expect(dialog).toBeVisible();
  });
});

test.describe("newsletter section", () => {
  test.beforeEach(async ({ page }) => skipNewsletterPopup(page));

  test("subscribes with the confirmation toast and shows no invented subscriber count", async ({
    page,
  }, testInfo) => {
    await open(page, "/blog");
    const section = page.locator("section#newsletter");
    await expect(section).not.toContainText(/\d[\d,]* subscribers/);
    await expect(section).not.toContainText("10,000");
    const field = section.getByLabel("Email address");
    await field.fill(freshEmail(testInfo, "section"));
    await section.getByRole("button", { name: "Subscribe" }).click();
    // Decision 016: the spec's success toast, telling the visitor to confirm.
    await expect(toast(page, "Please confirm your subscription")).toBeVisible();
    await expect(field).toHaveValue("");
  });

  test("a blank address is ignored", async ({ page }) => {
    await open(page, "/blog");
    const section = page.locator("section#newsletter");
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await section.getByLabel("Email address").fill("   ");
    await submitAndRender(page, section.getByRole("button", { name: "Subscribe" }));
    expect(posts).toEqual([]);
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  });

  test("works without JavaScript", async ({ browser }, testInfo) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/blog");
    const section = page.locator("section#newsletter");
    await section.getByLabel("Email address").fill(freshEmail(testInfo, "noscript"));
    await section.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("status")).toContainText(
      "Please confirm your subscription. Thank you for subscribing to our newsletter! We sent you an email: open its link to confirm.",
    );
    await context.close();
  });
});
