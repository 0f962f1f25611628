import path from "node:path";
import { addAdmins, parseAdminEmails } from "~/features/accounts/admins.server";
import { countAllTools } from "~/features/catalogue/admin-queries.server";
import { seedBundledCatalogue } from "~/features/catalogue/mutations.server";
import {
  getDatabaseHandle,
  migrateDatabase,
  openDatabase,
  setDatabase,
  type DatabaseHandle,
  type OpenOptions,
} from "~/lib/db.server";
import { closeControl, openControl } from "~/lib/backup/control.server";
import { getEnv, type Env } from "~/lib/env.server";
import { log } from "~/lib/log.server";
import { queuedMailSent } from "~/lib/mail.server";
import { clearReadCaches, SITE_CHANGED } from "~/lib/read-cache.server";
import { createRedisRateLimitStore } from "~/lib/rate-limit-redis.server";
import { setDefaultRateLimitStore } from "~/lib/rate-limit.server";

/** How long the server waits at start for Redis before it counts rate limits in memory. */
const REDIS_CONNECT_WAIT_MS = 2_000;

/**
 * Everything the server needs before it answers: validated configuration, the database
 * opened and migrated, and the bundled catalogue loaded into an empty database.
 */
export async function boot(
  env: Env = getEnv(),
  extra: Pick<OpenOptions, "loadDataDir"> = {},
): Promise<DatabaseHandle> {
  const existing = getDatabaseHandle();
  if (existing) return existing;
  const options: OpenOptions = {
    databaseUrl: env.DATABASE_URL,
    dataDir: env.dataDir,
    poolSize: env.DATABASE_POOL_SIZE,
    ...extra,
  };
  const handle = await openDatabase(options);
  try {
    await migrateDatabase(options, handle, async (db) => {
      if (!env.SEED_ON_START || (await countAllTools(db)) > 0) return;
      const { tools } = await seedBundledCatalogue(db);
      log.info("Loaded the bundled catalogue into the empty database", { tools });
    });
  } catch (error) {
    await handle.close();
    throw error;
  }
  setDatabase(handle);
  // Only this process can open the embedded database, so `npm run backup` asks it (decision 038).
  if (handle.kind === "pglite") {
    openControl(env.dataDir, env.S3_BUCKET ? null : path.join(env.dataDir, "uploads"), env.HOST);
  }
  // Reads kept a while (the categories...) are dropped whenever any app server changes the
  // site; closing the database stops the listening.
  await handle.listen(SITE_CHANGED, clearReadCaches);
  if (env.REDIS_URL) {
    // Several app servers share their counts through Redis.
    const store = createRedisRateLimitStore(env.REDIS_URL);
    setDefaultRateLimitStore(store);
    // Commands are not queued while Redis is away, so the first requests wait for it briefly.
    if (await store.ready(REDIS_CONNECT_WAIT_MS)) log.info("Rate limits are shared through Redis");
    else log.warn("Redis does not answer yet: rate limits count in memory until it does");
  }
  const admins = parseAdminEmails(env.ADMIN_EMAILS);
  if (admins.invalid.length)
    log.warn("ADMIN_EMAILS has invalid addresses", { invalid: admins.invalid });
  if (admins.emails.length) {
    const added = await addAdmins(handle.db, admins.emails);
    log.info("Administrators from ADMIN_EMAILS", { listed: admins.emails.length, added });
  }
  if (env.NODE_ENV === "production" && !env.BASE_URL) {
    log.warn(
      "BASE_URL is not set: canonical links, links in emails and sign-in callbacks use http://localhost. Set BASE_URL to the site's public address.",
    );
  }
  log.info("Database ready", {
    kind: handle.kind,
    location: handle.kind === "pglite" ? env.dataDir : "DATABASE_URL",
  });
  return handle;
}

/** How long a stopping server waits for account emails still to be sent. */
const MAIL_GRACE_MS = 5_000;

/** Sends the mail still queued, then closes the database (tests, graceful shutdown). */
export async function shutdown() {
  await queuedMailSent(MAIL_GRACE_MS);
  const handle = getDatabaseHandle();
  closeControl();
  setDatabase(undefined);
  await handle?.close();
}
