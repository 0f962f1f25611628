import { getDb, type Db } from "~/lib/db.server";
import { rankAlternatives } from "./alternatives.server";
import { readIntent, type AlternativesReading } from "./intent";
import { lookUpNames, prepareText } from "./ranking.server";
import type { Tool, Understood } from "./schema";
import { readQuery } from "./tool";
import { getToolById, rowsByIds, toTool } from "./tool-reads.server";

// Which tools an intent names (docs/product.md#search-intent): the words read by intent.ts are
// looked up as names are in search (any spacing or punctuation, a prefix, a near spelling, or a
// typo of a catalogue word), and a reading whose names are not all found is no reading.

/** A name at least this close (ranking.server.ts lookUpNames) names the tool. */
const NAMED = 0.6;

/** Readings tried per query: each costs one name lookup. */
const MAX_READINGS = 4;

type ToolRef = Pick<Tool, "id" | "name" | "slug">;

export type QueryIntent =
  /** The query asks for this; `subject` is the named tool of an alternatives query. */
  | { understood: Understood; subject: Tool | null }
  /** It was worded as one but names no tool: search for these words instead. */
  | { understood: null; fallback: string };

/** The published tool `words` name, with how closely, or null. */
async function namedTool(db: Db, words: string): Promise<{ id: string; closeness: number } | null> {
  const [best] = await lookUpNames(db, words);
  if (best && best.closeness >= NAMED) return best;
  // A typo the name lookup does not forgive ("midjurny") may be one of the catalogue's words.
  const { corrections } = await prepareText(db, words);
  if (corrections.length === 0) return null;
  const [corrected] = await lookUpNames(db, readQuery(words, corrections));
  return corrected && corrected.closeness >= NAMED
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
  const reading = readIntent(text);
  if (!reading) return null;
  const [whole] = await lookUpNames(db, text);
  if (whole?.closeness === 1) return null;

  if (reading.kind === "comparison") {
    const found = await Promise.all(reading.sides.map((side) => namedTool(db, side)));
    const ids = [...new Set(found.map((item) => item?.id))];
    if (found.some((item) => item === null) || ids.length < 2) {
      return { understood: null, fallback: reading.fallback };
    }
    const tools = await Promise.all(ids.map((id) => getToolById(id!, db)));
    if (tools.some((tool) => tool === null))
      return { understood: null, fallback: reading.fallback };
    return {
      understood: { kind: "comparison", tools: tools.map((tool) => refOf(tool!)) },
      subject: null,
    };
  }

  const best = await bestReading(db, reading.readings);
  const tool = best && (await getToolById(best.id, db));
  if (!best || !tool) return { understood: null, fallback: reading.fallback };
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
  if (!intent?.understood || intent.understood.kind !== "alternatives" || !intent.subject) {
    return null;
  }
  const ranked = await rankAlternatives(intent.subject, intent.understood.filters, db, LIKE_LIMIT);
  const tools = new Map(
    (
      await rowsByIds(
        ranked.map((item) => item.id),
        db,
      )
    ).map((row) => [row.id, toTool(row)]),
  );
  return {
    tool: intent.subject,
    alternatives: ranked.flatMap(({ id, score }) => {
      const tool = tools.get(id);
      return tool ? [{ tool, score }] : [];
    }),
  };
}
