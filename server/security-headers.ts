import { createHash, randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";

/**
 * The security headers of every answer: pages, the API, static files, uploads and errors
 * (decision 021). A page's Content-Security-Policy lets only the site's own script files run,
 * and the inline scripts React Router writes into that page, named by a nonce made for the
 * request; a page kept by the micro-cache names them by their hashes instead, so one copy
 * serves every visitor without sharing a nonce.
 */

/** A nonce for one page's inline scripts: 128 random bits. */
export function scriptNonce() {
  return randomBytes(16).toString("base64");
}

/**
 * What every answer's headers depend on: whether the site is served over HTTPS, and whether
 * pages reload as their code changes (development: the reloads come over a WebSocket).
 */
export type SecurityOptions = {
  https: boolean;
  hotReload?: boolean;
  /** Other sites a page's form may lead to (the configured sign-in providers). */
  formTargets?: string[];
};

/** The policy of anything that is not a page: nothing runs, nothing loads, nothing frames it. */
const NOT_A_PAGE_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** An uploaded file's policy: a document opened from it is sandboxed and can load nothing. */
export const UPLOAD_POLICY = `${NOT_A_PAGE_POLICY}; sandbox`;

/** A stored SVG's policy: an upload's, with the inline styles an SVG may draw with. */
export const SVG_POLICY = `${NOT_A_PAGE_POLICY}; style-src 'unsafe-inline'; sandbox`;

/**
 * A page's policy, its scripts named by `scriptSources` (a nonce or hashes). Styles may be
 * inline (the toasts and a few components set style attributes); images may come from any
 * HTTPS address (public files in an S3-compatible store or behind a CDN) and `data:` URLs.
 */
export function pagePolicy(
  scriptSources: string[],
  { https, hotReload, formTargets = [] }: SecurityOptions,
) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${https ? "https:" : "http: https:"}`,
    "font-src 'self'",
    `connect-src 'self'${hotReload ? " ws: wss:" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    // A form sends only to this site, or to a sign-in provider its answer leads to.
    ["form-action 'self'", ...formTargets].join(" "),
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** A page's policy for the inline scripts that carry `nonce`. */
export function noncePolicy(nonce: string, options: SecurityOptions) {
  return pagePolicy([`'nonce-${nonce}'`], options);
}

/** Script elements of a page, with their attributes and inline text. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Script types a browser does not run (data blocks such as JSON-LD). */
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i;

/**
 * The policy of a page kept for every visitor: its nonce replaced by the hash of each inline
 * script the page holds, so the kept copy names exactly the scripts it was rendered with.
 */
export function hashedPolicy(policy: string, html: string) {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return policy.replace(/ 'nonce-[^']*'/, [...hashes].map((hash) => ` ${hash}`).join(""));
}

/** The headers every answer carries, whatever it is. */
function commonHeaders({ https }: SecurityOptions): [string, string][] {
  return [
    ["X-Content-Type-Options", "nosniff"],
    ["X-Frame-Options", "DENY"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ["X-DNS-Prefetch-Control", "off"],
    // Browsers remember HTTPS only for a site really served over it.
    ...(https ? ([["Strict-Transport-Security", "max-age=31536000"]] as [string, string][]) : []),
  ];
}

/**
 * The security headers of an answer the production server sends itself, outside the app's
 * stack (a health check): the common ones, and the policy of something that is not a page.
 */
export function plainAnswerHeaders(options: SecurityOptions): Record<string, string> {
  return Object.fromEntries([
    ...commonHeaders(options),
    ["Content-Security-Policy", NOT_A_PAGE_POLICY],
  ]);
}

/**
 * Completes an answer's headers: the common ones, and a policy unless it set its own (a file
 * handed over as a download, such as a résumé or an export, is sandboxed like an upload).
 */
function complete(headers: Headers, common: [string, string][]) {
  for (const [name, value] of common) if (!headers.has(name)) headers.set(name, value);
  if (!headers.has("Content-Security-Policy")) {
    const download = headers.get("Content-Disposition")?.startsWith("attachment");
    headers.set("Content-Security-Policy", download ? UPLOAD_POLICY : NOT_A_PAGE_POLICY);
  }
}

/**
 * Adds the security headers to every answer that lacks them: a page or an upload sets its own
 * policy first; anything else gets the policy of something that is not a page.
 */
export function securityHeaders(options: SecurityOptions): MiddlewareHandler {
  const common = commonHeaders(options);
  return async (c, next) => {
    await next();
    try {
      complete(c.res.headers, common);
    } catch {
      // An answer passed on from fetch() has immutable headers: answer with a copy.
      const { body, status, headers } = c.res;
      const copy = new Headers(headers);
      complete(copy, common);
      c.res = undefined;
      c.res = new Response(body, { status, headers: copy });
    }
  };
}
