/** A moment as the admin area shows it: the date and time in UTC, the same on every server. */
export function adminDateTime(iso: string) {
  const text = new Date(iso).toLocaleString("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  });
  return `${text} UTC`;
}
