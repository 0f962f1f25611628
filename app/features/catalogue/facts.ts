// A tool's checkable facts (docs/product.md#facts-and-sources): a small fixed set, each with a
// value, the official page that states it, and when and by whom it was last confirmed against
// that page. The values are typed columns of ai_tools (so lists can filter on them); the sources
// and confirmations are rows of tool_fact_sources, one per tool and fact.

export const FACTS = [
  "pricing",
  "startingPrice",
  "freePlan",
  "api",
  "openSource",
  "selfHostable",
  "platforms",
] as const;
export type Fact = (typeof FACTS)[number];

export const FACT_LABELS: Record<Fact, string> = {
  pricing: "Pricing model",
  startingPrice: "Starting price",
  freePlan: "Free plan",
  api: "API",
  openSource: "Open source",
  selfHostable: "Self-hostable",
  platforms: "Platforms",
};

export const PLATFORMS = [
  "web",
  "windows",
  "macos",
  "linux",
  "ios",
  "android",
  "cli",
  "api",
] as const;
export type Platform = (typeof PLATFORMS)[number];

export const PLATFORM_LABELS: Record<Platform, string> = {
  web: "Web",
  windows: "Windows",
  macos: "macOS",
  linux: "Linux",
  ios: "iOS",
  android: "Android",
  cli: "Command line",
  api: "API",
};

export const PRICE_PERIODS = ["month", "year", "once"] as const;
export type PricePeriod = (typeof PRICE_PERIODS)[number];

/** Who confirmed a fact against its source. */
export const CONFIRMERS = ["editor", "maker", "suggestion"] as const;
export type Confirmer = (typeof CONFIRMERS)[number];

/** Who made a change, in kind: the public history never names a person. */
export const CHANGE_KINDS = ["editor", "maker", "visitor", "site"] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** The stored fields that hold each fact's value (a compound fact has several). */
export const FACT_FIELDS = {
  pricing: ["pricing"],
  startingPrice: ["startingPrice", "startingPriceCurrency", "startingPricePeriod"],
  freePlan: ["freePlan"],
  api: ["apiAccess"],
  openSource: ["openSource", "openSourceLicence", "repositoryUrl"],
  selfHostable: ["selfHostable"],
  platforms: ["platforms"],
} as const satisfies Record<Fact, readonly string[]>;

/** The field that holds each fact's source URL in the export, the import and the editor. */
export const SOURCE_FIELDS = {
  pricing: "pricingSource",
  startingPrice: "startingPriceSource",
  freePlan: "freePlanSource",
  api: "apiSource",
  openSource: "openSourceSource",
  selfHostable: "selfHostableSource",
  platforms: "platformsSource",
} as const satisfies Record<Fact, string>;
export type SourceField = (typeof SOURCE_FIELDS)[Fact];

/** The facts' values as a tool carries them (null: not stated). */
export type FactValues = {
  pricing: string;
  startingPrice: number | null;
  startingPriceCurrency: string | null;
  startingPricePeriod: PricePeriod | null;
  freePlan: boolean | null;
  apiAccess: boolean;
  openSource: boolean | null;
  openSourceLicence: string | null;
  repositoryUrl: string | null;
  selfHostable: boolean | null;
  platforms: Platform[];
};

export type FactSources = Record<SourceField, string | null>;

/** One fact as pages and the API show it. */
export type FactView = {
  fact: Fact;
  label: string;
  /** The value in words, or null when the listing does not state it. */
  value: string | null;
  source: string | null;
  /** ISO time a person last confirmed the value against the source, and who in kind. */
  confirmedAt: string | null;
  confirmedBy: Confirmer | null;
};

const money = (amount: number, currency: string) => {
  try {
    return new Intl.NumberFormat("en-US", {
      style: "currency",
      currency,
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
};

const PERIOD_WORDS: Record<PricePeriod, string> = {
  month: "a month",
  year: "a year",
  once: "once",
};

const yesNo = (value: boolean | null) => (value === null ? null : value ? "Yes" : "No");

/** A fact's value in words, as the tool page, compare and the history show it. */
export function factInWords(fact: Fact, values: FactValues): string | null {
  switch (fact) {
    case "pricing":
      return values.pricing || null;
    case "startingPrice":
      return values.startingPrice === null || !values.startingPriceCurrency
        ? null
        : `${money(values.startingPrice, values.startingPriceCurrency)} ${PERIOD_WORDS[values.startingPricePeriod ?? "month"]}`;
    case "freePlan":
      return yesNo(values.freePlan);
    case "api":
      return values.apiAccess ? "Yes" : "No";
    case "openSource":
      if (values.openSource === null) return null;
      if (!values.openSource) return "No";
      return values.openSourceLicence ? `Yes (${values.openSourceLicence})` : "Yes";
    case "selfHostable":
      return yesNo(values.selfHostable);
    case "platforms":
      return values.platforms.length
        ? values.platforms.map((platform) => PLATFORM_LABELS[platform]).join(", ")
        : null;
  }
}

/** A fact's value as the history stores it: the fields that hold it, by name. */
export function factValue(fact: Fact, values: FactValues): unknown {
  const fields = FACT_FIELDS[fact];
  if (fields.length === 1) return values[fields[0] as keyof FactValues];
  return Object.fromEntries(fields.map((field) => [field, values[field as keyof FactValues]]));
}

/** Whose confirmation, in words: "the editors", "the maker", "an accepted suggestion". */
export const CONFIRMER_WORDS: Record<Confirmer, string> = {
  editor: "the editors",
  maker: "the maker",
  suggestion: "an accepted suggestion",
};

/** A tool's facts as the API and the pages carry them: each value with its provenance. */
export type FactsView = {
  pricing: { value: string };
  startingPrice: { value: { amount: number; currency: string; period: PricePeriod } | null };
  freePlan: { value: boolean | null };
  api: { value: boolean };
  openSource: {
    value: { openSource: boolean; licence: string | null; repository: string | null } | null;
  };
  selfHostable: { value: boolean | null };
  platforms: { value: Platform[] };
};

/** The facts' stored fields, from the API's shape. */
export function factValuesOfView(facts: FactsView): FactValues {
  return {
    pricing: facts.pricing.value,
    startingPrice: facts.startingPrice.value?.amount ?? null,
    startingPriceCurrency: facts.startingPrice.value?.currency ?? null,
    startingPricePeriod: facts.startingPrice.value?.period ?? null,
    freePlan: facts.freePlan.value,
    apiAccess: facts.api.value,
    openSource: facts.openSource.value?.openSource ?? null,
    openSourceLicence: facts.openSource.value?.licence ?? null,
    repositoryUrl: facts.openSource.value?.repository ?? null,
    selfHostable: facts.selfHostable.value,
    platforms: facts.platforms.value,
  };
}

/** A fact's provenance as the provenance line shows it: who confirmed it, in words. */
export function provenanceOf(entry: {
  source: string | null;
  confirmedAt: string | null;
  confirmedBy: Confirmer | null;
}) {
  return {
    source: entry.source,
    confirmedAt: entry.confirmedAt,
    confirmedBy: entry.confirmedBy && CONFIRMER_WORDS[entry.confirmedBy],
  };
}
