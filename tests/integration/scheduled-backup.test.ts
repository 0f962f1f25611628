import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupRuns } from "~/db/schema";
import { readManifest, unpackArchive } from "~/lib/backup/archive.server";
import {
  backupFileName,
  backupStatus,
  pruneBackupRuns,
  pruneBackups,
  runScheduledBackup,
} from "~/lib/backup/schedule.server";
import { createUserAndAdmin } from "../factories";
import { getFrom } from "../helpers";
import { expectConsoleError } from "../setup/console-errors";
import { startTestServer } from "../setup/test-server";

// The server's daily backup into BACKUP_DIR (decision 038): one app server takes it a day, the
// newest BACKUP_KEEP archives are kept, and the admin overview says how old the last one is.

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const folders: string[] = [];
const folder = (label: string) => {
  const made = mkdtempSync(path.join(tmpdir(), `aitools-${label}-`));
  folders.push(made);
  return made;
};

// The built app reads BACKUP_DIR from the environment when the overview is first rendered.
const backupDir = folder("daily");
const previousBackupDir = process.env.BACKUP_DIR;
process.env.BACKUP_DIR = backupDir;

let server: Awaited<ReturnType<typeof startTestServer>>;
let adminCookie: string;
beforeAll(async () => {
  server = await startTestServer({ pages: true });
  ({ adminCookie } = await createUserAndAdmin(server.db));
}, 60_000);
afterAll(async () => {
  await server?.close();
  if (previousBackupDir === undefined) delete process.env.BACKUP_DIR;
  else process.env.BACKUP_DIR = previousBackupDir;
  for (const made of folders) rmSync(made, { recursive: true, force: true });
});

describe("the retention of daily backups", () => {
  it("keeps the newest BACKUP_KEEP archives and leaves other files alone", async () => {
    const dir = folder("retention");
    const names = Array.from({ length: 9 }, (_, day) =>
      backupFileName(new Date(Date.UTC(2026, 10, 10 + day, 3, 0))),
    );
    for (const name of [...names].reverse()) writeFileSync(path.join(dir, name), "x");
    writeFileSync(path.join(dir, "notes.txt"), "mine");
    expect(names[0]).toBe("aitools-2026-11-10T0300Z.tar.gz");
    const removed = await pruneBackups(dir, 3);
    expect(removed).toEqual(names.slice(0, 6));
    expect(readdirSync(dir).sort()).toEqual([...names.slice(6), "notes.txt"].sort());
  });
});

