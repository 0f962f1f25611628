import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql, type Logger, type SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "~/db/schema";
import {
  isDatabaseUnavailable,
  noteDatabaseReachable,
  noteDatabaseUnreachable,
} from "./db-outage.server";
import { failureScope } from "./db-scope.server";
import { log } from "./log.server";
import { processAlive } from "./process-alive.server";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = "pglite" | "postgres";

export type DatabaseHandle = {
  db: Db;
  kind: DatabaseKind;
  /**
   * Calls `onNotify` for each notice on `channel` (PostgreSQL's LISTEN/NOTIFY, on both
   * drivers), and once more whenever a lost connection to PostgreSQL is made again (notices
   * may have been missed meanwhile). Resolves to a function that stops listening.
   */
  listen: (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
};

export const MIGRATIONS_DIR = path.resolve(process.cwd(), "drizzle");

/** Any number, the same in every app server: serialises migrations and first seeding. */
const MIGRATION_LOCK_KEY = 727_017_001;

export type OpenOptions = {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  /** A PGlite data-directory dump to start from (tests clone a migrated template). */
  loadDataDir?: Blob;
  /** Sees every statement run (tests read the plans of the statements a feature runs). */
  logger?: Logger;
  /** Migrations to apply instead of drizzle/'s (a restore first makes an older archive's schema). */
  migrationsFolder?: string;
};

export class DatabaseLockedError extends Error {}

/** How long a request waits for a connection to PostgreSQL before it is told to come back. */
const CONNECT_TIMEOUT_MS = 2_000;

/**
 * Settings for this app's own connections (docs/decisions/010-ranked-search.md).
 * - random_page_cost: the catalogue's tables and indexes fit in memory, so an index page costs
 *   about what a page of a whole-table scan costs; with PostgreSQL's default of 4 (a disk
 *   seek), the planner scans all 100,000 tools for a broad search word instead of reading the
 *   few thousand its index lists.
 * - pg_trgm.strict_word_similarity_threshold: how close typed text must be to a tool's name to
 *   find it (`<<%` in catalogue/ranking.server.ts). A name key is one word, for which this is
 *   plain trigram similarity; the default of 0.3 for `%` would make the index recheck every
 *   name that shares a syllable.
 */
const PLANNER_SETTINGS = ["random_page_cost=1.1", "pg_trgm.strict_word_similarity_threshold=0.6"];

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite database under dataDir.
 * PGlite cannot be shared between processes, so it is guarded by a lock file.
 */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // A request that needs the database fails within this time when it cannot be reached
      // (a host that drops packets, or a pool whose connections all hang), rather than waiting
      // for the operating system to give up.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      options: PLANNER_SETTINGS.map((setting) => `-c ${setting}`).join(" "),
    });
    watchFailures(pool);
    // An idle connection that the server closes (a restart, a failover) is dropped by the pool
    // and reported here; unheard, the report would end the process.
    pool.on("error", (error) => {
      if (isDatabaseUnavailable(error)) noteDatabaseUnreachable(error);
      else log.error("An idle database connection failed", { error: String(error) });
    });
    const db = drizzlePg(pool, { schema, logger: options.logger }) as unknown as Db;
    const listeners = new Set<() => Promise<void>>();
    return {
      db,
      kind: "postgres",
      listen: async (channel, onNotify) => {
        const stop = listenPostgres(options.databaseUrl!, channel, onNotify);
        listeners.add(stop);
        return () => {
          listeners.delete(stop);
          return stop();
        };
      },
      close: async () => {
        await Promise.all([...listeners].map((stop) => stop()));
        await pool.end();
      },
    };
  }
  const pgliteDir = path.join(options.dataDir, "pglite");
  mkdirSync(pgliteDir, { recursive: true });
  const releaseLock = takeLock(path.join(options.dataDir, "pglite.lock"), options.dataDir);
  try {
    const client = await PGlite.create({
      dataDir: pgliteDir,
      extensions: { pg_trgm },
      loadDataDir: options.loadDataDir,
    });
    await client.exec(PLANNER_SETTINGS.map((setting) => `SET ${setting};`).join("\n"));
    watchFailures(client);
    takeTurns(client);
    const db = drizzlePglite(client, { schema, logger: options.logger }) as unknown as Db;
    return {
      db,
      kind: "pglite",
      listen: async (channel, onNotify) => {
        const stop = await client.listen(channel, () => onNotify());
        return () => stop();
      },
      close: async () => {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/**
 * PGlite runs each statement synchronously on the main thread, and a statement's result only
 * resolves a promise: a page's queries, one after another, and the next waiting page's after
 * them, run as one unbroken chain of microtasks, during which the server neither accepts a
 * connection, reads a request nor answers a cached page (decision 020). Each statement first
 * waits for the event loop's next turn, so network work is done between statements.
 */
function takeTurns(client: PGlite) {
  const query = client.query.bind(client);
  client.query = (async (...args: Parameters<typeof query>) => {
    await new Promise<void>((resolve) => setImmediate(resolve));
    return query(...args);
  }) as typeof client.query;
}

/** How long to wait before listening again after the connection to PostgreSQL was lost. */
const RELISTEN_DELAY_MS = 1_000;

/**
 * LISTEN on a connection of its own (a pooled one would lose the subscription when returned),
 * made again whenever it is lost.
 */
function listenPostgres(url: string, channel: string, onNotify: () => void) {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let connectedBefore = false;
  const again = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, RELISTEN_DELAY_MS);
  };
  const connect = async () => {
    const current = new pg.Client({ connectionString: url });
    client = current;
    current.on("notification", (message) => {
      if (message.channel === channel) onNotify();
    });
    // A dropped connection ends the client; listening starts again on a new one.
    current.on("error", () => {});
    current.on("end", again);
    try {
      await current.connect();
      await current.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (connectedBefore) onNotify();
      connectedBefore = true;
    } catch {
      await current.end().catch(() => {});
      again();
    }
  };
  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

const watched = new WeakSet<object>();

/**
 * Wraps a driver's statement methods so that a failure marks the scope it ran in (a pool's
 * connections, which transactions use, are wrapped as the pool hands them out).
 */
function watchFailures(driver: object) {
  if (watched.has(driver)) return;
  watched.add(driver);
  const target = driver as Record<string, unknown>;
  for (const name of ["query", "exec", "connect", "transaction"]) {
    const method = target[name];
    if (typeof method !== "function") continue;
    target[name] = function (this: unknown, ...args: unknown[]) {
      const scope = failureScope.getStore();
      const mark = (error: unknown) => {
        const unreachable = isDatabaseUnavailable(error);
        if (unreachable) noteDatabaseUnreachable(error);
        if (scope) {
          scope.failed = true;
          scope.unavailable ||= unreachable;
        }
        throw error;
      };
      const startedAt = Date.now();
      try {
        const result: unknown = method.apply(this, args);
        if (!(result instanceof Promise)) return result;
        return result.then((value: unknown) => {
          noteDatabaseReachable(startedAt);
          if (name === "connect" && value instanceof pg.Client) watchFailures(value);
          return value;
        }, mark);
      } catch (error) {
        return mark(error);
      }
    };
  }
}

/** Applies the SQL migrations in drizzle/ (one app server at a time on PostgreSQL). */
export async function migrateDatabase(
  options: OpenOptions,
  handle: DatabaseHandle,
  afterMigrate?: (db: Db) => Promise<void>,
) {
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as never, {
      migrationsFolder: options.migrationsFolder ?? MIGRATIONS_DIR,
    });
    await afterMigrate?.(handle.db);
    return;
  }
  // A dedicated connection holds an advisory lock so app servers starting together
  // neither race on the migrations nor seed the catalogue twice.
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    const db = drizzlePg(client, { schema });
    await migratePg(db, { migrationsFolder: options.migrationsFolder ?? MIGRATIONS_DIR });
    await afterMigrate?.(db as unknown as Db);
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}

