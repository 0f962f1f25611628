import { afterEach, describe, expect, it, vi } from "vitest";
import { createApp } from "./create-app";

// What a visitor gets when a page fails before React Router could render its error page.

afterEach(() => vi.restoreAllMocks());

function failingApp(error: Error) {
  vi.spyOn(process.stderr, "write").mockImplementation(() => true);
  return createApp(async () => {
    throw error;
  });
}

describe("a page that fails outside its renderer", () => {
  it("is answered with an HTML page, not JSON, with the site's policy", async () => {
    const response = await failingApp(new Error("boom")).request("/dashboard");
    expect(response.status).toBe(500);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    const html = await response.text();
    expect(html).toContain("<h1>Something went wrong</h1>");
    expect(html).not.toContain("boom");
  });

  it("says 503 and when to come back when the database cannot be reached", async () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
      code: "ECONNREFUSED",
    });
    const response = await failingApp(refused).request("/dashboard");
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.text()).toContain("The site can't reach its database just now.");
  });
});
