import { rankRating } from "~/features/catalogue/constants";
import type { Tool } from "~/features/catalogue/schema";
import { PLATFORMS } from "./constraint-rules";
import type { Constraint, Constraints } from "./constraints";
import { matchedCategories, matchedTexts, meets } from "./matching";
import { MAX_RECOMMENDATIONS } from "./constants";
import { contentStems, jaccard, stem, tokenize } from "./words";

// From ranked search results to at most four recommendations: hard conditions filter, soft
// ones lean the order, and near-duplicates make way for a different kind of tool.

export type Candidate = { tool: Tool; score: number };

export type Ranked = {
  tool: Tool;
  /** Relevance from the search, 0 to 1 (1 = the best result). */
  relevance: number;
  /** Relevance plus the weight of met wishes: what the order follows. */
  score: number;
};

export type Ranking = {
  ranked: Ranked[];
  /** Hard conditions that no candidate met: kept only as wishes. */
  relaxed: Constraint[];
  notes: string[];
};

/** How much a met wish lifts a tool, on the scale of search relevance (0 to 1). */
const WISH_WEIGHT: Record<Constraint["kind"], number> = {
  free: 0.2,
  budget: 0.15,
  "no-subscription": 0.15,
  "one-time": 0.1,
  "pay-per-use": 0.2,
  "open-source": 0.2,
  "self-hosted": 0.2,
  offline: 0.15,
  privacy: 0.1,
  api: 0.2,
  team: 0.1,
  solo: 0.05,
  platform: 0.15,
};
/** A hard condition that could not be met still counts more than a plain wish. */
const RELAXED_FACTOR = 1.5;
const CATEGORY_BONUS = 0.08;
const MAX_CATEGORY_BONUS = 0.2;
const WORD_BONUS = 0.04;
const MAX_WORD_BONUS = 0.12;
const RATING_WEIGHT = 0.03;
/**
 * A tool that meets a hard condition but is this far below the best result for the task is not
 * an answer to it: with OR search almost anything matches a word or two.
 */
export const RELEVANCE_FLOOR = 0.3;
/** Results far below the best one are noise from OR search, not recommendations. */
const MIN_SHARE_OF_BEST = 0.5;
/** Maximal marginal relevance: how much likeness to a picked tool costs. */
const LIKENESS_PENALTY = 0.45;

/** Extra weight for pricing that fits a money wish best: free before a free plan. */
function pricingWeight(tool: Tool, constraint: Constraint) {
  if (constraint.kind !== "free" && constraint.kind !== "budget") return 1;
  if (tool.pricing === "Free") return 1.25;
  if (tool.pricing === "Freemium" && constraint.strict) return 0.5;
  return 1;
}

function wishWeight(tool: Tool, constraint: Constraint, relaxed: boolean) {
  const factor = relaxed ? RELAXED_FACTOR : 1;
  if (meets(tool, constraint))
    return WISH_WEIGHT[constraint.kind] * factor * pricingWeight(tool, constraint);
  // "Completely free" not met: a free plan is still the closest thing.
  if (constraint.kind === "free" && constraint.strict && tool.pricing === "Freemium") {
    return WISH_WEIGHT.free * factor * 0.5;
  }
  return 0;
}

const OS_PLATFORMS = new Set(["ios", "android", "mobile", "mac", "windows", "linux", "terminal"]);

function describe(constraint: Constraint): string {
  switch (constraint.kind) {
    case "free":
      return constraint.strict ? "completely free tool" : "free tool";
    case "budget":
      return "cheap tool";
    case "no-subscription":
    case "one-time":
      return "tool without a subscription";
    case "pay-per-use":
      return "pay-per-use tool";
    case "open-source":
      return "open-source tool";
    case "self-hosted":
      return "self-hosted tool";
    case "offline":
      return "tool that runs locally";
    case "privacy":
      return "privacy-focused tool";
    case "api":
      return "tool with an API";
    case "team":
      return "tool for teams";
    case "solo":
      return "tool for individuals";
    case "platform": {
      const key = constraint.platform!;
      if (key === "desktop") return "desktop app";
      if (key === "browser-extension") return "browser extension";
      const label = PLATFORMS[key].label;
      return OS_PLATFORMS.has(key) ? `tool for ${label}` : `tool that works with ${label}`;
    }
  }
}

/** One plain sentence for a hard condition that could not be met. */
export function unmetNote(constraint: Constraint, withOthers: boolean): string {
  return withOthers
    ? `No ${describe(constraint)} also meets your other conditions; these are the closest.`
    : `No ${describe(constraint)} matches; these are the closest.`;
}

/**
 * Filters by the hard conditions, in the order the need gave them; a condition that would
 * leave nothing is relaxed into a wish, with a note. Then orders by relevance plus met wishes.
 * `relaxed` lists hard conditions (objects of `need`) the search already had to drop.
 */
