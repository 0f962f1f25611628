import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aiTools } from "~/db/schema";
import { readLogoMap } from "~/features/catalogue/bundled-logos.server";
import { seedBundledCatalogue } from "~/features/catalogue/mutations.server";
import { startRefresh } from "~/features/catalogue/refresh.server";
import { getStorage } from "~/lib/storage.server";
import { sanitiseSvg } from "~/lib/svg-sanitise.server";
import { createTool, createUserAndAdmin } from "../factories";
import { startTestServer } from "../setup/test-server";

// The bundled logos (decision 025): stored at seed time, served with long-lived caching under a
// policy that lets them run and load nothing, and the one sanitiser for every SVG stored.

let server: Awaited<ReturnType<typeof startTestServer>>;
let sites: Server;
let siteUrl: string;
let adminCookie: string;
/** Every path the local websites were asked for. */
const asked: string[] = [];

const MAPPED = "chatgpt";
const UNMAPPED = "consensus";

const HOSTILE_ICON = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 64 64" onload="alert(1)">
  <script>alert(2)</script>
  <image width="64" height="64" xlink:href="TRACKER"/>
  <use href="TRACKER#shape"/>
  <rect width="64" height="64" fill="#c80000"/>
</svg>`;
const ENTITY_ICON = `<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><text>&b;</text><rect width="64" height="64"/></svg>`;
const page = (icon: string) =>
  `<!doctype html><html><head><title>Icons</title><link rel="icon" href="${icon}"></head></html>`;

beforeAll(async () => {
  sites = createServer((request, response) => {
    asked.push(request.url ?? "");
    const send = (type: string, body: string) => {
      response.writeHead(200, { "content-type": type });
      response.end(body);
    };
    switch (request.url) {
      case "/hostile":
        return send("text/html", page("/hostile.svg"));
      case "/hostile.svg":
        return send("image/svg+xml", HOSTILE_ICON.replaceAll("TRACKER", `${siteUrl}/tracker`));
      case "/entities":
        return send("text/html", page("/entities.svg"));
      case "/entities.svg":
        return send("image/svg+xml", ENTITY_ICON);
      default:
        response.writeHead(404);
        return response.end();
    }
  });
  await new Promise<void>((resolve) => sites.listen(0, "127.0.0.1", resolve));
  siteUrl = `http://127.0.0.1:${(sites.address() as AddressInfo).port}`;
  server = await startTestServer();
  ({ adminCookie } = await createUserAndAdmin(server.db));
}, 60_000);
afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => sites?.close(resolve));
});

async function storedLogo(id: string) {
  const [row] = await server.db
    .select({ logo: aiTools.logo })
    .from(aiTools)
    .where(eq(aiTools.id, id));
  return row!.logo;
}

async function apiLogo(id: string) {
  const response = await fetch(`${server.baseUrl}/api/v1/tools/${id}`);
  return ((await response.json()) as { tool: { logo: string } }).tool.logo;
}

