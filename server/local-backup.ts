import { createReadStream } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { getConnInfo } from "@hono/node-server/conninfo";
import { Hono } from "hono";
import { spoolFolder, writeBackup } from "~/lib/backup/backup.server";
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
 * its data folder answers; anyone else is told nothing beyond a refusal. The archive is written
 * to a file in the data folder whole, then streamed from it and removed.
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
    const folder = await spoolFolder(path.join(control.dataDir, "backup"));
    const file = path.join(folder, "archive.tar.gz");
    let written;
    try {
      written = await writeBackup(handle.db, handle.kind, control.uploadsRoot, file);
    } catch (error) {
      await rm(folder, { recursive: true, force: true });
      throw error;
    }
    log.info("Wrote a backup for a local request", {
      tables: written.manifest.tables.length,
      uploads: written.manifest.uploads.files.length,
      bytes: written.bytes,
      ms: Date.now() - started,
    });
    const stream = createReadStream(file);
    stream.on("close", () => void rm(folder, { recursive: true, force: true }));
    return new Response(Readable.toWeb(stream) as ReadableStream, {
      headers: {
        "Content-Type": "application/gzip",
        "Content-Length": String(written.bytes),
        "Cache-Control": "no-store",
      },
    });
  });
  return app;
}
