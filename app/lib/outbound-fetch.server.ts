import dns, { type LookupAddress } from "node:dns";
import http, { type IncomingHttpHeaders, type IncomingMessage } from "node:http";
import https from "node:https";
import net from "node:net";
import { pipeline, type Readable, type Transform } from "node:stream";
import zlib from "node:zlib";

// Every request the server makes to the outside world (metadata, link checks, the optional
// language model) goes through here: a deadline, a body-size cap, a redirect limit, and a
// guard against private and loopback addresses so a submitted URL cannot reach the server's
// own network. The guard sits in the socket's DNS lookup, so the address checked is the
// address connected to (no gap for DNS rebinding), and each redirect hop is checked again.
// A guarded request always opens a connection of its own and checks the address it connected
// to: a kept-alive socket does no lookup, so one opened for a trusted endpoint must never carry
// a guarded request to the same host.

export type OutboundErrorCode =
  | "invalid-url"
  | "blocked-address"
  | "timeout"
  | "aborted"
  | "too-large"
  | "too-many-redirects"
  | "network";

export class OutboundFetchError extends Error {
  constructor(
    readonly code: OutboundErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "OutboundFetchError";
  }
}

export type OutboundInit = {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** Aborts the request (with code "aborted"). */
  signal?: AbortSignal;
  /** The whole exchange, redirects and body included. */
  timeoutMs?: number;
  /** The decoded body's largest size. */
  maxBytes?: number;
  maxRedirects?: number;
  /**
   * Private, loopback and link-local addresses are refused unless this is true, or a function
   * that allows them for one URL (each redirect hop is asked again). Only for trusted
   * endpoints the operator configured (a local language model) and for tests.
   */
  allowPrivate?: boolean | ((url: URL) => boolean);
};

export const OUTBOUND_DEFAULTS = {
  timeoutMs: 10_000,
  maxBytes: 5 * 1024 * 1024,
  maxRedirects: 3,
} as const;

const USER_AGENT = "AIToolsDirectory/1.0";
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const NULL_BODY = new Set([101, 204, 205, 304]);

// --- Addresses ------------------------------------------------------------------------------

function ipv4ToNumber(ip: string): number | null {
  const parts = ip.split(".");
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return null;
    value = value * 256 + Number(part);
  }
  return value;
}

const IPV4_NOT_PUBLIC: [string, number][] = [
  ["0.0.0.0", 8], // "this network", unspecified
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved and broadcast
];

function ipv4IsPublic(value: number) {
  return !IPV4_NOT_PUBLIC.some(([base, bits]) => {
    const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
    return (value & mask) >>> 0 === (ipv4ToNumber(base)! & mask) >>> 0;
  });
}

