import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { aiTools, toolEditSuggestions, toolOwners, users } from "~/db/schema";
import { recordAudit, type Actor } from "~/lib/audit.server";
import { getDb, inTransaction, type Db } from "~/lib/db.server";
import { queueMail } from "~/lib/mail.server";
import { createRateLimiter } from "~/lib/rate-limit.server";
import { SITE } from "~/lib/site";
import { exportColumns, toExported } from "./admin-queries.server";
import { fieldLabel } from "./change-words";
import { SUGGESTIONS_PAGE_SIZE, type SuggestionStatus } from "./constants";
import { FACT_FIELDS, FACTS, SOURCE_FIELDS, type Fact } from "./facts";
import type { OwnerEditInput, SuggestionInput } from "./schema";
import { applyToolDiff, lockedTool } from "./tool-diff.server";
import type { ExportedTool, FieldChanges, SuggestionField } from "./types";

// Suggested edits of a listing (decision 026): a signed-in user with a confirmed email proposes
// new values; an administrator applies all or some of them through applyToolDiff, as a visitor's
// change that confirms each accepted fact against the source given, or rejects it. The tool's
// owner proposes through the same queue, with the use cases and the logo too, and their edit is
// recorded as the maker's if they still own the tool when it is accepted (decision 030).

/** The fields a suggestion may change, in the order the form and the review list them. */
export const SUGGESTABLE_FIELDS = [
  "url",
  "shortDescription",
  "description",
  "features",
  "pricing",
  "startingPrice",
  "startingPriceCurrency",
  "startingPricePeriod",
  "freePlan",
  "apiAccess",
  "openSource",
  "openSourceLicence",
  "repositoryUrl",
  "selfHostable",
  "platforms",
  ...FACTS.map((fact) => SOURCE_FIELDS[fact]),
] as const satisfies readonly (keyof ExportedTool)[];

/** The fields the tool's owner may change: a visitor's, the use cases and the logo. */
export const OWNER_FIELDS = [
  ...SUGGESTABLE_FIELDS,
  "useCases",
  "logo",
] as const satisfies readonly (keyof ExportedTool)[];
type OwnerField = (typeof OWNER_FIELDS)[number];

const HOUR_MS = 60 * 60_000;
/** Suggestions one account may send in an hour: enough for a careful maker, not for a flood. */
export const suggestionUserRateLimit = createRateLimiter({
  name: "edit-suggestion-user",
  limit: 10,
  windowMs: HOUR_MS,
});
/** And one address, which several people may share. */
export const suggestionAddressRateLimit = createRateLimiter({
  name: "edit-suggestion-address",
  limit: 20,
  windowMs: HOUR_MS,
});

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export type SuggestResult =
  | { ok: true; id: number }
  | { ok: false; reason: "not_found" | "unchanged" }
  | { ok: false; reason: "unsourced"; field: string; fact: Fact };

/** A visitor's suggestion, or the owner's edit with the address of the logo they sent. */
export type EditProposal =
  ({ fromOwner?: false } & SuggestionInput) | ({ fromOwner: true; logo?: string } & OwnerEditInput);

/**
 * Files a suggestion: the fields whose proposed value differs from the listing's, with their
 * values now. A fact whose value changes must come with a source. The caller checked that an
 * edit `fromOwner` comes from the tool's owner.
 */
export async function suggestEdit(
  userId: string,
  toolId: string,
  input: EditProposal,
  db: Db = getDb(),
): Promise<SuggestResult> {
  const [row] = await db
    .select(exportColumns)
    .from(aiTools)
    .where(and(eq(aiTools.id, toolId), eq(aiTools.status, "published")));
  if (!row) return { ok: false, reason: "not_found" };
  const current = toExported(row);
  const proposed: Partial<Record<OwnerField, unknown>> = {};
  const base: Partial<Record<OwnerField, unknown>> = {};
  const values: Partial<Record<OwnerField, unknown>> = input;
  for (const field of input.fromOwner ? OWNER_FIELDS : SUGGESTABLE_FIELDS) {
    // The owner's logo changes only when they send one.
    if (field === "logo" && !values.logo) continue;
    if (same(values[field], current[field])) continue;
    proposed[field] = values[field];
    base[field] = current[field];
  }
  const fields = Object.keys(proposed);
  if (fields.length === 0) return { ok: false, reason: "unchanged" };
  for (const fact of FACTS) {
    const valueChanged = FACT_FIELDS[fact].some((field) => fields.includes(field));
    if (valueChanged && !input[SOURCE_FIELDS[fact]]) {
      return { ok: false, reason: "unsourced", field: SOURCE_FIELDS[fact], fact };
    }
    // The source a changed fact keeps is part of what is proposed: accepting confirms it.
    if (valueChanged && !(SOURCE_FIELDS[fact] in proposed)) {
      proposed[SOURCE_FIELDS[fact]] = input[SOURCE_FIELDS[fact]];
      base[SOURCE_FIELDS[fact]] = current[SOURCE_FIELDS[fact]];
    }
  }
  const [inserted] = await db
    .insert(toolEditSuggestions)
    .values({
      toolId,
      userId,
      proposed,
      base,
      note: input.note,
      fromOwner: input.fromOwner === true,
    })
    .returning({ id: toolEditSuggestions.id });
  return { ok: true, id: inserted!.id };
}

