import { existsSync, statSync } from "node:fs";
import { rename, rm } from "node:fs/promises";
import path from "node:path";
import {
  DatabaseLockedError,
  embeddedDatabaseHolder,
  migrateDatabase,
  openDatabase,
} from "~/lib/db.server";
import { countOf } from "~/lib/count";
import type { Env } from "~/lib/env.server";
import { s3StorageFrom, type S3Settings } from "~/lib/storage.server";
import { BackupRefusal } from "./archive.server";
import { spoolFolder, spoolSnapshot, writeBackup } from "./backup.server";
import { askServerForBackup } from "./control.server";
import { assertEmptyTarget, copyIntoTarget, restoreArchive } from "./restore.server";
import { copyUploadsToBucket, type CopiedUploads } from "./uploads-to-bucket.server";

/**
 * The operator's commands (npm run backup, restore, db:move), as functions of their arguments
 * and settings that print what they did and return the exit code: 0 done, 1 refused (one
 * sentence why), 2 used wrongly.
 */

export type Settings = Pick<Env, "DATABASE_URL" | "dataDir" | "S3_BUCKET"> & S3Settings;
export type Printer = { out: (line: string) => void; err: (line: string) => void };

const consolePrinter: Printer = { out: console.log, err: console.error };

class UsageError extends Error {}

/** The one file argument and the flags a command takes. */
function parseArguments(args: string[], what: string, flags: string[] = []) {
  const given = new Set(args.filter((arg) => arg.startsWith("--")));
  const unknown = [...given].find((flag) => !flags.includes(flag));
  if (unknown) throw new UsageError(`Unknown option ${unknown}.`);
  const positional = args.filter((arg) => !arg.startsWith("--"));
  if (positional.length === 0) throw new UsageError(`Name ${what}.`);
  if (positional.length > 1) throw new UsageError(`Name only one ${what.replace(/^the /, "")}.`);
  return { value: positional[0]!, flags: given };
}

/** An unexpected error in a line: the database's own words where a query failed. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.cause instanceof Error)
    return `${error.message.split("\n")[0]}: ${describe(error.cause)}`;
  return error.message;
}

/** Runs a command, turning its refusals and usage errors into a sentence and an exit code. */
async function run(printer: Printer, work: () => Promise<void>): Promise<number> {
  try {
    await work();
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      printer.err(error.message);
      return 2;
    }
    if (error instanceof BackupRefusal || error instanceof DatabaseLockedError) {
      printer.err(error.message);
      return 1;
    }
    printer.err(describe(error));
    return 1;
  }
}

const uploadsRoot = (settings: Settings) =>
  settings.S3_BUCKET ? null : path.join(settings.dataDir, "uploads");

/**
 * Writes the archive of the configured database to `target`: through a snapshot on PostgreSQL;
 * on the embedded database, from the server that holds it when one runs, else by opening the
 * folder itself. Resolves to where it came from.
 */
async function writeArchiveOf(settings: Settings, target: string): Promise<string> {
  if (!settings.DATABASE_URL) {
    const holder = embeddedDatabaseHolder(settings.dataDir);
    if (holder !== null) {
      await askServerForBackup(settings.dataDir, holder, target);
      return `the running server (pid ${holder})`;
    }
    if (!existsSync(path.join(settings.dataDir, "pglite"))) {
      throw new BackupRefusal(`There is no embedded database in ${settings.dataDir} to back up.`);
    }
  }
  const options = { databaseUrl: settings.DATABASE_URL, dataDir: settings.dataDir };
  const handle = await openDatabase(options);
  try {
    await writeBackup(handle.db, handle.kind, uploadsRoot(settings), target);
    return handle.kind === "pglite" ? settings.dataDir : "PostgreSQL";
  } finally {
    await handle.close();
  }
}

