import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { open, toast } from "./helpers";
import { ADMIN_EMAILS } from "./ports";

/** Every page of the admin area (docs/product.md#admin-area: each checks access on the server). */
const ADMIN_PAGES = [
  "/admin",
  "/admin/tools",
  "/admin/tools/new",
  "/admin/tools/import",
  "/admin/tools/chatgpt",
  "/admin/submissions",
  "/admin/comments",
  "/admin/messages",
  "/admin/applications",
  "/admin/traffic",
  "/admin/subscribers",
  "/admin/notify",
];

const REFUSALS = [
  {
    who: "a visitor is sent to sign in",
    signedIn: false,
    to: /\/login$/,
    message: "You must be logged in to access the admin dashboard",
  },
  {
    who: "a signed-in user who is not an administrator is sent to the dashboard",
    signedIn: true,
    to: /\/dashboard$/,
    message: "You don't have permission to access the admin dashboard",
  },
];

for (const refusal of REFUSALS) {
  test(`${refusal.who} from every admin page, with the spec's toast`, async ({ page, login }) => {
    // A page load and a redirect for each of the admin pages: more than the default 30 s on a
    // busy machine.
    test.setTimeout(60_000);
    if (refusal.signedIn) await login();
    for (const path of ADMIN_PAGES) {
      await open(page, path);
      await expect(page, path).toHaveURL(refusal.to);
      await expect(toast(page, "Access Denied")).toContainText(refusal.message);
    }
  });
}

test("an administrator sees the counts and lists, and exports every tool", async ({
  page,
  login,
}) => {
  const { email } = await login({ email: ADMIN_EMAILS[0] });
  await open(page, "/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  const totalTools = page.locator("div", {
    has: page.getByRole("heading", { name: "Total Tools" }),
  });
  const count = Number((await totalTools.last().locator("p").textContent())!.replace(/,/g, ""));
  expect(count).toBeGreaterThan(100);
  await expect(
    page.locator("div", { has: page.getByRole("heading", { name: "Admin Email" }) }).last(),
  ).toContainText(email);
  await expect(
    page.getByText(`You have ${count.toLocaleString("en-US")} tools in your database`),
  ).toBeVisible();

  await page.getByRole("tab", { name: "Categories" }).click();
  await expect(page.getByRole("tabpanel")).toContainText("Image Generation");
  await page.getByRole("tab", { name: "Pricing Options" }).click();
  await expect(page.getByRole("tabpanel")).toContainText("Freemium");

  await page.getByRole("tab", { name: "AI Tools" }).click();
  await page.getByRole("button", { name: "Check Database" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Database connected (" })).toContainText(
    "migrations applied, extensions and indexes present",
  );

  // Every bundled tool is already there.
  await page.getByRole("button", { name: "Migrate New Tools" }).click();
  await expect(toast(page, "No New Tools")).toContainText(
    "Every bundled tool is already in the database.",
  );

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export from database" }).click();
  const file = await download;
  const day = new Date().toISOString().slice(0, 10);
  expect(file.suggestedFilename()).toBe(`ai_tools_export_${day}.json`);
  const message = `Successfully exported ${count.toLocaleString("en-US")} tools from database!`;
  await expect(toast(page, message)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: message })).toBeVisible();
  const path = await file.path();
  const exported = JSON.parse(await (await import("node:fs/promises")).readFile(path, "utf8"));
  expect(exported).toHaveLength(count);

  for (const width of [320, 375, 414, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  }
});

