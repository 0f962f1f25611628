import { z } from "zod";
import { CATEGORIES, PRICING_MODELS } from "./constants";
import { FACT_LABELS, PLATFORMS, PRICE_PERIODS, type Fact } from "./facts";

// The rules of a tool's fields, with a message per field that says what to write. The bundled
// catalogue, the admin editor and the import all check tools with them.

const between = (label: string, min: number, max: number) =>
  `${label} must be ${min.toLocaleString("en-US")} to ${max.toLocaleString("en-US")} characters.`;

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(min, between(label, min, max))
    .max(max, between(label, min, max));

const httpsUrl = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .max(2048, `${label} can be at most 2,048 characters.`)
    .pipe(z.url({ protocol: /^https$/, error: `${label} must be an https:// address.` }));

const isoDate = (label: string) =>
  z.iso.date({ error: `${label} must be a date written YYYY-MM-DD.` });

/** A list of short texts: `label` is plural ("features"). */
const list = (label: string, count: [number, number], length: [number, number]) => {
  const size = `List ${count[0]} to ${count[1]} ${label}, one per line.`;
  const each = `Each of the ${label} must be ${length[0]} to ${length[1]} characters.`;
  return z
    .array(z.string({ error: each }).trim().min(length[0], each).max(length[1], each), {
      error: size,
    })
    .min(count[0], size)
    .max(count[1], size);
};

/** A logo stored here: Refresh Metadata's WebP (decision 014) or a bundled SVG (decision 025). */
const STORED_LOGO = /^\/uploads\/public\/logos\/[A-Za-z0-9-]{1,80}\.(?:webp|svg)$/;

/**
 * The id an administrator may give a new tool (the editor, the import, the bundled files): a
 * narrower rule than `isToolId`'s, which any id asked for in an address is checked with.
 */
export const NEW_TOOL_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Choose 1 to 5 of `names` (the categories the database or the spec lists), each once. */
export function categoryList(names: readonly string[]) {
  const known = new Set(names);
  return z
    .array(z.string({ error: "Choose 1 to 5 categories." }), {
      error: "Choose 1 to 5 categories.",
    })
    .min(1, "Choose 1 to 5 categories.")
    .max(5, "Choose 1 to 5 categories.")
    .superRefine((chosen, ctx) => {
      const unknown = chosen.filter((name) => !known.has(name));
      if (unknown.length) {
        ctx.addIssue({
          code: "custom",
          message: `Unknown ${unknown.length === 1 ? "category" : "categories"}: ${unknown.join(", ")}.`,
        });
      }
      if (new Set(chosen).size !== chosen.length) {
        ctx.addIssue({ code: "custom", message: "Each category can be chosen once." });
      }
    });
}

/** One of `names` (the pricing options the database or the spec lists). */
export function pricingChoice(names: readonly string[]) {
  return z.string({ error: "Choose a pricing option." }).refine((value) => names.includes(value), {
    error: (issue) =>
      issue.input === "" ? "Choose a pricing option." : `Unknown pricing option: ${issue.input}.`,
  });
}

/** Every field of a tool but its categories and pricing, whose lists are data (decision 013). */
/** Ids the API's addresses use beside tools' ids: /api/v1/tools/export is the dataset. */
export const RESERVED_TOOL_IDS = ["export"];

export const toolFieldRules = {
  id: z
    .string({ error: "Id is required." })
    .max(80, "Id can be at most 80 characters.")
    .regex(
      NEW_TOOL_ID_PATTERN,
      "Id must be lower-case letters and digits joined by single hyphens, such as my-tool.",
    )
    .refine((id) => !RESERVED_TOOL_IDS.includes(id), {
      error: (issue) =>
        `Id "${String(issue.input)}" names one of the API's own addresses (/api/v1/tools/${String(issue.input)}); choose another, such as ${String(issue.input)}-tool.`,
    }),
  name: text("Name", 2, 80),
  // An https address, or a logo Refresh Metadata stored here (decision 014).
  logo: z
    .string({ error: "Logo must be an https:// address." })
    .trim()
    .refine(
      (value) =>
        STORED_LOGO.test(value) ||
        z
          .url({ protocol: /^https$/ })
          .max(2048)
          .safeParse(value).success,
      "Logo must be an https:// address.",
    ),
  shortDescription: text("Short description", 20, 200),
  description: text("Description", 100, 2000),
  editorialRating: z
    .number({ error: "Editor's rating must be a number from 1 to 5." })
    .min(1, "Editor's rating must be a number from 1 to 5.")
    .max(5, "Editor's rating must be a number from 1 to 5.")
    .multipleOf(0.1, "Editor's rating has at most one decimal, such as 4.5."),
  features: list("features", [3, 8], [3, 80]),
  pros: list("pros", [2, 6], [8, 300]),
  cons: list("cons", [2, 6], [8, 300]),
  useCases: list("use cases", [2, 6], [8, 300]),
  url: httpsUrl("Website"),
  apiAccess: z.boolean({ error: "API access must be true or false." }),
  createdAt: isoDate("Date added"),
};

