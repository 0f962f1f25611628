import { expect, test, type Page } from "@playwright/test";
import { giveOwnAddress, open, toast } from "./helpers";

/** Each test posts from its own address, so the per-address limits apply per test. */
test.beforeEach(async ({ page }) => {
  await giveOwnAddress(page);
});

test.describe("contact", () => {
  test("shows each validation message, then confirms and offers another message", async ({
    page,
  }) => {
    await open(page, "/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    await expect(page.getByRole("link", { name: "hello@aitools.directory" })).toHaveAttribute(
      "href",
      "mailto:hello@aitools.directory",
    );
    await page.getByLabel("Name").fill("A");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Subject").fill("Hey");
    await page.getByLabel("Message").fill("Too short");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Name must be at least 2 characters.")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(page.getByText("Subject must be at least 5 characters")).toBeVisible();
    await expect(page.getByText("Message must be at least 10 characters")).toBeVisible();

    await page.getByLabel("Name").fill("Grace Hopper");
    await page.getByLabel("Email").fill("grace@example.com");
    await page.getByLabel("Subject").fill("A listing is out of date");
    await page.getByLabel("Message").fill("The pricing of one tool changed last month.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page, "Message sent successfully!")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Thank you for your message!" })).toBeVisible();
    await page.getByRole("link", { name: "Send another message" }).click();
    await expect(page.getByRole("button", { name: "Send Message" })).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveValue("");
  });

  test("works without JavaScript, with the same messages", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact");
    await page.getByLabel("Name").fill("G");
    await page.getByLabel("Email").fill("grace@example.com");
    await page.getByLabel("Subject").fill("Hello there");
    await page.getByLabel("Message").fill("A message long enough.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Name must be at least 2 characters.")).toBeVisible();
    await page.getByLabel("Name").fill("Grace");
    await page.getByLabel("Email").fill("grace@example.com");
    await page.getByLabel("Subject").fill("Hello there");
    await page.getByLabel("Message").fill("A message long enough.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: "Thank you for your message!" })).toBeVisible();
    await context.close();
  });
});

const GOOD_TOOL = {
  "Tool name": "Example Writer",
  Website: "https://example.com",
  "Short description": "Drafts product copy from a few bullet points.",
  Description:
    "Example Writer turns a handful of bullet points into product descriptions, release notes and emails, keeping the tone of earlier texts you give it.",
  "Contact email": "maker@example.com",
};

async function fillGoodTool(page: Page) {
  for (const [label, value] of Object.entries(GOOD_TOOL)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByLabel("Category").selectOption("Productivity");
  await page.getByLabel("Pricing").selectOption("Freemium");
}

test.describe("submit a tool", () => {
  test("shows each validation message of the spec", async ({ page }) => {
    await open(page, "/submit-tool");
    await expect(page).toHaveTitle(/Submit a Tool/);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description).toContain("3-5 business days");
    for (const legend of [
      "Tool Information",
      "Founder Information",
      "Submitter Information",
      "Contact Information",
    ]) {
      await expect(page.getByRole("group", { name: new RegExp(legend) })).toBeVisible();
    }
    await page.getByLabel("Tool name", { exact: true }).fill("X");
    await page.getByLabel("Website", { exact: true }).fill("javascript:alert(1)");
    await page.getByLabel("Short description", { exact: true }).fill("Too short");
    await page.getByLabel("Description", { exact: true }).fill("Also too short");
    await page.getByLabel("Logo URL (optional)").fill("not a url");
    await page.getByLabel("Founder name").fill("F");
    await page.getByLabel("Founder email").fill("nope");
    await page.getByLabel("Contact email").fill("nope");
    await page.getByRole("button", { name: "Submit Tool" }).click();
    for (const message of [
      "Tool name must be at least 2 characters.",
      "Please enter a valid URL.",
      "Please select a category.",
      "Please select a pricing option.",
      "Short description must be at least 20 characters.",
      "Description must be at least 100 characters.",
      "Please enter a valid logo URL.",
      "Founder name must be at least 2 characters.",
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByText("Please enter a valid email address.")).toHaveCount(2);
    await page.getByLabel("Short description", { exact: true }).fill("x".repeat(201));
    await page.getByRole("button", { name: "Submit Tool" }).click();
    // The field stops at its limit in the browser; the rule still holds on the server.
    await expect(page.getByLabel("Short description", { exact: true })).toHaveValue(
      "x".repeat(200),
    );
  });

  test("accepts empty optional fields and lands on the home page with the toast", async ({
    page,
  }) => {
    await open(page, "/submit-tool");
    await fillGoodTool(page);
    await page.getByRole("button", { name: "Submit Tool" }).click();
    // The post sends two emails before it answers, then the home page loads: on a busy machine
    // this takes longer than an assertion's usual 5 s.
    await expect(toast(page, "Tool submitted successfully!")).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/$/);
  });
});

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");

