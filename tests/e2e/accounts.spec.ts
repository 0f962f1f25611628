import { uniqueEmail } from "../helpers";
import { linkIn, mailsTo } from "../setup/peers";
import {
  createConfirmedUser,
  signInThroughForm,
  signUpThroughForm,
  waitForMail,
} from "./accounts-helpers";
import { expect, test } from "./fixtures";
import { open, toast } from "./helpers";
import { MAIL_DIR } from "./ports";

test.describe("sign-up", () => {
  test("shows each validation message of the spec", async ({ page }) => {
    await open(page, "/signup");
    await page.getByLabel("Name").fill("A");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByLabel("Confirm Password").fill("different");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Name must be at least 2 characters.")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await expect(page.getByText("You must agree to the terms and conditions")).toBeVisible();
    await expect(
      page.locator("#main").getByRole("link", { name: "Terms of Service" }),
    ).toHaveAttribute("href", "/terms");
    await expect(
      page.locator("#main").getByRole("link", { name: "Privacy Policy" }),
    ).toHaveAttribute("href", "/privacy");
  });

  test("hides the form, shows the notice and the 6-second toast, and emails a link", async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail("signup", testInfo);
    await signUpThroughForm(page, email, "a-good-password");
    await expect(toast(page, "Sign up successful")).toContainText(
      "Please check your email for a confirmation link to complete your registration.",
    );
    await expect(page.getByRole("button", { name: "Create Account" })).toHaveCount(0);
    const mail = await waitForMail(email, "Confirm your email");
    expect(mail.text).toContain("AI Tools Directory");
    expect(mail.text).toContain("expires in 24 hours");
    expect(mail.html).toContain("Confirm my email");
  });

  test("an unconfirmed account is told to confirm and can ask for the email again", async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail("unconfirmed", testInfo);
    await signUpThroughForm(page, email, "a-good-password");
    await waitForMail(email, "Confirm your email");
    await signInThroughForm(page, email, "a-good-password");
    await expect(toast(page, "Sign in failed")).toContainText("confirm your email");
    await page.getByRole("button", { name: "Send the confirmation email again" }).click();
    await expect(page.getByText("a new link is on its way")).toBeVisible();
    await expect
      .poll(
        () =>
          mailsTo(MAIL_DIR, email).filter((mail) => mail.subject.includes("Confirm your email"))
            .length,
      )
      .toBe(2);
  });
});

test.describe("sign-in and the signed-in header", () => {
  test("confirm, sign in with the toast, use the menu, sign out with the toast", async ({
    page,
  }, testInfo) => {
    const { email } = await createConfirmedUser(page, testInfo);
    await expect(toast(page, "Sign in successful")).toContainText("Welcome back!");
    await page.setViewportSize({ width: 1280, height: 800 });
    const account = page.getByRole("banner").getByRole("button", { name: "Account" });
    await account.click();
    await expect(page.getByRole("banner").getByText(email).filter({ visible: true })).toBeVisible();
    for (const [name, href] of [
      ["Dashboard", "/dashboard"],
      ["Profile", "/dashboard/profile"],
      ["Saved Tools", "/dashboard/saved-tools"],
    ] as const) {
      await expect(
        page.getByRole("banner").getByRole("link", { name, exact: true }),
      ).toHaveAttribute("href", href);
    }
    // Signed in, the sign-in and sign-up pages send the visitor on.
    await page.goto("/login");
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/signup");
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.getByRole("banner").getByRole("button", { name: "Account" }).click();
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(toast(page, "Signed out")).toContainText("You have been successfully signed out");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
  });

  test("a wrong password fails with the server's message; redirectTo is followed on this site only", async ({
    page,
  }, testInfo) => {
    const { email, password } = await createConfirmedUser(page, testInfo);
    await page.context().clearCookies();
    await signInThroughForm(page, email, "wrong-password");
    await expect(toast(page, "Sign in failed")).toContainText("Invalid email or password.");

    await open(page, "/login?redirectTo=%2Fpricing");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/pricing$/);

    await page.context().clearCookies();
    await open(page, "/login?redirectTo=%2F%2Fevil.example%2F");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/dashboard$/);
  });

  test("a browser still holding an ended session's cookie signs in at the first try", async ({
    page,
    login,
  }) => {
    const { email, password } = await login();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await open(page, "/dashboard");
      await expect(page).toHaveURL(/\/dashboard$/);
      const ended = (await page.context().cookies()).find((cookie) =>
        cookie.name.endsWith("session_token"),
      )!;
      // The sign-in page is open in a tab when the session ends elsewhere (a sign-out in
      // another tab, a password reset, its expiry): the browser sends the dead cookie with the
      // sign-in itself.
      expect((await page.request.post("/logout", { form: {}, maxRedirects: 0 })).status()).toBe(
        302,
      );
      await open(page, "/login");
      await page.context().addCookies([ended]);
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill(password);
      await page.getByRole("button", { name: "Sign In", exact: true }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.reload();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole("heading", { name: /Welcome back/ })).toBeVisible();
    }
  });

  test("remember me: unchecked the session ends with the browser, checked it lasts 30 days", async ({
    page,
  }, testInfo) => {
    const { email, password } = await createConfirmedUser(page, testInfo);
    const sessionCookie = async () =>
      (await page.context().cookies()).find((cookie) => cookie.name.endsWith("session_token"));
    const unremembered = await sessionCookie();
    expect(unremembered?.expires).toBe(-1);
    expect(unremembered?.httpOnly).toBe(true);
    expect(unremembered?.sameSite).toBe("Lax");

    await page.context().clearCookies();
    await open(page, "/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByLabel("Remember me").check();
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const remembered = await sessionCookie();
    const days = (remembered!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });
});

