import { CATEGORIES, PRICING_MODELS } from "~/features/catalogue/constants";
import type { Tool } from "~/features/catalogue/schema";
import {
  FREE_PRICING,
  PLATFORMS,
  STRICTLY_FREE_PRICING,
  type PlatformKey,
} from "./constraint-rules";
import type { Constraint, Constraints } from "./constraints";
import {
  evidencePattern,
  findEvidence,
  matchedCategories,
  matchedTexts,
  meets,
  readsDescription,
  type Evidence,
} from "./matching";
import { SPEC_NAMES, type Names } from "./names";
import { escapeRegExp } from "~/lib/regexp";
import { contentStems } from "./words";

// Why a tool was picked, built from its recorded facts only: first as claims, then as one to
// three plain sentences. `checkReason` reads any reason text (ours or a language model's) and
// checks every fact it states against the tool's record.

/** One true statement about a tool, and the part of the need it answers. */
export type Claim =
  | { kind: "category"; values: string[] }
  | { kind: "feature"; text: string }
  | { kind: "use-case"; text: string }
  | { kind: "pricing"; value: string; answers: Constraint; met: boolean }
  | { kind: "api"; answers: Constraint; met: boolean }
  | { kind: "open-source"; answers: Constraint; met: boolean }
  | { kind: "self-hosted"; answers: Constraint; met: boolean }
  | { kind: "evidence"; evidence: Evidence; answers: Constraint }
  | { kind: "category-fact"; value: string; answers: Constraint }
  | { kind: "not-mentioned"; answers: Constraint };

type ConditionClaim = Exclude<Claim, { kind: "category" | "feature" | "use-case" }>;

const MAX_CONDITIONS_IN_A_SENTENCE = 3;
const MAX_QUOTED_DESCRIPTION = 120;
const selfHostedFact = (names: Names) =>
  `is self-hosted software you run yourself (${names.pricing("Self-hosted")})`;

/** The claims a reason for `tool` can make about the parsed need. */
export function buildClaims(tool: Tool, need: Constraints): Claim[] {
  const taskStems = contentStems(need.task);
  const claims: Claim[] = [];
  const categories = matchedCategories(tool, taskStems);
  claims.push({
    kind: "category",
    values: categories.length > 0 ? categories : tool.category.slice(0, 2),
  });
  const [best] = matchedTexts(tool, taskStems);
  if (best)
    claims.push({ kind: best.source === "feature" ? "feature" : "use-case", text: best.text });
  const ordered = [
    ...need.constraints.filter((c) => c.strength === "hard"),
    ...need.constraints.filter((c) => c.strength === "soft"),
  ];
  for (const constraint of ordered) {
    const claim = conditionClaim(tool, constraint, best?.text);
    if (claim) claims.push(claim);
  }
  return claims;
}

function conditionClaim(
  tool: Tool,
  answers: Constraint,
  alreadyQuoted?: string,
): ConditionClaim | null {
  const met = meets(tool, answers);
  const selfHosted = tool.pricing === "Self-hosted";
  const openSource = tool.category.includes("Open Source");
  switch (answers.kind) {
    case "free":
    case "budget":
    case "no-subscription":
    case "one-time":
    case "pay-per-use":
      return { kind: "pricing", value: tool.pricing, answers, met };
    case "api":
      return { kind: "api", answers, met };
    case "open-source":
      if (met && !openSource) return { kind: "self-hosted", answers, met };
      return { kind: "open-source", answers, met };
    case "self-hosted":
      if (met && !selfHosted) return { kind: "open-source", answers, met };
      return { kind: "self-hosted", answers, met };
    case "offline":
    case "privacy":
    case "team":
    case "solo":
    case "platform": {
      if (!met) {
        return answers.kind === "platform" || answers.kind === "offline"
          ? { kind: "not-mentioned", answers }
          : null;
      }
      if ((answers.kind === "offline" || answers.kind === "privacy") && selfHosted) {
        return { kind: "self-hosted", answers, met };
      }
      const pattern = evidencePattern(answers);
      const evidence = pattern
        ? findEvidence(tool, pattern, {
            description: readsDescription(answers),
            except: alreadyQuoted,
          })
        : null;
      if (evidence) return { kind: "evidence", evidence, answers };
      if (answers.kind === "team" && tool.category.includes("Collaboration")) {
        return { kind: "category-fact", value: "Collaboration", answers };
      }
      if (answers.kind === "privacy" && openSource) return { kind: "open-source", answers, met };
      return null;
    }
  }
}

