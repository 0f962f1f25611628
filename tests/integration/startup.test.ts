import { mkdtempSync, rmSync } from "node:fs";
import { connect, createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createPostgresDatabase, dropPostgresDatabase } from "../setup/databases";
import { spawnServerProcess } from "../setup/server-process";
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

/** The production server on this file's data folder and database, with `env`. */
function run(env: Record<string, string>) {
  return spawnServerProcess({
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
}

/**
 * Runs the production server until it exits and returns what it printed; one that listens
 * (when it should have stopped) is killed at once.
 */
async function start(env: Record<string, string>) {
  const server = run(env);
  void server.listening.then(
    () => server.kill(),
    () => undefined,
  );
  const code = await server.exited;
  return { code, output: server.output() };
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
    const port = Number(new URL(await server.listening).port);
    // A visitor's request whose body is still arriving when the server is told to stop. It asks
    // to be told to go on: that answer shows the server holds the request as under way.
    const body = JSON.stringify({ path: "/" });
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    const goOn = new Promise<void>((resolve) => {
      socket.on("data", (chunk: Buffer) => {
        answer += chunk.toString("latin1");
        const interim = "HTTP/1.1 100 Continue\r\n\r\n";
        if (!answer.startsWith(interim)) return;
        answer = answer.slice(interim.length);
        resolve();
      });
    });
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write(
      [
        "POST /api/v1/page-views HTTP/1.1",
        `Host: 127.0.0.1:${port}`,
        `Origin: http://127.0.0.1:${port}`,
        "Content-Type: application/json",
        `Content-Length: ${body.length}`,
        "Expect: 100-continue",
        "",
        body.slice(0, 4),
      ].join("\r\n"),
    );
    await goOn;
    server.signal("SIGTERM");
    // The server closes its port just after it prints this, the request still under way.
    await server.printed("SIGTERM: shutting down");
    await expect.poll(() => accepts(port)).toBe(false);
    socket.write(body.slice(4));
    const code = await server.exited;
    const output = server.output();
    expect(answer).toMatch(/^HTTP\/1\.1 204 /);
    expect(code).toBe(0);
    expect(output).toContain("SIGTERM: shutting down");
    expect(output).not.toMatch(/\n\s+at /);
  }, 120_000);
});
