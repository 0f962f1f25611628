import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { aiTools, toolClaims, toolOwners, users } from "~/db/schema";
import { getDb, inTransaction, type Db } from "~/lib/db.server";
import { log } from "~/lib/log.server";
import { queueMail } from "~/lib/mail.server";
import { OutboundFetchError, outboundFetch } from "~/lib/outbound-fetch.server";
import { createRateLimiter } from "~/lib/rate-limit.server";
import { getAppSecret } from "~/lib/secret.server";
import { SITE } from "~/lib/site";
import {
  CLAIM_CODE_MAX_TRIES,
  CLAIM_CODE_TTL_MS,
  CLAIM_META_NAME,
  CLAIM_WELL_KNOWN_PATH,
  type OwnerProof,
} from "./constants";
import { addressStandsFor, onWebsiteDomain, websiteDomain } from "./domains.server";

// Claiming a listing (docs/product.md#claiming-a-listing): a signed-in user with a confirmed email
// shows control of the tool's website domain, by a code emailed to an address on it or by a token
// published on the website, and becomes the tool's one owner.

const HOUR_MS = 60 * 60_000;

/** Codes one account may ask for in an hour, across tools. */
export const claimCodeUserRateLimit = createRateLimiter({
  name: "claim-code-user",
  limit: 10,
  windowMs: HOUR_MS,
});
/** Codes one address may be sent in an hour, whoever asks. */
export const claimCodeAddressRateLimit = createRateLimiter({
  name: "claim-code-address",
  limit: 3,
  windowMs: HOUR_MS,
});
/** Website checks one account may ask for in an hour. */
export const claimCheckRateLimit = createRateLimiter({
  name: "claim-check-user",
  limit: 20,
  windowMs: HOUR_MS,
});

export type ClaimTool = { id: string; name: string; url: string };

/** The published tool a claim is about, or null. */
export async function claimableTool(id: string, db: Db = getDb()): Promise<ClaimTool | null> {
  const [tool] = await db
    .select({ id: aiTools.id, name: aiTools.name, url: aiTools.url })
    .from(aiTools)
    .where(and(eq(aiTools.id, id), eq(aiTools.status, "published")));
  return tool ?? null;
}

/** The user who owns a tool, or null. */
export async function ownerOf(toolId: string, db: Db = getDb()) {
  const [owner] = await db
    .select({ userId: toolOwners.userId, proof: toolOwners.proof, since: toolOwners.since })
    .from(toolOwners)
    .where(eq(toolOwners.toolId, toolId));
  return owner ?? null;
}

/**
 * The token a user may publish on a tool's website: derived from the site's secret, the user
 * and the tool, so it is theirs alone, the same on every visit, and nothing is stored to show it.
 */
export async function claimToken(userId: string, toolId: string) {
  return createHmac("sha256", await getAppSecret())
    .update(`tool-claim-token:${userId}:${toolId}`)
    .digest("base64url")
    .slice(0, 24);
}

/** The user's claim of a tool, if they started one (asked for a code, or asked us). */
export async function existingClaim(userId: string, toolId: string, db: Db = getDb()) {
  const [claim] = await db
    .select()
    .from(toolClaims)
    .where(and(eq(toolClaims.toolId, toolId), eq(toolClaims.userId, userId)));
  return claim ?? null;
}

/** The user's claim of a tool, made the first time they act on it. */
export async function claimFor(userId: string, toolId: string, db: Db = getDb()) {
  await db.insert(toolClaims).values({ toolId, userId }).onConflictDoNothing();
  return (await existingClaim(userId, toolId, db))!;
}

async function codeHash(claimId: number, code: string) {
  return createHmac("sha256", await getAppSecret())
    .update(`tool-claim:${claimId}:${code}`)
    .digest("hex");
}

export type CodeSent =
  { ok: true; email: string } | { ok: false; reason: "owned" | "not-on-domain" | "no-mail-domain" };

/**
 * Emails a new 6-digit code to an address on the tool's domain; an earlier code stops working.
 * Limits per account and per address are the caller's (they answer 429).
 */
export async function sendClaimCode(
  userId: string,
  tool: ClaimTool,
  email: string,
  { db = getDb(), now = new Date() }: { db?: Db; now?: Date } = {},
): Promise<CodeSent> {
  const domain = websiteDomain(tool.url);
  if (!domain.ok || !domain.mail) return { ok: false, reason: "no-mail-domain" };
  if (!addressStandsFor(email, tool.url)) return { ok: false, reason: "not-on-domain" };
  if (await ownerOf(tool.id, db)) return { ok: false, reason: "owned" };
  const claim = await claimFor(userId, tool.id, db);
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await db
    .update(toolClaims)
    .set({
      codeEmail: email.toLowerCase(),
      codeHash: await codeHash(claim.id, code),
      codeExpiresAt: new Date(now.getTime() + CLAIM_CODE_TTL_MS),
      codeTries: 0,
      updatedAt: now,
    })
    .where(eq(toolClaims.id, claim.id));
  queueMail({
    to: email,
    subject: `Your code to claim ${tool.name}: ${code}`,
    paragraphs: [
      `Someone signed in to ${SITE.name} asked to manage the listing of ${tool.name} and gave this address to show they work on it.`,
      `The code is ${code}. It works once, for 10 minutes, and only in the account that asked for it.`,
      "If you did not ask for it, ignore this email: nothing changes without the code.",
    ],
  });
  return { ok: true, email };
}

export type Claimed =
  | { ok: true }
  | {
      ok: false;
      reason:
        | "owned"
        | "no-code"
        | "expired"
        | "wrong-code"
        | "too-many-tries"
        | "not-found"
        | "redirected"
        | "unreachable"
        | "no-domain";
    };

