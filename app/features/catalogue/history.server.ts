import { and, desc, eq } from "drizzle-orm";
import { aiTools, PUBLISHED, toolChangeColumns, toolChanges } from "~/db/schema";
import { getDb, type Db } from "~/lib/db.server";
import type { ToolChange } from "./types";
import { slugify } from "./tool";

// The public history of tools (decision 026): what changed, when, from what source and by whom
// in kind. Written by applyToolDiff only.

const changeColumns = toolChangeColumns;

type ChangeRow = Omit<ToolChange, "changedAt"> & { changedAt: Date };

const toChange = (row: ChangeRow): ToolChange => ({
  ...row,
  before: row.before ?? null,
  after: row.after ?? null,
  changedAt: row.changedAt.toISOString(),
});

/** A tool's changes, newest first. */
export async function listToolChanges(toolId: string, limit = 30, db: Db = getDb()) {
  const rows = await db
    .select(changeColumns)
    .from(toolChanges)
    .where(eq(toolChanges.toolId, toolId))
    .orderBy(desc(toolChanges.changedAt), desc(toolChanges.id))
    .limit(limit);
  return rows.map(toChange);
}

export type RecentChange = ToolChange & { tool: { id: string; name: string; slug: string } };

/** The latest changes to published tools across the catalogue, newest first. */
export async function listRecentChanges(limit = 50, db: Db = getDb()): Promise<RecentChange[]> {
  const rows = await db
    .select({ ...changeColumns, toolId: aiTools.id, toolName: aiTools.name })
    .from(toolChanges)
    .innerJoin(aiTools, and(eq(aiTools.id, toolChanges.toolId), PUBLISHED))
    .orderBy(desc(toolChanges.changedAt), desc(toolChanges.id))
    .limit(limit);
  return rows.map(({ toolId, toolName, ...row }) => ({
    ...toChange(row),
    tool: { id: toolId, name: toolName, slug: slugify(toolName) },
  }));
}