/** An IPv6 address as 128 bits, or null. */
function ipv6ToBigInt(ip: string): bigint | null {
  let text = ip.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const v4 = ipv4ToNumber(dotted[1]!);
    if (v4 === null) return null;
    text = `${text.slice(0, dotted.index)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const missing = 8 - head.length - tail.length;
  if ((halves.length === 1 && missing !== 0) || missing < 0) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  let value = 0n;
  for (const group of groups) {
    if (!/^[0-9a-f]{1,4}$/i.test(group)) return null;
    value = (value << 16n) | BigInt(parseInt(group, 16));
  }
  return value;
}

function inPrefix(value: bigint, prefix: bigint, bits: number) {
  return value >> BigInt(128 - bits) === prefix >> BigInt(128 - bits);
}

const v6 = (text: string) => ipv6ToBigInt(text)!;

/** Whether an IP address is on the public internet (not private, loopback, link-local...). */
export function isPublicAddress(ip: string): boolean {
  const v4 = ipv4ToNumber(ip);
  if (v4 !== null) return ipv4IsPublic(v4);
  const value = ipv6ToBigInt(ip);
  if (value === null) return false;
  const embeddedV4 = Number(value & 0xffffffffn);
  if (value === 0n || value === 1n) return false; // unspecified, loopback
  if (
    inPrefix(value, v6("::ffff:0:0"), 96) || // IPv4-mapped
    inPrefix(value, v6("::ffff:0:0:0"), 96) || // IPv4-translated
    inPrefix(value, 0n, 96) || // IPv4-compatible
    inPrefix(value, v6("64:ff9b::"), 96) // NAT64
  ) {
    return ipv4IsPublic(embeddedV4);
  }
  if (inPrefix(value, v6("2002::"), 16)) {
    return ipv4IsPublic(Number((value >> 80n) & 0xffffffffn)); // 6to4
  }
  const notPublic: [string, number][] = [
    ["fe80::", 10], // link-local
    ["fec0::", 10], // site-local (deprecated)
    ["fc00::", 7], // unique local
    ["64:ff9b:1::", 48], // NAT64 for a local network
    ["ff00::", 8], // multicast
    ["2001:db8::", 32], // documentation
    ["2001::", 32], // Teredo
    ["100::", 64], // discard
  ];
  return !notPublic.some(([prefix, bits]) => inPrefix(value, v6(prefix), bits));
}

function blocked(host: string, address: string) {
  return new OutboundFetchError(
    "blocked-address",
    `Refused to connect to ${host} (${address}): not a public address`,
  );
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** A DNS lookup for sockets that refuses non-public addresses. */
function guardedLookup(hostname: string, options: dns.LookupOptions, callback: LookupCallback) {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, "");
    const list = addresses as LookupAddress[];
    const bad = list.find((entry) => !isPublicAddress(entry.address));
    if (bad) return callback(blocked(hostname, bad.address), "");
    if (list.length === 0) {
      return callback(new OutboundFetchError("network", `No address for ${hostname}`), "");
    }
    if (options.all) return callback(null, list);
    return callback(null, list[0]!.address, list[0]!.family);
  });
}

/** Refuses a guarded request whose socket is connected to a non-public address. */
function guardSocket(req: http.ClientRequest, host: string) {
  req.once("socket", (socket: net.Socket) => {
    const check = () => {
      const address = socket.remoteAddress;
      if (!address || !isPublicAddress(address)) req.destroy(blocked(host, address ?? "unknown"));
    };
    if (socket.connecting) socket.once("connect", check);
    else check();
  });
}

// --- One request ----------------------------------------------------------------------------

// Trusted requests keep their connections alive, in a pool no guarded request draws from.
const TRUSTED_AGENTS = {
  "http:": new http.Agent({ keepAlive: true }),
  "https:": new https.Agent({ keepAlive: true }),
};

type Hop = {
  status: number;
  statusText: string;
  headers: IncomingHttpHeaders;
  message: IncomingMessage;
};

function request(
  url: URL,
  init: { method: string; headers: Record<string, string>; body?: Uint8Array },
  signal: AbortSignal,
  allowPrivate: boolean,
): Promise<Hop> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (net.isIP(host) && !allowPrivate && !isPublicAddress(host)) {
    return Promise.reject(blocked(host, host));
  }
  const client = url.protocol === "https:" ? https : http;
  return new Promise<Hop>((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: init.method,
        headers: init.headers,
        signal,
        // A guarded request's agent is its own, so its socket is new and looked up.
        agent: allowPrivate ? TRUSTED_AGENTS[url.protocol as "http:" | "https:"] : false,
        // Node does not call lookup for IP literals; those were checked above.
        lookup: allowPrivate ? undefined : (guardedLookup as unknown as net.LookupFunction),
      },
      (message) =>
        resolve({
          status: message.statusCode ?? 0,
          statusText: message.statusMessage ?? "",
          headers: message.headers,
          message,
        }),
    );
    if (!allowPrivate) guardSocket(req, host);
    req.on("error", reject);
    req.end(init.body);
  });
}

function decoded(message: IncomingMessage): Readable {
  const encoding = String(message.headers["content-encoding"] ?? "")
    .trim()
    .toLowerCase();
  let decoder: Transform | null = null;
  if (encoding === "gzip" || encoding === "x-gzip") decoder = zlib.createGunzip();
  else if (encoding === "deflate") decoder = zlib.createInflate();
  else if (encoding === "br") decoder = zlib.createBrotliDecompress();
  if (!decoder) return message;
  // pipeline passes an error of the response (an abort, a reset) on to the decoder.
  return pipeline(message, decoder, () => {});
}

async function readBody(hop: Hop, maxBytes: number, url: URL): Promise<Buffer> {
  const declared = Number(hop.headers["content-length"]);
  const tooLarge = () =>
    new OutboundFetchError("too-large", `The response from ${url.host} is over ${maxBytes} bytes`);
  if (Number.isFinite(declared) && declared > maxBytes && !hop.headers["content-encoding"]) {
    hop.message.destroy();
    throw tooLarge();
  }
  const stream = decoded(hop.message);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      stream.destroy();
      hop.message.destroy();
      throw tooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function responseHeaders(headers: IncomingHttpHeaders) {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    // The body is handed over decoded, so its encoding and length no longer apply.
    if (value === undefined || name === "content-encoding" || name === "content-length") continue;
    for (const item of Array.isArray(value) ? value : [value]) result.append(name, item);
  }
  return result;
}

function parseUrl(input: string | URL) {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new OutboundFetchError("invalid-url", `Not a valid URL: ${String(input).slice(0, 200)}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new OutboundFetchError(
      "invalid-url",
      `Only http and https URLs can be fetched, not ${url.protocol}`,
    );
  }
  if (url.username || url.password) {
    throw new OutboundFetchError("invalid-url", "URLs with credentials are not fetched");
  }
  return url;
}

