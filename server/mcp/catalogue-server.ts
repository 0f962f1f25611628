import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { getAlternatives } from "~/features/catalogue/alternatives.server";
import { activeFilters, NO_FILTERS } from "~/features/catalogue/alternatives";
import { FACT_LABELS, FACTS, factInWords, factValuesOfView } from "~/features/catalogue/facts";
import { alternativesAsked } from "~/features/catalogue/intent.server";
import { rankTools, searchTools } from "~/features/catalogue/search.server";
import { ToolQuerySchema, type Tool, type Understood } from "~/features/catalogue/schema";
import { getToolById } from "~/features/catalogue/tool-reads.server";
import {
  listCategories,
  listChoices,
  resolveChoices,
} from "~/features/catalogue/vocabulary.server";
import { getLlmSettings } from "~/features/recommender/llm.server";
import { recommend } from "~/features/recommender/recommend.server";
import { INSTRUCTIONS, MCP_TOOLS, SERVER_INFO, type ToolCard } from "./tools";
import { isToolId } from "~/lib/field-limits";
import { log } from "~/lib/log.server";
import { comparePath, toolAlternativesPath, toolPath, toolVisitPath } from "~/lib/paths";

// docs/product.md#mcp-server: the catalogue as tools an assistant can call, read-only, answered
// by the same feature functions as the pages and the REST API. Every tool answers in text and in
// structured content; listings link to this site, and websites through /go/{id}?source=mcp so a
// visit is counted as the pages' links are.

function cardOf(tool: Tool, origin: string): ToolCard {
  const values = factValuesOfView(tool.facts);
  return {
    id: tool.id,
    name: tool.name,
    shortDescription: tool.shortDescription,
    categories: tool.category,
    pricing: tool.pricing,
    freePlan: values.freePlan,
    api: tool.apiAccess,
    openSource: values.openSource,
    platforms: values.platforms,
    rating: tool.rating,
    reviewCount: tool.reviewCount,
    listingUrl: `${origin}${toolPath(tool)}`,
    websiteUrl: `${origin}${toolVisitPath(tool.id, "mcp")}`,
  };
}

/** What a search was understood as, in a sentence for the agent (docs/product.md#search-intent). */
function understoodLine(understood: Understood) {
  switch (understood.kind) {
    case "alternatives":
      return `Alternatives to ${understood.tool.name}, most alike first`;
    case "comparison":
      return `A comparison of ${understood.tools.map((t) => t.name).join(" and ")} (compare_tools puts their facts side by side)`;
    case "conditions": {
      const { words, filters } = understood;
      const stated = activeFilters(filters, words).map((condition) =>
        condition.label.toLowerCase(),
      );
      const found = understood.alternatives
        ? `No listed tool is called "${words}": tools matching it`
        : words
          ? `Tools matching "${words}"`
          : "Tools";
      return `${found} that meet the conditions stated: ${stated.join(", ")}`;
    }
  }
}

/** One line of text per tool, for clients that read the text. */
function cardLine(card: ToolCard) {
  const rating =
    card.rating === null
      ? "no reviews yet"
      : `${card.rating.toFixed(1)}/5 from ${card.reviewCount}`;
  return `- ${card.name} (${card.id}): ${card.shortDescription} [${card.pricing}; ${rating}] ${card.listingUrl}`;
}

/** A tool's answer: structured content and the same in text. */
function answer<T extends Record<string, unknown>>(structured: T, text: string): CallToolResult {
  return { content: [{ type: "text", text }], structuredContent: structured };
}

/** A tool error the agent can act on (a wrong id, a condition no tool meets): not a failure. */
function refusal(text: string): CallToolResult {
  return { content: [{ type: "text", text }], isError: true };
}

const unknownTool = (id: string) =>
  refusal(
    `No published tool has the id "${id.slice(0, 100)}". Find ids with search_tools (each result's id).`,
  );

async function publishedTool(id: string) {
  return isToolId(id) ? getToolById(id) : null;
}

