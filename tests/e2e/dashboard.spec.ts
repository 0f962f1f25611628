import sharp from "sharp";
import { uniqueEmail } from "../helpers";
import { linkIn } from "../setup/peers";
import { fillSignUpForm, signInThroughForm, waitForMail } from "./accounts-helpers";
import { expect, test } from "./fixtures";
import { giveOwnAddress, open, toast } from "./helpers";

test.use({ viewport: { width: 1280, height: 900 } });

for (const path of ["/dashboard", "/dashboard/profile", "/dashboard/saved-tools"]) {
  test(`${path} sends an anonymous visitor to sign in and back`, async ({ page, request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/login\\?redirectTo=${encodeURIComponent(path)}$`));
  });
}

test("the side menu collapses from 240 px to 70 px and marks the current page", async ({
  page,
  login,
}) => {
  await login();
  await open(page, "/dashboard");
  const sidebar = page.getByTestId("dashboard-sidebar");
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(240);
  const menu = page.getByRole("navigation", { name: "Dashboard" });
  await expect(menu.getByRole("link", { name: "Overview" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await page.getByRole("button", { name: "Collapse menu" }).click();
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(70);
  await expect(page.getByRole("button", { name: "Expand menu" })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
  await menu.getByRole("link", { name: "Saved Tools" }).click();
  await expect(page).toHaveURL(/\/dashboard\/saved-tools$/);
  await expect(menu.getByRole("link", { name: "Saved Tools" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("save a tool, see it counted and listed, remove it from Saved Tools", async ({
  page,
  login,
}) => {
  await login();
  await open(page, "/dashboard");
  await expect(page.getByText("You haven't saved any tools yet.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse Tools" })).toHaveAttribute(
    "href",
    "/categories",
  );

  await open(page, "/tool/midjourney/midjourney");
  const save = page.getByRole("button", { name: /Save to Toolkit/ });
  await expect(save).toBeEnabled();
  await save.click();
  await expect(toast(page, "Tool added")).toContainText("Tool added to your toolkit");
  await expect(page.getByRole("button", { name: /Saved to Toolkit/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  // The saved state survives a reload.
  await page.reload();
  await expect(page.getByRole("button", { name: /Saved to Toolkit/ })).toBeVisible();

  await open(page, "/dashboard");
  const savedStat = page
    .locator("div", { has: page.getByRole("heading", { name: "Saved Tools", exact: true }) })
    .last();
  await expect(savedStat).toContainText("1in your toolkit");
  await expect(page.locator("section", { hasText: "Your Saved Tools" })).toContainText(
    "Midjourney",
  );

  await open(page, "/dashboard/saved-tools");
  const card = page.getByRole("article").filter({ hasText: "Midjourney" });
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: /Remove/ }).click();
  await expect(card).toHaveCount(0);
  await expect(toast(page, "Tool removed")).toContainText(
    "The tool has been removed from your saved list",
  );
  await page.reload();
  await expect(page.getByText("No saved tools yet")).toBeVisible();
  await expect(page.getByRole("link", { name: "Explore Tools" })).toHaveAttribute("href", "/");
});

test("the profile checks the username and saves it with the toast", async ({ page, login }) => {
  const { email } = await login();
  await open(page, "/dashboard/profile");
  await expect(page.getByLabel("Email")).toBeDisabled();
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(
    page.getByText("Your email address is associated with your account and cannot be changed."),
  ).toBeVisible();
  await expect(page.getByText("No connected accounts")).toBeVisible();

  const username = page.getByLabel("Username");
  await username.fill("a");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Username must be at least 2 characters")).toBeVisible();

  await username.fill("Ada Lovelace");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Profile updated")).toContainText(
    "Your profile has been updated successfully",
  );
  await page.reload();
  await expect(page.getByLabel("Username")).toHaveValue("Ada Lovelace");
});

test("the alerts switch is on by default and one click turns it off", async ({ page, login }) => {
  await login();
  await open(page, "/dashboard/profile");
  const alerts = page.getByRole("switch", {
    name: "Email me when a tool I saved changes its price, free plan, API or licence, or leaves the directory (one email a day at most)",
  });
  await expect(alerts).toHaveAttribute("aria-checked", "true");
  const box = (await alerts.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);

  await alerts.click();
  await expect(toast(page, "Alerts off")).toContainText(
    "We will not email you about the tools you saved.",
  );
  await expect(alerts).toHaveAttribute("aria-checked", "false");
  await page.reload();
  await expect(alerts).toHaveAttribute("aria-checked", "false");

  await alerts.click();
  await expect(toast(page, "Alerts on")).toBeVisible();
  await expect(alerts).toHaveAttribute("aria-checked", "true");
});

test("deleting the account asks for confirmation, removes it and signs out", async ({
  page,
  login,
}) => {
  const { email, password } = await login();
  await open(page, "/dashboard/profile");
  await page.getByRole("button", { name: "Delete Account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  const confirm = dialog.getByRole("button", { name: "Delete my account" });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
  await confirm.click();
  await expect(toast(page, "Account deleted")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();

  await signInThroughForm(page, email, password);
  await expect(toast(page, "Sign in failed")).toContainText("Invalid email or password.");
});

test.describe("avatar", () => {
  test("a real image is resized and shown; a renamed text file and a 3 MB image are refused", async ({
    page,
    login,
  }) => {
    await login();
    await open(page, "/dashboard/profile");
    const picker = page.getByLabel("Avatar");

    // A text file with an image's name: the browser believes the name, the server reads the bytes.
    await picker.setInputFiles({
      name: "photo.png",
      mimeType: "image/png",
      buffer: Buffer.from("this is not an image at all"),
    });
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(
      page.getByText("Please choose an image file (JPEG, PNG, WebP, GIF or AVIF)."),
    ).toBeVisible();

    // Over 2 MB: refused before it is sent.
    await picker.setInputFiles({
      name: "big.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.alloc(3 * 1024 * 1024, 1),
    });
    await expect(page.getByText("The image can be at most 2 MB.")).toBeVisible();

    const png = await sharp({
      create: { width: 400, height: 300, channels: 3, background: { r: 60, g: 60, b: 200 } },
    })
      .png()
      .toBuffer();
    await picker.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Profile updated")).toBeVisible();
    await page.reload();
    const avatar = page.getByRole("img", { name: "Your avatar" });
    await expect(avatar).toHaveAttribute("src", /^\/uploads\/public\/avatars\/[0-9a-f-]+\.webp$/);
    const src = await avatar.getAttribute("src");
    const served = await page.request.get(src!);
    expect(served.headers()["content-type"]).toBe("image/webp");
    const size = await sharp(await served.body()).metadata();
    expect([size.width, size.height]).toEqual([256, 256]);
  });
});

test("tool cards carry the save toggle too; one pressed signed out saves after sign-in", async ({
  page,
  login,
}) => {
  await open(page, "/?q=midjourney");
  const card = page.getByRole("article").filter({ hasText: "Midjourney" }).first();
  await card.getByRole("button", { name: /Save/ }).click();
  await expect(toast(page, "Not logged in")).toContainText(
    "Please sign in to add tools to your toolkit",
  );
  await expect(page).toHaveURL(/\/login\?redirectTo=%2F%3Fq%3Dmidjourney$/);

  await login();
  await open(page, "/?q=midjourney");
  const button = page
    .getByRole("article")
    .filter({ hasText: "Midjourney" })
    .first()
    .getByRole("button", { name: /Save/ });
  // The save asked for before signing in completes now.
  await expect(toast(page, "Tool added")).toContainText("Tool added to your toolkit");
  await expect(button).toHaveAttribute("aria-pressed", "true");
  await button.click();
  await expect(toast(page, "Tool removed")).toContainText("Tool removed from your toolkit");
  await expect(button).toHaveAttribute("aria-pressed", "false");
  // Once only: a reload saves nothing again.
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor();
  await expect(button).toHaveAttribute("aria-pressed", "false");
});

test("a save the server does not make says so, and both of a tool page's buttons follow a save", async ({
  page,
  login,
}) => {
  await login();
  await open(page, "/tool/perplexity/perplexity");
  // The tool page has the toggle in its side column and in the bar at the foot of a phone's
  // screen; at this width the side column's is the one shown.
  const name = /to Toolkit \(Perplexity\)/;
  const buttons = page.getByRole("button", { name, includeHidden: true });
  await expect(buttons).toHaveCount(2);
  const shown = page.getByRole("button", { name });
  await expect(shown).toHaveAttribute("aria-pressed", "false");

  // The server fails once: the button says what happened and stays as it was.
  await page.route(
    "**/api/saved-tools/perplexity*",
    (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
    { times: 1 },
  );
  await shown.click();
  await expect(toast(page, "Error")).toContainText("Failed to add tool");
  await expect(shown).toHaveAttribute("aria-pressed", "false");
  await expect(shown).toBeEnabled();

  // Then it saves, and the other button of the same tool shows it too.
  await shown.click();
  await expect(toast(page, "Tool added")).toContainText("Tool added to your toolkit");
  await expect(buttons.nth(0)).toHaveAttribute("aria-pressed", "true");
  await expect(buttons.nth(1)).toHaveAttribute("aria-pressed", "true");
  await shown.click();
  await expect(toast(page, "Tool removed")).toContainText("Tool removed from your toolkit");
  await expect(buttons.nth(0)).toHaveAttribute("aria-pressed", "false");
  await expect(buttons.nth(1)).toHaveAttribute("aria-pressed", "false");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("a save pressed signed out survives sign-up and confirmation, back on the tool", async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail("pending-save", testInfo);
    const password = "correct-horse-42";
    await giveOwnAddress(page);
    await open(page, "/tool/claude/claude");
    // The tool page's actions wait in the bar at the foot of the screen.
    const save = page.getByRole("button", { name: "Save to Toolkit (Claude)" });
    await expect(save).toBeInViewport();
    await expect(page.getByRole("link", { name: /^Visit Website/ })).toBeInViewport();
    await save.click();
    await expect(toast(page, "Not logged in")).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Ftool%2Fclaude%2Fclaude$/);

    await page.getByRole("link", { name: "Sign up" }).click();
    await expect(page).toHaveURL(/\/signup\?redirectTo=%2Ftool%2Fclaude%2Fclaude$/);
    await fillSignUpForm(page, email, password);

    const mail = await waitForMail(email, "Confirm your email");
    await page.goto(linkIn(mail, "/api/auth/verify-email"));
    await expect(page).toHaveURL(/\/login\?confirmed=1&redirectTo=%2Ftool%2Fclaude%2Fclaude$/);
    await page.locator("html[data-hydrated]").waitFor();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();

    await expect(page).toHaveURL(/\/tool\/claude\/claude$/);
    await expect(toast(page, "Tool added")).toContainText("Tool added to your toolkit");
    await expect(page.getByRole("button", { name: "Saved to Toolkit (Claude)" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });
});

for (const width of [375, 1280]) {
  test(`a dashboard page's error keeps the dashboard menu at ${width} px`, async ({
    page,
    login,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 800 });
    await login();
    await open(page, "/dashboard");
    // The saved tools page takes no form: a plain form posted to it is refused on the page.
    const refused = page.waitForResponse(
      (response) =>
        response.request().method() === "POST" &&
        new URL(response.url()).pathname === "/dashboard/saved-tools",
    );
    await page.evaluate(() => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = "/dashboard/saved-tools";
      document.body.append(form);
      form.submit();
    });
    expect((await refused).status()).toBe(405);
    await expect(page.getByRole("heading", { level: 1, name: "405 Error" })).toBeVisible();
    const menu = page.getByRole("navigation", { name: "Dashboard" });
    await expect(menu.getByRole("link", { name: "Profile" })).toBeVisible();
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways).toBe(0);
    await page.screenshot({
      path: testInfo.outputPath(`dashboard-error-${width}.png`),
      fullPage: true,
    });
  });
}
