import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { getAlternatives } from "~/features/catalogue/alternatives.server";
import { NO_FILTERS } from "~/features/catalogue/alternatives";
import {
  FACT_LABELS,
  FACTS,
  factInWords,
  factValuesOfView,
  PLATFORMS,
} from "~/features/catalogue/facts";
import { alternativesAsked } from "~/features/catalogue/intent.server";
import { rankTools, searchTools } from "~/features/catalogue/search.server";
import { ToolQuerySchema, type Tool } from "~/features/catalogue/schema";
import { getToolById } from "~/features/catalogue/tool-reads.server";
import {
  listCategories,
  listChoices,
  resolveChoices,
} from "~/features/catalogue/vocabulary.server";
import { getLlmSettings } from "~/features/recommender/llm.server";
import { recommend } from "~/features/recommender/recommend.server";
import { MAX_QUERY_LENGTH, isToolId } from "~/lib/field-limits";
import { log } from "~/lib/log.server";
import { comparePath, toolAlternativesPath, toolPath, toolVisitPath } from "~/lib/paths";

// docs/product.md#mcp-server: the catalogue as tools an assistant can call, read-only, answered
// by the same feature functions as the pages and the REST API. Every tool answers in text and in
// structured content; listings link to this site, and websites through /go/{id}?source=mcp so a
// visit is counted as the pages' links are.

/** The most tools one search answers. */
export const MCP_SEARCH_LIMIT = 25;

const SERVER_INFO = { name: "ai-tools-directory", version: "1.0.0" };

const INSTRUCTIONS =
  "A directory of AI tools with checkable facts (pricing, free plan, API, open source, platforms), each from the official page that states it. Search or filter with search_tools, read one listing with get_tool, find replacements with find_alternatives, put two or three side by side with compare_tools, or describe a need in plain words to recommend_tools. Link people to the listing (listingUrl) or to the website through websiteUrl, which counts the visit.";

const platform = z.enum(PLATFORMS);

/** A tool in a list, as agents get it: what tells tools apart, and where to send a person. */
const ToolCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  shortDescription: z.string(),
  categories: z.array(z.string()),
  pricing: z.string(),
  freePlan: z.boolean().nullable().describe("null: the listing does not say"),
  api: z.boolean(),
  openSource: z.boolean().nullable().describe("null: the listing does not say"),
  platforms: z.array(platform),
  rating: z.number().nullable().describe("Average of users' reviews, 1 to 5; null until reviewed"),
  reviewCount: z.number().int(),
  listingUrl: z.string().describe("The tool's page on this site"),
  websiteUrl: z.string().describe("The tool's website, through this site's counted redirect"),
});
type ToolCard = z.infer<typeof ToolCardSchema>;

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

const FactSchema = z.object({
  fact: z.enum(FACTS),
  label: z.string(),
  value: z.string().nullable().describe("In words; null: the listing does not state it"),
  source: z.string().nullable().describe("The official page that states it"),
  confirmedAt: z.string().nullable().describe("When a person last confirmed it there (ISO 8601)"),
  confirmedBy: z.string().nullable(),
});

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

/** The conditions agents may put on a list, as the site's filters name them. */
const conditions = {
  freePlan: z.boolean().optional().describe("Only tools whose listing states a free plan"),
  api: z.boolean().optional().describe("Only tools with a public API"),
  openSource: z
    .boolean()
    .optional()
    .describe("Only tools whose listing states they are open source"),
  platform: platform.optional().describe("Only tools whose listing states this platform"),
};

const readOnly = { readOnlyHint: true, openWorldHint: false } as const;

// Each tool's description and schemas, built once: a request only builds the server around them.
const SEARCH_TOOLS = {
  title: "Search AI tools",
  description:
    'Find published AI tools by what they do, their name or a request such as "alternatives to Midjourney, free" or "ChatGPT vs Claude", and filter by category, pricing model and stated facts. Results come in relevance order (by rating when there is no query); the directory sells no placement. Returns at most `limit` tools and how many match.',
  inputSchema: {
    query: z
      .string()
      .max(MAX_QUERY_LENGTH)
      .optional()
      .describe("What the tool should do, or its name; typos and synonyms are understood"),
    category: z
      .string()
      .max(80)
      .optional()
      .describe("A category's name, as list_categories gives it"),
    pricing: z
      .string()
      .max(80)
      .optional()
      .describe("A pricing model: Free, Freemium, Subscription, Credit-based, Self-hosted or Paid"),
    ...conditions,
    limit: z
      .number()
      .int()
      .min(1)
      .max(MCP_SEARCH_LIMIT)
      .optional()
      .describe("At most 25; 10 by default"),
  },
  outputSchema: {
    tools: z.array(ToolCardSchema),
    total: z.number().int().describe("How many tools match"),
    totalIsLowerBound: z.boolean().describe("True when more than `total` match"),
    understood: z
      .string()
      .optional()
      .describe("What the query was read as asking for, when it names tools"),
  },
  annotations: readOnly,
};

