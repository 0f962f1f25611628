import { z } from "zod";
import {
  API_MAX_PAGE_SIZE,
  CATEGORIES,
  defaultSort,
  HOME_PAGE_SIZE,
  PRICING_MODELS,
  SORT_OPTIONS,
  type SortOption,
} from "./constants";

const MAX_QUERY_LENGTH = 200;

/** Control characters (NUL above all) can never be stored or searched: they become spaces. */
function withoutControlCharacters(text: string) {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f]/g, " ");
}
const MAX_FEATURES = 10;

function caseInsensitiveChoice<T extends string>(choices: readonly T[], label: string) {
  const byLower = new Map(choices.map((choice) => [choice.toLowerCase(), choice]));
  return z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (value === "" || value.toLowerCase() === "all") return undefined;
      const match = byLower.get(value.toLowerCase());
      if (!match) {
        ctx.addIssue({
          code: "custom",
          message: `Unknown ${label} "${value.slice(0, 60)}". Use All or one of: ${choices.join(", ")}.`,
        });
        return z.NEVER;
      }
      return match;
    });
}

const intParam = (label: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === "") return fallback;
      if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
        ctx.addIssue({
          code: "custom",
          message: `${label} must be a whole number from ${min} to ${max}.`,
        });
        return z.NEVER;
      }
      return Number(value);
    });

/**
 * The tool-list query shared by the home page, the category pages and GET /api/v1/tools.
 * Input is the raw search parameters (strings); output has the spec's defaults applied.
 */
export const ToolQuerySchema = z
  .object({
    q: z
      .string()
      .max(MAX_QUERY_LENGTH, `The search text can be at most ${MAX_QUERY_LENGTH} characters.`)
      .optional()
      .transform(
        (value) =>
          withoutControlCharacters(value ?? "")
            .trim()
            .replace(/\s+/g, " ") || undefined,
      ),
    category: caseInsensitiveChoice(CATEGORIES, "category").optional(),
    pricing: caseInsensitiveChoice(PRICING_MODELS, "pricing").optional(),
    minRating: z
      .string()
      .trim()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined || value === "" || value === "any") return undefined;
        const rating = Number(value);
        if (!/^\d(\.\d+)?$/.test(value) || rating > 5) {
          ctx.addIssue({
            code: "custom",
            message: "minRating must be any, or a number from 0 to 5.",
          });
          return z.NEVER;
        }
        return rating;
      }),
    features: z
      .array(z.string())
      .optional()
      .transform((values, ctx) => {
        const list = (values ?? [])
          .flatMap((value) => value.split(","))
          .map((value) => withoutControlCharacters(value).trim())
          .filter(Boolean);
        const unique = [...new Set(list)];
        if (unique.length > MAX_FEATURES || unique.some((feature) => feature.length > 80)) {
          ctx.addIssue({
            code: "custom",
            message: `Give at most ${MAX_FEATURES} features of at most 80 characters each.`,
          });
          return z.NEVER;
        }
        return unique;
      }),
    sort: z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined || value === "") return undefined;
        if (!(value in SORT_OPTIONS)) {
          ctx.addIssue({
            code: "custom",
            message: `sort must be one of: ${Object.keys(SORT_OPTIONS).join(", ")}.`,
          });
          return z.NEVER;
        }
        return value as SortOption;
      }),
    page: intParam("page", 1, 100_000, 1),
    pageSize: intParam("pageSize", 1, API_MAX_PAGE_SIZE, HOME_PAGE_SIZE),
  })
  .transform((query) => ({ ...query, sort: query.sort ?? defaultSort(query.q) }));

export type ToolQueryInput = z.input<typeof ToolQuerySchema>;
export type ToolQuery = z.output<typeof ToolQuerySchema>;

/** Turns URL search parameters into the schema's input (features may repeat or be comma-separated). */
export function searchParamsToToolQueryInput(params: URLSearchParams): ToolQueryInput {
  const input: Record<string, unknown> = {};
  for (const key of ["q", "category", "pricing", "minRating", "sort", "page", "pageSize"]) {
    const value = params.get(key);
    if (value !== null) input[key] = value;
  }
  const features = params.getAll("features");
  if (features.length) input.features = features;
  return input as ToolQueryInput;
}

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
  rating: z.number(),
  reviewCount: z.number().int(),
  features: z.array(z.string()),
  url: z.string(),
  apiAccess: z.boolean(),
  createdAt: z.string().describe("ISO 8601 time the tool was added to the directory"),
  checkedAt: z.string().nullable().describe("ISO date its facts were last checked"),
  pros: z.array(z.string()),
  cons: z.array(z.string()),
  useCases: z.array(z.string()),
});
export type Tool = z.infer<typeof ToolSchema>;

export const CorrectionSchema = z.object({ typed: z.string(), read: z.string() });
export type Correction = z.infer<typeof CorrectionSchema>;

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
    .describe("Words of q that no tool uses, and the catalogue's word each was read as (typos)"),
});
export type ToolList = z.infer<typeof ToolListSchema>;

/** What a tool card needs: list pages send only this, which keeps their HTML small. */
export type ToolSummary = Pick<
  Tool,
  | "id"
  | "slug"
  | "name"
  | "logo"
  | "shortDescription"
  | "category"
  | "pricing"
  | "rating"
  | "reviewCount"
  | "features"
>;
