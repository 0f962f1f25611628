import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { appSecrets } from "~/db/schema";
import { getDb, type Db } from "./db.server";
import { getEnv } from "./env.server";

let secret: Promise<string> | undefined;
let secretDb: unknown;

/**
 * AUTH_SECRET when set; otherwise a secret generated once and kept in the database (table
 * app_secrets), so every app server on the same PostgreSQL signs with the same one. It signs
 * sessions, emailed links and the toast cookie.
 */
export function getAppSecret(): Promise<string> {
  const configured = getEnv().AUTH_SECRET;
  if (configured) return Promise.resolve(configured);
  const db = getDb();
  if (!secret || secretDb !== db) {
    secretDb = db;
    secret = readOrCreateSecret();
    secret.catch(() => {
      secret = undefined;
    });
  }
  return secret;
}

/** The generated secret in `db`, written first if no server has needed it yet. */
export async function readOrCreateSecret(db: Db = getDb()) {
  await db
    .insert(appSecrets)
    .values({ name: "auth", value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, "auth"));
  if (!row?.value) throw new Error("Could not read or create the generated auth secret.");
  return row.value;
}