const STARTING_PRICE_PARTS = "Give a starting price's amount, currency and period together.";

const yesNoUnknown = (label: string) =>
  z.boolean({ error: `${label} must be yes, no or not stated.` }).nullable();

/** A fact's source: the https address of the official page that states it, or none. */
const sourceRule = (fact: Fact) =>
  httpsUrl(`The source of ${FACT_LABELS[fact].toLowerCase()}`).nullable();

/**
 * The rules of the facts' values and sources (facts.ts); null (or no platform) is "not stated".
 * `factsAgree` checks the rules between fields.
 */
export const factFieldRules = {
  startingPrice: z
    .number({ error: "Starting price must be an amount such as 20 or 9.99." })
    .min(0, "Starting price cannot be negative.")
    .max(1_000_000, "Starting price can be at most 1,000,000.")
    .multipleOf(0.01, "Starting price has at most two decimals, such as 9.99.")
    .nullable(),
  startingPriceCurrency: z
    .string({ error: "Currency must be a three-letter code such as USD or EUR." })
    .regex(/^[A-Z]{3}$/, "Currency must be a three-letter code such as USD or EUR.")
    .nullable(),
  startingPricePeriod: z
    .enum(PRICE_PERIODS, { error: "Price period must be month, year or once." })
    .nullable(),
  freePlan: yesNoUnknown("Free plan"),
  openSource: yesNoUnknown("Open source"),
  openSourceLicence: z
    .string({ error: "Licence must be 2 to 64 characters, such as MIT or Apache-2.0." })
    .trim()
    .min(2, "Licence must be 2 to 64 characters, such as MIT or Apache-2.0.")
    .max(64, "Licence must be 2 to 64 characters, such as MIT or Apache-2.0.")
    .nullable(),
  repositoryUrl: httpsUrl("Repository").nullable(),
  selfHostable: yesNoUnknown("Self-hostable"),
  platforms: z
    .array(z.enum(PLATFORMS, { error: `Platforms can be: ${PLATFORMS.join(", ")}.` }), {
      error: "Platforms must be a list.",
    })
    .refine((list) => new Set(list).size === list.length, "Each platform can be listed once."),
  pricingSource: sourceRule("pricing"),
  startingPriceSource: sourceRule("startingPrice"),
  freePlanSource: sourceRule("freePlan"),
  apiSource: sourceRule("api"),
  openSourceSource: sourceRule("openSource"),
  selfHostableSource: sourceRule("selfHostable"),
  platformsSource: sourceRule("platforms"),
};

export type FactFields = {
  [K in keyof typeof factFieldRules]: z.output<(typeof factFieldRules)[K]>;
};

/** The rules between the facts' fields, for an object that has them all. */
export function factsAgree(value: Partial<FactFields>, ctx: z.RefinementCtx) {
  const parts = [value.startingPrice, value.startingPriceCurrency, value.startingPricePeriod];
  const given = parts.filter((part) => part !== null && part !== undefined).length;
  if (given !== 0 && given !== 3) {
    ctx.addIssue({ code: "custom", message: STARTING_PRICE_PARTS, path: ["startingPrice"] });
  }
  if (value.openSource !== true && (value.openSourceLicence || value.repositoryUrl)) {
    ctx.addIssue({
      code: "custom",
      message: "A licence and a repository go with an open-source tool only.",
      path: ["openSource"],
    });
  }
}

/** The facts' fields of a catalogue entry or an import: each may be left out (not stated). */
export const optionalFactRules = Object.fromEntries(
  Object.entries(factFieldRules).map(([field, rule]) => [field, rule.optional()]),
) as { [K in keyof typeof factFieldRules]: z.ZodOptional<(typeof factFieldRules)[K]> };

/**
 * One tool of the bundled catalogue (content/tools/*.json). Stricter than the database: every
 * entry we ship is complete and written in our own words. Its facts come with the official
 * pages that state them, never confirmed: nobody confirmed them here.
 */
export const CatalogueEntrySchema = z
  .object({
    ...toolFieldRules,
    ...optionalFactRules,
    logo: toolFieldRules.logo.optional(),
    category: categoryList(CATEGORIES),
    pricing: z.enum(PRICING_MODELS, { error: "Choose a pricing option." }),
  })
  .strict()
  .superRefine(factsAgree);

export type CatalogueEntry = z.infer<typeof CatalogueEntrySchema>;
