import { and, asc, count, desc, eq } from "drizzle-orm";
import { aiTools, toolClaims, toolOwners, users } from "~/db/schema";
import { recordAudit, type Actor } from "~/lib/audit.server";
import { getDb, inTransaction, type Db } from "~/lib/db.server";
import { queueMail } from "~/lib/mail.server";
import { SITE } from "~/lib/site";

// Owners in the admin area (docs/product.md#claiming-a-listing): administrators name, change and
// remove a tool's owner, and decide the claims makers could not prove on their own. Each write is
// audited in its transaction (decision 013), which also tells every app server to drop its
// cached pages.

export const OWNERS_PAGE_SIZE = 50;

/** Every owned tool, the newest owner first. */
export async function listOwners(db: Db = getDb()) {
  return db
    .select({
      toolId: toolOwners.toolId,
      toolName: aiTools.name,
      email: users.email,
      proof: toolOwners.proof,
      proofOf: toolOwners.proofOf,
      since: toolOwners.since,
    })
    .from(toolOwners)
    .innerJoin(aiTools, eq(aiTools.id, toolOwners.toolId))
    .innerJoin(users, eq(users.id, toolOwners.userId))
    .orderBy(desc(toolOwners.since))
    .limit(OWNERS_PAGE_SIZE);
}

/** Claims a maker asked the administrators to decide, the oldest first. */
export async function listRequestedClaims(db: Db = getDb()) {
  return db
    .select({
      id: toolClaims.id,
      toolId: toolClaims.toolId,
      toolName: aiTools.name,
      toolUrl: aiTools.url,
      email: users.email,
      note: toolClaims.note,
      askedAt: toolClaims.updatedAt,
    })
    .from(toolClaims)
    .innerJoin(aiTools, eq(aiTools.id, toolClaims.toolId))
    .innerJoin(users, eq(users.id, toolClaims.userId))
    .where(eq(toolClaims.status, "requested"))
    .orderBy(asc(toolClaims.updatedAt))
    .limit(OWNERS_PAGE_SIZE);
}

/** How many claims wait for an administrator (the overview's count). */
export async function countRequestedClaims(db: Db = getDb()) {
  const [row] = await db
    .select({ n: count() })
    .from(toolClaims)
    .where(eq(toolClaims.status, "requested"));
  return row?.n ?? 0;
}

/** A maker asks the administrators to decide their claim, with how to check it. */
export async function requestClaim(userId: string, toolId: string, note: string, db: Db = getDb()) {
  const now = new Date();
  const [claim] = await db
    .update(toolClaims)
    .set({ status: "requested", note, reason: null, updatedAt: now })
    .where(and(eq(toolClaims.toolId, toolId), eq(toolClaims.userId, userId)))
    .returning({ id: toolClaims.id });
  return claim !== undefined;
}

export type OwnerWrite =
  | { ok: true; toolName: string; email: string | null }
  | { ok: false; reason: "no-tool" | "no-user" | "no-owner" | "no-claim" };

async function currentOwner(tx: Db, toolId: string) {
  const [row] = await tx
    .select({ userId: toolOwners.userId, email: users.email })
    .from(toolOwners)
    .innerJoin(users, eq(users.id, toolOwners.userId))
    .where(eq(toolOwners.toolId, toolId))
    .for("update");
  return row ?? null;
}

/**
 * Names the user with this email the tool's owner, in place of any other (a transfer), and closes
 * a claim of theirs as granted.
 */
