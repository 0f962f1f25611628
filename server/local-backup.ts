import { getConnInfo } from "@hono/node-server/conninfo";
import { Hono } from "hono";
import { backupDatabase } from "~/lib/backup/backup.server";
import { heldControl, localRequestRefusal } from "~/lib/backup/control.server";
import { getDatabaseHandle } from "~/lib/db.server";
import { log } from "~/lib/log.server";

/** The socket's peer address, or undefined where the request came another way (tests). */
function peerAddress(c: Parameters<typeof getConnInfo>[0]) {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * POST /_local/backup: the archive of this server's embedded database and uploads, for
 * `npm run backup` on the same machine (decision 038). Only a server that wrote a token into
 * its data folder answers; anyone else is told nothing beyond a refusal.
 */
export function createLocalBackupRoutes() {
  const app = new Hono();
  app.post("/", async (c) => {
    const control = heldControl();
    const handle = getDatabaseHandle();
    if (!control || !handle) return c.text("Not found", 404);
    const refusal = localRequestRefusal(peerAddress(c), c.req.raw.headers, control.token);
    if (refusal) return c.text(refusal, 403, { "Cache-Control": "no-store" });
    const started = Date.now();
    const { archive, manifest } = await backupDatabase(handle.db, handle.kind, control.uploadsRoot);
    log.info("Wrote a backup for a local request", {
      tables: manifest.tables.length,
      uploads: manifest.uploads.files.length,
      bytes: archive.length,
      ms: Date.now() - started,
    });
    return new Response(new Uint8Array(archive), {
      headers: { "Content-Type": "application/gzip", "Cache-Control": "no-store" },
    });
  });
  return app;
}
