import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../setup/postgres-cluster";
import { startServerProcess, type ListeningServer } from "../setup/server-process";
import { createEmptyDatabase } from "./shared-postgres";

// REDIS_URL names a Redis that does not answer: the server starts all the same, and its rate
// limits still apply, counted in its own memory, with the outage logged once. REDIS_URL is for
// several app servers, so the server runs on PostgreSQL (a database of its own on the shared one).

/** The newsletter API's limit per client address (newsletterRateLimit). */
const NEWSLETTER_LIMIT = 10;
const STORE_AWAY = "Rate limit store unavailable";

const dataDir = mkdtempSync(path.join(tmpdir(), "aitools-redis-away-"));
let server: ListeningServer;
let database: Awaited<ReturnType<typeof createEmptyDatabase>>;

beforeAll(async () => {
  // A port nothing listens on: every connection to it is refused.
  const closed = await freePort();
  database = await createEmptyDatabase("redis_away");
  server = await startServerProcess({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    TRUST_PROXY: "true",
    REDIS_URL: `redis://127.0.0.1:${closed}`,
  });
});
afterAll(async () => {
  await server?.stop();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** One subscription through the API from `address`: its status and how long it took. */
async function subscribe(address: string, n: number) {
  const started = Date.now();
  const response = await fetch(`${server.url}/api/v1/newsletter`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": address },
    body: JSON.stringify({ email: `away-${process.pid}-${n}@example.com` }),
  });
  await response.text();
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    ms: Date.now() - started,
  };
}

describe("Redis unreachable", () => {
  it("starts, keeps limiting in memory at the same count, and logs the outage once", async () => {
    // One more than the limit, all at once (each waits for Redis to fail first).
    const answers = await Promise.all(
      Array.from({ length: NEWSLETTER_LIMIT + 1 }, (_, n) => subscribe("10.8.0.1", n)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array<number>(NEWSLETTER_LIMIT).fill(201), 429]);
    expect(answers.find((answer) => answer.status === 429)!.retryAfter).toMatch(/^\d+$/);
    // Another address has its own count, and Redis being away costs its request little.
    const other = await subscribe("10.8.0.2", 100);
    expect(other.status).toBe(201);
    expect(other.ms).toBeLessThan(2_000);
    const outage = server.lines.filter((line) => line.text.includes(STORE_AWAY));
    expect(outage, server.output()).toHaveLength(1);
    expect(JSON.parse(outage[0]!.text)).toMatchObject({ level: "warn" });
  });
});