describe("bundled logos", () => {
  it("gives a mapped tool a stored logo, served as a sanitised SVG kept for a year", async () => {
    const logo = await apiLogo(MAPPED);
    expect(logo).toMatch(new RegExp(`^/uploads/public/logos/${MAPPED}-[0-9a-f]{8}\\.svg$`));
    expect(await storedLogo(MAPPED)).toBe(logo);

    const response = await fetch(`${server.baseUrl}${logo}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("style-src 'unsafe-inline'");
    expect(policy).not.toMatch(/script-src|img-src/);

    const body = await response.text();
    expect(body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="0 0 24 24"/);
    expect(body).toContain("<path d=");
    expect(sanitiseSvg(body)).toBe(body);
    // A browser can draw it: sharp reads it as an SVG and renders its shape.
    expect((await sharp(Buffer.from(body)).metadata()).format).toBe("svg");
  });

  it("stores every mapped tool's logo when the catalogue is seeded", async () => {
    await seedBundledCatalogue(server.db);
    const map = readLogoMap();
    const rows = await server.db
      .select({ id: aiTools.id, logo: aiTools.logo })
      .from(aiTools)
      .where(sql`${aiTools.id} = ANY(${`{${Object.keys(map).join(",")}}`}::text[])`);
    expect(rows).toHaveLength(Object.keys(map).length);
    for (const row of rows) {
      const key = row.logo!.replace(/^\/uploads\//, "");
      const object = await getStorage().read(key);
      expect(object, row.id).not.toBeNull();
      expect(new TextDecoder().decode(object!.body)).toContain("<svg");
    }
  });

  it("leaves a tool the packages do not draw with its monogram", async () => {
    expect(await storedLogo(UNMAPPED)).toBeNull();
    expect(await apiLogo(UNMAPPED)).toBe(`/logos/${UNMAPPED}.svg`);
  });

  it("keeps the logo an administrator gave a tool when the catalogue is written again", async () => {
    const own = "https://example.com/claude-logo.png";
    await server.db
      .update(aiTools)
      .set({ logo: own, editedAt: sql`now()` })
      .where(eq(aiTools.id, "claude"));
    await server.db.update(aiTools).set({ logo: null }).where(eq(aiTools.id, "perplexity"));
    await seedBundledCatalogue(server.db);
    expect(await storedLogo("claude")).toBe(own);
    // A tool nobody edited gets its bundled logo back.
    expect(await storedLogo("perplexity")).toMatch(/^\/uploads\/public\/logos\/perplexity-/);
  });

  it("does not count the bundled logos as differences in Check Database", async () => {
    const response = await fetch(`${server.baseUrl}/api/admin/database/check`, {
      headers: { Cookie: adminCookie },
    });
    expect(response.status).toBe(200);
    const check = (await response.json()) as { bundled: { changed: string[] } };
    expect(check.bundled.changed).not.toContain(MAPPED);
    expect(check.bundled.changed).not.toContain("perplexity");
    // The tool edited above is the difference it reports.
    expect(check.bundled.changed).toContain("claude");
  });

  it("answers 404 for a logo address that names no bundled logo", async () => {
    const logo = await apiLogo(MAPPED);
    const wrong = logo.replace(/-[0-9a-f]{8}\.svg$/, "-00000000.svg");
    expect((await fetch(`${server.baseUrl}${wrong}`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/uploads/public/logos/nobody-12345678.svg`)).status).toBe(
      404,
    );
  });
});

describe("an SVG icon a website declares", () => {
  it("is sanitised before it is drawn and stored, and a refused one is not stored", async () => {
    await server.db.update(aiTools).set({ status: "archived" });
    const hostile = await createTool(server.db, { url: `${siteUrl}/hostile`, logo: null });
    const entities = await createTool(server.db, { url: `${siteUrl}/entities`, logo: null });
    const { finished } = await startRefresh(
      "admin@example.com",
      { allowPrivate: true, timeoutMs: 2000 },
      server.db,
    );
    await finished;

    expect(asked).toContain("/hostile.svg");
    expect(asked).toContain("/entities.svg");
    // Drawing the icon fetched nothing it referred to.
    expect(asked.filter((path) => path.startsWith("/tracker"))).toEqual([]);

    const logo = await storedLogo(hostile.id);
    expect(logo).toMatch(/^\/uploads\/public\/logos\/[a-f0-9-]+\.webp$/);
    const response = await fetch(`${server.baseUrl}${logo}`);
    expect(response.headers.get("content-type")).toBe("image/webp");
    const { data, info } = await sharp(Buffer.from(await response.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 128, height: 128 });
    // The red square is what was drawn.
    const middle = (64 * 128 + 64) * info.channels;
    const [red, green, blue] = data.subarray(middle, middle + 3);
    expect(red).toBeGreaterThan(150);
    expect(green! + blue!).toBeLessThan(60);

    expect(await storedLogo(entities.id)).toBeNull();
  });
});
