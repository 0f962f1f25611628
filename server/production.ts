import type { IncomingMessage, ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type MiddlewareHandler } from "hono";
import { getDatabaseHandle, type DatabaseKind } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import { log } from "~/lib/log.server";
import { onSiteChanged } from "~/lib/read-cache.server";
import { COOKIE_PREFIX } from "~/lib/site";
import { compression } from "./compression";
import { busyResponse, LoadLimit } from "./load-limit";
import {
  answerFromCache,
  pageToKeep,
  PageCache,
  type CachedAnswer,
  type Lookup,
} from "./micro-cache";
import { hostChecked, hostIsValid } from "./host-check";
import { headless } from "./page-cache";
import { isHealthCheck, healthAnswer, type HealthAnswer, type HealthCheck } from "./health";
import { plainAnswerHeaders, securityHeaders } from "./security-headers";
import { unreadBodiesDrained } from "./unread-bodies";

/** A request waits at most this long for a turn before it is told the site is busy. */
const MAX_WAIT_MS = 6_000;

/** Cookies the site itself reads: a visitor with one of them gets a page of their own. */
const SITE_COOKIE = new RegExp(`(?:^|;\\s*)(?:__Secure-|__Host-)?${COOKIE_PREFIX}\\.`);

/**
 * Uncached requests under way at once, unless configured. The embedded database runs every
 * statement on this thread, one at a time: more requests at once would not finish sooner, only
 * lengthen each turn of the event loop, and a busy server accepts one new connection per turn
 * (decision 020). PostgreSQL works beside this process, on its own connections.
 */
function defaultConcurrency(kind: DatabaseKind) {
  return kind === "pglite" ? 2 : 16;
}

/**
 * Paths never kept: hashed assets and uploads (served from disk or storage), logos and share
 * images (drawn on request, and kept by their own routes), and visits of tools' websites (each
 * one must reach the app to be counted, and a HEAD must stay a HEAD rather than join a shared
 * GET). A static file is answered before the cache is asked, so it is never kept either; the
 * file-like answers the app renders (robots.txt, sitemaps, feeds, llms.txt, Markdown listings)
 * are kept as pages are.
 */
const NOT_KEPT = /^\/(?:assets|uploads|logos|share|go)\//;

/**
 * Whether a path names a file (favicon.svg, robots.txt...), which is served before any page; of
 * names with a dot, only route data (`.data`) is a page.
 */
function namesFile(path: string) {
  return /\.\w+$/.test(path) && !path.endsWith(".data");
}

/** The longest URL kept; longer ones are rendered each time. */
const MAX_KEY_LENGTH = 2048;

/**
 * The app's fetch: `env` carries the Node request and response (@hono/node-server's bindings),
 * from which the app reads the visitor's socket address; a shared render has none.
 */
type Handler = (request: Request, env?: unknown) => Response | Promise<Response>;

/** What a request asks of a kept page. */
type Ask = { method: string; acceptEncoding?: string; ifNoneMatch?: string };

type RequestFacts = {
  method: string;
  /** The request's address, parsed as the app parses it. */
  url: URL;
  cookie: string | undefined;
  authorization: boolean;
  range: boolean;
};

/**
 * The cache key of a request whose answer is the same for every anonymous visitor, and so may
 * be answered from the cache: a page or public API read by GET or HEAD, without a cookie of the
 * site's or credentials. It is built from the parsed address alone, the one the app renders,
 * so no two addresses share a key. Whether an answer is kept is the answer's to say
 * (`pageToKeep`).
 */
function cacheKey(facts: RequestFacts): string | null {
  if (facts.method !== "GET" && facts.method !== "HEAD") return null;
  if (facts.authorization || facts.range) return null;
  if (facts.cookie && SITE_COOKIE.test(facts.cookie)) return null;
  const { host, pathname, search } = facts.url;
  if (NOT_KEPT.test(pathname)) return null;
  const key = `${host}${pathname}${search}`;
  return key.length > MAX_KEY_LENGTH ? null : key;
}

/**
 * What the Node handler needs of a request, its address parsed as the app will parse it: the
 * request line's path under the Host header, or an absolute address in the request line (which
 * then names the host, RFC 9112 §3.2.2). `null` when the address cannot be parsed: the app
 * answers such a request itself.
 */
