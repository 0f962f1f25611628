import { constants } from "node:fs";
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import {
  inTransaction,
  MIGRATIONS_DIR,
  migrateDatabase,
  openDatabase,
  type Db,
  type OpenOptions,
} from "~/lib/db.server";
import {
  BackupRefusal,
  extractArchive,
  parseManifest,
  tableFile,
  uploadFile,
  verifyChecksums,
  type Manifest,
} from "./archive.server";
import { knownMigrations } from "./backup.server";
import {
  appTables,
  countRows,
  emptyTables,
  fileLines,
  importTable,
  resetSequences,
} from "./tables.server";

/** A table to load: its rows in a JSON Lines file, and how many there are. */
export type TableFile = { name: string; rows: number; file: string };

/** Where a restore or a move writes: PostgreSQL when a URL is given, else DATA_DIR's database. */
export type Target = { databaseUrl?: string; dataDir: string };

const where = (target: Target) =>
  target.databaseUrl ? "the PostgreSQL database" : `the data folder ${target.dataDir}`;

async function hasFiles(folder: string) {
  try {
    return (await readdir(folder)).length > 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
}

/** Tables, views or sequences in a PostgreSQL database outside the system's own schemas. */
async function postgresRelations(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupRefusal(
      `Could not connect to the PostgreSQL database: ${(error as Error).message}.`,
    );
  }
  try {
    const { rows } = await client.query<{ relations: number }>(`
      SELECT count(*)::int AS relations FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S')
        AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'`);
    return rows[0]?.relations ?? 0;
  } finally {
    await client.end();
  }
}

/**
 * Refuses a target that holds anything: a restore or a move never mixes its rows with others,
 * nor overwrites them.
 */
export async function assertEmptyTarget(target: Target, withUploads: boolean) {
  if (target.databaseUrl) {
    const relations = await postgresRelations(target.databaseUrl);
    if (relations > 0) {
      throw new BackupRefusal(
        `The PostgreSQL database is not empty (it holds ${relations} tables, views or sequences): ` +
          `use a new, empty database.`,
      );
    }
  } else if (await hasFiles(path.join(target.dataDir, "pglite"))) {
    throw new BackupRefusal(
      `The data folder ${target.dataDir} already holds an embedded database: restore into an empty data folder.`,
    );
  }
  if (withUploads && (await hasFiles(path.join(target.dataDir, "uploads")))) {
    throw new BackupRefusal(
      `The data folder ${target.dataDir} already holds uploads: restore into an empty data folder.`,
    );
  }
}

/**
 * Refuses an archive whose rows fit a schema this code cannot make: a newer one (more
 * migrations than drizzle/ holds), or one whose last migration is not the one of drizzle/ at
 * that place. An older one is restored at its own schema, then upgraded.
 */
export function assertKnownSchema(manifest: Manifest) {
  const known = knownMigrations();
  const { migrations, lastTag } = manifest.schema;
  if (migrations > known.length) {
    throw new BackupRefusal(
      `The archive comes from a newer version of the app (${migrations} migrations, this one knows ${known.length}): restore it with that version or a later one.`,
    );
  }
  if (lastTag !== (known[migrations - 1] ?? null)) {
    throw new BackupRefusal(
      `The archive's schema (last migration ${lastTag}) is not one this version of the app knows.`,
    );
  }
}

/**
 * A folder holding the first `count` migrations of drizzle/ (its journal cut there), for the
 * migrator to make the schema an older archive was taken at. The caller removes it.
 */
