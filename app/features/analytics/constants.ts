/** Days the admin traffic page covers, today included. */
export const TRAFFIC_DAYS = 30;
