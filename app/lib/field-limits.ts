// Plain values about fields, free of zod so any page can use them without loading it; the zod
// rules built on them are in field-rules.ts.

/** RFC 5321's limit on a whole address. */
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
/** Sign-in accepts the spec's shorter minimum, so older passwords still get the right message. */
export const SIGN_IN_PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

/** The longest search of the directory (the tool list's `q`, and every search field). */
export const MAX_QUERY_LENGTH = 200;

/** The longest id a tool can have. */
export const TOOL_ID_MAX_LENGTH = 100;
/**
 * The characters an id asked for (in an address, a form or a body) may hold, checked before
 * the database, which knows the ids, is asked. The ids an administrator may create are a
 * narrower rule: `NEW_TOOL_ID_PATTERN` in the catalogue's content-schema.ts.
 */
export const TOOL_ID_CHARACTERS = /^[A-Za-z0-9_-]+$/;

/** Whether `id` can be a tool's id: checked before the database is asked for it. */
export function isToolId(id: string) {
  return id.length <= TOOL_ID_MAX_LENGTH && TOOL_ID_CHARACTERS.test(id);
}

/**
 * Control characters other than tab and line breaks: never typed, refused by PostgreSQL (NUL)
 * or invisible in a page. Text from outside loses them before it is validated.
 */
// eslint-disable-next-line no-control-regex -- matching them is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
/** Every control character, tab and line breaks too: a search is one line of words. */
// eslint-disable-next-line no-control-regex -- matching them is the point
const SEARCH_CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/g;

/** `value` with every string in it (in arrays and objects too) stripped of control characters. */
export function withoutControlCharacters<T>(value: T): T {
  if (typeof value === "string") return value.replace(CONTROL_CHARACTERS, "") as T;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = withoutControlCharacters(value[i]);
  } else if (value !== null && typeof value === "object") {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) record[key] = withoutControlCharacters(record[key]);
  }
  return value;
}

/**
 * Search text (a search parameter, not a stored field) with each control character made a
 * space: unlike stored text, which loses them, words a control character stood between stay
 * two words, and a tab or line break separates words as a space does.
 */
export function controlCharactersAsSpaces(text: string) {
  return text.replace(SEARCH_CONTROL_CHARACTERS, " ");
}

/** A base no request comes from: resolving against it shows where a browser would go. */
const SITE_BASE = "http://site.invalid";

/**
 * Only a path on this site (never another origin), to go to after a form or a sign-in. The path
 * is judged as a browser would read it, after `..`, `%2e%2e` and the like are resolved: `/..//x`
 * is `//x`, another site. What is returned is that resolved path.
 */
export function safeRedirect(value: unknown, fallback = "/") {
  if (typeof value !== "string") return fallback;
  // A path, without spaces, backslashes (read as slashes) or control characters.
  if (!/^\/[^\s\\\p{Cc}]{0,500}$/u.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, SITE_BASE);
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== SITE_BASE || path.startsWith("//")) return fallback;
  return path;
}

/**
 * The longest query string a redirect carries on to its target. A longer one is junk (no page
 * of the site links with one), and echoed in a Location header it would make the answer's
 * headers too large for a proxy in front, which then answers 502.
 */
export const MAX_CARRIED_QUERY_LENGTH = 2_000;

/** A URL's query string (`?...`) to carry on in a redirect: itself, or nothing if too long. */
export function carriedQuery(search: string) {
  return search.length <= MAX_CARRIED_QUERY_LENGTH ? search : "";
}

/** The sign-in providers the site knows, with the names their buttons and accounts carry. */
export const PROVIDERS = ["google", "github", "oidc"] as const;
export type ProviderId = (typeof PROVIDERS)[number];
export const PROVIDER_LABELS: Record<ProviderId, string> = {
  google: "Google",
  github: "GitHub",
  oidc: "Single sign-on",
};

/** A sign-in button: the provider, its name, and whether the operator has set it up. */
export type ProviderChoice = { id: ProviderId; label: string };
