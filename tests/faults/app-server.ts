import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

// Real app servers for the fault tests: `node server.js` on the production build, each in its
// own process (a crash, a kill or an outage must meet the real thing), with what they print
// kept line by line, each line with the time it arrived.

/** The production build the servers run; tests/faults/global-setup.ts makes sure it exists. */
export const SERVER_BUILD = path.resolve("build/server/index.js");

export type LogLine = { at: number; text: string };

export type AppServer = {
  /** `http://127.0.0.1:PORT` */
  url: string;
  pid: number;
  /** Every line printed (stdout and stderr), in order of arrival. */
  lines: LogLine[];
  /** All of it as one text. */
  output: () => string;
  /** Resolves with the exit code (or the signal's name) when the process ends. */
  exited: Promise<number | string | null>;
  /** Sends SIGKILL and waits for the process to end. */
  kill: () => Promise<void>;
  /** Sends SIGTERM and waits for a graceful stop (SIGKILL after `graceMs`). */
  stop: (graceMs?: number) => Promise<void>;
};

/** Settings every fault test's server starts with; `env` replaces or adds to them. */
function serverEnv(env: Record<string, string>) {
  const inherited = { ...process.env };
  // Vitest's own variables (BASE_URL="/", MODE...) must not reach the app.
  for (const name of ["BASE_URL", "MODE", "DEV", "PROD", "SSR", "TEST_DB", "VITEST"]) {
    delete inherited[name];
  }
  return {
    ...inherited,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: "0",
    LOG_LEVEL: "warn",
    LINK_CHECK_INTERVAL_HOURS: "0",
    ...env,
  };
}

/** Collects a stream's lines into `lines`, each stamped with when it arrived. */
function collectLines(child: ChildProcess, lines: LogLine[], onLine: (line: string) => void) {
  for (const stream of [child.stdout, child.stderr]) {
    let rest = "";
    stream?.on("data", (chunk: Buffer) => {
      const parts = (rest + chunk.toString("utf8")).split("\n");
      rest = parts.pop() ?? "";
      for (const text of parts) {
        lines.push({ at: Date.now(), text });
        onLine(text);
      }
    });
    stream?.on("end", () => {
      if (rest) lines.push({ at: Date.now(), text: rest });
    });
  }
}

/**
 * Starts `node server.js` with the production build on a port of its choosing and resolves once
 * it listens (it has opened, migrated and seeded its database by then). Fails with what the
 * server printed when it exits first or does not listen within `timeoutMs`.
 */
export function startAppServer(
  env: Record<string, string>,
  { timeoutMs = 60_000 } = {},
): Promise<AppServer> {
  if (!existsSync(SERVER_BUILD)) {
    throw new Error(`The fault tests need the production build (${SERVER_BUILD}): npm run build.`);
  }
  const child = spawn(process.execPath, ["server.js"], {
    env: serverEnv(env),
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: LogLine[] = [];
  const output = () => lines.map((line) => line.text).join("\n");
  const exited = new Promise<number | string | null>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal)),
  );
  return new Promise<AppServer>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`The server did not listen within ${timeoutMs} ms:\n${output()}`));
    }, timeoutMs);
    collectLines(child, lines, (text) => {
      const listening = text.match(/^Listening on (http:\/\/[^\s]+) /);
      if (!listening) return;
      clearTimeout(timer);
      const kill = async () => {
        if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
        await exited;
      };
      resolve({
        url: listening[1]!,
        pid: child.pid!,
        lines,
        output,
        exited,
        kill,
        async stop(graceMs = 15_000) {
          if (child.exitCode !== null || child.signalCode !== null) return;
          const force = setTimeout(() => child.kill("SIGKILL"), graceMs);
          child.kill("SIGTERM");
          await exited;
          clearTimeout(force);
        },
      });
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (${code}) before it listened:\n${output()}`));
    });
  });
}

/** The JSON lines of the app's log (app/lib/log.server.ts) among what a server printed. */
export function logEntries(lines: LogLine[]) {
  const entries: (Record<string, unknown> & { at: number; level?: string; message?: string })[] =
    [];
  for (const line of lines) {
    if (!line.text.startsWith("{")) continue;
    try {
      entries.push({ ...(JSON.parse(line.text) as Record<string, unknown>), at: line.at });
    } catch {
      // A line that only looks like JSON.
    }
  }
  return entries;
}
