import { afterAll, beforeAll } from "vitest";
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
 */
export function startAdminPages(): AdminPages {
  const pages = {
    get: getFrom(() => pages.server.baseUrl),
    post: postTo(() => pages.server.baseUrl),
  } as AdminPages;
  beforeAll(async () => {
    pages.server = await startTestServer({ pages: true });
    Object.assign(pages, await createUserAndAdmin(pages.server.db));
  }, 60_000);
  afterAll(async () => pages.server?.close());
  return pages;
}
