import { createHash } from "node:crypto";
import { and, asc, count, gt, max, sql } from "drizzle-orm";
import { aiTools, PUBLISHED, toolChanges } from "~/db/schema";
import { getDb, type Db } from "~/lib/db.server";
import { FACTS } from "./facts";
import type { Tool } from "./schema";
import { inIdBatches, toolColumns, toTool } from "./tool-reads.server";

// The published catalogue as a dataset (docs/product.md#dataset): every published tool, read a
// batch at a time in id order so memory stays flat however large the catalogue, and the version
// of the data (how many tools, and when a listing last changed) for its ETag and date.

/** Every published tool, in id order, a batch at a time (inIdBatches). */
export async function* publishedToolBatches(db: Db = getDb()): AsyncGenerator<Tool[]> {
  const batches = inIdBatches((after, limit) =>
    db
      .select(toolColumns)
      .from(aiTools)
      .where(and(PUBLISHED, after === null ? undefined : gt(aiTools.id, after)))
      .orderBy(asc(aiTools.id))
      .limit(limit),
  );
  for await (const rows of batches) yield rows.map(toTool);
}

/**
 * Which version of the dataset a download would be. `lastChange` is the last change to a listing
 * (its latest public history entry, or the newest tool's addition); `fingerprint` also changes
 * with what changes without a history entry: reviews (ratings and counts) and link checks.
 */
export async function datasetVersion(db: Db = getDb()) {
  const [[tools], [changes]] = await Promise.all([
    db
      .select({
        total: count(),
        added: max(aiTools.createdAt),
        reviews: sql<string>`coalesce(sum(${aiTools.reviewCount}), 0)::text`,
        ratings: sql<string>`coalesce(sum(${aiTools.rating}), 0)::text`,
        answered: sql<string>`coalesce(max(${aiTools.websiteAnsweredAt})::text, '')`,
      })
      .from(aiTools)
      .where(PUBLISHED),
    db.select({ changed: max(toolChanges.changedAt) }).from(toolChanges),
  ]);
  const times = [tools?.added, changes?.changed]
    .filter((time): time is Date => time instanceof Date || typeof time === "string")
    .map((time) => new Date(time).getTime());
  const lastChange = times.length ? new Date(Math.max(...times)) : null;
  const fingerprint = createHash("sha256")
    .update(
      [
        tools?.total ?? 0,
        lastChange?.getTime() ?? 0,
        tools?.reviews,
        tools?.ratings,
        tools?.answered,
      ]
        .map(String)
        .join("|"),
    )
    .digest("base64url")
    .slice(0, 22);
  return { tools: tools?.total ?? 0, lastChange, fingerprint };
}

/** The dataset's CSV columns, in order. */
export const DATASET_COLUMNS = [
  "id",
  "name",
  "listing_url",
  "website",
  "short_description",
  "categories",
  "pricing",
  "starting_price",
  "starting_price_currency",
  "starting_price_period",
  "free_plan",
  "api",
  "open_source",
  "licence",
  "repository",
  "self_hostable",
  "platforms",
  ...FACTS.flatMap((fact) => [`${snake(fact)}_source`, `${snake(fact)}_confirmed_at`]),
  "rating",
  "review_count",
  "editorial_rating",
  "features",
  "use_cases",
  "pros",
  "cons",
  "added_at",
] as const;

function snake(name: string) {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

const yesNo = (value: boolean | null | undefined) =>
  value === null || value === undefined ? "" : value ? "true" : "false";

/** A tool's CSV cells, in DATASET_COLUMNS' order; lists joined with "; ", unknowns empty. */
export function datasetRow(tool: Tool, listingUrl: string): string[] {
  const { facts } = tool;
  const price = facts.startingPrice.value;
  const open = facts.openSource.value;
  return [
    tool.id,
    tool.name,
    listingUrl,
    tool.url,
    tool.shortDescription,
    tool.category.join("; "),
    facts.pricing.value,
    price ? String(price.amount) : "",
    price?.currency ?? "",
    price?.period ?? "",
    yesNo(facts.freePlan.value),
    yesNo(facts.api.value),
    yesNo(open?.openSource),
    open?.licence ?? "",
    open?.repository ?? "",
    yesNo(facts.selfHostable.value),
    facts.platforms.value.join("; "),
    ...FACTS.flatMap((fact) => [facts[fact].source ?? "", facts[fact].confirmedAt ?? ""]),
    tool.rating === null ? "" : String(tool.rating),
    String(tool.reviewCount),
    tool.editorialRating === null ? "" : String(tool.editorialRating),
    tool.features.join("; "),
    tool.useCases.join("; "),
    tool.pros.join("; "),
    tool.cons.join("; "),
    tool.createdAt,
  ];
}
