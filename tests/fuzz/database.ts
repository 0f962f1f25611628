import { sql } from "drizzle-orm";
import { queryRows, type Db } from "~/lib/db.server";

/**
 * Tables a refused request may change, each with its reason. Every other table must be exactly
 * as it was after an answer of 4xx.
 */
export const WRITTEN_BY_REFUSALS: Record<string, string> = {};

/** Each table's fingerprint: its row count and a hash of every row's text. */
export type TableFingerprints = Map<string, string>;

/**
 * Fingerprints every table of the application's schema in one statement, so a write of any
 * kind (insert, update or delete) between two calls shows as a changed table.
 */
export async function fingerprintTables(db: Db): Promise<TableFingerprints> {
  const statement = await fingerprintStatement(db);
  const rows = await queryRows<{ name: string; fingerprint: string }>(db, statement);
  return new Map(rows.map((row) => [row.name, row.fingerprint]));
}

/** The tables whose fingerprints differ between `before` and `after`. */
export function changedTables(before: TableFingerprints, after: TableFingerprints): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}

const statements = new WeakMap<Db, ReturnType<typeof sql.raw>>();

async function fingerprintStatement(db: Db) {
  const known = statements.get(db);
  if (known) return known;
  const tables = await queryRows<{ name: string }>(
    db,
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const parts = tables.map(({ name }) => {
    const table = `"${name.replace(/"/g, '""')}"`;
    const label = `'${name.replace(/'/g, "''")}'`;
    return `SELECT ${label} AS name, count(*)::text || ':' || coalesce(sum(hashtextextended(t::text, 0)), 0)::text AS fingerprint FROM ${table} t`;
  });
  const statement = sql.raw(parts.join("\nUNION ALL\n"));
  statements.set(db, statement);
  return statement;
}

/** The tables' fingerprints, and the next transaction id when they were read. */
export type TableState = { xmax: string; tables: TableFingerprints };

/**
 * Fingerprints of every table, read again only when PostgreSQL's next transaction id moved (a
 * read-only request assigns none), so a case that wrote nothing costs one cheap query.
 */
export class WriteTracker {
  private known: TableState | undefined;
  constructor(private readonly db: Db) {}

  /** The tables' fingerprints now. */
  async current(): Promise<TableState> {
    const xmax = await this.xmax();
    if (this.known?.xmax === xmax) return this.known;
    this.known = { xmax, tables: await fingerprintTables(this.db) };
    return this.known;
  }

  /**
   * Waits for work a request left running (a Refresh Metadata run, writes after the answer) to
   * end, so it is not taken for the next case's writes: until no run is under way and no table
   * changed since the last look (the first is `seen`, read just after the answer).
   */
  async settle(seen: TableState) {
    const deadline = Date.now() + 60_000;
    let last = seen;
    while (Date.now() < deadline) {
      const [running] = await queryRows<{ n: number }>(
        this.db,
        sql`SELECT count(*)::int AS n FROM metadata_runs WHERE finished_at IS NULL`,
      );
      const now = await this.current();
      if (running!.n === 0 && changedTables(last.tables, now.tables).length === 0) return;
      last = now;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  private async xmax() {
    const [row] = await queryRows<{ xmax: string }>(
      this.db,
      sql`SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS xmax`,
    );
    return row!.xmax;
  }
}