test.describe("password reset", () => {
  test("the emailed single-use link sets a new password and ends every session", async ({
    page,
    browser,
    login,
  }) => {
    // Two browsers, two mails and a dozen pages.
    test.slow();
    const { email, password } = await login();
    // A second browser stays signed in until the reset.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signInThroughForm(otherPage, email, password);
    await expect(otherPage).toHaveURL(/\/dashboard$/);

    await page.context().clearCookies();
    await open(page, "/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    // The address changes before the new page is drawn, and the sign-in form has an Email field
    // too: the new page's heading says its form is the one on screen.
    await expect(page.getByRole("heading", { name: "Forgot password?" })).toBeVisible();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    const notice = page.getByText("If an account uses this address");
    await expect(notice).toBeVisible();

    const mail = await waitForMail(email, "Reset your");
    expect(mail.text).toContain("expires in 1 hour");
    const link = linkIn(mail, "/api/auth/reset-password/");
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Set a new password" })).toBeVisible();
    await page.getByLabel("New password", { exact: true }).fill("short");
    await page.getByLabel("Confirm new password").fill("short");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
    await page.getByLabel("New password", { exact: true }).fill("brand-new-password");
    await page.getByLabel("Confirm new password").fill("brand-new-password");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page).toHaveURL(/\/login\?reset=1$/);

    // The other browser's session has ended.
    await otherPage.goto("/login");
    await expect(otherPage).toHaveURL(/\/login$/);
    await expect(otherPage.getByRole("heading", { name: "Sign In" })).toBeVisible();
    await other.close();

    // The link works once.
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "This link has expired" })).toBeVisible();

    await signInThroughForm(page, email, password);
    await expect(toast(page, "Sign in failed")).toBeVisible();
    await signInThroughForm(page, email, "brand-new-password");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("an unknown address gets the same answer and no email", async ({ page }, testInfo) => {
    const email = uniqueEmail("nobody", testInfo);
    await open(page, "/forgot-password");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText("If an account uses this address")).toBeVisible();
  });
});

test.describe("providers", () => {
  test("only configured providers are offered, on sign-in and sign-up", async ({ page }) => {
    // This suite's servers configure single sign-on only (no Google or GitHub keys).
    for (const path of ["/login", "/signup"]) {
      await open(page, path);
      await expect(page.getByRole("button", { name: /^Continue with/ })).toHaveText([
        "Continue with Company SSO",
      ]);
      await expect(page.getByText("not set up")).toHaveCount(0);
    }
  });

  test("signs in through the OpenID Connect provider and lands on the dashboard", async ({
    page,
  }) => {
    await open(page, "/login");
    await page.getByRole("button", { name: "Continue with Company SSO" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // The provider's redirect loads a new document: its menu opens once React has hydrated it.
    await page.locator("html[data-hydrated]").waitFor();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole("banner").getByRole("button", { name: "Account" }).click();
    await expect(
      page.getByRole("banner").getByText("sso.user@example.com").filter({ visible: true }),
    ).toBeVisible();
  });

  test("a save pressed signed out is made after signing in through the provider", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, "/tool/perplexity/perplexity");
    await page.getByRole("button", { name: "Save to Toolkit (Perplexity)" }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Ftool%2Fperplexity%2Fperplexity$/);
    await page.locator("html[data-hydrated]").waitFor();
    await page.getByRole("button", { name: "Continue with Company SSO" }).click();

    // Back on the tool's page, not the dashboard, with the tool saved.
    await expect(page).toHaveURL(/\/tool\/perplexity\/perplexity$/);
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: "Tool added" }),
    ).toContainText("Tool added to your toolkit");
    const saved = page.getByRole("button", { name: "Saved to Toolkit (Perplexity)" });
    await expect(saved).toHaveAttribute("aria-pressed", "true");
    // The provider's one account is shared by this suite's tests: leave it as found.
    await saved.click();
    await expect(
      page.getByRole("button", { name: "Save to Toolkit (Perplexity)" }),
    ).toHaveAttribute("aria-pressed", "false");
  });
});
