import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { hashedPolicy, noncePolicy, securityHeaders } from "./security-headers";

function appWith(options: { https: boolean }) {
  const app = new Hono();
  app.use(securityHeaders(options));
  app.get("/json", (c) => c.json({ ok: true }));
  app.get("/page", (c) => {
    c.header("Content-Security-Policy", noncePolicy("abc", options));
    return c.html("<p>page</p>");
  });
  app.get("/download", (c) => {
    c.header("Content-Disposition", 'attachment; filename="resume.pdf"');
    return c.body("%PDF");
  });
  app.get("/fetched", () => fetch("data:text/plain,hello"));
  return app;
}

describe("security headers", () => {
  it("asks browsers to keep to HTTPS only when the site is served over it", async () => {
    const plain = await appWith({ https: false }).request("/json");
    expect(plain.headers.get("Strict-Transport-Security")).toBeNull();
    const secure = await appWith({ https: true }).request("/json");
    expect(secure.headers.get("Strict-Transport-Security")).toBe("max-age=31536000");
    expect(secure.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
  });

  it("keeps a page's own policy, and sandboxes a download", async () => {
    const app = appWith({ https: true });
    const page = await app.request("/page");
    expect(page.headers.get("Content-Security-Policy")).toMatch(/script-src 'self' 'nonce-abc';/);
    expect(page.headers.get("Content-Security-Policy")).toContain("upgrade-insecure-requests");
    const download = await app.request("/download");
    expect(download.headers.get("Content-Security-Policy")).toMatch(/; sandbox$/);
  });

  it("lets a page's forms send only to the site, or to a configured sign-in provider", () => {
    expect(noncePolicy("abc", { https: true })).toContain("; form-action 'self'; ");
    const withProvider = noncePolicy("abc", {
      https: true,
      formTargets: ["https://accounts.google.com"],
    });
    expect(withProvider).toContain("; form-action 'self' https://accounts.google.com; ");
  });

  it("completes an answer whose headers cannot be changed", async () => {
    const response = await appWith({ https: false }).request("/fetched");
    expect(await response.text()).toBe("hello");
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
  });
});

describe("a kept page's policy", () => {
  it("names each inline script by its hash instead of the nonce, and no data block", () => {
    const html =
      '<script nonce="abc">window.a=1;</script><script type="module" nonce="abc">import "/x.js";</script>' +
      '<script src="/assets/y.js"></script><script type="application/ld+json">{"@type":"Thing"}</script>';
    const policy = hashedPolicy(noncePolicy("abc", { https: false }), html);
    expect(policy).not.toContain("nonce-");
    // echo -n 'window.a=1;' | openssl dgst -sha256 -binary | base64
    expect(policy).toContain("'sha256-pTDr/aZMZ2wIdZZPWJ65jdoRkuAFFEfh4AOhmOzypnU='");
    expect(policy.match(/'sha256-/g)).toHaveLength(2);
  });

  it("allows no inline script when the page has none", () => {
    expect(hashedPolicy(noncePolicy("abc", { https: false }), "<p>hi</p>")).toContain(
      "script-src 'self';",
    );
  });
});