/**
 * Fetches a URL under the outbound rules and returns a standard Response whose body has been
 * read (within `maxBytes`) and decoded. Throws OutboundFetchError with a code on a refused
 * address, a timeout, a body that is too large or too many redirects.
 */
export async function outboundFetch(
  input: string | URL,
  init: OutboundInit = {},
): Promise<Response> {
  const timeoutMs = init.timeoutMs ?? OUTBOUND_DEFAULTS.timeoutMs;
  const maxBytes = init.maxBytes ?? OUTBOUND_DEFAULTS.maxBytes;
  const maxRedirects = init.maxRedirects ?? OUTBOUND_DEFAULTS.maxRedirects;
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = init.signal ? AbortSignal.any([deadline, init.signal]) : deadline;
  const allows = (url: URL) =>
    typeof init.allowPrivate === "function" ? init.allowPrivate(url) : init.allowPrivate === true;

  let url = parseUrl(input);
  let method = (init.method ?? "GET").toUpperCase();
  let body = typeof init.body === "string" ? new TextEncoder().encode(init.body) : init.body;
  const headers: Record<string, string> = {
    "user-agent": USER_AGENT,
    "accept-encoding": "gzip, deflate, br",
  };
  for (const [name, value] of Object.entries(init.headers ?? {}))
    headers[name.toLowerCase()] = value;

  try {
    for (let redirects = 0; ; redirects += 1) {
      if (body) headers["content-length"] = String(body.byteLength);
      else delete headers["content-length"];
      const hop = await request(url, { method, headers, body }, signal, allows(url));
      const location = hop.headers.location;
      if (!REDIRECTS.has(hop.status) || !location) {
        const bytes =
          NULL_BODY.has(hop.status) || method === "HEAD"
            ? null
            : await readBody(hop, maxBytes, url);
        if (!bytes) hop.message.resume();
        const response = new Response(bytes && new Uint8Array(bytes), {
          status: hop.status,
          statusText: hop.statusText,
          headers: responseHeaders(hop.headers),
        });
        // As fetch does: the address the answer came from, after the redirects.
        Object.defineProperty(response, "url", { value: url.href });
        return response;
      }
      hop.message.resume();
      if (redirects >= maxRedirects) {
        throw new OutboundFetchError(
          "too-many-redirects",
          `More than ${maxRedirects} redirects, starting from ${parseUrl(input).host}`,
        );
      }
      const next = parseUrl(new URL(location, url));
      // Like browsers: 303, and 301/302 after a POST, continue as a GET without the body.
      if (hop.status === 303 || ((hop.status === 301 || hop.status === 302) && method === "POST")) {
        if (method !== "HEAD") method = "GET";
        body = undefined;
        delete headers["content-type"];
      }
      // Credentials never follow a redirect to another origin.
      if (next.origin !== url.origin) {
        delete headers.authorization;
        delete headers.cookie;
      }
      url = next;
    }
  } catch (error) {
    if (error instanceof OutboundFetchError) throw error;
    if (deadline.aborted) {
      throw new OutboundFetchError("timeout", `No answer from ${url.host} within ${timeoutMs} ms`, {
        cause: error,
      });
    }
    if (init.signal?.aborted) {
      throw new OutboundFetchError("aborted", `The request to ${url.host} was aborted`, {
        cause: error,
      });
    }
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof OutboundFetchError) throw cause;
    throw new OutboundFetchError(
      "network",
      `Could not reach ${url.host}: ${(error as Error).message}`,
      {
        cause: error,
      },
    );
  }
}
