import { Hono } from "hono";
import { getStorage, isPublicKey } from "~/lib/storage.server";
import { apiError } from "./api/errors";
import { UPLOAD_POLICY } from "./security-headers";

/** Pictures a browser shows as they are; anything else is handed over as a download. */
const SHOWN_INLINE = /^image\/(?:png|jpeg|webp|gif|avif)$/;

/** How a browser should treat an uploaded file opened on its own, with its name. */
function disposition(key: string, contentType: string) {
  const name = (key.split("/").pop() ?? "file").replace(/[^\w.-]/g, "_");
  return `${SHOWN_INLINE.test(contentType) ? "inline" : "attachment"}; filename="${name}"`;
}

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
    c.header("Content-Disposition", disposition(key, object.contentType));
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    // Opened on its own, an uploaded file is a sandboxed document that can run and load nothing.
    c.header("Content-Security-Policy", UPLOAD_POLICY);
    c.header("Cross-Origin-Resource-Policy", "same-site");
    return c.body(object.body);
  });
  return routes;
}
