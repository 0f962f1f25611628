import { z } from "zod";

/** RFC 5321's limit on a whole address. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * One email rule for every form that asks for an address (newsletter, coming-soon notify):
 * required, a valid address, trimmed and lower-cased.
 */
export const EmailSchema = z
  .string({
    error: (issue) => (issue.input === undefined ? "Email is required." : "Email must be text."),
  })
  .trim()
  .min(1, "Email is required.")
  .max(EMAIL_MAX_LENGTH, `Email can be at most ${EMAIL_MAX_LENGTH} characters.`)
  .pipe(z.email("Please enter a valid email address."))
  .transform((email) => email.toLowerCase());

/** The newsletter form and POST /api/v1/newsletter. */
export const NewsletterSchema = z.object(
  { email: EmailSchema },
  { error: 'Send an object with an "email" field.' },
);
export type NewsletterInput = z.infer<typeof NewsletterSchema>;

/** The first message of a failed parse (the form shows one line under its field). */
export function firstIssueMessage(error: z.ZodError) {
  return error.issues[0]?.message ?? "Please check this field.";
}
