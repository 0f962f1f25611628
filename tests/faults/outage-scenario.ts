import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "~/lib/db.server";
import { SITE } from "~/lib/site";
import { createSession, createUser } from "../factories";
import { startPostgresCluster } from "../setup/postgres-cluster";
import { startServerProcess, type LogLine } from "../setup/server-process";

// A PostgreSQL outage under load: one app server (node server.js, production build) on a
// throwaway cluster, a few clients asking steadily for what visitors ask (an API read, an
// anonymous page, a signed-in page, an API write, the health probes), and the cluster stopped
// for a few seconds in the middle, then started again. Every answer is kept with its timing, for
// the fault test's assertions (tests/faults/outage.test.ts) and the bench's figures
// (bench/outage.ts).

/** What the clients ask for. */
export const PROBES = [
  "api-read",
  "page",
  "signed-in-page",
  "api-write",
  "healthz",
  "readyz",
] as const;
export type Probe = (typeof PROBES)[number];

/** The probes whose answers need the database. */
export const DATABASE_PROBES: readonly Probe[] = [
  "api-read",
  "page",
  "signed-in-page",
  "api-write",
];

/** Probes answered as JSON (the others are HTML pages, or plain health answers). */
export const JSON_PROBES: readonly Probe[] = ["api-read", "api-write"];

export type Sample = {
  probe: Probe;
  path: string;
  /** When the request was sent and its whole answer read (epoch ms). */
  start: number;
  end: number;
  /** 0 when no answer came (refused connection, timeout). */
  status: number;
  error?: string;
  cacheControl: string | null;
  retryAfter: string | null;
  contentType: string | null;
  /** The micro-cache's verdict (HIT, STALE, MISS), when the answer went through it. */
  xCache: string | null;
  /** The start of the body. */
  body: string;
  /** Whether the body names the site (its own pages do, in their header and footer). */
  namesSite: boolean;
  /** Whether the page offers to sign in (it cannot know who is signed in during an outage). */
  offersSignIn: boolean;
  /** Whether the page offers to ask for it again. */
  offersRetry: boolean;
  /** Whether the page says no tools were found (untrue when they could not be looked for). */
  claimsNoTools: boolean;
};

export type OutageTimeline = {
  loadStart: number;
  /** `pg_ctl stop` was called, and returned (the cluster is down). */
  stopCalled: number;
  stopped: number;
  /** `pg_ctl start` was called, and returned (the cluster takes connections again). */
  startCalled: number;
  started: number;
  loadEnd: number;
};

export type OutageRun = { samples: Sample[]; timeline: OutageTimeline; lines: LogLine[] };

export type OutageOptions = {
  /** Load before the outage (ms). */
  warmMs?: number;
  /** How long the cluster stays down (ms). */
  outageMs?: number;
  /** Load after the cluster is back: at least `minRecoverMs`, then until every probe has
   *  answered well for `steadyMs`, at most `maxRecoverMs`. */
  minRecoverMs?: number;
  steadyMs?: number;
  maxRecoverMs?: number;
  /** Concurrent clients per database probe (the health probes get one each). */
  clientsPerProbe?: number;
  /** Pause of each client between its requests (ms). */
  pauseMs?: number;
};

const SEARCH_WORDS = ["chat", "image", "video", "code", "voice", "write", "music", "search"];
/** Pause of the health probes' clients between requests (ms). */
const HEALTH_PAUSE_MS = 100;
/** How long a client waits for an answer before it counts as none. */
const REQUEST_TIMEOUT_MS = 10_000;
const BODY_PREFIX = 600;
/** A browser's User-Agent: page views from programs (fetch says "node") are not counted. */
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

let counter = 0;

