import { z } from "zod";
import { controlCharactersAsSpaces, MAX_QUERY_LENGTH } from "~/lib/field-limits";
import { checkboxRule } from "~/lib/field-rules";
import { categoryList, pricingChoice, toolFieldRules } from "./content-schema";
import {
  API_MAX_PAGE_SIZE,
  defaultSort,
  HOME_PAGE_SIZE,
  SORT_OPTIONS,
  TOOL_STATUSES,
  type SortOption,
} from "./constants";

const MAX_FEATURES = 10;

/**
 * A category or pricing option by name: "" and "All" are none. Which names exist is the
 * database's (decision 013): the server resolves them, without regard to case.
 */
function choiceParam(label: string) {
  return z
    .string()
    .trim()
    .max(80, `The ${label} can be at most 80 characters.`)
    .transform((value) =>
      value === "" || value.toLowerCase() === "all" ? undefined : controlCharactersAsSpaces(value),
    );
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
          controlCharactersAsSpaces(value ?? "")
            .trim()
            .replace(/\s+/g, " ") || undefined,
      ),
    category: choiceParam("category").optional(),
    pricing: choiceParam("pricing").optional(),
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
          .map((value) => controlCharactersAsSpaces(value).trim())
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
        // Own keys only: `constructor` and the like are not sort orders.
        if (!Object.hasOwn(SORT_OPTIONS, value)) {
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
  | "editorialRating"
  | "features"
>;

/** A textarea of one item per line (blank lines ignored), or a list already. */
const lines = <T extends z.ZodType>(rule: T) =>
  z.preprocess(
    (value) =>
      typeof value === "string"
        ? value
            .split(/\r?\n/)
            .map((line) => line.trim())
            .filter(Boolean)
        : value,
    rule,
  );

/** A number typed in a form field; blank is absent. */
const typedNumber = <T extends z.ZodType>(rule: T) =>
  z.preprocess(
    (value) =>
      typeof value === "string" ? (value.trim() === "" ? undefined : Number(value)) : value,
    rule,
  );

/** An optional field: blank is null. */
const blankAsNull = <T extends z.ZodType>(rule: T) =>
  z.preprocess(
    (value) =>
      value === undefined || (typeof value === "string" && value.trim() === "") ? null : value,
    rule.nullable(),
  );

/**
 * The admin tool editor's fields (decision 013), checked by the catalogue's own rules; the
 * categories and pricing options are those the database lists. Without the id, which is chosen
 * once, when the tool is created.
 */
export function toolFormSchema(lists: {
  categories: readonly string[];
  pricingOptions: readonly string[];
}) {
  return z.object({
    name: toolFieldRules.name,
    url: toolFieldRules.url,
    logo: blankAsNull(toolFieldRules.logo),
    shortDescription: toolFieldRules.shortDescription,
    description: toolFieldRules.description,
    category: lines(categoryList(lists.categories)),
    pricing: pricingChoice(lists.pricingOptions),
    features: lines(toolFieldRules.features),
    pros: lines(toolFieldRules.pros),
    cons: lines(toolFieldRules.cons),
    useCases: lines(toolFieldRules.useCases),
    editorialRating: blankAsNull(typedNumber(toolFieldRules.editorialRating)),
    apiAccess: checkboxRule,
    createdAt: toolFieldRules.createdAt,
    checkedAt: blankAsNull(toolFieldRules.checkedAt),
    status: z.enum(TOOL_STATUSES, { error: "Choose draft, published or archived." }),
  });
}

/** The editor's fields for a new tool: the rest and its id. */
export function newToolFormSchema(lists: Parameters<typeof toolFormSchema>[0]) {
  return toolFormSchema(lists).extend({ id: toolFieldRules.id });
}

/** A tool as an administrator writes it: every stored field of the catalogue. */
export type ToolInput = z.output<ReturnType<typeof newToolFormSchema>>;