const OS_PLATFORMS = new Set<PlatformKey>([
  "ios",
  "android",
  "mobile",
  "mac",
  "windows",
  "linux",
  "terminal",
  "vs-code",
  "jetbrains",
]);

/** What the need asked for, in a few words ("something free", "an API"). */
function wish(constraint: Constraint): string {
  switch (constraint.kind) {
    case "free":
      return constraint.strict ? "something completely free" : "something free";
    case "budget":
      return "something cheap";
    case "no-subscription":
      return "no subscription";
    case "one-time":
      return "a one-time payment";
    case "pay-per-use":
      return "paying per use";
    case "open-source":
      return "open source";
    case "self-hosted":
      return "something you can host yourself";
    case "offline":
      return "something that runs locally";
    case "privacy":
      return "privacy";
    case "api":
      return "an API";
    case "team":
      return "something for a team";
    case "solo":
      return "something for one person";
    case "platform": {
      const key = constraint.platform!;
      if (key === "desktop") return "a desktop app";
      if (key === "browser-extension") return "a browser extension";
      const label = PLATFORMS[key].label;
      return OS_PLATFORMS.has(key)
        ? `something for ${label}`
        : `something that works with ${label}`;
    }
  }
}

function topic(constraint: Constraint): string {
  if (constraint.kind === "platform") return PLATFORMS[constraint.platform!].label;
  if (constraint.kind === "offline") return "offline use";
  if (constraint.kind === "team") return "teams";
  return constraint.kind;
}

