import { readFileSync, writeFileSync } from "node:fs";
import { firstLoadByRoute, type FirstLoad } from "./first-load-js";

// `npm run check:js`: holds every page's first-load JavaScript (gzipped, from the production build)
// to its budget, and fails naming each page that grew past it. A page's budget is its target, or,
// while a page is still over its target, the size it had when it was last written down. Sizes
// depend on the build alone, never on timing.
//
// `npm run check:js -- --update` writes down the pages that shrank (and new pages); a page that
// grew keeps its budget unless it is named: `--update --grow routes/x`, a choice made in review.

const BUDGETS_FILE = "js-budgets.json";

type Budgets = {
  /** Target sizes in bytes by kind of page (decision 036); null where there is none. */
  targets: Record<Kind, number | null>;
  /** Pages still over their target, held at the size they had (bytes). */
  heldAt: Record<string, number>;
};

type Kind = "home" | "public" | "signedIn" | "admin";

function kindOf(route: string): Kind {
  if (route === "routes/home") return "home";
  if (route.startsWith("routes/admin/")) return "admin";
  if (route.startsWith("routes/dashboard/")) return "signedIn";
  return "public";
}

/** Held sizes are rounded up to this many bytes, so a rebuild that moves a few bytes passes. */
const ROUNDING = 256;

function budgetOf(budgets: Budgets, page: FirstLoad) {
  const target = budgets.targets[kindOf(page.route)];
  const held = budgets.heldAt[page.route];
  return { target, budget: held ?? target };
}

const format = (bytes: number) => bytes.toLocaleString("en-US");

function main() {
  const budgets = JSON.parse(readFileSync(BUDGETS_FILE, "utf8")) as Budgets;
  const pages = firstLoadByRoute();

  if (process.argv.includes("--update")) {
    const grow = new Set(process.argv.filter((_, i) => process.argv[i - 1] === "--grow"));
    const heldAt: Record<string, number> = {};
    const refused: string[] = [];
    for (const page of pages) {
      const target = budgets.targets[kindOf(page.route)];
      if (target !== null && page.gzip <= target) continue;
      const size = Math.ceil(page.gzip / ROUNDING) * ROUNDING;
      const held = budgets.heldAt[page.route];
      if (held !== undefined && size > held && !grow.has(page.route)) {
        heldAt[page.route] = held;
        refused.push(`${page.route} (${format(page.gzip)} bytes, held at ${format(held)})`);
      } else {
        heldAt[page.route] = size;
      }
    }
    const sorted = Object.fromEntries(
      Object.entries(heldAt).sort(([a], [b]) => a.localeCompare(b)),
    );
    writeFileSync(BUDGETS_FILE, `${JSON.stringify({ ...budgets, heldAt: sorted }, null, 2)}\n`);
    console.log(`Wrote the sizes of ${Object.keys(sorted).length} pages over their target.`);
    if (refused.length) {
      console.error(
        `Kept the budgets of pages that grew (name each with --grow to raise it):\n  ${refused.join("\n  ")}`,
      );
      process.exit(1);
    }
    return;
  }

  const over: string[] = [];
  let overTarget = 0;
  for (const page of pages) {
    const { target, budget } = budgetOf(budgets, page);
    if (target !== null && page.gzip > target) overTarget++;
    if (budget === null || budget === undefined) {
      over.push(`${page.route}: ${format(page.gzip)} bytes, and no budget (add it with --update)`);
    } else if (page.gzip > budget) {
      over.push(
        `${page.route}: ${format(page.gzip)} bytes gzipped of first-load JavaScript, over its budget of ${format(budget)}` +
          (target !== null && budget !== target ? ` (target ${format(target)})` : ""),
      );
    }
  }
  console.log(
    `First-load JavaScript of ${pages.length} pages checked: ${pages.length - over.length} within budget, ${overTarget} still over their target.`,
  );
  if (over.length) {
    console.error(`Pages over their JavaScript budget:\n  ${over.join("\n  ")}`);
    process.exit(1);
  }
}

main();
