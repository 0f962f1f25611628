import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

// The production server as an operator runs it: `node server.js` on the production build, in a
// process of its own (a crash, a kill, a signal or a bad setting must meet the real thing), with
// what it prints kept line by line, each line with the time it arrived.

/** The production build the server runs (npm run build). */
export const SERVER_BUILD = path.resolve("build/server/index.js");

export type LogLine = { at: number; text: string };

export type ServerProcess = {
  pid: number;
  /** Every line printed (stdout and stderr), in order of arrival. */
  lines: LogLine[];
  /** All of it as one text. */
  output: () => string;
  /** Resolves with `http://HOST:PORT` once the server listens; rejects when it exits first. */
  listening: Promise<string>;
  /** Resolves with the exit code (or the signal's name) when the process ends. */
  exited: Promise<number | string | null>;
  /** Resolves with the first line, printed or to come, that contains `text`; rejects on exit. */
  printed: (text: string) => Promise<LogLine>;
  /** Sends a signal to the process (nothing once it has ended). */
  signal: (name: NodeJS.Signals) => void;
  /** Sends SIGKILL and waits for the process to end. */
  kill: () => Promise<void>;
  /** Sends SIGTERM and waits for a graceful stop (SIGKILL after `graceMs`). */
  stop: (graceMs?: number) => Promise<void>;
};

/** A server that listens: `url` is `http://HOST:PORT`. */
export type ListeningServer = ServerProcess & { url: string };

export type ServerProcessOptions = {
  /** How long the server may take to listen before it is killed (default 60 s). */
  timeoutMs?: number;
  /** Copy what the server prints on stderr (its warnings and errors) to this process's. */
  echoErrors?: boolean;
};

/** The server's settings: this process's, without vitest's own, then defaults, then `env`. */
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
    // The server does nothing on its own while it is tested or measured.
    LINK_CHECK_INTERVAL_HOURS: "0",
    ...env,
  };
}

/** Collects a stream's lines into `lines`, each stamped with when it arrived. */
function collectLines(
  stream: NodeJS.ReadableStream | null,
  lines: LogLine[],
  onLine: (text: string) => void,
) {
  let rest = "";
  const keep = (text: string) => {
    lines.push({ at: Date.now(), text });
    onLine(text);
  };
  stream?.on("data", (chunk: Buffer) => {
    const parts = (rest + chunk.toString("utf8")).split("\n");
    rest = parts.pop() ?? "";
    for (const text of parts) keep(text);
  });
  stream?.on("end", () => {
    if (rest) keep(rest);
  });
}

/**
 * Starts `node server.js` with the production build and answers at once: `listening` tells when
 * it listens (it has opened, migrated and seeded its database by then), `exited` when it ends.
 * A server that does not listen within `timeoutMs` is killed.
 */
export function spawnServerProcess(
  env: Record<string, string>,
  { timeoutMs = 60_000, echoErrors = false }: ServerProcessOptions = {},
): ServerProcess {
  if (!existsSync(SERVER_BUILD)) {
    throw new Error(`The production server needs its build (${SERVER_BUILD}): npm run build.`);
  }
  const child: ChildProcess = spawn(process.execPath, ["server.js"], {
    env: serverEnv(env),
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: LogLine[] = [];
  const output = () => lines.map((line) => line.text).join("\n");
  const exited = new Promise<number | string | null>((resolve) =>
    // After the process's output has all been read.
    child.once("close", (code, signal) => resolve(code ?? signal)),
  );
  const running = () => child.exitCode === null && child.signalCode === null;
  let listened!: (url: string) => void;
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`The server did not listen within ${timeoutMs} ms:\n${output()}`));
    }, timeoutMs);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (${code}) before it listened:\n${output()}`));
    });
    listened = (url) => {
      clearTimeout(timer);
      resolve(url);
    };
  });
  // A caller that only waits for the exit (a server that must not start) need not handle this.
  listening.catch(() => undefined);
  const waiting = new Set<(line: LogLine) => void>();
  const onLine = (text: string) => {
    const url = text.match(/^Listening on (http:\/\/[^\s]+) /)?.[1];
    if (url) listened(url);
    for (const waiter of waiting) waiter(lines.at(-1)!);
  };
  collectLines(child.stdout, lines, onLine);
  collectLines(child.stderr, lines, (text) => {
    if (echoErrors) process.stderr.write(`${text}\n`);
    onLine(text);
  });
  return {
    pid: child.pid!,
    lines,
    output,
    listening,
    exited,
    printed(text) {
      const found = lines.find((line) => line.text.includes(text));
      if (found) return Promise.resolve(found);
      return new Promise<LogLine>((resolve, reject) => {
        const waiter = (line: LogLine) => {
          if (!line.text.includes(text)) return;
          waiting.delete(waiter);
          resolve(line);
        };
        waiting.add(waiter);
        void exited.then(() => {
          if (!waiting.delete(waiter)) return;
          reject(new Error(`The server ended without printing "${text}":\n${output()}`));
        });
      });
    },
    signal(name) {
      if (running()) child.kill(name);
    },
    async kill() {
      if (running()) child.kill("SIGKILL");
      await exited;
    },
    async stop(graceMs = 15_000) {
      if (!running()) return;
      const force = setTimeout(() => child.kill("SIGKILL"), graceMs);
      child.kill("SIGTERM");
      await exited;
      clearTimeout(force);
    },
  };
}

/**
 * Starts `node server.js` with the production build and resolves once it listens, with its
 * address as `url`. Fails with what the server printed when it exits first or does not listen
 * within `timeoutMs`.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: ServerProcessOptions = {},
): Promise<ListeningServer> {
  const server = spawnServerProcess(env, options);
  return { ...server, url: await server.listening };
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
