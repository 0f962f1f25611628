import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Every page that takes a form handles it through the one pipeline (app/lib/form-action.server.ts,
// decision 009). JSON endpoints driven by fetchers are listed here by name.
const JSON_ENDPOINTS = new Set(["routes/api/saved-tools.ts"]);

const routesFile = readFileSync(path.resolve("app/routes.ts"), "utf8");
const modules = [
  ...new Set([...routesFile.matchAll(/"(routes\/[^"]+\.tsx?)"/g)].map((m) => m[1]!)),
];

const exportsAction = (source: string) => /export (async )?function action\b/.test(source);

describe("route modules", () => {
  it("lists the site's pages", () => {
    expect(modules.length).toBeGreaterThan(20);
  });

  it.each(modules)("%s posts only through formAction", (module) => {
    const source = readFileSync(path.resolve("app", module), "utf8");
    if (!exportsAction(source) || JSON_ENDPOINTS.has(module)) return;
    const action = source.slice(source.search(/export (async )?function action\b/));
    const body = action.slice(0, action.search(/\n}\n/));
    expect(body, `${module}'s action must return formAction(...)`).toMatch(/return formAction\(/);
    expect(source).not.toMatch(/request\.formData\(\)|readFormBody\(/);
  });
});
