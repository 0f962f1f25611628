import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { uniqueEmail } from "../helpers";
import { headerOf, linkIn } from "../setup/peers";
import { waitForMail } from "./accounts-helpers";
import { expect, test } from "./fixtures";
import { giveOwnAddress, open, toast } from "./helpers";
import { ADMIN_EMAILS } from "./ports";

// The newsletter's double opt-in and unsubscribe, by the links the real SMTP peer received
// (decision 016), and the administrators' CSV export.

const SUBJECT = "Confirm your subscription";
/** Nothing on the page is wider than the screen, at a phone's width and a laptop's. */
async function fitsEveryWidth(page: Page) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  }
}

/** Subscribes through the newsletter page's form and returns the confirmation email. */
async function subscribe(page: Page, email: string) {
  await giveOwnAddress(page);
  await open(page, "/newsletter");
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(toast(page, "Please confirm your subscription")).toContainText(
    "We sent you an email: open its link to confirm.",
  );
  return waitForMail(email, SUBJECT);
}

test("a subscription is confirmed, then ended, by the emailed links", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail("newsletter", testInfo);
  const mail = await subscribe(page, email);

  // The confirmation link opens a page; only its button confirms.
  await page.goto(linkIn(mail, "/newsletter/confirm?token="));
  await page.locator("html[data-hydrated]").waitFor();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your subscription");
  await expect(page.getByText(`Send the AI Tools Directory newsletter to ${email}?`)).toBeVisible();
  await fitsEveryWidth(page);
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Your subscription is confirmed",
  );
  await expect(
    page.getByText(`${email} will receive the AI Tools Directory newsletter.`),
  ).toBeVisible();

  // The unsubscribe link every newsletter message names in its List-Unsubscribe header.
  const unsubscribe = headerOf(mail, "List-Unsubscribe")!.replace(/^<|>$/g, "");
  expect(headerOf(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
  await page.goto(unsubscribe);
  await page.locator("html[data-hydrated]").waitFor();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Unsubscribe from the newsletter",
  );
  await fitsEveryWidth(page);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are unsubscribed");
  await expect(page.getByText(`${email} is no longer on our list`)).toBeVisible();

  // The address is gone: the link names nobody now.
  const again = await page.goto(unsubscribe);
  expect(again?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nothing to unsubscribe");
});

test("the links work without JavaScript, and a mail program's one-click POST unsubscribes", async ({
  browser,
  page,
}, testInfo) => {
  const email = uniqueEmail("newsletter-noscript", testInfo);
  const mail = await subscribe(page, email);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto(linkIn(mail, "/newsletter/confirm?token="));
  await plain.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(plain.getByRole("heading", { level: 1 })).toHaveText(
    "Your subscription is confirmed",
  );
  await context.close();

  // RFC 8058: a POST with no cookie, from the mail provider's own origin.
  const unsubscribe = headerOf(mail, "List-Unsubscribe")!.replace(/^<|>$/g, "");
  const oneClick = await page.request.post(unsubscribe, {
    headers: { Origin: "https://mail.example" },
    form: { "List-Unsubscribe": "One-Click" },
    maxRedirects: 0,
  });
  expect(oneClick.status()).toBe(200);
  expect((await page.request.get(unsubscribe)).status()).toBe(404);
});

test("an administrator finds a confirmed address, exports the list as CSV and removes it", async ({
  page,
  login,
}, testInfo) => {
  // A valid address a spreadsheet would read as a formula.
  const email = `+${uniqueEmail("csv", testInfo)}`;
  const mail = await subscribe(page, email);
  const confirm = new URL(linkIn(mail, "/newsletter/confirm?token="));
  expect((await page.request.post(`${confirm.pathname}${confirm.search}`)).status()).toBe(200);

  await login({ email: ADMIN_EMAILS[10] });
  await open(page, "/admin/subscribers");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Newsletter subscribers");
  await page.getByLabel("Find an address").fill(email.slice(1, 30));
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("1 address found.")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: email })).toContainText("confirmed");
  await fitsEveryWidth(page);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await download;
  const day = new Date().toISOString().slice(0, 10);
  expect(file.suggestedFilename()).toBe(`newsletter_subscribers_${day}.csv`);
  const lines = (await readFile(await file.path(), "utf8")).split("\r\n");
  expect(lines[0]).toBe("email,confirmed_at,subscribed_at");
  expect(lines.at(-1)).toBe("");
  const line = lines.find((text) => text.includes(email.slice(1)));
  expect(line).toMatch(
    new RegExp(
      `^'${email.replace(/[+.]/g, "\\$&")},\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z,\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z$`,
    ),
  );
  // Removed on request: asked once more, then gone from the list.
  const row = page.getByRole("listitem").filter({ hasText: email });
  await row.locator("summary").click();
  await row.getByRole("button", { name: "Remove for good" }).click();
  await expect(toast(page, "Address removed")).toContainText(`${email} is no longer on the list.`);
  await expect(page.getByText("0 addresses found.")).toBeVisible();
});
