import {
  CLAUSE_BREAK,
  HARD_AFTER,
  HARD_BEFORE,
  MARKER_WORDS,
  NEGATION_AFTER,
  NEGATION_LINKS,
  NEGATIONS,
  PLATFORM_RULES,
  PLATFORMS,
  RULES,
  SENTENCE_BREAK,
  SOFT_AFTER,
  SOFT_BEFORE,
  TEXT_RULES,
  WORDS_BACK,
  type ConstraintKind,
  type PlatformKey,
  type Rule,
  type Strength,
} from "./constraint-rules";
import { contentWords } from "./words";

// Reads the conditions people put around a need ("must be free", "ideally with an API", "runs on
// my Mac"), how strongly each is meant and which the need waives, with the rules of
// constraint-rules.ts, and leaves the task for the search. See docs/decisions/011-recommender.md.

export type Constraint = {
  kind: ConstraintKind;
  strength: Strength;
  /** The words of the need it came from, as written. */
  phrase: string;
  /** "free" only: the need rules out free plans of paid products ("completely free"). */
  strict?: boolean;
  /** "platform" only. */
  platform?: PlatformKey;
};

export type Constraints = {
  /** The need without its conditions: what the tool should do, for the search. */
  task: string;
  constraints: Constraint[];
  /** Conditions the need says it does not have ("no API needed", "doesn't need to be free"). */
  waived: { kind: ConstraintKind; phrase: string }[];
  /** Plain sentences about conditions the catalogue cannot check (prices, compliance). */
  notes: string[];
};

type Found = Rule & { start: number; end: number; phrase: string };

function lastBreak(text: string, pattern: RegExp) {
  let last = 0;
  for (const match of text.matchAll(pattern)) last = (match.index ?? 0) + match[0].length;
  return last;
}

function firstBreak(text: string, pattern: RegExp) {
  const match = new RegExp(pattern.source).exec(text);
  return match ? match.index : text.length;
}