describe("the daily backup", { timeout: 90_000 }, () => {
  it("is taken by one of two app servers, once a day, keeping the newest BACKUP_KEEP", async () => {
    const dir = folder("two-servers");
    const now = new Date(Date.UTC(2030, 0, 1, 3, 0));
    const run = (holder: string, at: Date) =>
      runScheduledBackup({
        db: server.db,
        kind: server.kind,
        dir,
        keep: 1,
        uploadsRoot: null,
        now: at,
        holder,
      });
    const [a, b] = await Promise.all([run("server-a", now), run("server-b", now)]);
    expect([a.ran, b.ran].filter(Boolean)).toHaveLength(1);
    const taken = (a.ran ? a : b) as Extract<typeof a, { ok: true }>;
    expect(taken.ok).toBe(true);
    expect(readdirSync(dir)).toEqual(["aitools-2030-01-01T0300Z.tar.gz"]);
    const manifest = readManifest(unpackArchive(readFileSync(taken.file)));
    expect(manifest.tables.map((table) => table.name)).toContain("ai_tools");

    // Not again the same day, by either server; the next day's replaces it (BACKUP_KEEP 1).
    expect(await run("server-b", new Date(now.getTime() + 23 * HOUR))).toEqual({ ran: false });
    const next = await run("server-b", new Date(now.getTime() + DAY));
    expect(next).toMatchObject({
      ran: true,
      ok: true,
      removed: ["aitools-2030-01-01T0300Z.tar.gz"],
    });
    expect(readdirSync(dir)).toEqual(["aitools-2030-01-02T0300Z.tar.gz"]);

    const runs = await server.db.select().from(backupRuns);
    const mine = runs.filter((row) => row.startedAt.getTime() >= now.getTime());
    expect(mine).toHaveLength(2);
    expect(mine.every((row) => row.ok && row.size! > 0 && row.error === null)).toBe(true);
  });

  it("records a failure with its reason", async () => {
    const logged = expectConsoleError();
    const blocked = path.join(folder("blocked"), "a-file");
    writeFileSync(blocked, "not a folder");
    const result = await runScheduledBackup({
      db: server.db,
      kind: server.kind,
      dir: blocked,
      keep: 7,
      uploadsRoot: null,
      now: new Date(Date.UTC(2031, 0, 1)),
      holder: "server-a",
    });
    expect(result).toMatchObject({ ran: true, ok: false });
    const runs = await server.db.select().from(backupRuns);
    const failed = runs.find((row) => row.startedAt.getTime() === Date.UTC(2031, 0, 1));
    expect(failed).toMatchObject({ ok: false, fileName: "aitools-2031-01-01T0000Z.tar.gz" });
    expect(failed?.error).toBeTruthy();
    expect(JSON.stringify(logged)).toContain("The daily backup failed");
  });

  it("tries a failing backup again after 1, 2, 4, 8 and 16 hours, then once a day", async () => {
    expectConsoleError();
    await server.db.delete(backupRuns);
    const blocked = path.join(folder("full"), "a-file");
    writeFileSync(blocked, "not a folder");
    const start = Date.UTC(2033, 0, 1);
    const run = (hours: number, dir = blocked) =>
      runScheduledBackup({
        db: server.db,
        kind: server.kind,
        dir,
        keep: 7,
        uploadsRoot: null,
        now: new Date(start + hours * HOUR),
        holder: "server-a",
      });
    // Hourly checks for three days: the tries are the ones that ran.
    const tried: number[] = [];
    for (let hour = 0; hour <= 72; hour++) if ((await run(hour)).ran) tried.push(hour);
    expect(tried).toEqual([0, 1, 3, 7, 15, 31, 55]);

    // The disk mended, the next try works and the waiting ends with it.
    const mended = folder("mended");
    expect(await run(78, mended)).toEqual({ ran: false });
    expect(await run(79, mended)).toMatchObject({ ran: true, ok: true });
    expect(await run(79 + 24, mended)).toMatchObject({ ran: true, ok: true });
  });

  it("counts a run its server never finished as failed once its lease has run out", async () => {
    await server.db.delete(backupRuns);
    const at = new Date(Date.UTC(2034, 0, 1));
    await server.db.insert(backupRuns).values({ startedAt: at, fileName: backupFileName(at) });
    // Going on, as far as anyone can tell, for the lease's two hours.
    expect(await backupStatus(server.db, backupDir, new Date(at.getTime() + HOUR))).toMatchObject({
      last: null,
      failed: null,
    });
    expect(
      await backupStatus(server.db, backupDir, new Date(at.getTime() + 3 * HOUR)),
    ).toMatchObject({
      last: null,
      failed: { times: 1, error: "The server stopped before the backup was written." },
    });
  });

  it("keeps its record of runs for 90 days, and the last good one always", async () => {
    await server.db.delete(backupRuns);
    const day = (n: number) => new Date(Date.UTC(2035, 0, 1) + n * DAY);
    await server.db.insert(backupRuns).values([
      { startedAt: day(0), ok: true, fileName: backupFileName(day(0)), size: 1 },
      { startedAt: day(1), ok: false, fileName: backupFileName(day(1)), error: "full" },
      { startedAt: day(50), ok: false, fileName: backupFileName(day(50)), error: "full" },
      { startedAt: day(100), ok: false, fileName: backupFileName(day(100)), error: "full" },
    ]);
    expect(await pruneBackupRuns(server.db, day(120))).toBe(1);
    const kept = await server.db.select().from(backupRuns);
    expect(kept.map((row) => row.startedAt.getTime()).sort()).toEqual(
      [day(0), day(50), day(100)].map((at) => at.getTime()),
    );
  });
});