export type SuggestionView = {
  id: number;
  status: "pending" | "accepted" | "rejected";
  tool: { id: string; name: string; status: string; updatedAt: string };
  suggester: string | null;
  /** Sent by the tool's owner, and whether its author owns the tool still. */
  fromOwner: boolean;
  authorOwnsTool: boolean;
  note: string | null;
  createdAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
  reason: string | null;
  applied: string[] | null;
  fields: SuggestionField[];
};

const suggestionColumns = {
  id: toolEditSuggestions.id,
  toolId: toolEditSuggestions.toolId,
  status: toolEditSuggestions.status,
  proposed: toolEditSuggestions.proposed,
  base: toolEditSuggestions.base,
  note: toolEditSuggestions.note,
  fromOwner: toolEditSuggestions.fromOwner,
  createdAt: toolEditSuggestions.createdAt,
  decidedAt: toolEditSuggestions.decidedAt,
  decidedBy: toolEditSuggestions.decidedBy,
  reason: toolEditSuggestions.reason,
  applied: toolEditSuggestions.applied,
  suggester: users.email,
};

/** One suggestion field by field against the listing as it is now. */
export async function getSuggestion(id: number, db: Db = getDb()): Promise<SuggestionView | null> {
  const [row] = await db
    .select({
      ...suggestionColumns,
      updatedAt: aiTools.updatedAt,
      tool: exportColumns,
      owner: toolOwners.userId,
      author: toolEditSuggestions.userId,
    })
    .from(toolEditSuggestions)
    .innerJoin(aiTools, eq(aiTools.id, toolEditSuggestions.toolId))
    .leftJoin(users, eq(users.id, toolEditSuggestions.userId))
    .leftJoin(toolOwners, eq(toolOwners.toolId, toolEditSuggestions.toolId))
    .where(eq(toolEditSuggestions.id, id));
  if (!row) return null;
  const current = toExported(row.tool);
  const fields = OWNER_FIELDS.filter((field) => field in row.proposed).map((field) => ({
    field,
    label: fieldLabel(field),
    base: row.base[field] ?? null,
    current: current[field] ?? null,
    proposed: row.proposed[field] ?? null,
    stale: !same(row.base[field], current[field]),
  }));
  return {
    id: row.id,
    status: row.status,
    tool: {
      id: current.id,
      name: current.name,
      status: current.status,
      updatedAt: row.updatedAt.toISOString(),
    },
    suggester: row.suggester ?? null,
    fromOwner: row.fromOwner,
    authorOwnsTool: row.author !== null && row.owner === row.author,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedBy,
    reason: row.reason,
    applied: row.applied,
    fields,
  };
}

/** Which suggestions a list shows: all, or only the owners' edits. */
export type SuggestionFilter = { fromOwner?: boolean };

function filtered(filter: SuggestionFilter, ...conditions: SQL[]) {
  return and(...conditions, filter.fromOwner ? eq(toolEditSuggestions.fromOwner, true) : undefined);
}

