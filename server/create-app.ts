import { randomBytes } from "node:crypto";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { secureHeaders } from "hono/secure-headers";
import { getToolName } from "~/features/catalogue/queries.server";
import { monogramSvg } from "~/features/catalogue/monogram";
import { watchingDatabase } from "~/lib/db.server";
import { log } from "~/lib/log.server";
import { apiError } from "./api/errors";
import { createAdminApi } from "./api/admin";
import { createCareersApi } from "./api/careers";
import { createPageViewsApi } from "./api/page-views";
import { createApiV1 } from "./api/v1";
import { clientAddress } from "./client-address";
import { withPageCaching } from "./page-cache";
import { createAuthRoutes } from "./auth-routes";
import { pageRequest, sameOriginOnly } from "./origin-check";
import { createUploadsRoutes } from "./uploads";
import { readSession } from "~/features/accounts/session.server";
import type { SessionUser } from "~/lib/request-context";

export type Visitor = { address: string; user: SessionUser | null; requestId: string };
export type PageHandler = (request: Request, visitor: Visitor) => Promise<Response>;

/**
 * The whole HTTP surface: security headers, the REST API under /api/v1, generated logos,
 * and every other path rendered by React Router (pages are optional so API tests can
 * run the server without a page build).
 */
export function createApp(handlePage?: PageHandler) {
  const app = new Hono();

  app.use(
    secureHeaders({
      referrerPolicy: "strict-origin-when-cross-origin",
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: "same-origin",
      xFrameOptions: "DENY",
      permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    }),
  );

  // A state-changing request from another site's page is refused (forms and JSON alike).
  app.use(sameOriginOnly());

  app.route("/api/auth", createAuthRoutes());
  app.route("/uploads", createUploadsRoutes());
  app.route("/api/v1/page-views", createPageViewsApi());
  app.route("/api/v1", createApiV1());
  app.route("/api/careers", createCareersApi());
  app.route("/api/admin", createAdminApi());

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
      // The session is read here, once, so a renewed cookie reaches the browser with the page.
      const { user, setCookies } = await readSession(c.req.raw.headers);
      const requestId = randomBytes(6).toString("base64url");
      const visitor = { address: clientAddress(c), user, requestId };
      // A HEAD request is answered with its GET's headers (its ETag is the GET body's).
      const request = pageRequest(asGet(c.req.raw));
      const { result: response, databaseFailed } = await watchingDatabase(async () =>
        withPageCaching(c.req.raw, withRequestId(await handlePage(request, visitor), requestId)),
      );
      if (setCookies.length === 0 && !databaseFailed) return response;
      const headers = new Headers(response.headers);
      for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
      // A page shown without some of its data (the database failed to answer) is never kept.
      if (databaseFailed) {
        headers.set("Cache-Control", "no-store");
        headers.delete("ETag");
      } else if (response.status < 400) headers.set("Cache-Control", "private, no-cache");
      return new Response(response.body, { status: response.status, headers });
    });
  }

  app.notFound((c) => apiError(c, 404, "not_found", "Not found."));

  app.onError((error, c) => {
    // A guard's refusal (401, 403) carries its own answer.
    if (error instanceof HTTPException) return error.getResponse();
    log.error("Unhandled error", {
      method: c.req.method,
      path: new URL(c.req.url).pathname,
      error: error instanceof Error ? error.stack : String(error),
    });
    return apiError(
      c,
      500,
      "internal_error",
      "Something went wrong on our side. Please try again.",
    );
  });

  return app;
}

/** The same request as GET: a HEAD answer must carry the headers of the GET's. */
function asGet(request: Request) {
  if (request.method !== "HEAD") return request;
  return new Request(request.url, { method: "GET", headers: request.headers });
}

/** The request's id on its answer, so a visitor's report can be matched with the log. */
function withRequestId(response: Response, requestId: string) {
  if (response.status < 400) return response;
  const headers = new Headers(response.headers);
  headers.set("X-Request-Id", requestId);
  return new Response(response.body, { status: response.status, headers });
}
