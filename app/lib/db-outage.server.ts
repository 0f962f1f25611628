import { failureScope } from "./db-scope.server";
import { log } from "./log.server";

/**
 * Database outages: telling "the database cannot be reached" from "this statement is wrong",
 * and keeping one account of each outage for the log (a line when it starts, one when it ends
 * with what it cost), instead of a stack trace per request.
 */

/** Seconds a visitor (or a load balancer) is asked to wait before trying again. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

/** How long statements must succeed, none failing, before an outage is logged as over. */
export const SETTLE_MS = 1_000;

/** How often a long outage is logged again, with its count so far. */
const REMINDER_MS = 60_000;

/** Socket errors that mean the server is not there (or went away). */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);

/**
 * PostgreSQL's codes for a server that cannot take work now: class 08 (connection exceptions),
 * 57P01-57P03 (shut down by an administrator, crash, cannot connect now), 53300 (too many
 * connections).
 */
function isUnavailableSqlState(code: string) {
  return code.startsWith("08") || /^57P0[1-3]$/.test(code) || code === "53300";
}

/** What node-postgres says when a connection ends under a query, or none comes in time. */
const DRIVER_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /Cannot use a pool after calling end/i,
];

/**
 * Whether an error (or any error it wraps: the ORM wraps the driver's) says the database could
 * not be reached, as opposed to a statement it refused.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current = error;
  while (current instanceof Error && !seen.has(current)) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (NETWORK_CODES.has(code) || isUnavailableSqlState(code))) {
      return true;
    }
    if (
      DRIVER_MESSAGES.some((pattern) =>
        pattern.test(current instanceof Error ? current.message : ""),
      )
    ) {
      return true;
    }
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable))
      return true;
    current = current.cause;
  }
  return false;
}

type Outage = {
  since: number;
  failedRequests: number;
  remindedAt: number;
  /** Set once statements succeed again: the outage ends when none fails for a while. */
  ending?: { at: number; timer: NodeJS.Timeout };
};

/**
 * The current outage, if any, kept process-wide (like the database) so that every copy of this
 * module (a dev reload, the build beside the sources in tests) tells one story.
 */
const state = globalThis as typeof globalThis & { __aiToolsOutage?: Outage | null };

/** Notes that a statement failed because the database is unreachable; logs the outage's start. */
export function noteDatabaseUnreachable(error: unknown) {
  const now = Date.now();
  const outage = state.__aiToolsOutage;
  if (!outage) {
    state.__aiToolsOutage = { since: now, failedRequests: 0, remindedAt: now };
    outsideRequest(() =>
      log.error("The database cannot be reached: requests that need it are answered 503", {
        error: describe(error),
      }),
    );
    return;
  }
  // Not over after all: while a server shuts down, some connections still answer for a moment.
  if (outage.ending) {
    clearTimeout(outage.ending.timer);
    outage.ending = undefined;
  }
  if (now - outage.remindedAt >= REMINDER_MS) {
    outage.remindedAt = now;
    outsideRequest(() =>
      log.error("The database still cannot be reached", {
        seconds: Math.round((now - outage.since) / 1000),
        failedRequests: outage.failedRequests,
      }),
    );
  }
}

/** Counts a request answered 503 because of the outage (reported when it ends). */
export function noteRequestFailedByOutage() {
  if (state.__aiToolsOutage) state.__aiToolsOutage.failedRequests++;
}

/**
 * Notes that a statement sent at `startedAt` (Date.now()) succeeded: the end of an outage, if
 * one was under way, once no statement has failed for SETTLE_MS. A statement sent before the
 * outage began says nothing of it (its answer may arrive just after the first failure).
 */
export function noteDatabaseReachable(startedAt: number) {
  const outage = state.__aiToolsOutage;
  if (!outage || outage.ending || startedAt < outage.since) return;
  const at = Date.now();
  const timer = setTimeout(() => {
    if (state.__aiToolsOutage !== outage) return;
    state.__aiToolsOutage = null;
    log.warn("The database answers again", {
      seconds: Math.round((at - outage.since) / 100) / 10,
      failedRequests: outage.failedRequests,
    });
  }, SETTLE_MS);
  timer.unref();
  outage.ending = { at, timer };
}

/**
 * The outage's own lines are written outside the request that noticed it, whose other error
 * lines the log leaves out (log.server.ts).
 */
function outsideRequest(write: () => void) {
  failureScope.exit(write);
}

/** The innermost message of an error chain: the driver's own words, without the SQL. */
function describe(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  if (!(current instanceof Error)) return String(current);
  const code = (current as { code?: unknown }).code;
  return typeof code === "string" ? `${code}: ${current.message}` : current.message;
}
