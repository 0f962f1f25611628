import type { Actor, AuditEntry } from "~/lib/audit.server";
import { CONTENT_FIELDS, toExported } from "./admin-queries.server";
import type { ToolStatus } from "./constants";
import type { CatalogueEntry, FactFields } from "./content-schema";
import { FACTS, SOURCE_FIELDS } from "./facts";
import type { ToolContent } from "./types";

// A tool's fields as the bundled catalogue, the editor and the import give them, turned into
// what ai_tools and tool_fact_sources store.

/** A tool's stored fields as the catalogue and the editor give them (facts not stated: none). */
export type ToolFields = Omit<
  CatalogueEntry,
  "logo" | "pricing" | "editorialRating" | keyof FactFields
> & {
  editorialRating: number | null;
  logo?: string | null;
  pricing: string;
} & Partial<FactFields>;

/**
 * When a tool was added: a day (the catalogue's) as the middle of that day in UTC, so no time
 * zone shifts it; a full time (an export's) as it is.
 */
function addedAt(value: string) {
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00.000Z` : value);
}

/** A tool's fields as a row of ai_tools (the day it was added kept at noon UTC). */
export function catalogueRow(entry: ToolFields) {
  return {
    id: entry.id,
    name: entry.name,
    logo: entry.logo ?? null,
    description: entry.description,
    shortDescription: entry.shortDescription,
    category: entry.category,
    pricing: entry.pricing,
    editorialRating: entry.editorialRating,
    features: entry.features,
    url: entry.url,
    apiAccess: entry.apiAccess,
    createdAt: addedAt(entry.createdAt),
    pros: entry.pros,
    cons: entry.cons,
    useCases: entry.useCases,
    startingPrice: entry.startingPrice ?? null,
    startingPriceCurrency: entry.startingPriceCurrency ?? null,
    startingPricePeriod: entry.startingPricePeriod ?? null,
    freePlan: entry.freePlan ?? null,
    openSource: entry.openSource ?? null,
    openSourceLicence: entry.openSourceLicence ?? null,
    repositoryUrl: entry.repositoryUrl ?? null,
    selfHostable: entry.selfHostable ?? null,
    platforms: entry.platforms ?? [],
  };
}

/** A tool's fact sources as rows of tool_fact_sources, none confirmed. */
export function sourceRows(entry: ToolFields) {
  return FACTS.flatMap((fact) => {
    const sourceUrl = entry[SOURCE_FIELDS[fact]] ?? null;
    return sourceUrl ? [{ toolId: entry.id, fact, sourceUrl }] : [];
  });
}

/** A tool's fields as the export writes them (and as they are compared). */
export function contentOf(entry: ToolFields): ToolContent {
  const { status: _status, ...content } = toExported({
    ...catalogueRow(entry),
    sources: Object.fromEntries(
      sourceRows(entry).map((row) => [row.fact, { source: row.sourceUrl, at: null, by: null }]),
    ),
    status: "published",
  });
  return content;
}

/** The audit entry of a new tool: every field, from nothing. */
export function createdAudit(
  actor: Actor,
  action: string,
  entry: ToolFields & { status?: ToolStatus },
): AuditEntry {
  const after: Record<string, unknown> = {
    ...contentOf(entry),
    status: entry.status ?? "published",
  };
  const changes = Object.fromEntries(
    [...CONTENT_FIELDS, "status"].map((field) => [field, { before: null, after: after[field] }]),
  );
  return { actor: actor.email, action, subject: "tool", subjectId: entry.id, changes };
}
