import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import {
  DatabaseLockedError,
  migrateDatabase,
  openDatabase,
  queryRows,
  type DatabaseHandle,
} from "./db.server";

const run = promisify(execFile);
const dataDir = mkdtempSync(path.join(tmpdir(), "aitools-lock-"));
let handle: DatabaseHandle | undefined;
afterAll(async () => handle?.close());

describe("the embedded database", () => {
  it("opens, migrates, and has pg_trgm", async () => {
    handle = await openDatabase({ dataDir });
    await migrateDatabase({ dataDir }, handle);
    const [row] = await queryRows<{ s: number }>(
      handle.db,
      sql`SELECT similarity('midjorney', 'Midjourney') AS s`,
    );
    expect(Number(row?.s)).toBeGreaterThan(0.5);
  });

  it("refuses a second opening in the same process", async () => {
    await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DatabaseLockedError);
  });

  it("refuses another process with a message that says what to do", async () => {
    const script = `import { openDatabase } from "./app/lib/db.server.ts";
      try { await openDatabase({ dataDir: ${JSON.stringify(dataDir)} }); console.log("opened"); }
      catch (error) { console.log(error.message); process.exit(3); }`;
    const error = await run(
      process.execPath,
      ["--import", "tsx", "--input-type=module", "-e", script],
      {
        cwd: process.cwd(),
      },
    ).catch((failure: { code: number; stdout: string }) => failure);
    expect("code" in error && error.code).toBe(3);
    expect(error.stdout).toContain(`is in use by another process (pid ${process.pid})`);
    expect(error.stdout).toContain("DATABASE_URL");
  });

  it("takes over a lock whose pid now belongs to another, later process", async () => {
    const other = mkdtempSync(path.join(tmpdir(), "aitools-stale-"));
    // A live process that is not the one that wrote the lock: pid 1 started at boot, long
    // before the time the lock records.
    writeFileSync(path.join(other, "pglite.lock"), "1 999999999999");
    const opened = await openDatabase({ dataDir: other });
    await opened.close();
    // The same pid with its real start time is a running holder: the lock stands.
    const started = readFileSync("/proc/1/stat", "utf8").split(") ")[1]!.split(" ")[19];
    writeFileSync(path.join(other, "pglite.lock"), `1 ${started}`);
    await expect(openDatabase({ dataDir: other })).rejects.toBeInstanceOf(DatabaseLockedError);
    rmSync(other, { recursive: true, force: true });
  });

  it("can be opened again once closed", async () => {
    await handle?.close();
    handle = await openDatabase({ dataDir });
    const [row] = await queryRows<{ n: number }>(
      handle.db,
      sql`SELECT count(*)::int AS n FROM ai_tools`,
    );
    expect(row?.n).toBe(0);
  });
});
