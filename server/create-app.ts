import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { getToolName } from "~/features/catalogue/queries.server";
import { monogramSvg } from "~/features/catalogue/monogram";
import { log } from "~/lib/log.server";
import { apiError } from "./api/errors";
import { createPageViewsApi } from "./api/page-views";
import { createApiV1 } from "./api/v1";
import { clientAddress } from "./client-address";
import { withPageCaching } from "./page-cache";

export type PageHandler = (request: Request, visitor: { address: string }) => Promise<Response>;

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

  app.route("/api/v1/page-views", createPageViewsApi());
  app.route("/api/v1", createApiV1());

  app.get("/logos/:file{[A-Za-z0-9_-]{1,100}\\.svg}", async (c) => {
    const id = c.req.param("file").slice(0, -".svg".length);
    const name = await getToolName(id);
    if (!name) return c.text("Not found", 404);
    c.header("Content-Type", "image/svg+xml; charset=utf-8");
    c.header("Cache-Control", "public, max-age=86400, stale-while-revalidate=604800");
    return c.body(monogramSvg(id, name));
  });

  if (handlePage) {
    app.all("*", async (c) =>
      withPageCaching(c.req.raw, await handlePage(c.req.raw, { address: clientAddress(c) })),
    );
  }

  app.notFound((c) => apiError(c, 404, "not_found", "Not found."));

  app.onError((error, c) => {
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
