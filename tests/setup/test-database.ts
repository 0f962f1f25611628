import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { openDatabase } from "~/lib/db.server";
import { createPostgresDatabase, dropPostgresDatabase, loadPgliteTemplate } from "./databases";

export type TestDbKind = "pglite" | "postgres";

export function testDbKind(): TestDbKind {
  const kind = process.env.TEST_DB;
  if (kind !== "pglite" && kind !== "postgres")
    throw new Error("Run integration tests through vitest's pglite or postgres project.");
  return kind;
}

/**
 * A fresh copy of the seeded database of this project's kind, opened directly: for tests that
 * call the data layer and need no HTTP server.
 */
export async function openTestDatabase() {
  const kind = testDbKind();
  if (kind === "postgres") {
    const name = `aitools_test_${process.pid}_${Date.now().toString(36)}`;
    const databaseUrl = await createPostgresDatabase(name, inject("postgresTemplate"));
    const handle = await openDatabase({ databaseUrl, dataDir: "" });
    return {
      kind,
      db: handle.db,
      async close() {
        await handle.close();
        await dropPostgresDatabase(name);
      },
    };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "aitools-test-"));
  const handle = await openDatabase({
    dataDir,
    loadDataDir: await loadPgliteTemplate(inject("pgliteTemplate")),
  });
  return {
    kind,
    db: handle.db,
    async close() {
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
