import type { Locator, Page } from "@playwright/test";
import { uniqueEmail } from "../helpers";
import { expect, test } from "./fixtures";
import { skipNewsletterPopup } from "./helpers";
import { ADMIN_EMAILS } from "./ports";

// Nothing on the site may scroll sideways on a phone. Each width gets one browser context that
// opens every HTML page of app/routes.ts in turn (sitemaps, feeds, robots.txt, logout and the
// JSON routes are not pages). Sample parameters pick the longest names and the articles with
// code blocks and tables, where a page is most likely to grow wider than the screen.
const PHONE_WIDTHS = [320, 360, 375, 414];
const PHONE_HEIGHT = 740;
/** The walk runs at a laptop's width too; at these widths it keeps a screenshot of each page. */
const DESKTOP = { width: 1280, height: 800 };
const SCREENSHOT_WIDTHS = new Set([375, DESKTOP.width]);

/** Tools with the longest names in the bundled catalogue. */
const LONG_NAMED_TOOLS = [
  "jetbrains-ai-assistant",
  "salesforce-agentforce",
  "microsoft-translator",
];

const ANONYMOUS_PAGES = [
  "/",
  "/tool/jetbrains-ai-assistant/jetbrains-ai-assistant",
  "/tool/jetbrains-ai-assistant/report",
  "/categories",
  "/categories/Conversational%20AI",
  "/compare?tools=chatgpt,claude",
  `/compare?tools=${LONG_NAMED_TOOLS.join(",")}`,
  // The notice naming tools it could not find, with the longest id it repeats, unbroken.
  `/compare?tools=chatgpt,${"x".repeat(60)}`,
  "/pricing",
  "/recommend",
  "/recommend?q=A%20free%20tool%20to%20transcribe%20my%20podcast%20and%20add%20subtitles",
  "/recommend?q=zzqxv%20plorkh%20wibblefrotz",
  "/?q=vidoe%20editing",
  "/blog",
  "/blog/mastering-ai-prompts-for-better-results",
  "/blog/comprehensive-guide-to-ai-writing-tools-2025",
  "/blog/comparing-top-ai-image-generators",
  "/about",
  "/terms",
  "/privacy",
  "/news",
  "/api-docs",
  "/community",
  "/contact",
  "/submit-tool",
  "/careers",
  "/newsletter",
  // The emailed links' pages, as an incomplete link shows them (a 400 page).
  "/newsletter/confirm?token=x",
  "/newsletter/unsubscribe?token=x",
  "/alerts/unsubscribe?token=x",
  "/login",
  "/signup",
  "/forgot-password",
  "/reset-password?token=x",
  "/no-such-page",
];

/** Pages that answer with an error status on purpose, shown as a page all the same. */
const ERROR_PAGES = new Set([
  "/no-such-page",
  "/newsletter/confirm?token=x",
  "/newsletter/unsubscribe?token=x",
  "/alerts/unsubscribe?token=x",
]);

const SIGNED_IN_PAGES = ["/dashboard", "/dashboard/profile", "/dashboard/saved-tools"];

/** The admin area, with the tool whose record is longest in the editor. */
const ADMIN_PAGES = [
  "/admin",
  "/admin/tools",
  "/admin/tools?q=ai",
  "/admin/tools/new",
  "/admin/tools/import",
  "/admin/tools/jetbrains-ai-assistant",
  "/admin/submissions",
  "/admin/reports",
  "/admin/comments",
  "/admin/messages",
  "/admin/applications",
  "/admin/traffic",
  "/admin/subscribers",
  "/admin/notify",
];

/**
 * How far the page scrolls sideways, and the deepest elements whose right edge (or whose text's
 * right edge) passes the viewport, each as a short selector with the start of its text; cards
 * that repeat are counted once. Elements inside a fixed layer or inside a scrolling box that
 * itself fits are left out: they do not widen the page.
 */
async function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const viewport = root.clientWidth;
    const excess = root.scrollWidth - viewport;
    if (excess <= 0) return { excess, culprits: [] as string[] };

    const contained = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.position === "fixed") return true;
        if (style.overflowX !== "visible" && parent.getBoundingClientRect().right <= viewport + 1)
          return true;
      }
      return false;
    };
    const textRight = (element: Element) => {
      // Text clipped by its own box (visually hidden labels, truncated lines) shows no further.
      if (getComputedStyle(element).overflowX !== "visible") return 0;
      let right = 0;
      for (const node of element.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        right = Math.max(right, range.getBoundingClientRect().right);
      }
      return right;
    };
    const rightEdge = (element: Element) =>
      Math.max(element.getBoundingClientRect().right, textRight(element));
    const overflowing = [...document.body.querySelectorAll("*")].filter(
      (element) => rightEdge(element) > viewport + 1 && !contained(element),
    );
    const deepest = overflowing.filter(
      (element) => !overflowing.some((other) => other !== element && element.contains(other)),
    );
    const selector = (element: Element) => {
      const path: string[] = [];
      for (
        let node: Element | null = element;
        node && node !== document.body && path.length < 3;
        node = node.parentElement
      ) {
        const classes = [...node.classList].slice(0, 3).map((name) => `.${CSS.escape(name)}`);
        const id = node.id && !node.id.startsWith("_") ? `#${node.id}` : "";
        path.unshift(`${node.tagName.toLowerCase()}${id}${classes.join("")}`);
      }
      return path.join(" > ");
    };
    const groups = new Map<string, { element: Element; count: number }>();
    for (const element of deepest) {
      const key = selector(element);
      const group = groups.get(key);
      if (group) group.count += 1;
      else groups.set(key, { element, count: 1 });
    }
    const culprits = [...groups].slice(0, 8).map(([key, { element, count }]) => {
      const text = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
      const right = Math.round(rightEdge(element));
      return `${key} (right ${right}px${count > 1 ? `, ${count} like it` : ""})${text ? ` "${text}"` : ""}`;
    });
    return { excess, culprits };
  });
}

