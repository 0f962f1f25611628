import { asc, gt } from "drizzle-orm";
import { aiTools } from "~/db/schema";
import { getDb, type Db } from "~/lib/db.server";

// Reads for the admin area only: every tool whatever its state, every stored field as stored
// (public reads are in queries.server.ts).

/** A tool as exported: the bundled catalogue's fields (content/tools), as stored. */
export type ExportedTool = {
  id: string;
  name: string;
  logo: string | null;
  shortDescription: string;
  description: string;
  category: string[];
  pricing: string;
  rating: number;
  reviewCount: number;
  features: string[];
  pros: string[];
  cons: string[];
  useCases: string[];
  url: string;
  apiAccess: boolean;
  createdAt: string;
  checkedAt: string | null;
};

const exportColumns = {
  id: aiTools.id,
  name: aiTools.name,
  logo: aiTools.logo,
  shortDescription: aiTools.shortDescription,
  description: aiTools.description,
  category: aiTools.category,
  pricing: aiTools.pricing,
  rating: aiTools.rating,
  reviewCount: aiTools.reviewCount,
  features: aiTools.features,
  pros: aiTools.pros,
  cons: aiTools.cons,
  useCases: aiTools.useCases,
  url: aiTools.url,
  apiAccess: aiTools.apiAccess,
  createdAt: aiTools.createdAt,
  checkedAt: aiTools.checkedAt,
};

function selectForExport(db: Db) {
  return db.select(exportColumns).from(aiTools);
}
type ExportRow = Awaited<ReturnType<typeof selectForExport>>[number];

/** A row of ai_tools as the export writes it. */
export function toExported(row: ExportRow): ExportedTool {
  return {
    id: row.id,
    name: row.name,
    logo: row.logo ?? null,
    shortDescription: row.shortDescription ?? "",
    description: row.description ?? "",
    category: row.category ?? [],
    pricing: row.pricing,
    rating: row.rating ?? 0,
    reviewCount: row.reviewCount ?? 0,
    features: row.features ?? [],
    pros: row.pros ?? [],
    cons: row.cons ?? [],
    useCases: row.useCases ?? [],
    url: row.url ?? "",
    apiAccess: row.apiAccess,
    createdAt: row.createdAt.toISOString(),
    checkedAt: row.checkedAt ?? null,
  };
}

const EXPORT_BATCH = 500;

/**
 * Every tool, in id order, a batch at a time: memory stays flat however large the catalogue.
 * Ids never change, so each tool is read exactly once even while others are edited.
 */
export async function* exportTools(db: Db = getDb()): AsyncGenerator<ExportedTool[]> {
  let after: string | null = null;
  for (;;) {
    const rows = await selectForExport(db)
      .where(after === null ? undefined : gt(aiTools.id, after))
      .orderBy(asc(aiTools.id))
      .limit(EXPORT_BATCH);
    if (rows.length === 0) return;
    yield rows.map(toExported);
    after = rows.at(-1)!.id;
    if (rows.length < EXPORT_BATCH) return;
  }
}
