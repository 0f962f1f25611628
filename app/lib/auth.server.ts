import { drizzleAdapter } from "@better-auth/drizzle-adapter";
import { betterAuth } from "better-auth";
import { genericOAuth } from "better-auth/plugins";
import * as schema from "~/db/schema";
import { getDb } from "./db.server";
import { getEnv } from "./env.server";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type ProviderId } from "./field-limits";
import { log } from "./log.server";
import { announcedOrigin } from "./origin.server";
import { getAppSecret } from "./secret.server";
import { queueMail } from "./mail.server";
import { COOKIE_PREFIX, SITE } from "./site";

/** Sessions last 30 days when remembered, and are renewed once a day while in use. */
export const SESSION_DAYS = 30;
const DAY_SECONDS = 24 * 60 * 60;
/** A password-reset link is valid for one hour (and only once). */
export const RESET_LINK_SECONDS = 60 * 60;
/** An email-confirmation link is valid for one day. */
export const CONFIRM_LINK_SECONDS = DAY_SECONDS;

/** Which sign-in providers the operator configured. */
export function configuredProviders(): Record<ProviderId, boolean> {
  const env = getEnv();
  return {
    google: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
    github: Boolean(env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET),
    oidc: Boolean(env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET),
  };
}

/**
 * Where a sign-in form may lead besides this site: the configured providers' sign-in pages,
 * which a page's form-action policy must allow (a provider's button posts here and is sent on).
 */
export function providerSignInOrigins(): string[] {
  const env = getEnv();
  const providers = configuredProviders();
  return [
    ...(providers.google ? ["https://accounts.google.com"] : []),
    ...(providers.github ? ["https://github.com"] : []),
    ...(providers.oidc ? [new URL(env.OIDC_ISSUER!).origin] : []),
  ];
}

function createAuth(secret: string) {
  const env = getEnv();
  const baseURL = announcedOrigin();
  const providers = configuredProviders();
  return betterAuth({
    appName: SITE.name,
    baseURL,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [baseURL],
    database: drizzleAdapter(getDb(), {
      provider: "pg",
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
      },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // Account emails are sent after the answer, which then takes as long for an address
      // without an account (mail.server.ts).
      sendResetPassword: async ({ user, url }) => {
        queueMail({
          to: user.email,
          subject: `Reset your ${SITE.name} password`,
          paragraphs: [
            `Someone (we hope you) asked to reset the password of your ${SITE.name} account.`,
            "The link works once and expires in 1 hour. After the reset, every session of your account is signed out.",
            "If you did not ask for this, ignore this email: your password stays as it is.",
          ],
          action: { label: "Set a new password", url },
        });
      },
      // Sign-up answers the same whether or not the address is taken; its owner hears of it.
      onExistingUserSignUp: async ({ user }) => {
        queueMail({
          to: user.email,
          subject: `Someone tried to create a ${SITE.name} account with your email`,
          paragraphs: [
            `Your email address already has a ${SITE.name} account, so no new account was created.`,
            "If this was you, sign in instead, or reset your password if you have forgotten it (the reset link expires in 1 hour).",
          ],
          action: { label: "Sign in", url: `${baseURL}/login` },
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: CONFIRM_LINK_SECONDS,
      sendVerificationEmail: async ({ user, url }) => {
        queueMail({
          to: user.email,
          subject: `Confirm your email for ${SITE.name}`,
          paragraphs: [
            `Welcome to ${SITE.name}! Confirm your email address to finish creating your account.`,
            "The link expires in 24 hours. If you did not sign up, ignore this email and no account will be activated.",
          ],
          action: { label: "Confirm my email", url },
        });
      },
    },
    session: {
      expiresIn: SESSION_DAYS * DAY_SECONDS,
      updateAge: DAY_SECONDS,
    },
    account: {
      // A provider's identity joins an existing account only when the provider says the email
      // is verified (and the account's own email is confirmed).
      accountLinking: { enabled: true, trustedProviders: [] },
    },
    socialProviders: {
      ...(providers.google
        ? {
            google: {
              clientId: env.GOOGLE_CLIENT_ID!,
              clientSecret: env.GOOGLE_CLIENT_SECRET!,
            },
          }
        : {}),
      ...(providers.github
        ? {
            github: {
              clientId: env.GITHUB_CLIENT_ID!,
              clientSecret: env.GITHUB_CLIENT_SECRET!,
            },
          }
        : {}),
    },
    plugins: providers.oidc
      ? [
          genericOAuth({
            config: [
              {
                providerId: "oidc",
                clientId: env.OIDC_CLIENT_ID!,
                clientSecret: env.OIDC_CLIENT_SECRET!,
                discoveryUrl: `${env.OIDC_ISSUER!.replace(/\/$/, "")}/.well-known/openid-configuration`,
                scopes: ["openid", "email", "profile"],
                pkce: true,
              },
            ],
          }),
        ]
      : [],
    advanced: {
      useSecureCookies: baseURL.startsWith("https://"),
      // Sessions keep no IP address (the privacy page says so).
      ipAddress: { disableIpTracking: true },
      cookiePrefix: COOKIE_PREFIX,
    },
    // Our own per-address and per-email limits guard the forms (see features/accounts).
    rateLimit: { enabled: false },
    logger: {
      log: (level, message, ...args) => {
        const details = args.length ? String(args[0]) : undefined;
        const write = level === "error" ? log.error : level === "warn" ? log.warn : log.debug;
        const logged =
          write === log.error && refusesTheVisitor(message, details) ? log.warn : write;
        logged(`auth: ${message}`, details === undefined ? undefined : { details });
      },
    },
  });
}

/**
 * Errors the auth library logs about a request it refused, not about a fault of its own: a
 * provider callback with a missing, forged or expired state, or an address from another site.
 * They are written as warnings, so the error log holds only what someone has to fix.
 */
const VISITOR_REFUSALS =
  /^(INVALID_CALLBACK_REQUEST|State not found|Invalid (origin|callbackURL|redirectURL|errorCallbackURL|newUserCallbackURL)\b|Blocked cross-site)/;
const STATE_REFUSALS = /State mismatch|State invalid|Invalid state|State not found/;

function refusesTheVisitor(message: string, details: string | undefined) {
  if (VISITOR_REFUSALS.test(message)) return true;
  return message === "Failed to parse state" && STATE_REFUSALS.test(details ?? "");
}

export type Auth = ReturnType<typeof createAuth>;

let auth: Promise<Auth> | undefined;
let authDb: unknown;

/** The configured auth instance (built once the database is open). */
export function getAuth(): Promise<Auth> {
  const db = getDb();
  if (!auth || authDb !== db) {
    authDb = db;
    auth = getAppSecret().then(createAuth);
    auth.catch(() => {
      auth = undefined;
    });
  }
  return auth;
}
