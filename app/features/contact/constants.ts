import { EMAIL_MAX_LENGTH } from "~/lib/field-limits";
import type { Toast } from "~/lib/form-reply";
import { labelledValues } from "~/lib/labelled-values";

/** A contact message's states in the admin inbox, in its tab order. */
export const [MESSAGE_STATUSES, MESSAGE_STATUS_LABELS] = labelledValues({
  new: "New",
  handled: "Handled",
});
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Messages per page in the admin inbox. */
export const MESSAGES_PAGE_SIZE = 25;

/** docs/product.md#contact: the contact form's limits, shared by the form and the action. */
export const CONTACT_LIMITS = {
  name: 100,
  email: EMAIL_MAX_LENGTH,
  subject: 200,
  message: 5000,
} as const;

/** docs/product.md#contact: the contact toasts. */
export const CONTACT_TOASTS = {
  success: { type: "success", title: "Message sent successfully!" },
  failure: {
    type: "error",
    title: "Error sending message",
    description: "Please try again later.",
  },
} satisfies Record<string, Toast>;