/** "A", "A and B", "A, B and C". */
export function listWords(items: readonly string[]) {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

function quote(text: string) {
  return `“${text.trim().replace(/[.!?]+$/, "")}”`;
}

function pricingFact(claim: Extract<Claim, { kind: "pricing" }>, names: Names): string {
  const { value } = claim;
  const kind = claim.answers.kind;
  const shown = names.pricing(value);
  if (value === "Free") return `is free to use (${shown})`;
  if (value === "Self-hosted") return selfHostedFact(names);
  if (value === "Credit-based") return `is paid per use with credits (${shown})`;
  if (value === "Freemium") {
    return kind === "no-subscription" || kind === "one-time"
      ? `has a free plan, so no subscription is needed (${shown})`
      : `has a free plan (${shown})`;
  }
  return `is priced as ${shown} (${shown})`;
}

/** The verb phrase after the tool's name for a condition it meets. */
function metFact(claim: ConditionClaim, names: Names): string {
  switch (claim.kind) {
    case "pricing":
      return pricingFact(claim, names);
    case "api":
      return "offers API access";
    case "open-source":
      return claim.answers.kind === "self-hosted"
        ? `is listed under ${names.category("Open Source")}, so you can run it yourself`
        : `is listed under ${names.category("Open Source")}`;
    case "self-hosted":
      if (claim.answers.kind === "offline")
        return "is self-hosted, so it runs on your own hardware";
      if (claim.answers.kind === "privacy") {
        return "is self-hosted, so your data can stay on your own hardware";
      }
      return selfHostedFact(names);
    case "evidence": {
      const { text, source } = claim.evidence;
      if (source === "feature") return `lists ${quote(text)}`;
      if (source === "use case") return `lists ${quote(text)} as a use`;
      if (source === "pro") return `lists ${quote(text)} among its strengths`;
      if (text.length <= MAX_QUOTED_DESCRIPTION)
        return `has this in its description: ${quote(text)}`;
      const pattern = evidencePattern(claim.answers);
      const word = pattern
        ? new RegExp(pattern.source, pattern.flags.replace("g", "")).exec(text)
        : null;
      return word
        ? `mentions ${quote(word[0])} in its description`
        : `mentions ${topic(claim.answers)} in its description`;
    }
    case "category-fact":
      return `is listed under ${names.category(claim.value)}`;
    case "not-mentioned":
      return "";
  }
}

/** A sentence, starting with "It", for a condition the tool does not meet. */
function unmetFact(claim: ConditionClaim, names: Names): string | null {
  switch (claim.kind) {
    case "pricing": {
      const kind = claim.answers.kind;
      const shown = names.pricing(claim.value);
      if (kind === "pay-per-use") return `Its pricing is ${shown}, not pay per use`;
      if (kind === "no-subscription" || kind === "one-time") {
        return claim.value === "Subscription"
          ? `It is sold by subscription (${shown})`
          : `It is a paid product (${shown})`;
      }
      if (claim.value === "Freemium") return `It offers a free plan alongside paid ones (${shown})`;
      return `It has no free plan (${shown})`;
    }
    case "api":
      return "It offers no API access";
    case "open-source":
      return `It is not listed under ${names.category("Open Source")}`;
    case "self-hosted":
      return `It is neither self-hosted nor listed under ${names.category("Open Source")}`;
    case "not-mentioned":
      return `Its listing does not mention ${topic(claim.answers)}`;
    default:
      return null;
  }
}

function isMet(claim: ConditionClaim) {
  return "met" in claim ? claim.met : claim.kind !== "not-mentioned";
}

/** Each fact once, and none that a longer one already says ("is listed under Open Source"). */
function distinctFacts(facts: readonly string[]) {
  const unique = [...new Set(facts)];
  return unique.filter((fact) => !unique.some((other) => other !== fact && other.startsWith(fact)));
}

/**
 * Turns claims into one to three plain sentences, naming categories and pricing options as
 * the visitor sees them (`names`).
 */
export function renderReason(
  tool: Tool,
  claims: readonly Claim[],
  names: Names = SPEC_NAMES,
): string {
  const sentences: string[] = [];
  const category = claims.find((c) => c.kind === "category");
  const text = claims.find((c) => c.kind === "feature" || c.kind === "use-case");
  const listed = category?.values.length
    ? `is listed under ${listWords(category.values.map(names.category))}`
    : "";
  if (text?.kind === "feature") {
    sentences.push(`${tool.name} ${listed ? `${listed}, and ` : ""}offers ${quote(text.text)}.`);
  } else if (text?.kind === "use-case") {
    sentences.push(
      listed
        ? `${tool.name} ${listed}, and its listed uses include ${quote(text.text)}.`
        : `${tool.name}'s listed uses include ${quote(text.text)}.`,
    );
  } else if (listed) {
    sentences.push(`${tool.name} ${listed}.`);
  }

  const conditions = claims.filter(
    (c): c is ConditionClaim =>
      c.kind !== "category" && c.kind !== "feature" && c.kind !== "use-case",
  );
  const met = conditions.filter(isMet).slice(0, MAX_CONDITIONS_IN_A_SENTENCE);
  if (met.length > 0) {
    sentences.push(
      `You asked for ${listWords(met.map((c) => wish(c.answers)))}: ${tool.name} ${listWords(distinctFacts(met.map((c) => metFact(c, names))))}.`,
    );
  }
  for (const claim of conditions) {
    if (isMet(claim)) continue;
    const fact = unmetFact(claim, names);
    if (!fact) continue;
    sentences.push(`${fact}, though you asked for ${wish(claim.answers)}.`);
    break;
  }
  return sentences.join(" ");
}

/**
 * The offline reason for a tool (read in the spec's names): claims from its record, rendered
 * as text in the names the visitor sees.
 */
export function buildReason(tool: Tool, need: Constraints, names: Names = SPEC_NAMES): string {
  return renderReason(tool, buildClaims(tool, need), names);
}

// --- Checking any reason against the record -------------------------------------------------

export type ReasonCheck = { ok: boolean; problems: string[] };

const NEGATION_WORDS = new Set(
  "no not without lacks lack lacking never neither nor none isn't doesn't don't cannot can't won't aren't".split(
    " ",
  ),
);

function recordLines(tool: Tool) {
  return [
    tool.name,
    tool.shortDescription,
    tool.description,
    ...tool.features,
    ...tool.useCases,
    ...tool.pros,
    ...tool.cons,
  ];
}

function normalise(text: string) {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^\w'%$€£+.,&/-]+/g, " ")
    .replace(/[.,;:!?]+(\s|$)/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
}

const NUMBER = /(?<![\w.,])\d+(?:[.,]\d+)*(?![\w])/g;
const PERIOD = String.raw`(?:\s?(?:\/|per|a|an|each)\s?(?:month|mo|year|yr|user|seat|week)\b)`;
const PRICE = new RegExp(
  String.raw`(?:[$€£]\s?\d[\d,.]*(?:\s?k\b)?|\b\d[\d,.]*\s?(?:dollars|euros|pounds|usd|eur|gbp|bucks)\b)${PERIOD}?|\b\d[\d,.]*${PERIOD}`,
  "gi",
);
const USER_SIDE =
  /\b(?:you|you've|you'd)\s+(?:asked|ask|want|wanted|need|needed|prefer|preferred|said|say|mentioned|specified|requested|require|required|were looking|are looking|would like|like|wish|wished|hoped|hope)\b[^.:;!?]*/gi;

function numbersOf(text: string) {
  return new Set([...text.matchAll(NUMBER)].map((m) => m[0].replace(/,/g, "")));
}

function nameRegExp(name: string, flags = "g") {
  return new RegExp(`(?<![\\w.-])${escapeRegExp(name)}(?![\\w-]|\\.\\w)`, flags);
}

function atSentenceStart(text: string, index: number) {
  return /(?:^|[.!?:])["'”]?\s*$/.test(text.slice(0, index));
}

/** Whether the words around a match deny it ("no API", "API access is not offered"). */
function negatedAt(text: string, index: number, end: number) {
  const before = text.slice(0, index);
  let clauseStart = 0;
  for (const match of before.matchAll(
    /[.;:!?,(]|\b(?:but|though|although|however|while|and)\b/gi,
  )) {
    clauseStart = (match.index ?? 0) + match[0].length;
  }
  const words = before
    .slice(clauseStart)
    .toLowerCase()
    .replace(/\bnot only\b/g, " ")
    .split(/[^\w']+/)
    .filter(Boolean)
    .slice(-5);
  if (words.some((word) => NEGATION_WORDS.has(word) || word.endsWith("n't"))) return true;
  const after = text.slice(end, end + 40).toLowerCase();
  return /^\s*(?:access\s+|plan\s+|plans\s+)?(?:(?:is|are|was)\s+(?:not|unavailable|missing)\b|isn't|aren't)/.test(
    after,
  );
}

type FactCheck = {
  pattern: RegExp;
  holds: (tool: Tool, record: string) => boolean;
  /** When the text denies the fact; unset: a denial is not checked. */
  deniedHolds?: (tool: Tool, record: string) => boolean;
  says: string;
  but: (tool: Tool) => string;
};

const pricingIs = (tool: Tool) => `its pricing is ${tool.pricing}`;
const isFree = (tool: Tool) => FREE_PRICING.includes(tool.pricing as (typeof FREE_PRICING)[number]);
const hasFreePlan = (tool: Tool) => tool.pricing === "Free" || tool.pricing === "Freemium";

// Order matters: a longer phrase is checked (and blanked) before the words inside it.
const FACT_CHECKS: FactCheck[] = [
  {
    pattern: /\b(?:completely|totally|entirely|fully|always|100%) free\b|\bfree forever\b/gi,
    holds: (tool) => STRICTLY_FREE_PRICING.includes(tool.pricing as "Free"),
    deniedHolds: (tool) => tool.pricing !== "Free",
    says: "it is completely free",
    but: pricingIs,
  },
  {
    pattern: /\bfree trials?\b/gi,
    holds: (_tool, record) => /\btrials?\b/i.test(record),
    says: "it has a free trial",
    but: () => "its listing does not mention a trial",
  },
  {
    pattern: /\bfreemium\b/gi,
    holds: (tool) => tool.pricing === "Freemium",
    deniedHolds: (tool) => tool.pricing !== "Freemium",
    says: "it is freemium",
    but: pricingIs,
  },
  {
    pattern: /(?<![\w-]|feel )free(?![\w-]| of\b| up\b| time\b| text\b| form\b)/gi,
    holds: isFree,
    deniedHolds: (tool) => !hasFreePlan(tool),
    says: "it is free or has a free plan",
    but: pricingIs,
  },
  {
    pattern:
      /\b(?:one[- ]time (?:payment|purchase|fee|price)|lifetime (?:deal|licen[cs]e|access)|pay once|buy once)\b/gi,
    holds: (_tool, record) => /one[- ]time|lifetime/i.test(record),
    says: "it is sold for a one-time payment",
    but: () => "the directory does not record that",
  },
  {
    pattern:
      /\b(?:credit[- ]based|credits?|pay[- ]per[- ]use|pay[- ]as[- ]you[- ]go|usage[- ]based|paid per use|per use)\b/gi,
    holds: (tool, record) =>
      tool.pricing === "Credit-based" ||
      /\bcredits?\b|pay[- ]as[- ]you[- ]go|usage[- ]based|pay[- ]per[- ]use/i.test(record),
    deniedHolds: (tool) => tool.pricing !== "Credit-based",
    says: "it is paid per use with credits",
    but: pricingIs,
  },
  {
    pattern: /\bsubscri(?:ptions?|be|bers?)\b/gi,
    holds: (tool, record) =>
      ["Subscription", "Freemium", "Paid"].includes(tool.pricing) || /subscri/i.test(record),
    deniedHolds: (tool) => tool.pricing !== "Subscription" && tool.pricing !== "Paid",
    says: "it is sold by subscription",
    but: pricingIs,
  },
  {
    pattern: /\bpaid\b|\bpremium\b|\bcosts? money\b|\brequires? payment\b/gi,
    holds: (tool) => tool.pricing !== "Free",
    deniedHolds: (tool) => tool.pricing === "Free" || tool.pricing === "Self-hosted",
    says: "it is paid or has paid plans",
    but: pricingIs,
  },
  {
    pattern: /\bclosed[- ]source\b|\bproprietary\b/gi,
    holds: (tool) => !tool.category.includes("Open Source"),
    says: "it is closed source",
    but: () => "it is listed under Open Source",
  },
  {
    pattern:
      /\bopen[- ]source(?:d)?\b|\bopen[- ]weights?\b|\bsource code (?:is )?(?:available|public)\b/gi,
    holds: (tool, record) =>
      tool.category.includes("Open Source") || /open[- ]source|open[- ]weight/i.test(record),
    deniedHolds: (tool) => !tool.category.includes("Open Source"),
    says: "it is open source",
    but: () => "it is not listed under Open Source",
  },
  {
    pattern:
      /\bself[- ]host(?:ed|able|ing)?\b|\bhost (?:it )?yourself\b|\brun (?:it )?yourself\b|\byou run yourself\b|\bon your own (?:hardware|servers?|machine|computer|infrastructure)\b|\bruns? locally\b|\blocally\b|\boffline\b|\bon[- ]prem(?:ise|ises)?\b|\bon[- ]device\b/gi,
    holds: (tool, record) =>
      tool.pricing === "Self-hosted" ||
      tool.category.includes("Open Source") ||
      /self[- ]host|offline|locally|\blocal\b|on[- ]device|on[- ]prem|own server|docker/i.test(
        record,
      ),
    deniedHolds: (tool) => tool.pricing !== "Self-hosted",
    says: "you can run it yourself",
    but: pricingIs,
  },
  {
    pattern: /\bAPIs?\b|\bSDKs?\b|\bdeveloper access\b|\bprogrammatic(?:ally)?\b/gi,
    holds: (tool) => tool.apiAccess,
    deniedHolds: (tool) => !tool.apiAccess,
    says: "it offers an API",
    but: (tool) => (tool.apiAccess ? "it offers API access" : "it offers no API access"),
  },
];

const PRICING_LABEL = new RegExp(
  `\\((${PRICING_MODELS.map(escapeRegExp).join("|")})\\)|\\b(?:pricing(?: model)? (?:is|of)|listed as|priced as)\\s+(${PRICING_MODELS.map(escapeRegExp).join("|")})\\b`,
  "g",
);

function blank(text: string, index: number, length: number) {
  return text.slice(0, index) + " ".repeat(length) + text.slice(index + length);
}

/**
 * Checks every fact a reason states about `tool` against its record: pricing words, API, open
 * source and self-hosting, category names, quoted text, numbers, prices and other tools' names.
 * Restatements of the need ("you asked for something free") are not claims about the tool.
 */
export function checkReason(
  text: string,
  tool: Tool,
  otherToolNames: readonly string[],
): ReasonCheck {
  const problems: string[] = [];
  const lines = recordLines(tool);
  const record = lines.join("\n");
  const normalisedRecord = normalise(record);
  let rest = text.replace(/[“”„«»]/g, '"').replace(/[’‘]/g, "'");

  // Quoted text must be the tool's own words.
  for (const match of rest.matchAll(/"([^"]+)"/g)) {
    const quoted = normalise(match[1]!.replace(/(?:\.\.\.|…)/g, " "));
    if (quoted && !normalisedRecord.includes(quoted)) {
      problems.push(`quotes "${match[1]}", which is not in its listing`);
    }
    rest = blank(rest, match.index ?? 0, match[0].length);
  }

  // Its own name says nothing; another tool's name is a claim about something else.
  rest = rest.replace(nameRegExp(tool.name), (name) => " ".repeat(name.length));
  const others = [...otherToolNames]
    .filter((name) => name !== tool.name && name.trim() !== "")
    .sort((a, b) => b.length - a.length);
  for (const name of others) {
    for (const match of rest.matchAll(nameRegExp(name))) {
      const index = match.index ?? 0;
      const commonWord = /^[A-Z][a-z]+$/.test(name) && atSentenceStart(rest, index);
      if (!commonWord && !nameRegExp(name, "").test(record)) {
        problems.push(`names another tool: ${name}`);
      }
      rest = blank(rest, index, name.length);
    }
  }

  // What the reason says the need was is not a claim about the tool.
  rest = rest.replace(USER_SIDE, (said) => " ".repeat(said.length));

  for (const match of rest.matchAll(PRICE)) {
    if (!record.toLowerCase().includes(match[0].toLowerCase())) {
      problems.push(`mentions a price (${match[0].trim()}), but prices are not recorded`);
    }
    rest = blank(rest, match.index ?? 0, match[0].length);
  }

  const recordNumbers = numbersOf(record);
  for (const rating of [tool.rating, tool.editorialRating]) {
    if (rating === null) continue;
    recordNumbers.add(String(rating));
    recordNumbers.add(rating.toFixed(1));
  }
  recordNumbers.add(String(tool.reviewCount));
  for (const match of rest.matchAll(NUMBER)) {
    if (!recordNumbers.has(match[0].replace(/,/g, ""))) {
      problems.push(`mentions the number ${match[0]}, which its listing does not`);
    }
  }

  for (const match of rest.matchAll(PRICING_LABEL)) {
    const label = match[1] ?? match[2];
    if (label && label !== tool.pricing) {
      problems.push(`says its pricing is ${label}, but ${pricingIs(tool)}`);
    }
  }

  for (const check of FACT_CHECKS) {
    for (const match of rest.matchAll(check.pattern)) {
      const index = match.index ?? 0;
      const denied = negatedAt(rest, index, index + match[0].length);
      if (denied && check.deniedHolds && !check.deniedHolds(tool, record)) {
        problems.push(`says it is not so that ${check.says}, but ${check.but(tool)}`);
      } else if (!denied && !check.holds(tool, record)) {
        problems.push(`says ${check.says}, but ${check.but(tool)}`);
      }
      rest = blank(rest, index, match[0].length);
    }
  }

  for (const category of CATEGORIES) {
    for (const match of rest.matchAll(new RegExp(`\\b${escapeRegExp(category)}\\b`, "g"))) {
      const index = match.index ?? 0;
      if (!category.includes(" ") && atSentenceStart(rest, index)) continue;
      const denied = negatedAt(rest, index, index + category.length);
      const listed = tool.category.includes(category);
      if (denied === listed) {
        problems.push(
          denied
            ? `says it is not listed under ${category}, but it is`
            : `says it is listed under ${category}, but its categories are ${listWords(tool.category)}`,
        );
      }
    }
  }

  return { ok: problems.length === 0, problems: [...new Set(problems)] };
}
