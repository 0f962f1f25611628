import { Hono } from "hono";
import { z } from "zod";
import { exportFileName, IMPORT_MAX_BYTES, MIGRATION_MESSAGES } from "~/features/admin/constants";
import { getApplicationResume } from "~/features/careers/queries.server";
import { exportTools } from "~/features/catalogue/admin-queries.server";
import { storeBundledLogos } from "~/features/catalogue/bundled-logos.server";
import { checkDatabase } from "~/features/catalogue/database-check.server";
import {
  addMissingTools,
  bundledEntries,
  writeCatalogue,
} from "~/features/catalogue/mutations.server";
import { applyImport, previewImport, readImportFile } from "~/features/catalogue/import.server";
import { latestRun, startRefresh } from "~/features/catalogue/refresh.server";
import { subscribersCsv } from "~/features/newsletter/admin-subscribers.server";
import { subscribersExportFileName } from "~/features/newsletter/constants";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { readLimited } from "~/lib/read-limited.server";
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

  // Check Database (docs/product.md#data-management, decision 012).
  api.get("/database/check", async (c) => c.json(await checkDatabase()));

  // Migrate All Tools (decision 013): every bundled tool, except those edited here.
  api.post("/tools/migrate-all", async (c) => {
    const entries = bundledEntries();
    if (entries.length === 0) {
      return apiError(c, 400, "no_tools", MIGRATION_MESSAGES.noTools);
    }
    // The bundled logos the entries name are stored before any tool points at them.
    await storeBundledLogos();
    const result = await writeCatalogue(getDb(), entries, requireApiAdmin(c));
    log.info("Bundled catalogue written", {
      added: result.added.length,
      updated: result.updated.length,
      keptEdited: result.keptEdited.length,
    });
    return c.json(result);
  });

  // Migrate New Tools (decision 012): the bundled tools the database lacks, nothing else.
  api.post("/tools/migrate-new", async (c) => {
    const entries = bundledEntries();
    if (entries.length === 0) {
      return apiError(c, 400, "no_tools", MIGRATION_MESSAGES.noTools);
    }
    await storeBundledLogos();
    const added = await addMissingTools(getDb(), entries, requireApiAdmin(c));
    log.info("Bundled tools added", { added: added.length });
    return c.json({ added, bundled: entries.length });
  });

  // Import (decision 013): the file is the body, JSON or CSV; without ?apply=true a dry run.
  api.post("/tools/import", async (c) => {
    const admin = requireApiAdmin(c);
    const type = c.req.header("content-type") ?? "";
    const format = c.req.query("format") ?? (type.includes("csv") ? "csv" : "json");
    if (format !== "json" && format !== "csv") {
      return apiError(c, 400, "invalid_format", "Send a JSON or a CSV file (format=json or csv).");
    }
    const tooLarge = () =>
      apiError(c, 413, "too_large", "The file is larger than 10 MB. Split it into smaller files.");
    if (Number(c.req.header("content-length") ?? 0) > IMPORT_MAX_BYTES) return tooLarge();
    const bytes = c.req.raw.body ? await readLimited(c.req.raw.body, IMPORT_MAX_BYTES) : null;
    if (bytes === null)
      return c.req.raw.body ? tooLarge() : apiError(c, 400, "invalid_file", "The file is empty.");
    const file = readImportFile(bytes, format);
    if (!file.ok) return apiError(c, 400, "invalid_file", file.message);
    if (c.req.query("apply") !== "true") return c.json(await previewImport(file.rows));
    const result = await applyImport(file.rows, admin);
    log.info("Tools imported", {
      added: result.added.length,
      changed: result.changed.length,
      refused: result.refused.length,
    });
    return c.json(result);
  });

  // Refresh Metadata (decision 014): starts a run unless one is running on any app server, and
  // answers the run either way; GET answers the latest run, for the progress shown.
  api.post("/metadata/refresh", async (c) => {
    const admin = requireApiAdmin(c);
    const { run, started } = await startRefresh(admin.email, {
      allowPrivate: getEnv().FETCH_ALLOW_PRIVATE,
    });
    if (started) log.info("Refresh Metadata started", { run: run.id, tools: run.total });
    return c.json({ run, started }, started ? 202 : 200);
  });
  api.get("/metadata/refresh", async (c) => c.json({ run: await latestRun() }));

  // Every tool and every field (docs/product.md#data-management), one tool per line inside a JSON
  // array so a client can count them as they arrive; read a batch at a time as the client takes
  // them.
  api.get("/tools/export", () => {
    const batches = exportTools();
    const encoder = new TextEncoder();
    let written = 0;
    // The client went away (or the server gave up on the request) while a batch was read: the
    // stream is closed, and that is no failure.
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const next = await batches.next();
          if (cancelled) return;
          if (next.done) {
            controller.enqueue(encoder.encode(written === 0 ? "[\n]\n" : "\n]\n"));
            controller.close();
            return;
          }
          const lines = next.value.map((tool) => JSON.stringify(tool));
          controller.enqueue(encoder.encode((written === 0 ? "[\n" : ",\n") + lines.join(",\n")));
          written += lines.length;
        } catch (error) {
          if (cancelled) return;
          log.error("Tool export failed", { written, error: String(error) });
          controller.error(error);
        }
      },
      async cancel() {
        cancelled = true;
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

  // The confirmed newsletter addresses as CSV (decision 016), streamed a batch at a time.
  api.get("/subscribers/export", () => {
    return new Response(subscribersCsv(), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${subscribersExportFileName(new Date())}"`,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  });

  api.all("*", (c) => apiError(c, 404, "not_found", "Not found."));
  return api;
}