/** The suggestions of one status, oldest pending first, newest decided first. */
export async function listSuggestions(
  status: SuggestionStatus,
  page: number,
  filter: SuggestionFilter = {},
  db: Db = getDb(),
) {
  const where = filtered(filter, eq(toolEditSuggestions.status, status));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: toolEditSuggestions.id,
        toolId: aiTools.id,
        toolName: aiTools.name,
        fields: sql<number>`(SELECT count(*) FROM jsonb_object_keys(${toolEditSuggestions.proposed}))::int`,
        suggester: users.email,
        fromOwner: toolEditSuggestions.fromOwner,
        createdAt: toolEditSuggestions.createdAt,
      })
      .from(toolEditSuggestions)
      .innerJoin(aiTools, eq(aiTools.id, toolEditSuggestions.toolId))
      .leftJoin(users, eq(users.id, toolEditSuggestions.userId))
      .where(where)
      .orderBy(
        status === "pending" ? toolEditSuggestions.createdAt : desc(toolEditSuggestions.createdAt),
        toolEditSuggestions.id,
      )
      .limit(SUGGESTIONS_PAGE_SIZE)
      .offset((page - 1) * SUGGESTIONS_PAGE_SIZE),
    db.select({ n: count() }).from(toolEditSuggestions).where(where),
  ]);
  return {
    suggestions: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: total?.n ?? 0,
  };
}

