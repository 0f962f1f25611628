import { z } from "zod";
import { emailRule, optionalField, requiredText, ToolIdSchema } from "~/lib/field-rules";
import { REPORT_DECISIONS, REPORT_LIMITS, REPORT_REASONS } from "./constants";

// The report form's rules and messages, shared by the form and the action (decision 018).

const CHOOSE_REASON = "Choose what is wrong with this listing.";

export const ReportSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: CHOOSE_REASON }),
  note: optionalField(
    requiredText("The note must be text.").max(
      REPORT_LIMITS.note,
      `The note can be at most ${REPORT_LIMITS.note} characters.`,
    ),
  ),
  email: optionalField(emailRule()),
});
export type ReportInput = z.infer<typeof ReportSchema>;

const decision = {
  status: z.enum(REPORT_DECISIONS, { error: "Choose resolved or dismissed." }),
  note: optionalField(
    requiredText("The note must be text.").max(
      REPORT_LIMITS.resolution,
      `The note can be at most ${REPORT_LIMITS.resolution} characters.`,
    ),
  ),
};

/** An administrator's decision on one open report. */
export const ReportDecisionSchema = z.object({
  id: z.coerce
    .number({ error: "A report id is a whole number." })
    .int("A report id is a whole number.")
    .positive("A report id is a whole number."),
  ...decision,
});

/** An administrator's decision on every open report of one tool. */
export const ToolReportsDecisionSchema = z.object({ toolId: ToolIdSchema, ...decision });
