import { z } from "zod";
import { NEW_TOOL_ID_PATTERN, type CatalogueEntry, type FactFields } from "./content-schema";
import { PLATFORMS, PRICE_PERIODS } from "./facts";

// The checkable facts shipped with the bundled catalogue (content/tools/facts.json): per tool, a
// few facts with the official page that states each. None is confirmed until a person or the
// link checker visits the page, so a missing fact means "not stated", never "no".

/** The file of content/tools that holds the facts rather than tools. */
export const BUNDLED_FACTS_FILE = "facts.json";

/** OSI-approved licences by SPDX id, those a tool's own code may be published under. */
export const OSI_LICENCES = [
  "MIT",
  "Apache-2.0",
  "BSD-2-Clause",
  "BSD-3-Clause",
  "ISC",
  "MPL-2.0",
  "LGPL-2.1-only",
  "LGPL-2.1-or-later",
  "LGPL-3.0-only",
  "LGPL-3.0-or-later",
  "GPL-2.0-only",
  "GPL-2.0-or-later",
  "GPL-3.0-only",
  "GPL-3.0-or-later",
  "AGPL-3.0-only",
  "AGPL-3.0-or-later",
  "EPL-2.0",
] as const;

/** Query parameters that only track a visit; a source address carries none. */
const TRACKING_PARAMETER = /^(utm_.*|gclid|fbclid|msclkid|mc_cid|mc_eid|ref|referral|source)$/i;

const sourceUrl = (label: string) =>
  z
    .string({ error: `${label} must be an https:// address.` })
    .max(2048, `${label} can be at most 2,048 characters.`)
    .pipe(z.url({ protocol: /^https$/, error: `${label} must be an https:// address.` }))
    .refine(
      (value) =>
        !URL.canParse(value) ||
        ![...new URL(value).searchParams.keys()].some((key) => TRACKING_PARAMETER.test(key)),
      `${label} must not carry tracking parameters.`,
    );

const StartingPriceSchema = z
  .object({
    amount: z
      .number({ error: "Starting price must be an amount above 0." })
      .positive("Starting price must be an amount above 0.")
      .multipleOf(0.01, "Starting price has at most two decimals."),
    currency: z
      .string({ error: "Currency must be a three-letter ISO 4217 code, such as USD." })
      .regex(/^[A-Z]{3}$/, "Currency must be a three-letter ISO 4217 code, such as USD."),
    period: z.enum(PRICE_PERIODS, { error: "Period must be month, year or once." }),
  })
  .strict();

const OpenSourceSchema = z.union(
  [
    z.literal(false),
    z
      .object({
        licence: z.enum(OSI_LICENCES, { error: "Licence must be the SPDX id of an OSI licence." }),
        repository: sourceUrl("Repository"),
      })
      .strict(),
  ],
  {
    // An object is read as a licence and a repository, and told what is wrong with them.
    error: (issue) =>
      (issue.code === "invalid_union" &&
        typeof issue.input === "object" &&
        issue.input !== null &&
        issue.errors[1]?.[0]?.message) ||
      "Open source is false or a licence and a repository.",
  },
);

const PlatformsSchema = z
  .array(z.enum(PLATFORMS, { error: `Platforms are chosen from ${PLATFORMS.join(", ")}.` }))
  .min(1, "List at least one platform, or leave platforms out.")
  .refine(
    (chosen) =>
      chosen.every(
        (name, i) => i === 0 || PLATFORMS.indexOf(chosen[i - 1]!) < PLATFORMS.indexOf(name),
      ),
    `Platforms are listed once each, in the order ${PLATFORMS.join(", ")}.`,
  );

/** The facts of one tool; every one but the pricing source is optional. */
export const ToolFactsSchema = z
  .object({
    pricingSource: sourceUrl("Pricing source"),
    apiSource: sourceUrl("API source").optional(),
    startingPrice: StartingPriceSchema.optional(),
    freePlan: z.boolean({ error: "Free plan must be true or false." }).optional(),
    openSource: OpenSourceSchema.optional(),
    selfHostable: z.boolean({ error: "Self-hostable must be true or false." }).optional(),
    platforms: PlatformsSchema.optional(),
    platformsSource: sourceUrl("Platforms source").optional(),
  })
  .strict()
  .refine((facts) => facts.platformsSource === undefined || facts.platforms !== undefined, {
    error: "A platforms source needs the platforms it states.",
    path: ["platformsSource"],
  });

export type ToolFacts = z.infer<typeof ToolFactsSchema>;

/** content/tools/facts.json: the facts of each tool, by tool id. */
export const BundledFactsSchema = z.record(
  z.string().regex(NEW_TOOL_ID_PATTERN, "Facts are keyed by tool id."),
  ToolFactsSchema,
);

export type BundledFacts = z.infer<typeof BundledFactsSchema>;

/**
 * Every disagreement between the facts and the catalogue's entries: a tool without facts, facts
 * of an unknown tool, an API without its source, and facts that contradict the entry's pricing
 * or API access.
 */
export function factsProblems(
  facts: BundledFacts,
  entries: readonly Pick<CatalogueEntry, "id" | "pricing" | "apiAccess">[],
): string[] {
  const problems: string[] = [];
  const ids = new Set(entries.map((entry) => entry.id));
  for (const id of Object.keys(facts)) {
    if (!ids.has(id)) problems.push(`${id}: no tool has this id`);
  }
  for (const entry of entries) {
    const tool = facts[entry.id];
    if (!tool) {
      problems.push(`${entry.id}: no facts`);
      continue;
    }
    if (entry.apiAccess && !tool.apiSource) {
      problems.push(`${entry.id}: the tool has an API but no API source`);
    }
    if (entry.pricing === "Free" && tool.freePlan === false) {
      problems.push(`${entry.id}: a Free tool cannot lack a free plan`);
    }
    if (entry.pricing === "Paid" && tool.freePlan === true) {
      problems.push(`${entry.id}: a Paid tool cannot have a free plan`);
    }
    if (tool.platforms && tool.platforms.includes("api") !== entry.apiAccess) {
      problems.push(
        `${entry.id}: platforms ${entry.apiAccess ? "must" : "cannot"} include api when API access is ${entry.apiAccess ? "yes" : "no"}`,
      );
    }
  }
  return problems;
}

/**
 * A tool's bundled facts as the entry's fields: the pricing page is the source of the starting
 * price and the free plan too, the repository that of an open-source licence. None confirmed.
 */
export function factFieldsOf(facts: ToolFacts): Partial<FactFields> {
  const fields: Partial<FactFields> = {
    pricingSource: facts.pricingSource,
    apiSource: facts.apiSource ?? null,
  };
  if (facts.startingPrice) {
    fields.startingPrice = facts.startingPrice.amount;
    fields.startingPriceCurrency = facts.startingPrice.currency;
    fields.startingPricePeriod = facts.startingPrice.period;
    fields.startingPriceSource = facts.pricingSource;
  }
  if (facts.freePlan !== undefined) {
    fields.freePlan = facts.freePlan;
    fields.freePlanSource = facts.pricingSource;
  }
  if (facts.openSource !== undefined) {
    fields.openSource = facts.openSource !== false;
    if (facts.openSource) {
      fields.openSourceLicence = facts.openSource.licence;
      fields.repositoryUrl = facts.openSource.repository;
      fields.openSourceSource = facts.openSource.repository;
    }
  }
  if (facts.selfHostable !== undefined) fields.selfHostable = facts.selfHostable;
  if (facts.platforms) {
    fields.platforms = [...facts.platforms];
    fields.platformsSource = facts.platformsSource ?? null;
  }
  return fields;
}
