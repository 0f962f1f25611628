import { z } from "zod";
import { CONFIRMERS, PLATFORMS, PRICE_PERIODS } from "./facts";

// The shapes of what the API answers with (docs/product.md#public-api): a tool, a page of tools
// and what a search was understood as. The OpenAPI document is built from them (server/api/
// openapi.ts), so their descriptions are the reference's.

/** One fact of a tool: its value, its source and its last confirmation. */
const factSchema = <T extends z.ZodType>(value: T) =>
  z.object({
    value,
    source: z.string().nullable().describe("The official page that states it"),
    confirmedAt: z
      .string()
      .nullable()
      .describe("ISO 8601 time a person last confirmed the value against the source"),
    confirmedBy: z.enum(CONFIRMERS).nullable(),
  });

/** A tool as the API and the pages see it. */
export const ToolSchema = z.object({
  id: z.string(),
  slug: z.string().describe("URL slug of the name: /tool/{id}/{slug}"),
  name: z.string(),
  logo: z
    .string()
    .describe("Logo URL: the tool's own, or a generated monogram served by this site"),
  description: z.string(),
  shortDescription: z.string(),
  category: z.array(z.string()),
  pricing: z.string(),
  rating: z
    .number()
    .nullable()
    .describe(
      "The average stars (1 to 5) of the tool's published user reviews; null until it has one",
    ),
  reviewCount: z.number().int().describe("How many published user reviews it has"),
  editorialRating: z
    .number()
    .nullable()
    .describe("The directory editors' own score (1 to 5), not a user review; null if none"),
  features: z.array(z.string()),
  url: z.string().describe("The tool's own website"),
  apiAccess: z.boolean(),
  createdAt: z.string().describe("ISO 8601 time the tool was added to the directory"),
  checkedAt: z
    .string()
    .nullable()
    .describe(
      "ISO 8601 time a person last confirmed one of its facts against its source (see facts); null until then",
    ),
  websiteAnsweredAt: z
    .string()
    .nullable()
    .describe(
      "ISO date the link checker last found the website answering; says nothing about the facts",
    ),
  facts: z
    .object({
      pricing: factSchema(z.string()),
      startingPrice: factSchema(
        z
          .object({
            amount: z.number(),
            currency: z.string().describe("ISO 4217 code"),
            period: z.enum(PRICE_PERIODS),
          })
          .nullable()
          .describe("The cheapest paid plan for one person; null when not stated"),
      ),
      freePlan: factSchema(z.boolean().nullable()),
      api: factSchema(z.boolean()),
      openSource: factSchema(
        z
          .object({
            openSource: z.boolean(),
            licence: z.string().nullable().describe("SPDX licence id"),
            repository: z.string().nullable(),
          })
          .nullable(),
      ),
      selfHostable: factSchema(z.boolean().nullable()),
      platforms: factSchema(z.array(z.enum(PLATFORMS))),
    })
    .describe(
      "Its checkable facts, each with the official page that states it and when a person last confirmed it there; a null value is not stated",
    ),
  pros: z.array(z.string()),
  cons: z.array(z.string()),
  useCases: z.array(z.string()),
});
export type Tool = z.infer<typeof ToolSchema>;

export const CorrectionSchema = z.object({
  typed: z.string(),
  read: z.string(),
  kept: z
    .boolean()
    .describe(
      "True when the word as typed is searched for as well (a real word read also as its plural or other spelling); false when the word read replaces it (a typo)",
    ),
});
export type Correction = z.infer<typeof CorrectionSchema>;

const ToolRefSchema = z.object({ id: z.string(), name: z.string(), slug: z.string() });

/** An alternatives list's filters as answers state them (GET /tools/{id}/alternatives, search). */
export const AlternativeFiltersViewSchema = z.object({
  free: z.boolean(),
  cheaper: z
    .boolean()
    .describe(
      "Only tools cheaper than this one by what both listings state: a free plan where it states none, or a lower starting price in the same currency and period",
    ),
  openSource: z.boolean(),
  api: z.boolean(),
  selfHosted: z.boolean().describe("Only tools that state they can be self-hosted"),
  platform: z.enum(PLATFORMS).nullable(),
});

/** What a search's text was read as asking for besides words (docs/product.md#search-intent). */
export const UnderstoodSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("alternatives"),
    tool: ToolRefSchema.describe("The tool q names: the results are the tools most like it"),
    filters: AlternativeFiltersViewSchema.describe(
      "The conditions q states, as the filters of GET /tools/{id}/alternatives",
    ),
  }),
  z.object({
    kind: z.literal("comparison"),
    tools: z.array(ToolRefSchema).min(2).max(3).describe("The tools q compares, in its order"),
  }),
  z.object({
    kind: z.literal("conditions"),
    words: z.string().describe("The words searched for"),
    filters: AlternativeFiltersViewSchema.describe(
      "The conditions q states, which every result meets",
    ),
    alternatives: z.boolean().describe("False when only a free plan was asked for"),
  }),
]);
export type Understood = z.infer<typeof UnderstoodSchema>;

export const ToolListSchema = z.object({
  tools: z.array(ToolSchema),
  total: z
    .number()
    .int()
    .describe(
      "How many tools match; with q, counted up to 1,000 (or two pages past this one), see totalIsLowerBound",
    ),
  totalIsLowerBound: z
    .boolean()
    .describe("True when more tools than total match: the count stopped there"),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  corrections: z
    .array(CorrectionSchema)
    .optional()
    .describe(
      "Words of q that no tool uses, and the catalogue's word each was read as (typos, other forms and spellings)",
    ),
  understood: UnderstoodSchema.optional().describe(
    'Present when q asks for the alternatives to a named tool ("alternatives to Midjourney", "like Notion AI but free") or compares named tools ("ChatGPT vs Claude"): the results are then those tools under the other filters: the alternatives most alike first, the compared tools in the order typed. Or, for alternatives under conditions to no listed tool ("free photoshop alternative"), the tools its words find that meet them',
  ),
});
export type ToolList = z.infer<typeof ToolListSchema>;

/**
 * A tool as the API answers it: the pages' fields, and `visitUrl`, the address that counts a
 * visit before it leads to the website (docs/product.md#public-api).
 */
export const ApiToolSchema = ToolSchema.extend({
  visitUrl: z
    .string()
    .describe(
      "This site's /go/{id}?source=api, which counts the visit (per tool, source and day, nothing personal) and redirects to url; link to the tool's website through it",
    ),
});
export type ApiTool = z.infer<typeof ApiToolSchema>;

export const ApiToolListSchema = ToolListSchema.extend({ tools: z.array(ApiToolSchema) });
export type ApiToolList = z.infer<typeof ApiToolListSchema>;