export async function firstMigrations(count: number) {
  const folder = await mkdtemp(path.join(tmpdir(), "aitools-migrations-"));
  const journal = JSON.parse(
    await readFile(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8"),
  ) as { entries: { tag: string }[] };
  const entries = journal.entries.slice(0, count);
  await mkdir(path.join(folder, "meta"));
  await writeFile(
    path.join(folder, "meta", "_journal.json"),
    JSON.stringify({ ...journal, entries }),
  );
  for (const { tag } of entries) {
    await copyFile(path.join(MIGRATIONS_DIR, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  }
  return folder;
}

/**
 * Writes tables into a migrated, empty database in one transaction: in an order where each
 * table follows those it refers to, then every sequence past its largest id, then a count of
 * every table. A count that differs rolls all of it back.
 */
export async function loadTables(db: Db, tables: TableFile[]) {
  return inTransaction(db, async (tx) => {
    const shapes = await appTables(tx);
    const known = new Set(shapes.map((shape) => shape.name));
    const unknown = tables.find((table) => !known.has(table.name));
    if (unknown) {
      throw new BackupRefusal(`The archive holds table ${unknown.name}, which this schema lacks.`);
    }
    const byName = new Map(tables.map((table) => [table.name, table]));
    await emptyTables(tx, shapes);
    for (const shape of shapes) {
      const table = byName.get(shape.name);
      if (table) await importTable(tx, shape, fileLines(table.file));
    }
    await resetSequences(tx);
    const counts = await countRows(tx, shapes);
    for (const table of tables) {
      const found = counts.get(table.name) ?? 0;
      if (found !== table.rows) {
        throw new BackupRefusal(
          `Table ${table.name} held ${found} rows after the copy instead of ${table.rows}: nothing was written.`,
        );
      }
    }
    return counts;
  });
}

/**
 * Opens the target, applies the app's migrations (as a starting server would, without seeding)
 * up to the schema the tables were taken at, loads the tables, then applies the newer
 * migrations, as a start of this version would upgrade the site. A failure after the first
 * migrations leaves a schema, which a second attempt refuses as not empty: the operator starts
 * again from a new database or folder. Resolves to the row counts and how many newer
 * migrations were applied.
 */
export async function copyIntoTarget(
  target: Target,
  tables: TableFile[],
  migrations = knownMigrations().length,
) {
  const options: OpenOptions = { databaseUrl: target.databaseUrl, dataDir: target.dataDir };
  const newer = knownMigrations().length - migrations;
  const handle = await openDatabase(options);
  try {
    const older = newer > 0 ? await firstMigrations(migrations) : undefined;
    try {
      await migrateDatabase({ ...options, migrationsFolder: older }, handle);
    } finally {
      if (older) await rm(older, { recursive: true, force: true });
    }
    const counts = await loadTables(handle.db, tables);
    if (newer > 0) await migrateDatabase(options, handle);
    return { counts, upgraded: newer };
  } finally {
    await handle.close();
  }
}

/**
 * Reads and checks an archive file, streaming its entries into a new folder (the caller removes
 * it): its manifest, its checksums and its schema.
 */
export async function openArchive(file: string) {
  const folder = await mkdtemp(path.join(tmpdir(), "aitools-restore-"));
  try {
    let entries;
    try {
      entries = await extractArchive(file, folder);
    } catch (error) {
      if (error instanceof BackupRefusal) throw error;
      throw new BackupRefusal(`Could not read the archive ${file}: ${(error as Error).message}.`);
    }
    const manifestEntry = entries.get("manifest.json");
    if (!manifestEntry) throw new BackupRefusal("The archive is damaged: it has no manifest.json.");
    const manifest = parseManifest(await readFile(manifestEntry.file));
    verifyChecksums(manifest, entries);
    assertKnownSchema(manifest);
    return { manifest, entries, folder };
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Restores an archive into an empty target: the database first (one transaction), then the
 * uploads into DATA_DIR/uploads. Returns the manifest and the restored row counts.
 */
export async function restoreArchive(file: string, target: Target) {
  const { manifest, entries, folder } = await openArchive(file);
  try {
    await assertEmptyTarget(target, manifest.uploads.files.length > 0);
    const tables = manifest.tables.map((table) => ({
      name: table.name,
      rows: table.rows,
      file: entries.get(tableFile(table.name))!.file,
    }));
    const { counts, upgraded } = await copyIntoTarget(target, tables, manifest.schema.migrations);
    for (const upload of manifest.uploads.files) {
      const destination = path.join(target.dataDir, "uploads", ...upload.key.split("/"));
      await mkdir(path.dirname(destination), { recursive: true });
      await copyFile(
        entries.get(uploadFile(upload.key))!.file,
        destination,
        constants.COPYFILE_EXCL,
      );
    }
    return { manifest, counts, upgraded, where: where(target) };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
