import { randomBytes } from "node:crypto";
import { Hono, type MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { getToolName } from "~/features/catalogue/tool-reads.server";
import { monogramSvg } from "~/lib/monogram";
import {
  isDatabaseUnavailable,
  noteRequestFailedByOutage,
  OUTAGE_RETRY_AFTER_SECONDS,
} from "~/lib/db-outage.server";
import { databaseUnreachableHere, watchingDatabase } from "~/lib/db-scope.server";
import { providerSignInOrigins } from "~/lib/auth.server";
import { getEnv } from "~/lib/env.server";
import { log } from "~/lib/log.server";
import { apiError } from "./api/errors";
import { createAdminApi } from "./api/admin";
import { createCareersApi } from "./api/careers";
import { createPageViewsApi } from "./api/page-views";
import { createApiV1 } from "./api/v1";
import { createShareImageRoutes } from "./share-images";
import { clientAddress } from "./client-address";
import { HEALTH_CHECKS, healthAnswer, type HealthCheck } from "./health";
import { hostChecked } from "./host-check";
import { PERSONAL_PAGE_CACHE, withPageCaching } from "./page-cache";
import { unreadBodiesDrained } from "./unread-bodies";
import { createAuthRoutes } from "./auth-routes";
import { createMcpRoutes } from "./mcp/route";
import { pageRequest, sameOriginOnly } from "./origin-check";
import { plainPage } from "./plain-page";
import { PAGE_METHODS } from "~/lib/form-action.server";
import { createToolVisitRoutes } from "./tool-visits";
import { createUploadsRoutes } from "./uploads";
import { createLocalBackupRoutes } from "./local-backup";
import { LOCAL_BACKUP_PATH } from "~/lib/backup/control.server";
import {
  noncePolicy,
  scriptNonce,
  securityHeaders,
  type SecurityOptions,
} from "./security-headers";
import { appendSessionCookies, readSession } from "~/features/accounts/session.server";
import type { SessionUser } from "~/lib/request-context";

export type Visitor = {
  address: string;
  user: SessionUser | null;
  requestId: string;
  /** The visitor sent a session cookie that could not be read: the database is unreachable. */
  sessionUnreadable: boolean;
  /** The nonce of the page's inline scripts, named by its Content-Security-Policy. */
  scriptNonce: string;
};
export type PageHandler = (request: Request, visitor: Visitor) => Promise<Response>;

/**
 * The whole HTTP surface: security headers, the REST API under /api/v1, generated logos, visits
 * of tools' websites (/go), and every other path rendered by React Router (pages are optional so API tests can
 * run the server without a page build).
 */
export function createApp(handlePage?: PageHandler) {
  const app = new Hono();

  const env = getEnv();
  const security = {
    https: env.BASE_URL?.startsWith("https:") ?? false,
    hotReload: env.NODE_ENV === "development",
    formTargets: providerSignInOrigins(),
  };
  app.use(unreadBodiesDrained());
  app.use(securityHeaders(security));
  app.use(hostChecked());

  // Liveness and readiness for a load balancer (the production server answers them first).
  app.on(["GET", "HEAD"], [...HEALTH_CHECKS], async (c) => {
    const { status, body, headers } = await healthAnswer(c.req.path as HealthCheck);
    return new Response(body, { status, headers });
  });

  // `npm run backup` asking this server for its embedded database (loopback and a token only).
  app.route(LOCAL_BACKUP_PATH, createLocalBackupRoutes());

  app.use(outageAnswers());

  // A state-changing request from another site's page is refused (forms and JSON alike).
  app.use(sameOriginOnly());

  app.route("/api/auth", createAuthRoutes());
  app.route("/uploads", createUploadsRoutes());
  app.route("/api/v1/page-views", createPageViewsApi());
  app.route("/api/v1", createApiV1());
  app.route("/api/careers", createCareersApi());
  app.route("/api/admin", createAdminApi());
  app.route("/go", createToolVisitRoutes());
  app.route("/mcp", createMcpRoutes());
  app.route("/share", createShareImageRoutes());

  app.get("/logos/:file{[A-Za-z0-9_-]{1,100}\\.svg}", async (c) => {
    const id = c.req.param("file").slice(0, -".svg".length);
    const name = await getToolName(id);
    if (!name) return c.text("Not found", 404);
    c.header("Content-Type", "image/svg+xml; charset=utf-8");
    c.header("Cache-Control", "public, max-age=86400, stale-while-revalidate=604800");
    return c.body(monogramSvg(id, name));
  });

  if (handlePage) {
    app.all("*", async (c) => {
      const { method } = c.req;
      if (
        !(PAGE_METHODS as readonly string[]).includes(method) &&
        !takesOtherMethods(method, c.req.path)
      ) {
        return plainPage(405, METHOD_NOT_ALLOWED, { Allow: PAGE_METHODS.join(", ") });
      }
      // The session is read here, once, so a renewed cookie reaches the browser with the page.
      const session = await readSession(c.req.raw.headers).catch((error: unknown) => {
        if (databaseUnreachableHere()) return null;
        throw error;
      });
      const requestId = randomBytes(6).toString("base64url");
      const visitor = {
        address: clientAddress(c),
        user: session?.user ?? null,
        requestId,
        sessionUnreadable: session === null,
        scriptNonce: scriptNonce(),
      };
      // A HEAD request is answered with its GET's headers (its ETag is the GET body's).
      const request = pageRequest(asGet(c.req.raw));
      const response = await withPageCaching(
        c.req.raw,
        withRequestId(
          withPagePolicy(await handlePage(request, visitor), visitor.scriptNonce, security),
          requestId,
        ),
      );
      const setCookies = session?.setCookies ?? [];
      if (setCookies.length === 0) return response;
      const headers = new Headers(response.headers);
      appendSessionCookies(headers, setCookies);
      if (response.status < 400) headers.set("Cache-Control", PERSONAL_PAGE_CACHE);
      return new Response(response.body, { status: response.status, headers });
    });
  }

  app.notFound((c) => apiError(c, 404, "not_found", "Not found."));

  app.onError((error, c) => {
    // A guard's refusal (401, 403) carries its own answer.
    if (error instanceof HTTPException) return error.getResponse();
    // An unreachable database is logged once per outage (db-outage.server.ts), not per request.
    const page = !c.req.path.startsWith("/api/");
    c.header("Cache-Control", "no-store");
    if (isDatabaseUnavailable(error) || databaseUnreachableHere()) {
      const retryAfter = { "Retry-After": String(OUTAGE_RETRY_AFTER_SECONDS) };
      if (page) return plainPage(503, DATABASE_UNAVAILABLE, retryAfter);
      c.header("Retry-After", retryAfter["Retry-After"]);
      return apiError(c, 503, "database_unavailable", DATABASE_UNAVAILABLE.message);
    }
    log.error("Unhandled error", {
      method: c.req.method,
      path: c.req.path,
      error: error instanceof Error ? error.stack : String(error),
    });
    // A page's visitor gets a page, an API client JSON.
    if (page) return plainPage(500, UNEXPECTED);
    return apiError(c, 500, "internal_error", UNEXPECTED.message);
  });

  return app;
}

const DATABASE_UNAVAILABLE = {
  title: "We'll be right back",
  message: "The site can't reach its database just now. Please try again in a few seconds.",
  retry: true,
};
const UNEXPECTED = {
  title: "Something went wrong",
  message: "Something went wrong on our side. Please try again.",
  retry: true,
};

const METHOD_NOT_ALLOWED = {
  title: "This page can't do that",
  message: "Pages here are read and their forms sent; nothing else is taken at this address.",
};

/** The one address that takes another method: DELETE removes a saved tool (decision 009). */
function takesOtherMethods(method: string, path: string) {
  return method === "DELETE" && /^\/api\/saved-tools\/[^/]+?(\.data)?$/.test(path);
}

/**
 * Answers made while the database failed: never kept by any cache (a page or list shown
 * without some of its data must not be served again as if whole); and when the database could
 * not be reached at all, 503 with Retry-After, for the visitor, a load balancer or a CDN to
 * come back shortly, and counted for the outage's log line.
 */
function outageAnswers(): MiddlewareHandler {
  return async (c, next) => {
    const { databaseFailed, databaseUnavailable } = await watchingDatabase(next);
    if (!databaseFailed) return;
    const response = c.res;
    const headers = new Headers(response.headers);
    headers.set("Cache-Control", "no-store");
    headers.delete("ETag");
    let status = response.status;
    if (databaseUnavailable && (status < 300 || status >= 500)) {
      status = 503;
      headers.set("Retry-After", String(OUTAGE_RETRY_AFTER_SECONDS));
      noteRequestFailedByOutage();
    }
    c.res = undefined;
    c.res = new Response(response.body, { status, headers });
  };
}

/** The same request as GET: a HEAD answer must carry the headers of the GET's. */
function asGet(request: Request) {
  if (request.method !== "HEAD") return request;
  return new Request(request.url, { method: "GET", headers: request.headers });
}

/** A page (HTML) answer's policy: its inline scripts are those with the request's nonce. */
function withPagePolicy(response: Response, nonce: string, security: SecurityOptions) {
  if (!response.headers.get("Content-Type")?.startsWith("text/html")) return response;
  response.headers.set("Content-Security-Policy", noncePolicy(nonce, security));
  return response;
}

/** The request's id on its answer, so a visitor's report can be matched with the log. */
function withRequestId(response: Response, requestId: string) {
  if (response.status < 400) return response;
  const headers = new Headers(response.headers);
  headers.set("X-Request-Id", requestId);
  return new Response(response.body, { status: response.status, headers });
}