test.describe("careers", () => {
  test("shows each validation message, and the resume's three refusals", async ({ page }) => {
    await open(page, "/careers");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Join Our Team");
    const interest = page.getByLabel("Area of interest");
    for (const option of [
      "Developer",
      "Designer",
      "Marketing",
      "Product",
      "Content Creation",
      "Other",
    ]) {
      await expect(interest.locator("option", { hasText: option })).toHaveCount(1);
    }
    await page.getByLabel("Name").fill("A");
    await page.getByLabel("Email").fill("nope");
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByText("Name must be at least 2 characters.")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(page.getByText("Please select an area of interest.")).toBeVisible();
    await expect(toast(page, "Resume required")).toContainText(
      "Please upload your resume to apply.",
    );

    await page.getByLabel("Name").fill("Ada Lovelace");
    await page.getByLabel("Email").fill("ada@example.com");
    await interest.selectOption("developer");
    const resume = page.getByLabel("Resume");
    await resume.setInputFiles({
      name: "cv.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.alloc(6 * 1024 * 1024, 1),
    });
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(toast(page, "File too large")).toContainText(
      "Please upload a resume smaller than 5MB.",
    );

    // A text file renamed to .pdf passes the browser's check; the server reads its bytes.
    await resume.setInputFiles({
      name: "cv.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("this is plain text, not a PDF"),
    });
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(toast(page, "Invalid file type")).toContainText(
      "Please upload a PDF, DOC, or DOCX file.",
    );
  });

  test("a real PDF is accepted: the bar reaches 100 and the form is cleared", async ({ page }) => {
    await open(page, "/careers");
    await page.getByLabel("Name").fill("Ada Lovelace");
    await page.getByLabel("Email").fill("ada@example.com");
    await page.getByLabel("Area of interest").selectOption("content");
    await page.getByLabel("Message (optional)").fill("I write about tools for a living.");
    await page.getByLabel("Resume").setInputFiles({
      name: "cv.pdf",
      mimeType: "application/pdf",
      buffer: PDF,
    });
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("progressbar", { name: "Upload progress" })).toHaveAttribute(
      "aria-valuenow",
      "100",
    );
    await expect(toast(page, "Application submitted successfully!")).toContainText(
      "Thank you for your interest.",
    );
    await expect(page.getByLabel("Name")).toHaveValue("");
    expect(
      await page.getByLabel("Resume").evaluate((input: HTMLInputElement) => input.files?.length),
    ).toBe(0);
  });
});

test.describe("without JavaScript", () => {
  test("a tool submission and a job application still go through", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { "x-forwarded-for": `10.250.${Math.floor(Math.random() * 250)}.9` },
    });
    const page = await context.newPage();
    await page.goto("/submit-tool");
    await page.getByRole("button", { name: "Submit Tool" }).click();
    await expect(page.getByText("Tool name must be at least 2 characters.")).toBeVisible();
    await fillGoodTool(page);
    await page.getByRole("button", { name: "Submit Tool" }).click();
    await expect(page.getByText("Tool submitted successfully!")).toBeVisible();

    await page.goto("/careers");
    await page.getByLabel("Name").fill("Ada Lovelace");
    await page.getByLabel("Email").fill("ada@example.com");
    await page.getByLabel("Area of interest").selectOption("designer");
    await page.getByLabel("Resume").setInputFiles({
      name: "cv.pdf",
      mimeType: "application/pdf",
      buffer: PDF,
    });
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByText("Application submitted successfully!")).toBeVisible();
    await context.close();
  });
});
