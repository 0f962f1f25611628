import { z } from "zod";
import { CATEGORIES, PRICING_MODELS } from "./constants";

const isoDate = z.iso.date({ message: "Use an ISO date, YYYY-MM-DD" });
const sentence = z.string().trim().min(8).max(300);

/**
 * One tool of the bundled catalogue (content/tools/*.json). Stricter than the database:
 * every entry we ship is complete, written in our own words and checked on a known date.
 */
export const CatalogueEntrySchema = z
  .object({
    id: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "id must be kebab-case")
      .max(80),
    name: z.string().trim().min(2).max(80),
    logo: z.url({ protocol: /^https$/ }).optional(),
    shortDescription: z.string().trim().min(20).max(200),
    description: z.string().trim().min(100).max(2000),
    category: z
      .array(z.enum(CATEGORIES))
      .min(1)
      .max(5)
      .refine((list) => new Set(list).size === list.length, "categories repeat"),
    pricing: z.enum(PRICING_MODELS),
    rating: z.number().min(1).max(5).multipleOf(0.1),
    reviewCount: z.number().int().min(0).max(1_000_000),
    features: z.array(z.string().trim().min(3).max(80)).min(3).max(8),
    pros: z.array(sentence).min(2).max(6),
    cons: z.array(sentence).min(2).max(6),
    useCases: z.array(sentence).min(2).max(6),
    url: z.url({ protocol: /^https$/ }),
    apiAccess: z.boolean(),
    createdAt: isoDate,
    checkedAt: isoDate,
  })
  .strict();

export type CatalogueEntry = z.infer<typeof CatalogueEntrySchema>;
