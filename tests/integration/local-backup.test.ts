import { execFile } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aiTools } from "~/db/schema";
import { readManifest, unpackArchive } from "~/lib/backup/archive.server";
import {
  CONTROL_FILE,
  LOCAL_BACKUP_PATH,
  noteListening,
  readControl,
} from "~/lib/backup/control.server";
import { createLocalBackupRoutes } from "#server/local-backup";
import { scratch } from "../setup/backups";
import { testDbKind } from "../setup/test-database";
import { startTestServer } from "../setup/test-server";

// Only the server can open its embedded database, so `npm run backup` asks it, on this machine
// and with the token the server wrote into its data folder; anyone else is refused.

const kind = testDbKind();
const made = scratch();
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
  noteListening(Number(new URL(server.baseUrl).port));
});
afterAll(async () => {
  await server?.close();
  await made.remove();
});

const backupUrl = () => `${server.baseUrl}${LOCAL_BACKUP_PATH}`;
const token = () => readControl(server.env.dataDir)!.token;

/** `npm run backup -- FILE` in a process of its own, with this server's data folder. */
async function backupCommandProcess(file: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: server.env.dataDir };
  delete env.DATABASE_URL;
  return promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/backup.ts", file], {
    env,
    cwd: path.resolve("."),
  });
}

describe.runIf(kind === "pglite")("a backup of a running embedded site", () => {
  it("is written by the server for the command, which cannot open the folder itself", async () => {
    const file = path.join(made.folder("local"), "site.tar.gz");
    const { stdout } = await backupCommandProcess(file);
    expect(stdout).toContain(`from the running server (pid ${process.pid})`);
    const manifest = readManifest(unpackArchive(readFileSync(file)));
    expect(manifest.source).toBe("pglite");
    const [tools] = await server.db.select({ n: count() }).from(aiTools);
    expect(manifest.tables.find((table) => table.name === "ai_tools")?.rows).toBe(tools!.n);
  });

  it("is asked for with a token the server wrote for its own user only", () => {
    const mode = statSync(path.join(server.env.dataDir, CONTROL_FILE)).mode & 0o777;
    expect(mode).toBe(0o600);
    expect(readControl(server.env.dataDir)).toMatchObject({
      pid: process.pid,
      port: Number(new URL(server.baseUrl).port),
    });
  });

  it.each([
    ["no token", {}],
    ["a wrong token", { Authorization: "Bearer not-the-token-not-the-token-not-the-token" }],
  ])("is refused to a request with %s", async (_, headers: Record<string, string>) => {
    const response = await fetch(backupUrl(), { method: "POST", headers });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe("The backup token is missing or wrong.");
  });

  it.each(["X-Forwarded-For", "Forwarded", "X-Real-IP"])(
    "is refused to a request a proxy passed on (%s), even with the token",
    async (header) => {
      const response = await fetch(backupUrl(), {
        method: "POST",
        headers: { Authorization: `Bearer ${token()}`, [header]: "203.0.113.7" },
      });
      expect(response.status).toBe(403);
      expect(await response.text()).toBe(
        "Backups are answered only to requests made on this machine.",
      );
    },
  );

  it("is refused to a request from another machine, even with the token", async () => {
    const request = new Request("http://127.0.0.1/", {
      method: "POST",
      headers: { Authorization: `Bearer ${token()}` },
    });
    const response = await createLocalBackupRoutes().fetch(request, {
      incoming: { socket: { remoteAddress: "203.0.113.7" } },
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe(
      "Backups are answered only to requests made on this machine.",
    );
  });
});

describe.runIf(kind === "postgres")("a server on PostgreSQL", () => {
  it("answers no local backup request (the command takes its own snapshot)", async () => {
    expect(readControl(server.env.dataDir)).toBeNull();
    const response = await fetch(backupUrl(), { method: "POST" });
    expect(response.status).toBe(404);
  });
});
