import { getDb, type Db } from "~/lib/db.server";
import { rankAlternatives } from "./alternatives.server";
import {
  NO_FILTERS,
  SWITCH_FILTERS,
  type AlternativeFilters,
  type FilterKey,
} from "./alternatives";
import { freeAsked, readIntent, type AlternativesReading } from "./intent";
import { lookUpNames, prepareText, PREFIX_CLOSENESS } from "./ranking.server";
import type { Tool, Understood } from "./schema";
import { readQuery } from "./tool";
import { getToolById, rowsByIds, toTool } from "./tool-reads.server";

// Which tools an intent names (docs/product.md#search-intent): the words read by intent.ts are
// looked up as names are in search (any spacing or punctuation, a prefix, a near spelling, or a
// typo of a catalogue word), and a reading whose names are not all found is no reading.

/**
 * A name closer than this (ranking.server.ts lookUpNames) names the tool: the name itself, its
 * start or a near spelling. Containing the words is not enough ("video" is inside "InVideo AI").
 */
const NAMED = 0.6;

/** The conditions a search can apply without a named tool: each is a stated fact. */
const APPLICABLE_CONDITIONS = [
  ...SWITCH_FILTERS.filter((key) => key !== "cheaper"),
  "platform",
] as const satisfies readonly FilterKey[];

/** Readings tried per query: each costs one name lookup. */
const MAX_READINGS = 4;

type ToolRef = Pick<Tool, "id" | "name" | "slug">;

type NamedIntent = Exclude<Understood, { kind: "conditions" }>;

export type QueryIntent =
  /** The query asks for this; `subject` is the named tool of an alternatives query. */
  | { understood: NamedIntent; subject: Tool | null }
  /**
   * It asks for alternatives under conditions but names no listed tool ("free photoshop
   * alternative"), or for tools with a free plan ("free image generator"): search for `text`
   * among the tools meeting the conditions.
   */
  | { understood: Extract<Understood, { kind: "conditions" }>; text: string }
  /** It was worded as one but names no tool: search for these words instead. */
  | { understood: null; fallback: string };

/** The published tool `words` name, with how closely, or null. */
async function namedTool(db: Db, words: string): Promise<{ id: string; closeness: number } | null> {
  const [best] = await lookUpNames(db, words);
  if (best && best.closeness > NAMED) return best;
  // A company's name with "ai" after it stands for its AI product ("hubspot ai" is HubSpot
  // Breeze) when exactly one listed tool's name starts with it.
  const company = /^(.{3,}?)[\s-]*\bai$/i.exec(words.trim())?.[1];
  if (company) {
    const starting = (await lookUpNames(db, company)).filter(
      (name) => name.closeness >= PREFIX_CLOSENESS,
    );
    if (starting.length === 1)
      return { id: starting[0]!.id, closeness: starting[0]!.closeness * 0.99 };
  }
  // A typo the name lookup does not forgive ("midjurny") may be one of the catalogue's words.
  const { corrections } = await prepareText(db, words);
  if (corrections.length === 0) return null;
  const [corrected] = await lookUpNames(db, readQuery(words, corrections));
  return corrected && corrected.closeness > NAMED
    ? { id: corrected.id, closeness: corrected.closeness * 0.99 }
    : null;
}

const refOf = (tool: Tool): ToolRef => ({ id: tool.id, name: tool.name, slug: tool.slug });

/** The reading whose name is found most closely; a longer name first among equals. */
async function bestReading(db: Db, readings: readonly AlternativesReading[]) {
  let best: { reading: AlternativesReading; id: string; closeness: number } | null = null;
  for (const reading of readings.slice(0, MAX_READINGS)) {
    const found = await namedTool(db, reading.subject);
    if (found && (!best || found.closeness > best.closeness)) best = { reading, ...found };
    if (found?.closeness === 1) break;
  }
  return best;
}

/**
 * What `text` asks for besides words, against the catalogue: the alternatives to a named tool
 * under stated conditions, a comparison of two or three named tools, or (worded as one, but
 * naming no tool) other words to search for. Null for a plain search, which includes a query
 * that is itself a tool's name, however it is worded.
 */
