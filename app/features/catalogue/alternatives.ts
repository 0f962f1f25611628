import {
  FACT_LABELS,
  factInWords,
  factValuesOfView,
  PLATFORM_LABELS,
  type Platform,
} from "./facts";
import type { Tool } from "./schema";

// A tool's alternatives (docs/product.md#alternatives, decision 032): the published tools most
// like it, each with what it shares with the tool and how it differs on the facts. Every
// statement is read from the two listings' stored fields; nothing here is guessed.

/** How many alternatives a page (and the API) lists. */
export const ALTERNATIVES_LIMIT = 24;

/**
 * Points of likeness (decision 032): a shared category counts most, a word both tools' short
 * descriptions or use cases use counts less, a word both feature lists use least. A word counts
 * by how few of the candidates use it (rarityAmong), and at most WORDS_COUNTED words' worth of
 * each kind count, so free text cannot outweigh the categories.
 */
export const LIKENESS_WEIGHTS = {
  category: 3,
  mainCategory: 6,
  descriptionWord: 2,
  useCaseWord: 2,
  featureWord: 1,
} as const;
export const WORDS_COUNTED = 6;

/** The facts an alternative is compared on, in the order they are stated. */
export const COMPARED_FACTS = ["pricing", "freePlan", "api", "openSource", "platforms"] as const;
export type ComparedFact = (typeof COMPARED_FACTS)[number];

/** Words too common in listings to say two tools are alike. */
const STOP_WORDS = new Set(
  (
    "the and for with your you from into that this are can use used using based tool tools " +
    "more all any its our their them via per not but also like new get make makes one own " +
    "out over how what when who will than then has have had was were been being other such"
  ).split(" "),
);

/**
 * A word as likeness compares it: lower case, accents dropped, a plain English plural made
 * singular ("notes" and "note", "stories" and "story" are one word). Null for a word too short
 * or too common to count.
 */
export function normaliseWord(word: string): string | null {
  const known = normalised.get(word);
  if (known !== undefined) return known;
  let key: string | null = word.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
  if (key.length < 3 || STOP_WORDS.has(key) || /^\d+$/.test(key)) key = null;
  else if (key.length > 4 && key.endsWith("ies")) key = `${key.slice(0, -3)}y`;
  else if (key.length > 3 && key.endsWith("s") && !/(ss|us|is)$/.test(key)) key = key.slice(0, -1);
  // Listings share most of their words: ranking alternatives meets the same ones again and again.
  if (normalised.size >= NORMALISED_KEPT) normalised.clear();
  normalised.set(word, key);
  return key;
}

/** Words normalised so far, up to NORMALISED_KEPT (then forgotten together). */
const normalised = new Map<string, string | null>();
const NORMALISED_KEPT = 50_000;

/** The words of a text as written, each with its normalised form (those that count only). */
export function wordsOf(texts: readonly string[]): Word[] {
  return texts.flatMap(wordsOfText);
}

type Word = { word: string; key: string };

/** The counted words of one text; the same texts come back with the same candidates. */
function wordsOfText(text: string): readonly Word[] {
  const known = textWords.get(text);
  if (known) return known;
  const words = (text.match(/[\p{L}\p{N}]+/gu) ?? []).flatMap((word) => {
    const key = normaliseWord(word);
    return key ? [{ word: word.toLowerCase(), key }] : [];
  });
  if (textWords.size >= TEXTS_KEPT) textWords.clear();
  textWords.set(text, words);
  return words;
}

/** Texts read into words so far, up to TEXTS_KEPT (then forgotten together). */
const textWords = new Map<string, readonly Word[]>();
const TEXTS_KEPT = 20_000;

/** The normalised words of a list of texts. */
export function wordKeys(texts: readonly string[]): Set<string> {
  return new Set(wordsOf(texts).map(({ key }) => key));
}

/**
 * The words of `theirs` whose normalised form is among `keys`, as `theirs` writes them, once
 * each, in the order they first appear.
 */
function wordsAmong(keys: ReadonlySet<string>, theirs: readonly string[]): string[] {
  const seen = new Set<string>();
  const shared: string[] = [];
  for (const { word, key } of wordsOf(theirs)) {
    if (!keys.has(key) || seen.has(key)) continue;
    seen.add(key);
    shared.push(word);
  }
  return shared;
}

