/**
 * "November 22, 2026": a day as a visitor reads it, in UTC, so the server and the browser write
 * the same day whatever their time zones. `iso` is a timestamp, or a day ("2026-11-22"), which
 * is read at noon UTC.
 */
export function longDate(iso: string) {
  const at = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T12:00:00Z` : iso;
  return new Date(at).toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" });
}
