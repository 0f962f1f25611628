// The recommender's tests read the bundled catalogue from its files, as the recommender sees it,
// and search it with an in-memory stand-in for the catalogue's ranked search (word overlap; the
// real one ranks in PostgreSQL).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { isToolsFile } from "~/features/catalogue/catalogue-files.server";
import { rankRating } from "~/features/catalogue/constants";
import type { Tool } from "~/features/catalogue/schema";
import type { RetrievalQuery, RetrievedTool } from "~/features/recommender/types";
import { contentStems, stem, tokenize } from "~/features/recommender/words";

type Entry = Omit<Tool, "slug" | "logo" | "rating" | "reviewCount"> & {
  logo?: string;
};

/** Every tool of content/tools/*.json (the files beside them aside), shaped like the catalogue's `Tool`. */
export function loadCatalogue(dir = path.resolve("content/tools")): Tool[] {
  return readdirSync(dir)
    .filter(isToolsFile)
    .sort()
    .flatMap((file) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Entry[])
    .map((entry) => ({
      ...entry,
      // The files hold the editor's score; users' reviews exist only in a database.
      rating: null,
      reviewCount: 0,
      slug: entry.name
        .toLowerCase()
        .replace(/\s+/g, "-")
        .replace(/[^\w-]/g, ""),
      logo: entry.logo ?? `/logos/${entry.id}.svg`,
    }));
}

/** A lookup of `tools` by id that fails loudly on an id the catalogue does not have. */
export function toolsById(tools: readonly Tool[]) {
  return (id: string): Tool => {
    const tool = tools.find((t) => t.id === id);
    if (!tool) throw new Error(`No tool ${id} in the catalogue`);
    return tool;
  };
}

/** Ranked search over a list: OR of the query's words, weighted like title > facts > text. */
export function memoryRetrieve(tools: readonly Tool[]) {
  const indexed = tools.map((tool) => ({
    tool,
    name: new Set(tokenize(tool.name).map(stem)),
    facts: contentStems([tool.shortDescription, ...tool.category, ...tool.features].join(" ")),
    text: contentStems([tool.description, ...tool.useCases].join(" ")),
  }));
  const calls: RetrievalQuery[] = [];
  const retrieve = async (query: RetrievalQuery): Promise<RetrievedTool[]> => {
    calls.push(query);
    const words = contentStems(query.text);
    return indexed
      .filter(({ tool }) => !query.pricing || query.pricing.includes(tool.pricing as never))
      .filter(({ tool }) => !query.apiAccess || tool.apiAccess)
      .filter(
        ({ tool }) => !query.categories || tool.category.some((c) => query.categories!.includes(c)),
      )
      .map(({ tool, name, facts, text }) => {
        let score = 0;
        for (const word of words) {
          if (name.has(word)) score += 3;
          if (facts.has(word)) score += 2;
          if (text.has(word)) score += 1;
        }
        return { tool, score: words.size === 0 ? (rankRating(tool) ?? 0) : score };
      })
      .filter((result) => result.score > 0)
      .sort((a, b) => b.score - a.score || (rankRating(b.tool) ?? 0) - (rankRating(a.tool) ?? 0))
      .slice(0, query.limit);
  };
  return Object.assign(retrieve, { calls });
}