/** How many suggestions each status has. */
export async function countSuggestionsByStatus(
  filter: SuggestionFilter = {},
  db: Db = getDb(),
): Promise<Record<SuggestionStatus, number>> {
  const rows = await db
    .select({ status: toolEditSuggestions.status, n: count() })
    .from(toolEditSuggestions)
    .where(filtered(filter))
    .groupBy(toolEditSuggestions.status);
  const counts = { pending: 0, accepted: 0, rejected: 0 };
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

/** How many of the owners' edits wait for a decision (the admin overview). */
export async function countPendingOwnerEdits(db: Db = getDb()) {
  const [row] = await db
    .select({ n: count() })
    .from(toolEditSuggestions)
    .where(filtered({ fromOwner: true }, eq(toolEditSuggestions.status, "pending")));
  return row?.n ?? 0;
}

export type DecisionResult =
  | { ok: true; applied: string[] }
  | { ok: false; reason: "not_found" | "decided" | "moved" | "none_chosen" };

/** Records a decision on a suggestion and, in the audit log, what it changed. */
async function decide(
  tx: Db,
  id: number,
  toolId: string,
  outcome: { status: "accepted"; applied: string[] } | { status: "rejected"; reason: string },
  actor: Actor,
  changes: FieldChanges,
) {
  await tx
    .update(toolEditSuggestions)
    .set({ ...outcome, decidedAt: sql`now()`, decidedBy: actor.email })
    .where(eq(toolEditSuggestions.id, id));
  await recordAudit(tx, [
    {
      actor: actor.email,
      action: outcome.status === "accepted" ? "accept-suggestion" : "reject-suggestion",
      subject: "tool",
      subjectId: toolId,
      changes,
    },
  ]);
}

type LockedSuggestion = NonNullable<Awaited<ReturnType<typeof lockedSuggestion>>>;

/**
 * Runs `decision` in one transaction on the suggestion, locked, if it still waits for one;
 * otherwise answers why not (none, or decided already).
 */
async function whileUndecided<T>(
  db: Db,
  id: number,
  decision: (tx: Db, suggestion: LockedSuggestion) => Promise<T>,
) {
  return inTransaction(db, async (tx) => {
    const suggestion = await lockedSuggestion(tx, id);
    if (!suggestion) return { ok: false as const, reason: "not_found" as const };
    if (suggestion.status !== "pending") return { ok: false as const, reason: "decided" as const };
    return decision(tx, suggestion);
  });
}

/** The suggestion, locked for the rest of the transaction. */
async function lockedSuggestion(tx: Db, id: number) {
  const [row] = await tx
    .select({
      ...suggestionColumns,
      userId: toolEditSuggestions.userId,
      fromOwner: toolEditSuggestions.fromOwner,
      toolName: aiTools.name,
    })
    .from(toolEditSuggestions)
    .innerJoin(aiTools, eq(aiTools.id, toolEditSuggestions.toolId))
    .leftJoin(users, eq(users.id, toolEditSuggestions.userId))
    .where(eq(toolEditSuggestions.id, id))
    .for("update", { of: toolEditSuggestions });
  return row ?? null;
}

/**
 * Applies the chosen fields of a pending suggestion in one transaction: as a visitor's change,
 * each accepted fact confirmed against the source it came with; or, for the owner's edit whose
 * author owns the tool still, as the maker's (decision 030). Refused when the listing changed
 * after `seenVersion` (the administrator decided on values that are no longer there).
 */
export async function acceptSuggestion(
  id: number,
  chosen: readonly string[],
  seenVersion: string,
  actor: Actor,
  toolUrl: (tool: { id: string; name: string }) => string,
  db: Db = getDb(),
): Promise<DecisionResult> {
  const result = await whileUndecided(db, id, async (tx, suggestion) => {
    const tool = await lockedTool(tx, suggestion.toolId);
    if (!tool) return { ok: false as const, reason: "not_found" as const };
    const [version] = await tx
      .select({ updatedAt: aiTools.updatedAt })
      .from(aiTools)
      .where(eq(aiTools.id, tool.id));
    if (version!.updatedAt.toISOString() !== seenVersion) {
      return { ok: false as const, reason: "moved" as const };
    }
    const fields = Object.keys(suggestion.proposed).filter((field) => chosen.includes(field));
    if (fields.length === 0) return { ok: false as const, reason: "none_chosen" as const };
    const after = Object.fromEntries(fields.map((field) => [field, suggestion.proposed[field]]));
    const confirm = FACTS.filter(
      (fact) =>
        [...FACT_FIELDS[fact], SOURCE_FIELDS[fact]].some((field) => fields.includes(field)) &&
        Boolean({ ...tool, ...after }[SOURCE_FIELDS[fact]]),
    );
    // The ownership is read under a lock, so a removal waits for this decision, not the reverse.
    const [owner] = suggestion.fromOwner
      ? await tx
          .select({ userId: toolOwners.userId })
          .from(toolOwners)
          .where(eq(toolOwners.toolId, tool.id))
          .for("share")
      : [];
    const byMaker = suggestion.userId !== null && owner?.userId === suggestion.userId;
    const applied = await applyToolDiff(tx, {
      toolId: tool.id,
      after,
      confirm,
      by: byMaker ? "maker" : "visitor",
      actor: actor.email,
    });
    if (!applied.ok) return { ok: false as const, reason: "not_found" as const };
    await decide(tx, id, tool.id, { status: "accepted", applied: fields }, actor, applied.changes);
    return {
      ok: true as const,
      applied: fields,
      mail: suggestion.suggester
        ? {
            fromOwner: suggestion.fromOwner,
            to: suggestion.suggester,
            toolName: suggestion.toolName,
            url: toolUrl({ id: tool.id, name: tool.name }),
            proposed: Object.keys(suggestion.proposed),
          }
        : null,
    };
  });
  if (!result.ok) return result;
  if (result.mail) {
    const { to, toolName, url, proposed, fromOwner } = result.mail;
    const all = proposed.length === result.applied.length;
    const edit = fromOwner ? "edit" : "suggested edit";
    queueMail({
      to,
      subject: `Your ${edit} of ${toolName} was accepted`,
      paragraphs: [
        all
          ? `Thank you: we checked your ${edit} of ${toolName} and applied it.`
          : `Thank you: we checked your ${edit} of ${toolName} and applied part of it: ${result.applied.map(fieldLabel).join(", ")}.`,
        "The listing's history now shows the change, with the sources you gave.",
      ],
      action: { label: "See the listing", url: `${url}#history-heading` },
    });
  }
  return { ok: true, applied: result.applied };
}

/** Rejects a pending suggestion with the reason the suggester is told. */
export async function rejectSuggestion(
  id: number,
  reason: string,
  actor: Actor,
  db: Db = getDb(),
): Promise<DecisionResult> {
  const result = await whileUndecided(db, id, async (tx, suggestion) => {
    await decide(tx, id, suggestion.toolId, { status: "rejected", reason }, actor, {
      suggestion: { before: "pending", after: "rejected" },
      reason: { before: null, after: reason },
    });
    return {
      ok: true as const,
      suggester: suggestion.suggester,
      toolName: suggestion.toolName,
      edit: suggestion.fromOwner ? "edit" : "suggested edit",
    };
  });
  if (!result.ok) return result;
  if (result.suggester) {
    queueMail({
      to: result.suggester,
      subject: `Your ${result.edit} of ${result.toolName} was not applied`,
      paragraphs: [
        `Thank you for your ${result.edit} of ${result.toolName}. We checked it and did not apply it, for this reason:`,
        reason,
        `You can suggest another edit at any time on the tool's page on ${SITE.name}.`,
      ],
    });
  }
  return { ok: true, applied: [] };
}
