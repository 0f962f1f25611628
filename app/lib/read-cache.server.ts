import type { Db } from "./db.server";

// Reads kept per database for a short while (the categories, the catalogue's size...), dropped
// on every app server when the site changes: each server listens for SITE_CHANGED once
// (server/boot.ts) and clears them all, and its cached pages through `onSiteChanged`.

/** The notice every administrator's write sends (drizzle/0022_site_changes.sql). */
export const SITE_CHANGED = "site_changed";

/**
 * How many times the site has changed in this process. A value is kept with the count it was
 * read at, so clearing every cache is one increment. It lives on globalThis because the
 * production build and the source (tests, development reloads) each hold their own copy of the
 * modules that keep reads.
 */
const store = globalThis as typeof globalThis & {
  __aiToolsReadGeneration?: number;
  __aiToolsSiteChangeHooks?: Set<() => void>;
};

function generation() {
  return store.__aiToolsReadGeneration ?? 0;
}

function siteChangeHooks() {
  return (store.__aiToolsSiteChangeHooks ??= new Set());
}

/**
 * Runs `hook` each time the site changes, on the same notice as the read caches (the page cache
 * is emptied so, without a database connection of its own). Returns its removal.
 */
export function onSiteChanged(hook: () => void) {
  siteChangeHooks().add(hook);
  return () => void siteChangeHooks().delete(hook);
}

/** Drops every value every read cache keeps, in this process, and tells `onSiteChanged`'s hooks. */
export function clearReadCaches() {
  store.__aiToolsReadGeneration = generation() + 1;
  for (const hook of siteChangeHooks()) hook();
}

export type ReadCache<T> = {
  /** The value kept for `db`, or `load()`'s, kept for the next `ttlMs`. */
  read: (db: Db, load: () => Promise<T>) => Promise<T>;
  /** Drops the value kept for `db` (this server changed what it was read from). */
  forget: (db: Db) => void;
};

/** A value read at most once every `ttlMs` per database, until the site changes. */
export function readCache<T>(ttlMs: number): ReadCache<T> {
  const kept = new WeakMap<Db, { value: T; at: number; generation: number }>();
  return {
    async read(db, load) {
      const known = kept.get(db);
      const now = generation();
      if (known && known.generation === now && Date.now() - known.at < ttlMs) return known.value;
      // A change noticed while reading leaves this value stale: it is kept with the count before.
      const value = await load();
      kept.set(db, { value, at: Date.now(), generation: now });
      return value;
    },
    forget(db) {
      kept.delete(db);
    },
  };
}
