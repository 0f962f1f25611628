import { and, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import {
  aiTools,
  savedTools,
  toolAlertSettings,
  toolAlertTokens,
  toolChangeColumns,
  toolChanges,
  users,
} from "~/db/schema";
import { getDb, inTransaction, type Db } from "~/lib/db.server";
import { newLinkToken } from "~/lib/link-token.server";
import { repeat } from "~/lib/repeat.server";
import { queueMail } from "~/lib/mail.server";
import { announcedOrigin } from "~/lib/origin.server";
import { toolPath } from "~/lib/paths";
import {
  ALERT_FACT_FIELDS,
  ALERTS_SETTING_PATH,
  ALERTS_UNSUBSCRIBE_PATH,
  DIGEST_GAP_MS,
  DIGEST_SETTLE_MS,
} from "./constants";
import { alertDigestMail, type DigestTool } from "./digest-mail";

// The daily digest of changes to saved tools (docs/product.md#alerts-about-saved-tools). Every
// app server looks every 15 minutes (by default); a user's digest is claimed by one conditional write of the
// user's row (watermark and date together), which succeeds on one server only, on PGlite and
// PostgreSQL alike, so no change is told twice and no one gets two digests in a day.

/** How the catalogue words a change and names a tool's page: passed in by the server. */
export type ChangeWords = {
  summary: (change: {
    field: string;
    before: unknown;
    after: unknown;
    confirmed: boolean;
  }) => string;
  slugify: (name: string) => string;
};

export type DigestRun = {
  db?: Db;
  /** The clock (tests move it forward). */
  now?: Date;
  /** How old a change must be to be told (ALERT_DIGEST_SETTLE_SECONDS). */
  settleMs?: number;
  /** The site's public origin, for the links. */
  origin?: string;
  words: ChangeWords;
};

/** The links of one alert email's unsubscribe token. */
export function alertUnsubscribeUrl(origin: string, token: string) {
  return `${origin}${ALERTS_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}

/** The header fields that let a mail program turn alerts off in one click (RFC 8058). */
export function alertMailHeaders(unsubscribeUrl: string) {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/**
 * The changes each user is owed: to tools they saved, made after they saved them, since their
 * watermark, settled, for users with a confirmed address, alerts on and no digest in the last
 * day. A published tool's fact changes count (a new source alone does not); an archived tool
 * counts only for its archiving.
 */
function owedChanges(db: Db, now: Date, settleMs: number) {
  const counted = or(
    and(
      eq(aiTools.status, "published"),
      inArray(toolChanges.field, [...ALERT_FACT_FIELDS]),
      sql`${toolChanges.before} IS DISTINCT FROM ${toolChanges.after}`,
    ),
    and(
      eq(aiTools.status, "archived"),
      eq(toolChanges.field, "status"),
      sql`${toolChanges.after} = '"archived"'::jsonb`,
    ),
  );
  return db
    .select({
      ...toolChangeColumns,
      toolId: aiTools.id,
      toolName: aiTools.name,
      toolStatus: aiTools.status,
      userId: users.id,
      email: users.email,
      sentUpTo: toolAlertSettings.sentUpTo,
    })
    .from(toolChanges)
    .innerJoin(aiTools, eq(aiTools.id, toolChanges.toolId))
    .innerJoin(
      savedTools,
      and(
        eq(savedTools.toolId, toolChanges.toolId),
        gt(toolChanges.changedAt, savedTools.createdAt),
      ),
    )
    .innerJoin(users, and(eq(users.id, savedTools.userId), eq(users.emailVerified, true)))
    .leftJoin(toolAlertSettings, eq(toolAlertSettings.userId, users.id))
    .where(
      and(
        counted,
        gt(toolChanges.id, sql`coalesce(${toolAlertSettings.sentUpTo}, 0)`),
        sql`coalesce(${toolAlertSettings.enabled}, true)`,
        or(
          isNull(toolAlertSettings.lastDigestAt),
          lte(toolAlertSettings.lastDigestAt, new Date(now.getTime() - DIGEST_GAP_MS)),
        ),
        lte(toolChanges.changedAt, new Date(now.getTime() - settleMs)),
      ),
    )
    .orderBy(users.id, toolChanges.id);
}

type OwedChange = Awaited<ReturnType<typeof owedChanges>>[number];

/**
 * Takes the user's digest for this server: moves the watermark to `upTo` and dates the digest,
 * only if no other server did since `seenUpTo` was read, alerts are still on and the last digest
 * is a day old; stores the new unsubscribe token in the same transaction. False when another
 * server or the user got there first.
 */
async function claimDigest(
  db: Db,
  claim: { userId: string; seenUpTo: number; upTo: number; tokenHash: string; now: Date },
) {
  const { userId, seenUpTo, upTo, tokenHash, now } = claim;
  return inTransaction(db, async (tx) => {
    const claimed = await tx
      .insert(toolAlertSettings)
      .values({ userId, sentUpTo: upTo, lastDigestAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: toolAlertSettings.userId,
        set: { sentUpTo: upTo, lastDigestAt: now, updatedAt: now },
        setWhere: and(
          eq(toolAlertSettings.enabled, true),
          eq(toolAlertSettings.sentUpTo, seenUpTo),
          or(
            isNull(toolAlertSettings.lastDigestAt),
            lte(toolAlertSettings.lastDigestAt, new Date(now.getTime() - DIGEST_GAP_MS)),
          ),
        ),
      })
      .returning({ userId: toolAlertSettings.userId });
    if (claimed.length === 0) return false;
    await tx.insert(toolAlertTokens).values({ tokenHash, userId, createdAt: now });
    return true;
  });
}

/** One user's changes, grouped by tool in the order they first changed. */
function digestTools(changes: OwedChange[], origin: string, words: ChangeWords): DigestTool[] {
  const tools = new Map<string, DigestTool>();
  for (const change of changes) {
    let tool = tools.get(change.toolId);
    if (!tool) {
      const page = toolPath({ id: change.toolId, slug: words.slugify(change.toolName) });
      tool = {
        name: change.toolName,
        historyUrl: change.toolStatus === "published" ? `${origin}${page}#history-heading` : null,
        changes: [],
      };
      tools.set(change.toolId, tool);
    }
    tool.changes.push({
      field: change.field,
      summary: words.summary(change),
      sourceUrl: change.sourceUrl,
    });
  }
  return [...tools.values()];
}

