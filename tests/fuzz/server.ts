import { cpSync, mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import { boot, shutdown } from "#server/boot";
import { getDb, type Db } from "~/lib/db.server";
import { getEnv, resetEnvCache } from "~/lib/env.server";
import { adminQuery } from "../setup/databases";

/** The server the fuzzer drives: its address and the database it writes to. */
export type FuzzTarget = { baseUrl: string; db: Db };

type AppModule = { app: { fetch: (request: Request) => Response | Promise<Response> } };

/**
 * The settings every fuzzed server runs with: client addresses taken from X-Forwarded-For (each
 * case comes from its own address, so per-address limits do not hide the handlers behind 429s),
 * mail and uploads kept in `dataDir`, and only errors logged (thousands of "Page not found"
 * warnings would bury them; the fuzzer reads the error lines).
 */
export function fuzzEnvironment(dataDir: string): Record<string, string> {
  return { TRUST_PROXY: "true", DATA_DIR: dataDir, LOG_LEVEL: "error" };
}

/**
 * Settings of the caller's environment the fuzzed server must not inherit: it would send mail,
 * store files, ask a language model or share limits with real services, use another database,
 * or visit private addresses for thousands of generated requests.
 */
const OUTSIDE_SERVICES =
  /^(DATABASE_URL|BASE_URL|SMTP_URL|NOTIFY_EMAIL|ADMIN_EMAILS|REDIS_URL|FETCH_ALLOW_PRIVATE|S3_\w+|LLM_\w+|GOOGLE_\w+|GITHUB_\w+|OIDC_\w+)$/;

/**
 * Starts the production build (pages and API) on a loopback port in this process, over a fresh
 * database loaded with the bundled catalogue: PGlite in a temporary folder, or a new PostgreSQL
 * database next to `postgresAdminUrl`'s. For the bench, which runs outside vitest (the test suite
 * uses tests/setup/test-server.ts and its cloned templates instead). Needs `npm run build`.
 */
export async function startFuzzServer(options: { postgresAdminUrl?: string } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "aitools-fuzz-"));
  const databaseName = `aitools_fuzz_${process.pid}`;
  const databaseUrl = options.postgresAdminUrl
    ? await createDatabase(options.postgresAdminUrl, databaseName)
    : undefined;
  const saved = { ...process.env };
  for (const name of Object.keys(process.env)) {
    if (OUTSIDE_SERVICES.test(name)) delete process.env[name];
  }
  Object.assign(
    process.env,
    fuzzEnvironment(dataDir),
    databaseUrl ? { DATABASE_URL: databaseUrl } : {},
  );
  resetEnvCache();
  await boot(getEnv());
  // A private copy of the build (a rebuild in the checkout while the bench runs would take the
  // chunks the server loads lazily from under it), where its packages still resolve.
  const buildCopy = path.resolve("node_modules/.cache", `aitools-fuzz-build-${process.pid}`);
  cpSync(path.resolve("build/server"), path.join(buildCopy, "server"), { recursive: true });
  const file = path.join(buildCopy, "server/index.js");
  const { app } = (await import(pathToFileURL(file).href)) as AppModule;
  const server = await new Promise<Server>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 }, () =>
      resolve(started as Server),
    );
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    db: getDb(),
    kind: databaseUrl ? ("postgres" as const) : ("pglite" as const),
    async close() {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await closed;
      await shutdown();
      if (options.postgresAdminUrl) await dropDatabase(options.postgresAdminUrl, databaseName);
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(buildCopy, { recursive: true, force: true });
      for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
      Object.assign(process.env, saved);
      resetEnvCache();
    },
  };
}

async function createDatabase(adminUrl: string, name: string) {
  await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, adminUrl);
  await adminQuery(`CREATE DATABASE ${name}`, adminUrl);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function dropDatabase(adminUrl: string, name: string) {
  return adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, adminUrl);
}
