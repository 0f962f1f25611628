import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import { inject } from "vitest";
import { boot, shutdown } from "#server/boot";
import { createApp } from "#server/create-app";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { createPostgresDatabase, dropPostgresDatabase, loadPgliteTemplate } from "./databases";
import { testDbKind } from "./test-database";

type AppModule = { app: { fetch: (request: Request) => Response | Promise<Response> } };

/** The production server module (npm run build), which answers pages as well as the API. */
async function loadProductionApp(): Promise<AppModule["app"]> {
  const file = path.resolve("build/server/index.js");
  try {
    return ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as AppModule).app;
  } catch (error) {
    throw new Error(
      `Tests with pages need the production build (${file}): run \`npm run build\` first.`,
      {
        cause: error,
      },
    );
  }
}

/**
 * Starts the real HTTP server on a loopback port, over a fresh copy of the seeded database of
 * this project's kind. By default it serves the API (and logos) from the source; with
 * `pages: true` it is the production build's whole app, pages included.
 */
export async function startTestServer(options: { pages?: boolean } = {}) {
  const kind = testDbKind();
  const dataDir = mkdtempSync(path.join(tmpdir(), "aitools-test-"));
  const databaseName = `aitools_test_${process.pid}_${Date.now().toString(36)}`;
  const env = getEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    ...(kind === "postgres"
      ? { DATABASE_URL: await createPostgresDatabase(databaseName, inject("postgresTemplate")) }
      : {}),
  });
  await boot(
    env,
    kind === "pglite" ? { loadDataDir: await loadPgliteTemplate(inject("pgliteTemplate")) } : {},
  );
  // The production build reads the same process-wide database that boot() opened.
  const app = options.pages ? await loadProductionApp() : createApp();
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 }, () =>
      resolve(started),
    );
  });
  const { port } = server.address() as AddressInfo;
  return {
    kind,
    env,
    baseUrl: `http://127.0.0.1:${port}`,
    db: getDb(),
    async close() {
      // Keep-alive sockets, and responses a test left unread, end with the server rather than
      // holding the worker open after its file.
      const closed = new Promise((resolve) => server.close(resolve));
      (server as unknown as Server).closeAllConnections();
      await closed;
      await shutdown();
      if (kind === "postgres") await dropPostgresDatabase(databaseName);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