/**
 * Makes the user the tool's owner, if it has none: one transaction that records the proof and
 * closes the claim. False when someone else owns it already.
 */
async function becomeOwner(
  db: Db,
  claim: { id: number; toolId: string; userId: string },
  proof: OwnerProof,
  proofOf: string,
  now: Date,
) {
  return inTransaction(db, async (tx) => {
    const made = await tx
      .insert(toolOwners)
      .values({ toolId: claim.toolId, userId: claim.userId, proof, proofOf, since: now })
      .onConflictDoNothing()
      .returning({ toolId: toolOwners.toolId });
    if (made.length === 0) return false;
    await tx
      .update(toolClaims)
      .set({
        status: "owner",
        codeHash: null,
        codeExpiresAt: null,
        updatedAt: now,
        decidedAt: now,
      })
      .where(eq(toolClaims.id, claim.id));
    return true;
  });
}

/**
 * Checks a code the user typed against their claim's last one: single use, 10 minutes, five
 * wrong tries. The try is counted before the comparison, in the same statement that reads it.
 */
export async function confirmClaimCode(
  userId: string,
  tool: ClaimTool,
  code: string,
  { db = getDb(), now = new Date() }: { db?: Db; now?: Date } = {},
): Promise<Claimed> {
  if (await ownerOf(tool.id, db)) return { ok: false, reason: "owned" };
  const [claim] = await db
    .update(toolClaims)
    .set({ codeTries: sql`${toolClaims.codeTries} + 1` })
    .where(and(eq(toolClaims.toolId, tool.id), eq(toolClaims.userId, userId)))
    .returning();
  if (!claim?.codeHash || !claim.codeEmail || !claim.codeExpiresAt) {
    return { ok: false, reason: "no-code" };
  }
  if (claim.codeTries > CLAIM_CODE_MAX_TRIES) return { ok: false, reason: "too-many-tries" };
  if (claim.codeExpiresAt <= now) return { ok: false, reason: "expired" };
  const given = Buffer.from(await codeHash(claim.id, code));
  if (!timingSafeEqual(given, Buffer.from(claim.codeHash))) {
    return { ok: false, reason: "wrong-code" };
  }
  // The address must still stand for the website (an administrator may have changed it).
  if (!addressStandsFor(claim.codeEmail, tool.url)) return { ok: false, reason: "no-domain" };
  const made = await becomeOwner(db, claim, "email", claim.codeEmail, now);
  return made ? { ok: true } : { ok: false, reason: "owned" };
}

/** Whether an HTML page carries the claim's meta tag (name and content, in either order). */
export function pageHasToken(html: string, token: string) {
  for (const tag of html.match(/<meta\b[^>]*>/gi) ?? []) {
    const name = /\bname\s*=\s*["']?([^"'\s>]+)/i.exec(tag)?.[1];
    const content = /\bcontent\s*=\s*["']?([^"'\s>]+)/i.exec(tag)?.[1];
    if (name?.toLowerCase() === CLAIM_META_NAME && content === token) return true;
  }
  return false;
}

export type WebsiteCheck = {
  db?: Db;
  now?: Date;
  /** Private and loopback addresses (only the tests allow them). */
  allowPrivate?: boolean;
};

async function readPage(url: string, website: string, allowPrivate: boolean) {
  const response = await outboundFetch(url, {
    timeoutMs: 8_000,
    maxBytes: 512 * 1024,
    maxRedirects: 3,
    allowPrivate,
  });
  if (!onWebsiteDomain(response.url, website)) return { redirected: true as const };
  return { redirected: false as const, ok: response.ok, text: await response.text() };
}

/**
 * Looks for the user's token on the tool's website: a meta tag on its homepage, or the file
 * under /.well-known/ on the website's origin, fetched under the outbound rules. A page that ends
 * on another domain after its redirects does not count.
 */
export async function checkClaimOnWebsite(
  userId: string,
  tool: ClaimTool,
  { db = getDb(), now = new Date(), allowPrivate = false }: WebsiteCheck = {},
): Promise<Claimed> {
  if (!websiteDomain(tool.url).ok) return { ok: false, reason: "no-domain" };
  if (await ownerOf(tool.id, db)) return { ok: false, reason: "owned" };
  const token = await claimToken(userId, tool.id);
  const wellKnown = new URL(CLAIM_WELL_KNOWN_PATH, tool.url).href;
  let redirected = false;
  let reached = false;
  for (const [proof, url] of [
    ["meta", tool.url],
    ["well-known", wellKnown],
  ] as const) {
    try {
      const page = await readPage(url, tool.url, allowPrivate);
      if (page.redirected) {
        redirected = true;
        continue;
      }
      reached = true;
      const found =
        proof === "meta" ? pageHasToken(page.text, token) : page.ok && page.text.trim() === token;
      if (!found) continue;
      const claim = await claimFor(userId, tool.id, db);
      const made = await becomeOwner(db, claim, proof, url, now);
      return made ? { ok: true } : { ok: false, reason: "owned" };
    } catch (error) {
      if (!(error instanceof OutboundFetchError)) throw error;
      log.info("A claim's website check could not read a page", { url, code: error.code });
    }
  }
  if (redirected) return { ok: false, reason: "redirected" };
  return { ok: false, reason: reached ? "not-found" : "unreachable" };
}

/** The email address of a tool's owner, for the pages that name who may edit. */
export async function ownerEmail(toolId: string, db: Db = getDb()) {
  const [row] = await db
    .select({ email: users.email })
    .from(toolOwners)
    .innerJoin(users, eq(users.id, toolOwners.userId))
    .where(eq(toolOwners.toolId, toolId));
  return row?.email ?? null;
}
