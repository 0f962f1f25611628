import { expect, type Page, type TestInfo } from "@playwright/test";
import { uniqueEmail, waitForMailIn } from "../helpers";
import { linkIn } from "../setup/peers";
import { giveOwnAddress, open } from "./helpers";
import { MAIL_DIR } from "./ports";

/** Waits for the SMTP peer to receive a message for an address with a subject containing text. */
export const waitForMail = waitForMailIn(MAIL_DIR);

export async function signUpThroughForm(page: Page, email: string, password: string) {
  await giveOwnAddress(page);
  await open(page, "/signup");
  await fillSignUpForm(page, email, password);
}

/** Fills in and sends the sign-up form of the page shown, and waits for its answer. */
export async function fillSignUpForm(page: Page, email: string, password: string) {
  await page.getByLabel("Name").fill("Test Person");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password").fill(password);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
}

export async function signInThroughForm(page: Page, email: string, password: string) {
  await open(page, "/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/**
 * A new account created through the real forms: sign-up, the confirmation email from the SMTP
 * peer, then sign-in. Leaves the page signed in on the dashboard.
 */
export async function createConfirmedUser(page: Page, testInfo?: TestInfo) {
  const email = uniqueEmail("user", testInfo);
  const password = "correct-horse-42";
  await signUpThroughForm(page, email, password);
  const mail = await waitForMail(email, "Confirm your email");
  await page.goto(linkIn(mail, "/api/auth/verify-email"));
  await expect(page).toHaveURL(/\/login\?confirmed=1/);
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return { email, password };
}