/** When the newest migration in drizzle/ was made (what the migrator records once it is applied). */
function newestMigrationMillis(): number {
  const journal = JSON.parse(
    readFileSync(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8"),
  ) as { entries: { when: number }[] };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

let newestMigration: number | undefined;

/**
 * Whether the database answers and holds every migration this server knows of (another app
 * server may have applied newer ones; an older database is not ready for this code).
 */
export async function migrationsApplied(db: Db): Promise<boolean> {
  newestMigration ??= newestMigrationMillis();
  const [row] = await queryRows<{ newest: string | null }>(
    db,
    sql`SELECT max(created_at)::text AS newest FROM drizzle.__drizzle_migrations`,
  );
  return Number(row?.newest ?? 0) >= newestMigration;
}

/** Lock files this process holds (a lock naming our own pid but absent here is stale). */
const heldLocks = new Set<string>();

function takeLock(lockPath: string, dataDir: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, `${process.pid} ${startTime(process.pid) ?? ""}`.trim());
      closeSync(fd);
      heldLocks.add(lockPath);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        heldLocks.delete(lockPath);
        process.off("exit", release);
        rmSync(lockPath, { force: true });
      };
      process.on("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const [pidText = "", started] = readFileSync(lockPath, "utf8").trim().split(/\s+/);
      const holder = Number.parseInt(pidText, 10);
      const heldByUs = holder === process.pid && heldLocks.has(lockPath);
      if (heldByUs || (holder !== process.pid && isRunning(holder, started))) {
        throw new DatabaseLockedError(
          `The embedded database in ${dataDir} is in use by another process (pid ${holder}). ` +
            `Stop that process first, use another DATA_DIR, or set DATABASE_URL to use PostgreSQL, ` +
            `which any number of processes can share.`,
        );
      }
      // The holder is gone (a crash or a kill), though its pid may now be another process's.
      log.warn("Took over the embedded database's lock: the process that held it is gone", {
        dataDir,
        pid: pidText,
      });
      rmSync(lockPath, { force: true });
    }
  }
  throw new DatabaseLockedError(`Could not take the database lock ${lockPath}.`);
}