/** A tool's facts in words, each with its source and confirmation. */
function factsOf(tool: Tool) {
  const values = factValuesOfView(tool.facts);
  return FACTS.map((fact) => {
    const view = tool.facts[fact];
    return {
      fact,
      label: FACT_LABELS[fact],
      value: factInWords(fact, values),
      source: view.source,
      confirmedAt: view.confirmedAt,
      confirmedBy: view.confirmedBy,
    };
  });
}

/** What a tool answers when the site itself failed (the database away, a bug). */
const UNAVAILABLE =
  "The directory could not answer just now. Please try again in a minute; if it keeps failing, the site's operator has been told.";

/**
 * registerTool whose tools log a failure and answer UNAVAILABLE: the SDK would otherwise send the
 * error's own message (a failed query's SQL) to the agent, and log nothing.
 */
function withFailuresLogged(server: McpServer): McpServer["registerTool"] {
  return ((name: string, config: unknown, callback: (...args: unknown[]) => Promise<unknown>) =>
    server.registerTool(
      name,
      config as never,
      (async (...args: unknown[]) => {
        try {
          return await callback(...args);
        } catch (error) {
          log.error("An MCP tool failed", { tool: name, error: String(error) });
          return refusal(UNAVAILABLE);
        }
      }) as never,
    )) as McpServer["registerTool"];
}

/**
 * A new server with the catalogue's tools, for one request (the endpoint is stateless).
 * `origin` is the site's public origin, for links.
 */