describe("the admin overview's line on backups (docs/product.md#admin-overview)", () => {
  const get = getFrom(() => server.baseUrl);
  const overview = async () => {
    const page = await get("/admin", adminCookie);
    expect(page.status).toBe(200);
    return page.text();
  };

  it("says how old the last good backup is, and warns after two days", async () => {
    await server.db.delete(backupRuns);
    expect(await overview()).toContain("No daily backup has been taken yet.");

    const threeDaysAgo = new Date(Date.now() - 3 * DAY - HOUR);
    await server.db.insert(backupRuns).values({
      startedAt: threeDaysAgo,
      finishedAt: threeDaysAgo,
      ok: true,
      fileName: backupFileName(threeDaysAgo),
      size: 2_500_000,
    });
    const old = await overview();
    expect(old).toContain(`Last backup: ${backupFileName(threeDaysAgo)} (2.5 MB), 3 days ago.`);
    expect(old).toContain("The daily backup has not worked for more than two days");

    // A failed run does not count as the last backup.
    const hourAgo = new Date(Date.now() - 5 * HOUR);
    await server.db
      .insert(backupRuns)
      .values({ startedAt: hourAgo, finishedAt: hourAgo, ok: false, fileName: "x", error: "full" });
    expect(await overview()).toContain("The daily backup has not worked for more than two days");
    await server.db.insert(backupRuns).values({
      startedAt: hourAgo,
      finishedAt: hourAgo,
      ok: true,
      fileName: backupFileName(hourAgo),
      size: 1_000,
    });
    const fresh = await overview();
    expect(fresh).toContain(`Last backup: ${backupFileName(hourAgo)} (0 MB), 5 hours ago.`);
    expect(fresh).not.toContain("has not worked for more than two days");
    expect(fresh).not.toContain('role="alert"');
  });

  it("warns when the newest try failed, and when no backup has ever worked", async () => {
    await server.db.delete(backupRuns);
    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR);
    const failedRun = (hoursAgo: number) => ({
      startedAt: at(hoursAgo),
      finishedAt: at(hoursAgo),
      ok: false,
      fileName: backupFileName(at(hoursAgo)),
      error: "ENOSPC: no space left on device, write",
    });
    await server.db.insert(backupRuns).values([failedRun(3), failedRun(2)]);
    const when = (date: Date) =>
      `${date.toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" })} at ${date.toISOString().slice(11, 16)} UTC`;
    const never = await overview();
    expect(never).toContain("No daily backup has worked yet.");
    expect(never).not.toContain("No daily backup has been taken yet.");
    expect(never).toContain(
      `The last try, on ${when(at(2))}, failed (2 tries in a row): ENOSPC: no space left on device, write`,
    );
    expect(never).toMatch(/role="alert"[^>]*>No daily backup has worked yet/);

    // A good backup, then one failed try: the line says both, as a warning.
    await server.db.delete(backupRuns);
    await server.db.insert(backupRuns).values([
      {
        startedAt: at(30),
        finishedAt: at(30),
        ok: true,
        fileName: backupFileName(at(30)),
        size: 10,
      },
      failedRun(4),
    ]);
    const once = await overview();
    expect(once).toContain(`Last backup: ${backupFileName(at(30))} (0 MB), 1 day ago.`);
    expect(once).toContain(`The last try, on ${when(at(4))}, failed: ENOSPC`);
    expect(once).not.toContain("tries in a row");
    expect(once).not.toContain("has not worked for more than two days");
    expect(once).toMatch(/role="alert"[^>]*>Last backup/);
  });

  it("turns to a warning as the clock moves past two days", async () => {
    const at = new Date(Date.UTC(2032, 5, 1, 3, 0));
    await server.db.delete(backupRuns);
    await server.db
      .insert(backupRuns)
      .values({ startedAt: at, finishedAt: at, ok: true, fileName: backupFileName(at), size: 10 });
    expect(await backupStatus(server.db, undefined, at)).toBeNull();
    const later = (ms: number) => backupStatus(server.db, backupDir, new Date(at.getTime() + ms));
    expect(await later(47 * HOUR)).toMatchObject({ stale: false, last: { ageHours: 47 } });
    expect(await later(2 * DAY + HOUR)).toMatchObject({ stale: true, last: { ageHours: 49 } });
  });
});
