import { and, asc, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import sharp from "sharp";
import { aiTools, metadataRuns, toolChecks, toolReports } from "~/db/schema";
import { FAILED_CHECKS_BEFORE_REPORT } from "~/features/reports/constants";
import { type Db, getDb, inTransaction, queryRows } from "~/lib/db.server";
import { log } from "~/lib/log.server";
import { repeat } from "~/lib/repeat.server";
import { OutboundFetchError, outboundFetch } from "~/lib/outbound-fetch.server";
import { getStorage, newKey, publicUrl } from "~/lib/storage.server";
import { looksLikeSvg, sanitiseSvg } from "~/lib/svg-sanitise.server";
import { recordAudit } from "~/lib/audit.server";
import { readPageMetadata } from "./page-metadata";
import { applyToolDiff, lockedTool } from "./tool-diff.server";
import type { RefreshRun } from "./types";

// Refresh Metadata (decision 014): visit every tool's website, record what it says (status,
// final address, title, description), set the day the website answered, and give a tool without a
// logo the icon its site declares. One run at a time across all app servers.

export type RefreshOptions = {
  /** Websites visited at once. */
  concurrency: number;
  /** The whole visit of one address, redirects included. */
  timeoutMs: number;
  /** The most read of a page or an icon. */
  maxBytes: number;
  maxRedirects: number;
  /** Private and loopback addresses may be visited (FETCH_ALLOW_PRIVATE, tests only). */
  allowPrivate: boolean;
};

export const REFRESH_DEFAULTS: RefreshOptions = {
  concurrency: 8,
  timeoutMs: 10_000,
  maxBytes: 1024 * 1024,
  maxRedirects: 5,
  allowPrivate: false,
};

/** A run whose server has not reported for this long has stopped; the next start ends it. */
const STALE_AFTER_MS = 2 * 60_000;
const LOGO_SIZE = 128;
const BATCH = 100;

function toRun(row: typeof metadataRuns.$inferSelect): RefreshRun {
  return {
    // A raw query's bigint arrives as text from PostgreSQL.
    id: Number(row.id),
    startedBy: row.startedBy,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    total: row.total,
    done: row.done,
    failed: row.failed,
  };
}

/** The latest run, running or not. */
export async function latestRun(db: Db = getDb()): Promise<RefreshRun | null> {
  const [row] = await db
    .select()
    .from(metadataRuns)
    .orderBy(desc(metadataRuns.startedAt), desc(metadataRuns.id))
    .limit(1);
  return row ? toRun(row) : null;
}

/**
 * Starts a run unless one is already running on any app server; either way answers the run
 * that is. The unique index on unfinished runs is the lock: of two servers starting at once,
 * one inserts and the other finds its run. `finished` settles when this call's run ends.
 */
export async function startRefresh(
  startedBy: string,
  options: Partial<RefreshOptions> = {},
  db: Db = getDb(),
): Promise<{ run: RefreshRun; started: boolean; finished: Promise<void> }> {
  await db
    .update(metadataRuns)
    .set({ finishedAt: sql`now()` })
    .where(
      and(
        isNull(metadataRuns.finishedAt),
        sql`${metadataRuns.heartbeatAt} < now() - make_interval(secs => ${STALE_AFTER_MS / 1000})`,
      ),
    );
  const [inserted] = await queryRows<typeof metadataRuns.$inferSelect>(
    db,
    sql`INSERT INTO ${metadataRuns} (started_by, total)
        SELECT ${startedBy}, count(*)::int FROM ${aiTools} WHERE status <> 'archived'
        ON CONFLICT DO NOTHING
        RETURNING id, started_by AS "startedBy", started_at AS "startedAt",
                  heartbeat_at AS "heartbeatAt", finished_at AS "finishedAt", total, done, failed`,
  );
  if (!inserted) {
    const [running] = await db.select().from(metadataRuns).where(isNull(metadataRuns.finishedAt));
    const run = running ? toRun(running) : await latestRun(db);
    return { run: run!, started: false, finished: Promise.resolve() };
  }
  const run = toRun({
    ...inserted,
    startedAt: new Date(inserted.startedAt),
    heartbeatAt: new Date(inserted.heartbeatAt),
    finishedAt: null,
  });
  const finished = runJob(run, { ...REFRESH_DEFAULTS, ...options }, db);
  return { run, started: true, finished };
}

type ToolToCheck = { id: string; url: string; logo: string | null };

async function runJob(run: RefreshRun, options: RefreshOptions, db: Db) {
  try {
    let after = "";
    for (;;) {
      const tools: ToolToCheck[] = await db
        .select({ id: aiTools.id, url: aiTools.url, logo: aiTools.logo })
        .from(aiTools)
        .where(and(ne(aiTools.status, "archived"), gt(aiTools.id, after)))
        .orderBy(asc(aiTools.id))
        .limit(BATCH);
      if (tools.length === 0) break;
      await eachAtOnce(tools, options.concurrency, async (tool) => {
        const found = await checkTool(tool, options);
        await record(run, tool, found, db);
      });
      after = tools.at(-1)!.id;
    }
  } catch (error) {
    // A failed query's own message names the SQL; its cause says what the database answered.
    const cause = error instanceof Error && error.cause ? String(error.cause) : undefined;
    log.error("Refresh Metadata stopped", { run: run.id, error: String(error), cause });
  } finally {
    await db
      .update(metadataRuns)
      .set({ finishedAt: sql`now()`, heartbeatAt: sql`now()` })
      .where(eq(metadataRuns.id, run.id))
      .catch((error) =>
        log.error("Refresh Metadata could not end its run", { run: run.id, error: String(error) }),
      );
  }
}

/** Runs `work` on every item, at most `limit` at once. */
async function eachAtOnce<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

type Found = {
  ok: boolean;
  httpStatus: number | null;
  finalUrl: string | null;
  title: string | null;
  description: string | null;
  error: string | null;
  logoKey: string | null;
};

const FAILURES: Record<string, string> = {
  "blocked-address": "The address is private or local and is not visited.",
  timeout: "No answer in time.",
  "too-large": "The page is larger than the 1 MB that is read.",
  "too-many-redirects": "Too many redirects.",
  "invalid-url": "The address is not a web address.",
};

function failure(error: unknown): string {
  if (error instanceof OutboundFetchError) {
    return FAILURES[error.code] ?? error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

async function checkTool(tool: ToolToCheck, options: RefreshOptions): Promise<Found> {
  const fetchOptions = {
    timeoutMs: options.timeoutMs,
    maxBytes: options.maxBytes,
    maxRedirects: options.maxRedirects,
    allowPrivate: options.allowPrivate,
  };
  const none = { title: null, description: null, logoKey: null };
  let response: Response;
  try {
    response = await outboundFetch(tool.url, {
      ...fetchOptions,
      headers: { accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5" },
    });
  } catch (error) {
    return { ok: false, httpStatus: null, finalUrl: null, error: failure(error), ...none };
  }
  const finalUrl = response.url || tool.url;
  if (!response.ok) {
    return {
      ok: false,
      httpStatus: response.status,
      finalUrl,
      error: `The site answered ${response.status}.`,
      ...none,
    };
  }
  const type = response.headers.get("content-type") ?? "";
  const page = type.includes("html")
    ? readPageMetadata(await response.text(), new URL(finalUrl))
    : { title: null, description: null, icons: [] };
  let logoKey: string | null = null;
  if (!tool.logo) {
    for (const icon of page.icons.slice(0, 3)) {
      logoKey = await storeLogo(icon, fetchOptions);
      if (logoKey) break;
    }
  }
  return {
    ok: true,
    httpStatus: response.status,
    finalUrl,
    title: page.title,
    description: page.description,
    error: null,
    logoKey,
  };
}

/**
 * Fetches an icon, checks by its content that it is an image (whatever it claims to be), and
 * stores it as a square WebP: the storage key, or null when it is not a usable image.
 */
async function storeLogo(
  icon: URL,
  fetchOptions: Parameters<typeof outboundFetch>[1],
): Promise<string | null> {
  try {
    const response = await outboundFetch(icon, fetchOptions);
    if (!response.ok) return null;
    const fetched = new Uint8Array(await response.arrayBuffer());
    // An SVG passes the one sanitiser before it is drawn, so drawing it loads nothing from
    // elsewhere (decision 025); one the sanitiser refuses is skipped like any unreadable file.
    const sanitised = looksLikeSvg(fetched);
    const bytes = sanitised ? new TextEncoder().encode(sanitiseSvg(fetched)) : fetched;
    const image = sharp(bytes, { failOn: "error", limitInputPixels: 4096 * 4096 });
    const { width, height, format } = await image.metadata();
    // An SVG that did not look like one (compressed, or behind a long preamble) is not drawn.
    if (format === "svg" && !sanitised) return null;
    if (!width || !height || width < 16 || height < 16) return null;
    const webp = await image
      .resize(LOGO_SIZE, LOGO_SIZE, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .webp()
      .toBuffer();
    const key = newKey("public", "logos", "webp");
    await getStorage().write(key, webp, "image/webp");
    return key;
  } catch {
    // Not an image sharp can read (an HTML page, a refused SVG...), or unreachable.
    return null;
  }
}

async function record(run: RefreshRun, tool: ToolToCheck, found: Found, db: Db) {
  await inTransaction(db, async (tx) => {
    await tx.insert(toolChecks).values({
      toolId: tool.id,
      runId: run.id,
      ok: found.ok,
      httpStatus: found.httpStatus,
      finalUrl: found.finalUrl,
      title: found.title,
      description: found.description,
      error: found.error,
    });
    if (!found.ok) await reportBrokenLink(tx, tool.id, found.error);
    if (found.ok) {
      await tx
        .update(aiTools)
        .set({ websiteAnsweredAt: sql`current_date` })
        .where(eq(aiTools.id, tool.id));
      const logo = found.logoKey ? publicUrl(found.logoKey) : null;
      // The site's own change, in the public history as such: a logo for a tool without one.
      const stored = logo ? await lockedTool(tx, tool.id) : null;
      if (logo && stored && stored.logo === null) {
        await applyToolDiff(tx, { toolId: tool.id, after: { logo }, by: "site" });
        await recordAudit(tx, [
          {
            actor: run.startedBy,
            action: "refresh",
            subject: "tool",
            subjectId: tool.id,
            changes: { logo: { before: null, after: logo } },
          },
        ]);
      }
    }
    await tx
      .update(metadataRuns)
      .set({
        done: sql`${metadataRuns.done} + 1`,
        failed: sql`${metadataRuns.failed} + ${found.ok ? 0 : 1}`,
        heartbeatAt: sql`now()`,
      })
      .where(eq(metadataRuns.id, run.id));
  });
}

/**
 * Files an open 'broken link' report for a tool whose last three checks all failed (decision
 * 018), once per run of failures: not again while the link checker's report is open (the
 * partial unique index turns a second one into nothing), nor after an administrator decided the
 * one filed since the site last answered.
 */
async function reportBrokenLink(tx: Db, toolId: string, error: string | null) {
  const note = `The website failed ${FAILED_CHECKS_BEFORE_REPORT} checks in a row. The last one: ${error ?? "no answer"}`;
  await tx.execute(
    sql`INSERT INTO ${toolReports} (tool_id, reason, note, source)
        SELECT ${toolId}, 'broken_link', ${note}, 'link_check'
        WHERE (
          SELECT count(*) FILTER (WHERE NOT ok) FROM (
            SELECT ok FROM ${toolChecks} WHERE tool_id = ${toolId}
            ORDER BY checked_at DESC, id DESC LIMIT ${FAILED_CHECKS_BEFORE_REPORT}
          ) last
        ) = ${FAILED_CHECKS_BEFORE_REPORT}
        AND NOT EXISTS (
          SELECT 1 FROM ${toolReports}
          WHERE tool_id = ${toolId} AND source = 'link_check'
            AND created_at > coalesce(
              (SELECT max(checked_at) FROM ${toolChecks} WHERE tool_id = ${toolId} AND ok),
              '-infinity'
            )
        )
        ON CONFLICT DO NOTHING`,
  );
}

/** A tool's visits, newest first. */
export async function listToolChecks(toolId: string, limit = 20, db: Db = getDb()) {
  const rows = await db
    .select()
    .from(toolChecks)
    .where(eq(toolChecks.toolId, toolId))
    .orderBy(desc(toolChecks.checkedAt), desc(toolChecks.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    checkedAt: row.checkedAt.toISOString(),
    ok: row.ok,
    httpStatus: row.httpStatus,
    finalUrl: row.finalUrl,
    title: row.title,
    description: row.description,
    error: row.error,
  }));
}

const SCHEDULE_CHECK_MS = 10 * 60_000;
const FIRST_SCHEDULE_CHECK_MS = 60_000;

/**
 * Runs Refresh Metadata every `intervalHours` (LINK_CHECK_INTERVAL_HOURS; 0 is never): each app
 * server looks every ten minutes whether the last run started that long ago, and the run lock
 * lets only one of them start it. Returns a function that stops looking.
 */
export function scheduleRefresh(intervalHours: number, options: Partial<RefreshOptions> = {}) {
  if (intervalHours <= 0) return () => {};
  const due = async () => {
    const last = await latestRun();
    if (last && !last.finishedAt) return;
    if (last && Date.now() - Date.parse(last.startedAt) < intervalHours * 3_600_000) return;
    const { started, run } = await startRefresh("schedule", options);
    if (started)
      log.info("Refresh Metadata started on schedule", { run: run.id, tools: run.total });
  };
  return repeat(due, {
    everyMs: SCHEDULE_CHECK_MS,
    firstMs: FIRST_SCHEDULE_CHECK_MS,
    failure: "Refresh Metadata could not be scheduled",
  });
}
