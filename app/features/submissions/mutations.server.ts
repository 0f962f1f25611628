import { toolSubmissions } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { log } from "~/lib/log.server";
import { notifyOperator, sendMail } from "~/lib/mail.server";
import { SITE } from "~/lib/site";
import { createRateLimiter } from "~/lib/rate-limit.server";
import type { SessionUser } from "~/lib/request-context";
import { REVIEW_TIME } from "./constants";
import type { ToolSubmissionInput } from "./schema";

export const submissionRateLimit = createRateLimiter({
  name: "tool-submission",
  limit: 5,
  windowMs: 60 * 60_000,
});

/**
 * Stores a submission for review (status 'pending'), with the submitter's account if any. The
 * operator is told. A receipt goes only to a signed-in submitter's confirmed account address:
 * the address typed in the form is anyone's, and mailing it would let strangers send mail
 * through the site.
 */
export async function saveToolSubmission(
  input: ToolSubmissionInput,
  submitter: SessionUser | null,
) {
  const [row] = await getDb()
    .insert(toolSubmissions)
    .values({ ...input, userId: submitter?.id ?? null })
    .returning({ id: toolSubmissions.id });
  await Promise.all([
    notifyOperator(`New tool submission: ${input.name}`, [
      `${input.name} (${input.website}) was submitted for review.`,
      `Category: ${input.category}. Pricing: ${input.pricing}.`,
      input.shortDescription,
      `Contact: ${input.email}${input.submitterName ? `, submitted by ${input.submitterName}` : ""}.`,
    ]),
    submitter?.emailVerified
      ? sendMail({
          to: submitter.email,
          subject: `We received ${input.name}`,
          paragraphs: [
            `Thank you for submitting ${input.name} to ${SITE.name}.`,
            `We review every submission by hand within ${REVIEW_TIME}; you can follow it on your dashboard.`,
          ],
        }).catch((error: unknown) =>
          log.error("Submission receipt could not be sent", { error: String(error) }),
        )
      : undefined,
  ]);
  return row!.id;
}
