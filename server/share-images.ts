import { Hono } from "hono";
import { LRUCache } from "lru-cache";
import { getArticle, isArticleSlug } from "~/features/blog/queries.server";
import { getToolById } from "~/features/catalogue/tool-reads.server";
import type { Tool } from "~/features/catalogue/schema";
import { listChoices } from "~/features/catalogue/vocabulary.server";
import {
  alternativesShareCard,
  articleShareCard,
  categoryShareCard,
  compareShareCard,
  shareCardVersion,
  shareImagePath,
  toolShareCard,
  type ShareCard,
} from "~/features/share-images/cards";
import { drawShareCard } from "~/features/share-images/draw.server";
import { isToolId } from "~/lib/field-limits";
import { log } from "~/lib/log.server";
import { holdsVersion } from "./page-cache";
import { readPublicUpload } from "./uploads";

// docs/product.md#share-images: GET /share/{kind}/{key}.png?v={version}, the picture a link to
// one of the site's pages shows. The card is read from the same data as the page; the version in
// the address is the card's hash, so an address names one picture for ever.

/** Drawn pictures kept per app server (about 50 KB each). */
const KEPT_PICTURES = 300;
const FOR_A_YEAR = "public, max-age=31536000, immutable";

async function publishedTool(id: string) {
  return isToolId(id) ? getToolById(id) : null;
}

/** The card for a picture's kind and key, from what is published now; null if none. */
async function cardFor(kind: string, key: string): Promise<ShareCard | null> {
  switch (kind) {
    case "tool": {
      const tool = await publishedTool(key);
      return tool && toolShareCard(tool);
    }
    case "alternatives": {
      const tool = await publishedTool(key);
      return tool && alternativesShareCard(tool);
    }
    case "category": {
      const { categories } = await listChoices();
      return categories.includes(key) ? categoryShareCard(key) : null;
    }
    case "compare": {
      const ids = key.split(",");
      if (ids.length < 2 || ids.length > 3 || new Set(ids).size !== ids.length) return null;
      const tools = await Promise.all(ids.map(publishedTool));
      return tools.every(Boolean) ? compareShareCard(tools as Tool[]) : null;
    }
    case "article": {
      const article = isArticleSlug(key) ? getArticle(key) : null;
      return article && articleShareCard(article);
    }
    default:
      return null;
  }
}

/** A logo stored on this site, read from the storage; any other address draws the monogram. */
async function readLogo(url: string) {
  if (!url.startsWith("/uploads/")) return null;
  const found = await readPublicUpload(url.slice("/uploads/".length)).catch((error: unknown) => {
    log.warn("A logo could not be read for a share image", { url, error: String(error) });
    return null;
  });
  return found ? Buffer.from(found.body) : null;
}

export function createShareImageRoutes() {
  const routes = new Hono();
  const pictures = new LRUCache<string, Buffer>({ max: KEPT_PICTURES });
  const drawing = new Map<string, Promise<Buffer>>();

  /** The card's picture: kept, being drawn for another request, or drawn now. */
  async function pictureOf(card: ShareCard, version: string) {
    const kept = pictures.get(version);
    if (kept) return kept;
    let pending = drawing.get(version);
    if (!pending) {
      pending = drawShareCard(card, readLogo).finally(() => drawing.delete(version));
      drawing.set(version, pending);
    }
    const picture = await pending;
    pictures.set(version, picture);
    return picture;
  }

  routes.get("/:kind/:file{.+\\.png}", async (c) => {
    const key = c.req.param("file").slice(0, -".png".length);
    const card = key.length <= 400 ? await cardFor(c.req.param("kind"), key) : null;
    if (!card) return c.text("Not found", 404, { "Cache-Control": "no-cache" });
    const version = shareCardVersion(card);
    // An old or missing version leads to today's picture (a preview cached before a change).
    if (c.req.query("v") !== version) {
      c.header("Cache-Control", "no-cache");
      return c.redirect(shareImagePath(card), 302);
    }
    const etag = `"${version}"`;
    c.header("ETag", etag);
    c.header("Cache-Control", FOR_A_YEAR);
    if (holdsVersion(c.req.header("if-none-match"), etag)) return c.body(null, 304);
    const picture = await pictureOf(card, version);
    c.header("Content-Type", "image/png");
    c.header("Cross-Origin-Resource-Policy", "cross-origin");
    return c.body(new Uint8Array(picture));
  });
  return routes;
}
