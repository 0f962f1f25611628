import { afterAll, afterEach, beforeEach } from "vitest";

// An error logged during a test fails that test, unless the test says it expects one. "Logged"
// means console.error (React, React Router and libraries use it) or a line of the app's own
// structured log at level "error" (log.error in app/lib/log.server.ts writes those to stderr).
// Errors logged outside any test (in beforeAll or afterAll) fail the file.

type Logged = { source: "console.error" | "log.error"; text: string };

let current: Logged[] | null = null;
let outside: Logged[] = [];
let expected = false;

function record(entry: Logged) {
  (current ?? outside).push(entry);
}

function describeArgs(args: unknown[]) {
  return args
    .map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg)))
    .join(" ");
}

// The unwrapped functions, kept once per process, so a worker that runs several files wraps them
// only once.
const originals = ((globalThis as Record<symbol, unknown>)[Symbol.for("tests.console-errors")] ??= {
  consoleError: console.error,
  stderrWrite: process.stderr.write,
}) as {
  consoleError: typeof console.error;
  stderrWrite: typeof process.stderr.write;
};
const consoleError = originals.consoleError;
console.error = function (...args: unknown[]) {
  record({ source: "console.error", text: describeArgs(args) });
  if (!expected) consoleError.apply(console, args);
};

/** A JSON line of the app's log at level "error", or null. */
function appErrorLine(line: string) {
  if (!line.startsWith("{")) return null;
  try {
    const parsed = JSON.parse(line) as { level?: unknown };
    return parsed.level === "error" ? line : null;
  } catch {
    return null;
  }
}

const stderrWrite = originals.stderrWrite;
process.stderr.write = function (this: NodeJS.WriteStream, chunk: unknown, ...rest: unknown[]) {
  const text = typeof chunk === "string" ? chunk : Buffer.isBuffer(chunk) ? chunk.toString() : "";
  const errors = text.split("\n").map(appErrorLine).filter(Boolean) as string[];
  for (const line of errors) record({ source: "log.error", text: line });
  if (errors.length > 0 && expected) {
    const callback = rest.find((arg) => typeof arg === "function") as (() => void) | undefined;
    callback?.();
    return true;
  }
  return (stderrWrite as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
} as typeof process.stderr.write;

/**
 * Says that the running test logs an error on purpose (what it tests is how a failure is handled).
 * Expected errors are not printed; the returned list holds what was logged, for assertions.
 */
export function expectConsoleError(): readonly Logged[] {
  if (!current) throw new Error("expectConsoleError() belongs inside a test.");
  expected = true;
  return current;
}

function report(entries: Logged[]) {
  return entries.map((entry) => `  ${entry.source}: ${entry.text.slice(0, 2000)}`).join("\n");
}

beforeEach(() => {
  current = [];
  expected = false;
});

afterEach(() => {
  const logged = current ?? [];
  const wasExpected = expected;
  current = null;
  expected = false;
  if (logged.length > 0 && !wasExpected) {
    throw new Error(
      `This test logged ${logged.length} error(s); call expectConsoleError() in it if that is what it tests:\n${report(logged)}`,
    );
  }
});

afterAll(() => {
  const logged = outside;
  outside = [];
  if (logged.length > 0) {
    throw new Error(
      `${logged.length} error(s) were logged outside any test (in beforeAll or afterAll):\n${report(logged)}`,
    );
  }
});
