// How quickly the home page answers a visitor on a phone: from pressing Enter in the directory
// search, or tapping a filter, to the new list on screen; from tapping "Filters" to the panel's
// first field being usable. Measured in the browser itself: from the event's own time stamp to
// the first frame after the page shows the result.
import { chromium, type Page } from "playwright";
import { NEWSLETTER_SUBSCRIBED_FLAG } from "~/features/newsletter/constants";
import { percentile } from "./timing";

/** Lighthouse's phone: a Moto G Power's screen, and its CPU as a 4× slower one. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
export const CPU_SLOWDOWN = 4;

/** Searches typed in turn; each shows a list other than the one before it. */
const SEARCHES = [
  "video editing",
  "chatbot",
  "image generation",
  "transcription",
  "write code",
  "presentation",
  "music",
  "translate",
  "meeting notes",
  "logo design",
];

export type InteractionFigures = {
  name: string;
  count: number;
  p50: number;
  p95: number;
  max: number;
};

type Timing = { ms: number };

/** What ends a measurement: the list shown anew (its count line changed), or the panel usable. */
type Done = { kind: "list"; before: string } | { kind: "panel" };

/**
 * Installs a one-time measurement in the page: from the next `type` event (as the browser
 * stamped it) until `done` holds, then one more frame.
 */
async function armed(page: Page, type: "click" | "keydown", done: Done) {
  await page.evaluate(
    ({ type, done }) => {
      const countLine = () => document.querySelector('main p[aria-live="polite"]')?.textContent;
      const isDone = () => {
        if (done.kind === "panel") {
          const field = document.querySelector<HTMLInputElement>(
            'section[aria-label="Filters"] input, section[aria-label="Filters"] select',
          );
          return !!field && field.offsetParent !== null && !field.disabled;
        }
        const text = countLine();
        return (
          !document.querySelector('main[aria-busy="true"]') &&
          !!text &&
          text !== done.before &&
          !text.startsWith("Loading")
        );
      };
      const w = window as unknown as { __measured?: Promise<number> };
      w.__measured = new Promise<number>((resolve) => {
        document.addEventListener(
          type,
          (event) => {
            const start = event.timeStamp;
            const check = () => {
              if (!isDone()) return;
              observer.disconnect();
              requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
            };
            const observer = new MutationObserver(check);
            observer.observe(document.body, {
              subtree: true,
              childList: true,
              characterData: true,
              attributes: true,
            });
            check();
          },
          { capture: true, once: true },
        );
      });
    },
    { type, done },
  );
  return () =>
    page.evaluate(() => (window as unknown as { __measured: Promise<number> }).__measured);
}

async function countLine(page: Page) {
  return (await page.locator('main p[aria-live="polite"]').first().textContent()) ?? "";
}

function figures(name: string, timings: Timing[]): InteractionFigures {
  const values = timings.map((timing) => timing.ms).sort((a, b) => a - b);
  return {
    name,
    count: values.length,
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    max: Math.max(...values),
  };
}

/**
 * Each interaction `rounds` times on the home page, in Chromium at the phone's size with its CPU
 * slowed 4×, on loopback (the network's share is the server's answer alone).
 */
export async function interactionLatency(
  base: string,
  { rounds = 20, executablePath }: { rounds?: number; executablePath: string },
): Promise<InteractionFigures[]> {
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox"] });
  try {
    const context = await browser.newContext(PHONE);
    // The measuring code is compiled with names kept, which calls a helper the page lacks.
    await context.addInitScript({ content: "window.__name = (fn) => fn;" });
    // A visitor who has answered the newsletter's pop-up already: it would cover the list.
    await context.addInitScript(
      (flag) => window.localStorage.setItem(flag, "true"),
      NEWSLETTER_SUBSCRIBED_FLAG,
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(`${base}/`);
    // The directory is one of the parts whose code comes after the page's first scripts.
    await page.locator("html[data-hydrated]").waitFor();
    await page
      .locator("[data-later-part]:not([data-ready])")
      .first()
      .waitFor({ state: "detached" });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });

    const search: Timing[] = [];
    const box = page.getByRole("searchbox", { name: "Search tools" });
    for (let round = 0; round < rounds; round++) {
      const text = SEARCHES[round % SEARCHES.length]!;
      await box.fill(text);
      const measured = await armed(page, "keydown", {
        kind: "list",
        before: await countLine(page),
      });
      await box.press("Enter");
      search.push({ ms: await measured() });
    }
    await box.fill("");
    await box.press("Enter");
    await page.locator('main:not([aria-busy="true"])').waitFor();

    const toggle = page.getByRole("button", { name: /^Filters/ });
    const panel = page.getByRole("region", { name: "Filters" });
    const open: Timing[] = [];
    const filter: Timing[] = [];
    for (let round = 0; round < rounds; round++) {
      const measuredOpen = await armed(page, "click", { kind: "panel" });
      await toggle.click();
      open.push({ ms: await measuredOpen() });

      // The first feature ticked, then unticked again: each shows another list.
      const choice = panel.getByRole("checkbox").first();
      const measuredFilter = await armed(page, "click", {
        kind: "list",
        before: await countLine(page),
      });
      await choice.click();
      filter.push({ ms: await measuredFilter() });
      await choice.click();
      await page.locator('main:not([aria-busy="true"])').waitFor();
      await page.getByRole("button", { name: /^Show / }).click();
    }
    return [
      figures("Search (Enter) to the new list", search),
      figures("Filter tapped to the new list", filter),
      figures("Filters opened to a usable panel", open),
    ];
  } finally {
    await browser.close();
  }
}
