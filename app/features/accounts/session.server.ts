import { eq } from "drizzle-orm";
import { replace, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { adminUsers } from "~/db/schema";
import { getAuth } from "~/lib/auth.server";
import { getDb } from "~/lib/db.server";
import { safeRedirect } from "~/lib/field-limits";
import { log } from "~/lib/log.server";
import { COOKIE_PREFIX } from "~/lib/site";
import { redirectWithToast } from "~/lib/toast.server";
import { sessionUserContext, type SessionUser } from "~/lib/request-context";
import { ADMIN_ACCESS_TOASTS, HOME_FOR_USERS } from "./constants";

/** The session cookie's name ends like this (the prefix is the site's). */
const SESSION_COOKIE = new RegExp(`(?:^|;\\s*)(?:__Secure-)?${COOKIE_PREFIX}\\.session_token=`);

export function hasSessionCookie(headers: Headers) {
  return SESSION_COOKIE.test(headers.get("cookie") ?? "");
}

/**
 * Whether this email is an administrator (docs/product.md#who-uses-it): a row in admin_users. Any
 * lookup error is logged and means "not an administrator".
 */
export async function isAdminEmail(email: string) {
  try {
    const rows = await getDb()
      .select({ email: adminUsers.email })
      .from(adminUsers)
      .where(eq(adminUsers.email, email.toLowerCase()))
      .limit(1);
    return rows.length > 0;
  } catch (error) {
    log.error("Administrator check failed", { error: String(error) });
    return false;
  }
}

/**
 * Reads the request's session (only when it carries a session cookie, so anonymous pages cost no
 * query). `setCookies` renews or clears the cookie; the caller adds them to its response.
 */
export async function readSession(
  headers: Headers,
): Promise<{ user: SessionUser | null; setCookies: string[] }> {
  if (!hasSessionCookie(headers)) return { user: null, setCookies: [] };
  const auth = await getAuth();
  const result = await auth.api.getSession({ headers, returnHeaders: true });
  const setCookies = result.headers.getSetCookie();
  const found = result.response;
  if (!found) return { user: null, setCookies };
  return {
    user: {
      id: found.user.id,
      email: found.user.email,
      name: found.user.name,
      emailVerified: found.user.emailVerified,
      isAdmin: await isAdminEmail(found.user.email),
    },
    setCookies,
  };
}

/** A Set-Cookie header's cookie name. */
function cookieName(setCookie: string) {
  return setCookie.slice(0, setCookie.indexOf("=")).trim();
}

/**
 * Adds the session's renewed or cleared cookies to an answer, except those the answer sets
 * itself: the answer's own is the newer (a sign-in's new session beside the clearing of the dead
 * one it replaced), and a browser keeps the last of two Set-Cookies for one name.
 */
export function appendSessionCookies(headers: Headers, setCookies: readonly string[]) {
  const own = new Set(headers.getSetCookie().map(cookieName));
  for (const cookie of setCookies)
    if (!own.has(cookieName(cookie))) headers.append("Set-Cookie", cookie);
}

/** The signed-in user of a loader or action, or null. */
export function getUser(context: Readonly<RouterContextProvider>) {
  return context.get(sessionUserContext);
}

/**
 * The signed-in user, or a redirect to /login that comes back here afterwards
 * (docs/product.md#who-uses-it).
 */
export function requireUser(context: Readonly<RouterContextProvider>, request: Request) {
  const user = getUser(context);
  if (user) return user;
  const url = new URL(request.url);
  // A data request's own parameter names the loaders asked for, not the page.
  url.searchParams.delete("_routes");
  // Only an address the sign-in page would return to (safeRedirect caps its length), so a
  // request with a huge query string is not answered with a Location header as large.
  const back = safeRedirect(`${url.pathname.replace(/\.data$/, "")}${url.search}`, "");
  throw replace(back ? `/login?redirectTo=${encodeURIComponent(back)}` : "/login");
}

/**
 * Nobody signed in: signed-in visitors are sent on, to where they were going
 * (docs/product.md#who-uses-it).
 */
export function requireAnonymous(context: Readonly<RouterContextProvider>, request: Request) {
  if (!getUser(context)) return;
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  throw replace(safeRedirect(redirectTo, HOME_FOR_USERS));
}

/**
 * Route middleware of the pages only visitors use (sign-in, sign-up, forgot password): runs
 * `requireAnonymous` before the page's loader and action.
 */
export const anonymousOnly: MiddlewareFunction<Response> = ({ context, request }) => {
  requireAnonymous(context, request);
};

/**
 * The signed-in administrator (docs/product.md#admin-area): a visitor goes to /login and a user to
 * /dashboard, each with the spec's toast. JSON and file endpoints answer 401/403 instead
 * (server/api).
 */
export async function requireAdmin(context: Readonly<RouterContextProvider>) {
  const user = getUser(context);
  if (!user) throw await redirectWithToast("/login", ADMIN_ACCESS_TOASTS.signedOut);
  if (!user.isAdmin) throw await redirectWithToast(HOME_FOR_USERS, ADMIN_ACCESS_TOASTS.notAdmin);
  return user;
}

/**
 * The signed-in user of a route under a layout whose middleware calls `requireUser` or
 * `requireAdmin`: that guard has already turned everyone else away.
 */
export function guardedUser(context: Readonly<RouterContextProvider>) {
  const user = getUser(context);
  // Only a route placed outside its guarding layout gets here.
  if (!user) throw new Error("A guarded route was reached without a signed-in user");
  return user;
}

/** The administrator of an admin route: its layout's middleware (`requireAdmin`) let them in. */
export function guardedAdmin(context: Readonly<RouterContextProvider>) {
  const user = guardedUser(context);
  if (!user.isAdmin) throw new Error("An admin route was reached without an administrator");
  return user;
}
