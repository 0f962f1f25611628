import { z } from "zod";
import { emailRule, optionalField as optional, requiredText } from "~/lib/field-rules";
import {
  OWN_REASON,
  SUBMISSION_CATEGORIES,
  SUBMISSION_DECISIONS,
  SUBMISSION_LIMITS,
  SUBMISSION_PRICING,
  SUBMISSION_REASONS,
} from "./constants";

// docs/product.md#submit-a-tool: the tool submission form's rules and messages, shared by the form
// and the action (its options and limits are in constants.ts). Optional fields are optional (a departure): empty is accepted, a
// non-empty value must be valid.

/** An absolute http(s) address; anything else (javascript:, data:, ftp:) is refused. */
const webUrl = (message: string) =>
  requiredText(message)
    .max(SUBMISSION_LIMITS.url, message)
    .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: message }));

const email = emailRule();

export const ToolSubmissionSchema = z.object({
  name: requiredText("Tool name must be at least 2 characters.")
    .min(2, "Tool name must be at least 2 characters.")
    .max(SUBMISSION_LIMITS.name, `Tool name can be at most ${SUBMISSION_LIMITS.name} characters.`),
  website: webUrl("Please enter a valid URL."),
  category: z.enum(SUBMISSION_CATEGORIES, { error: "Please select a category." }),
  pricing: z.enum(SUBMISSION_PRICING, { error: "Please select a pricing option." }),
  shortDescription: requiredText("Short description must be at least 20 characters.")
    .min(20, "Short description must be at least 20 characters.")
    .max(SUBMISSION_LIMITS.shortDescription, "Short description cannot exceed 200 characters."),
  description: requiredText("Description must be at least 100 characters.")
    .min(100, "Description must be at least 100 characters.")
    .max(
      SUBMISSION_LIMITS.description,
      `Description can be at most ${SUBMISSION_LIMITS.description} characters.`,
    ),
  logoUrl: optional(webUrl("Please enter a valid logo URL.")),
  founderName: optional(
    requiredText("Founder name must be at least 2 characters.")
      .min(2, "Founder name must be at least 2 characters.")
      .max(
        SUBMISSION_LIMITS.person,
        `Founder name can be at most ${SUBMISSION_LIMITS.person} characters.`,
      ),
  ),
  founderEmail: optional(email),
  submitterName: optional(
    requiredText("Your name can be at most 100 characters.").max(
      SUBMISSION_LIMITS.person,
      `Your name can be at most ${SUBMISSION_LIMITS.person} characters.`,
    ),
  ),
  submitterRole: optional(
    requiredText("Your role can be at most 100 characters.").max(
      SUBMISSION_LIMITS.role,
      `Your role can be at most ${SUBMISSION_LIMITS.role} characters.`,
    ),
  ),
  email,
});
export type ToolSubmissionInput = z.infer<typeof ToolSubmissionSchema>;

export const SUBMISSION_NOTE_MAX = 1000;

/**
 * An administrator's "needs changes" or "reject": a reason from the short list, or their own
 * words; a note may follow a listed reason. The reason the submitter is told is the result.
 */
export const SubmissionDecisionSchema = z
  .object({
    status: z.enum(SUBMISSION_DECISIONS, { error: "Choose needs changes or reject." }),
    reason: z.string({ error: "Choose a reason, or write your own." }),
    note: optional(
      requiredText("The note must be text.").max(
        SUBMISSION_NOTE_MAX,
        `The note can be at most ${SUBMISSION_NOTE_MAX} characters.`,
      ),
    ),
  })
  .superRefine(({ status, reason, note }, ctx) => {
    if (reason === OWN_REASON) {
      if (!note) ctx.addIssue({ code: "custom", path: ["note"], message: "Write the reason." });
    } else if (!SUBMISSION_REASONS[status].includes(reason)) {
      ctx.addIssue({
        code: "custom",
        path: ["reason"],
        message: "Choose a reason, or write your own.",
      });
    }
  })
  .transform(({ status, reason, note }) => ({
    status,
    reason: reason === OWN_REASON ? note! : note ? `${reason} ${note}` : reason,
  }));