/**
 * Sends every digest that is due: one email per user whose saved tools changed, after the user's
 * watermark has moved past its changes. Returns the addresses written to, in order.
 */
export async function sendAlertDigests({
  db = getDb(),
  now = new Date(),
  settleMs = DIGEST_SETTLE_MS,
  origin = announcedOrigin(),
  words,
}: DigestRun) {
  const byUser = new Map<string, OwedChange[]>();
  for (const change of await owedChanges(db, now, settleMs)) {
    byUser.set(change.userId, [...(byUser.get(change.userId) ?? []), change]);
  }
  const sent: string[] = [];
  for (const [userId, changes] of byUser) {
    const { token, hash } = newLinkToken();
    const claimed = await claimDigest(db, {
      userId,
      seenUpTo: changes[0]!.sentUpTo ?? 0,
      upTo: Math.max(...changes.map((change) => change.id)),
      tokenHash: hash,
      now,
    });
    if (!claimed) continue;
    const unsubscribeUrl = alertUnsubscribeUrl(origin, token);
    const mail = alertDigestMail(digestTools(changes, origin, words), {
      unsubscribeUrl,
      settingUrl: `${origin}${ALERTS_SETTING_PATH}`,
    });
    queueMail({ to: changes[0]!.email, ...mail, headers: alertMailHeaders(unsubscribeUrl) });
    sent.push(changes[0]!.email);
  }
  return sent;
}

/**
 * Looks for due digests every `everyMs` on this app server (ALERT_DIGEST_CHECK_SECONDS, 15
 * minutes by default; one look at a time). Returns a function that stops it.
 */
export function scheduleAlertDigests(
  words: ChangeWords,
  { everyMs, settleMs }: { everyMs: number; settleMs: number },
) {
  return repeat(() => sendAlertDigests({ words, settleMs }), {
    everyMs,
    failure: "Alert digests could not be sent",
  });
}
