import { afterAll, beforeAll } from "vitest";
import { resetEnvCache } from "~/lib/env.server";
import { createUserAndAdmin } from "./factories";
import { getFrom, postTo } from "./helpers";
import { startTestServer } from "./setup/test-server";

/** A test file's server with pages, a signed-in user and a signed-in administrator. */
export type AdminPages = {
  server: Awaited<ReturnType<typeof startTestServer>>;
  userCookie: string;
  adminCookie: string;
  adminEmail: string;
  /** GET a path without following redirects, with an optional session cookie. */
  get: ReturnType<typeof getFrom>;
  /** POST a form to a path from a fresh client address (see `postTo`). */
  post: ReturnType<typeof postTo>;
};

/**
 * Starts the built app for the test file that calls it (before its first test) with a user and
 * an administrator signed in, and stops it after the file. The fields are set once it started.
 * `env` holds settings the server starts with (TRUST_PROXY for per-address limits), unset after.
 */
export function startAdminPages(env: Record<string, string> = {}): AdminPages {
  const pages = {
    get: getFrom(() => pages.server.baseUrl),
    post: postTo(() => pages.server.baseUrl),
  } as AdminPages;
  beforeAll(async () => {
    Object.assign(process.env, env);
    resetEnvCache();
    pages.server = await startTestServer({ pages: true });
    Object.assign(pages, await createUserAndAdmin(pages.server.db));
  }, 60_000);
  afterAll(async () => {
    await pages.server?.close();
    for (const name of Object.keys(env)) delete process.env[name];
    resetEnvCache();
  });
  return pages;
}
