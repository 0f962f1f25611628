import { APIError } from "better-auth/api";
import { configuredProviders, getAuth } from "~/lib/auth.server";
import { safeRedirect, type ProviderId } from "~/lib/field-limits";
import { refusal, success, type FormOutcome, type FormRefusal } from "~/lib/form-action.server";
import type { Toast } from "~/lib/form-reply";
import { log } from "~/lib/log.server";
import { createRateLimiter } from "~/lib/rate-limit.server";
import { AUTH_TOASTS, AUTH_UNEXPECTED, HOME_FOR_USERS } from "./constants";
import type { SignInInput, SignUpInput } from "./schema";
import { withReturnPath } from "~/lib/paths";

const MINUTE = 60_000;

// Per address and per email: a guesser cannot try many passwords on one account from many
// addresses, nor many accounts from one address. The forms' specs count them (app/routes).
export const authRateLimits = {
  signInByAddress: createRateLimiter({ name: "sign-in-ip", limit: 20, windowMs: 15 * MINUTE }),
  // Per address and account, never per account alone: guesses from one address slow that
  // address down, and cannot lock the owner out from their own.
  signInByAddressAndEmail: createRateLimiter({
    name: "sign-in-ip-email",
    limit: 8,
    windowMs: 15 * MINUTE,
  }),
  signUpByAddress: createRateLimiter({ name: "sign-up-ip", limit: 10, windowMs: 60 * MINUTE }),
  mailByAddress: createRateLimiter({ name: "auth-mail-ip", limit: 10, windowMs: 60 * MINUTE }),
  mailByEmail: createRateLimiter({ name: "auth-mail-email", limit: 3, windowMs: 60 * MINUTE }),
};

/** What an account action did: the cookies to set and where to go, or why it was refused. */
export type AuthOutcome = { ok: true; setCookies: string[]; redirectTo?: string } | FormRefusal;

/** The library's error, as a message a person can act on. */
function failure(error: unknown, fallback: string = AUTH_UNEXPECTED): AuthOutcome {
  if (error instanceof APIError) {
    const code = String(error.body?.code ?? "auth_error").toLowerCase();
    const status = error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
    const messages: Record<string, string> = {
      invalid_email_or_password: "Invalid email or password.",
      email_not_verified:
        "Please confirm your email address first: open the link we emailed you, or ask for a new one below.",
      invalid_token: "This link is not valid or has expired. Please ask for a new one.",
      password_too_short: "Password must be at least 8 characters",
      password_too_long: "Password is too long.",
    };
    return refusal(status, code, messages[code] ?? error.body?.message ?? fallback);
  }
  log.error("Authentication failed unexpectedly", { error: String(error) });
  return refusal(503, "unexpected", fallback);
}

export async function signIn(input: SignInInput, headers: Headers): Promise<AuthOutcome> {
  try {
    const auth = await getAuth();
    const result = await auth.api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: input.rememberMe },
      headers,
      returnHeaders: true,
    });
    return {
      ok: true,
      setCookies: result.headers.getSetCookie(),
      redirectTo: safeRedirect(input.redirectTo, HOME_FOR_USERS),
    };
  } catch (error) {
    return failure(error);
  }
}

/**
 * Creates the account and sends the confirmation email. The answer is the same whether or not
 * the address already has an account (its owner gets an email instead).
 */
export async function signUp(input: SignUpInput, headers: Headers): Promise<AuthOutcome> {
  try {
    const auth = await getAuth();
    await auth.api.signUpEmail({
      body: {
        name: input.name,
        email: input.email,
        password: input.password,
        callbackURL: withReturnPath("/login?confirmed=1", input.redirectTo),
      },
      headers,
    });
    return { ok: true, setCookies: [] };
  } catch (error) {
    return failure(error);
  }
}

/**
 * An account email (confirmation, reset). The answer is the same whether or not the address has
 * an account, or the library refused it.
 */
async function sendAccountMail(
  send: (auth: Awaited<ReturnType<typeof getAuth>>) => Promise<unknown>,
): Promise<AuthOutcome> {
  try {
    await send(await getAuth());
  } catch (error) {
    if (!(error instanceof APIError)) return failure(error);
  }
  return { ok: true, setCookies: [] };
}

/** Sends the confirmation email again (only to an unconfirmed account). */
export function resendConfirmation(email: string, headers: Headers, redirectTo?: string) {
  const callbackURL = withReturnPath("/login?confirmed=1", redirectTo);
  return sendAccountMail((auth) =>
    auth.api.sendVerificationEmail({ body: { email, callbackURL }, headers }),
  );
}

/** Emails a reset link when the address has an account. */
export function requestPasswordReset(email: string, headers: Headers) {
  return sendAccountMail((auth) =>
    auth.api.requestPasswordReset({ body: { email, redirectTo: "/reset-password" }, headers }),
  );
}

/** Sets the new password with a single-use token; every session of the user ends. */
export async function resetPassword(
  token: string,
  password: string,
  headers: Headers,
): Promise<AuthOutcome> {
  try {
    const auth = await getAuth();
    await auth.api.resetPassword({ body: { token, newPassword: password }, headers });
    return { ok: true, setCookies: [] };
  } catch (error) {
    return failure(error);
  }
}

export async function signOut(headers: Headers): Promise<AuthOutcome> {
  try {
    const auth = await getAuth();
    const result = await auth.api.signOut({ headers, returnHeaders: true });
    return { ok: true, setCookies: result.headers.getSetCookie() };
  } catch (error) {
    return failure(error, AUTH_TOASTS.signOutFailed.description!);
  }
}

/**
 * Starts a provider sign-in: the provider's address to send the browser to, with the state and
 * PKCE cookies. The provider returns to /login, which forwards to `redirectTo` or the dashboard.
 */
export async function startProviderSignIn(
  provider: ProviderId,
  headers: Headers,
  redirectTo?: string,
): Promise<AuthOutcome> {
  if (!configuredProviders()[provider]) {
    return refusal(
      400,
      "provider_not_configured",
      "This sign-in option is not set up on this site yet. Please use your email and password.",
    );
  }
  try {
    const auth = await getAuth();
    const result = await auth.api.signInSocial({
      body: {
        provider,
        callbackURL: withReturnPath("/login", redirectTo),
        errorCallbackURL: withReturnPath("/login?providerError=1", redirectTo),
        newUserCallbackURL: withReturnPath("/login", redirectTo),
        disableRedirect: true,
      },
      headers,
      returnHeaders: true,
    });
    const url = (result.response as { url?: string }).url;
    if (!url) throw new Error("The provider gave no sign-in address.");
    return { ok: true, setCookies: result.headers.getSetCookie(), redirectTo: url };
  } catch (error) {
    return failure(error);
  }
}

/** An account action's outcome as a form's: its cookies set on the way to where it leads. */
export function asFormOutcome(outcome: AuthOutcome, fallback: string, toast?: Toast): FormOutcome {
  if (!outcome.ok) return outcome;
  const headers = new Headers();
  for (const cookie of outcome.setCookies) headers.append("Set-Cookie", cookie);
  return success(outcome.redirectTo ?? fallback, toast, { headers });
}
