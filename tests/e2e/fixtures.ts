import { test as base, expect, type APIRequestContext } from "@playwright/test";
import { uniqueEmail } from "../helpers";
import { linkIn } from "../setup/peers";
import { waitForMail } from "./accounts-helpers";
import { giveOwnAddress } from "./helpers";

export type LoginOptions = { name?: string; email?: string; password?: string };
export type LoggedInUser = { name: string; email: string; password: string };

/**
 * Creates a confirmed account and signs it in over plain HTTP, the way a browser without
 * JavaScript would: the sign-up form, the confirmation link from the SMTP peer, then the sign-in
 * form. The servers are separate processes (the embedded database is locked by its server), so
 * this is how a test gets a real session without going through the sign-up screens. Requests go
 * through `request`, so its browser context keeps the session cookie.
 */
export async function signUpAndSignIn(
  request: APIRequestContext,
  user: LoggedInUser,
  address: string,
) {
  const headers = { "X-Forwarded-For": address };
  const { name, email, password } = user;
  const signUp = await request.post("/signup", {
    form: { name, email, password, confirmPassword: password, terms: "on" },
    headers,
    maxRedirects: 0,
  });
  expect(signUp.status(), `sign-up of ${email}`).toBeLessThan(400);

  // The link from this server: the other one may have mailed the same address meanwhile, and
  // mail goes out after the answer, so the newest message may still be the other's.
  const origin = new URL(signUp.url()).origin;
  const mail = await waitForMail(email, "Confirm your email", { containing: `${origin}/` });
  const link = new URL(linkIn(mail, "/verify-email"));
  const confirmed = await request.get(`${link.pathname}${link.search}`, {
    headers,
    maxRedirects: 0,
  });
  expect(confirmed.status(), `confirmation of ${email}`).toBeLessThan(400);
  expect(confirmed.headers().location ?? "").not.toContain("error=");

  // A plain form's sign-in answers with a redirect, a script's with JSON: either carries the
  // session cookie.
  const signIn = await request.post("/login", {
    form: { email, password },
    headers,
    maxRedirects: 0,
  });
  expect(signIn.status(), `sign-in of ${email}: ${await signIn.text()}`).toBeLessThan(400);
  const cookies = signIn.headersArray().filter((header) => /^set-cookie$/i.test(header.name));
  expect(cookies.some((cookie) => /session_token=[^;]/.test(cookie.value))).toBe(true);

  const dashboard = await request.get("/dashboard", { headers, maxRedirects: 0 });
  expect(dashboard.status(), `the dashboard of ${email} after sign-in`).toBe(200);
}

export const test = base.extend<{
  /**
   * Signs the page's browser in as a fresh, confirmed user (any field can be chosen) and returns
   * who that is. The page stays where it was; open the page the test is about next.
   */
  login: (options?: LoginOptions) => Promise<LoggedInUser>;
}>({
  // Playwright's own name for the second argument is `use`, which the React hooks rule mistakes
  // for React's.
  login: async ({ page }, provide, testInfo) => {
    await provide(async (options = {}) => {
      const user = {
        name: "Test Person",
        email: uniqueEmail("user", testInfo),
        password: "correct-horse-42",
        ...options,
      };
      const address = await giveOwnAddress(page);
      await signUpAndSignIn(page.request, user, address);
      return user;
    });
  },
});

export { expect };
