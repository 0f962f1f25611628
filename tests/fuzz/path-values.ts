import { sql } from "drizzle-orm";
import { listArticles } from "~/features/blog/queries.server";
import { slugify } from "~/features/catalogue/tool";
import { queryRows, type Db } from "~/lib/db.server";
import type { Endpoint, PathSlot } from "./endpoints";
import { pathSlots } from "./endpoints";

/** Real values for each path slot key ("tools/:id"), read from the database under test. */
export type PathValues = Record<string, string[]>;

/**
 * Where each kind of path parameter finds real values: the key is the literal segment before the
 * parameter and its name, as `pathSlots` names it. A new route with a parameter no line here
 * fills is reported by the fuzz suite (it could only be fuzzed with ids that match nothing).
 */
const PARAMETER_SOURCES: Record<string, (db: Db) => Promise<string[]>> = {
  "tool/:id": publishedToolIds,
  "tool/:slug": async (db) =>
    (await queryRows<{ name: string }>(db, sql`SELECT name FROM ai_tools LIMIT 20`)).map((row) =>
      slugify(row.name),
    ),
  "tools/:id": anyToolIds,
  "saved-tools/:toolId": publishedToolIds,
  "logos/:file": async (db) => (await anyToolIds(db)).map((id) => `${id}.svg`),
  "tools/:file": async (db) => (await anyToolIds(db)).map((id) => `${id}.md`),
  "share/:kind": async () => ["tool", "alternatives", "category", "compare", "article"],
  "share/:file": async (db) => [
    ...(await publishedToolIds(db)).slice(0, 5).map((id) => `${id}.png`),
    "chatgpt,claude.png",
    "Image%20Generation.png",
  ],
  "go/:id": anyToolIds,
  "categories/:category": async (db) =>
    (await queryRows<{ name: string }>(db, sql`SELECT name FROM categories`)).map((row) =>
      encodeURIComponent(row.name),
    ),
  "blog/:slug": async () => listArticles().map((article) => article.slug),
  "sitemaps/:part": async () => ["pages.xml", "tools-1.xml", "tools-2.xml"],
  "submissions/:id": (db) => ids(db, "tool_submissions"),
  "messages/:id": (db) => ids(db, "contact_submissions"),
  "applications/:id": (db) => ids(db, "career_applications"),
  "edits/:id": (db) => ids(db, "tool_edit_suggestions"),
};

/** Known sub-paths behind a wildcard, besides the junk every wildcard is filled with. */
const WILDCARD_PATHS: Record<string, string[]> = {
  "/api/auth/*": [
    "verify-email",
    "verify-email?token=not-a-token&callbackURL=/login",
    "reset-password/not-a-token?callbackURL=/reset-password",
    "callback/github?code=x&state=y",
    "callback/google",
    "oauth2/callback/oidc?code=x&state=y",
    "sign-in/email",
    "sign-up/email",
    "get-session",
    "ok",
  ],
  "/uploads/*": ["public/avatars/none.webp", "private/resumes/none.pdf", "public/", "public/.."],
  "/api/v1/*": ["tools/chatgpt/other", "nothing", "openapi.yaml"],
  "/api/admin/*": ["tools", "applications/1", "nothing"],
  "/*": ["no-such-page", "tool", "admin/nothing", "dashboard/nothing"],
};

/** The parameters of `endpoint`'s path with no source of real values (wildcards take junk). */
export function unfilledSlots(endpoint: Endpoint): PathSlot[] {
  return pathSlots(endpoint.pattern).filter(
    (slot) => !slot.wildcard && !Object.hasOwn(PARAMETER_SOURCES, slot.key),
  );
}

/** Real values for every known slot key, and the known sub-paths of wildcards. */
export async function loadPathValues(db: Db): Promise<PathValues> {
  const values: PathValues = { ...WILDCARD_PATHS };
  for (const [key, source] of Object.entries(PARAMETER_SOURCES)) values[key] = await source(db);
  return values;
}

async function publishedToolIds(db: Db) {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM ai_tools WHERE status = 'published' ORDER BY id LIMIT 20`,
  );
  return rows.map((row) => row.id);
}

async function anyToolIds(db: Db) {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM ai_tools ORDER BY id LIMIT 20`,
  );
  return rows.map((row) => row.id);
}

async function ids(db: Db, table: string) {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`SELECT id::text AS id FROM ${sql.identifier(table)} ORDER BY id LIMIT 10`,
  );
  return rows.map((row) => row.id);
}
