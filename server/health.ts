import { OUTAGE_RETRY_AFTER_SECONDS } from "~/lib/db-outage.server";
import { getDb, migrationsApplied } from "~/lib/db.server";

// Liveness and readiness for a load balancer: /healthz says the process answers, /readyz that
// its database answers too, with every migration this server knows of applied. Never cached,
// never behind a session; the production server answers them before any other work (decision 037).

export const HEALTH_CHECKS = ["/healthz", "/readyz"] as const;
export type HealthCheck = (typeof HEALTH_CHECKS)[number];

export function isHealthCheck(path: string): path is HealthCheck {
  return (HEALTH_CHECKS as readonly string[]).includes(path);
}

/** A health check's answer: a line of plain text, its length stated (nothing to compress). */
export type HealthAnswer = { status: 200 | 503; body: string; headers: Record<string, string> };

/** The longest /readyz waits for the database before it says not ready. */
const READY_TIMEOUT_MS = 2_000;

function plainText(
  status: 200 | 503,
  body: string,
  headers: Record<string, string> = {},
): HealthAnswer {
  return {
    status,
    body,
    headers: {
      "Content-Type": "text/plain; charset=UTF-8",
      "Content-Length": String(Buffer.byteLength(body)),
      "Cache-Control": "no-store",
      ...headers,
    },
  };
}

const LIVE = plainText(200, "ok");

/** A check's answer: at once for /healthz, once the database has answered for /readyz. */
export function healthAnswer(check: HealthCheck): HealthAnswer | Promise<HealthAnswer> {
  return check === "/healthz" ? LIVE : readiness();
}

async function readiness() {
  if (await databaseReady()) return plainText(200, "ready");
  return plainText(503, "The database cannot be reached, or its migrations are not all applied.", {
    "Retry-After": String(OUTAGE_RETRY_AFTER_SECONDS),
  });
}

async function databaseReady() {
  try {
    return await withTimeout(migrationsApplied(getDb()), READY_TIMEOUT_MS);
  } catch {
    return false;
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
