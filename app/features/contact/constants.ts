/** A contact message's states in the admin inbox, in its tab order. */
export const MESSAGE_STATUSES = ["new", "handled"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = {
  new: "New",
  handled: "Handled",
};

/** Messages per page in the admin inbox. */
export const MESSAGES_PAGE_SIZE = 25;
