import { NO_FILTERS, SWITCH_FILTERS, type AlternativeFilters } from "./alternatives";
import type { Platform } from "./facts";
import { isLikelyTypo } from "./typos";

// What a search asks for besides words (docs/product.md#search-intent): a replacement for a named
// tool ("alternatives to Midjourney", "like Notion AI but free", "Zapier alternative") with the
// conditions it states, or a comparison of named tools ("ChatGPT vs Claude"). This module
// only reads the words; which tool a name means is decided against the catalogue
// (intent.server.ts), and a reading whose names match no tool is dropped for a plain search.

/** One way to read an alternatives query: the words naming the tool and the conditions stated. */
export type AlternativesReading = { subject: string; filters: AlternativeFilters };

export type IntentReading =
  /** Every split of the query into a tool's name and conditions, the longest name first. */
  | { kind: "alternatives"; readings: AlternativesReading[]; fallback: string }
  /** The names of the two or three tools compared, in the order typed. */
  | { kind: "comparison"; sides: string[]; fallback: string };

/** Words before "like" that make it ask for a kind of tool ("apps like", "something like"). */
const KIND_WORDS = new Set(
  "something anything tool tools app apps software site sites website websites service services platform platforms program programs option options ai one ones".split(
    " ",
  ),
);

/** Words that may stand before a cue without changing what is asked ("the best free ..."). */
const LEAD_WORDS = new Set(
  "a an the some any best good great top other more i we need want looking look for find me show list what are is there which please recommend suggest give tell can could you would like i'd id to use try".split(
    " ",
  ),
);

/** Words around conditions that carry none ("but free", "that is open source", "with an API"). */
const FILLER_WORDS = new Set(
  "but and that which who is are has have having with an a the plan plans tier tiers version versions option options only one ones tool tools app apps also too as well or in for on runs run running works work available".split(
    " ",
  ),
);

/** Cues before the name, as word sequences: "alternatives to X", "similar to X", "like X". */
const CUES_BEFORE: { words: string[]; cheaper?: true }[] = [
  ...["alternative", "alternatives", "replacement", "replacements", "substitute", "substitutes"]
    .flatMap((noun) => ["to", "for", "of"].map((to) => [noun, to]))
    .map((words) => ({ words })),
  ...["competitor", "competitors", "rival", "rivals"].flatMap((noun) =>
    ["to", "of"].map((to) => ({ words: [noun, to] })),
  ),
  { words: ["similar", "to"] },
  { words: ["instead", "of"] },
  { words: ["comparable", "to"] },
  { words: ["other", "than"] },
  { words: ["like"] },
  { words: ["cheaper", "than"], cheaper: true },
  { words: ["cheaper", "alternative", "to"], cheaper: true },
  { words: ["cheaper", "alternatives", "to"], cheaper: true },
];

/** Cues after the name: "Zapier alternatives", "Midjourney competitor". */
const CUES_AFTER = new Set(
  "alternative alternatives replacement replacements substitute substitutes competitor competitors rival rivals clone clones equivalent equivalents".split(
    " ",
  ),
);

/** Words that cues are spelt with, for reading their typos ("alterntives", "similiar"). */
const CUE_VOCABULARY = [
  "alternative",
  "alternatives",
  "replacement",
  "replacements",
  "substitute",
  "substitutes",
  "competitor",
  "competitors",
  "similar",
  "instead",
  "comparable",
  "versus",
];

const COMPARISON_WORDS = new Set(["vs", "versus", "v"]);

/** Platform words people type, as the facts name platforms. */
const PLATFORM_WORDS: Record<string, Platform> = {
  web: "web",
  browser: "web",
  online: "web",
  windows: "windows",
  pc: "windows",
  mac: "macos",
  macos: "macos",
  osx: "macos",
  linux: "linux",
  ubuntu: "linux",
  ios: "ios",
  iphone: "ios",
  ipad: "ios",
  android: "android",
  cli: "cli",
  terminal: "cli",
};

/** The words that ask for a free plan, longest first. */
const FREE_PHRASES = [["for", "free"], ["no", "cost"], ["free"], ["gratis"]];

