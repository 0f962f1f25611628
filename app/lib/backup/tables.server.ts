import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "~/lib/db.server";

/**
 * The app's tables as rows of text, and back (docs/decisions/038-backups-restore-and-move.md).
 * Each row is PostgreSQL's own JSON of it (`row_to_json`) and is read back by PostgreSQL
 * (`json_populate_recordset`), never parsed in between: bytea, dates, big integers, arrays and
 * json round-trip exactly, on either database.
 */

/** A table of the app: its columns that hold data (generated ones are computed again). */
export type TableShape = {
  name: string;
  columns: string[];
  /** The primary key's columns, in key order (empty: rows are ordered by their whole text). */
  key: string[];
  /** Triggers of other tables write its rows (see FOLLOWING_TABLES_QUERY). */
  following: boolean;
};

/** One table's rows, one JSON object a line, in primary-key order. */
export type TableData = { name: string; rows: number; data: Buffer };

/**
 * Tables that triggers of other tables fill (the search index of tools, its terms, the counts
 * of names in use): a trigger function that inserts into, deletes from or truncates them. They
 * are loaded last, over what the triggers wrote while their sources were loaded, so they come
 * back exactly as they were. A table a trigger only updates (a tool's review figures) keeps its
 * place: its rows are loaded whole, and the triggers compute the same figures again.
 */
const FOLLOWING_TABLES_QUERY = `
  SELECT DISTINCT target.relname AS name
  FROM pg_trigger t
    JOIN pg_proc p ON p.oid = t.tgfoid
    JOIN pg_class target ON target.oid <> t.tgrelid
    JOIN pg_namespace n ON n.oid = target.relnamespace
  WHERE NOT t.tgisinternal AND n.nspname = 'public' AND target.relkind IN ('r', 'p')
    AND p.prosrc ~* ('(insert\\s+into|delete\\s+from|truncate)\\s+("?public"?\\.)?"?' || target.relname || '([^a-z0-9_]|$)')`;

/** How many rows are read or written in one statement. */
const BATCH_ROWS = 1_000;

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

export function sha256(bytes: Uint8Array) {
  return createHash("sha256").update(bytes).digest("hex");
}

/**
 * Every table of the app's schema (`public`; drizzle's own bookkeeping is made again by the
 * migrations), in an order in which each table comes after the tables it refers to.
 */
export async function appTables(db: Db): Promise<TableShape[]> {
  const tables = await queryRows<{ name: string; columns: string[]; key: string[] | null }>(
    db,
    sql.raw(`
      SELECT c.relname AS name,
        (SELECT array_agg(a.attname::text ORDER BY a.attnum) FROM pg_attribute a
          WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '')
          AS columns,
        (SELECT array_agg(a.attname::text ORDER BY k.ord)
          FROM pg_index i, unnest(i.indkey) WITH ORDINALITY AS k(attnum, ord), pg_attribute a
          WHERE i.indrelid = c.oid AND i.indisprimary AND a.attrelid = c.oid AND a.attnum = k.attnum)
          AS key
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
      ORDER BY c.relname`),
  );
  const references = await queryRows<{ from: string; to: string }>(
    db,
    sql.raw(`
      SELECT src.relname AS "from", dst.relname AS "to"
      FROM pg_constraint f
        JOIN pg_class src ON src.oid = f.conrelid
        JOIN pg_class dst ON dst.oid = f.confrelid
        JOIN pg_namespace n ON n.oid = src.relnamespace
      WHERE f.contype = 'f' AND n.nspname = 'public' AND src.oid <> dst.oid`),
  );
  const following = new Set(
    (await queryRows<{ name: string }>(db, sql.raw(FOLLOWING_TABLES_QUERY))).map((row) => row.name),
  );
  const shapes = tables.map((table) => ({
    name: table.name,
    columns: table.columns,
    key: table.key ?? [],
    following: following.has(table.name),
  }));
  return dependencyOrder(shapes, references);
}

