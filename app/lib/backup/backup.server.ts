import { createHash } from "node:crypto";
import { createReadStream, readFileSync } from "node:fs";
import { mkdtemp, open, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { MIGRATIONS_DIR, queryRows, type DatabaseKind, type Db } from "~/lib/db.server";
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  tableFile,
  uploadFile,
  writeArchive,
  type FileEntry,
  type Manifest,
} from "./archive.server";
import {
  appliedMigrations,
  appTables,
  exportTable,
  tableData,
  type TableData,
  type TableShape,
} from "./tables.server";

/** Every app table's rows as of one moment, with the schema they fit. */
export type Snapshot<Table = TableData> = {
  createdAt: string;
  source: DatabaseKind;
  migrations: number;
  tables: Table[];
};

/** A table's rows written to a JSON Lines file, with their count and checksum. */
export type SpooledTable = { name: string; rows: number; sha256: string; file: string };

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
 * Dates are written in UTC so the same rows give the same bytes. `read` takes each table.
 */
async function readSnapshot<Table>(
  db: Db,
  source: DatabaseKind,
  read: (tx: Db, table: TableShape) => Promise<Table>,
): Promise<Snapshot<Table>> {
  return db.transaction(
    async (transaction) => {
      const tx = transaction as unknown as Db;
      await tx.execute(sql`SET LOCAL TimeZone = 'UTC'`);
      const [moment] = await queryRows<{ at: string }>(
        tx,
        sql`SELECT to_json(transaction_timestamp())#>>'{}' AS at`,
      );
      const migrations = await appliedMigrations(tx);
      const tables: Table[] = [];
      for (const table of await appTables(tx)) tables.push(await read(tx, table));
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

/** A snapshot held in memory: for comparing small databases (tests), never for backups. */
export function takeSnapshot(db: Db, source: DatabaseKind): Promise<Snapshot> {
  return readSnapshot(db, source, tableData);
}

/**
 * A snapshot written to `folder`, one JSON Lines file a table, its checksum and row count
 * computed while it is written: a page of rows at a time is in memory, whatever the tables hold.
 */
export function spoolSnapshot(
  db: Db,
  source: DatabaseKind,
  folder: string,
): Promise<Snapshot<SpooledTable>> {
  return readSnapshot(db, source, async (tx, table) => {
    const file = path.join(folder, `${table.name}.jsonl`);
    const hash = createHash("sha256");
    const out = await open(file, "wx", 0o600);
    try {
      const rows = await exportTable(tx, table, async (lines) => {
        const bytes = Buffer.from(lines, "utf8");
        hash.update(bytes);
        await out.write(bytes);
      });
      return { name: table.name, rows, sha256: hash.digest("hex"), file };
    } finally {
      await out.close();
    }
  });
}

/** An upload kept on disk: its key, file, size and checksum. */
type UploadFile = { key: string; file: string; size: number; sha256: string };

async function fileSha256(file: string) {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/**
 * The files under the uploads folder, keyed by their path in it (half-written `.part` skipped),
 * each read once for its checksum, a chunk at a time.
 */
export async function readUploads(root: string): Promise<UploadFile[]> {
  let names: string[];
  try {
    names = await readdir(root, { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const files: UploadFile[] = [];
  for (const name of names.sort()) {
    if (name.endsWith(".part")) continue;
    const file = path.join(root, name);
    try {
      const info = await stat(file);
      if (!info.isFile()) continue;
      const key = name.split(path.sep).join("/");
      files.push({ key, file, size: info.size, sha256: await fileSha256(file) });
    } catch (error) {
      // A file removed while the backup ran.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return files;
}

/**
 * Writes the archive of a spooled snapshot and the uploads (null when they live in an S3 bucket,
 * which the operator backs up with the bucket's own tools) to `target`, streaming each file into
 * it: the manifest first, then the tables, then the uploads. The uploads are read after the
 * snapshot: a file is written before the row that names it, and keys are never reused, so every
 * file the snapshot's rows name is there.
 */
export async function writeSnapshotArchive(
  snapshot: Snapshot<SpooledTable>,
  uploadsRoot: string | null,
  target: string,
) {
  const uploads = uploadsRoot ? await readUploads(uploadsRoot) : [];
  const tags = knownMigrations();
  const manifest: Manifest = {
    format: ARCHIVE_FORMAT,
    formatVersion: ARCHIVE_VERSION,
    createdAt: snapshot.createdAt,
    source: snapshot.source,
    schema: { migrations: snapshot.migrations, lastTag: tags[snapshot.migrations - 1] ?? null },
    tables: snapshot.tables.map(({ name, rows, sha256 }) => ({ name, rows, sha256 })),
    uploads: {
      included: uploadsRoot !== null,
      files: uploads.map(({ key, size, sha256 }) => ({ key, size, sha256 })),
    },
  };
  const tables = await Promise.all(
    snapshot.tables.map(async (table) => ({
      name: tableFile(table.name),
      file: table.file,
      size: (await stat(table.file)).size,
    })),
  );
  const entries: FileEntry[] = [
    { name: "manifest.json", data: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`) },
    ...tables,
    ...uploads.map((upload) => ({
      name: uploadFile(upload.key),
      file: upload.file,
      size: upload.size,
    })),
  ];
  const bytes = await writeArchive(target, entries, Date.parse(snapshot.createdAt));
  return { manifest, bytes };
}

/** A folder for a backup's table files next to `near`, removed by the caller. */
export const spoolFolder = (near: string) =>
  mkdtemp(path.join(path.dirname(path.resolve(near)), ".aitools-backup-"));

/**
 * A whole backup of an open database, its snapshot and the uploads, written to the archive file
 * `target`. The tables go to files next to it first, removed afterwards: memory holds a page of
 * rows or a chunk of a file, never a table or the archive.
 */
export async function writeBackup(
  db: Db,
  source: DatabaseKind,
  uploadsRoot: string | null,
  target: string,
) {
  const folder = await spoolFolder(target);
  try {
    const snapshot = await spoolSnapshot(db, source, folder);
    return await writeSnapshotArchive(snapshot, uploadsRoot, target);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
