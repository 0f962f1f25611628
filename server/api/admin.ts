import { Hono } from "hono";
import { z } from "zod";
import { getApplicationResume } from "~/features/careers/queries.server";
import { getStorage } from "~/lib/storage.server";
import { apiError } from "./errors";
import { requireApiAdmin, withSession, type SessionEnv } from "./session";

const IdSchema = z.coerce.number().int().positive();

/** /api/admin: files and data for administrators only (401 for visitors, 403 for users). */
export function createAdminApi() {
  const api = new Hono<SessionEnv>();
  api.use(withSession());
  api.use(async (c, next) => {
    requireApiAdmin(c);
    c.header("Cache-Control", "private, no-store");
    await next();
  });

  // A private resume (spec departure: resumes have no public address).
  api.get("/applications/:id/resume", async (c) => {
    const id = IdSchema.safeParse(c.req.param("id"));
    const resume = id.success ? await getApplicationResume(id.data) : null;
    const object = resume ? await getStorage().read(resume.key) : null;
    if (!resume || !object) return apiError(c, 404, "not_found", "No application has this id.");
    return new Response(object.body, {
      headers: {
        "Content-Type": resume.type,
        "Content-Disposition": `attachment; filename="${resume.name.replace(/"/g, "")}"`,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  });

  api.all("*", (c) => apiError(c, 404, "not_found", "Not found."));
  return api;
}
