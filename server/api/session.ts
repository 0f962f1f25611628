import type { Context, MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { appendSessionCookies, readSession } from "~/features/accounts/session.server";
import type { SessionUser } from "~/lib/request-context";
import { apiError } from "./errors";

type Env = { Variables: { user: SessionUser | null } };

/** Reads the visitor's session for the endpoints below it (a renewed cookie goes back). */
export function withSession(): MiddlewareHandler<Env> {
  return async (c, next) => {
    const { user, setCookies } = await readSession(c.req.raw.headers);
    c.set("user", user);
    await next();
    appendSessionCookies(c.res.headers, setCookies);
  };
}

function refuse(c: Context, status: 401 | 403, code: string, message: string) {
  return new HTTPException(status, { res: apiError(c, status, code, message) });
}

/** The signed-in user, or 401 with `message`. */
export function requireApiUser(c: Context<Env>, message = "Please sign in first.") {
  const user = c.get("user");
  if (!user) throw refuse(c, 401, "not_signed_in", message);
  return user;
}

/** The signed-in administrator: 401 for a visitor, 403 for anyone else. */
export function requireApiAdmin(c: Context<Env>, message = "Only administrators can do this.") {
  const user = requireApiUser(c, "Sign in as an administrator.");
  if (!user.isAdmin) throw refuse(c, 403, "forbidden", message);
  return user;
}

export type SessionEnv = Env;
