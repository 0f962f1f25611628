import AxeBuilder from "@axe-core/playwright";
import { expectEveryCard, hydrated, open, toolCards } from "./helpers";
import { expect, test, type Page } from "@playwright/test";

const WIDTHS = [
  { name: "1280 px", viewport: { width: 1280, height: 900 } },
  { name: "375 px", viewport: { width: 375, height: 800 } },
];

const cards = toolCards;
const countText = (page: Page) => page.locator("#tools").getByText(/^\d[\d,]* tools?/);

async function totalTools(page: Page) {
  const text = (await countText(page).textContent()) ?? "";
  return Number(text.replace(/[^\d].*$/, "").replace(/,/g, ""));
}

/**
 * Every card of the list holds `has` (a locator, looked for within each card). Retried as a
 * whole, so a list the browser has not yet replaced is never inspected card by card.
 */
/**
 * Below 768 px the filters fold away behind the Filters button (the breakpoint of
 * docs/product.md#tool-directory).
 */
const isPhone = (viewport: { width: number }) => viewport.width < 768;
const filtersButton = (page: Page) => page.getByRole("button", { name: /^Filters\b/ });

/** Opens the phone's filter panel; from 768 px the panel is always there. */
async function showFilters(page: Page, viewport: { width: number }) {
  if (!isPhone(viewport)) return;
  await filtersButton(page).click();
  await expect(filtersButton(page)).toHaveAttribute("aria-expanded", "true");
}

