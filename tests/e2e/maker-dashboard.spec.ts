import type { Page } from "@playwright/test";
import { uniqueEmail } from "../helpers";
import { expect, signUpAndSignIn, test } from "./fixtures";
import { expectNoSidewaysScroll, giveOwnAddress, open, toast } from "./helpers";
import { ADMIN_EMAILS } from "./ports";

// A tool's owner reads its dashboard (docs/product.md#your-tools) on a phone and on a desktop: an
// administrator names the owner, a visit of the website is counted through /go, and the owner
// sees the figures and the chart, drawn on the server, with no sideways scroll.

const WIDTHS = [
  {
    name: "375 px",
    viewport: { width: 375, height: 800 },
    admin: "admin-dashboard-phone@example.com",
    tool: { id: "tabnine", name: "Tabnine" },
  },
  {
    name: "1280 px",
    viewport: { width: 1280, height: 900 },
    admin: "admin-dashboard-desktop@example.com",
    tool: { id: "aider", name: "Aider" },
  },
] as const;

/** A browser's User-Agent: the headless one is a bot to the visit counter. */
const BROWSER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

const figure = (page: Page, label: string) =>
  page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd");

for (const { name, viewport, admin, tool } of WIDTHS) {
  test.describe(`a tool's dashboard at ${name}`, () => {
    test.use({ viewport });

    test("an owner sees the tool's figures and its chart", async ({
      page,
      browser,
      login,
    }, testInfo) => {
      test.setTimeout(120_000);
      expect(ADMIN_EMAILS).toContain(admin);
      // The maker has an account; an administrator names them the tool's owner.
      const makerEmail = uniqueEmail("dashboard-maker", testInfo);
      const maker = await browser.newContext({ viewport });
      const makerPage = await maker.newPage();
      await signUpAndSignIn(
        makerPage.request,
        { name: "Mina Maker", email: makerEmail, password: "correct-horse-42" },
        await giveOwnAddress(makerPage),
      );

      await login({ email: admin });
      await open(page, "/admin/owners");
      await page.getByLabel("Tool id").fill(tool.id);
      await page.getByLabel("Account email").fill(makerEmail);
      await page.getByRole("button", { name: "Name the owner" }).click();
      await expect(toast(page, "Owner named")).toBeVisible({ timeout: 15_000 });

      // A visit of the website through the counted link.
      const visit = await makerPage.request.get(`/go/${tool.id}?source=tool`, {
        maxRedirects: 0,
        headers: { "User-Agent": BROWSER_AGENT },
      });
      expect(visit.status()).toBe(302);

      await open(makerPage, "/dashboard");
      await makerPage
        .getByRole("navigation", { name: "Dashboard" })
        .getByRole("link", { name: "Your Tools" })
        .click();
      await expect(makerPage.getByRole("heading", { level: 1, name: "Your Tools" })).toBeVisible();
      await makerPage.getByRole("link", { name: tool.name }).click();
      await expect(makerPage.getByRole("heading", { level: 1, name: tool.name })).toBeVisible();

      const visits = Number(
        await figure(makerPage, "Website visits in the last 30 days").innerText(),
      );
      expect(visits).toBeGreaterThanOrEqual(1);
      await expect(figure(makerPage, "Page views in the last 30 days")).toHaveText(/^\d[\d,]*$/);
      await expect(figure(makerPage, "Saved in the last 30 days (still in a toolkit)")).toHaveText(
        /^\d[\d,]*$/,
      );
      const chart = makerPage.getByRole("img", { name: /Page views and website visits per day/ });
      await expect(chart).toBeVisible();
      await expect(chart).toHaveAccessibleDescription(
        /page views and \d[\d,]* website visits in all/,
      );
      await expect(makerPage.getByText("The tool's page (Visit Website)")).toBeVisible();
      await expectNoSidewaysScroll(makerPage);

      // The period switch: links, the current one marked.
      await makerPage.getByRole("link", { name: "Last 7 days" }).click();
      await expect(makerPage.getByRole("link", { name: "Last 7 days" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(figure(makerPage, "Website visits in the last 7 days")).toHaveText(/^[1-9]/);
      await expectNoSidewaysScroll(makerPage);
      await maker.close();
    });
  });
}
