import { z } from "zod";
import { CATEGORIES, PRICING_MODELS } from "./constants";

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
export const toolFieldRules = {
  id: z
    .string({ error: "Id is required." })
    .max(80, "Id can be at most 80 characters.")
    .regex(
      NEW_TOOL_ID_PATTERN,
      "Id must be lower-case letters and digits joined by single hyphens, such as my-tool.",
    ),
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
  checkedAt: isoDate("Date checked"),
};

/**
 * One tool of the bundled catalogue (content/tools/*.json). Stricter than the database: every
 * entry we ship is complete and written in our own words. A date checked is given only for a
 * real check of the facts; the bundled entries carry none, so their pages claim none.
 */
export const CatalogueEntrySchema = z
  .object({
    ...toolFieldRules,
    logo: toolFieldRules.logo.optional(),
    checkedAt: toolFieldRules.checkedAt.optional(),
    category: categoryList(CATEGORIES),
    pricing: z.enum(PRICING_MODELS, { error: "Choose a pricing option." }),
  })
  .strict();

export type CatalogueEntry = z.infer<typeof CatalogueEntrySchema>;
