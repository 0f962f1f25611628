import { execFile, spawnSync } from "node:child_process";
import {
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  appendFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { processAlive } from "~/lib/process-alive.server";
import { adminQuery } from "./databases";

// A throwaway PostgreSQL cluster of a test's own, on its own port in a temporary folder, which
// the test may stop and start at will (the machine's shared cluster on 5432 is never touched).
// initdb refuses to run as root, so as root every PostgreSQL program runs as the `postgres` user.

const run = promisify(execFile);

/** Folders of throwaway clusters start with this, so leftovers of a crashed run can be found. */
const FOLDER_PREFIX = "aitools-pg-";
/** Written into each cluster's folder: the pid of the process that owns the cluster. */
const OWNER_FILE = "owner.pid";

/** Settings for speed and isolation: nothing here needs to survive a machine crash. */
const SETTINGS = [
  "listen_addresses = '127.0.0.1'",
  "fsync = off",
  "synchronous_commit = off",
  "full_page_writes = off",
  "max_connections = 100",
  "shared_buffers = 32MB",
  "log_min_messages = warning",
];

export type PostgresCluster = {
  /** Port the cluster listens on, the same after every start. */
  port: number;
  /** The folder holding the data directory and the server log. */
  folder: string;
  /** `postgres://postgres@127.0.0.1:PORT/DATABASE` (trust authentication). */
  url: (database?: string) => string;
  /** Creates an empty database. */
  createDatabase: (name: string) => Promise<string>;
  /** Stops the server: `fast` ends sessions at once; `immediate` stops like a crash. */
  stop: (mode?: "fast" | "immediate") => Promise<void>;
  /** Starts the server again on the same folder and port; resolves once it takes connections. */
  start: () => Promise<void>;
  /** Whether the server runs now. */
  running: () => boolean;
  /** Stops the server if it runs and removes its folder. */
  destroy: () => Promise<void>;
};

/** The newest PostgreSQL server binaries of the machine (PG_BIN names another folder). */
export function postgresBinDir() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  for (const version of versions) {
    const bin = path.join(root, version, "bin");
    if (existsSync(path.join(bin, "pg_ctl"))) return bin;
  }
  throw new Error(
    `No PostgreSQL server programs in ${root}/*/bin: install PostgreSQL (scripts/test-prerequisites.sh does), or set PG_BIN.`,
  );
}

const asRoot = process.getuid?.() === 0;

/** The `postgres` user's ids, which own the cluster's folder when the tests run as root. */
function postgresUser() {
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((entry) => entry.startsWith("postgres:"));
  if (!line) throw new Error("Running as root needs a `postgres` user to run PostgreSQL as.");
  const [, , uid, gid] = line.split(":");
  return { uid: Number(uid), gid: Number(gid) };
}

/** The command line for a PostgreSQL program: as the `postgres` user when we are root. */
function command(bin: string, program: string, args: string[]): [string, string[]] {
  const file = path.join(bin, program);
  return asRoot ? ["runuser", ["-u", "postgres", "--", file, ...args]] : [file, args];
}

/** Runs a PostgreSQL program to its end, without blocking the event loop (load runs meanwhile). */
async function runProgram(bin: string, cwd: string, program: string, args: string[]) {
  const [file, argv] = command(bin, program, args);
  try {
    await run(file, argv, { cwd, timeout: 60_000 });
  } catch (error) {
    const { stderr = "", stdout = "" } = error as { stderr?: string; stdout?: string };
    throw new Error(`${program} ${args.join(" ")} failed: ${stderr || stdout || String(error)}`, {
      cause: error,
    });
  }
}

/** A TCP port nothing listens on now. */
export async function freePort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Stops a cluster like a crash, synchronously (for exit handlers and leftovers); never throws. */
function stopNow(bin: string, folder: string) {
  const data = path.join(folder, "data");
  if (!existsSync(path.join(data, "postmaster.pid"))) return;
  const [file, argv] = command(bin, "pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
  spawnSync(file, argv, { cwd: folder, stdio: "ignore", timeout: 30_000 });
}

/**
 * Removes the clusters of test processes that are gone (a run killed before its cleanup), so
 * their servers do not hold ports and memory; clusters of running processes are left alone.
 */
function removeLeftovers(bin: string) {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(FOLDER_PREFIX)) continue;
    const folder = path.join(tmpdir(), name);
    let owner = 0;
    try {
      owner = Number.parseInt(readFileSync(path.join(folder, OWNER_FILE), "utf8"), 10);
    } catch {
      // No owner file: a folder whose creation was cut short.
    }
    if (owner > 0 && processAlive(owner)) continue;
    stopNow(bin, folder);
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Creates a cluster in a new temporary folder (initdb, trust authentication, fsync off) and
 * starts it on a free port. It is stopped and removed when this process exits, whatever happens.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBinDir();
  removeLeftovers(bin);
  const folder = mkdtempSync(path.join(tmpdir(), FOLDER_PREFIX));
  writeFileSync(path.join(folder, OWNER_FILE), String(process.pid));
  const data = path.join(folder, "data");
  const logFile = path.join(folder, "postgres.log");
  const onExit = () => {
    stopNow(bin, folder);
    rmSync(folder, { recursive: true, force: true });
  };
  process.on("exit", onExit);
  try {
    if (asRoot) {
      const { uid, gid } = postgresUser();
      chownSync(folder, uid, gid);
    }
    await runProgram(bin, folder, "initdb", [
      "-D",
      data,
      "-U",
      "postgres",
      "-A",
      "trust",
      "-E",
      "UTF8",
      "--locale=C",
      "--no-sync",
      "--no-instructions",
    ]);
  } catch (error) {
    onExit();
    process.off("exit", onExit);
    throw error;
  }

  let port = 0;
  let up = false;
  const start = async () => {
    await runProgram(bin, folder, "pg_ctl", ["-D", data, "-l", logFile, "-w", "-t", "30", "start"]);
    up = true;
  };
  // A port free a moment ago may be taken before the server binds it: try another.
  for (let attempt = 1; ; attempt++) {
    port = await freePort();
    appendFileSync(
      path.join(data, "postgresql.conf"),
      [...SETTINGS, `port = ${port}`, `unix_socket_directories = '${folder}'`, ""].join("\n"),
    );
    try {
      await start();
      break;
    } catch (error) {
      if (attempt >= 3) {
        onExit();
        process.off("exit", onExit);
        throw error;
      }
    }
  }

  const url = (database = "postgres") => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const stop = async (mode: "fast" | "immediate" = "fast") => {
    await runProgram(bin, folder, "pg_ctl", ["-D", data, "-m", mode, "-w", "-t", "30", "stop"]);
    up = false;
  };
  return {
    port,
    folder,
    url,
    async createDatabase(name) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Bad database name: ${name}`);
      await adminQuery(`CREATE DATABASE ${name}`, url());
      return url(name);
    },
    stop,
    start,
    running: () => up,
    async destroy() {
      process.off("exit", onExit);
      if (up) await stop("immediate").catch(() => stopNow(bin, folder));
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