/** Condition phrases, longest first, and the filter each turns on. */
const CONDITION_PHRASES: { words: string[]; set: (filters: AlternativeFilters) => void }[] = [
  ...[["open", "source"], ["open-source"], ["opensource"], ["oss"], ["foss"]].map((words) => ({
    words,
    set: (f: AlternativeFilters) => void (f.openSource = true),
  })),
  ...[
    ["self", "hosted"],
    ["self-hosted"],
    ["selfhosted"],
    ["self-hostable"],
    ["self", "hostable"],
    ["on-prem"],
    ["on-premise"],
    ["on-premises"],
  ].map((words) => ({ words, set: (f: AlternativeFilters) => void (f.selfHosted = true) })),
  ...[["api"], ["apis"]].map((words) => ({
    words,
    set: (f: AlternativeFilters) => void (f.api = true),
  })),
  ...FREE_PHRASES.map((words) => ({
    words,
    set: (f: AlternativeFilters) => void (f.free = true),
  })),
  ...[["cheaper"], ["cheap"], ["less", "expensive"], ["affordable"], ["lower", "price"]].map(
    (words) => ({ words, set: (f: AlternativeFilters) => void (f.cheaper = true) }),
  ),
  ...Object.entries(PLATFORM_WORDS).map(([word, platform]) => ({
    words: [word],
    set: (f: AlternativeFilters) => void (f.platform ??= platform),
  })),
].sort((a, b) => b.words.length - a.words.length);

