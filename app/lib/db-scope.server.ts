import { AsyncLocalStorage } from "node:async_hooks";

// Which database failures happened during a piece of work (a request): kept apart from the
// driver code so that the log can ask it without importing the database.

export type FailureScope = { failed: boolean; unavailable: boolean };
/**
 * Kept process-wide like the database itself, so that a second copy of this module (a dev
 * reload, the build beside the sources in tests) sees the failures of the drivers it opened.
 */
export const failureScope = ((
  globalThis as { __aiToolsDbFailures?: AsyncLocalStorage<FailureScope> }
).__aiToolsDbFailures ??= new AsyncLocalStorage<FailureScope>());

/**
 * Runs `work` and says whether any database statement it ran failed, including failures that
 * the work caught and answered around (a page that shows its other parts when one query
 * fails), and whether one failed because the database could not be reached. Such an answer
 * must not be kept by any cache.
 */
export async function watchingDatabase<T>(work: () => Promise<T>) {
  const scope: FailureScope = { failed: false, unavailable: false };
  const result = await failureScope.run(scope, work);
  return { result, databaseFailed: scope.failed, databaseUnavailable: scope.unavailable };
}

/**
 * Whether a statement of the work under way (see `watchingDatabase`) failed because the
 * database could not be reached: the failure's own error may have been wrapped or sanitized
 * on its way (an auth library's, a framework's), so its scope is asked instead.
 */
export function databaseUnreachableHere() {
  return failureScope.getStore()?.unavailable ?? false;
}
