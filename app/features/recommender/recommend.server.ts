import type { Tool } from "~/features/catalogue/schema";
import type { Renamed } from "~/features/catalogue/types";
import { FREE_PRICING, NO_SUBSCRIPTION_PRICING, STRICTLY_FREE_PRICING } from "./constraint-rules";
import { parseNeed, type Constraint } from "./constraints";
import { MAX_LLM_CANDIDATES, rerankWithLlm, type LlmSettings } from "./llm.server";
import { inSpecNames, namesFrom, type Names } from "./names";
import { diversify, rank, RELEVANCE_FLOOR, type Candidate } from "./pick";
import { buildReason } from "./reasons";
import type { Recommendation } from "./schema";
import type { FindAlternatives, Retrieve, RetrievalQuery, RetrievedTool } from "./types";
import { escapeRegExp } from "~/lib/regexp";
import { contentWords } from "./words";

// The recommender: read the need, ask the catalogue's ranked search for candidates under the
// hard conditions, relax a condition nothing meets (and say so), weigh the wishes, pick up to
// four different tools, explain each from its record, and, when configured, let a language
// model choose and word among the best candidates.

/** Candidates asked of the search per query. */
export const RETRIEVAL_LIMIT = 30;

export type RecommendDeps = {
  /** The catalogue's ranked search over published tools. */
  retrieve: Retrieve;
  /** The alternatives to a tool the need names, as the directory's search reads such a need. */
  alternatives?: FindAlternatives;
  /** The optional language model (getLlmSettings()); null or absent: the engine alone. */
  llm?: LlmSettings | null;
  /** The spec's categories and pricing options an administrator renamed (listRenamed()). */
  renamed?: Renamed;
};

export type RecommendResult = { recommendations: Recommendation[]; notes: string[] };

type Filter = Pick<RetrievalQuery, "pricing" | "apiAccess" | "categories">;

/** The search filters that express a hard condition (any one of them will do), or null. */
function filtersFor(constraint: Constraint): Filter[] | null {
  switch (constraint.kind) {
    case "free":
      return [{ pricing: [...(constraint.strict ? STRICTLY_FREE_PRICING : FREE_PRICING)] }];
    case "no-subscription":
      return [{ pricing: [...NO_SUBSCRIPTION_PRICING] }];
    case "pay-per-use":
      return [{ pricing: ["Credit-based"] }];
    case "open-source":
    case "self-hosted":
      return [{ categories: ["Open Source"] }, { pricing: ["Self-hosted"] }];
    case "api":
      return [{ apiAccess: true }];
    default:
      return null; // Read from the tool's own text by `rank`.
  }
}

function intersect<T>(a: readonly T[] | undefined, b: readonly T[] | undefined) {
  if (!a) return b ? [...b] : undefined;
  if (!b) return [...a];
  return a.filter((item) => b.includes(item));
}

/** Every way to meet all the given conditions at once, as search filters. */
function combinedFilters(constraints: readonly Constraint[]): Filter[] {
  let combos: Filter[] = [{}];
  for (const constraint of constraints) {
    const options = filtersFor(constraint) ?? [{}];
    combos = combos.flatMap((combo) =>
      options.flatMap((option): Filter[] => {
        const pricing = intersect(combo.pricing, option.pricing);
        const categories = intersect(combo.categories, option.categories);
        if (pricing?.length === 0 || categories?.length === 0) return [];
        const filter: Filter = {};
        if (pricing) filter.pricing = pricing;
        if (categories) filter.categories = categories;
        if (combo.apiAccess || option.apiAccess) filter.apiAccess = true;
        return [filter];
      }),
    );
  }
  return combos;
}

function mergeResults(lists: RetrievedTool[][]): RetrievedTool[] {
  const best = new Map<string, RetrievedTool>();
  for (const result of lists.flat()) {
    const seen = best.get(result.tool.id);
    if (!seen || result.score > seen.score) best.set(result.tool.id, result);
  }
  return [...best.values()].sort((a, b) => b.score - a.score).slice(0, RETRIEVAL_LIMIT);
}

/**
 * Candidates for the task under the hard conditions the search can express. A condition
 * that leaves no result near the best unfiltered one is relaxed, in the need's order.
 */
async function retrieveCandidates(retrieve: Retrieve, text: string, hard: readonly Constraint[]) {
  const seen = new Map<string, Tool>();
  const asked = new Map<string, Promise<RetrievedTool[]>>();
  const ask = (filter: Filter) => {
    const key = JSON.stringify(filter);
    if (!asked.has(key)) asked.set(key, retrieve({ text, limit: RETRIEVAL_LIMIT, ...filter }));
    return asked.get(key)!;
  };
  const search = async (constraints: readonly Constraint[]) => {
    const results = mergeResults(await Promise.all(combinedFilters(constraints).map(ask)));
    for (const { tool } of results) seen.set(tool.id, tool);
    return results;
  };

  const unfiltered = await search([]);
  if (hard.length === 0 || unfiltered.length === 0) {
    return { candidates: unfiltered, relaxed: [], seen };
  }
  const floor = Math.max(0, unfiltered[0]!.score) * RELEVANCE_FLOOR;
  const relevant = (results: RetrievedTool[]) => results.filter((r) => r.score >= floor);

  const all = relevant(await search(hard));
  if (all.length > 0) return { candidates: all, relaxed: [], seen };

  const active: Constraint[] = [];
  const relaxed: Constraint[] = [];
  let candidates: RetrievedTool[] = unfiltered;
  for (const constraint of hard) {
    const attempt = relevant(await search([...active, constraint]));
    if (attempt.length > 0) {
      active.push(constraint);
      candidates = attempt;
    } else {
      relaxed.push(constraint);
    }
  }
  return { candidates, relaxed, seen };
}

