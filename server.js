// Entry point. Production: serves build/ (npm run build first). Development: Vite in middleware mode.
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";

// Settings may come from a .env file; the environment itself wins.
if (existsSync(".env")) process.loadEnvFile(".env");

const production = process.env.NODE_ENV === "production";
/** How long requests under way may take to finish when the server is told to stop. */
const SHUTDOWN_GRACE_MS = 10_000;
/**
 * How long an idle keep-alive connection stays open. Longer than the idle timeout of the usual
 * proxies and load balancers (60 s), so the server is never the side that closes a connection
 * a client is about to reuse (Node's 5 s default makes that race common: the client's request
 * meets a closed socket and fails with ECONNRESET).
 */
const KEEP_ALIVE_MS = 65_000;

async function productionListener() {
  let server;
  try {
    server = await import("./build/server/index.js");
  } catch (error) {
    if (error?.code !== "ERR_MODULE_NOT_FOUND") throw error;
    throw new Error("No production build found: run `npm run build` first (or `npm run dev`).");
  }
  await server.boot();
  const stopSchedules = server.startSchedules();
  const production = await server.createListener("./build/client");
  return {
    listener: production.listener,
    config: server.serverConfig(),
    listening: server.noteListening,
    shutdown: async () => {
      stopSchedules();
      await production.close();
      await server.shutdown();
    },
  };
}

async function developmentListener() {
  const vite = await import("vite").then((v) =>
    v.createServer({ server: { middlewareMode: true }, appType: "custom" }),
  );
  const load = () => vite.ssrLoadModule("./server/app.ts");
  const first = await load();
  await first.boot();
  const stopSchedules = first.startSchedules();
  const hono = getRequestListener(async (request) => (await load()).app.fetch(request));
  return {
    listener: (req, res) => vite.middlewares(req, res, () => hono(req, res)),
    config: first.serverConfig(),
    listening: first.noteListening,
    shutdown: async () => {
      stopSchedules();
      await first.shutdown();
      await vite.close();
    },
  };
}

/** What to do when the server cannot listen, in a sentence (no stack trace). */
function listenFailure(error, config) {
  const where = `${config.host ?? "every address"} port ${config.port}`;
  switch (error.code) {
    case "EADDRINUSE":
      return `Port ${config.port} is already in use on ${config.host ?? "this machine"}: stop what runs there, or set PORT to a free port.`;
    case "EACCES":
      return `Not allowed to listen on ${where}: ports below 1024 need privileges; set PORT to 1024 or above.`;
    case "EADDRNOTAVAIL":
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return `HOST=${config.host} is not an address of this machine: set HOST to one of its addresses (0.0.0.0 for all), or leave it unset.`;
    default:
      return `Could not listen on ${where}: ${error.message}`;
  }
}

try {
  const { listener, config, listening, shutdown } = await (production
    ? productionListener()
    : developmentListener());
  const server = createServer(
    { keepAliveTimeout: KEEP_ALIVE_MS, headersTimeout: KEEP_ALIVE_MS + 1000 },
    listener,
  );
  server.on("error", (error) => {
    console.error(listenFailure(error, config));
    shutdown().finally(() => process.exit(1));
  });
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    // Tells `npm run backup` where to ask this server for its embedded database.
    listening(port);
    console.log(
      `Listening on http://${config.host ?? "localhost"}:${port} (${production ? "production" : "development"})`,
    );
  });
  let stopping = false;
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    // Stop taking requests, let those under way finish (the database stays open for them), then
    // close the database. Connections still busy after the grace period are cut.
    // A kept-alive connection is closed as soon as its request under way has been answered.
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    server.close(() => {
      clearInterval(idle);
      shutdown().finally(() => process.exit(0));
    });
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  if (process.env.DEBUG) console.error(error);
  process.exit(1);
}
