import { Hono } from "hono";
import { z } from "zod";
import { exportFileName, MIGRATION_MESSAGES } from "~/features/admin/constants";
import { getApplicationResume } from "~/features/careers/queries.server";
import { exportTools } from "~/features/catalogue/admin-queries.server";
import { checkDatabase } from "~/features/catalogue/database-check.server";
import { addMissingTools, bundledEntries } from "~/features/catalogue/mutations.server";
import { getDb } from "~/lib/db.server";
import { log } from "~/lib/log.server";
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

  // Check Database (spec 2 §2, decision 012).
  api.get("/database/check", async (c) => c.json(await checkDatabase()));

  // Migrate New Tools (decision 012): the bundled tools the database lacks, nothing else.
  api.post("/tools/migrate-new", async (c) => {
    const entries = bundledEntries();
    if (entries.length === 0) {
      return apiError(c, 400, "no_tools", MIGRATION_MESSAGES.noTools);
    }
    const added = await addMissingTools(getDb(), entries);
    log.info("Bundled tools added", { added: added.length });
    return c.json({ added, bundled: entries.length });
  });

  // Every tool and every field (spec 2 §2 "Export"), one tool per line inside a JSON array so a
  // client can count them as they arrive; read a batch at a time as the client takes them.
  api.get("/tools/export", () => {
    const batches = exportTools();
    const encoder = new TextEncoder();
    let written = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const next = await batches.next();
          if (next.done) {
            controller.enqueue(encoder.encode(written === 0 ? "[\n]\n" : "\n]\n"));
            controller.close();
            return;
          }
          const lines = next.value.map((tool) => JSON.stringify(tool));
          controller.enqueue(encoder.encode((written === 0 ? "[\n" : ",\n") + lines.join(",\n")));
          written += lines.length;
        } catch (error) {
          log.error("Tool export failed", { written, error: String(error) });
          controller.error(error);
        }
      },
      async cancel() {
        await batches.return(undefined);
      },
    });
    return new Response(body, {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="${exportFileName(new Date())}"`,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  });

  api.all("*", (c) => apiError(c, 404, "not_found", "Not found."));
  return api;
}
