import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import { LRUCache } from "lru-cache";
import { holdsVersion, weakEtag } from "./page-cache";
import { hashedPolicy } from "./security-headers";

// The micro-cache of anonymous pages (decision 019): a page rendered for a visitor without a
// session is kept a few seconds, compressed once, and answered to everyone else from memory.

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** What the page may vary on besides its URL; an answer varying on anything else is not kept. */
const CACHEABLE_VARY = new Set(["cookie", "accept-encoding"]);

/** Headers set per answer, never kept with the page. */
const PER_ANSWER = new Set(["content-length", "content-encoding", "transfer-encoding", "date"]);

export type Encoding = "br" | "gzip" | "identity";

export type CachedPage = {
  /** Lower-case header names and their values, as the page was answered. */
  headers: [string, string][];
  etag: string;
  bodies: Record<Encoding, Buffer>;
  size: number;
  storedAt: number;
};

export type PageCacheOptions = {
  maxBytes: number;
  /** How long a page is served as it is; for as long again it is served stale while renewed. */
  freshMs: number;
  now?: () => number;
};

export type Lookup = { page: CachedPage; stale: boolean };

/**
 * Pages by key, least recently used first out when the byte limit is reached. A render for a key
 * is shared by every request that misses it meanwhile. `clear()` (an administrator's change)
 * also makes renders under way not be kept: they may have read the data from before it.
 */
export class PageCache {
  readonly #entries: LRUCache<string, CachedPage>;
  readonly #renders = new Map<string, Promise<CachedPage | null>>();
  readonly #now: () => number;
  #generation = 0;

  constructor(readonly options: PageCacheOptions) {
    this.#now = options.now ?? Date.now;
    this.#entries = new LRUCache<string, CachedPage>({
      maxSize: options.maxBytes,
      // One page may take at most an eighth of the cache, so a few huge pages cannot empty it.
      maxEntrySize: Math.max(1, Math.floor(options.maxBytes / 8)),
      sizeCalculation: (page) => page.size,
    });
  }

  /** The page kept for `key`: fresh, stale (to be served while renewed), or none. */
  get(key: string): Lookup | undefined {
    const page = this.#entries.get(key);
    if (!page) return undefined;
    const age = this.#now() - page.storedAt;
    if (age > 2 * this.options.freshMs) {
      this.#entries.delete(key);
      return undefined;
    }
    return { page, stale: age > this.options.freshMs };
  }

  /**
   * Renders `key` once however many callers ask meanwhile; keeps the result when `render`
   * says it may be kept (a page, not `null`) and no change came while it rendered.
   */
  fill(key: string, render: () => Promise<CachedPage | null>): Promise<CachedPage | null> {
    const under = this.#renders.get(key);
    if (under) return under;
    const generation = this.#generation;
    const rendering = render()
      .then((page) => {
        if (page && generation === this.#generation) {
          page.storedAt = this.#now();
          this.#entries.set(key, page);
        }
        return page;
      })
      .finally(() => {
        if (this.#renders.get(key) === rendering) this.#renders.delete(key);
      });
    this.#renders.set(key, rendering);
    return rendering;
  }

  /** Whether a render of `key` is under way (a stale page needs no second one). */
  isRendering(key: string) {
    return this.#renders.has(key);
  }

  /** Drops every page: the site changed. */
  clear() {
    this.#generation++;
    this.#entries.clear();
    this.#renders.clear();
  }

  get bytes() {
    return this.#entries.calculatedSize;
  }

  get size() {
    return this.#entries.size;
  }
}

/**
 * The page to keep from a rendered answer, or null when it must not be kept: anything but a
 * 200 that the app marked public (an anonymous visitor's page, without Set-Cookie, with the
 * database answering; a public API read), or one that varies on more than the visitor's cookies
 * and encodings.
 */
export async function pageToKeep(response: Response): Promise<CachedPage | null> {
  const headers = response.headers;
  if (response.status !== 200 || !shareable(headers.get("cache-control"))) return null;
  if (headers.has("set-cookie") || headers.has("content-encoding")) return null;
  const vary = (headers.get("vary") ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (vary.some((name) => !CACHEABLE_VARY.has(name))) return null;
  const identity = Buffer.from(await response.arrayBuffer());
  const etag = headers.get("etag") ?? weakEtag(identity);
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(identity, { level: 6 }),
    brotliAsync(identity, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 5,
        [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]);
  const kept: [string, string][] = [];
  headers.forEach((value, name) => {
    if (!PER_ANSWER.has(name) && name !== "etag" && name !== "vary") kept.push([name, value]);
  });
  // One copy serves every visitor: its inline scripts are named by their hashes, not a nonce.
  const policy = kept.find(([name]) => name === "content-security-policy");
  if (policy?.[1].includes("'nonce-"))
    policy[1] = hashedPolicy(policy[1], identity.toString("utf8"));
  // The answer now comes in several encodings, so it varies on them too.
  kept.push(["vary", [...new Set([...vary, "accept-encoding"])].map(headerCase).join(", ")]);
  return {
    headers: kept,
    etag,
    bodies: { identity, gzip: gzipped, br: brotli },
    size: identity.length + gzipped.length + brotli.length + 1024,
    storedAt: Date.now(),
  };
}

/**
 * Whether HTTP lets a shared cache keep an answer with this Cache-Control: the app's public
 * pages (decision 005) and public API reads, never a private or no-store one.
 */
function shareable(cacheControl: string | null) {
  if (!cacheControl) return false;
  const directives = cacheControl
    .toLowerCase()
    .split(",")
    .map((part) => part.trim());
  if (!directives.includes("public")) return false;
  return !directives.some((directive) => /^(?:private|no-store|no-cache)\b/.test(directive));
}

function headerCase(name: string) {
  return name.replace(
    /(^|-)([a-z])/g,
    (_, dash: string, letter: string) => dash + letter.toUpperCase(),
  );
}

/** Which content codings an Accept-Encoding header accepts (RFC 9110 §12.5.3). */
export function acceptedEncodings(acceptEncoding: string | undefined) {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding?.split(",") ?? []) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  return (encoding: string) => (weights.get(encoding) ?? weights.get("*") ?? 0) > 0;
}

/** The best encoding the visitor accepts: brotli, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  const accepts = acceptedEncodings(acceptEncoding);
  if (accepts("br")) return "br";
  if (accepts("gzip")) return "gzip";
  return "identity";
}

export type CachedAnswer = {
  status: 200 | 304;
  headers: Record<string, string>;
  body: Buffer | null;
};

/**
 * The answer to one request from a kept page: the visitor's encoding, 304 when they hold this
 * version, and for HEAD the same headers as GET without the body.
 */
export function answerFromCache(
  page: CachedPage,
  request: {
    method: string;
    acceptEncoding?: string;
    ifNoneMatch?: string;
    state: "HIT" | "STALE" | "MISS";
  },
  now = Date.now(),
): CachedAnswer {
  const headers: Record<string, string> = {};
  for (const [name, value] of page.headers) headers[name] = value;
  headers.etag = page.etag;
  headers.age = String(Math.max(0, Math.floor((now - page.storedAt) / 1000)));
  headers["x-cache"] = request.state;
  if (holdsVersion(request.ifNoneMatch, page.etag)) {
    for (const name of ["content-type", "content-length"]) delete headers[name];
    return { status: 304, headers, body: null };
  }
  const encoding = chooseEncoding(request.acceptEncoding);
  const body = page.bodies[encoding];
  if (encoding !== "identity") headers["content-encoding"] = encoding;
  headers["content-length"] = String(body.length);
  return { status: 200, headers, body: request.method === "HEAD" ? null : body };
}