export async function understandQuery(db: Db, text: string): Promise<QueryIntent | null> {
  const readings = readIntent(text);
  if (readings.length === 0) return freeAskedOf(db, text);
  const [whole] = await lookUpNames(db, text);
  if (whole?.closeness === 1) return null;
  for (const reading of readings) {
    const understood =
      reading.kind === "comparison"
        ? await comparedTools(db, reading.sides)
        : await alternativesOf(db, reading.readings);
    if (understood) return understood;
  }
  const alternatives = readings.find((reading) => reading.kind === "alternatives");
  const conditional = alternatives && conditionsAsked(alternatives.readings);
  if (conditional) return conditional;
  return { understood: null, fallback: readings[0]!.fallback };
}

/**
 * A plain search asking for tools with a free plan ("free image generator"): its other words,
 * among the tools whose listings state one. A tool whose whole name it is ("Free Writer") is
 * searched for as typed.
 */
async function freeAskedOf(db: Db, text: string): Promise<QueryIntent | null> {
  const asked = freeAsked(text);
  if (!asked) return null;
  const [whole] = await lookUpNames(db, text);
  if (whole?.closeness === 1) return null;
  const filters = { ...NO_FILTERS, free: true };
  return {
    understood: { kind: "conditions", words: asked.words, filters, alternatives: false },
    text: asked.words,
  };
}

/**
 * An alternatives query naming no listed tool, read with as many of its words as conditions as
 * can be ("free photoshop alternative": "photoshop", with a free plan), when a condition the
 * catalogue's facts answer is among them. "Cheaper" is not one: it needs a price to be under.
 */
function conditionsAsked(readings: readonly AlternativesReading[]): QueryIntent | null {
  const stated = (filters: AlternativeFilters) =>
    APPLICABLE_CONDITIONS.filter((key) => Boolean(filters[key])).length;
  const best = [...readings].sort((a, b) => stated(b.filters) - stated(a.filters))[0];
  if (!best || stated(best.filters) === 0) return null;
  const filters = { ...best.filters, cheaper: false };
  return {
    understood: { kind: "conditions", words: best.subject, filters, alternatives: true },
    text: best.subject,
  };
}

/** The two or three different tools the sides name, or null unless each names one. */
async function comparedTools(db: Db, sides: readonly string[]): Promise<QueryIntent | null> {
  const found = await Promise.all(sides.map((side) => namedTool(db, side)));
  if (found.some((item) => item === null)) return null;
  const ids = [...new Set(found.map((item) => item!.id))];
  if (ids.length < 2) return null;
  const tools = await Promise.all(ids.map((id) => getToolById(id, db)));
  if (tools.some((tool) => tool === null)) return null;
  return {
    understood: { kind: "comparison", tools: tools.map((tool) => refOf(tool!)) },
    subject: null,
  };
}

/** The alternatives to the tool the closest-named reading names, or null if none names one. */
async function alternativesOf(
  db: Db,
  readings: readonly AlternativesReading[],
): Promise<QueryIntent | null> {
  const best = await bestReading(db, readings);
  const tool = best && (await getToolById(best.id, db));
  if (!best || !tool) return null;
  return {
    understood: { kind: "alternatives", tool: refOf(tool), filters: best.reading.filters },
    subject: tool,
  };
}

/** Candidates the recommender asks for at most, as the search does (recommender RETRIEVAL_LIMIT). */
const LIKE_LIMIT = 30;

/**
 * For a need that asks for the alternatives to a named tool ("something like Midjourney but
 * free"), that tool and its alternatives under the stated conditions, scored by likeness; null
 * for any other need.
 */
export async function alternativesAsked(
  text: string,
  db: Db = getDb(),
): Promise<{ tool: Tool; alternatives: { tool: Tool; score: number }[] } | null> {
  const intent = await understandQuery(db, text);
  if (!intent || !("subject" in intent) || intent.understood.kind !== "alternatives") return null;
  const { subject } = intent;
  if (!subject) return null;
  const ranked = await rankAlternatives(subject, intent.understood.filters, db, LIKE_LIMIT);
  const tools = new Map(
    (
      await rowsByIds(
        ranked.map((item) => item.id),
        db,
      )
    ).map((row) => [row.id, toTool(row)]),
  );
  return {
    tool: subject,
    alternatives: ranked.flatMap(({ id, score }) => {
      const tool = tools.get(id);
      return tool ? [{ tool, score }] : [];
    }),
  };
}
