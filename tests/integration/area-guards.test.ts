import { readFileSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { startAdminPages } from "../admin-pages";
import { form } from "../helpers";

// Every page under the admin and dashboard layouts, read from the route table, so a page added
// there later is asked here too: the layouts' guards must turn the visitor away before its own
// loader or action runs, whether it checks anything itself or not.

const pages = startAdminPages();

/** The routes below the layout in `file`, each with an address that reaches it. */
function routesUnder(file: string) {
  const layout = routes.find((entry) => entry.file === file);
  if (!layout?.children) throw new Error(`No layout ${file} in the route table`);
  const walk = (entries: RouteConfigEntry[]): RouteConfigEntry[] =>
    entries.flatMap((entry) => [entry, ...walk(entry.children ?? [])]);
  return walk(layout.children).map((entry) => ({
    id: entry.id ?? entry.file.replace(/\.tsx?$/, ""),
    path: `/${entry.path ?? ""}`
      .split("/")
      .filter((segment) => !segment.endsWith("?"))
      .map((segment) => (segment.startsWith(":") ? "1" : segment))
      .join("/"),
    hasAction: /^export (async )?function action\b|^export const action\b/m.test(
      readFileSync(path.join("app", entry.file), "utf8"),
    ),
  }));
}

/** Where an answer sends the visitor: a page's redirect, or a data request's encoded one. */
async function sentTo(response: Response) {
  const cookies = response.headers.getSetCookie().join("\n");
  if (response.status >= 300 && response.status < 400) {
    return { location: response.headers.get("location"), cookies };
  }
  const text = await response.text();
  expect(response.status, text.slice(0, 200)).toBe(202);
  const location = /"redirect","([^"]*)"/.exec(text)?.[1] ?? null;
  return { location, cookies };
}

/** The page's address and its data requests, by GET and (when it has an action) by POST. */
function requestsFor(route: { id: string; path: string; hasAction: boolean }) {
  const data = `${route.path}.data`;
  const asked = [
    { method: "GET", url: route.path },
    { method: "GET", url: data },
    // A revalidation that asks for the page's own loader alone, not the layout's.
    { method: "GET", url: `${data}?_routes=${encodeURIComponent(route.id)}` },
  ];
  if (route.hasAction)
    asked.push({ method: "POST", url: route.path }, { method: "POST", url: data });
  return asked;
}

function ask(request: { method: string; url: string }, cookie?: string) {
  return fetch(`${pages.server.baseUrl}${request.url}`, {
    method: request.method,
    redirect: "manual",
    headers: cookie ? { Cookie: cookie } : {},
    body: request.method === "POST" ? form({ intent: "save" }) : undefined,
  });
}

describe("the admin layout's guard (docs/product.md#who-uses-it)", () => {
  const admin = routesUnder("routes/admin/layout.tsx");

  it("finds the admin pages in the route table", () => {
    expect(admin.map((route) => route.path)).toContain("/admin/tools/1");
    expect(admin.filter((route) => route.hasAction).length).toBeGreaterThan(5);
  });

  it.each(admin.flatMap(requestsFor))(
    "sends a visitor of $method $url to /login and a plain user to /dashboard, with the toasts",
    async (request) => {
      const visitor = await sentTo(await ask(request));
      expect(visitor.location).toBe("/login");
      expect(visitor.cookies).toContain(".toast=");

      const user = await sentTo(await ask(request, pages.userCookie));
      expect(user.location).toBe("/dashboard");
      expect(user.cookies).toContain(".toast=");
    },
  );
});

describe("the dashboard layout's guard (docs/product.md#who-uses-it)", () => {
  const dashboard = routesUnder("routes/dashboard/layout.tsx");

  it("finds the dashboard pages in the route table", () => {
    expect(dashboard.map((route) => route.path)).toContain("/dashboard/profile");
  });

  it.each(dashboard.flatMap(requestsFor))(
    "sends a visitor of $method $url to sign in, and back there afterwards",
    async (request) => {
      const visitor = await sentTo(await ask(request));
      const back = request.url.replace(/\.data(\?.*)?$/, "");
      expect(visitor.location).toBe(`/login?redirectTo=${encodeURIComponent(back)}`);
    },
  );
});

describe("the layouts' error pages", () => {
  it("shows an admin page's error inside the admin menu", async () => {
    const response = await pages.get("/admin/tools/no-such-tool", pages.adminCookie);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('aria-label="Admin"');
    expect(html).toContain("The page you&#x27;re looking for doesn&#x27;t exist.");
  });

  it("shows a dashboard page's error inside the dashboard menu", async () => {
    // The saved tools page takes no form: a post to it is refused (405) on the page.
    const response = await ask({ method: "POST", url: "/dashboard/saved-tools" }, pages.userCookie);
    expect(response.status).toBe(405);
    const html = await response.text();
    expect(html).toContain('aria-label="Dashboard"');
    expect(html).toContain("405 Error");
  });
});