function nodeFacts(req: IncomingMessage): RequestFacts | null {
  const target = req.url ?? "";
  const host = req.headers.host;
  if (!hostIsValid(host)) return null;
  let url: URL;
  try {
    if (/^https?:\/\//i.test(target)) url = new URL(target);
    else if (target.startsWith("/") && host) url = new URL(`http://${host}${target}`);
    else return null;
  } catch {
    return null;
  }
  return {
    method: req.method ?? "GET",
    url,
    cookie: req.headers.cookie,
    authorization: req.headers.authorization !== undefined,
    range: req.headers.range !== undefined,
  };
}

function fetchFacts(request: Request): RequestFacts {
  return {
    method: request.method,
    url: new URL(request.url),
    cookie: request.headers.get("cookie") ?? undefined,
    authorization: request.headers.has("authorization"),
    range: request.headers.has("range"),
  };
}

/** Headers that must not reach a render whose page is shared: only the visitor's own. */
const NOT_FOR_SHARED_RENDER = [
  "cookie",
  "if-none-match",
  "if-modified-since",
  "accept-encoding",
  "range",
];

function sharedRenderRequest(url: string, headers: Headers): Request {
  const kept = new Headers(headers);
  for (const name of NOT_FOR_SHARED_RENDER) kept.delete(name);
  return new Request(url, { method: "GET", headers: kept });
}

/**
 * A render shared by every visitor who asks for the page meanwhile, with the bindings of the
 * visitor whose request started it: per-address limits (such as the recommender's) count it
 * against that visitor, never against one address shared by all.
 */
type SharedRender = { request: Request; env: unknown };

/**
 * The part of a Node request's bindings the app reads (its socket's address), taken now: the
 * request is answered from the cache before the render it starts gets its turn.
 */
function visitorSocket(req: IncomingMessage) {
  const { remoteAddress, remotePort, remoteFamily } = req.socket;
  return { incoming: { socket: { remoteAddress, remotePort, remoteFamily } } };
}

function toResponse(answer: CachedAnswer) {
  // A Buffer is a Uint8Array, which a Response takes as it is.
  const body = answer.body as Uint8Array<ArrayBuffer> | null;
  return new Response(body, { status: answer.status, headers: answer.headers });
}

export type ProductionOptions = {
  /** The built client files (build/client). */
  clientDir: string;
  /** Whether the site is served over HTTPS (its BASE_URL says so). */
  https: boolean;
  env: Pick<
    Env,
    "PAGE_CACHE_MB" | "PAGE_CACHE_SECONDS" | "MAX_CONCURRENT_REQUESTS" | "MAX_QUEUED_REQUESTS"
  >;
  /** The page cache's clock (tests move it forward instead of waiting). */
  now?: () => number;
};

/**
 * The production HTTP stack in front of the app: a cached anonymous page is answered straight
 * from the Node request handler (before any framework work); everything else goes through
 * Hono: compression, hashed assets, public files, the cache's shared renders, the load limit
 * and the app itself.
 */
export async function createProductionListener(
  app: { fetch: Handler },
  options: ProductionOptions,
) {
  const { env } = options;
  const cache =
    env.PAGE_CACHE_MB > 0
      ? new PageCache({
          maxBytes: Math.floor(env.PAGE_CACHE_MB * 1024 * 1024),
          freshMs: env.PAGE_CACHE_SECONDS * 1000,
          now: options.now,
        })
      : null;
  const limit = new LoadLimit({
    concurrency:
      env.MAX_CONCURRENT_REQUESTS ?? defaultConcurrency(getDatabaseHandle()?.kind ?? "postgres"),
    queue: env.MAX_QUEUED_REQUESTS,
    maxWaitMs: MAX_WAIT_MS,
  });

  /**
   * The app's answer, when there is room for it. A visitor's own request leaves the queue when
   * its connection closes; a shared render (a fresh Request) is wanted by everyone who waits on it.
   */
  const render = async (request: Request, first = false, env?: unknown): Promise<Response> =>
    (await limit.run(async () => app.fetch(request, env), { first, signal: request.signal })) ??
    busyResponse(new URL(request.url).pathname);

  /** Renders a stale page anew, ahead of other waiting work; the answer is kept when it may be. */
  const renew = (key: string, { request, env }: SharedRender) =>
    cache!
      .fill(key, async () => {
        const response = await render(request, true, env);
        const page = await pageToKeep(response);
        if (!page) await response.body?.cancel();
        return page;
      })
      .catch((error: unknown) => {
        log.warn("A cached page could not be renewed", { key, error: String(error) });
        return null;
      });

  /** A kept page's answer; a stale one is renewed meanwhile, once. */
  const fromCache = (key: string, found: Lookup, ask: Ask, renewal: () => SharedRender) => {
    if (found.stale && !cache!.isRendering(key)) void renew(key, renewal());
    return answerFromCache(
      found.page,
      { ...ask, state: found.stale ? "STALE" : "HIT" },
      options.now?.(),
    );
  };

  const hono = new Hono();
  // Static files, kept pages and the load limit's answers are sent as the app sends its own.
  hono.use(unreadBodiesDrained());
  hono.use(securityHeaders({ https: options.https }));
  hono.use(hostChecked());
  // Gzip text answers (pages, data, scripts, styles, JSON) unless a proxy in front does it;
  // cached pages carry their own encoding and are left alone.
  hono.use(compression());
  // Hashed assets never change: cache them for a year.
  const assets = serveStatic({ root: options.clientDir });
  hono.use("/assets/*", async (c, next) => {
    const response = await assets(c, next);
    if (response instanceof Response) c.res = response;
    if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
  });
  const publicFiles = serveStatic({ root: options.clientDir });
  // Only paths that name a file (favicon.svg, robots.txt...) can be static files.
  hono.use("*", async (c, next) => {
    if (!namesFile(c.req.path)) return next();
    const response = await publicFiles(c, next);
    if (response instanceof Response) c.res = response;
    if (c.res.status === 200 && !c.res.headers.has("Cache-Control"))
      c.header("Cache-Control", "public, max-age=3600");
  });
  if (cache) hono.use("*", cachedPages(cache, render, fromCache));
  hono.all("*", (c) => render(c.req.raw, false, c.env));
  const honoListener = getRequestListener(hono.fetch);

  // The server's one SITE_CHANGED listener (server/boot.ts) empties the cache too.
  const stopListening = cache ? onSiteChanged(() => cache.clear()) : undefined;

  /**
   * A load balancer's check, answered before any other work: never queued behind pages, never
   * kept, and at a fraction of the cost of a request through the app's stack (decision 037).
   */
  const healthHeaders = plainAnswerHeaders({ https: options.https });
  const answerHealthCheck = (check: HealthCheck, head: boolean, res: ServerResponse) => {
    const send = ({ status, body, headers }: HealthAnswer) => {
      res.writeHead(status, { ...healthHeaders, ...headers });
      res.end(head ? undefined : body);
    };
    const answer = healthAnswer(check);
    if ("then" in answer) void answer.then(send);
    else send(answer);
  };

  const listener = (req: IncomingMessage, res: ServerResponse) => {
    // A check as load balancers send it: the bare path (anything else reaches the app's routes).
    const { method, url } = req;
    if (
      (method === "GET" || method === "HEAD") &&
      url &&
      isHealthCheck(url) &&
      hostIsValid(req.headers.host)
    ) {
      answerHealthCheck(url, method === "HEAD", res);
      return;
    }
    const facts = cache && nodeFacts(req);
    if (cache && facts) {
      const key = cacheKey(facts);
      const found = key ? cache.get(key) : undefined;
      if (key && found) {
        const ask = {
          method: facts.method,
          acceptEncoding: req.headers["accept-encoding"],
          ifNoneMatch: req.headers["if-none-match"],
        };
        const answer = fromCache(key, found, ask, () => ({
          request: sharedRenderRequest(facts.url.href, nodeHeaders(req)),
          env: visitorSocket(req),
        }));
        res.writeHead(answer.status, answer.headers);
        res.end(answer.body ?? undefined);
        return;
      }
    }
    void honoListener(req, res);
  };

  return {
    listener,
    cache,
    limit,
    async close() {
      stopListening?.();
    },
  };
}

function nodeHeaders(req: IncomingMessage) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(":")) continue;
    headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  return headers;
}