export function createCatalogueServer(
  origin: string,
  limits: { recommend: () => Promise<string | null> },
) {
  const server = new McpServer(SERVER_INFO, { instructions: INSTRUCTIONS });
  const register = withFailuresLogged(server);

  register(
    "search_tools",
    MCP_TOOLS.search_tools,
    async ({ query, category, pricing, freePlan, api, openSource, platform: on, limit }) => {
      const parsed = ToolQuerySchema.safeParse({
        q: query,
        category,
        pricing,
        pageSize: String(limit ?? 10),
      });
      if (!parsed.success) return refusal(parsed.error.issues.map((i) => i.message).join(" "));
      const resolved = resolveChoices(parsed.data, await listChoices());
      if (resolved.problems.length) {
        return refusal(resolved.problems.map((problem) => problem.message).join(" "));
      }
      const list = await searchTools({
        ...resolved.query,
        facts: {
          freePlan: freePlan ?? false,
          api: api ?? false,
          openSource: openSource ?? false,
          platform: on ?? null,
        },
      });
      const tools = list.tools.map((tool) => cardOf(tool, origin));
      const understood = list.understood && understoodLine(list.understood);
      const head = `${list.total}${list.totalIsLowerBound ? "+" : ""} tools match${understood ? ` (${understood})` : ""}.`;
      return answer(
        {
          tools,
          total: list.total,
          totalIsLowerBound: list.totalIsLowerBound,
          ...(understood ? { understood } : {}),
        },
        [head, ...tools.map(cardLine)].join("\n"),
      );
    },
  );

  register("get_tool", MCP_TOOLS.get_tool, async ({ id }) => {
    const tool = await publishedTool(id);
    if (!tool) return unknownTool(id);
    const facts = factsOf(tool);
    const full = {
      ...cardOf(tool, origin),
      description: tool.description,
      features: tool.features,
      useCases: tool.useCases,
      pros: tool.pros,
      cons: tool.cons,
      editorialRating: tool.editorialRating,
      facts,
      websiteAnsweredAt: tool.websiteAnsweredAt,
      addedAt: tool.createdAt,
      alternativesUrl: `${origin}${toolAlternativesPath(tool)}`,
    };
    const text = [
      `${tool.name}: ${tool.description}`,
      `Categories: ${tool.category.join(", ")}`,
      ...facts.map(
        (f) =>
          `${f.label}: ${f.value ?? "not stated"}${f.source ? ` (source: ${f.source}${f.confirmedAt ? `, confirmed ${f.confirmedAt.slice(0, 10)}` : ", not yet confirmed"})` : ""}`,
      ),
      `Features: ${tool.features.join("; ")}`,
      `Pros: ${tool.pros.join("; ")}`,
      `Cons: ${tool.cons.join("; ")}`,
      `Listing: ${full.listingUrl}`,
      `Website: ${full.websiteUrl}`,
    ].join("\n");
    return answer({ tool: full }, text);
  });

  register(
    "find_alternatives",
    MCP_TOOLS.find_alternatives,
    async ({ id, freePlan, cheaper, openSource, api, selfHosted, platform: on }) => {
      const tool = await publishedTool(id);
      if (!tool) return unknownTool(id);
      const found = await getAlternatives(tool, {
        ...NO_FILTERS,
        free: freePlan ?? false,
        cheaper: cheaper ?? false,
        openSource: openSource ?? false,
        api: api ?? false,
        selfHosted: selfHosted ?? false,
        platform: on ?? null,
      });
      const alternatives = found.map((item) => ({ ...item, tool: cardOf(item.tool, origin) }));
      const text =
        alternatives.length === 0
          ? `No published tool like ${tool.name} meets these conditions.`
          : [
              `Alternatives to ${tool.name}, most alike first:`,
              ...alternatives.map(
                (item) =>
                  `${cardLine(item.tool)}\n  shares: ${[...item.shares.categories, ...item.shares.useCases].join(", ")}${item.differs.length ? `; differs: ${item.differs.map((d) => `${d.label} ${d.alternative} (${tool.name}: ${d.tool})`).join("; ")}` : ""}`,
              ),
            ].join("\n");
      return answer(
        {
          tool: { id: tool.id, name: tool.name },
          alternatives,
          alternativesUrl: `${origin}${toolAlternativesPath(tool)}`,
        },
        text,
      );
    },
  );

  register("compare_tools", MCP_TOOLS.compare_tools, async ({ ids }) => {
    const unique = [...new Set(ids)];
    if (unique.length < 2) return refusal("Give two or three different tool ids.");
    const tools = await Promise.all(unique.map(publishedTool));
    const missing = unique.find((_, index) => !tools[index]);
    if (missing !== undefined) return unknownTool(missing);
    const listed = tools as Tool[];
    const facts = FACTS.map((fact) => {
      const values = listed.map((tool) => factInWords(fact, factValuesOfView(tool.facts)));
      const stated = values.every((value) => value !== null);
      return {
        fact,
        label: FACT_LABELS[fact],
        values,
        differs: stated && new Set(values).size > 1,
      };
    });
    const cards = listed.map((tool) => cardOf(tool, origin));
    const compareUrl = `${origin}${comparePath(listed.map((tool) => tool.id))}`;
    const text = [
      `Compared: ${listed.map((tool) => tool.name).join(", ")}`,
      ...facts.map(
        (f) =>
          `${f.label}${f.differs ? " (differs)" : ""}: ${f.values.map((v, i) => `${listed[i]!.name} ${v ?? "not stated"}`).join(" | ")}`,
      ),
      `Side by side: ${compareUrl}`,
    ].join("\n");
    return answer({ tools: cards, facts, compareUrl }, text);
  });

  register("recommend_tools", MCP_TOOLS.recommend_tools, async ({ need }) => {
    const limited = await limits.recommend();
    if (limited) return refusal(limited);
    const result = await recommend(need, {
      retrieve: (query) => rankTools(query),
      alternatives: (text) => alternativesAsked(text),
      llm: getLlmSettings(),
    });
    const tools = await Promise.all(result.recommendations.map((item) => getToolById(item.id)));
    const recommendations = result.recommendations.flatMap((item, index) => {
      const tool = tools[index];
      return tool ? [{ tool: cardOf(tool, origin), reason: item.reasoning }] : [];
    });
    const text =
      recommendations.length === 0
        ? "No matching tools found for this need. Try describing it more specifically."
        : [
            ...recommendations.map((item) => `${cardLine(item.tool)}\n  why: ${item.reason}`),
            ...result.notes.map((note) => `Note: ${note}`),
          ].join("\n");
    return answer({ recommendations, notes: result.notes }, text);
  });

  register("list_categories", MCP_TOOLS.list_categories, async () => {
    const categories = await listCategories();
    return answer(
      { categories },
      categories.map((category) => `- ${category.name}: ${category.toolCount} tools`).join("\n"),
    );
  });

  return server;
}
