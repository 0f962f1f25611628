import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { newsletterSubscribers } from "~/db/schema";
import { openDatabase } from "~/lib/db.server";
import { startServerProcess, type ListeningServer } from "../setup/server-process";

// `kill -9` of the server on the embedded database in the middle of a burst of writes, then a
// start on the same folder: the new process takes over the dead one's lock (and says so), and
// every write the dead one acknowledged is there.

/** Clients writing at once: more than the embedded database's turns, so some always wait. */
const WRITERS = 12;
/** Acknowledged writes before the kill. */
const ACKNOWLEDGED_BEFORE_KILL = 40;
const LOCK_TAKEN_OVER = "Took over the embedded database's lock";

const dataDir = mkdtempSync(path.join(tmpdir(), "aitools-kill-"));
const lockFile = path.join(dataDir, "pglite.lock");
const servers: ListeningServer[] = [];

afterAll(async () => {
  await Promise.all(servers.map((server) => server.kill()));
  rmSync(dataDir, { recursive: true, force: true });
});

let sent = 0;
/** Subscribes a new address through the public API; its email if the server acknowledged it. */
async function subscribe(baseUrl: string) {
  sent++;
  const email = `burst-${process.pid}-${sent}@example.com`;
  const response = await fetch(`${baseUrl}/api/v1/newsletter`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      // One address each: the per-address limit must not refuse the burst.
      "X-Forwarded-For": `10.9.${Math.floor(sent / 250)}.${(sent % 250) + 1}`,
    },
    body: JSON.stringify({ email }),
  });
  await response.text();
  return response.status === 201 ? email : null;
}

/**
 * Writes from `WRITERS` clients until `ACKNOWLEDGED_BEFORE_KILL` are acknowledged, then kills the
 * server with SIGKILL while the other writes are still under way. Returns the acknowledged
 * emails, and how many requests were under way at the kill.
 */
async function burstThenKill(server: ListeningServer) {
  const acknowledged: string[] = [];
  let killed = false;
  let underWay = 0;
  let underWayAtKill = 0;
  const writer = async () => {
    while (!killed) {
      underWay++;
      const email = await subscribe(server.url).catch(() => null);
      underWay--;
      // An answer that arrived is an acknowledgement, kill or no kill: the server sent it.
      if (email) acknowledged.push(email);
      if (!killed && acknowledged.length >= ACKNOWLEDGED_BEFORE_KILL) {
        killed = true;
        underWayAtKill = underWay;
        process.kill(server.pid, "SIGKILL");
      }
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
  await server.exited;
  return { acknowledged, underWayAtKill };
}

/** The emails of `emails` that the embedded database in `dataDir` holds (server stopped). */
async function storedEmails(emails: string[]) {
  const handle = await openDatabase({ dataDir });
  try {
    const rows = await handle.db
      .select({ email: newsletterSubscribers.email })
      .from(newsletterSubscribers)
      .where(inArray(newsletterSubscribers.email, emails));
    return rows.map((row) => row.email);
  } finally {
    await handle.close();
  }
}

describe("kill -9 of the embedded-database server during a burst of writes", () => {
  it("starts again on the same folder, taking over the stale lock, and has lost no acknowledged write", async () => {
    const env = { DATA_DIR: dataDir, TRUST_PROXY: "true" };
    const first = await startServerProcess(env);
    servers.push(first);
    const { acknowledged, underWayAtKill } = await burstThenKill(first);
    expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
    expect(underWayAtKill, "writes under way when the server was killed").toBeGreaterThan(0);
    // The dead process's lock is still there: nothing could remove it.
    expect(readFileSync(lockFile, "utf8")).toContain(String(first.pid));

    const second = await startServerProcess(env);
    servers.push(second);
    const takeOver = second.lines.filter((line) => line.text.includes(LOCK_TAKEN_OVER));
    expect(takeOver, second.output()).toHaveLength(1);
    expect(JSON.parse(takeOver[0]!.text)).toMatchObject({ level: "warn", pid: String(first.pid) });
    expect((await fetch(`${second.url}/api/v1/tools?pageSize=1`)).status).toBe(200);
    // A write after the restart is acknowledged too.
    const after = await subscribe(second.url);
    expect(after).not.toBeNull();

    await second.stop();
    expect(await second.exited).toBe(0);
    expect(existsSync(lockFile), "a graceful stop releases the lock").toBe(false);
    const stored = await storedEmails([...acknowledged, after!]);
    const lost = [...acknowledged, after!].filter((email) => !stored.includes(email));
    expect(lost).toEqual([]);
  });
});
