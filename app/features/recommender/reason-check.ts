import { CATEGORIES, PRICING_MODELS } from "~/features/catalogue/constants";
import type { Tool } from "~/features/catalogue/schema";
import { escapeRegExp } from "~/lib/regexp";
import { FREE_PRICING, STRICTLY_FREE_PRICING } from "./constraint-rules";
import { listWords } from "./reasons";

// Checks any reason text (the engine's or a language model's) against a tool's record: each fact,
// quote, number and tool name it states must be there; what it restates of the need is no claim.

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