/** The sort control: inside the panel from 768 px, beside the Filters button on a phone. */
const sortControl = (page: Page, viewport: { width: number }) =>
  isPhone(viewport) ? page.getByLabel("Sort", { exact: true }) : page.getByLabel("Sort by");

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(", ")}`);
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`home directory at ${name}`, () => {
    test.use({ viewport });

    test("search waits for a pause in typing, keeps the text in the URL and survives a reload", async ({
      page,
    }) => {
      await open(page, "/");
      const all = await totalTools(page);
      const requests: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes(".data")) requests.push(request.url());
      });
      await page
        .getByRole("searchbox", { name: "Search tools" })
        .pressSequentially("transcription", { delay: 30 });
      await expect(page).toHaveURL(/\?q=transcription/);
      await expect.poll(() => totalTools(page)).toBeLessThan(all);
      // With text the list is in Best match order, and says so.
      await expect(sortControl(page, viewport)).toHaveValue("relevance");
      await expect(sortControl(page, viewport).locator("option:checked")).toHaveText("Best match");
      // Thirteen keystrokes, a handful of requests at most (a busy machine may pause mid-word).
      expect(requests.length).toBeLessThanOrEqual(4);
      for (const card of await cards(page).all()) await expect(card).toBeVisible();
      await page.reload();
      await expect(page.getByRole("searchbox", { name: "Search tools" })).toHaveValue(
        "transcription",
      );
      expect(await totalTools(page)).toBeLessThan(all);
    });

    test("each filter narrows the list, returns to page 1, and Reset All clears them with a toast", async ({
      page,
    }) => {
      await open(page, "/?page=2");
      await expect(page.getByRole("button", { name: "Reset All" })).toHaveCount(0);
      await showFilters(page, viewport);
      await page.getByLabel("Category", { exact: true }).selectOption("Image Generation");
      await expect(page).toHaveURL(/category=Image\+Generation/);
      await expect(page).not.toHaveURL(/page=2/);
      await expectEveryCard(
        page,
        page.getByText("Image Generation").or(page.getByText(/\+\d+ more/)),
      );
      await page.getByLabel("Pricing", { exact: true }).selectOption("Freemium");
      await expect(page).toHaveURL(/pricing=Freemium/);
      await expectEveryCard(page, page.getByText("Freemium", { exact: true }));
      await page.getByLabel("Minimum rating").selectOption("4.5");
      await expect(page).toHaveURL(/minRating=4.5/);
      await sortControl(page, viewport).selectOption("newest");
      await expect(page).toHaveURL(/sort=newest/);
      await page.getByRole("button", { name: "Reset All" }).click();
      await expect(page.getByText("Filters reset")).toBeVisible();
      await expect(page.getByText("All filters have been reset to default values.")).toBeVisible();
      await expect(page).toHaveURL(/\/(\?)?$/);
      await expect(page.getByRole("button", { name: "Reset All" })).toHaveCount(0);
    });

    test("a second filter chosen while the first one's list loads keeps both", async ({ page }) => {
      await open(page, "/");
      await showFilters(page, viewport);
      // A slow connection: the first list arrives only once the second filter is chosen.
      let delayed = false;
      let arrive!: () => void;
      const arrival = new Promise<void>((resolve) => (arrive = resolve));
      await page.route(/\.data(\?|$)/, async (route) => {
        if (!delayed) {
          delayed = true;
          await arrival;
        }
        await route.continue();
      });
      await page.getByLabel("Pricing", { exact: true }).selectOption("Freemium");
      await expect(page.getByText("Loading tools…")).toBeVisible();
      await page.getByRole("checkbox", { name: "Chat" }).click();
      arrive();
      await expect(page).toHaveURL(/pricing=Freemium/);
      await expect(page).toHaveURL(/features=Chat/);
      await expect(page.getByText("Loading tools…")).toHaveCount(0);
      await expect(page.getByLabel("Pricing", { exact: true })).toHaveValue("Freemium");
      await expect(page.getByRole("checkbox", { name: "Chat" })).toBeChecked();
      await expectEveryCard(page, page.getByText("Freemium", { exact: true }));
    });

    test("a feature filter keeps only tools with that feature", async ({ page }) => {
      await open(page, "/");
      await showFilters(page, viewport);
      await page.getByRole("checkbox", { name: "Voice" }).click();
      await expect(page).toHaveURL(/features=Voice/);
      await expect(page.getByRole("checkbox", { name: "Voice" })).toBeChecked();
      expect(await totalTools(page)).toBeGreaterThan(0);
      expect(await totalTools(page)).toBeLessThan(60);
    });

    test("a search loads the list alone; the categories, picker, newsletter and footer stay", async ({
      page,
    }) => {
      await open(page, "/");
      const asked: URL[] = [];
      page.on("request", (request) => {
        if (request.url().includes(".data")) asked.push(new URL(request.url()));
      });
      const box = page.getByRole("searchbox", { name: "Search tools" });
      await box.fill("music");
      await box.press("Enter");
      await expect(page.getByText(/matching "music"/)).toBeVisible();
      expect(asked).toHaveLength(1);
      // Neither the root (who is signed in, the footer) nor the layout around the list is asked again.
      expect(asked[0]!.searchParams.get("_routes")?.split(",")).toEqual(["routes/home"]);
      await expect(
        page.getByRole("navigation", { name: "Popular categories" }).getByRole("link"),
      ).not.toHaveCount(0);
      await expect(page.getByRole("heading", { name: "Browse by category" })).toBeVisible();
      await expect(page.locator("#categories-heading + div").getByRole("link")).not.toHaveCount(0);
      await expect(page.getByRole("searchbox", { name: "Find tools to compare" })).toBeVisible();
      await expect(page.locator("section#newsletter")).toBeVisible();
    });

    test("shows 'No tools found' when nothing matches", async ({ page }) => {
      await open(page, "/?q=zzqxjvnothing");
      await expect(page.getByText("No tools found")).toBeVisible();
    });
  });
}

test.describe("filters on a phone (375 px)", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("fold behind a Filters button; 'Show N tools' counts the list; the state stays in the URL", async ({
    page,
  }) => {
    await open(page, "/");
    const all = await totalTools(page);
    const button = filtersButton(page);
    const panel = page.getByRole("region", { name: "Filters" });
    await expect(button).toHaveAccessibleName("Filters");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator(`#${await button.getAttribute("aria-controls")}`)).toBeHidden();
    await expect(page.getByLabel("Pricing", { exact: true })).toBeHidden();
    // The search and the sort stay in reach with the panel folded.
    await expect(page.getByRole("searchbox", { name: "Search tools" })).toBeVisible();
    await expect(page.getByLabel("Sort", { exact: true })).toBeVisible();

    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    // Every filter of the desktop panel is there.
    for (const label of ["Category", "Pricing", "Minimum rating"])
      await expect(panel.getByLabel(label, { exact: true })).toBeVisible();
    await expect(panel.getByRole("group", { name: "Features" })).toBeVisible();

    await panel.getByLabel("Pricing", { exact: true }).selectOption("Freemium");
    await expect(page).toHaveURL(/pricing=Freemium/);
    await panel.getByRole("checkbox", { name: "Chat" }).click();
    await expect(page).toHaveURL(/features=Chat/);
    const show = panel.getByRole("button", { name: /^Show \d+ tools?$/ });
    await expect(show).toBeVisible();
    // The button and the list count the same tools once the list has loaded.
    await expect
      .poll(async () => (await show.textContent()) === `Show ${await totalTools(page)} tools`)
      .toBe(true);
    const total = await totalTools(page);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(all);
    await expect(show).toHaveText(`Show ${total} tools`);
    // A page holds 18 tools (docs/product.md#tool-directory).
    expect(await cards(page).count()).toBe(Math.min(total, 18));

    await show.click();
    await expect(panel).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
    await expect(button).toHaveAccessibleName("Filters, 2 active");
    await expect(button).toContainText("Filters (2)");
    await expect(cards(page).first()).toBeVisible();

    await page.reload();
    await hydrated(page);
    await expect(page).toHaveURL(/pricing=Freemium/);
    await expect(page).toHaveURL(/features=Chat/);
    await expect(filtersButton(page)).toHaveAccessibleName("Filters, 2 active");
    expect(await totalTools(page)).toBe(total);
    await filtersButton(page).click();
    await expect(panel.getByLabel("Pricing", { exact: true })).toHaveValue("Freemium");
    await expect(panel.getByRole("checkbox", { name: "Chat" })).toBeChecked();

    // Back returns to the state before the last filter, as on a wide screen.
    await page.goBack();
    await expect(page).not.toHaveURL(/features=Chat/);
    await expect(filtersButton(page)).toHaveAccessibleName("Filters, 1 active");
  });

  test("the panel is reached with the keyboard and Escape folds it, giving focus back", async ({
    page,
  }) => {
    await open(page, "/categories/Research");
    await page.getByRole("searchbox", { name: "Search tools" }).focus();
    await page.keyboard.press("Tab");
    const button = filtersButton(page);
    await expect(button).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Sort", { exact: true })).toBeFocused();
    await page.keyboard.press("Tab");
    const category = page.getByLabel("Category", { exact: true });
    await expect(category).toBeFocused();
    await expect(category).toHaveValue("Research");
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(category).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press("Space");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(category).toBeVisible();
  });

  test("the first tool card shows without scrolling on /categories and after 'Explore Tools'", async ({
    page,
  }) => {
    const firstCardInView = async () => {
      const header = (await page.getByRole("banner").boundingBox())!;
      const card = (await page.locator("main ul li article").first().boundingBox())!;
      return {
        top: Math.round(card.y),
        bottom: Math.round(card.y + card.height),
        headerBottom: Math.round(header.y + header.height),
      };
    };
    await open(page, "/categories");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const categories = await firstCardInView();
    test.info().annotations.push({
      type: "first card on /categories",
      description: JSON.stringify(categories),
    });
    expect(categories.top).toBeGreaterThanOrEqual(categories.headerBottom);
    expect(categories.bottom).toBeLessThanOrEqual(740);

    await open(page, "/");
    await page.getByRole("link", { name: "Explore Tools" }).click();
    await expect(page).toHaveURL(/#tools$/);
    // Measure once the page has come to rest.
    let last = -1;
    await expect
      .poll(async () => {
        const y = await page.evaluate(() => window.scrollY);
        const settled = y > 0 && y === last;
        last = y;
        return settled;
      })
      .toBe(true);
    const home = await firstCardInView();
    test.info().annotations.push({
      type: "first card on / after Explore Tools",
      description: JSON.stringify(home),
    });
    expect(home.top).toBeGreaterThanOrEqual(home.headerBottom);
    expect(home.bottom).toBeLessThanOrEqual(740);
  });

  for (const path of ["/", "/categories/Image%20Generation?pricing=Freemium"]) {
    test(`${path} has no serious or critical accessibility violations, folded or open`, async ({
      page,
    }) => {
      // Two full-page analyses on a long page: more than a busy machine does in 30 s.
      test.slow();
      await open(page, path);
      expect(await seriousViolations(page)).toEqual([]);
      await filtersButton(page).click();
      await expect(page.getByRole("region", { name: "Filters" })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

for (const width of [375, 1280]) {
  test(`'Compare Tools' lands on the picker's heading at ${width} px, past blocks not yet drawn`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await open(page, "/");
    await page.getByRole("main").getByRole("link", { name: "Compare Tools" }).click();
    await expect(page).toHaveURL(/#compare$/);
    const header = (await page.getByRole("banner").boundingBox())!;
    // Its top just under the sticky header (the section keeps 80 px clear above itself), give or
    // take the few pixels the blocks around it move by as they are drawn.
    await expect
      .poll(async () => Math.abs((await page.locator("#compare").boundingBox())!.y - 80))
      .toBeLessThanOrEqual(4);
    await expect(page.getByRole("heading", { name: "Compare AI tools" })).toBeInViewport();
    expect(header.y + header.height).toBeLessThanOrEqual(80);
  });
}

test.describe("filters at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the panel shows as before, with no Filters button", async ({ page }) => {
    await open(page, "/categories/Research");
    await expect(page.getByRole("button", { name: "Advanced filters" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(page.getByLabel("Pricing", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Sort by")).toBeVisible();
    await expect(filtersButton(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Show \d+ tools?$/ })).toHaveCount(0);
    await open(page, "/");
    await expect(page.getByRole("heading", { name: "Filters", exact: true })).toBeVisible();
    await expect(page.getByLabel("Category", { exact: true })).toBeVisible();
    await expect(filtersButton(page)).toHaveCount(0);
  });
});

test.describe("the server-rendered layout, before any script runs", () => {
  test.use({ javaScriptEnabled: false });

  for (const [width, phone] of [
    [375, true],
    [1280, false],
  ] as const) {
    test(`is already the ${phone ? "folded phone" : "open desktop"} one at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/categories/Research?pricing=Freemium");
      if (phone) {
        await expect(filtersButton(page)).toHaveAccessibleName("Filters, 1 active");
        await expect(filtersButton(page)).toHaveAttribute("aria-expanded", "false");
        await expect(page.getByLabel("Pricing", { exact: true })).toBeHidden();
      } else {
        await expect(filtersButton(page)).toHaveCount(0);
        await expect(page.getByLabel("Pricing", { exact: true })).toHaveValue("Freemium");
        await expect(page.getByLabel("Pricing", { exact: true })).toBeVisible();
      }
    });
  }
});

test.describe("pagination and history", () => {
  test("shows a window with ellipses beyond five pages, and Back restores each state", async ({
    page,
  }) => {
    await open(page, "/");
    const pager = page.getByRole("navigation", { name: "Pagination" });
    await expect(pager.getByRole("link", { name: "Page 1", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(pager.getByText("…")).toHaveCount(1);
    const pageCount = Number(
      await pager
        .getByRole("link", { name: /^Page \d+$/ })
        .last()
        .textContent(),
    );
    expect(pageCount).toBeGreaterThan(5);
    await pager.getByRole("link", { name: "Page 4", exact: true }).click();
    await expect(page).toHaveURL(/page=4/);
    await expect(pager.getByRole("link", { name: "Page 4", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(pager.getByText("…")).toHaveCount(1);
    const firstOnPage4 = await cards(page).first().getByRole("heading").textContent();
    await pager.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/page=5/);
    await expect(pager.getByText("…")).toHaveCount(2);
    await page.getByLabel("Pricing", { exact: true }).selectOption("Freemium");
    await expect(page).toHaveURL(/pricing=Freemium/);
    await page.goBack();
    await expect(page).toHaveURL(/page=5/);
    await expect(page.getByLabel("Pricing", { exact: true })).toHaveValue("All");
    await page.goBack();
    await expect(page).toHaveURL(/page=4/);
    await expect(cards(page).first().getByRole("heading")).toHaveText(firstOnPage4!);
  });

  test("a shared link is rendered on the server with the same results", async ({ request }) => {
    const html = await (await request.get("/?category=Transcription&sort=reviewCount")).text();
    expect(html).toMatch(/<option value="Transcription" selected=""/);
    expect(html).toContain("Transcription");
  });
});

test.describe("categories", () => {
  test("presets the category from an encoded address and titles the page", async ({ page }) => {
    await open(page, "/categories/Image%20Generation");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Image Generation");
    await expect(page.getByLabel("Category", { exact: true })).toHaveValue("Image Generation");
    await expect(page.getByRole("button", { name: "Advanced filters" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(page).toHaveTitle(/Image Generation AI Tools/);
    await page.getByLabel("Category", { exact: true }).selectOption("Video Editing");
    await expect(page).toHaveURL(/\/categories\/Video%20Editing$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Video Editing");
  });

  test("without a category it says 'All AI Categories'", async ({ page }) => {
    await open(page, "/categories");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("All AI Categories");
  });

  test("an empty result offers to reset or view all", async ({ page }) => {
    await open(page, "/categories/Career?q=zzqxjvnothing");
    await expect(page.getByText("No tools found")).toBeVisible();
    await page.getByRole("link", { name: "View all tools" }).click();
    await expect(page).toHaveURL(/\/categories$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("All AI Categories");
  });

  test("the filter panel can be collapsed and opened with the keyboard", async ({ page }) => {
    await open(page, "/categories/Research");
    const toggle = page.getByRole("button", { name: "Advanced filters" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByLabel("Pricing", { exact: true })).toHaveCount(0);
    await page.keyboard.press("Space");
    await expect(page.getByLabel("Pricing", { exact: true })).toBeVisible();
  });
});

test.describe("tool page", () => {
  test("shows every field, keyboard tabs, and neighbours in alphabetical order", async ({
    page,
  }) => {
    await open(page, "/tool/claude/claude");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Claude");
    await expect(page.getByText("API Access")).toBeVisible();
    await expect(page.getByRole("link", { name: /Visit Website/ })).toHaveAttribute(
      "href",
      "/go/claude?source=tool",
    );
    await expect(page.getByRole("link", { name: "Compare with other tools" })).toHaveAttribute(
      "href",
      "/compare?tools=claude",
    );
    const pros = page.getByRole("tab", { name: "Pros" });
    await pros.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Cons" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Use Cases" })).toHaveAttribute(
      "aria-selected",
      "true",
    );

    const next = page.getByRole("link", { name: /Next tool:/ });
    const nextName = (await next.textContent())!.replace("Next tool:", "").replace("→", "").trim();
    expect(nextName.localeCompare("Claude")).toBeGreaterThan(0);
    await next.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(nextName);
    await page.getByRole("link", { name: /Previous tool:/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Claude");
    await expect(page.getByRole("heading", { name: "Similar tools" })).toBeVisible();
  });

  for (const { name, viewport } of WIDTHS) {
    test(`at ${name}, Visit Website goes through /go, nofollow, and ends at the website`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await open(page, "/tool/claude/claude");
      // One link at each width: the side card's from 1024 px, the action bar's below.
      const link = page.getByRole("link", { name: /^Visit Website/ });
      await expect(link).toHaveAttribute("href", "/go/claude?source=tool");
      await expect(link).toHaveAttribute("rel", /(^| )nofollow( |$)/);
      await expect(link).toHaveAttribute("target", "_blank");
      // Followed without leaving the machine: the site's answer is the redirect to the website.
      const answer = await page.request.get((await link.getAttribute("href"))!, {
        maxRedirects: 0,
      });
      expect(answer.status()).toBe(302);
      expect(answer.headers()["location"]).toBe("https://claude.ai/");
      expect(answer.headers()["cache-control"]).toBe("no-store");
    });
  }

  test("a wrong slug is corrected to the name's slug", async ({ page }) => {
    await open(page, "/tool/chatgpt/not-the-name");
    await expect(page).toHaveURL(/\/tool\/chatgpt\/chatgpt$/);
  });

  test("saving while signed out says so and goes to sign in", async ({ page }) => {
    await open(page, "/tool/chatgpt/chatgpt");
    await page.getByRole("button", { name: "Save to Toolkit (ChatGPT)" }).click();
    await expect(page.getByText("Not logged in")).toBeVisible();
    await expect(page.getByText("Please sign in to add tools to your toolkit")).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Ftool%2Fchatgpt%2Fchatgpt$/);
  });

  test("publishes structured data for search engines", async ({ request }) => {
    const html = await (await request.get("/tool/chatgpt/chatgpt")).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!),
    );
    const app = blocks.find((block) => block["@type"] === "SoftwareApplication");
    // Its platforms and its free plan come from its stated facts, not one answer for every tool.
    expect(app).toMatchObject({
      name: "ChatGPT",
      operatingSystem: "Web, Windows, macOS, iOS, Android",
      offers: [{ "@type": "Offer", price: "0" }],
    });
    // Only users' reviews make an aggregate rating; the editor's score is not one (decision 017).
    expect(app.aggregateRating).toBeUndefined();
    expect(blocks.some((block) => block["@type"] === "BreadcrumbList")).toBe(true);
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain('<meta name="twitter:card"');
    expect(html).toContain('<link rel="canonical" href="');
  });
});

test.describe("compare", () => {
  test("the picker keeps two to three tools and leads to the comparison", async ({ page }) => {
    await open(page, "/#compare");
    const picker = page.locator("#compare");
    const selected = picker
      .getByRole("complementary", { name: "Selected tools" })
      .getByRole("listitem");
    await expect(selected).toHaveCount(3);
    const pressed = picker.getByRole("button", { pressed: true });
    await pressed.first().click();
    await expect(selected).toHaveCount(2);
    await picker.getByRole("button", { pressed: true }).first().click();
    await expect(selected).toHaveCount(2);
    await picker.getByRole("searchbox", { name: "Find tools to compare" }).fill("midjourney");
    await picker.getByRole("button", { name: /Midjourney/ }).click();
    await expect(selected).toHaveCount(3);
    await picker.getByRole("searchbox", { name: "Find tools to compare" }).fill("deepl");
    const firstSelected = await selected.first().textContent();
    await picker.getByRole("button", { name: /DeepL/ }).click();
    await expect(selected).toHaveCount(3);
    await expect(selected.first()).not.toHaveText(firstSelected!);
    await picker.getByRole("link", { name: "Compare Now" }).click();
    await expect(page).toHaveURL(/\/compare\?tools=.*deepl/);
    await expect(page.getByRole("columnheader")).toHaveCount(3);
  });

  test("the table shows API access in words and the replace dialog swaps a tool", async ({
    page,
  }) => {
    await open(page, "/compare?tools=chatgpt,,midjourney");
    await expect(page.getByRole("columnheader")).toHaveCount(2);
    const apiRow = page
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: "API Access" }) });
    await expect(apiRow.getByText("Available", { exact: true })).toBeVisible();
    await expect(apiRow.getByText("Not available")).toBeVisible();
    await page.getByRole("button", { name: "Replace Midjourney" }).click();
    const dialog = page.getByRole("dialog", { name: "Replace Midjourney" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("searchbox").fill("claude");
    await dialog
      .getByRole("button", { name: /^Claude\b/ })
      .first()
      .click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/tools=chatgpt,claude/);
    await expect(page.getByRole("columnheader", { name: /Claude/ })).toBeVisible();
    await page.getByRole("button", { name: "Replace ChatGPT" }).click();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.getByRole("button", { name: "Replace ChatGPT" })).toBeFocused();
  });

  test("one tool brings its two most similar; none brings three; unknown ones are named", async ({
    page,
  }) => {
    // The same two its page lists first under "Similar tools".
    await open(page, "/tool/chatgpt/chatgpt");
    const similar = await page
      .getByRole("region", { name: "Similar tools" })
      .getByRole("heading", { level: 3 })
      .allTextContents();
    expect(similar.length).toBeGreaterThanOrEqual(2);
    await page.getByRole("link", { name: "Compare with other tools" }).click();
    await expect(page).toHaveURL(/\/compare\?tools=chatgpt$/);
    await expect(page.getByRole("columnheader")).toHaveCount(3);
    await expect(page.getByRole("columnheader")).toContainText([
      "ChatGPT",
      similar[0]!,
      similar[1]!,
    ]);
    await expect(page.getByRole("columnheader", { name: /DeepL/ })).toHaveCount(0);

    await open(page, "/compare");
    await expect(page.getByRole("columnheader")).toHaveCount(3);

    await open(page, "/compare?tools=chatgpt,gemini-ultra-x,claude");
    await expect(page.getByRole("columnheader")).toHaveCount(2);
    await expect(page.getByRole("status")).toHaveText("1 tool was not found: gemini-ultra-x");
    await page.getByRole("link", { name: "Search for gemini-ultra-x" }).click();
    await expect(page).toHaveURL(/\/\?q=gemini%20ultra%20x#tools$/);
    await expect(page.getByRole("searchbox", { name: "Search tools" })).toHaveValue(
      "gemini ultra x",
    );

    // One tool found among unknown ones is compared with its most similar, as if asked alone.
    await open(page, "/compare?tools=gemini-ultra-x,chatgpt");
    await expect(page.getByRole("status")).toHaveText("1 tool was not found: gemini-ultra-x");
    await expect(page.getByRole("columnheader")).toHaveCount(3);
    await expect(page.getByRole("columnheader")).toContainText([
      "ChatGPT",
      similar[0]!,
      similar[1]!,
    ]);

    await open(page, "/compare?tools=nope,,<b>x</b>");
    await expect(page.getByRole("status")).toHaveText("2 tools were not found: nope, <b>x</b>");
    await expect(page.getByText("No tools selected for comparison")).toBeVisible();
    await expect(page.getByRole("link", { name: "Choose tools to compare" })).toBeVisible();
  });

  test.describe("on a small screen", () => {
    test.use({ viewport: { width: 375, height: 800 } });
    test("shows two columns at a time with arrows", async ({ page }) => {
      await open(page, "/compare?tools=chatgpt,claude,midjourney");
      await expect(page.getByText("Viewing 1-2 of 3 tools")).toBeVisible();
      await expect(page.getByRole("columnheader")).toHaveCount(2);
      await expect(page.getByRole("button", { name: "Previous tools" })).toBeDisabled();
      await page.getByRole("button", { name: "Next tools" }).click();
      await expect(page.getByText("Viewing 2-3 of 3 tools")).toBeVisible();
      await expect(page.getByRole("columnheader", { name: /Midjourney/ })).toBeVisible();
      await expect(page.getByRole("button", { name: "Next tools" })).toBeDisabled();
    });

    test("fits two tools side by side without arrows", async ({ page }) => {
      await open(page, "/compare?tools=chatgpt,claude");
      await expect(page.getByRole("columnheader")).toHaveCount(2);
      await expect(page.getByText(/^Viewing/)).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Next tools" })).toHaveCount(0);
      // Both columns fit: the table's own box does not scroll sideways either.
      const table = page.getByRole("table");
      const box = await table.evaluate((element) => {
        const scroller = element.parentElement!;
        return { scroll: scroller.scrollWidth, client: scroller.clientWidth };
      });
      expect(box.scroll).toBeLessThanOrEqual(box.client);
      await expect(page.getByRole("rowheader", { name: "API Access" })).toBeVisible();
    });

    test.describe("without scripts", () => {
      test.use({ javaScriptEnabled: false });
      test("the server's page already shows the first two tools", async ({ page }) => {
        await page.goto("/compare?tools=chatgpt,claude,midjourney");
        await expect(page.getByRole("columnheader")).toHaveCount(2);
        await expect(page.getByRole("columnheader", { name: /Midjourney/ })).toBeHidden();
      });
    });
  });
});

test("pricing groups tools by model with filter buttons and an FAQ", async ({ page }) => {
  await open(page, "/pricing");
  for (const model of ["Free", "Freemium", "Subscription", "Credit-based", "Self-hosted", "Paid"]) {
    await expect(page.getByRole("heading", { level: 2, name: model, exact: true })).toBeVisible();
  }
  await page
    .getByRole("navigation", { name: "Pricing models" })
    .getByRole("link", { name: "Self-hosted" })
    .click();
  await expect(page).toHaveURL(/model=Self-hosted/);
  await expect(page.getByRole("heading", { level: 2, name: "Freemium", exact: true })).toHaveCount(
    0,
  );
  await expect(
    page.getByRole("heading", { level: 2, name: "Self-hosted", exact: true }),
  ).toBeVisible();
  for (const card of await page.locator("main article").all()) {
    await expect(card.getByText("Self-hosted", { exact: true })).toBeVisible();
  }
  await page.getByText("What does Freemium mean?").click();
  await expect(page.getByText(/free tier you can keep using/)).toBeVisible();
  await expect(page.getByText("How do Credit-based tools charge?")).toBeVisible();
});

test("anonymous pages carry an ETag and a short public cache, and answer 304 when unchanged", async ({
  request,
}) => {
  const first = await request.get("/pricing");
  const etag = first.headers().etag;
  expect(etag).toBeTruthy();
  expect(first.headers()["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=600");
  const again = await request.get("/pricing", { headers: { "If-None-Match": etag! } });
  expect(again.status()).toBe(304);
});

test("every route change reports a page view to our own server, without cookies", async ({
  page,
}) => {
  const reports: Array<{ path: string; referrer: string | null }> = [];
  await page.route("**/api/v1/page-views", async (route) => {
    reports.push(JSON.parse(route.request().postData() ?? "{}"));
    await route.continue();
  });
  await open(page, "/");
  await expect.poll(() => reports.map((report) => report.path)).toEqual(["/"]);
  await cards(page).first().getByRole("heading").getByRole("link").click();
  await expect(page).toHaveURL(/\/tool\//);
  await expect.poll(() => reports.length).toBe(2);
  expect(reports[1]!.path).toMatch(/^\/tool\//);
  expect(reports[1]!.referrer).toMatch(/^http:\/\/127\.0\.0\.1/);
  expect(await page.context().cookies()).toEqual([]);
});

test.describe("skeletons", () => {
  test("stand in for the list while a client navigation loads", async ({ page }) => {
    await open(page, "/");
    // The list arrives only once the skeletons have been seen.
    let arrive!: () => void;
    const arrival = new Promise<void>((resolve) => (arrive = resolve));
    await page.route("**/*.data*", async (route) => {
      await arrival;
      await route.continue();
    });
    await page.getByLabel("Pricing", { exact: true }).selectOption("Paid");
    await expect(page.getByRole("list", { name: "Loading tools" })).toBeVisible();
    arrive();
    await expect(page.getByRole("list", { name: "Loading tools" })).toBeHidden();
  });
});

for (const path of [
  "/",
  "/categories/Image%20Generation",
  "/tool/chatgpt/chatgpt",
  "/tool/chatgpt/report",
  "/compare?tools=chatgpt,claude",
  "/pricing",
  "/no-such-page",
]) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await open(page, path);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter(
      (v) => v.impact === "serious" || v.impact === "critical",
    );
    expect(
      serious.map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(" "))
            .slice(0, 3)
            .join(", ")}`,
      ),
    ).toEqual([]);
  });
}