/**
 * The words of `theirs` whose normalised form `mine` uses too, as `theirs` writes them, once
 * each, in the order they first appear.
 */
export function sharedWords(mine: readonly string[], theirs: readonly string[]): string[] {
  return wordsAmong(wordKeys(mine), theirs);
}

/** What an alternative has in common with the tool. */
export type Shares = {
  /** The tool's categories the alternative is in too, in the tool's order. */
  categories: string[];
  /** The category both list first, their main one, or null when their first ones differ. */
  mainCategory: string | null;
  /** Words both tools' short descriptions use (as the alternative writes them). */
  description: string[];
  /** Words both tools' use cases use (as the alternative writes them). */
  useCases: string[];
  /** Words both tools' feature lists use (as the alternative writes them). */
  features: string[];
};

/** One fact on which the two listings state different values, each in words. */
export type Difference = { fact: ComparedFact; label: string; tool: string; alternative: string };

export type Alternative<T> = { tool: T; score: number; shares: Shares; differs: Difference[] };

type Comparable = Pick<Tool, "category" | "useCases" | "features" | "facts">;

/** The parts of a listing likeness reads. */
export type Texts = Pick<Tool, "category" | "shortDescription" | "useCases" | "features">;

/**
 * What an alternative shares with `tool`, the tool's words normalised once for all the
 * alternatives compared with it.
 */
export function sharesWith(tool: Texts): (alternative: Texts) => Shares {
  const descriptionKeys = wordKeys([tool.shortDescription]);
  const useCaseKeys = wordKeys(tool.useCases);
  const featureKeys = wordKeys(tool.features);
  return (alternative) => ({
    categories: tool.category.filter((category) => alternative.category.includes(category)),
    mainCategory:
      tool.category.length > 0 && tool.category[0] === alternative.category[0]
        ? tool.category[0]!
        : null,
    description: wordsAmong(descriptionKeys, [alternative.shortDescription]),
    useCases: wordsAmong(useCaseKeys, alternative.useCases),
    features: wordsAmong(featureKeys, alternative.features),
  });
}

/**
 * How much each word says about likeness among the candidates (decision 032): a word at most the
 * square root of them use counts fully, one more of them use counts less, one all of them use
 * counts nothing ("app", "image" among image tools). With two candidates or fewer every word
 * counts fully.
 */
export function rarityAmong(
  candidates: readonly Pick<Texts, "shortDescription" | "useCases" | "features">[],
): (word: string) => number {
  const n = candidates.length;
  if (n <= 2) return () => 1;
  const users = new Map<string, number>();
  for (const row of candidates) {
    for (const key of wordKeys([row.shortDescription, ...row.useCases, ...row.features])) {
      users.set(key, (users.get(key) ?? 0) + 1);
    }
  }
  return (word) => {
    const key = normaliseWord(word);
    const used = key === null ? n : (users.get(key) ?? 1);
    return Math.min(1, (2 * Math.log(n / used)) / Math.log(n));
  };
}

/** What `alternative` shares with `tool`. */
export function sharesOf(tool: Texts, alternative: Texts): Shares {
  return sharesWith(tool)(alternative);
}

/**
 * Likeness points of what two tools share (see LIKENESS_WEIGHTS), each shared word counted by
 * `rarity`, from 0 to 1 (every word fully unless given).
 */
export function likeness(shares: Shares, rarity: (word: string) => number = () => 1): number {
  const words = (list: readonly string[]) =>
    Math.min(
      list.reduce((sum, word) => sum + rarity(word), 0),
      WORDS_COUNTED,
    );
  return (
    LIKENESS_WEIGHTS.category * shares.categories.length +
    (shares.mainCategory === null ? 0 : LIKENESS_WEIGHTS.mainCategory) +
    LIKENESS_WEIGHTS.descriptionWord * words(shares.description) +
    LIKENESS_WEIGHTS.useCaseWord * words(shares.useCases) +
    LIKENESS_WEIGHTS.featureWord * words(shares.features)
  );
}

