import { readFileSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { MIGRATIONS_DIR, queryRows, type DatabaseKind, type Db } from "~/lib/db.server";
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  packArchive,
  tableFile,
  uploadFile,
  type ArchiveEntry,
  type Manifest,
} from "./archive.server";
import { appliedMigrations, appTables, exportTable, sha256, type TableData } from "./tables.server";

/** Every app table's rows as of one moment, with the schema they fit. */
export type Snapshot = {
  createdAt: string;
  source: DatabaseKind;
  migrations: number;
  tables: TableData[];
};

/** The tags of the migrations in drizzle/, in the order they apply. */
export function knownMigrations(): string[] {
  const journal = JSON.parse(
    readFileSync(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8"),
  ) as { entries: { tag: string }[] };
  return journal.entries.map((entry) => entry.tag);
}

/**
 * Reads every app table in one REPEATABLE READ, READ ONLY transaction: all tables as of the
 * moment it began, while other connections go on writing (PostgreSQL), or with the embedded
 * database's other statements waiting their turn until it ends (PGlite has one connection).
 * Dates are written in UTC so the same rows give the same bytes.
 */
export async function takeSnapshot(db: Db, source: DatabaseKind): Promise<Snapshot> {
  return db.transaction(
    async (transaction) => {
      const tx = transaction as unknown as Db;
      await tx.execute(sql`SET LOCAL TimeZone = 'UTC'`);
      const [moment] = await queryRows<{ at: string }>(
        tx,
        sql`SELECT to_json(transaction_timestamp())#>>'{}' AS at`,
      );
      const migrations = await appliedMigrations(tx);
      const tables: TableData[] = [];
      for (const table of await appTables(tx)) tables.push(await exportTable(tx, table));
      return {
        createdAt: new Date(moment?.at ?? Date.now()).toISOString(),
        source,
        migrations,
        tables,
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** The files under the uploads folder, keyed by their path in it (half-written `.part` skipped). */
export async function readUploads(root: string): Promise<ArchiveEntry[]> {
  let names: string[];
  try {
    names = await readdir(root, { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const files: ArchiveEntry[] = [];
  for (const name of names.sort()) {
    if (name.endsWith(".part")) continue;
    const file = path.join(root, name);
    try {
      files.push({ name: name.split(path.sep).join("/"), data: await readFile(file) });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // A folder, or a file removed while the backup ran.
      if (code !== "EISDIR" && code !== "ENOENT") throw error;
    }
  }
  return files;
}

/**
 * The archive of a snapshot and the uploads (null when they live in an S3 bucket, which the
 * operator backs up with the bucket's own tools). The uploads are read after the snapshot:
 * a file is written before the row that names it, and keys are never reused, so every file
 * the snapshot's rows name is there.
 */
export async function buildArchive(snapshot: Snapshot, uploadsRoot: string | null) {
  const uploads = uploadsRoot ? await readUploads(uploadsRoot) : [];
  const tags = knownMigrations();
  const manifest: Manifest = {
    format: ARCHIVE_FORMAT,
    formatVersion: ARCHIVE_VERSION,
    createdAt: snapshot.createdAt,
    source: snapshot.source,
    schema: { migrations: snapshot.migrations, lastTag: tags[snapshot.migrations - 1] ?? null },
    tables: snapshot.tables.map((table) => ({
      name: table.name,
      rows: table.rows,
      sha256: sha256(table.data),
    })),
    uploads: {
      included: uploadsRoot !== null,
      files: uploads.map((file) => ({
        key: file.name,
        size: file.data.length,
        sha256: sha256(file.data),
      })),
    },
  };
  const entries: ArchiveEntry[] = [
    { name: "manifest.json", data: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`) },
    ...snapshot.tables.map((table) => ({ name: tableFile(table.name), data: table.data })),
    ...uploads.map((file) => ({ name: uploadFile(file.name), data: file.data })),
  ];
  return { manifest, archive: packArchive(entries, Date.parse(snapshot.createdAt)) };
}

/** A whole backup of an open database: its snapshot and the uploads, as one archive. */
export async function backupDatabase(db: Db, source: DatabaseKind, uploadsRoot: string | null) {
  return buildArchive(await takeSnapshot(db, source), uploadsRoot);
}
