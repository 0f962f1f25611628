import type { Tool } from "~/features/catalogue/schema";
import { PLATFORMS, type PlatformKey } from "./constraint-rules";
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
import { contentStems } from "./words";

// Why a tool was picked, built from its recorded facts only: first as claims, then as one to
// three plain sentences. reason-check.ts checks any reason text against the record.

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