/** A client address no other request of this process used (the server trusts one proxy). */
function nextAddress() {
  counter++;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

/** The request one probe sends next: varied queries, so most answers need the database. */
function probeRequest(probe: Probe, cookie: string): { path: string; init: RequestInit } {
  const n = ++counter;
  const word = SEARCH_WORDS[n % SEARCH_WORDS.length]!;
  switch (probe) {
    case "api-read":
      return { path: `/api/v1/tools?q=${word}&pageSize=5&n=${n}`, init: {} };
    case "page":
      // Every other request is a page the micro-cache may answer from memory.
      return { path: n % 2 ? `/?q=${word}&n=${n}` : "/categories", init: {} };
    case "signed-in-page":
      return { path: "/dashboard", init: { headers: { Cookie: cookie } } };
    case "api-write":
      return {
        path: "/api/v1/page-views",
        init: {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Forwarded-For": nextAddress() },
          body: JSON.stringify({ path: "/tool/chatgpt/chatgpt", referrer: "https://example.com/" }),
        },
      };
    case "healthz":
      return { path: "/healthz", init: {} };
    case "readyz":
      return { path: "/readyz", init: {} };
  }
}

/** Sends one probe's request and keeps what came back, or that nothing did. */
async function sendProbe(baseUrl: string, probe: Probe, cookie: string): Promise<Sample> {
  const { path: pathname, init } = probeRequest(probe, cookie);
  const start = Date.now();
  try {
    const response = await fetch(`${baseUrl}${pathname}`, {
      ...init,
      headers: { "User-Agent": BROWSER, ...(init.headers as Record<string, string>) },
      redirect: "manual",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = await response.text();
    const headers = response.headers;
    return {
      probe,
      path: pathname,
      start,
      end: Date.now(),
      status: response.status,
      cacheControl: headers.get("cache-control"),
      retryAfter: headers.get("retry-after"),
      contentType: headers.get("content-type"),
      xCache: headers.get("x-cache"),
      body: body.slice(0, BODY_PREFIX),
      namesSite: body.includes(SITE.name),
      offersSignIn: body.includes('href="/login"'),
      offersRetry: body.includes(">Try again</a>"),
      claimsNoTools: body.includes("No tools found"),
    };
  } catch (error) {
    return {
      probe,
      path: pathname,
      start,
      end: Date.now(),
      status: 0,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      cacheControl: null,
      retryAfter: null,
      contentType: null,
      xCache: null,
      body: "",
      namesSite: false,
      offersSignIn: false,
      offersRetry: false,
      claimsNoTools: false,
    };
  }
}

/** Whether an answer is what the probe gets when all is well. */
export function answeredWell(sample: Sample) {
  return sample.status >= 200 && sample.status < 300;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A client asking for one probe again and again until told to stop. */
async function client(
  baseUrl: string,
  probe: Probe,
  cookie: string,
  pauseMs: number,
  samples: Sample[],
  running: () => boolean,
) {
  while (running()) {
    samples.push(await sendProbe(baseUrl, probe, cookie));
    await sleep(pauseMs);
  }
}

/** Whether every probe's answers since `since` have been good for the last `steadyMs`. */
function steadySince(samples: Sample[], since: number, steadyMs: number, now: number) {
  return PROBES.every((probe) => {
    const after = samples.filter((sample) => sample.probe === probe && sample.start >= since);
    const lastBad = after.findLast((sample) => !answeredWell(sample));
    const firstGood = after.find((sample) => answeredWell(sample));
    if (!firstGood) return false;
    const from = lastBad ? lastBad.end : firstGood.start;
    return now - from >= steadyMs;
  });
}

/** A signed-in visitor's cookie, made in the server's database. */
async function signedInCookie(databaseUrl: string) {
  const handle = await openDatabase({ databaseUrl, dataDir: "" });
  try {
    const user = await createUser(handle.db, { name: "Outage Visitor" });
    return (await createSession(handle.db, user)).cookie;
  } finally {
    await handle.close();
  }
}

/**
 * Runs the whole scenario and cleans up after it (cluster, server, folders), whatever fails.
 * `env` adds settings for the app server.
 */
export async function runOutageScenario(
  options: OutageOptions = {},
  env: Record<string, string> = {},
): Promise<OutageRun> {
  const {
    warmMs = 2_500,
    outageMs = 6_000,
    minRecoverMs = 3_000,
    steadyMs = 2_000,
    maxRecoverMs = 15_000,
    clientsPerProbe = 2,
    pauseMs = 25,
  } = options;
  const cluster = await startPostgresCluster();
  const dataDir = mkdtempSync(path.join(tmpdir(), "aitools-outage-"));
  let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  try {
    const databaseUrl = await cluster.createDatabase("aitools");
    server = await startServerProcess({
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      TRUST_PROXY: "true",
      ...env,
    });
    const cookie = await signedInCookie(databaseUrl);
    const samples: Sample[] = [];
    let running = true;
    const clients = PROBES.flatMap((probe) => {
      const database = DATABASE_PROBES.includes(probe);
      return Array.from({ length: database ? clientsPerProbe : 1 }, () =>
        client(
          server!.url,
          probe,
          cookie,
          database ? pauseMs : HEALTH_PAUSE_MS,
          samples,
          () => running,
        ),
      );
    });
    const loadStart = Date.now();
    await sleep(warmMs);
    const stopCalled = Date.now();
    await cluster.stop("fast");
    const stopped = Date.now();
    await sleep(Math.max(0, outageMs - (stopped - stopCalled)));
    const startCalled = Date.now();
    await cluster.start();
    const started = Date.now();
    for (;;) {
      await sleep(100);
      const now = Date.now();
      if (now - started >= maxRecoverMs) break;
      if (now - started >= minRecoverMs && steadySince(samples, started, steadyMs, now)) break;
    }
    running = false;
    await Promise.all(clients);
    const loadEnd = Date.now();
    samples.sort((a, b) => a.start - b.start);
    return {
      samples,
      timeline: { loadStart, stopCalled, stopped, startCalled, started, loadEnd },
      lines: server.lines,
    };
  } finally {
    await server?.stop();
    await cluster.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