const REFERENCE_CUE =
  "(?:like|similar to|alternatives? to|an alternative for|instead of|replacement for|replace|other than|comparable to|cheaper than|besides)";

/**
 * Tools the need names as a reference ("something like Midjourney but free"): the person wants
 * others of the kind, so the search asks for its categories and the tool itself is left out.
 */
function namedReferences(requirements: string, found: readonly RetrievedTool[]): Tool[] {
  return found
    .map((result) => result.tool)
    .filter((tool) =>
      new RegExp(`\\b${REFERENCE_CUE}\\s+${escapeRegExp(tool.name)}(?![\\w-])`, "i").test(
        requirements,
      ),
    );
}

/**
 * The search in the names the database uses now, its tools read back in the spec's names (the
 * rules'); `shown` keeps each tool as the visitor sees it.
 */
function inSpecTerms(
  retrieve: Retrieve,
  renamed: Renamed | undefined,
  names: Names,
  shown: Map<string, Tool>,
): Retrieve {
  const toSpec = inSpecNames(renamed);
  return async (query) => {
    const results = await retrieve({
      ...query,
      ...(query.pricing && { pricing: query.pricing.map(names.pricing) }),
      ...(query.categories && { categories: query.categories.map(names.category) }),
    });
    return results.map(({ tool, score }) => {
      shown.set(tool.id, tool);
      return { tool: toSpec(tool), score };
    });
  };
}

function toRecommendation(tool: Tool, reasoning: string): Recommendation {
  return {
    id: tool.id,
    name: tool.name,
    logo: tool.logo || null,
    category: tool.category,
    description: tool.shortDescription,
    reasoning,
  };
}

/**
 * Recommends up to four tools for a need written in plain words, each with a reason built from
 * its record, and notes on conditions that could not be met or checked.
 */
export async function recommend(
  requirements: string,
  deps: RecommendDeps,
): Promise<RecommendResult> {
  const need = parseNeed(requirements);
  const names = namesFrom(deps.renamed);
  const shown = new Map<string, Tool>();
  const retrieve = inSpecTerms(deps.retrieve, deps.renamed, names, shown);
  const asShown = (tool: Tool) => shown.get(tool.id) ?? tool;
  const searchable = need.constraints.filter((c) => c.strength === "hard" && filtersFor(c));
  // A need that only asks for the alternatives to a tool ("like Midjourney but free") takes
  // them as the directory's search finds them, under the stated conditions.
  const asked = await deps.alternatives?.(requirements);
  const alike = asked?.alternatives.length ? asked : null;
  const toSpec = inSpecNames(deps.renamed);
  let text = need.task;
  const references = alike
    ? [toSpec(alike.tool)]
    : need.task
      ? namedReferences(requirements, await retrieve({ text, limit: RETRIEVAL_LIMIT }))
      : [];
  if (references.length > 0) {
    const named = new Set(references.flatMap((tool) => contentWords(tool.name)));
    text = [
      ...contentWords(need.task).filter((word) => !named.has(word)),
      ...new Set(references.flatMap((tool) => tool.category.map(names.category))),
    ].join(" ");
  }
  const retrieved = alike
    ? {
        candidates: alike.alternatives.map(({ tool, score }) => {
          shown.set(tool.id, tool);
          return { tool: toSpec(tool), score };
        }),
        relaxed: [],
        seen: new Map(alike.alternatives.map(({ tool }) => [tool.id, toSpec(tool)])),
      }
    : await retrieveCandidates(retrieve, text, searchable);
  const { relaxed, seen } = retrieved;
  const candidates = retrieved.candidates.filter(
    (result) => !references.some((tool) => tool.id === result.tool.id),
  );
  for (const tool of references) seen.set(tool.id, tool);
  const ranking = rank(candidates as Candidate[], need, { relaxed });
  const picks = diversify(ranking.ranked);
  if (picks.length === 0) return { recommendations: [], notes: [] };
  const notes = [...new Set([...ranking.notes, ...need.notes])];

  const reasons = new Map<string, string>();
  const reasonFor = (tool: Tool) => {
    if (!reasons.has(tool.id)) reasons.set(tool.id, buildReason(tool, need, names));
    return reasons.get(tool.id)!;
  };
  const offline = picks.map((p) => toRecommendation(asShown(p.tool), reasonFor(p.tool)));
  if (!deps.llm) return { recommendations: offline, notes };

  // The engine's picks first, then the rest of the ranking: the model chooses among the best.
  const pool = [...picks, ...ranking.ranked.filter((r) => !picks.includes(r))].slice(
    0,
    MAX_LLM_CANDIDATES,
  );
  const answer = await rerankWithLlm({
    need: requirements,
    candidates: pool.map((r) => ({
      tool: r.tool,
      shown: asShown(r.tool),
      offlineReason: reasonFor(r.tool),
    })),
    otherToolNames: [...seen.values()].map((tool) => tool.name),
    notes,
    names,
    settings: deps.llm,
  });
  if (!answer) return { recommendations: offline, notes };
  const byId = new Map(pool.map((r) => [r.tool.id, r.tool]));
  return {
    recommendations: answer.map((pick) =>
      toRecommendation(asShown(byId.get(pick.id)!), pick.reasoning),
    ),
    notes,
  };
}
