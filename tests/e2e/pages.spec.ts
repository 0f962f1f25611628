import { expect, test } from "@playwright/test";
import { freezeClock, skipNewsletterPopup } from "./helpers";

// The newsletter pop-up would cover the home page five seconds in.
test.beforeEach(async ({ page }) => skipNewsletterPopup(page));

test("the not-found page answers 404 and shows the path", async ({ page }) => {
  await page.goto("/");
  const response = await page.goto("/no/such/page?x=1");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
  await expect(page.getByText("Oops! The page you're looking for doesn't exist.")).toBeVisible();
  await expect(page.getByText("/no/such/page")).toBeVisible();
  // "Go Back" is the browser's history, so it works once the page's scripts have run.
  await page.locator("html[data-hydrated]").waitFor();
  await page.getByRole("button", { name: "Go Back" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/missing");
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

for (const [from, to] of [
  ["/signin", "/login"],
  ["/sign-in", "/login"],
  ["/sign-up", "/signup"],
  ["/register", "/signup"],
] as const) {
  test(`${from} redirects to ${to}`, async ({ request }) => {
    const response = await request.get(`${from}?redirectTo=%2Fdashboard`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(`${to}?redirectTo=%2Fdashboard`);
  });
}

for (const [path, title] of [
  ["/news", "AI News"],
  ["/api-docs", "API Documentation"],
  ["/community", "Community"],
] as const) {
  test(`${path} is titled ${title}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(new RegExp(`^${title} \\|`));
  });
}

test("the home page is rendered on the server with tools from the database", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  expect(html).toContain('<link rel="canonical"');
  expect(html).toMatch(/href="\/tool\/[a-z0-9-]+\/[a-z0-9-]+"/);
});

test("a search says whether a word read as another replaced it or was searched for too", async ({
  page,
}) => {
  await page.goto("/?q=writng%20assistant");
  await expect(page.getByText("Showing results for “writing assistant”")).toBeVisible();
  // "math" is a word in its own right: it is searched for beside the listings' "maths".
  await page.goto("/?q=math%20tutor");
  await expect(page.getByText("Including results for “maths tutor”")).toBeVisible();
  await page.goto("/?q=plan%20my%20week");
  await expect(page.getByText(/results for “/)).toHaveCount(0);
});

test("a search with a typo finds the tool, and its page opens under the slug address", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("searchbox", { name: "Search tools" }).fill("midjorney");
  await expect(page).toHaveURL(/q=midjorney/);
  await expect(page.getByText("Showing results for “midjourney”")).toBeVisible();
  await page.getByRole("link", { name: "Midjourney", exact: true }).click();
  await expect(page).toHaveURL(/\/tool\/midjourney\/midjourney$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Midjourney");
  // The bundled catalogue's facts were never checked here: no date is claimed.
  await expect(page.getByRole("link", { name: /Visit Website/ }).first()).toBeVisible();
  await expect(page.getByText("Facts checked")).toHaveCount(0);
});

test("a tool address without the slug is corrected, and an unknown tool is a 404", async ({
  page,
}) => {
  await page.goto("/tool/claude");
  await expect(page).toHaveURL(/\/tool\/claude\/claude$/);
  const response = await page.goto("/tool/not-a-tool");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Tool Not Found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Directory" })).toHaveAttribute(
    "href",
    "/",
  );
});

test("the public API answers JSON with the error shape for bad input", async ({ request }) => {
  const ok = await request.get("/api/v1/tools?q=image&pageSize=5");
  expect(ok.status()).toBe(200);
  const body = await ok.json();
  expect(body.tools.length).toBeGreaterThan(0);
  expect(body.tools.length).toBeLessThanOrEqual(5);
  const bad = await request.get("/api/v1/tools?pageSize=1000");
  expect(bad.status()).toBe(400);
  expect((await bad.json()).error).toMatchObject({ code: "invalid_request" });
  expect((await request.get("/api/v1/tools/nope")).status()).toBe(404);
  const spec = await request.get("/api/v1/openapi.json");
  expect((await spec.json()).openapi).toBe("3.1.0");
});

test("hashed assets are cached for a year", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  const response = await request.get(asset!);
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("a page's scripts wait for its first paint, then load at once, run and hydrate it", async ({
  page,
}) => {
  const html = await (await page.request.get("/")).text();
  // As sent, nothing fetches or runs a module before the page is painted: no module preloads,
  // and the module script held as text that imports every module the page needs first.
  expect(html).not.toMatch(/<link[^>]*modulepreload/);
  expect(html).not.toMatch(/<script[^>]*type="module"/);
  const held = /<script[^>]*type="text\/plain" data-after-paint="">([^<]*)<\/script>/.exec(html);
  expect(held).not.toBeNull();
  const imports = [...held![1]!.matchAll(/import "(\/assets\/[^"]+\.js)";/g)].map((m) => m[1]);
  expect(imports.length).toBeGreaterThan(3);
  const entry = /import\("(\/assets\/entry\.client-[^"]+\.js)"\)/.exec(held![1]!)?.[1];
  expect(entry).toBeDefined();
  expect(imports).not.toContain(entry);

  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const timing = await page.evaluate(() => {
    const painted = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
    const scripts = performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.startsWith("/assets/"))
      .filter((entry) => entry.name.endsWith(".js"));
    return {
      painted,
      firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
      loaded: scripts.map((entry) => new URL(entry.name).pathname),
    };
  });
  expect(timing.painted).toBeGreaterThan(0);
  expect(timing.firstScript).toBeGreaterThanOrEqual(timing.painted!);
  // Every module the script imports was loaded, and the entry, preloaded by the starter.
  expect(timing.loaded).toEqual(expect.arrayContaining([...imports, entry]));
  expect(await page.locator("[data-after-paint]").count()).toBe(0);
  // Hydrating adds no preloads of its own: the only one without a lazy part's "as" is the entry's.
  await expect(page.locator("link[rel=modulepreload]:not([as])")).toHaveCount(1);
  await expect(page.locator("link[rel=modulepreload]:not([as])")).toHaveAttribute("href", entry!);
});

test("the framework's script asks to be compiled whole as it loads, and no other script does", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  const scripts = [...html.matchAll(/import "(\/assets\/[^"]+\.js)";/g)].map((m) => m[1]!);
  const framework = scripts.filter((src) => /\/framework-[\w-]+\.js$/.test(src));
  expect(framework).toHaveLength(1);
  for (const src of scripts) {
    const body = await (await request.get(src)).text();
    const hinted = body.startsWith("//# allFunctionsCalledOnLoad\n");
    expect([src, hinted]).toEqual([src, src === framework[0]]);
  }
});

test("a page whose timers are stopped still hydrates", async ({ page }) => {
  await freezeClock(page);
  await page.goto("/tool/chatgpt/chatgpt");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
});

test("a comparison has one canonical address, however its list was written", async ({
  request,
}) => {
  for (const path of [
    "/compare?tools=chatgpt,claude",
    "/compare?tools=chatgpt%2Cclaude",
    "/compare?tools=chatgpt,claude,no-such-tool",
  ]) {
    const html = await (await request.get(path)).text();
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    expect([path, canonical]).toEqual([
      path,
      expect.stringMatching(/\/compare\?tools=chatgpt,claude$/),
    ]);
  }
});
