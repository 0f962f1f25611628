import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  isDatabaseUnavailable,
  noteDatabaseReachable,
  noteDatabaseUnreachable,
  noteRequestFailedByOutage,
  SETTLE_MS,
} from "./db-outage.server";
import { watchingDatabase } from "./db-scope.server";
import { log } from "./log.server";

/** An error as node-postgres gives it: a message and a code. */
function driverError(message: string, code: string) {
  return Object.assign(new Error(message), { code });
}

/** An error as the ORM wraps it: the SQL and its parameters, the driver's error as cause. */
function failedQuery(cause: unknown) {
  return new Error(
    "Failed query: select * from users where email = $1\nparams: someone@example.com",
    {
      cause,
    },
  );
}

/** The JSON lines written to stderr while `work` runs. */
function stderrLines(work: () => void) {
  const lines: Record<string, unknown>[] = [];
  const spy = vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
    lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
    return true;
  });
  try {
    work();
  } finally {
    spy.mockRestore();
  }
  return lines;
}

afterEach(() => {
  stderrLines(() => {
    noteDatabaseReachable(Date.now());
    vi.advanceTimersByTime(SETTLE_MS);
  });
  vi.useRealTimers();
});
beforeEach(() => vi.useFakeTimers());

describe("isDatabaseUnavailable", () => {
  it("recognises a database that is not there, however deeply the error is wrapped", () => {
    expect(
      isDatabaseUnavailable(driverError("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")),
    ).toBe(true);
    expect(isDatabaseUnavailable(failedQuery(driverError("terminating connection", "57P01")))).toBe(
      true,
    );
    expect(
      isDatabaseUnavailable(failedQuery(new Error("Connection terminated unexpectedly"))),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(failedQuery(new Error("timeout exceeded when trying to connect"))),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(
        new AggregateError([driverError("connect ECONNREFUSED ::1", "ECONNREFUSED")]),
      ),
    ).toBe(true);
  });

  it("does not take a statement the database refused for an outage", () => {
    expect(isDatabaseUnavailable(failedQuery(driverError("duplicate key value", "23505")))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(failedQuery(driverError("syntax error", "42601")))).toBe(false);
    expect(isDatabaseUnavailable(new Error("Something else"))).toBe(false);
    expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
  });
});

describe("an outage in the log", () => {
  it("is one line when it starts and one with its count when it ends, not a line per request", async () => {
    const refused = failedQuery(driverError("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"));
    const lines = stderrLines(() => {
      for (let request = 0; request < 50; request++) {
        noteDatabaseUnreachable(refused);
        noteRequestFailedByOutage();
      }
      vi.advanceTimersByTime(3_000);
      noteDatabaseReachable(Date.now());
      noteDatabaseReachable(Date.now());
      vi.advanceTimersByTime(SETTLE_MS);
    });
    expect(lines.map((line) => line.message)).toEqual([
      "The database cannot be reached: requests that need it are answered 503",
      "The database answers again",
    ]);
    expect(lines[0]!.error).toBe("ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:5432");
    expect(lines[1]!.failedRequests).toBe(50);
    expect(lines[1]!.seconds).toBe(3);
  });

  it("leaves out the other errors of a request that could not reach the database", async () => {
    const lines: string[] = [];
    const spy = vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    try {
      await watchingDatabase(async () => {
        log.error("Before the outage, in a request");
      });
      const { databaseUnavailable } = await watchingDatabase(async () => {
        // What the driver wrapper does when a statement cannot reach the database.
        const { failureScope } = await import("./db-scope.server");
        noteDatabaseUnreachable(driverError("connect ECONNREFUSED", "ECONNREFUSED"));
        failureScope.getStore()!.unavailable = true;
        log.error("Compare tools failed to load");
        log.warn("A warning is still written");
      });
      expect(databaseUnavailable).toBe(true);
    } finally {
      spy.mockRestore();
    }
    const messages = lines.map((line) => (JSON.parse(line) as { message: string }).message);
    expect(messages).toEqual([
      "Before the outage, in a request",
      "The database cannot be reached: requests that need it are answered 503",
      "A warning is still written",
    ]);
  });

  it("is not ended by the late answer of a statement sent before it began", () => {
    const sentBefore = Date.now() - 1;
    const lines = stderrLines(() => {
      noteDatabaseUnreachable(driverError("terminating connection", "57P01"));
      noteDatabaseReachable(sentBefore);
      vi.advanceTimersByTime(SETTLE_MS);
      noteDatabaseUnreachable(driverError("connect ECONNREFUSED", "ECONNREFUSED"));
    });
    expect(lines.map((line) => line.message)).toEqual([
      "The database cannot be reached: requests that need it are answered 503",
    ]);
  });

  it("goes on through a moment when some statements still succeed as the server stops", () => {
    const lines = stderrLines(() => {
      noteDatabaseUnreachable(driverError("terminating connection", "57P01"));
      vi.advanceTimersByTime(10);
      noteDatabaseReachable(Date.now());
      vi.advanceTimersByTime(10);
      noteDatabaseUnreachable(driverError("connect ECONNREFUSED", "ECONNREFUSED"));
      vi.advanceTimersByTime(SETTLE_MS * 2);
    });
    expect(lines.map((line) => line.message)).toEqual([
      "The database cannot be reached: requests that need it are answered 503",
    ]);
  });
});

describe("the log", () => {
  it("never writes the parameters of a failed statement", () => {
    const lines = stderrLines(() =>
      log.error("A page failed", {
        error: failedQuery(driverError("duplicate key value", "23505")).stack,
        summary: String(failedQuery(null)),
      }),
    );
    const written = JSON.stringify(lines);
    expect(written).not.toContain("someone@example.com");
    expect(lines[0]!.summary).toBe(
      "Error: Failed query: select * from users where email = $1\nparams: (withheld)",
    );
    expect(String(lines[0]!.error)).toMatch(/params: \(withheld\)\n {4}at /);
  });
});
