import { databaseUnreachableHere } from "./db-scope.server";
import { getEnv } from "./env.server";

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof LEVELS, "silent">;

/**
 * A failed statement's error names its parameters (`params: ...` after the SQL), which hold
 * what visitors typed: names, addresses, session tokens. The log keeps the SQL, never them.
 */
const STATEMENT_PARAMS = /\nparams: [\s\S]*?(?=\n {4}at |$)/g;

function withoutStatementParams(fields: Record<string, unknown> | undefined) {
  if (!fields) return fields;
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    kept[name] =
      typeof value === "string" ? value.replace(STATEMENT_PARAMS, "\nparams: (withheld)") : value;
  }
  return kept;
}

function write(level: Level, message: string, fields?: Record<string, unknown>) {
  if (LEVELS[level] < LEVELS[getEnv().LOG_LEVEL]) return;
  // Whatever failed in a request that could not reach the database failed because of that:
  // the outage is logged once, with a count (db-outage.server.ts), not once per request. (Its
  // own lines are written before the request's scope is marked.)
  if (level === "error" && databaseUnreachableHere()) return;
  const line = JSON.stringify({
    time: new Date().toISOString(),
    level,
    message,
    ...withoutStatementParams(fields),
  });
  if (level === "error" || level === "warn") process.stderr.write(line + "\n");
  else process.stdout.write(line + "\n");
}

/** Structured one-line JSON logs on stdout/stderr. */
export const log = {
  debug: (message: string, fields?: Record<string, unknown>) => write("debug", message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write("info", message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write("warn", message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write("error", message, fields),
};
