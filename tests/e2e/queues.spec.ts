import type { Page } from "@playwright/test";
import { SUBMISSION_REASONS } from "~/features/submissions/constants";
import { uniqueEmail } from "../helpers";
import { linkIn } from "../setup/peers";
import { waitForMail } from "./accounts-helpers";
import { expect, test } from "./fixtures";
import { open, toast } from "./helpers";
import { ADMIN_EMAILS } from "./ports";

// What visitors send, worked through in the admin area (decision 015): a tool sent through
// /submit-tool and the submitter's emails from the real SMTP peer, and messages and applications
// read as text.

const PAYLOAD = "<script>window.injected = 1</script>";

/** Sends a tool through the public form, as a visitor in their own browser context. */
async function submitTool(page: Page, fields: { name: string; website: string; email: string }) {
  await open(page, "/submit-tool");
  await page.getByLabel("Tool name", { exact: true }).fill(fields.name);
  await page.getByLabel("Website", { exact: true }).fill(fields.website);
  await page.getByLabel("Category").selectOption("Productivity");
  await page.getByLabel("Pricing").selectOption("Freemium");
  await page
    .getByLabel("Short description", { exact: true })
    .fill("Sorts a shared inbox into tasks, replies and things to read later.");
  await page
    .getByLabel("Description", { exact: true })
    .fill(
      `${fields.name} reads a team's shared inbox, turns requests into tasks with owners, drafts replies to common questions and files newsletters to read later. ${PAYLOAD}`,
    );
  await page.getByLabel("Your name").fill(`Ada ${PAYLOAD}`);
  await page.getByLabel("Contact email").fill(fields.email);
  await page.getByRole("button", { name: "Submit Tool" }).click();
  await expect(toast(page, "Tool submitted successfully!")).toBeVisible({ timeout: 15_000 });
}

test("a submitted tool is approved, completed, published and found, and its maker is emailed", async ({
  page,
  browser,
  login,
}, testInfo) => {
  test.setTimeout(90_000);
  const stamp = `${testInfo.project.name}${Date.now().toString(36)}`;
  const name = `Inboxwren ${stamp}`;
  const kept = {
    name,
    website: `https://inboxwren-${stamp}.example.com`,
    email: uniqueEmail("maker", testInfo),
  };
  const dropped = {
    name: `Spamtool ${stamp}`,
    website: `https://spamtool-${stamp}.example.com`,
    email: uniqueEmail("spammer", testInfo),
  };
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await submitTool(visitorPage, kept);
  await submitTool(visitorPage, dropped);
  await visitor.close();

  await login({ email: ADMIN_EMAILS[8] });
  await open(page, "/admin/submissions");
  await page.getByRole("link", { name: kept.name }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(kept.name);
  await expect(page.getByRole("main")).toContainText(`Ada ${PAYLOAD}`);
  await page.getByRole("link", { name: "Approve and edit the tool" }).click();

  // Filled in from the submission; the rest is the administrator's to write.
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(kept.name);
  await expect(page.getByLabel("Website")).toHaveValue(kept.website);
  await expect(page.getByRole("checkbox", { name: "Productivity" })).toBeChecked();
  await expect(page.getByLabel("Pricing")).toHaveValue("Freemium");
  await page
    .getByLabel("Description", { exact: true })
    .fill(
      `${kept.name} reads a team's shared inbox, turns requests into tasks with owners, drafts replies to common questions and files newsletters to read later.`,
    );
  await page
    .getByLabel("Features")
    .fill("Turns emails into tasks\nDrafts replies\nFiles newsletters");
  await page.getByLabel("Pros").fill("Works with any mail provider.\nSet up in minutes.");
  await page.getByLabel("Cons").fill("English mail only for now.\nNo mobile app yet.");
  await page
    .getByLabel("Use cases")
    .fill("Keeping a support inbox at zero.\nSharing requests across a small team.");
  await page.getByLabel("Editor's rating").fill("4.1");
  await page.getByRole("button", { name: "Approve and create tool" }).click();
  await expect(toast(page, "Submission approved")).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/admin\/tools\/inboxwren-/);

  const mail = await waitForMail(kept.email, "is now listed");
  const toolPage = linkIn(mail, "/tool/");
  await page.goto(toolPage);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(kept.name);
  await open(page, `/?q=${encodeURIComponent(`inboxwren ${stamp}`)}`);
  await expect(page.getByRole("link", { name: new RegExp(kept.name) }).first()).toBeVisible();

  // The other one is rejected with a listed reason, which its maker is told.
  await open(page, "/admin/submissions");
  await page.getByRole("link", { name: dropped.name }).click();
  await page.getByText("Reject", { exact: true }).click();
  const reason = SUBMISSION_REASONS.rejected[0]!;
  await page.getByLabel("Reason").last().selectOption(reason);
  await page.getByRole("button", { name: "Reject submission" }).click();
  await expect(toast(page, "Submission rejected")).toBeVisible({ timeout: 15_000 });
  const refusal = await waitForMail(dropped.email, "was not added");
  expect(refusal.text).toContain(reason);
  await open(page, `/?q=${encodeURIComponent(`spamtool ${stamp}`)}`);
  await expect(page.getByRole("link", { name: new RegExp(dropped.name) })).toHaveCount(0);
  expect(await page.evaluate(() => "injected" in window)).toBe(false);
});

test("a message and an application are read in the admin area as text, never as markup", async ({
  page,
  browser,
  login,
}, testInfo) => {
  test.setTimeout(90_000);
  const stamp = `${testInfo.project.name}${Date.now().toString(36)}`;
  const subject = `Listing question ${stamp} ${PAYLOAD}`;
  const applicant = `Grace ${stamp} <b>Hopper</b>`;
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await open(visitorPage, "/contact");
  await visitorPage.getByLabel("Name").fill(`Ada ${PAYLOAD}`);
  await visitorPage.getByLabel("Email").fill(uniqueEmail("asker", testInfo));
  await visitorPage.getByLabel("Subject").fill(subject);
  await visitorPage.getByLabel("Message").fill(`Is my tool listed? ${PAYLOAD}`);
  await visitorPage.getByRole("button", { name: "Send Message" }).click();
  await expect(
    visitorPage.getByRole("heading", { name: "Thank you for your message!" }),
  ).toBeVisible();
  await open(visitorPage, "/careers");
  await visitorPage.getByLabel("Name").fill(applicant);
  await visitorPage.getByLabel("Email").fill(uniqueEmail("applicant", testInfo));
  await visitorPage.getByLabel("Area of interest").selectOption("developer");
  await visitorPage.getByLabel("Message (optional)").fill(`Hello ${PAYLOAD}`);
  await visitorPage.getByLabel("Resume").setInputFiles({
    name: "cv.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n"),
  });
  await visitorPage.getByRole("button", { name: "Submit Application" }).click();
  await expect(toast(visitorPage, "Application submitted successfully!")).toBeVisible();
  await visitor.close();

  await login({ email: ADMIN_EMAILS[9] });
  await open(page, "/admin/messages");
  await page.getByRole("link", { name: subject }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(subject);
  await expect(page.getByRole("main")).toContainText(`Is my tool listed? ${PAYLOAD}`);
  await page.getByRole("button", { name: "Mark handled" }).click();
  await expect(toast(page, "Marked handled")).toBeVisible();

  await open(page, "/admin/applications");
  await page.getByRole("link", { name: applicant }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(applicant);
  await expect(page.getByRole("main")).toContainText(`Hello ${PAYLOAD}`);
  expect(await page.evaluate(() => "injected" in window)).toBe(false);
  await expect(page.locator("main b")).toHaveCount(0);
});
