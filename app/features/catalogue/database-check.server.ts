import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { getTableConfig } from "drizzle-orm/pg-core";
import { aiTools, searchTerms, toolSearch } from "~/db/schema";
import { getDb, MIGRATIONS_DIR, queryRows, type Db } from "~/lib/db.server";
import { CONTENT_FIELDS, changedFields, exportTools } from "./admin-queries.server";
import { readCatalogue } from "./catalogue-files.server";
import { withBundledLogos } from "./bundled-logos.server";
import { contentOf } from "./tool-row.server";
import { inCurrentNames, readRenamed } from "./vocabulary.server";
import type { DatabaseCheck } from "./types";

const EXTENSIONS = ["pg_trgm"];

function expectedIndexes() {
  return [aiTools, searchTerms, toolSearch].flatMap((table) =>
    getTableConfig(table).indexes.map((index) => index.config.name!),
  );
}

function expectedMigrations() {
  const journal = JSON.parse(
    readFileSync(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8"),
  ) as { entries: unknown[] };
  return journal.entries.length;
}

/**
 * Checks the database: it answers, every migration is applied, the extensions and indexes
 * the schema needs are there, and how its tools differ from the bundled catalogue (missing,
 * changed in any field, and of those which an administrator edited here, or not in the
 * catalogue). Reads the tools a batch at a time.
 */
export async function checkDatabase(db: Db = getDb()): Promise<DatabaseCheck> {
  const [version] = await queryRows<{ version: string }>(db, sql`SELECT version() AS version`);
  const [applied] = await queryRows<{ applied: number }>(
    db,
    sql`SELECT count(*)::int AS applied FROM drizzle.__drizzle_migrations`,
  );
  const installed = await queryRows<{ extname: string }>(db, sql`SELECT extname FROM pg_extension`);
  const present = new Set(
    (await queryRows<{ indexname: string }>(db, sql`SELECT indexname FROM pg_indexes`)).map(
      (row) => row.indexname,
    ),
  );

  const renamed = await readRenamed(db);
  const bundled = new Map(
    withBundledLogos(readCatalogue().entries).map((entry) => [
      entry.id,
      contentOf(inCurrentNames(entry, renamed)),
    ]),
  );
  const editedHere = new Set(
    (
      await queryRows<{ id: string }>(
        db,
        sql`SELECT id FROM ${aiTools} WHERE edited_at IS NOT NULL`,
      )
    ).map((row) => row.id),
  );
  const seen = new Set<string>();
  const changed: string[] = [];
  let tools = 0;
  let extra = 0;
  for await (const batch of exportTools(db)) {
    for (const tool of batch) {
      tools++;
      const entry = bundled.get(tool.id);
      if (!entry) {
        extra++;
        continue;
      }
      seen.add(tool.id);
      if (
        Object.keys(changedFields(tool, { ...entry, status: tool.status }, CONTENT_FIELDS)).length
      )
        changed.push(tool.id);
    }
  }
  return {
    server: (version?.version ?? "unknown").split(" on ")[0]!.split(",")[0]!,
    migrations: { applied: applied?.applied ?? 0, expected: expectedMigrations() },
    extensions: EXTENSIONS.map((name) => ({
      name,
      installed: installed.some((row) => row.extname === name),
    })),
    missingIndexes: expectedIndexes().filter((name) => !present.has(name)),
    tools,
    bundled: {
      total: bundled.size,
      missing: [...bundled.keys()].filter((id) => !seen.has(id)),
      changed,
      edited: changed.filter((id) => editedHere.has(id)),
      extra,
    },
  };
}
