import { sql } from "drizzle-orm";
import { aiTools, categories, pricingOptions } from "~/db/schema";
import type { Db } from "~/lib/db.server";
import { CATEGORIES, PRICING_MODELS } from "./constants";
import { readCatalogue } from "./catalogue-files.server";
import type { CatalogueEntry } from "./content-schema";

const BATCH = 100;

const UPDATED_COLUMNS = [
  "name",
  "logo",
  "description",
  "shortDescription",
  "category",
  "pricing",
  "rating",
  "reviewCount",
  "features",
  "url",
  "apiAccess",
  "createdAt",
  "pros",
  "cons",
  "useCases",
  "checkedAt",
] as const;

/** The entry's date as a time in the middle of that day (UTC), so no time zone shifts it. */
function middayUtc(day: string) {
  return new Date(`${day}T12:00:00.000Z`);
}

/** A catalogue entry as a row of ai_tools (the day it was added kept at noon UTC). */
export function catalogueRow(entry: CatalogueEntry) {
  return {
    id: entry.id,
    name: entry.name,
    logo: entry.logo ?? null,
    description: entry.description,
    shortDescription: entry.shortDescription,
    category: entry.category,
    pricing: entry.pricing,
    rating: entry.rating,
    reviewCount: entry.reviewCount,
    features: entry.features,
    url: entry.url,
    apiAccess: entry.apiAccess,
    createdAt: middayUtc(entry.createdAt),
    pros: entry.pros,
    cons: entry.cons,
    useCases: entry.useCases,
    checkedAt: entry.checkedAt,
  };
}

/** The spec's categories and pricing options (spec 1 §3), which every bundled tool uses. */
async function seedNames(tx: Db) {
  await tx
    .insert(categories)
    .values(CATEGORIES.map((name) => ({ name })))
    .onConflictDoNothing();
  await tx
    .insert(pricingOptions)
    .values(PRICING_MODELS.map((name) => ({ name })))
    .onConflictDoNothing();
}

/**
 * Writes the bundled catalogue: categories, pricing options and tools. Idempotent: existing
 * tools with the same id get the catalogue's current text; tools added by other means stay.
 */
export async function seedCatalogue(db: Db, entries: readonly CatalogueEntry[]) {
  await db.transaction(async (tx) => {
    await seedNames(tx as unknown as Db);
    for (let start = 0; start < entries.length; start += BATCH) {
      await tx
        .insert(aiTools)
        .values(entries.slice(start, start + BATCH).map(catalogueRow))
        .onConflictDoUpdate({
          target: aiTools.id,
          set: Object.fromEntries(
            UPDATED_COLUMNS.map((key) => [key, sql.raw(`excluded."${aiTools[key].name}"`)]),
          ),
        });
    }
  });
  return { tools: entries.length };
}

/**
 * Adds the entries whose id no tool has, leaving every existing tool as it is (Migrate New
 * Tools, decision 012). Returns the ids added.
 */
export async function addMissingTools(db: Db, entries: readonly CatalogueEntry[]) {
  return db.transaction(async (tx) => {
    await seedNames(tx as unknown as Db);
    const added: string[] = [];
    for (let start = 0; start < entries.length; start += BATCH) {
      const rows = await tx
        .insert(aiTools)
        .values(entries.slice(start, start + BATCH).map(catalogueRow))
        .onConflictDoNothing({ target: aiTools.id })
        .returning({ id: aiTools.id });
      added.push(...rows.map((row) => row.id));
    }
    return added;
  });
}

/** The bundled catalogue's entries; an invalid catalogue is refused with its problems. */
export function bundledEntries() {
  const { entries, problems } = readCatalogue();
  if (problems.length) {
    const list = problems.slice(0, 20).map((p) => `  ${p.file}: ${p.message}`);
    throw new Error(`The bundled catalogue has ${problems.length} problem(s):\n${list.join("\n")}`);
  }
  return entries;
}

/** Reads content/tools, refuses to seed from an invalid catalogue, and writes it. */
export async function seedBundledCatalogue(db: Db) {
  return seedCatalogue(db, bundledEntries());
}
