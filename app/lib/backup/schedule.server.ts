import { randomUUID } from "node:crypto";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { and, desc, eq, gt, isNotNull, lt, ne, or } from "drizzle-orm";
import { backupRuns } from "~/db/schema";
import { releaseLease, takeLease } from "~/lib/lease.server";
import { getDatabaseHandle, type DatabaseKind, type Db } from "~/lib/db.server";
import { log } from "~/lib/log.server";
import { repeat } from "~/lib/repeat.server";
import { writeBackup } from "./backup.server";

// The server's daily backup into BACKUP_DIR (docs/decisions/038-backups-restore-and-move.md):
// checked every hour on each app server, taken when the last good one started a day ago or more,
// by one server at a time under a lease; the newest BACKUP_KEEP archives are kept. A failed run
// is tried again after 1, 2, 4, 8 and 16 hours, then once a day.

const JOB = "daily-backup";
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
/** How long a server may hold the job before another may take it (it gives it back when done). */
const LEASE_MS = 2 * HOUR_MS;
const CHECK_EVERY_MS = HOUR_MS;
const FIRST_CHECK_MS = 5 * 60_000;
/** A last good backup older than this is shown as a warning on the admin overview. */
export const BACKUP_STALE_MS = 2 * DAY_MS;
/** Runs are recorded this long (the last good one always). */
export const BACKUP_RUNS_KEPT_MS = 90 * DAY_MS;
/**
 * How long after its last failed try a backup that failed `failures` times in a row is tried
 * again: an hour, doubling, at most a day. A minute less, so that the hourly check that comes
 * just under an hour later is not skipped.
 */
export function retryWaitMs(failures: number) {
  return Math.min(2 ** Math.max(0, failures - 1) * HOUR_MS, DAY_MS) - 60_000;
}

/** This process, as a lease holder. */
const HOLDER = randomUUID();

/** An archive's name: aitools-2026-11-27T0300Z.tar.gz (its UTC date, hour and minute). */
export function backupFileName(at: Date) {
  const iso = at.toISOString();
  return `aitools-${iso.slice(0, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}Z.tar.gz`;
}

const ARCHIVE_NAME = /^aitools-\d{4}-\d{2}-\d{2}T\d{4}Z\.tar\.gz$/;

/** Deletes all but the newest `keep` archives of the folder (by name: their UTC date and time). */
export async function pruneBackups(dir: string, keep: number) {
  const archives = (await readdir(dir)).filter((name) => ARCHIVE_NAME.test(name)).sort();
  const removed = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of removed) await rm(path.join(dir, name), { force: true });
  return removed;
}

export type ScheduledBackup = {
  db: Db;
  kind: DatabaseKind;
  dir: string;
  keep: number;
  uploadsRoot: string | null;
  now?: Date;
  holder?: string;
};

export type ScheduledResult =
  | { ran: false }
  | { ran: true; ok: true; file: string; size: number; removed: string[] }
  | { ran: true; ok: false; error: string };

/** The last backup that worked, if any. */
export async function lastGoodBackup(db: Db) {
  const [row] = await db
    .select()
    .from(backupRuns)
    .where(eq(backupRuns.ok, true))
    .orderBy(desc(backupRuns.startedAt))
    .limit(1);
  return row ?? null;
}

/**
 * The runs that failed since the last good one (every run when none worked), newest first: those
 * that ended in an error, and those that never ended (their server stopped during them) once
 * their lease has run out. A run going on now is neither.
 */
async function failuresSince(db: Db, last: { startedAt: Date } | null, now: Date) {
  const rows = await db
    .select()
    .from(backupRuns)
    .where(
      and(
        eq(backupRuns.ok, false),
        last ? gt(backupRuns.startedAt, last.startedAt) : undefined,
        or(
          isNotNull(backupRuns.finishedAt),
          lt(backupRuns.startedAt, new Date(now.getTime() - LEASE_MS)),
        ),
      ),
    )
    .orderBy(desc(backupRuns.startedAt));
  return rows.map((row) => ({
    ...row,
    error: row.error ?? "The server stopped before the backup was written.",
  }));
}

/** Deletes the runs recorded more than 90 days before `now`, but never the last good one. */
export async function pruneBackupRuns(db: Db, now: Date) {
  const last = await lastGoodBackup(db);
  const old = lt(backupRuns.startedAt, new Date(now.getTime() - BACKUP_RUNS_KEPT_MS));
  const removed = await db
    .delete(backupRuns)
    .where(last ? and(old, ne(backupRuns.id, last.id)) : old)
    .returning({ id: backupRuns.id });
  return removed.length;
}

