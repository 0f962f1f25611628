import { z } from "zod";
import { controlCharactersAsSpaces, MAX_QUERY_LENGTH } from "~/lib/field-limits";
import { checkboxRule } from "~/lib/field-rules";
import type { Tool } from "./answer-schema";
import {
  categoryList,
  factFieldRules,
  factsAgree,
  pricingChoice,
  toolFieldRules,
} from "./content-schema";
import { FACT_LABELS, FACTS, PLATFORMS, SOURCE_FIELDS, type Fact, type SourceField } from "./facts";
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

/** A switch in an address's query: 1 on, 0 or nothing off, anything else refused. */
export const switchParam = (name: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === "" || value === "0") return false;
      if (value === "1") return true;
      ctx.addIssue({ code: "custom", message: `${name} must be 1 (on) or 0 (off).` });
      return z.NEVER;
    });

/** A platform as the facts name it, or null for any. */
export const platformParam = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === "") return null;
    if (!(PLATFORMS as readonly string[]).includes(value)) {
      ctx.addIssue({
        code: "custom",
        message: `platform must be one of: ${PLATFORMS.join(", ")}.`,
      });
      return z.NEVER;
    }
    return value as (typeof PLATFORMS)[number];
  });

/**
 * Filters on stated facts, which the API and agents ask for (`freePlan=1`, `openSource=1`,
 * `api=1`, `platform=linux`): each keeps the tools whose listing states it.
 */
export const FactFiltersSchema = z.object({
  freePlan: switchParam("freePlan"),
  openSource: switchParam("openSource"),
  api: switchParam("api"),
  platform: platformParam,
});
export type FactFilters = z.output<typeof FactFiltersSchema>;

/** The fact filters' input from URL search parameters (other parameters are ignored). */
export function factFiltersInput(params: URLSearchParams) {
  const input: Record<string, string> = {};
  for (const key of ["freePlan", "openSource", "api", "platform"]) {
    const value = params.get(key);
    if (value !== null) input[key] = value;
  }
  return input;
}

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

// The API's answers (tools, lists and what a search was understood as) are described in
// answer-schema.ts, which only the server loads: the forms' pages do not carry them.
export type { ApiTool, ApiToolList, Correction, Tool, ToolList, Understood } from "./answer-schema";

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
  return z
    .object({
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
      ...factFormFields,
      status: z.enum(TOOL_STATUSES, { error: "Choose draft, published or archived." }),
    })
    .superRefine(factsAgree)
    .superRefine(confirmedWithSource);
}

/** A yes / no / not stated choice. */
const yesNoChoice = <T extends z.ZodType>(rule: T) =>
  z.preprocess(
    (value) =>
      value === "yes"
        ? true
        : value === "no"
          ? false
          : value === "" || value === undefined
            ? null
            : value,
    rule,
  );

/** Ticked boxes of one name (the form joins them one per line); none ticked is an empty list. */
const ticked = <T extends z.ZodType>(rule: T) =>
  z.preprocess((value) => (value === undefined ? [] : value), lines(rule));

/** The facts' fields of the editor (and of a suggested edit): blank is "not stated". */
export const factFormFields = {
  startingPrice: blankAsNull(typedNumber(factFieldRules.startingPrice)),
  startingPriceCurrency: blankAsNull(
    z.preprocess(
      (value) => (typeof value === "string" ? value.trim().toUpperCase() : value),
      factFieldRules.startingPriceCurrency,
    ),
  ),
  startingPricePeriod: blankAsNull(factFieldRules.startingPricePeriod),
  freePlan: yesNoChoice(factFieldRules.freePlan),
  openSource: yesNoChoice(factFieldRules.openSource),
  openSourceLicence: blankAsNull(factFieldRules.openSourceLicence),
  repositoryUrl: blankAsNull(factFieldRules.repositoryUrl),
  selfHostable: yesNoChoice(factFieldRules.selfHostable),
  platforms: ticked(factFieldRules.platforms),
  ...(Object.fromEntries(
    FACTS.map((fact) => [SOURCE_FIELDS[fact], blankAsNull(factFieldRules[SOURCE_FIELDS[fact]])]),
  ) as { [F in SourceField]: ReturnType<typeof blankAsNull<(typeof factFieldRules)[F]>> }),
  confirm: ticked(z.array(z.enum(FACTS, { error: "Only the listed facts can be confirmed." }))),
};

/**
 * A suggested edit of a listing (docs/product.md#facts-and-sources): the form is filled with the
 * listing's values, and what differs is proposed. A fact's source is the page that states its
 * new value.
 */
export function suggestionFormSchema(pricingOptions: readonly string[]) {
  return z.object(suggestionShape(pricingOptions)).superRefine(factsAgree);
}
export type SuggestionInput = z.output<ReturnType<typeof suggestionFormSchema>>;

function suggestionShape(pricingOptions: readonly string[]) {
  const { confirm: _confirm, ...facts } = factFormFields;
  return {
    url: toolFieldRules.url,
    shortDescription: toolFieldRules.shortDescription,
    description: toolFieldRules.description,
    features: lines(toolFieldRules.features),
    pricing: pricingChoice(pricingOptions),
    apiAccess: checkboxRule,
    ...facts,
    note: blankAsNull(z.string().trim().max(1000, "A note can be at most 1,000 characters.")),
  };
}

/**
 * The owner's edit of their listing (docs/product.md#claiming-a-listing): a suggested edit with
 * the use cases too; the logo comes as a file of its own (`OWNER_LOGO_FIELD`), read by the
 * server. Pros, cons and the editor's rating stay editorial: the schema has no place for them.
 */
export function ownerEditFormSchema(pricingOptions: readonly string[]) {
  return z
    .object({ ...suggestionShape(pricingOptions), useCases: lines(toolFieldRules.useCases) })
    .superRefine(factsAgree);
}
export type OwnerEditInput = z.output<ReturnType<typeof ownerEditFormSchema>>;

/** An administrator's acceptance of some or all of a suggested edit. */
export const SuggestionAcceptSchema = z.object({
  /** The fields to apply (ticked boxes, one per line). */
  fields: ticked(z.array(z.string()).min(1, "Choose at least one change to apply.")),
  /** The listing's version the administrator decided on. */
  version: z.string({ error: "Reload the page and decide again." }).min(1),
});

/** An administrator's rejection of a suggested edit, with the reason its suggester is told. */
export const SuggestionRejectSchema = z.object({
  reason: z
    .string({ error: "Say why, in 10 to 500 characters: the person who suggested it is told." })
    .trim()
    .min(10, "Say why, in 10 to 500 characters: the person who suggested it is told.")
    .max(500, "Say why, in 10 to 500 characters: the person who suggested it is told."),
});

/** A fact can be confirmed only against a source. */
function confirmedWithSource(
  value: { confirm: readonly Fact[] } & Partial<Record<SourceField, string | null>>,
  ctx: z.RefinementCtx,
) {
  for (const fact of value.confirm) {
    if (!value[SOURCE_FIELDS[fact]]) {
      ctx.addIssue({
        code: "custom",
        message: `To confirm ${FACT_LABELS[fact].toLowerCase()}, give the page that states it.`,
        path: [SOURCE_FIELDS[fact]],
      });
    }
  }
}

/** The editor's fields for a new tool: the rest and its id. */
export function newToolFormSchema(lists: Parameters<typeof toolFormSchema>[0]) {
  return toolFormSchema(lists).extend({ id: toolFieldRules.id });
}

/** A tool as an administrator writes it: every stored field of the catalogue. */
export type ToolInput = z.output<ReturnType<typeof newToolFormSchema>>;
