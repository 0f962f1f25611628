import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export type LighthouseScores = {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  /** The audits that cost the page points outside performance (every run's, once each). */
  failedAudits: string[];
  tbtMs: number;
  cls: number;
};

const CHROMIUM = "/usr/bin/chromium";

/** The browser the front-end figures are measured in. */
export const chromiumPath = () => process.env.CHROME_PATH ?? CHROMIUM;

/** Debian's Chromium, installed when missing and no other browser is named by CHROME_PATH. */
export function ensureChromium() {
  if (process.env.CHROME_PATH || existsSync(CHROMIUM)) return;
  console.log("Installing Chromium (Debian's package) for the Lighthouse runs...");
  execSync("apt-get install -y chromium", { stdio: "inherit" });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * Lighthouse's default mobile run (throttled 4G, mid-range phone CPU) on each path, `runs` times;
 * each figure is the median of the runs. `cookie` signs the browser in.
 */
export async function lighthouseScores(
  base: string,
  paths: string[],
  { runs = 1, cookie }: { runs?: number; cookie?: string } = {},
): Promise<LighthouseScores[]> {
  ensureChromium();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const results: LighthouseScores[] = [];
    for (const path of paths) {
      const measured: LighthouseScores[] = [];
      for (let run = 0; run < runs; run++)
        measured.push(await lighthouseRun(chrome.port, base, path, cookie));
      const of = (key: Exclude<keyof LighthouseScores, "path" | "failedAudits">) =>
        median(measured.map((m) => m[key]));
      results.push({
        path,
        performance: of("performance"),
        accessibility: of("accessibility"),
        bestPractices: of("bestPractices"),
        seo: of("seo"),
        fcpMs: of("fcpMs"),
        lcpMs: of("lcpMs"),
        tbtMs: of("tbtMs"),
        cls: of("cls"),
        failedAudits: [...new Set(measured.flatMap((m) => m.failedAudits))].sort(),
      });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}

async function lighthouseRun(
  port: number,
  base: string,
  path: string,
  cookie: string | undefined,
): Promise<LighthouseScores> {
  // A run that errors leaves categories without a score; such a run is repeated (twice at most)
  // rather than written down as zero.
  let lhr;
  for (let attempt = 0; attempt < 3; attempt++) {
    const run = await lighthouse(`${base}${path}`, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    lhr = run!.lhr;
    const scored = Object.values(lhr.categories).every((category) => category.score !== null);
    if (scored && !lhr.runtimeError) break;
    console.warn(
      `Lighthouse run ${attempt + 1} of ${path} failed: ${lhr.runtimeError?.message ?? "a category has no score"}`,
    );
  }
  if (!lhr) throw new Error(`Lighthouse did not run on ${path}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => Number(lhr.audits[id]?.numericValue ?? 0);
  return {
    path,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: Math.round(metric("first-contentful-paint")),
    lcpMs: Math.round(metric("largest-contentful-paint")),
    tbtMs: Math.round(metric("total-blocking-time")),
    cls: Number(metric("cumulative-layout-shift").toFixed(3)),
    failedAudits: ["accessibility", "best-practices", "seo"].flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter(
          (ref: { id: string; weight: number }) =>
            ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1,
        )
        .map((ref: { id: string }) => ref.id),
    ),
  };
}
