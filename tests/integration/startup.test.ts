import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:net";
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
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ["server.js"], {
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
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
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
