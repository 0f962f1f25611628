import { toolSubmissions } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { log } from "~/lib/log.server";
import { notifyOperator, sendMail } from "~/lib/mail.server";
import { SITE } from "~/lib/site";
import { createRateLimiter } from "~/lib/rate-limit.server";
import { REVIEW_TIME } from "./constants";
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
  await Promise.all([
    notifyOperator(`New tool submission: ${input.name}`, [
      `${input.name} (${input.website}) was submitted for review.`,
      `Category: ${input.category}. Pricing: ${input.pricing}.`,
      input.shortDescription,
      `Contact: ${input.email}${input.submitterName ? `, submitted by ${input.submitterName}` : ""}.`,
    ]),
    sendMail({
      to: input.email,
      subject: `We received ${input.name}`,
      paragraphs: [
        `Thank you for submitting ${input.name} to ${SITE.name}.`,
        `We review every submission by hand within ${REVIEW_TIME} and will write to this address when it is done.`,
        "If you did not submit this tool, you can ignore this email.",
      ],
    }).catch((error: unknown) =>
      log.error("Submission receipt could not be sent", { error: String(error) }),
    ),
  ]);
  return row!.id;
}
