import type { Tool } from "~/features/catalogue/schema";

/**
 * What the recommender asks the catalogue's ranked search for. `text` is ranked by relevance
 * with OR semantics (it may be empty: then any tool, in the catalogue's default order); the
 * filters narrow the result: `pricing` any of, `apiAccess` only tools with an API, `categories`
 * any of. Only published tools are ever returned.
 */
export type RetrievalQuery = {
  text: string;
  limit: number;
  pricing?: string[];
  apiAccess?: true;
  categories?: string[];
};

/**
 * A tool found by the ranked search with its relevance: higher is better, on any scale, but the
 * same scale for the same text whatever the filters (the recommender compares a filtered
 * result with the best unfiltered one).
 */
export type RetrievedTool = { tool: Tool; score: number };

/** The catalogue's ranked search as the recommender sees it (injected by the caller). */
export type Retrieve = (query: RetrievalQuery) => Promise<RetrievedTool[]>;

/**
 * For a need that asks for the alternatives to a named tool ("like Midjourney but free"): the
 * tool, and its alternatives under the conditions the need states, scored by likeness; null
 * for any other need (injected by the caller).
 */
export type FindAlternatives = (
  need: string,
) => Promise<{ tool: Tool; alternatives: RetrievedTool[] } | null>;
