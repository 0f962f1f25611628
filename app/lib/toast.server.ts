import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import {
  createContext,
  redirect,
  replace,
  type MiddlewareFunction,
  type RouterContextProvider,
} from "react-router";
import { z } from "zod";
import { announcedOrigin } from "./origin.server";
import type { Toast } from "./form-reply";
import { getAppSecret } from "./secret.server";
import { COOKIE_PREFIX } from "./site";

/**
 * Toasts that survive a redirect: an action answers with a redirect carrying its toast in a
 * short-lived, signed, httpOnly cookie; the root loader takes it once and the page shows it, with
 * or without JavaScript. Signed so that no other site (or a sibling subdomain) can put words in
 * the site's mouth.
 */

const COOKIE = `${COOKIE_PREFIX}.toast`;
/** Long enough for the redirect to be followed on a slow connection, short enough to be a flash. */
const MAX_AGE_SECONDS = 60;
const MAX_COOKIE_VALUE = 3000;

const ToastSchema = z.object({
  id: z.string().max(64),
  type: z.enum(["success", "info", "error"]),
  title: z.string().max(200),
  description: z.string().max(1000).optional(),
  duration: z.number().int().min(1000).max(30_000).optional(),
});

/** A toast as the page receives it: with an id, so it is shown once however often it renders. */
export type ShownToast = Toast & { id: string };

async function sign(payload: string) {
  return createHmac("sha256", await getAppSecret())
    .update(`toast:${payload}`)
    .digest("base64url");
}

async function serialize(toast: Toast) {
  const payload = Buffer.from(JSON.stringify({ ...toast, id: randomUUID() })).toString("base64url");
  const value = `${payload}.${await sign(payload)}`;
  return cookieHeader(value, MAX_AGE_SECONDS);
}

function cookieHeader(value: string, maxAge: number) {
  const secure = announcedOrigin().startsWith("https://") ? "; Secure" : "";
  return `${COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

/** The toast in the request's cookie, when there is one and its signature holds. */
export async function readToastCookie(request: Request): Promise<ShownToast | null> {
  const cookies = request.headers.get("cookie") ?? "";
  const match = new RegExp(`(?:^|;\\s*)${COOKIE.replace(".", "\\.")}=([^;]*)`).exec(cookies);
  const value = match?.[1];
  if (!value || value.length > MAX_COOKIE_VALUE) return null;
  const [payload, signature] = value.split(".");
  if (!payload || !signature) return null;
  const expected = Buffer.from(await sign(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = ToastSchema.safeParse(
      JSON.parse(Buffer.from(payload, "base64url").toString("utf8")),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Headers that set `toast` for the next page. */
export async function toastHeaders(toast: Toast, init?: HeadersInit) {
  const headers = new Headers(init);
  headers.append("Set-Cookie", await serialize(toast));
  return headers;
}

/**
 * A redirect that shows `toast` on the page it leads to. `replace` keeps the history clean when
 * a form sends the visitor back to the page it is on.
 */
export async function redirectWithToast(
  url: string,
  toast: Toast | undefined,
  options: { headers?: HeadersInit; replace?: boolean } = {},
) {
  const headers = toast ? await toastHeaders(toast, options.headers) : new Headers(options.headers);
  return options.replace ? replace(url, { headers }) : redirect(url, { headers });
}

type ToastState = { toast: ShownToast | null; taken: boolean };
const toastContext = createContext<ToastState>({ toast: null, taken: false });

/**
 * Root middleware: reads the toast cookie before the loaders run and, once a rendered page (not a
 * redirect) has taken it, clears it.
 */
export const toastMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const state: ToastState = { toast: await readToastCookie(request), taken: false };
  context.set(toastContext, state);
  const response = await next();
  const redirected =
    (response.status >= 300 && response.status < 400) || response.headers.has("X-Remix-Redirect");
  // 202 is how React Router's data requests carry a redirect.
  if (!state.taken || redirected || response.status === 202) return response;
  const setsToast = response.headers
    .getSetCookie()
    .some((cookie) => cookie.startsWith(`${COOKIE}=`));
  if (!setsToast) response.headers.append("Set-Cookie", cookieHeader("", 0));
  // A page with a visitor's toast is that visitor's alone.
  response.headers.set("Cache-Control", "private, no-store");
  return response;
};

/** The toast waiting for this page, taken once (the root loader shows it). */
export function takeToast(context: Readonly<RouterContextProvider>) {
  const state = context.get(toastContext);
  if (!state.toast) return null;
  state.taken = true;
  return state.toast;
}
