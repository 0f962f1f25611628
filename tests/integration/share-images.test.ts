import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aiTools } from "~/db/schema";
import { slugify } from "~/features/catalogue/tool";
import { createTool } from "../factories";
import { startTestServer } from "../setup/test-server";

// docs/product.md#share-images: each page a link is shared from names a 1200 × 630 PNG drawn on
// the server, at an address that changes with what the picture shows.

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({ pages: true });
});
afterAll(async () => server?.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(path.startsWith("http") ? path : `${server.baseUrl}${path}`, {
    headers,
    redirect: "manual",
  });

const attribute = (html: string, key: string, name: string) =>
  new RegExp(`<meta ${key}="${name}" content="([^"]*)"`).exec(html)?.[1]?.replaceAll("&amp;", "&");

/** The page's share image address, checked against its Twitter twin and stated size. */
async function shareImageOf(path: string) {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const image = attribute(html, "property", "og:image");
  expect(image, path).toMatch(new RegExp(`^${server.baseUrl}/share/.+\\.png\\?v=[a-z0-9]+$`));
  expect(attribute(html, "name", "twitter:image")).toBe(image);
  expect(attribute(html, "name", "twitter:card")).toBe("summary_large_image");
  expect(attribute(html, "property", "og:image:width")).toBe("1200");
  expect(attribute(html, "property", "og:image:height")).toBe("630");
  expect(attribute(html, "property", "og:image:alt")).toBeTruthy();
  return image!;
}

/** The picture at `url`: a PNG that decodes, 1200 × 630, cached for a year under an ETag. */
async function picture(url: string) {
  const response = await get(url);
  expect(response.status, url).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/png");
  expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  const etag = response.headers.get("etag");
  expect(etag).toMatch(/^"[a-z0-9]+"$/);
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  const metadata = await sharp(bytes).metadata();
  expect([metadata.format, metadata.width, metadata.height]).toEqual(["png", 1200, 630]);
  const again = await get(url, { "If-None-Match": etag! });
  expect(again.status).toBe(304);
  return bytes;
}

describe("share images", () => {
  it("are 1200 × 630 PNGs for tool, alternatives, category, compare and article pages", async () => {
    const pages = [
      "/tool/midjourney/midjourney",
      "/tool/chatgpt/alternatives",
      "/categories/Image%20Generation",
      "/compare?tools=chatgpt,claude,gemini",
      "/blog/comparing-top-ai-image-generators",
    ];
    const images = await Promise.all(pages.map(shareImageOf));
    expect(new Set(images).size).toBe(pages.length);
    const pictures = [];
    for (const image of images) pictures.push(await picture(image));
    // Five different pictures, not one drawn five times.
    expect(new Set(pictures.map((bytes) => bytes.toString("base64"))).size).toBe(pages.length);
  });

  it("change when the listing changes, and the old address leads to the new picture", async () => {
    const tool = await createTool(server.db, { name: "Quillwright" });
    const path = `/tool/${tool.id}/${slugify(tool.name)}`;
    const before = await shareImageOf(path);
    const first = await picture(before);

    await server.db.update(aiTools).set({ name: "Quillwright Pro" }).where(eq(aiTools.id, tool.id));
    const after = await shareImageOf(`/tool/${tool.id}/${slugify("Quillwright Pro")}`);
    expect(after).not.toBe(before);
    const second = await picture(after);
    expect(second.equals(first)).toBe(false);

    const stale = await get(before);
    expect(stale.status).toBe(302);
    expect(`${server.baseUrl}${stale.headers.get("location")}`).toBe(after);
    expect(stale.headers.get("cache-control")).toBe("no-cache");
  });

  it("answer 404 for what is not published or does not exist", async () => {
    const draft = await createTool(server.db, { status: "draft" });
    for (const path of [
      `/share/tool/${draft.id}.png`,
      "/share/tool/no-such-tool.png",
      "/share/alternatives/no-such-tool.png",
      "/share/category/No%20Such%20Category.png",
      "/share/compare/chatgpt.png",
      "/share/compare/chatgpt,chatgpt.png",
      "/share/compare/chatgpt,claude,gemini,perplexity.png",
      "/share/article/no-such-article.png",
      "/share/other/chatgpt.png",
      `/share/tool/${"x".repeat(500)}.png`,
    ]) {
      const response = await get(path);
      expect([path, response.status]).toEqual([path, 404]);
      await response.arrayBuffer();
    }
  });
});
