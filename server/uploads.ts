import { Hono } from "hono";
import { restoreBundledLogo } from "~/features/catalogue/bundled-logos.server";
import { contentTypeFor, getStorage, isPublicKey } from "~/lib/storage.server";
import { apiError } from "./api/errors";
import { SVG_POLICY, UPLOAD_POLICY } from "./security-headers";

/**
 * Pictures a browser shows as they are; anything else is handed over as a download. SVGs are
 * stored only once sanitised (decision 025), and served under a policy that lets them load and
 * run nothing.
 */
const SHOWN_INLINE = /^image\/(?:png|jpeg|webp|gif|avif|svg\+xml)$/;
const SVG = "image/svg+xml";

/** How a browser should treat an uploaded file opened on its own, with its name. */
function disposition(key: string, contentType: string) {
  const name = (key.split("/").pop() ?? "file").replace(/[^\w.-]/g, "_");
  return `${SHOWN_INLINE.test(contentType) ? "inline" : "attachment"}; filename="${name}"`;
}

/**
 * A public object (an avatar, a logo) by its key, with its type; a bundled logo the storage lacks
 * (a new bucket or data folder) is written again from its package. Null for a private key or
 * anything else missing.
 */
export async function readPublicUpload(key: string) {
  if (!isPublicKey(key)) return null;
  const storage = getStorage();
  const object = await storage.read(key);
  if (object) return object;
  const restored = await restoreBundledLogo(key, storage);
  return restored && { body: restored, contentType: contentTypeFor(key) };
}

/**
 * GET /uploads/public/...: public objects (avatars, logos) from the storage. Keys are random or
 * named by their content's hash, never reused for other bytes, so a browser or CDN may keep them
 * for a year. Private objects are never served here.
 */
export function createUploadsRoutes() {
  const routes = new Hono();
  routes.get("/*", async (c) => {
    const key = c.req.path.replace(/^\/uploads\//, "");
    const found = await readPublicUpload(key);
    if (!found) return apiError(c, 404, "not_found", "Not found.");
    const contentType = found.contentType.split(";")[0]!.trim();
    c.header("Content-Type", contentType);
    c.header("Content-Disposition", disposition(key, contentType));
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    // Opened on its own, an uploaded file is a sandboxed document that can run and load nothing.
    c.header("Content-Security-Policy", contentType === SVG ? SVG_POLICY : UPLOAD_POLICY);
    c.header("Cross-Origin-Resource-Policy", "same-site");
    return c.body(found.body);
  });
  return routes;
}
