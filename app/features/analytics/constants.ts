/** Days the admin traffic page covers, today included. */
export const TRAFFIC_DAYS = 30;

/** Days of a tool page's views that count toward "Most Popular", today included. */
export const RECENT_VIEW_DAYS = 30;