/**
 * A page missed by the Node handler: rendered once for everyone who asks meanwhile. When the
 * answer may not be kept (an error, a redirect, a page of its own), the request that rendered
 * it gets it as it is and the others render their own.
 */
function cachedPages(
  cache: PageCache,
  render: (request: Request, first: boolean, env: unknown) => Promise<Response>,
  fromCache: (key: string, found: Lookup, ask: Ask, renewal: () => SharedRender) => CachedAnswer,
): MiddlewareHandler {
  return async (c, next) => {
    const request = c.req.raw;
    const key = cacheKey(fetchFacts(request));
    if (!key) return next();
    const ask = {
      method: request.method,
      acceptEncoding: request.headers.get("accept-encoding") ?? undefined,
      ifNoneMatch: request.headers.get("if-none-match") ?? undefined,
    };
    const found = cache.get(key);
    if (found) {
      return toResponse(
        fromCache(key, found, ask, () => ({
          request: sharedRenderRequest(request.url, request.headers),
          env: c.env,
        })),
      );
    }
    let own: Response | undefined;
    const page = await cache.fill(key, async () => {
      own = await render(sharedRenderRequest(request.url, request.headers), false, c.env);
      return pageToKeep(own);
    });
    // Only the request that rendered the page missed; the others were answered from its render.
    if (page) return toResponse(answerFromCache(page, { ...ask, state: own ? "MISS" : "HIT" }));
    if (own) return headless(request.method, own);
    return next();
  };
}
