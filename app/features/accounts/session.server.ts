import { eq } from "drizzle-orm";
import { redirect, type RouterContextProvider } from "react-router";
import { adminUsers } from "~/db/schema";
import { getAuth } from "~/lib/auth.server";
import { getDb } from "~/lib/db.server";
import { log } from "~/lib/log.server";
import { sessionUserContext, type SessionUser } from "~/lib/request-context";

/** The session cookie's name ends like this (the prefix is the site's). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?aitools\.session_token=/;

export function hasSessionCookie(headers: Headers) {
  return SESSION_COOKIE.test(headers.get("cookie") ?? "");
}

/**
 * Whether this email is an administrator (spec 1 §6): a row in admin_users. Any lookup error is
 * logged and means "not an administrator".
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
      isAdmin: await isAdminEmail(found.user.email),
    },
    setCookies,
  };
}

/** The signed-in user of a loader or action, or null. */
export function getUser(context: Readonly<RouterContextProvider>) {
  return context.get(sessionUserContext);
}

/** The signed-in user, or a redirect to /login that comes back here afterwards. */
export function requireUser(context: Readonly<RouterContextProvider>, request: Request) {
  const user = getUser(context);
  if (user) return user;
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  throw redirect(`/login?redirectTo=${encodeURIComponent(back)}`);
}

/** The signed-in administrator; others are sent on (spec 2 §4). */
export function requireAdmin(context: Readonly<RouterContextProvider>, request: Request) {
  const user = requireUser(context, request);
  if (!user.isAdmin) throw redirect("/dashboard");
  return user;
}
