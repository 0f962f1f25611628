/** A moment as the admin area shows it: the date and time in UTC, the same on every server. */
export function adminDateTime(iso: string) {
  const text = new Date(iso).toLocaleString("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  });
  return `${text} UTC`;
}

/** How long something has waited, roughly: "5 minutes", "3 hours", "2 days". */
export function waitedFor(iso: string, now = Date.now()) {
  const minutes = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000));
  const unit = (count: number, one: string) => `${count} ${count === 1 ? one : `${one}s`}`;
  if (minutes < 60) return unit(minutes, "minute");
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return unit(hours, "hour");
  return unit(Math.floor(hours / 24), "day");
}
