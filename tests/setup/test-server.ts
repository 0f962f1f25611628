import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import { inject } from "vitest";
import { boot, shutdown } from "#server/boot";
import { createApp } from "#server/create-app";
import { createProductionListener, type ProductionOptions } from "#server/production";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { createPostgresDatabase, dropPostgresDatabase, loadPgliteTemplate } from "./databases";
import { testDbKind } from "./test-database";

type AppModule = {
  app: { fetch: (request: Request, env?: unknown) => Response | Promise<Response> };
};

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

/** The production stack's settings (server/production.ts) for a test, with the app counted. */
export type ProductionSettings = Partial<ProductionOptions["env"]>;

/** The app as the production stack sees it: each request it answers is counted. */
type CountedApp = {
  fetch: (request: Request, env?: unknown) => Promise<Response>;
  /** Requests the app itself answered (cache hits never reach it). */
  requests: Request[];
  /** While set, the app waits for it before answering (to hold requests under way). */
  hold?: Promise<void>;
};

/**
 * `body` as it is read, calling `finish` once it has been read to its end, has failed, or its
 * reader has cancelled it (after the cancel itself is done: a stream's source may still be
 * reading when it is told to stop).
 */
function untilRead(body: ReadableStream<Uint8Array>, finish: () => void) {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (!done) return controller.enqueue(value);
        controller.close();
        finish();
      } catch (error) {
        controller.error(error);
        finish();
      }
    },
    async cancel(reason) {
      try {
        await reader.cancel(reason);
      } finally {
        finish();
      }
    },
  });
}

/**
 * Starts the real HTTP server on a loopback port, over a fresh copy of the seeded database of
 * this project's kind. By default it serves the API (and logos) from the source; with
 * `pages: true` it is the production build's whole app, pages included; with `production` that
 * app sits behind the production server's page cache and load limit, as server.js serves it.
 * With `answers: true` it keeps track of the answers it sends, for `answered()`.
 */
export async function startTestServer(
  options: {
    pages?: boolean;
    production?: ProductionSettings;
    /** The page cache's clock, for a test that moves it forward. */
    clock?: () => number;
    answers?: boolean;
    /** Data to serve instead of a fresh copy (a restored backup); the caller removes it after. */
    data?: { dataDir: string; databaseUrl?: string };
  } = {},
) {
  const kind = testDbKind();
  const own = !options.data;
  const dataDir = options.data?.dataDir ?? mkdtempSync(path.join(tmpdir(), "aitools-test-"));
  const databaseName = `aitools_test_${process.pid}_${Date.now().toString(36)}`;
  const databaseUrl = options.data
    ? options.data.databaseUrl
    : kind === "postgres"
      ? await createPostgresDatabase(databaseName, inject("postgresTemplate"))
      : undefined;
  const env = getEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  await boot(
    env,
    own && kind === "pglite"
      ? { loadDataDir: await loadPgliteTemplate(inject("pgliteTemplate")) }
      : {},
  );
  // The production build reads the same process-wide database that boot() opened.
  const app = options.pages || options.production ? await loadProductionApp() : createApp();
  // Answers the app has begun and not yet sent to their end (or seen cancelled).
  const answering = new Set<Promise<void>>();
  const counted: CountedApp = {
    requests: [],
    async fetch(request, env) {
      counted.requests.push(request);
      if (!options.answers) {
        await counted.hold;
        return app.fetch(request, env);
      }
      let finish!: () => void;
      const finished = new Promise<void>((resolve) => (finish = resolve));
      answering.add(finished);
      void finished.then(() => answering.delete(finished));
      try {
        await counted.hold;
        const response = await app.fetch(request, env);
        if (!response.body) {
          finish();
          return response;
        }
        return new Response(untilRead(response.body, finish), response);
      } catch (error) {
        finish();
        throw error;
      }
    },
  };
  const production = options.production
    ? await createProductionListener(counted, {
        clientDir: path.resolve("build/client"),
        https: false,
        now: options.clock,
        env: {
          PAGE_CACHE_MB: 16,
          PAGE_CACHE_SECONDS: 60,
          MAX_CONCURRENT_REQUESTS: 32,
          MAX_QUEUED_REQUESTS: 256,
          ...options.production,
        },
      })
    : undefined;
  const server = await new Promise<Server>((resolve) => {
    if (production) {
      const started = createServer(production.listener).listen(0, "127.0.0.1", () =>
        resolve(started),
      );
      return;
    }
    const handler = options.answers ? counted.fetch : app.fetch;
    const started = serve({ fetch: handler, hostname: "127.0.0.1", port: 0 }, () =>
      resolve(started as Server),
    );
  });
  const { port } = server.address() as AddressInfo;
  return {
    kind,
    env,
    baseUrl: `http://127.0.0.1:${port}`,
    db: getDb(),
    app: counted,
    production,
    /**
     * With `answers: true`, resolves once every answer the app has begun is sent to its end or
     * cancelled: whatever the server logs for those requests is logged by then.
     */
    async answered() {
      while (answering.size > 0) await Promise.all([...answering]);
    },
    async close() {
      await production?.close();
      // Keep-alive sockets, and responses a test left unread, end with the server rather than
      // holding the worker open after its file.
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await closed;
      await shutdown();
      if (!own) return;
      if (kind === "postgres") await dropPostgresDatabase(databaseName);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
