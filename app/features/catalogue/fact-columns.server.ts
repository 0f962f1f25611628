import { sql } from "drizzle-orm";
import { aiTools, toolFactSources } from "~/db/schema";
import {
  FACTS,
  SOURCE_FIELDS,
  type Confirmer,
  type Fact,
  type FactSources,
  type FactValues,
  type Platform,
  type PricePeriod,
} from "./facts";

// How the facts (facts.ts) are read from the database: their values from ai_tools' columns, their
// sources and confirmations from tool_fact_sources.

/** The stored fields of the facts' values, in the export's order. */
export const FACT_VALUE_FIELDS = [
  "startingPrice",
  "startingPriceCurrency",
  "startingPricePeriod",
  "freePlan",
  "openSource",
  "openSourceLicence",
  "repositoryUrl",
  "selfHostable",
  "platforms",
] as const satisfies readonly (keyof FactValues)[];

/** The columns of the facts' values that the pricing and API columns do not already hold. */
export const factColumns = {
  startingPrice: aiTools.startingPrice,
  startingPriceCurrency: aiTools.startingPriceCurrency,
  startingPricePeriod: aiTools.startingPricePeriod,
  freePlan: aiTools.freePlan,
  openSource: aiTools.openSource,
  openSourceLicence: aiTools.openSourceLicence,
  repositoryUrl: aiTools.repositoryUrl,
  selfHostable: aiTools.selfHostable,
  platforms: aiTools.platforms,
};

type FactRow = {
  [K in keyof typeof factColumns]: (typeof factColumns)[K]["_"]["data"] | null;
};

/** The facts' values of a row (the pricing and API values are the row's own columns). */
export function factValuesOf(row: FactRow): Omit<FactValues, "pricing" | "apiAccess"> {
  return {
    startingPrice: row.startingPrice === null ? null : Number(row.startingPrice),
    startingPriceCurrency: row.startingPriceCurrency ?? null,
    startingPricePeriod: (row.startingPricePeriod as PricePeriod | null) ?? null,
    freePlan: row.freePlan ?? null,
    openSource: row.openSource ?? null,
    openSourceLicence: row.openSourceLicence ?? null,
    repositoryUrl: row.repositoryUrl ?? null,
    selfHostable: row.selfHostable ?? null,
    platforms: (row.platforms ?? []) as Platform[],
  };
}

/** Each fact's source and confirmation, as one JSON object per tool (fact -> row). */
export const factSourcesColumn = sql<Record<
  string,
  { source: string | null; at: string | null; by: Confirmer | null }
> | null>`(SELECT jsonb_object_agg(${toolFactSources.fact}, jsonb_build_object('source', ${toolFactSources.sourceUrl}, 'at', ${toolFactSources.confirmedAt}, 'by', ${toolFactSources.confirmedBy})) FROM ${toolFactSources} WHERE ${toolFactSources.toolId} = ${aiTools.id})`;

export type StoredFactSources = (typeof factSourcesColumn)["_"]["type"];

/** The source fields of a tool, from its stored sources. */
export function factSourcesOf(stored: StoredFactSources): FactSources {
  return Object.fromEntries(
    FACTS.map((fact) => [SOURCE_FIELDS[fact], stored?.[fact]?.source ?? null]),
  ) as FactSources;
}

/** When and by whom each fact was confirmed, from its stored sources. */
export function confirmationsOf(
  stored: StoredFactSources,
): Record<Fact, { at: string | null; by: Confirmer | null }> {
  return Object.fromEntries(
    FACTS.map((fact) => {
      const row = stored?.[fact];
      return [fact, { at: row?.at ? new Date(row.at).toISOString() : null, by: row?.by ?? null }];
    }),
  ) as Record<Fact, { at: string | null; by: Confirmer | null }>;
}