/**
 * Takes the day's backup if none worked in the last day and no other app server is taking it:
 * writes BACKUP_DIR/aitools-<UTC date and time>.tar.gz (through a .part file), records the run in
 * backup_runs and the log, then deletes the archives past the newest `keep`.
 */
export async function runScheduledBackup({
  db,
  kind,
  dir,
  keep,
  uploadsRoot,
  now = new Date(),
  holder = HOLDER,
}: ScheduledBackup): Promise<ScheduledResult> {
  if (!(await takeLease(db, JOB, holder, now, LEASE_MS))) return { ran: false };
  try {
    const last = await lastGoodBackup(db);
    if (last && now.getTime() - last.startedAt.getTime() < DAY_MS) return { ran: false };
    const failures = await failuresSince(db, last, now);
    const lastFailure = failures[0];
    if (
      lastFailure &&
      now.getTime() - lastFailure.startedAt.getTime() < retryWaitMs(failures.length)
    )
      return { ran: false };
    const fileName = backupFileName(now);
    const [run] = await db
      .insert(backupRuns)
      .values({ startedAt: now, fileName })
      .returning({ id: backupRuns.id });
    const started = Date.now();
    const file = path.join(dir, fileName);
    const partial = `${file}.part`;
    try {
      await mkdir(dir, { recursive: true });
      await writeBackup(db, kind, uploadsRoot, partial);
      await rename(partial, file);
      const { size } = await stat(file);
      const finishedAt = new Date(now.getTime() + (Date.now() - started));
      await db
        .update(backupRuns)
        .set({ ok: true, size, finishedAt })
        .where(eq(backupRuns.id, run!.id));
      const removed = await pruneBackups(dir, keep);
      await pruneBackupRuns(db, now);
      log.info("Took the daily backup", { file, bytes: size, ms: Date.now() - started, removed });
      return { ran: true, ok: true, file, size, removed };
    } catch (error) {
      // The folder may be what failed (not there, not a folder): nothing to clean up then.
      await rm(partial, { force: true }).catch(() => undefined);
      const message = error instanceof Error ? error.message : String(error);
      const finishedAt = new Date(now.getTime() + (Date.now() - started));
      await db
        .update(backupRuns)
        .set({ ok: false, error: message.slice(0, 2000), finishedAt })
        .where(eq(backupRuns.id, run!.id));
      await pruneBackupRuns(db, now);
      log.error("The daily backup failed", { file, error: message });
      return { ran: true, ok: false, error: message };
    }
  } finally {
    await releaseLease(db, JOB, holder);
  }
}

/**
 * Checks every hour on each app server (and a few minutes after it starts) whether the daily
 * backup is due. Returns a function that stops it.
 */
export function scheduleDailyBackup(settings: {
  dir: string;
  keep: number;
  uploadsRoot: string | null;
}) {
  return repeat(
    async () => {
      const handle = getDatabaseHandle();
      if (handle) await runScheduledBackup({ db: handle.db, kind: handle.kind, ...settings });
    },
    { everyMs: CHECK_EVERY_MS, firstMs: FIRST_CHECK_MS, failure: "The daily backup could not run" },
  );
}

/**
 * What the admin overview says of the daily backup: null when BACKUP_DIR is unset. `failed` is
 * the newest try when it failed after the last good backup (or none worked), with how many tries
 * in a row failed.
 */
export async function backupStatus(db: Db, dir: string | undefined, now = new Date()) {
  if (!dir) return null;
  const last = await lastGoodBackup(db);
  const failures = await failuresSince(db, last, now);
  const newest = failures[0];
  const failed = newest
    ? {
        at: (newest.finishedAt ?? newest.startedAt).toISOString(),
        error: newest.error,
        times: failures.length,
      }
    : null;
  if (!last) return { last: null, stale: false, failed };
  const at = last.finishedAt ?? last.startedAt;
  const ageMs = Math.max(0, now.getTime() - at.getTime());
  return {
    last: {
      fileName: last.fileName,
      size: last.size ?? 0,
      at: at.toISOString(),
      ageHours: Math.floor(ageMs / HOUR_MS),
    },
    stale: ageMs > BACKUP_STALE_MS,
    failed,
  };
}