export async function grantOwner(
  toolId: string,
  email: string,
  actor: Actor,
  db: Db = getDb(),
): Promise<OwnerWrite> {
  return inTransaction(db, async (tx) => {
    const [tool] = await tx
      .select({ name: aiTools.name })
      .from(aiTools)
      .where(eq(aiTools.id, toolId));
    if (!tool) return { ok: false, reason: "no-tool" };
    const [user] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.email, email.toLowerCase()));
    if (!user) return { ok: false, reason: "no-user" };
    const before = await currentOwner(tx, toolId);
    const now = new Date();
    await tx
      .insert(toolOwners)
      .values({ toolId, userId: user.id, proof: "administrator", proofOf: actor.email, since: now })
      .onConflictDoUpdate({
        target: toolOwners.toolId,
        set: { userId: user.id, proof: "administrator", proofOf: actor.email, since: now },
      });
    await tx
      .update(toolClaims)
      .set({ status: "owner", updatedAt: now, decidedAt: now, decidedBy: actor.email })
      .where(and(eq(toolClaims.toolId, toolId), eq(toolClaims.userId, user.id)));
    await recordAudit(tx, [
      {
        actor: actor.email,
        action: before ? "owner.transfer" : "owner.grant",
        subject: "tool",
        subjectId: toolId,
        changes: { owner: { before: before?.email ?? null, after: user.email } },
      },
    ]);
    return { ok: true, toolName: tool.name, email: user.email };
  });
}

/** Removes the tool's owner: from the next request on, they manage nothing of it. */
export async function revokeOwner(
  toolId: string,
  actor: Actor,
  db: Db = getDb(),
): Promise<OwnerWrite> {
  return inTransaction(db, async (tx) => {
    const before = await currentOwner(tx, toolId);
    if (!before) return { ok: false, reason: "no-owner" };
    await tx.delete(toolOwners).where(eq(toolOwners.toolId, toolId));
    // A new claim of theirs starts from the beginning.
    await tx
      .update(toolClaims)
      .set({ status: "open", updatedAt: new Date() })
      .where(and(eq(toolClaims.toolId, toolId), eq(toolClaims.userId, before.userId)));
    await recordAudit(tx, [
      {
        actor: actor.email,
        action: "owner.revoke",
        subject: "tool",
        subjectId: toolId,
        changes: { owner: { before: before.email, after: null } },
      },
    ]);
    const [tool] = await tx
      .select({ name: aiTools.name })
      .from(aiTools)
      .where(eq(aiTools.id, toolId));
    return { ok: true, toolName: tool?.name ?? toolId, email: before.email };
  });
}

/** Declines a requested claim with a reason the maker is emailed. */
export async function refuseClaim(
  claimId: number,
  reason: string,
  actor: Actor,
  db: Db = getDb(),
): Promise<OwnerWrite> {
  const refused = await inTransaction(db, async (tx) => {
    const now = new Date();
    const [claim] = await tx
      .update(toolClaims)
      .set({ status: "refused", reason, updatedAt: now, decidedAt: now, decidedBy: actor.email })
      .where(and(eq(toolClaims.id, claimId), eq(toolClaims.status, "requested")))
      .returning({ toolId: toolClaims.toolId, userId: toolClaims.userId });
    if (!claim) return null;
    const [row] = await tx
      .select({ toolName: aiTools.name, email: users.email })
      .from(aiTools)
      .innerJoin(users, eq(users.id, claim.userId))
      .where(eq(aiTools.id, claim.toolId));
    await recordAudit(tx, [
      {
        actor: actor.email,
        action: "claim.refuse",
        subject: "tool",
        subjectId: claim.toolId,
        changes: {
          claim: { before: row?.email ?? null, after: null },
          reason: { before: null, after: reason },
        },
      },
    ]);
    return row ?? null;
  });
  if (!refused) return { ok: false, reason: "no-claim" };
  queueMail({
    to: refused.email,
    subject: `Your claim of ${refused.toolName} was not granted`,
    paragraphs: [
      `An administrator of ${SITE.name} looked at your claim of ${refused.toolName} and did not grant it:`,
      reason,
      "You can claim it again with a code emailed to an address on the tool's domain, or a token on its website.",
    ],
  });
  return { ok: true, toolName: refused.toolName, email: refused.email };
}

/** The claim an administrator is asked to grant: whose, and of which tool. */
export async function requestedClaim(claimId: number, db: Db = getDb()) {
  const [claim] = await db
    .select({ toolId: toolClaims.toolId, email: users.email })
    .from(toolClaims)
    .innerJoin(users, eq(users.id, toolClaims.userId))
    .where(and(eq(toolClaims.id, claimId), eq(toolClaims.status, "requested")));
  return claim ?? null;
}