export function rank(
  candidates: readonly Candidate[],
  need: Constraints,
  options: { relaxed?: readonly Constraint[] } = {},
): Ranking {
  const relaxed = [...(options.relaxed ?? [])];
  const best = Math.max(0, ...candidates.map((c) => c.score));
  let pool = candidates.map((c) => ({
    tool: c.tool,
    relevance: best > 0 ? Math.max(0, c.score) / best : 1,
  }));

  const hard = need.constraints.filter((c) => c.strength === "hard");
  for (const constraint of hard) {
    if (relaxed.includes(constraint)) continue;
    const kept = pool.filter((c) => meets(c.tool, constraint) && c.relevance >= RELEVANCE_FLOOR);
    if (kept.length > 0 || pool.length === 0) pool = kept;
    else relaxed.push(constraint);
  }
  const withOthers = hard.some((c) => !relaxed.includes(c));
  const notes = relaxed.map((c) => unmetNote(c, withOthers));

  const taskStems = contentStems(need.task);
  const wishes = need.constraints.filter((c) => c.strength === "soft" || relaxed.includes(c));
  const ranked = pool.map(({ tool, relevance }) => {
    const categories = matchedCategories(tool, taskStems).length;
    const [text] = matchedTexts(tool, taskStems);
    const score =
      relevance +
      wishes.reduce((sum, c) => sum + wishWeight(tool, c, relaxed.includes(c)), 0) +
      Math.min(MAX_CATEGORY_BONUS, categories * CATEGORY_BONUS) +
      Math.min(MAX_WORD_BONUS, (text?.shared ?? 0) * WORD_BONUS) +
      ((rankRating(tool) ?? 4) - 4) * RATING_WEIGHT;
    return { tool, relevance, score };
  });
  ranked.sort((a, b) => b.score - a.score || (rankRating(b.tool) ?? 0) - (rankRating(a.tool) ?? 0));
  const top = ranked[0]?.score ?? 0;
  return {
    ranked: ranked.filter((r) => r.score >= top * MIN_SHARE_OF_BEST),
    relaxed,
    notes,
  };
}

// Words in product names that say nothing about the product family.
const GENERIC_NAME_WORDS = new Set(
  "ai the app studio pro labs lab chat assistant search api platform code dev io hq plus".split(
    " ",
  ),
);

function nameWords(tool: Tool) {
  return new Set(
    tokenize(tool.name.replace(/\.(?:ai|io|bg|new)\b/gi, "")).filter(
      (word) => word.length > 1 && !GENERIC_NAME_WORDS.has(word) && !/^\d+$/.test(word),
    ),
  );
}

function featureStems(tool: Tool) {
  return new Set(tool.features.flatMap((feature) => tokenize(feature).map(stem)));
}

/** Same family ("GitHub Copilot", "Microsoft Copilot") and the very same categories. */
export function nearDuplicates(a: Tool, b: Tool) {
  const sameCategories =
    a.category.length === b.category.length && a.category.every((c) => b.category.includes(c));
  const family = [...nameWords(a)].some((word) => nameWords(b).has(word));
  return sameCategories && family;
}

/** How alike two tools are, 0 to 1: categories, feature words and a shared family name. */
export function likeness(a: Tool, b: Tool) {
  const categories = jaccard(new Set(a.category), new Set(b.category));
  const features = jaccard(featureStems(a), featureStems(b));
  const family = [...nameWords(a)].some((word) => nameWords(b).has(word)) ? 0.2 : 0;
  return Math.min(1, 0.5 * categories + 0.3 * features + family);
}

/**
 * Picks up to `max` tools by maximal marginal relevance, so four chat assistants of one family
 * do not crowd out a different good answer; a near-duplicate of a picked tool is skipped.
 */
export function diversify(ranked: readonly Ranked[], max = MAX_RECOMMENDATIONS): Ranked[] {
  const top = ranked[0]?.score ?? 0;
  if (top <= 0) return ranked.slice(0, max);
  const picked: Ranked[] = [];
  const rest = [...ranked];
  while (picked.length < max && rest.length > 0) {
    let bestIndex = -1;
    let bestValue = -Infinity;
    rest.forEach((candidate, index) => {
      if (picked.some((p) => nearDuplicates(p.tool, candidate.tool))) return;
      const closest = Math.max(0, ...picked.map((p) => likeness(p.tool, candidate.tool)));
      const value = candidate.score / top - LIKENESS_PENALTY * closest;
      if (value > bestValue) {
        bestValue = value;
        bestIndex = index;
      }
    });
    if (bestIndex < 0) break;
    picked.push(rest.splice(bestIndex, 1)[0]!);
  }
  return picked;
}

/** Ranks the candidates for the need and picks the recommendations. */
export function pick(
  candidates: readonly Candidate[],
  need: Constraints,
  options: Parameters<typeof rank>[2] = {},
) {
  const ranking = rank(candidates, need, options);
  return { ...ranking, picks: diversify(ranking.ranked) };
}
