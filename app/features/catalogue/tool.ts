// Plain helpers about tools that pages use in the browser too; kept apart from schema.ts so
// the client bundle does not carry zod.
import { countOf } from "~/lib/count";
import { CARD_FEATURES, defaultSort } from "./constants";
import type { Tool, ToolSummary } from "./schema";

/**
 * docs/product.md#tool-page: lower-cased name, whitespace to hyphens, other non-word characters
 * removed.
 */
export function slugify(name: string) {
  return name
    .toLowerCase()
    .trim()
    .replace(/\s+/g, "-")
    .replace(/[^\w-]/g, "")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

export function toSummary(tool: Tool): ToolSummary {
  return {
    id: tool.id,
    slug: tool.slug,
    name: tool.name,
    logo: tool.logo,
    shortDescription: tool.shortDescription,
    category: tool.category,
    pricing: tool.pricing,
    rating: tool.rating,
    reviewCount: tool.reviewCount,
    editorialRating: tool.editorialRating,
    features: tool.features.slice(0, CARD_FEATURES),
  };
}

/**
 * The filter state shown while a new list loads, read straight from the pending URL (for
 * display only: the server parses and validates the real request with ToolQuerySchema).
 */
export function pendingFilters(search: string) {
  const params = new URLSearchParams(search);
  const rating = params.get("minRating");
  return {
    category: params.get("category") || undefined,
    pricing: params.get("pricing") || undefined,
    minRating:
      rating && rating !== "any" && Number.isFinite(Number(rating)) ? Number(rating) : undefined,
    features: params
      .getAll("features")
      .flatMap((value) => value.split(","))
      .map((value) => value.trim())
      .filter(Boolean),
    sort: params.get("sort") || defaultSort(params.get("q")),
  };
}

/** The search text with each corrected word replaced by the word it was read as. */
export function readQuery(q: string, corrections: readonly { typed: string; read: string }[]) {
  return corrections.reduce(
    (text, { typed, read }) =>
      text.replace(
        new RegExp(
          `(?<![\\p{L}\\p{N}])${typed.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`,
          "giu",
        ),
        read,
      ),
    q,
  );
}

/**
 * "1 tool", "24 tools", or "1,000+ tools" when the count stopped there (a text search counts
 * its matches only so far, see COUNT_CAP in search.server.ts).
 */
export function toolCount(total: number, totalIsLowerBound = false) {
  return totalIsLowerBound ? `${total.toLocaleString("en-US")}+ tools` : countOf(total, "tool");
}
