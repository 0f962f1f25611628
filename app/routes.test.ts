import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Every page that takes a form handles it through the one pipeline (app/lib/form-action.server.ts,
// decision 009). JSON endpoints driven by fetchers are listed here by name.
const JSON_ENDPOINTS = new Set(["routes/api/saved-tools.ts"]);
/**
 * The pages an emailed newsletter link opens (decision 016): their POST carries no field (the
 * token in the address is the only input, and a mail program's one-click POST must get the page,
 * not a redirect), so they read no form at all.
 */
const TOKEN_LINKS = new Set([
  "routes/newsletter-confirm.tsx",
  "routes/newsletter-unsubscribe.tsx",
  "routes/alerts-unsubscribe.tsx",
  "routes/makers-unsubscribe.tsx",
]);

const routesFile = readFileSync(path.resolve("app/routes.ts"), "utf8");
const modules = [
  ...new Set([...routesFile.matchAll(/"(routes\/[^"]+\.tsx?)"/g)].map((m) => m[1]!)),
];

const exportsAction = (source: string) => /export (async )?function action\b/.test(source);

/**
 * Forms of one kind that share their pipeline's settings: each is formAction with them filled
 * in (checked below), so an action may return one of these instead.
 */
const SHARED_FORM_ACTIONS = {
  accountFormAction: "features/accounts/account-form.server.ts",
  newToolFormAction: "features/catalogue/new-tool-form.server.ts",
};
const returnsAFormAction = new RegExp(
  `return (?:${["formAction", ...Object.keys(SHARED_FORM_ACTIONS)].join("|")})\\(`,
);

describe("route modules", () => {
  it("lists the site's pages", () => {
    expect(modules.length).toBeGreaterThan(20);
  });

  it.each(modules)("%s posts only through formAction", (module) => {
    const source = readFileSync(path.resolve("app", module), "utf8");
    if (!exportsAction(source) || JSON_ENDPOINTS.has(module)) return;
    if (TOKEN_LINKS.has(module)) {
      expect(source).not.toMatch(/formData\(|readFormBody\(|runForm\(/);
      return;
    }
    const action = source.slice(source.search(/export (async )?function action\b/));
    const body = action.slice(0, action.search(/\n}\n/));
    expect(body, `${module}'s action must return formAction(...)`).toMatch(returnsAFormAction);
    expect(source).not.toMatch(/request\.formData\(\)|readFormBody\(/);
  });

  it.each(Object.entries(SHARED_FORM_ACTIONS))("%s is formAction with settings", (name, file) => {
    const source = readFileSync(path.resolve("app", file), "utf8");
    const start = source.search(new RegExp(`export (async )?function ${name}\\b`));
    expect(start, `${file} defines ${name}`).toBeGreaterThanOrEqual(0);
    const body = source.slice(start, start + source.slice(start).search(/\n}\n/));
    expect(body).toMatch(/return formAction\(/);
    expect(source).not.toMatch(/request\.formData\(\)|readFormBody\(/);
  });
});
