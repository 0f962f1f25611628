import { z } from "zod";

// Spec 2 §5: the contact form's rules and messages, shared by the form and the action.

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

const text = (message: string) => z.string({ error: message }).trim();

export const ContactSchema = z.object({
  name: text("Name must be at least 2 characters.")
    .min(2, "Name must be at least 2 characters.")
    .max(CONTACT_LIMITS.name, `Name can be at most ${CONTACT_LIMITS.name} characters.`),
  email: text("Please enter a valid email address.")
    .max(CONTACT_LIMITS.email, "Please enter a valid email address.")
    .pipe(z.email("Please enter a valid email address."))
    .transform((email) => email.toLowerCase()),
  subject: text("Subject must be at least 5 characters")
    .min(5, "Subject must be at least 5 characters")
    .max(CONTACT_LIMITS.subject, `Subject can be at most ${CONTACT_LIMITS.subject} characters`),
  message: text("Message must be at least 10 characters")
    .min(10, "Message must be at least 10 characters")
    .max(CONTACT_LIMITS.message, `Message can be at most ${CONTACT_LIMITS.message} characters`),
});
export type ContactInput = z.infer<typeof ContactSchema>;

/** Spec 2 §8: the contact toasts. */
export const CONTACT_TOASTS = {
  success: { title: "Message sent successfully!" },
  failure: { title: "Error sending message", fallback: "Please try again later." },
} as const;