/**
 * The compared facts on which both listings state a value and the values differ. A fact either
 * listing does not state is never a difference. Open source differs on yes or no (not on the
 * licence); platforms differ when the two sets of platforms differ.
 */
export function differencesOf(tool: Comparable, alternative: Comparable): Difference[] {
  const mine = factValuesOfView(tool.facts);
  const theirs = factValuesOfView(alternative.facts);
  const same: Record<ComparedFact, () => boolean> = {
    pricing: () => mine.pricing === theirs.pricing,
    freePlan: () => mine.freePlan === theirs.freePlan,
    api: () => mine.apiAccess === theirs.apiAccess,
    openSource: () => mine.openSource === theirs.openSource,
    platforms: () =>
      [...mine.platforms].sort().join(",") === [...theirs.platforms].sort().join(","),
  };
  return COMPARED_FACTS.flatMap((fact) => {
    const toolWords = factInWords(fact, mine);
    const alternativeWords = factInWords(fact, theirs);
    if (toolWords === null || alternativeWords === null || same[fact]()) return [];
    return [{ fact, label: FACT_LABELS[fact], tool: toolWords, alternative: alternativeWords }];
  });
}

/** The filters of an alternatives list: each narrows it to tools that state the fact so. */
export type AlternativeFilters = {
  free: boolean;
  /** Cheaper than the tool, by what both listings state (see isCheaper). */
  cheaper: boolean;
  openSource: boolean;
  api: boolean;
  selfHosted: boolean;
  platform: Platform | null;
};

export const NO_FILTERS: AlternativeFilters = {
  free: false,
  cheaper: false,
  openSource: false,
  api: false,
  selfHosted: false,
  platform: null,
};

export type FilterKey = keyof AlternativeFilters;

/** The switches among the filters, in the order pages offer and state them. */
export const SWITCH_FILTERS = ["free", "cheaper", "openSource", "api", "selfHosted"] as const;

/** A switch's words on a page; the cheaper one names the tool it is cheaper than. */
export function switchLabel(key: (typeof SWITCH_FILTERS)[number], toolName: string) {
  switch (key) {
    case "free":
      return "Has a free plan";
    case "cheaper":
      return `Cheaper than ${toolName}`;
    case "openSource":
      return "Open source";
    case "api":
      return "Has an API";
    case "selfHosted":
      return "Self-hostable";
  }
}

/** Each filter that is on, in words, with the query it is written as. */
export function activeFilters(filters: AlternativeFilters, toolName: string) {
  const active: { key: FilterKey; label: string }[] = SWITCH_FILTERS.filter(
    (key) => filters[key],
  ).map((key) => ({ key, label: switchLabel(key, toolName) }));
  if (filters.platform)
    active.push({ key: "platform", label: `Runs on ${PLATFORM_LABELS[filters.platform]}` });
  return active;
}

/** These filters with one of them off. */
export function withoutFilter(filters: AlternativeFilters, key: FilterKey): AlternativeFilters {
  return key === "platform" ? { ...filters, platform: null } : { ...filters, [key]: false };
}

/** The query string of these filters ("" when none is on). */
export function filtersQuery(filters: AlternativeFilters) {
  const params = new URLSearchParams();
  for (const key of SWITCH_FILTERS) if (filters[key]) params.set(key, "1");
  if (filters.platform) params.set("platform", filters.platform);
  const text = params.toString();
  return text ? `?${text}` : "";
}

type Price = Pick<Tool, "facts">;

/**
 * Whether `alternative` is cheaper than `tool` by what both listings state: it has a free plan
 * where the tool states it has none, or both state a starting price in the same currency and
 * period and its price is lower. Nothing not stated makes a tool cheaper.
 */
export function isCheaper(tool: Price, alternative: Price): boolean {
  if (alternative.facts.freePlan.value === true && tool.facts.freePlan.value === false) return true;
  const mine = tool.facts.startingPrice.value;
  const theirs = alternative.facts.startingPrice.value;
  return (
    mine !== null &&
    theirs !== null &&
    theirs.currency === mine.currency &&
    theirs.period === mine.period &&
    theirs.amount < mine.amount
  );
}