test("an administrator writes a draft, publishes it, edits it and archives it, and the site follows", async ({
  page,
  login,
}, testInfo) => {
  // A whole editing session through the browser: many pages, each waited for.
  test.slow();
  await login({ email: ADMIN_EMAILS[1] });
  const id = `lumenpage-${testInfo.project.name}`;
  const name = `Lumenpage ${testInfo.project.name}`;
  await open(page, "/admin");
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Tools" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Tools" })).toBeVisible();
  await page.getByRole("link", { name: "New tool" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New tool" })).toBeVisible();

  // A short description that is too short is refused in place, before anything is sent.
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Id", { exact: true }).fill(id);
  await page.getByLabel("Website").fill("https://lumenpage.example.com");
  await page.getByLabel("Short description").fill("Too short");
  await page.getByRole("button", { name: "Create tool" }).click();
  await expect(page.getByText("Short description must be 20 to 200 characters.")).toBeVisible();

  await page.getByLabel("Short description").fill("Turns meeting notes into one-page briefs.");
  await page
    .getByLabel("Description", { exact: true })
    .fill(
      "Lumenpage reads the notes of a meeting and writes a one-page brief with decisions, owners and open questions, in the team's own words, ready to send before everyone has left the room.",
    );
  await page.getByRole("checkbox", { name: "Productivity" }).check();
  await page.getByRole("checkbox", { name: "Collaboration" }).check();
  await page.getByLabel("Pricing").selectOption("Freemium");
  await page.getByLabel("Features").fill("One-page briefs\nDecisions and owners\nOpen questions");
  await page.getByLabel("Pros").fill("Briefs read like a person wrote them.\nFast on long notes.");
  await page.getByLabel("Cons").fill("English notes only for now.\nNo calendar integration.");
  await page
    .getByLabel("Use cases")
    .fill("Sending a brief after a planning meeting.\nKeeping absent colleagues informed.");
  await page.getByLabel("Editor's rating").fill("4.1");
  await page.getByRole("button", { name: "Create tool" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/tools/${id}$`));
  await expect(toast(page, "Tool created")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  // A draft is nowhere on the public site.
  const publicPage = await page.request.get(`/tool/${id}/${id}`, { maxRedirects: 0 });
  expect(publicPage.status()).toBe(404);

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(toast(page, "Tool published")).toBeVisible();
  await page.getByRole("link", { name: "View on the site" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await open(page, `/?q=${encodeURIComponent("lumenpage")}`);
  await expect(page.getByRole("link", { name: new RegExp(name) }).first()).toBeVisible();

  // An edit shows on the site and in the tool's history.
  await open(page, `/admin/tools/${id}`);
  const edited =
    "Lumenpage reads a meeting's notes and writes a one-page brief: the decisions, who owns each next step and the questions still open, in the team's own words.";
  await page.getByLabel("Description", { exact: true }).fill(edited);
  await page.getByRole("button", { name: "Save tool" }).click();
  await expect(toast(page, "Tool saved")).toContainText("description");
  await expect(page.getByRole("region", { name: "History" }).getByText("Edited")).toBeVisible();
  await open(page, `/tool/${id}/${id}`);
  // The description says it (the page's history keeps it too, as the change's "After").
  await expect(page.getByText(edited, { exact: true })).toBeVisible();

  await open(page, `/admin/tools/${id}`);
  for (const width of [320, 375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  }
  await page.getByRole("button", { name: "Archive" }).click();
  await expect(toast(page, "Tool archived")).toBeVisible();
  const archived = await page.request.get(`/tool/${id}/${id}`, { maxRedirects: 0 });
  expect(archived.status()).toBe(404);
  await open(page, `/admin/tools?status=archived&q=${id}`);
  await expect(page.getByRole("link", { name })).toBeVisible();
  for (const width of [320, 375]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  }
});

test("an administrator imports the export unchanged (nothing to do) and sees bad rows refused", async ({
  page,
  login,
}) => {
  await login({ email: ADMIN_EMAILS[2] });
  await open(page, "/admin/tools");
  await page.getByRole("link", { name: "Import" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Import tools" })).toBeVisible();

  const exported = await page.request.get("/api/admin/tools/export");
  // Without the tool the test above edits meanwhile (the two may run at once).
  const tools = ((await exported.json()) as Record<string, unknown>[]).filter(
    (tool) => !String(tool.id).startsWith("lumenpage-"),
  );
  const file = page.getByLabel("File");
  await file.setInputFiles({
    name: "ai_tools_export.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(tools)),
  });
  await page.getByRole("button", { name: "Check file" }).click();
  await expect(page.getByRole("status").filter({ hasText: "0 tools to add" })).toContainText(
    `0 to change, ${tools.length.toLocaleString("en-US")} unchanged, 0 refused. Nothing has been written yet.`,
  );
  await expect(page.getByRole("button", { name: /^Import \d/ })).toHaveCount(0);

  const chatgpt = tools.find((tool) => tool.id === "chatgpt")!;
  await file.setInputFiles({
    name: "bad.json",
    mimeType: "application/json",
    buffer: Buffer.from(
      JSON.stringify([
        { ...chatgpt, pricing: "Pay what you want" },
        { ...chatgpt, id: "chatgpt-copy", editorialRating: 9 },
      ]),
    ),
  });
  await page.getByRole("button", { name: "Check file" }).click();
  const refused = page.getByRole("heading", { name: "Refused (2)" }).locator("xpath=..");
  await expect(refused).toContainText(
    "Row 1 (chatgpt): Unknown pricing option: Pay what you want.",
  );
  await expect(refused).toContainText(
    "Row 2 (chatgpt-copy): Editor's rating must be a number from 1 to 5.",
  );

  await file.setInputFiles({
    name: "broken.json",
    mimeType: "application/json",
    buffer: Buffer.from("{not json"),
  });
  await page.getByRole("button", { name: "Check file" }).click();
  await expect(page.getByRole("alert")).toContainText("The file is not valid JSON");
  for (const width of [320, 375]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  }
});

test("Refresh Metadata shows its progress, which a reload keeps", async ({ page, login }) => {
  await login({ email: ADMIN_EMAILS[3] });
  await open(page, "/admin");
  const progress = page
    .getByRole("status")
    .filter({ hasText: /(Refreshing metadata|Metadata refreshed): [\d,]+ of [\d,]+ websites/ });
  const button = page.getByRole("button", { name: /^(Refresh Metadata|Refreshing\.\.\.)$/ });
  await button.click();
  await expect(progress).toBeVisible();
  // Websites here cannot be reached, so the run ends quickly, each visit a failure.
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor();
  await expect(progress).toBeVisible();
});

/** Holds the browser's requests to `path` until `release` is called, so a busy state can be seen. */
async function holdRequests(page: Page, path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${path}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("each data button says it is busy and disables the others while it runs, then reports", async ({
  page,
  login,
}) => {
  await login({ email: ADMIN_EMAILS[4] });
  await open(page, "/admin");
  const buttons = page.getByRole("tabpanel").getByRole("button");
  const jobs = [
    { label: "Check Database", busy: "Checking...", path: "/api/admin/database/check" },
    { label: "Migrate All Tools", busy: "Migrating...", path: "/api/admin/tools/migrate-all" },
    { label: "Migrate New Tools", busy: "Migrating...", path: "/api/admin/tools/migrate-new" },
    { label: "Export from database", busy: "Exporting...", path: "/api/admin/tools/export" },
  ];
  for (const job of jobs) {
    const release = await holdRequests(page, job.path);
    await page.getByRole("button", { name: job.label }).click();
    await expect(page.getByRole("button", { name: job.busy })).toBeDisabled();
    for (const other of jobs.filter((each) => each.label !== job.label)) {
      await expect(buttons.filter({ hasText: other.label })).toBeDisabled();
    }
    await expect(
      page.getByRole("button", { name: /^(Refresh Metadata|Refreshing\.\.\.)$/ }),
    ).toBeDisabled();
    release();
    await expect(page.getByRole("button", { name: job.label })).toBeEnabled();
    await page.unroute(`**${job.path}`);
    if (job.label === "Migrate All Tools") {
      // It rewrote the bundled tools nobody edited here, and said so.
      await expect(toast(page, "Migration Successful")).toContainText("already up to date");
    }
  }

  // A migration that cannot reach the server says why, in a toast and in the banner.
  await page.route("**/api/admin/tools/migrate-new", (route) => route.abort());
  await page.getByRole("button", { name: "Migrate New Tools" }).click();
  await expect(toast(page, "Migration Failed")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Migration Failed:" })).toBeVisible();
});

test("an administrator adds, renames and removes a category and a pricing option", async ({
  page,
  login,
}, testInfo) => {
  await login({ email: ADMIN_EMAILS[5] });
  await open(page, "/admin");
  const name = `Quarry Notes ${testInfo.project.name}`;
  const tab = page.getByRole("tabpanel");

  await page.getByRole("tab", { name: "Categories" }).click();
  await tab.getByLabel("New category").fill(name);
  await tab.getByRole("button", { name: "Add" }).click();
  await expect(toast(page, "Category added")).toContainText(name);
  await page.getByRole("tab", { name: "Categories" }).click();
  await expect(tab.getByText(name, { exact: false })).toContainText("0 tools");

  await tab.getByRole("button", { name: `Rename ${name}` }).click();
  await tab.getByLabel(`New name for ${name}`).fill(`${name} Two`);
  await tab.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Category renamed")).toContainText(`${name} is now ${name} Two`);

  await page.getByRole("tab", { name: "Categories" }).click();
  await tab.getByRole("button", { name: `Remove ${name} Two` }).click();
  await expect(toast(page, "Category removed")).toContainText(`${name} Two`);
  await page.getByRole("tab", { name: "Categories" }).click();
  await expect(tab.getByText(`${name} Two`)).toHaveCount(0);
  // A category that tools use cannot be removed.
  await expect(tab.getByRole("button", { name: "Remove Image Generation" })).toBeDisabled();

  const pricing = `Per Seat ${testInfo.project.name}`;
  await page.getByRole("tab", { name: "Pricing Options" }).click();
  await tab.getByLabel("New pricing option").fill(pricing);
  await tab.getByRole("button", { name: "Add" }).click();
  await expect(toast(page, "Pricing option added")).toContainText(pricing);
  await page.getByRole("tab", { name: "Pricing Options" }).click();
  await tab.getByRole("button", { name: `Remove ${pricing}` }).click();
  await expect(toast(page, "Pricing option removed")).toContainText(pricing);
});

test("a comment approved appears under its article, as text; a rejected one never does", async ({
  page,
  login,
}, testInfo) => {
  const article = "/blog/ethical-considerations-in-ai-development";
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const kept = `Helpful comparison ${stamp} <script>window.injected = 1</script>`;
  const dropped = `Spam ${stamp}`;
  await open(page, article);
  for (const [name, text] of [
    ["Grace <b>H</b>", kept],
    ["", dropped],
  ]) {
    await page.getByLabel("Your name").fill(name!);
    await page.getByLabel("Your comment").fill(text!);
    await page.getByRole("button", { name: "Submit Comment" }).click();
    // Sent: the form clears, with the toast (the first one may still show).
    await expect(page.getByLabel("Your comment")).toHaveValue("");
    await expect(toast(page, "Comment submitted").last()).toBeVisible();
  }

  await login({ email: ADMIN_EMAILS[7] });
  await open(page, "/admin/comments");
  const item = (text: string) => page.getByRole("listitem").filter({ hasText: text });
  await expect(item(kept)).toContainText("Grace <b>H</b>");
  await item(kept).getByRole("button", { name: "Approve" }).click();
  await expect(toast(page, "Comment approved")).toBeVisible();
  await item(dropped).getByRole("button", { name: "Reject" }).click();
  await expect(toast(page, "Comment rejected")).toBeVisible();

  await open(page, article);
  const comments = page.locator("#comments");
  await expect(comments).toContainText(kept);
  await expect(comments).toContainText("Grace <b>H</b>");
  await expect(page.getByRole("main")).not.toContainText(dropped);
  expect(await page.evaluate(() => "injected" in window)).toBe(false);
});

test("an admin page's error keeps the admin menu, on a phone and a laptop", async ({
  page,
  login,
}, testInfo) => {
  await login({ email: ADMIN_EMAILS[16] });
  const menu = page.getByRole("navigation", { name: "Admin" });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const response = await open(page, "/admin/tools/no-such-tool");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Tools" })).toBeVisible();
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways, `${width} px`).toBe(0);
    await page.screenshot({
      path: testInfo.outputPath(`admin-error-${width}.png`),
      fullPage: true,
    });
    // The menu leads on from the error, in the browser.
    await menu.getByRole("link", { name: "Tools" }).click();
    await expect(page).toHaveURL(/\/admin\/tools$/);
    await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeHidden();
  }
});
