import { sql } from "drizzle-orm";
import { aiTools, PUBLISHED, recommendationFeedback } from "~/db/schema";
import { getDb, queryRows, type Db } from "~/lib/db.server";
import { createRateLimiter } from "~/lib/rate-limit.server";
import type { FeedbackInput } from "./schema";

/** Recommendations asked for, per address: each one runs a search and maybe a model call. */
export const recommendationRateLimit = createRateLimiter({
  name: "recommendations",
  limit: 30,
  windowMs: 10 * 60_000,
});

/** Votes per address. */
export const feedbackRateLimit = createRateLimiter({
  name: "recommendation-feedback",
  limit: 60,
  windowMs: 10 * 60_000,
});

/**
 * Stores a vote; false when no such tool exists (any more). Nothing about the voter is kept,
 * and the need is stored as typed (the person chose to send it).
 */
export async function recordFeedback(input: FeedbackInput, db: Db = getDb()) {
  const stored = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO ${recommendationFeedback} (need, tool_id, vote)
        SELECT ${input.need}, id, ${input.vote} FROM ${aiTools}
        WHERE id = ${input.toolId} AND ${PUBLISHED}
        RETURNING id`,
  );
  return stored.length === 1;
}
