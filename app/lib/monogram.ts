import { escapeMarkup } from "~/lib/markup";

/** Up to two characters that stand for a name: "Google Gemini" -> "GG", "ChatGPT" -> "C". */
export function monogramInitials(name: string) {
  const words = name
    .replace(/[^\p{L}\p{N}\s.-]/gu, " ")
    .split(/[\s.-]+/)
    .filter(Boolean);
  const initials = words
    .slice(0, 2)
    .map((word) => [...word][0]!.toUpperCase())
    .join("");
  return initials || "?";
}

/** The hue (0-359) of a tool's monogram, derived from its id. */
export function monogramHue(id: string) {
  let value = 2166136261;
  for (const char of id) {
    value ^= char.codePointAt(0)!;
    value = Math.imul(value, 16777619);
  }
  return (value >>> 0) % 360;
}

/**
 * A square SVG logo with the name's initials on a colour derived from the id, so every
 * tool has a stable, distinct logo that needs no network. Text contrast stays above 4.5:1.
 */
export function monogramSvg(id: string, name: string) {
  const hue = monogramHue(id);
  const initials = escapeMarkup(monogramInitials(name));
  const size = initials.length > 1 ? 44 : 56;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128" role="img" aria-label="${escapeMarkup(name)} logo"><rect width="128" height="128" rx="28" fill="hsl(${hue} 55% 32%)"/><text x="64" y="64" dy="0.35em" text-anchor="middle" font-family="system-ui,-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif" font-size="${size}" font-weight="700" fill="#ffffff">${initials}</text></svg>`;
}
