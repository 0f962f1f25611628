import { z } from "zod";
import { emailRule, requiredText } from "~/lib/field-rules";
import { CONTACT_LIMITS } from "./constants";

// docs/product.md#contact: the contact form's rules and messages, shared by the form and the
// action.

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
