import { z } from "zod";
import { emailRule } from "~/lib/field-rules";

/** The newsletter's email rule, naming each problem (docs/product.md#newsletter). */
export const EmailSchema = emailRule({
  required: "Email is required.",
  notText: "Email must be text.",
  tooLong: "Email can be at most 254 characters.",
});

/** POST /api/v1/newsletter. */
export const NewsletterSchema = z.object(
  { email: EmailSchema },
  { error: 'Send an object with an "email" field.' },
);
export type NewsletterInput = z.infer<typeof NewsletterSchema>;

/** The site's own form: the address, and the page to return to. */
export const NewsletterFormSchema = NewsletterSchema.extend({
  redirectTo: z.string().optional(),
});

/** The first message of a failed parse (the form shows one line under its field). */
export function firstIssueMessage(error: z.ZodError) {
  return error.issues[0]?.message ?? "Please check this field.";
}

/** The random token of a confirmation or unsubscribe link: 32 bytes, base64url. */
export const NewsletterTokenSchema = z
  .string({ error: "This link is incomplete. Open the whole link from the email." })
  .regex(/^[A-Za-z0-9_-]{43}$/, "This link is incomplete. Open the whole link from the email.");

/** An administrator's removal of one address, by its id. */
export const SubscriberRemoveSchema = z.object({
  id: z.coerce
    .number({ error: "A subscriber id is a whole number." })
    .int("A subscriber id is a whole number.")
    .positive("A subscriber id is a whole number."),
});