/** The query's words in lower case, with punctuation at their ends dropped ("vs." is "vs"). */
function tokensOf(text: string): string[] {
  return text
    .toLowerCase()
    .normalize("NFKC")
    .split(/\s+/)
    .map((token) => token.replace(/^[("'“‘[]+|[)"'”’\]?!.,:;]+$/gu, ""))
    .filter(Boolean)
    .flatMap(splitLike)
    .map((token) => {
      if (token.length < 4 || CUE_VOCABULARY.includes(token)) return token;
      return CUE_VOCABULARY.find((cue) => isLikelyTypo(token, cue)) ?? token;
    });
}

/** "Duolingo-like" is read as "Duolingo like". */
const splitLike = (token: string) =>
  /^[^-].*-like$/u.test(token) ? [token.slice(0, -"-like".length), "like"] : [token];

/**
 * Conditions stated by `tokens`, or null when a word is neither a condition nor filler
 * ("alternatives to Notion for students": "students" is neither, so that is no reading).
 */
export function conditionsOf(
  tokens: readonly string[],
  filters: AlternativeFilters = { ...NO_FILTERS },
): AlternativeFilters | null {
  const found = { ...filters };
  let i = 0;
  while (i < tokens.length) {
    const phrase = CONDITION_PHRASES.find(({ words }) =>
      words.every((word, k) => tokens[i + k] === word),
    );
    if (phrase) {
      phrase.set(found);
      i += phrase.words.length;
    } else if (FILLER_WORDS.has(tokens[i]!) || tokens[i] === ",") {
      i += 1;
    } else {
      return null;
    }
  }
  return found;
}

/**
 * Every way to read `tokens` as a tool's name followed by conditions, the longest name first:
 * "anthropic api" is the name Anthropic API, or Anthropic with an API; the catalogue decides.
 */
function splits(tokens: readonly string[], filters: AlternativeFilters): AlternativesReading[] {
  const readings: AlternativesReading[] = [];
  for (let end = tokens.length; end > 0; end--) {
    const subject = tokens.slice(0, end);
    // A name does not end on a joining word ("like Notion but" is Notion, then "but ...").
    if (FILLER_WORDS.has(subject.at(-1)!) && subject.length > 1) continue;
    const conditions = conditionsOf(tokens.slice(end), filters);
    if (conditions) readings.push({ subject: subject.join(" "), filters: conditions });
  }
  return readings;
}

/** Words before a cue: only lead words and conditions ("the best free alternatives to"). */
function leadConditions(lead: readonly string[]): AlternativeFilters | null {
  return conditionsOf(lead.filter((word) => !LEAD_WORDS.has(word) && !KIND_WORDS.has(word)));
}

function startsWith(tokens: readonly string[], at: number, words: readonly string[]) {
  return words.every((word, k) => tokens[at + k] === word);
}

/** "X vs Y (vs Z)", "compare X and Y", "X compared to Y", "difference between X and Y". */
function readComparison(tokens: string[]): string[] | null {
  let rest = tokens;
  let joiners = COMPARISON_WORDS;
  if (rest[0] === "compare") {
    rest = rest.slice(1);
    joiners = new Set([...COMPARISON_WORDS, "and", "with", "to"]);
  } else if (startsWith(rest, 0, ["difference", "between"])) {
    rest = rest.slice(2);
    joiners = new Set([...COMPARISON_WORDS, "and"]);
  } else if (rest.includes("compared")) {
    const at = rest.indexOf("compared");
    if (rest[at + 1] !== "to" && rest[at + 1] !== "with") return null;
    rest = [...rest.slice(0, at), "vs", ...rest.slice(at + 2)];
  }
  const sides: string[][] = [[]];
  for (const token of rest) {
    if (joiners.has(token)) sides.push([]);
    else sides.at(-1)!.push(token);
  }
  if (sides.length < 2 || sides.length > 3 || sides.some((side) => side.length === 0)) return null;
  return sides.map((side) => side.join(" "));
}

/** The query with its cue words left out, for a plain search when no named tool is found. */
function withoutCues(tokens: readonly string[], cue: { at: number; length: number }) {
  return [...tokens.slice(0, cue.at), ...tokens.slice(cue.at + cue.length)]
    .filter((word) => !LEAD_WORDS.has(word) && !KIND_WORDS.has(word))
    .join(" ");
}

/**
 * How `text` could ask for alternatives or a comparison, most likely first: none when it asks
 * for neither. Readings name tools only by words; none is known to be a tool yet, and a name
 * may hold a cue word ("alternatives to Draw vs Paint" is a comparison only if Draw is a tool).
 */
export function readIntent(text: string): IntentReading[] {
  const tokens = tokensOf(text);
  if (tokens.length < 2) return [];
  return [readComparisonIntent(tokens), readAlternativesIntent(tokens)].filter(
    (reading): reading is IntentReading => reading !== null,
  );
}

function readComparisonIntent(tokens: string[]): IntentReading | null {
  if (
    !tokens.some((token) => COMPARISON_WORDS.has(token)) &&
    tokens[0] !== "compare" &&
    !tokens.includes("compared") &&
    !startsWith(tokens, 0, ["difference", "between"])
  ) {
    return null;
  }
  const sides = readComparison(tokens);
  if (!sides) return null;
  const fallback = tokens.filter((word) => !COMPARISON_WORDS.has(word)).join(" ");
  return { kind: "comparison", sides, fallback };
}

function readAlternativesIntent(tokens: string[]): IntentReading | null {
  // A cue before the name: "(the best free) alternatives to X (but open source)".
  for (let at = 0; at < tokens.length - 1; at++) {
    const cue = CUES_BEFORE.find(({ words }) => startsWith(tokens, at, words));
    if (!cue) continue;
    const lead = tokens.slice(0, at);
    // "like" asks for a kind of tool only at the start or after one ("apps like X").
    if (cue.words[0] === "like" && at > 0 && !KIND_WORDS.has(lead.at(-1)!)) continue;
    const filters = leadConditions(lead);
    if (!filters) continue;
    if (cue.cheaper) filters.cheaper = true;
    const readings = splits(tokens.slice(at + cue.words.length), filters);
    if (readings.length === 0) continue;
    return {
      kind: "alternatives",
      readings,
      fallback: withoutCues(tokens, { at, length: cue.words.length }),
    };
  }

  // A cue after the name: "(free) Zapier alternatives (for Linux)", "Duolingo-like apps".
  // Conditions may come first, so each start of the name after them is a reading, the longest
  // name first.
  for (let at = 1; at < tokens.length; at++) {
    const likeKind = tokens[at] === "like" && asksForKind(tokens.slice(at + 1));
    if (!CUES_AFTER.has(tokens[at]!) && !likeKind) continue;
    const rest = tokens.slice(at + 1);
    const after = conditionsOf(likeKind ? rest.filter((word) => !KIND_WORDS.has(word)) : rest);
    if (!after) continue;
    const readings: AlternativesReading[] = [];
    for (let start = 0; start < at; start++) {
      const before = leadConditions(tokens.slice(0, start));
      if (!before) continue;
      readings.push({ subject: tokens.slice(start, at).join(" "), filters: either(before, after) });
    }
    if (readings.length === 0) continue;
    // Only "alternative" says nothing of the tool wanted; "voice clone" or "monitor competitors"
    // naming no tool are searched with every word.
    const fallback =
      likeKind || /^alternatives?$/.test(tokens[at]!)
        ? withoutCues(tokens, { at, length: 1 })
        : tokens.join(" ");
    return { kind: "alternatives", readings, fallback };
  }

  // "X but free", "X but cheaper": the name, then "but", then conditions only.
  const but = tokens.indexOf("but");
  if (but > 0) {
    const filters = conditionsOf(tokens.slice(but + 1));
    if (filters && JSON.stringify(filters) !== JSON.stringify(NO_FILTERS)) {
      return {
        kind: "alternatives",
        readings: [{ subject: tokens.slice(0, but).join(" "), filters }],
        fallback: tokens.filter((word) => word !== "but").join(" "),
      };
    }
  }
  return null;
}

/**
 * Words after "like" that ask for a kind of tool like the name before it ("Duolingo like app",
 * "Canva-like tools for Mac"): at least one kind word, and nothing but conditions besides.
 */
function asksForKind(after: readonly string[]) {
  return after.some((word) => KIND_WORDS.has(word) && word !== "ai");
}

/** The conditions either states. */
function either(a: AlternativeFilters, b: AlternativeFilters): AlternativeFilters {
  return {
    free: a.free || b.free,
    cheaper: a.cheaper || b.cheaper,
    openSource: a.openSource || b.openSource,
    api: a.api || b.api,
    selfHosted: a.selfHosted || b.selfHosted,
    platform: a.platform ?? b.platform,
  };
}

/** The words each condition is written with in a query that intent.ts reads back. */
const CONDITION_WORDS: Record<(typeof SWITCH_FILTERS)[number], string> = {
  free: "free",
  cheaper: "cheaper",
  openSource: "open source",
  api: "with an api",
  selfHosted: "self-hosted",
};

/**
 * The search text asking for the alternatives to `name` under `filters`, as readIntent reads it:
 * what a page links to when one condition is dropped.
 */
export function alternativesQuery(name: string, filters: AlternativeFilters): string {
  const words = SWITCH_FILTERS.filter((key) => filters[key]).map((key) => CONDITION_WORDS[key]);
  if (filters.platform && filters.platform !== "api") words.push(`on ${filters.platform}`);
  return [`alternatives to ${name}`, ...words].join(" ");
}

/** Words before "free" that make it mean something else than a price ("royalty free"). */
const NOT_A_PRICE = new Set(
  "royalty copyright watermark ad ads hands distraction error stress risk".split(" "),
);

/**
 * The words of a plain search that asks for tools with a free plan ("free image generator",
 * "image generator for free"), without the words asking it; null when the search does not ask
 * that ("royalty free music", "free trial"). A free plan is a fact every listing states, which
 * the word is not: listings say "free" of their trials and limits, and "no free tier" contains
 * it too.
 */
export function freeAsked(text: string): { words: string } | null {
  const tokens = tokensOf(text);
  const words: string[] = [];
  let asked = false;
  for (let i = 0; i < tokens.length;) {
    const phrase = FREE_PHRASES.find((candidate) => startsWith(tokens, i, candidate));
    const end = i + (phrase?.length ?? 0);
    if (phrase && !NOT_A_PRICE.has(tokens[i - 1] ?? "") && !/^trials?$/u.test(tokens[end] ?? "")) {
      asked = true;
      i = end;
    } else {
      words.push(tokens[i]!);
      i += 1;
    }
  }
  return asked ? { words: words.join(" ") } : null;
}