function words(text: string) {
  return text.split(/[^\w'$%-]+/).filter(Boolean);
}

/** The nearest strength marker before the phrase, in its sentence, within a few words. */
function strengthBefore(before: string): Strength | null {
  const window = words(before.slice(lastBreak(before, SENTENCE_BREAK)))
    .slice(-WORDS_BACK)
    .join(" ");
  let hard = -1;
  let soft = -1;
  for (const match of window.matchAll(HARD_BEFORE)) hard = match.index ?? 0;
  for (const match of window.matchAll(SOFT_BEFORE)) soft = match.index ?? 0;
  if (hard < 0 && soft < 0) return null;
  return soft > hard ? "soft" : "hard";
}

/** A negation right before the phrase, across link words only. */
function negatedBefore(between: string) {
  const clause = words(
    between.slice(lastBreak(between, /[.;!?\n,(]|\b(?:but|however|though|although)\b/g)),
  );
  for (let index = clause.length - 1; index >= 0; index -= 1) {
    const word = clause[index]!;
    if (NEGATIONS.has(word)) return true;
    if (word === "does" || word === "do") continue; // "does not", "do not"
    if (!NEGATION_LINKS.has(word)) return false;
  }
  return false;
}

function findPhrases(text: string): Found[] {
  const lower = text.toLowerCase();
  const taken: [number, number][] = [];
  const found: Found[] = [];
  for (const rule of [...RULES, ...PLATFORM_RULES, ...TEXT_RULES]) {
    for (const match of lower.matchAll(rule.pattern)) {
      const start = match.index ?? 0;
      const end = start + match[0].trimEnd().length;
      if (end <= start || taken.some(([a, b]) => start < b && end > a)) continue;
      taken.push([start, end]);
      found.push({ ...rule, start, end, phrase: text.slice(start, end) });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** Reads a need in plain words: its conditions, what it waives, and the task left for the search. */
export function parseNeed(need: string): Constraints {
  const text = need.replace(/[’‘]/g, "'").replace(/\s+/g, " ").trim();
  const lower = text.toLowerCase();
  const found = findPhrases(text);
  const constraints: Constraint[] = [];
  const waived: Constraints["waived"] = [];
  const notes: string[] = [];
  let previousNegated = false;

  found.forEach((item, index) => {
    const previousEnd = index > 0 ? found[index - 1]!.end : 0;
    const nextStart = index + 1 < found.length ? found[index + 1]!.start : lower.length;
    const between = lower.slice(previousEnd, item.start);
    const after = lower.slice(item.end, nextStart);
    const afterInClause = after.slice(0, firstBreak(after, CLAUSE_BREAK));
    if (item.topic) return;
    // "doesn't need to be free or open source": the negation carries over "or", "nor", "and".
    const carried = previousNegated && /^[\s,]*(?:or|nor|and|,)?[\s,]*$/.test(between);
    const isNegated =
      item.waives || carried || negatedBefore(between) || NEGATION_AFTER.test(afterInClause);
    previousNegated = isNegated && !item.waives;
    if (isNegated) {
      waived.push({ kind: item.kind, phrase: item.phrase });
      if (item.kind === "free" && item.waives) waived.push({ kind: "budget", phrase: item.phrase });
      return;
    }
    let strength = strengthBefore(lower.slice(0, item.start)) ?? item.strength;
    if (HARD_AFTER.test(afterInClause)) strength = "hard";
    if (SOFT_AFTER.test(afterInClause)) strength = "soft";
    if (item.softOnly) strength = "soft";
    const note = item.note?.(item.phrase);
    if (note && !notes.includes(note)) notes.push(note);
    const constraint: Constraint = { kind: item.kind, strength, phrase: item.phrase };
    if (item.strict) constraint.strict = true;
    if (item.platform) constraint.platform = item.platform;
    constraints.push(constraint);
  });

  const merged = merge(constraints, waived);
  return {
    task: taskText(text, found),
    constraints: merged,
    waived: dedupeWaived(waived.filter((w) => !merged.some((c) => c.kind === w.kind))),
    notes,
  };
}

function dedupeWaived(waived: Constraints["waived"]) {
  return waived.filter((w, index) => waived.findIndex((o) => o.kind === w.kind) === index);
}

/** One condition per kind (per platform): hard wins, then the first phrase. */
function merge(constraints: Constraint[], waived: Constraints["waived"]) {
  const byKey = new Map<string, Constraint>();
  for (const constraint of constraints) {
    const key =
      constraint.kind === "platform" ? `platform:${constraint.platform}` : constraint.kind;
    const seen = byKey.get(key);
    if (!seen) byKey.set(key, constraint);
    else if (seen.strength === "soft" && constraint.strength === "hard") {
      byKey.set(key, { ...constraint, strict: seen.strict || constraint.strict });
    } else if (constraint.strict) seen.strict = true;
  }
  let result = [...byKey.values()];
  // "Free or paid doesn't matter" outweighs a "cheap" elsewhere; a stated "must be free" does not.
  if (waived.some((w) => w.kind === "budget")) {
    result = result.filter((c) => c.kind !== "budget" || c.strength === "hard");
  }
  // A strictly free tool also answers "cheap" and "free plan": keep the strongest pricing wish.
  if (result.some((c) => c.kind === "free")) result = result.filter((c) => c.kind !== "budget");
  return result;
}

/** The need's own words with the condition phrases taken out. */
function taskText(text: string, found: Found[]) {
  let rest = "";
  let position = 0;
  for (const item of found) {
    if (item.topic) continue;
    rest += `${text.slice(position, item.start)} `;
    position = item.end;
  }
  rest += text.slice(position);
  const words = contentWords(rest).filter((word) => !MARKER_WORDS.has(word));
  if (words.length > 0) return words.join(" ");
  // Nothing but conditions ("a VS Code extension"): search for the platforms named.
  return found
    .filter((item) => item.kind === "platform" && item.platform)
    .map((item) => PLATFORMS[item.platform!].label)
    .join(" ");
}
