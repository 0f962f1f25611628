// Anonymous pages against the ceiling (nginx serving the same bytes), uncached render times, and
// a mixed load at 200 connections with the server's memory watched (decision 019).
import { execSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import {
  NGINX,
  startShippedNginx,
  startStaticNginx,
  writeAnswers,
  type StaticAnswer,
} from "../tests/setup/nginx";
import { rawAnswer } from "../tests/setup/raw-answer";
import { timeRequests } from "./timing";
import { wrk } from "./wrk";

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

/** Chromium's Accept-Encoding: what a visitor's browser asks for. */
export const BROWSER_ENCODING = "gzip, deflate, br, zstd";

/**
 * What the ceilings are measured on: the anonymous pages, a cached API read, and the health check,
 * which no cache answers: the fixed cost of every request the app itself answers.
 */
export const CEILING_REQUESTS = [
  ...PAGE_KINDS,
  { kind: "API read (cached)", path: "/api/v1/tools?q=video%20editing" },
  { kind: "Health check (uncached)", path: "/healthz" },
] as const;

/** An answer's bytes as they were sent, not decoded. */
function rawGet(url: string, acceptEncoding?: string) {
  const headers = acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {};
  return rawAnswer((onResponse) => http.get(url, { headers, agent: false }, onResponse));
}

/** Headers each server writes for itself, or from the answer's bytes and encoding. */
const OWN_HEADERS = new Set([
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-type",
  "content-length",
  "content-encoding",
]);

/**
 * Each answer's exact bytes as the app sends them: whole (to a request without Accept-Encoding,
 * as the load generator sends it), and brotli-compressed to a browser when the app compresses it;
 * with the rest of the app's headers (its security headers, Cache-Control, ETag...), so that the
 * ceilings send what it sends.
 */
async function appAnswers(appBase: string, requests: readonly { path: string }[]) {
  const answers = new Map<string, StaticAnswer>();
  for (const { path: uri } of requests) {
    const whole = await rawGet(`${appBase}${uri}`);
    if (whole.status !== 200) throw new Error(`${uri} answered ${whole.status}`);
    if (whole.headers["content-encoding"]) throw new Error(`${uri} was compressed unasked`);
    const browser = await rawGet(`${appBase}${uri}`, BROWSER_ENCODING);
    const encoding = browser.headers["content-encoding"];
    if (encoding && encoding !== "br") throw new Error(`${uri} came as ${encoding}, not brotli`);
    answers.set(uri, {
      type: whole.headers["content-type"] ?? "application/octet-stream",
      identity: whole.body,
      br: encoding === "br" ? browser.body : null,
      headers: Object.entries(whole.headers).flatMap(([name, value]) =>
        OWN_HEADERS.has(name) || value === undefined
          ? []
          : [[name, Array.isArray(value) ? value.join(", ") : value] as [string, string]],
      ),
    });
  }
  return answers;
}

/** The bare Node.js server (bench/bare-node-server.mjs) answering `answers` from memory. */
async function startBareNode(answers: Map<string, StaticAnswer>) {
  const dir = mkdtempSync(path.join(tmpdir(), "aitools-bare-node-"));
  writeAnswers(dir, answers);
  const child = spawn(process.execPath, ["bench/bare-node-server.mjs", dir], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      const listening = /listening (\d+)/.exec(String(chunk));
      if (listening) resolve(Number(listening[1]));
    });
    child.once("exit", (code) => reject(new Error(`The bare Node.js server exited (${code})`)));
  });
  return {
    http: `http://127.0.0.1:${port}`,
    stop() {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The three servers measured, fastest first. */
export const SERVERS = ["nginx", "node", "app"] as const;
export type ServerName = (typeof SERVERS)[number];
export type CeilingRow = {
  kind: string;
  path: string;
  bytes: { identity: number; br: number | null };
  /** Without Accept-Encoding, and with a browser's. */
  whole: Record<ServerName, Run>;
  browser: Record<ServerName, Run>;
};

/**
 * Each request's exact answers from the app; then nginx serving them as files, a bare Node.js
 * server answering them from memory, and the app, each in turn with the same load generator and
 * connections, without Accept-Encoding and with a browser's (a warm-up run before each).
 */
export async function ceiling(appBase: string, duration: number) {
  const answers = await appAnswers(appBase, CEILING_REQUESTS);
  ensureNginx();
  const nginx = await startStaticNginx(answers);
  const node = await startBareNode(answers);
  const bases: Record<ServerName, string> = { nginx: nginx.http, node: node.http, app: appBase };
  const rows: CeilingRow[] = [];
  try {
    for (const { kind, path: uri } of CEILING_REQUESTS) {
      const answer = answers.get(uri)!;
      const measured = async (acceptEncoding?: string) => {
        const runs = {} as Record<ServerName, Run>;
        const expected = acceptEncoding && answer.br ? answer.br : answer.identity;
        for (const server of SERVERS) {
          const url = `${bases[server]}${uri}`;
          const served = await rawGet(url, acceptEncoding);
          // The app renders a kept page anew every few seconds, each time with a new CSP nonce:
          // its bytes change, not their encoding or (before compression) their length.
          const same =
            server === "app"
              ? served.headers["content-encoding"] ===
                  (acceptEncoding && answer.br ? "br" : undefined) &&
                (served.headers["content-encoding"] ? true : served.body.length === expected.length)
              : served.body.equals(expected) &&
                answer.headers.every(([name, value]) => served.headers[name] === value);
          if (!same) {
            throw new Error(
              `${server} does not send ${uri}'s bytes (${acceptEncoding ?? "whole"})`,
            );
          }
          const options = {
            url,
            connections: 10,
            headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : undefined,
          };
          wrk({ ...options, duration: Math.max(2, duration / 2) });
          runs[server] = wrk({ ...options, duration });
        }
        console.log(
          `${kind} (${acceptEncoding ? "browser" : "whole"}): ${SERVERS.map((server) => `${server} ${runs[server].rps}`).join(", ")} req/s`,
        );
        return runs;
      };
      rows.push({
        kind,
        path: uri,
        bytes: { identity: answer.identity.length, br: answer.br?.length ?? null },
        whole: await measured(),
        browser: await measured(BROWSER_ENCODING),
      });
    }
  } finally {
    nginx.stop();
    node.stop();
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
  const pages = await appAnswers(appBase, PAGE_KINDS);
  ensureNginx();
  const files = await startStaticNginx(pages);
  const proxy = await startShippedNginx(Number(new URL(appBase).port), "auto");
  const rows: ProxyRow[] = [];
  try {
    for (const { kind, path: uri } of PAGE_KINDS) {
      const run = (base: string) => {
        // By name, so that the TLS server name and the Host header are both "localhost".
        const options = { url: `${base.replace("127.0.0.1", "localhost")}${uri}`, connections: 10 };
        wrk({ ...options, duration: Math.max(2, duration / 2) });
        return wrk({ ...options, duration });
      };
      const nginxRun = await run(files.https);
      const proxyRun = await run(proxy.https);
      rows.push({
        kind,
        path: uri,
        bytes: pages.get(uri)!.identity.length,
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
