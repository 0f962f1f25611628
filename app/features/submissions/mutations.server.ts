import { toolSubmissions } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { createRateLimiter } from "~/lib/rate-limit.server";
import type { ToolSubmissionInput } from "./schema";

export const submissionRateLimit = createRateLimiter({
  name: "tool-submission",
  limit: 5,
  windowMs: 60 * 60_000,
});

/** Stores a submission for review (status 'pending'), with the submitter's account if any. */
export async function saveToolSubmission(input: ToolSubmissionInput, userId: string | null) {
  const [row] = await getDb()
    .insert(toolSubmissions)
    .values({ ...input, userId })
    .returning({ id: toolSubmissions.id });
  return row!.id;
}