/** npm run backup -- FILE [--force] */
export function backupCommand(args: string[], settings: Settings, printer = consolePrinter) {
  return run(printer, async () => {
    const { value: file, flags } = parseArguments(args, "the archive file to write", ["--force"]);
    if (existsSync(file) && !flags.has("--force")) {
      throw new BackupRefusal(
        `${file} exists already: name a new file, or add --force to overwrite it.`,
      );
    }
    const started = Date.now();
    // Written under another name first, so a failed backup never leaves half an archive.
    const partial = `${file}.part`;
    let via: string;
    try {
      await rm(partial, { force: true });
      via = await writeArchiveOf(settings, partial);
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    const bytes = statSync(file).size;
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    printer.out(`Wrote ${file} (${bytes} bytes) from ${via} in ${seconds} s.`);
  });
}

/** npm run restore -- ARCHIVE: into DATABASE_URL's database, else DATA_DIR's. */
export function restoreCommand(args: string[], settings: Settings, printer = consolePrinter) {
  return run(printer, async () => {
    const { value: file } = parseArguments(args, "the archive to restore");
    if (!existsSync(file)) throw new UsageError(`There is no file ${file}.`);
    const target = { databaseUrl: settings.DATABASE_URL, dataDir: settings.dataDir };
    const { manifest, counts, upgraded, where } = await restoreArchive(file, target);
    const rows = [...counts.values()].reduce((sum, count) => sum + count, 0);
    printer.out(
      `Restored ${manifest.tables.length} tables (${rows} rows, taken ${manifest.createdAt}) and ${manifest.uploads.files.length} uploads into ${where}; every table's count matches the archive.`,
    );
    if (upgraded > 0) {
      printer.out(
        `The archive came from an older version of the app: its data was then brought up to this version's schema (${upgraded} newer migration${upgraded === 1 ? "" : "s"}).`,
      );
    }
  });
}

const POSTGRES_URL = /^postgres(ql)?:\/\/\S+$/;

/** The bucket of the S3_* settings, for --uploads-to-s3. */
function bucketOf(settings: Settings) {
  const bucket = s3StorageFrom(settings);
  if (!bucket) {
    throw new UsageError(
      "--uploads-to-s3 copies the uploads into the bucket of the S3_* settings: set S3_ENDPOINT, S3_BUCKET and its keys first.",
    );
  }
  return bucket;
}

/**
 * npm run db:move -- postgres://... [--uploads-to-s3]: DATA_DIR's embedded database into an
 * empty PostgreSQL; with the flag, the local uploads are first copied into the S3_* bucket.
 */
export function moveCommand(args: string[], settings: Settings, printer = consolePrinter) {
  return run(printer, async () => {
    const { value: url, flags } = parseArguments(args, "the PostgreSQL database to move to", [
      "--uploads-to-s3",
    ]);
    if (!POSTGRES_URL.test(url)) {
      throw new UsageError(
        "The target must be a PostgreSQL URL (postgres://user:password@host:5432/database).",
      );
    }
    const bucket = flags.has("--uploads-to-s3") ? bucketOf(settings) : null;
    const holder = embeddedDatabaseHolder(settings.dataDir);
    if (holder !== null) {
      throw new BackupRefusal(
        `The site is running on ${settings.dataDir} (pid ${holder}): stop it first, the move runs with the site stopped.`,
      );
    }
    if (!existsSync(path.join(settings.dataDir, "pglite"))) {
      throw new BackupRefusal(`There is no embedded database in ${settings.dataDir} to move.`);
    }
    const target = { databaseUrl: url, dataDir: settings.dataDir };
    await assertEmptyTarget(target, false);
    const uploads = path.join(settings.dataDir, "uploads");
    // Before the tables, so that a bucket that refuses leaves the target empty for another try.
    let copied: CopiedUploads | null = null;
    if (bucket) {
      copied = await copyUploadsToBucket(uploads, bucket);
      printer.out(
        `Copied ${countOf(copied.files, "upload")} (${countOf(copied.bytes, "byte")}) into the bucket ${settings.S3_BUCKET}; each read back and checked.`,
      );
      if (copied.skipped.length > 0) {
        printer.out(`  Not the site's, left out: ${copied.skipped.join(", ")}`);
      }
    }
    // The tables go to files beside the data folder on their way, a page of rows at a time.
    const folder = await spoolFolder(settings.dataDir);
    let snapshot;
    try {
      const source = await openDatabase({ dataDir: settings.dataDir });
      try {
        // Brought up to this version's schema first, as the site would be at its next start.
        await migrateDatabase({ dataDir: settings.dataDir }, source);
        snapshot = await spoolSnapshot(source.db, "pglite", folder);
      } finally {
        await source.close();
      }
      const { counts } = await copyIntoTarget(target, snapshot.tables);
      for (const table of snapshot.tables) {
        printer.out(`  ${table.name}: ${counts.get(table.name)} rows`);
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    const where = copied
      ? `The uploads are in the bucket ${settings.S3_BUCKET} (and still in ${uploads}). Start the site with its S3_* settings and:`
      : `Uploads stay in ${uploads}. Start the site with:`;
    printer.out(
      `Moved ${snapshot.tables.length} tables into PostgreSQL; every table's count matches. ${where}`,
    );
    printer.out(`DATABASE_URL=${url}`);
  });
}
