import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getStorage, newKey } from "~/lib/storage.server";
import { createSession, createUser } from "../factories";
import { startTestServer } from "../setup/test-server";

// Every answer of the production stack carries the security headers: pages (rendered or kept),
// the API, hashed assets, public files, uploads and errors; a page runs only the site's own
// script files and the inline scripts it was rendered with.

let server: Awaited<ReturnType<typeof startTestServer>>;
let userCookie: string;
let upload: string;
beforeAll(async () => {
  server = await startTestServer({ production: {} });
  userCookie = (await createSession(server.db, await createUser(server.db))).cookie;
  upload = newKey("public", "avatars", "webp");
  await getStorage().write(upload, new Uint8Array([82, 73, 70, 70]), "image/webp");
});
afterAll(async () => server?.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}${path}`, { headers });

/** The inline scripts of a page: their attributes and text. */
function inlineScripts(html: string) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .map(([, attributes = "", text = ""]) => ({ attributes, text }))
    .filter(({ attributes }) => !/\bsrc=|application\/ld\+json/.test(attributes));
}

function scriptSources(policy: string) {
  return /script-src ([^;]*)/.exec(policy)?.[1]?.split(" ") ?? [];
}

function expectCommonHeaders(response: Response, path: string) {
  const headers = response.headers;
  expect(headers.get("X-Content-Type-Options"), path).toBe("nosniff");
  expect(headers.get("X-Frame-Options"), path).toBe("DENY");
  expect(headers.get("Referrer-Policy"), path).toBe("strict-origin-when-cross-origin");
  expect(headers.get("Permissions-Policy"), path).toContain("camera=()");
  expect(headers.get("Content-Security-Policy"), path).toContain("frame-ancestors 'none'");
  // Served over plain HTTP here (no https BASE_URL): no HSTS.
  expect(headers.get("Strict-Transport-Security"), path).toBeNull();
}

describe("security headers", () => {
  it("are on every kind of answer", async () => {
    const home = await (await get("/")).text();
    const asset = /\/assets\/[\w.-]+\.js/.exec(home)![0];
    const paths = [
      "/",
      "/tool/chatgpt/chatgpt",
      "/no-such-page",
      "/api/v1/tools",
      "/api/v1/no-such-endpoint",
      asset,
      "/favicon.svg",
      "/robots.txt",
      `/uploads/${upload}`,
      "/healthz",
      "/readyz",
    ];
    for (const path of paths) {
      const response = await get(path);
      await response.arrayBuffer();
      expectCommonHeaders(response, path);
    }
  });

  it("let a rendered page run only inline scripts with its own nonce, new on each request", async () => {
    const nonces = new Set<string>();
    for (let visit = 0; visit < 2; visit++) {
      const response = await get("/dashboard", { Cookie: userCookie });
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
      const sources = scriptSources(response.headers.get("Content-Security-Policy")!);
      expect(sources).not.toContain("'unsafe-inline'");
      const nonce = sources.find((source) => source.startsWith("'nonce-"))!.slice(7, -1);
      nonces.add(nonce);
      const scripts = inlineScripts(await response.text());
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect(script.attributes).toContain(`nonce="${nonce}"`);
    }
    expect(nonces.size).toBe(2);
  });

  it("let a kept page run exactly the inline scripts it holds, named by hash", async () => {
    await (await get("/blog")).arrayBuffer();
    const kept = await get("/blog");
    expect(kept.headers.get("X-Cache")).toBe("HIT");
    const sources = scriptSources(kept.headers.get("Content-Security-Policy")!);
    expect(sources.some((source) => source.startsWith("'nonce-"))).toBe(false);
    const hashes = inlineScripts(await kept.text()).map(
      ({ text }) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`,
    );
    expect(hashes.length).toBeGreaterThan(0);
    expect(new Set(sources)).toEqual(new Set(["'self'", ...hashes]));
  });

  it("hand over an uploaded file sandboxed, with its name", async () => {
    const response = await get(`/uploads/${upload}`);
    expect(response.headers.get("Content-Disposition")).toBe(
      `inline; filename="${upload.split("/").pop()}"`,
    );
    expect(response.headers.get("Content-Security-Policy")).toMatch(
      /default-src 'none'.*; sandbox$/,
    );
  });
});