async function collectOverflow(
  page: Page,
  path: string,
  width: number,
  problems: string[],
  screenshots?: (name: string) => string,
) {
  const response = await page.goto(path);
  expect(response?.status(), `${path} answers`).toBeLessThan(ERROR_PAGES.has(path) ? 500 : 400);
  // Measured once hydrated, so whatever the scripts change on the page is measured too.
  await page.locator("html[data-hydrated]").waitFor();
  await reportOverflow(page, `${path} at ${width} px`, problems);
  // Kept with the run's results (test-results/), to be looked at.
  if (screenshots) {
    const name = path.replace(/[^\w-]+/g, "-").replace(/^-|-$/g, "") || "home";
    await page.screenshot({ path: screenshots(`${width}-${name}.png`) });
  }
}

async function reportOverflow(page: Page, what: string, problems: string[]) {
  const { excess, culprits } = await horizontalOverflow(page);
  if (excess > 0) {
    problems.push(`${what} scrolls ${excess} px sideways:\n    ${culprits.join("\n    ")}`);
  }
}

for (const width of [...PHONE_WIDTHS, DESKTOP.width]) {
  test(`no page scrolls sideways at ${width} px`, async ({ page, login }, testInfo) => {
    test.setTimeout(180_000);
    const phone = width < DESKTOP.width;
    await page.setViewportSize({ width, height: phone ? PHONE_HEIGHT : DESKTOP.height });
    await skipNewsletterPopup(page);
    const problems: string[] = [];
    const shots = SCREENSHOT_WIDTHS.has(width)
      ? (name: string) => testInfo.outputPath(name)
      : undefined;

    for (const path of ANONYMOUS_PAGES) {
      await collectOverflow(page, path, width, problems, shots);
    }

    if (phone) {
      // The mobile menu, open over the home page.
      await page.goto("/");
      await page.locator("html[data-hydrated]").waitFor();
      await page.getByRole("button", { name: "Open menu" }).click();
      await reportOverflow(page, `/ with the menu open at ${width} px`, problems);
    }

    // A long address without a break: the dashboard greets the user with it.
    await login({ email: uniqueEmail("someone.with.a.rather.long.address", testInfo) });
    for (const toolId of LONG_NAMED_TOOLS.slice(0, 2)) {
      const saved = await page.request.post(`/api/saved-tools/${toolId}`);
      expect(saved.status(), `saving ${toolId}`).toBe(201);
    }
    for (const path of SIGNED_IN_PAGES) {
      await collectOverflow(page, path, width, problems, shots);
    }

    expect(problems, problems.join("\n")).toEqual([]);
  });
}

// One administrator (each signs up once per server) walks the admin area at every width.
test("no admin page scrolls sideways, from 320 to 1280 px", async ({ page, login }, testInfo) => {
  test.setTimeout(180_000);
  await login({ email: ADMIN_EMAILS[6] });
  // A submission with long unbroken words, for its page and its approval editor.
  const long = `Overflowtest${"x".repeat(60)}`;
  const sent = await page.request.post("/submit-tool", {
    form: {
      name: long,
      website: `https://${"very-long-subdomain.".repeat(5)}example.com/${"path/".repeat(20)}`,
      category: "Other",
      pricing: "Paid",
      shortDescription: `A submission to test wrapping: ${long}`,
      description: `${long} `.repeat(4),
      email: `${"maker".repeat(10)}@example.com`,
    },
    headers: { "X-Forwarded-For": "10.9.9.9" },
  });
  expect(sent.status(), await sent.text()).toBeLessThan(400);
  // A report with the same long words, for the reports' queue.
  const reported = await page.request.post("/tool/jetbrains-ai-assistant/report", {
    form: {
      reason: "other",
      note: `${long} `.repeat(4),
      email: `${"reader".repeat(10)}@example.com`,
    },
    headers: { "X-Forwarded-For": "10.9.9.9" },
  });
  expect(reported.status(), await reported.text()).toBeLessThan(400);
  await page.goto("/admin/submissions");
  const submission = await page.getByRole("link", { name: long }).first().getAttribute("href");
  const submissionPages = [submission!, `${submission}/approve`];
  const problems: string[] = [];
  for (const width of [...PHONE_WIDTHS, DESKTOP.width]) {
    const phone = width < DESKTOP.width;
    await page.setViewportSize({ width, height: phone ? PHONE_HEIGHT : DESKTOP.height });
    const shots = SCREENSHOT_WIDTHS.has(width)
      ? (name: string) => testInfo.outputPath(name)
      : undefined;
    for (const path of [...ADMIN_PAGES, ...submissionPages]) {
      await collectOverflow(page, path, width, problems, shots);
    }
    // The other tabs of the overview's Data Management section.
    for (const tab of ["Categories", "Pricing Options"]) {
      await page.goto("/admin");
      await page.locator("html[data-hydrated]").waitFor();
      await page.getByRole("tab", { name: tab }).click();
      await reportOverflow(page, `/admin's ${tab} tab at ${width} px`, problems);
      if (shots)
        await page.screenshot({ path: shots(`${width}-admin-${tab}.png`), fullPage: true });
    }
  }
  expect(problems, problems.join("\n")).toEqual([]);
});

