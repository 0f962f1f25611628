import { labelledValues } from "~/lib/labelled-values";

/** A contact message's states in the admin inbox, in its tab order. */
export const [MESSAGE_STATUSES, MESSAGE_STATUS_LABELS] = labelledValues({
  new: "New",
  handled: "Handled",
});
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Messages per page in the admin inbox. */
export const MESSAGES_PAGE_SIZE = 25;
