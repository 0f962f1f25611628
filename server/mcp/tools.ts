import { z } from "zod";
import { FACTS, PLATFORMS } from "~/features/catalogue/facts";
import { MAX_QUERY_LENGTH } from "~/lib/field-limits";

// docs/product.md#mcp-server: what the MCP server offers, as data: its name, its instructions and
// each tool's title, description and schemas. The server registers them; the API reference
// (/api-docs) describes them from the same definitions.

/** The most tools one search answers. */
export const MCP_SEARCH_LIMIT = 25;

export const SERVER_INFO = { name: "ai-tools-directory", version: "1.0.0" };

export const INSTRUCTIONS =
  "A directory of AI tools with checkable facts (pricing, free plan, API, open source, platforms), each from the official page that states it. Search or filter with search_tools, read one listing with get_tool, find replacements with find_alternatives, put two or three side by side with compare_tools, or describe a need in plain words to recommend_tools. Link people to the listing (listingUrl) or to the website through websiteUrl, which counts the visit.";

const platform = z.enum(PLATFORMS);

/** A tool in a list, as agents get it: what tells tools apart, and where to send a person. */
export const ToolCardSchema = z.object({
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
export type ToolCard = z.infer<typeof ToolCardSchema>;

export const FactSchema = z.object({
  fact: z.enum(FACTS),
  label: z.string(),
  value: z.string().nullable().describe("In words; null: the listing does not state it"),
  source: z.string().nullable().describe("The official page that states it"),
  confirmedAt: z.string().nullable().describe("When a person last confirmed it there (ISO 8601)"),
  confirmedBy: z.string().nullable(),
});

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
export const SEARCH_TOOLS = {
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

export const GET_TOOL = {
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

export const FIND_ALTERNATIVES = {
  title: "Find alternatives to an AI tool",
  description:
    "Up to 24 published tools most like one tool (shared categories, its main category, then shared words of descriptions, use cases and features), never the tool itself, optionally only those that state a free plan, are cheaper, open source, self-hostable, have an API or run on a platform. Each says what it shares and which stated facts differ.",
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
        score: z.number().describe("Likeness points, to the hundredth; more is more alike"),
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

export const COMPARE_TOOLS = {
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

export const RECOMMEND_TOOLS = {
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

export const LIST_CATEGORIES = {
  title: "List the categories of AI tools",
  description:
    "Every category of the directory with how many published tools it has; use a name as search_tools' category.",
  inputSchema: {},
  outputSchema: {
    categories: z.array(z.object({ name: z.string(), toolCount: z.number().int() })),
  },
  annotations: readOnly,
};

/** The tools, in the order the server registers them and the reference lists them. */
export const MCP_TOOLS = {
  search_tools: SEARCH_TOOLS,
  get_tool: GET_TOOL,
  find_alternatives: FIND_ALTERNATIVES,
  compare_tools: COMPARE_TOOLS,
  recommend_tools: RECOMMEND_TOOLS,
  list_categories: LIST_CATEGORIES,
};