/** Tables ordered so that each follows those it refers to; the following tables come last. */
function dependencyOrder(tables: TableShape[], references: { from: string; to: string }[]) {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const ordered: TableShape[] = [];
  const placed = new Set<string>();
  const visit = (table: TableShape, path: Set<string>) => {
    if (placed.has(table.name) || path.has(table.name)) return;
    path.add(table.name);
    for (const reference of references.filter((each) => each.from === table.name)) {
      const target = byName.get(reference.to);
      if (target) visit(target, path);
    }
    placed.add(table.name);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return [
    ...ordered.filter((table) => !table.following),
    ...ordered.filter((table) => table.following),
  ];
}

/**
 * A table's rows as JSON Lines, in primary-key order so the same rows give the same bytes (and
 * checksum), handed to `write` a page at a time. Read through a cursor, which goes on where the
 * last page ended (never an OFFSET, which reads every earlier row again): call inside the
 * snapshot's transaction, whose pages all see one moment. Resolves to the number of rows.
 */
export async function exportTable(
  db: Db,
  table: TableShape,
  write: (lines: string) => Promise<void> | void,
): Promise<number> {
  const columns = table.columns.map(ident).join(", ");
  const order = table.key.length
    ? table.key.map((column) => `t.${ident(column)}`).join(", ")
    : "row_to_json(t)::text";
  const cursor = ident(`backup_${table.name}`);
  await db.execute(
    sql.raw(
      `DECLARE ${cursor} NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS line ` +
        `FROM (SELECT ${columns} FROM public.${ident(table.name)}) t ORDER BY ${order}`,
    ),
  );
  let rows = 0;
  try {
    for (;;) {
      const page = await queryRows<{ line: string }>(
        db,
        sql.raw(`FETCH FORWARD ${BATCH_ROWS} FROM ${cursor}`),
      );
      if (page.length > 0) await write(page.map((row) => `${row.line}\n`).join(""));
      rows += page.length;
      if (page.length < BATCH_ROWS) break;
    }
  } finally {
    await db.execute(sql.raw(`CLOSE ${cursor}`));
  }
  return rows;
}

/** A table's rows in memory, as exportTable writes them (small databases: comparisons). */
export async function tableData(db: Db, table: TableShape): Promise<TableData> {
  const parts: string[] = [];
  const rows = await exportTable(db, table, (lines) => void parts.push(lines));
  return { name: table.name, rows, data: Buffer.from(parts.join(""), "utf8") };
}

/** Splits a table's data into its lines (each one row's JSON). */
export function dataLines(data: Buffer) {
  return data
    .toString("utf8")
    .split("\n")
    .filter((line) => line !== "");
}

/** The lines of a JSON Lines file, read a chunk at a time. */
export async function* fileLines(file: string): AsyncGenerator<string> {
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  for await (const line of lines) if (line !== "") yield line;
}

/**
 * Writes a table's rows into the same table of a migrated database, BATCH_ROWS rows a
 * statement. A following table is emptied first (its triggers filled it from rows loaded
 * before). Call inside one transaction.
 */
export async function importTable(
  db: Db,
  table: TableShape,
  lines: Iterable<string> | AsyncIterable<string>,
) {
  const target = `public.${ident(table.name)}`;
  if (table.following) await db.execute(sql.raw(`DELETE FROM ${target}`));
  const columns = table.columns.map(ident).join(", ");
  const insert = async (batch: string[]) => {
    await db.execute(
      sql`INSERT INTO ${sql.raw(target)} (${sql.raw(columns)}) SELECT ${sql.raw(columns)} FROM json_populate_recordset(NULL::${sql.raw(target)}, ${`[${batch.join(",")}]`}::json)`,
    );
  };
  let batch: string[] = [];
  for await (const line of lines) {
    batch.push(line);
    if (batch.length === BATCH_ROWS) {
      await insert(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await insert(batch);
}

/**
 * Empties every app table (rows the migrations wrote, such as the default vocabulary): each
 * table before those it refers to, then the following tables, which the triggers of the others
 * keep. DELETE rather than TRUNCATE: a truncate's trigger truncates a following table, which
 * one statement may not do to a table it also truncates.
 */
export async function emptyTables(db: Db, tables: TableShape[]) {
  const sources = tables.filter((table) => !table.following).reverse();
  const following = tables.filter((table) => table.following);
  for (const table of [...sources, ...following]) {
    await db.execute(sql.raw(`DELETE FROM public.${ident(table.name)}`));
  }
}

/** Moves every serial or identity sequence of the app's tables past the largest id in use. */
export async function resetSequences(db: Db) {
  const owned = await queryRows<{ table: string; column: string; sequence: string }>(
    db,
    sql.raw(`
      SELECT c.relname AS "table", a.attname AS "column", s.seq AS sequence
      FROM pg_class c
        JOIN pg_namespace n ON n.oid = c.relnamespace
        JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped,
        LATERAL (SELECT pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) AS seq) s
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND s.seq IS NOT NULL`),
  );
  for (const { table, column, sequence } of owned) {
    await db.execute(
      sql`SELECT setval(${sequence}, COALESCE((SELECT max(${sql.raw(ident(column))}) FROM public.${sql.raw(ident(table))}), 0) + 1, false)`,
    );
  }
}

/** How many rows each app table holds now. */
export async function countRows(db: Db, tables: TableShape[]) {
  const counts = new Map<string, number>();
  for (const table of tables) {
    const [row] = await queryRows<{ rows: number }>(
      db,
      sql.raw(`SELECT count(*)::int AS rows FROM public.${ident(table.name)}`),
    );
    counts.set(table.name, row?.rows ?? 0);
  }
  return counts;
}

/** How many migrations the database has applied, and when the newest was made. */
export async function appliedMigrations(db: Db): Promise<number> {
  const [row] = await queryRows<{ applied: number }>(
    db,
    sql`SELECT count(*)::int AS applied FROM drizzle.__drizzle_migrations`,
  );
  return row?.applied ?? 0;
}