/**
 * The pid of another running process that holds the embedded database in `dataDir` (a server),
 * or null when none does (no lock, or a stale one left by a crash).
 */
export function embeddedDatabaseHolder(dataDir: string): number | null {
  let text: string;
  try {
    text = readFileSync(path.join(dataDir, "pglite.lock"), "utf8");
  } catch {
    return null;
  }
  const [pidText = "", started] = text.trim().split(/\s+/);
  const holder = Number.parseInt(pidText, 10);
  return holder !== process.pid && isRunning(holder, started) ? holder : null;
}

/**
 * Whether the process that wrote a lock still runs: its pid answers, and where the system tells
 * when a process started (Linux's /proc), it started when the lock says, so a pid used again by
 * an unrelated process after a crash and a reboot does not hold the lock.
 */
function isRunning(pid: number, started: string | undefined) {
  if (!Number.isInteger(pid) || pid <= 0 || !processAlive(pid)) return false;
  if (!started) return true;
  const now = startTime(pid);
  return now === null || now === started;
}

/** When a process started, in clock ticks after boot (Linux), or null where that is unknown. */
function startTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // After the command name, which may hold spaces and parentheses, fields run from the 3rd;
    // the start time is the 22nd.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

const store = globalThis as typeof globalThis & { __aiToolsDb?: DatabaseHandle };

/** Makes an opened database the one that every request uses (kept across dev reloads). */
export function setDatabase(handle: DatabaseHandle | undefined) {
  store.__aiToolsDb = handle;
}

export function getDatabaseHandle(): DatabaseHandle | undefined {
  return store.__aiToolsDb;
}

/** The database of this process; throws if the server has not opened it yet. */
export function getDb(): Db {
  const handle = store.__aiToolsDb;
  if (!handle) throw new Error("The database is not open yet: call boot() before serving.");
  return handle.db;
}

/**
 * Runs `work` in one transaction, handing it the transaction as a `Db` (so the same query
 * functions serve inside and outside one).
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((txn) => work(txn as unknown as Db));
}

/** Runs raw SQL and returns its rows (both drivers answer with `{ rows }`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Whether a statement failed on the unique index or constraint `name` (SQLSTATE 23505), on
 * either driver: the error, or one it was caused by, names it.
 */
export function isUniqueViolation(error: unknown, name: string) {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === "23505") return constraint === name || current.message.includes(`"${name}"`);
  }
  return false;
}
