// Anonymous pages against the ceiling (nginx serving the same bytes), uncached render times, and
// a mixed load at 200 connections with the server's memory watched (decision 019).
import { execSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import autocannon from "autocannon";
import { NGINX, startShippedNginx, startStaticNginx } from "../tests/setup/nginx";
import { timeRequests } from "./timing";

/** The anonymous pages measured: one of each kind a visitor lands on. */
export const PAGE_KINDS = [
  { kind: "Home", path: "/" },
  { kind: "Tool", path: "/tool/chatgpt/chatgpt" },
  { kind: "Category", path: "/categories/Image%20Generation" },
] as const;

/** More page kinds, for the uncached render times. */
export const RENDER_KINDS = [
  ...PAGE_KINDS,
  { kind: "Search results", path: "/?q=video%20editing" },
  { kind: "Blog article", path: "/blog/comparing-top-ai-image-generators" },
  { kind: "Compare", path: "/compare?tools=chatgpt,claude" },
] as const;

export type Run = {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
};

export async function measure(options: autocannon.Options): Promise<Run> {
  const result = await autocannon(options);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Debian's nginx, installed when missing. */
function ensureNginx() {
  if (existsSync(NGINX)) return;
  console.log("Installing nginx (Debian's package) for the ceiling measurement...");
  execSync("apt-get install -y nginx-light || apt-get install -y nginx", { stdio: "inherit" });
  // Debian starts the service on install; the bench runs its own instance only.
  spawnSync("service", ["nginx", "stop"], { stdio: "ignore" });
}

/** Each measured page's exact bytes as the app sends them without compression. */
async function pageBytes(appBase: string) {
  const pages = new Map<string, Buffer>();
  for (const { path: uri } of PAGE_KINDS) {
    const response = await fetch(`${appBase}${uri}`, {
      headers: { "Accept-Encoding": "identity" },
    });
    if (!response.ok) throw new Error(`${uri} answered ${response.status}`);
    pages.set(uri, Buffer.from(await response.arrayBuffer()));
  }
  return pages;
}

export type CeilingRow = { kind: string; path: string; bytes: number; nginx: Run; app: Run };

/**
 * Each page's exact bytes from the app, then nginx and the app each serving them to the same
 * load generator with the same connections, one after the other (a warm-up run first).
 */
export async function ceiling(appBase: string, duration: number) {
  const pages = await pageBytes(appBase);
  ensureNginx();
  const nginx = await startStaticNginx(pages);
  const rows: CeilingRow[] = [];
  try {
    for (const { kind, path: uri } of PAGE_KINDS) {
      const served = Buffer.from(await (await fetch(`${nginx.http}${uri}`)).arrayBuffer());
      if (!served.equals(pages.get(uri)!)) throw new Error(`nginx does not serve ${uri} as is`);
      const run = (base: string) =>
        measure({
          url: `${base}${uri}`,
          connections: 10,
          duration: Math.max(2, duration / 2),
        }).then(() => measure({ url: `${base}${uri}`, connections: 10, duration }));
      const nginxRun = await run(nginx.http);
      const appRun = await run(appBase);
      rows.push({ kind, path: uri, bytes: pages.get(uri)!.length, nginx: nginxRun, app: appRun });
      console.log(
        `${kind}: nginx ${nginxRun.rps} req/s, app ${appRun.rps} req/s (${((100 * appRun.rps) / nginxRun.rps).toFixed(0)}%), app p99 ${appRun.p99} ms`,
      );
    }
  } finally {
    nginx.stop();
  }
  return rows;
}

export type ProxyRow = { kind: string; path: string; bytes: number; nginx: Run; proxy: Run };

/**
 * The anonymous pages through the shipped reverse proxy (deploy/nginx) in front of the app, against
 * nginx serving the same bytes as files, both over https on loopback with the same TLS settings,
 * one after the other with the same load generator (a warm-up run first, which also fills the
 * proxy's cache).
 */
export async function throughProxy(appBase: string, duration: number) {
  const pages = await pageBytes(appBase);
  ensureNginx();
  const files = await startStaticNginx(pages);
  const proxy = await startShippedNginx(Number(new URL(appBase).port), "auto");
  const rows: ProxyRow[] = [];
  try {
    for (const { kind, path: uri } of PAGE_KINDS) {
      const run = (base: string) => {
        const options = {
          url: `${base}${uri}`,
          connections: 10,
          headers: { host: "localhost" },
        };
        return measure({ ...options, duration: Math.max(2, duration / 2) }).then(() =>
          measure({ ...options, duration }),
        );
      };
      const nginxRun = await run(files.https);
      const proxyRun = await run(proxy.https);
      rows.push({
        kind,
        path: uri,
        bytes: pages.get(uri)!.length,
        nginx: nginxRun,
        proxy: proxyRun,
      });
      console.log(
        `${kind}: nginx files ${nginxRun.rps} req/s, through the proxy ${proxyRun.rps} req/s (${((100 * proxyRun.rps) / nginxRun.rps).toFixed(0)}%), p99 ${proxyRun.p99} ms`,
      );
    }
  } finally {
    files.stop();
    proxy.stop();
  }
  return rows;
}

export type RenderRow = { kind: string; path: string; p50: number; p95: number; failed: number };

/** Each page rendered from scratch (a server without the page cache), one request at a time. */
export async function renderTimes(base: string, rounds = 60, warmUp = 10) {
  const rows: RenderRow[] = [];
  for (const { kind, path: uri } of RENDER_KINDS) {
    const { p50, p95, failed } = await timeRequests([uri], (path) => fetch(`${base}${path}`), {
      rounds: rounds + warmUp,
      warmUp,
    });
    rows.push({ kind, path: uri, p50, p95, failed });
  }
  return rows;
}

/** The server's resident memory in MB (Linux). */
export function rssMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

export type MixedLoad = Run & { rssStartMb: number; rssEndMb: number; rssPeakMb: number };

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * 200 connections for `seconds` on a mix like a spike's: mostly anonymous pages (some with a
 * browser's encodings), route data, searches and tool reads from the API, and signed-in pages
 * (which no cache answers), after a warm-up run of the same mix.
 */
/** Seconds of the same mix run before the measured one. */
export const MIXED_WARM_UP_SECONDS = 60;

export async function mixedLoad(
  base: string,
  pid: number,
  cookie: string,
  seconds: number,
): Promise<MixedLoad> {
  const browser = { "Accept-Encoding": "gzip, deflate, br" };
  const signedIn = { Cookie: cookie, "Accept-Encoding": "gzip, deflate, br" };
  const requests: autocannon.Request[] = [
    { method: "GET", path: "/", headers: browser },
    { method: "GET", path: "/tool/chatgpt/chatgpt" },
    { method: "GET", path: "/categories/Image%20Generation", headers: browser },
    { method: "GET", path: "/api/v1/tools?q=video%20editing" },
    { method: "GET", path: "/tool/midjourney/midjourney", headers: browser },
    { method: "GET", path: "/tool/chatgpt/chatgpt", headers: signedIn },
    { method: "GET", path: "/blog/comparing-top-ai-image-generators", headers: browser },
    { method: "GET", path: "/categories/Image%20Generation.data" },
    { method: "GET", path: "/api/v1/tools/chatgpt" },
    { method: "GET", path: "/dashboard", headers: signedIn },
    { method: "GET", path: "/pricing", headers: browser },
    { method: "GET", path: "/?q=chatbot", headers: browser },
  ];
  const options = { url: base, connections: 200, requests };
  // Under this load the server's memory grows for about a minute (the JavaScript heap and the
  // embedded database's buffers reach their working size) and then stays level: measured from
  // there, "flat" means no leak rather than the first minute's growth.
  await measure({ ...options, duration: MIXED_WARM_UP_SECONDS });
  // Memory under load, read each second: the start and the end are each the median of five
  // readings, so one collection of garbage more or less does not decide them.
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(rssMb(pid)), 1000);
  try {
    const run = await measure({ ...options, duration: seconds });
    return {
      ...run,
      rssStartMb: median(samples.slice(0, 5)),
      rssEndMb: median(samples.slice(-5)),
      rssPeakMb: Math.max(...samples),
    };
  } finally {
    clearInterval(sampler);
  }
}
