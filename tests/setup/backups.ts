import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "vitest";
import { takeSnapshot, type Snapshot } from "~/lib/backup/backup.server";
import { backupCommand, type Printer, type Settings } from "~/lib/backup/commands.server";
import { askServerForBackup, noteListening } from "~/lib/backup/control.server";
import { openDatabase } from "~/lib/db.server";
import type { Env } from "~/lib/env.server";
import { createPostgresDatabase, dropPostgresDatabase } from "./databases";
import type { TestDbKind } from "./test-database";

// What the tests of backups, restores and moves share: folders and databases made for one file
// and removed after it, a printer that keeps what a command says, and snapshots to compare.

export function scratch() {
  const folders: string[] = [];
  const databases: string[] = [];
  return {
    folder(label: string) {
      const folder = mkdtempSync(path.join(tmpdir(), `aitools-${label}-`));
      folders.push(folder);
      return folder;
    },
    /** A new, empty PostgreSQL database on the test machine. */
    async database(label: string) {
      const name = `aitools_${label}_${process.pid}_${randomBytes(3).toString("hex")}`;
      databases.push(name);
      return createPostgresDatabase(name);
    },
    /** An empty place to restore into: a new data folder, and on PostgreSQL a new database. */
    async target(kind: TestDbKind): Promise<Settings> {
      const dataDir = this.folder("restored");
      return {
        dataDir,
        DATABASE_URL: kind === "postgres" ? await this.database("restored") : undefined,
        S3_BUCKET: undefined,
      };
    },
    async remove() {
      for (const name of databases) await dropPostgresDatabase(name);
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** A printer that keeps every line, for a test to read what a command said. */
export function keptLines(): Printer & { lines: string[]; text: () => string } {
  const lines: string[] = [];
  const keep = (line: string) => void lines.push(line);
  return { lines, out: keep, err: keep, text: () => lines.join("\n") };
}

export const settingsOf = (env: Env): Settings => ({
  dataDir: env.dataDir,
  DATABASE_URL: env.DATABASE_URL,
  S3_BUCKET: env.S3_BUCKET,
});

/**
 * A backup of a running test server, as `npm run backup` takes it: from the server itself on
 * the embedded database (it runs in this process, so its port is noted here as server.js would),
 * through a snapshot on PostgreSQL.
 */
export async function backUp(
  server: { kind: TestDbKind; env: Env; baseUrl: string },
  file: string,
) {
  if (server.kind === "pglite") {
    noteListening(Number(new URL(server.baseUrl).port));
    await askServerForBackup(server.env.dataDir, process.pid, file);
    return;
  }
  const printer = keptLines();
  expect(await backupCommand([file], settingsOf(server.env), printer), printer.text()).toBe(0);
}

/** Every app table's rows in a database, opened for the purpose and closed again. */
export async function snapshotOf(settings: Settings): Promise<Snapshot> {
  const handle = await openDatabase({
    databaseUrl: settings.DATABASE_URL,
    dataDir: settings.dataDir,
  });
  try {
    return await takeSnapshot(handle.db, handle.kind);
  } finally {
    await handle.close();
  }
}

/** A snapshot's tables as name → rows and text, for comparing two databases table by table. */
export function tableContents(snapshot: Snapshot) {
  return Object.fromEntries(
    snapshot.tables.map((table) => [table.name, { rows: table.rows, text: table.data.toString() }]),
  );
}