// The actions a phone user taps most, page by page: each must be at least 44 by 44 px.
const TAP_WIDTH = 375;
const MIN_TAP = 44;
const TAP_TARGETS: Array<[path: string, targets: (page: Page) => Locator[]]> = [
  [
    "/",
    (page) => [
      page.getByRole("button", { name: "Open menu" }),
      page.getByRole("main").getByRole("button", { name: /^Save/ }).first(),
      page.getByRole("navigation", { name: "Pagination" }).getByRole("link"),
      page.getByRole("contentinfo").getByRole("link"),
    ],
  ],
  [
    "/tool/chatgpt/chatgpt",
    (page) => [
      page.getByRole("button", { name: /Save to Toolkit/ }),
      page.getByRole("link", { name: /^Visit Website/ }),
      page.getByRole("link", { name: "Compare with other tools" }),
      page.getByRole("link", { name: "Report an issue" }),
      page.getByRole("navigation", { name: "Previous and next tools" }).getByRole("link"),
    ],
  ],
  [
    "/compare?tools=chatgpt,claude,midjourney",
    (page) => [
      page.getByRole("button", { name: "Previous tools" }),
      page.getByRole("button", { name: "Next tools" }),
      page.getByRole("button", { name: /^Replace/ }),
      page.getByRole("link", { name: /^Visit website/ }),
      page.getByRole("link", { name: /^Details/ }),
    ],
  ],
  [
    "/pricing",
    (page) => [page.getByRole("navigation", { name: "Pricing models" }).getByRole("link")],
  ],
  ["/login", (page) => [page.getByRole("button", { name: "Sign In", exact: true })]],
  ["/news", (page) => [page.getByRole("button", { name: "Notify Me" })]],
  ["/careers", (page) => [page.getByRole("button", { name: "Submit Application" })]],
];

async function smallTapTargets(targets: Locator[]) {
  const small: string[] = [];
  for (const target of targets) {
    for (const element of await target.filter({ visible: true }).all()) {
      const box = await element.boundingBox();
      if (box && (box.width < MIN_TAP - 0.5 || box.height < MIN_TAP - 0.5)) {
        const text = (await element.getAttribute("aria-label")) ?? (await element.innerText());
        const name = text.replace(/\s+/g, " ").trim().slice(0, 40);
        small.push(`"${name}" is ${Math.round(box.width)}x${Math.round(box.height)} px`);
      }
    }
  }
  return small;
}

test(`primary actions are at least ${MIN_TAP} px square at ${TAP_WIDTH} px`, async ({
  page,
  login,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: TAP_WIDTH, height: PHONE_HEIGHT });
  await skipNewsletterPopup(page);
  const problems: string[] = [];
  const check = async (path: string, targets: (page: Page) => Locator[]) => {
    await page.goto(path);
    await page.locator("html[data-hydrated]").waitFor();
    const small = await smallTapTargets(targets(page));
    // Every listed target must exist, so a renamed button cannot pass unnoticed.
    for (const target of targets(page)) {
      expect(await target.filter({ visible: true }).count(), `${path}: ${target}`).toBeGreaterThan(
        0,
      );
    }
    if (small.length) problems.push(`${path}: ${small.join(", ")}`);
  };

  for (const [path, targets] of TAP_TARGETS) await check(path, targets);
  await page.getByRole("button", { name: "Open menu" }).click();
  problems.push(
    ...(await smallTapTargets([
      page.getByRole("navigation", { name: "Mobile" }).getByRole("link"),
    ])),
  );

  await login();
  const saved = await page.request.post("/api/saved-tools/chatgpt");
  expect(saved.status()).toBe(201);
  await check("/dashboard", (page) => [
    page.getByRole("navigation", { name: "Dashboard" }).getByRole("link"),
    page.getByRole("link", { name: /^View Details/ }),
  ]);
  await check("/dashboard/saved-tools", (page) => [page.getByRole("button", { name: /^Remove/ })]);

  expect(problems, problems.join("\n")).toEqual([]);
});