const GET_TOOL = {
  title: "Read one AI tool's listing",
  description:
    "Every public field of one published tool: description, categories, features, use cases, pros and cons, its facts each with the official page that states it and when a person last confirmed it, users' rating and review count, and links.",
  inputSchema: { id: z.string().max(100).describe("The tool's id, as search_tools gives it") },
  outputSchema: {
    tool: ToolCardSchema.extend({
      description: z.string(),
      features: z.array(z.string()),
      useCases: z.array(z.string()),
      pros: z.array(z.string()),
      cons: z.array(z.string()),
      editorialRating: z.number().nullable().describe("The editors' own score, not a review"),
      facts: z.array(FactSchema),
      websiteAnsweredAt: z
        .string()
        .nullable()
        .describe(
          "When the link checker last found the website answering; says nothing of the facts",
        ),
      addedAt: z.string(),
      alternativesUrl: z.string(),
    }),
  },
  annotations: readOnly,
};

const FIND_ALTERNATIVES = {
  title: "Find alternatives to an AI tool",
  description:
    "Up to 24 published tools most like one tool (shared categories, its main category, then shared words of use cases and features), never the tool itself, optionally only those that state a free plan, are cheaper, open source, self-hostable, have an API or run on a platform. Each says what it shares and which stated facts differ.",
  inputSchema: {
    id: z.string().max(100).describe("The tool's id, as search_tools gives it"),
    freePlan: conditions.freePlan,
    cheaper: z
      .boolean()
      .optional()
      .describe(
        "Only tools cheaper by what both listings state: a free plan where it has none, or a lower starting price",
      ),
    openSource: conditions.openSource,
    api: conditions.api,
    selfHosted: z
      .boolean()
      .optional()
      .describe("Only tools whose listing states they can be self-hosted"),
    platform: conditions.platform,
  },
  outputSchema: {
    tool: z.object({ id: z.string(), name: z.string() }),
    alternatives: z.array(
      z.object({
        tool: ToolCardSchema,
        score: z.number().int(),
        shares: z.object({
          categories: z.array(z.string()),
          mainCategory: z.string().nullable(),
          useCases: z.array(z.string()),
          features: z.array(z.string()),
        }),
        differs: z.array(
          z.object({
            fact: z.string(),
            label: z.string(),
            tool: z.string(),
            alternative: z.string(),
          }),
        ),
      }),
    ),
    alternativesUrl: z.string(),
  },
  annotations: readOnly,
};

const COMPARE_TOOLS = {
  title: "Compare two or three AI tools",
  description:
    "The stated facts of two or three published tools side by side (pricing model, starting price, free plan, API, open source, self-hostable, platforms), which of them differ, and their ratings and links.",
  inputSchema: {
    ids: z.array(z.string().max(100)).min(2).max(3).describe("Two or three tool ids"),
  },
  outputSchema: {
    tools: z.array(ToolCardSchema),
    facts: z.array(
      z.object({
        fact: z.enum(FACTS),
        label: z.string(),
        values: z
          .array(z.string().nullable())
          .describe("One per tool, in the order asked; null: not stated"),
        differs: z
          .boolean()
          .describe("True when every tool states it and the values are not all the same"),
      }),
    ),
    compareUrl: z.string(),
  },
  annotations: readOnly,
};

const RECOMMEND_TOOLS = {
  title: "Recommend AI tools for a need",
  description:
    'Describe a need in plain words ("a free tool to transcribe podcasts with an API"); get up to four published tools, each with the reason it fits taken from its listing, and notes on conditions that could not be met. The same engine as the site\'s recommender.',
  inputSchema: {
    need: z
      .string()
      .min(10)
      .max(2000)
      .describe("What the person needs, in their words (10 to 2,000 characters)"),
  },
  outputSchema: {
    recommendations: z.array(z.object({ tool: ToolCardSchema, reason: z.string() })),
    notes: z.array(z.string()),
  },
  annotations: readOnly,
};

const LIST_CATEGORIES = {
  title: "List the categories of AI tools",
  description:
    "Every category of the directory with how many published tools it has; use a name as search_tools' category.",
  inputSchema: {},
  outputSchema: {
    categories: z.array(z.object({ name: z.string(), toolCount: z.number().int() })),
  },
  annotations: readOnly,
};

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
    SEARCH_TOOLS,
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
      const understood =
        list.understood?.kind === "alternatives"
          ? `Alternatives to ${list.understood.tool.name}, most alike first`
          : list.understood?.kind === "comparison"
            ? `A comparison of ${list.understood.tools.map((t) => t.name).join(" and ")} (compare_tools puts their facts side by side)`
            : undefined;
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

  register("get_tool", GET_TOOL, async ({ id }) => {
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
    FIND_ALTERNATIVES,
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

  register("compare_tools", COMPARE_TOOLS, async ({ ids }) => {
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

  register("recommend_tools", RECOMMEND_TOOLS, async ({ need }) => {
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

  register("list_categories", LIST_CATEGORIES, async () => {
    const categories = await listCategories();
    return answer(
      { categories },
      categories.map((category) => `- ${category.name}: ${category.toolCount} tools`).join("\n"),
    );
  });

  return server;
}
