import { z } from "zod";
import { EMAIL_MAX_LENGTH } from "~/lib/field-limits";
import { emailRule, requiredText } from "~/lib/field-rules";
import type { Toast } from "~/lib/form-reply";

// docs/product.md#contact: the contact form's rules and messages, shared by the form and the
// action.

export const CONTACT_LIMITS = {
  name: 100,
  email: EMAIL_MAX_LENGTH,
  subject: 200,
  message: 5000,
} as const;

export const ContactSchema = z.object({
  name: requiredText("Name must be at least 2 characters.")
    .min(2, "Name must be at least 2 characters.")
    .max(CONTACT_LIMITS.name, `Name can be at most ${CONTACT_LIMITS.name} characters.`),
  email: emailRule(),
  subject: requiredText("Subject must be at least 5 characters")
    .min(5, "Subject must be at least 5 characters")
    .max(CONTACT_LIMITS.subject, `Subject can be at most ${CONTACT_LIMITS.subject} characters`),
  message: requiredText("Message must be at least 10 characters")
    .min(10, "Message must be at least 10 characters")
    .max(CONTACT_LIMITS.message, `Message can be at most ${CONTACT_LIMITS.message} characters`),
});
export type ContactInput = z.infer<typeof ContactSchema>;

/** docs/product.md#contact: the contact toasts. */
export const CONTACT_TOASTS = {
  success: { type: "success", title: "Message sent successfully!" },
  failure: {
    type: "error",
    title: "Error sending message",
    description: "Please try again later.",
  },
} satisfies Record<string, Toast>;
