import { Hono } from "hono";
import { getStorage, isPublicKey } from "~/lib/storage.server";
import { apiError } from "./api/errors";

/**
 * GET /uploads/public/...: public objects (avatars) from the storage. Keys are random and never
 * reused, so a browser or CDN may keep them for a year. Private objects are never served here.
 */
export function createUploadsRoutes() {
  const routes = new Hono();
  routes.get("/*", async (c) => {
    const key = c.req.path.replace(/^\/uploads\//, "");
    if (!isPublicKey(key)) return apiError(c, 404, "not_found", "Not found.");
    const object = await getStorage().read(key);
    if (!object) return apiError(c, 404, "not_found", "Not found.");
    c.header("Content-Type", object.contentType);
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Cross-Origin-Resource-Policy", "same-site");
    return c.body(object.body);
  });
  return routes;
}
