import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { connect, createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createPostgresDatabase, dropPostgresDatabase } from "../setup/databases";
import { testDbKind } from "../setup/test-database";

// The operator's first minute: `npm start` with a setting that cannot work says what to change,
// in a sentence, and stops; it never leaves a stack trace or a held database behind.
const kind = testDbKind();
const databaseName = `aitools_startup_${process.pid}_${Date.now().toString(36)}`;
let dataDir: string;
let databaseUrl: string | undefined;
let busy: Server;
let busyPort: number;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "aitools-startup-"));
  if (kind === "postgres") {
    databaseUrl = await createPostgresDatabase(databaseName, inject("postgresTemplate"));
  }
  busy = createServer();
  await new Promise<void>((resolve) => busy.listen(0, "127.0.0.1", resolve));
  busyPort = (busy.address() as { port: number }).port;
});
afterAll(async () => {
  busy?.close();
  if (kind === "postgres") await dropPostgresDatabase(databaseName);
  rmSync(dataDir, { recursive: true, force: true });
});

/** Runs the production server until it exits (at most 60 s) and returns what it printed. */
function start(env: Record<string, string>) {
  return run(env).exited;
}

/** Starts the production server: the process, what it prints so far, and its exit. */
function run(env: Record<string, string>) {
  let child!: ReturnType<typeof spawn>;
  const printed = { output: "" };
  const exited = new Promise<{ code: number | null; output: string }>((resolve) => {
    child = spawn(process.execPath, ["server.js"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        LOG_LEVEL: "warn",
        LINK_CHECK_INTERVAL_HOURS: "0",
        DATA_DIR: dataDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout!.on("data", (chunk: Buffer) => (printed.output += chunk));
    child.stderr!.on("data", (chunk: Buffer) => (printed.output += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output: printed.output });
    });
  });
  return { child, printed, exited };
}

/** Resolves once the server says where it listens, with its port. */
async function listening(printed: { output: string }) {
  for (let waited = 0; waited < 60_000; waited += 100) {
    const port = /Listening on http:\/\/[^:]+:(\d+)/.exec(printed.output)?.[1];
    if (port) return Number(port);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not start:\n${printed.output}`);
}

/** Whether a new connection to the port is accepted. */
function accepts(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

describe("starting the server", () => {
  it("names a port in use and stops, releasing the database", async () => {
    const first = await start({ PORT: String(busyPort), HOST: "127.0.0.1" });
    expect(first.code).toBe(1);
    expect(first.output).toContain(
      `Port ${busyPort} is already in use on 127.0.0.1: stop what runs there, or set PORT to a free port.`,
    );
    expect(first.output).not.toMatch(/\n\s+at /);
    // The embedded database's lock went with it: the next start gets as far as listening.
    const second = await start({ PORT: String(busyPort), HOST: "127.0.0.1" });
    expect(second.output).not.toContain("in use by another process");
    expect(second.output).toContain("is already in use");
  }, 120_000);

  it("names a HOST that is not this machine's", async () => {
    const { code, output } = await start({ PORT: "0", HOST: "192.0.2.1" });
    expect(code).toBe(1);
    expect(output).toContain("HOST=192.0.2.1 is not an address of this machine");
    expect(output).not.toMatch(/\n\s+at /);
  }, 120_000);
});

describe("stopping the server", () => {
  it("finishes a request under way on SIGTERM, takes no new ones, and exits cleanly", async () => {
    const server = run({ PORT: "0", HOST: "127.0.0.1" });
    const port = await listening(server.printed);
    // A visitor's request whose body is still arriving when the server is told to stop.
    const body = JSON.stringify({ path: "/" });
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk));
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write(
      [
        "POST /api/v1/page-views HTTP/1.1",
        `Host: 127.0.0.1:${port}`,
        `Origin: http://127.0.0.1:${port}`,
        "Content-Type: application/json",
        `Content-Length: ${body.length}`,
        "",
        body.slice(0, 4),
      ].join("\r\n"),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await accepts(port)).toBe(false);
    socket.write(body.slice(4));
    const { code, output } = await server.exited;
    expect(answer).toMatch(/^HTTP\/1\.1 204 /);
    expect(code).toBe(0);
    expect(output).toContain("SIGTERM: shutting down");
    expect(output).not.toMatch(/\n\s+at /);
  }, 120_000);
});
