// The benchmarks' PostgreSQL databases and production servers.
import pg from "pg";
import { startServerProcess } from "../tests/setup/server-process";

/** A PostgreSQL role that may create and drop the benchmarks' databases. */
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export function dbUrl(name: string) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function admin(sqlText: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await client.query(sqlText);
  } finally {
    await client.end();
  }
}

export async function freshDatabase(name: string) {
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name}`);
  return dbUrl(name);
}

/** The production server on `port`, its warnings and errors printed here. */
export async function startServer(port: number, env: Record<string, string>) {
  const server = await startServerProcess(
    { PORT: String(port), ...env },
    { timeoutMs: 120_000, echoErrors: true },
  );
  return { base: server.url, pid: server.pid, stop: () => server.stop() };
}
