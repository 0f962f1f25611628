import { CATEGORIES, type Category, type PricingModel } from "~/features/catalogue/constants";
import type { Tool } from "~/features/catalogue/schema";
import {
  FREE_PRICING,
  NO_SUBSCRIPTION_PRICING,
  OFFLINE_TEXT,
  PLATFORMS,
  PRIVACY_TEXT,
  SOLO_TEXT,
  STRICTLY_FREE_PRICING,
  TEAM_TEXT,
} from "./constraint-rules";
import type { Constraint } from "./constraints";
import { contentStems, stem, tokenize } from "./words";

// How a tool's own facts meet a need: whether they meet each of its conditions, which of the
// tool's categories the task points at, and which of its lines share the task's words or say
// what a condition looks for.

/** Words that point at each category (the category's own name counts too). */
const CATEGORY_HINTS: Record<Category, string> = {
  "Text Generation":
    "write writing writer text copy copywriting blog article essay draft rewrite paraphrase",
  "Image Generation": "image picture photo illustration art artwork drawing graphic logo",
  "Conversational AI": "chat chatbot assistant conversation conversational",
  "Code Generation":
    "code coding program programming autocomplete refactor python javascript typescript",
  Search: "search answers lookup",
  Marketing: "marketing ads advertising campaign seo brand",
  Design: "design designer ui ux mockup prototype layout logo",
  "Developer Tools": "developer developers coding ide debug deploy programming",
  "Video Editing": "video videos clip clips editing youtube reels tiktok",
  Transcription: "transcribe transcription transcript transcripts dictation captions subtitles",
  Translation: "translate translation translator multilingual localise localize languages",
  Automation: "automate automation workflow workflows repetitive",
  Collaboration: "collaborate collaboration shared together",
  Presentation: "presentation presentations slides deck decks powerpoint keynote",
  "Voice Generation": "voice voiceover voiceovers narration speech tts dubbing",
  "Customer Service": "customer customers helpdesk tickets",
  "Data Analysis":
    "data analysis analyse analyze spreadsheet spreadsheets excel charts sql csv dashboards",
  Research: "research papers academic literature citations scientific sources",
  Education: "learn learning study students student teach teacher homework tutor course quiz",
  Productivity:
    "productivity notes tasks calendar schedule meetings email emails organise organize",
  "Content Creation": "content social posts creator creators youtube podcast",
  "Open Source": "",
  Career: "resume cv job jobs interview career cover linkedin",
  Business: "business company enterprise crm",
  Sales: "sales leads prospecting outreach crm",
  "Machine Learning": "ml model models train training fine-tune llm llms embeddings inference",
  "No-Code": "no-code nocode builder",
  Integration: "integrate integration integrations connect zapier",
};

const HINT_STEMS = new Map<Category, Set<string>>(
  CATEGORIES.map((category) => [category, new Set(tokenize(CATEGORY_HINTS[category]).map(stem))]),
);
// A one-word name ("Marketing") is a hint itself; a longer one counts only whole, so
// "generate" alone does not point at Text, Image, Code and Voice Generation at once.
const NAME_STEMS = new Map<Category, string[]>(
  CATEGORIES.map((category) => [category, tokenize(category).map(stem)]),
);

/** The categories a task's words point at. */
export function taskCategories(taskStems: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  for (const category of CATEGORIES) {
    const hints = HINT_STEMS.get(category)!;
    if (
      NAME_STEMS.get(category)!.every((word) => taskStems.has(word)) ||
      [...hints].some((word) => taskStems.has(word))
    ) {
      found.add(category);
    }
  }
  return found;
}

/** A tool's categories that the task points at, in the tool's order. */
export function matchedCategories(tool: Tool, taskStems: ReadonlySet<string>): string[] {
  const wanted = taskCategories(taskStems);
  return tool.category.filter((category) => wanted.has(category));
}

export type TextMatch = { text: string; source: "feature" | "use case"; shared: number };

/** The tool's features and use cases that share words with the task, best first. */
export function matchedTexts(tool: Tool, taskStems: ReadonlySet<string>): TextMatch[] {
  const matches: TextMatch[] = [];
  const consider = (text: string, source: TextMatch["source"]) => {
    let shared = 0;
    for (const word of contentStems(text)) if (taskStems.has(word)) shared += 1;
    if (shared > 0) matches.push({ text, source, shared });
  };
  tool.features.forEach((feature) => consider(feature, "feature"));
  tool.useCases.forEach((useCase) => consider(useCase, "use case"));
  // Stable: more shared words first, features before use cases, then the tool's own order.
  return matches.sort(
    (a, b) => b.shared - a.shared || (a.source === b.source ? 0 : a.source === "feature" ? -1 : 1),
  );
}

export type Evidence = { text: string; source: "feature" | "use case" | "pro" | "description" };

/** The first of a tool's own lines that says what `pattern` looks for, to quote as evidence. */
export function findEvidence(
  tool: Tool,
  pattern: RegExp,
  options: { description?: boolean; except?: string } = {},
): Evidence | null {
  const test = (text: string) =>
    text !== options.except &&
    new RegExp(pattern.source, pattern.flags.replace("g", "")).test(text);
  const feature = tool.features.find(test);
  if (feature) return { text: feature, source: "feature" };
  const useCase = tool.useCases.find(test);
  if (useCase) return { text: useCase, source: "use case" };
  const pro = tool.pros.find(test);
  if (pro) return { text: pro, source: "pro" };
  if (options.description === false) return null;
  const sentence = `${tool.shortDescription} ${tool.description}`.split(/(?<=[.!?])\s+/).find(test);
  return sentence ? { text: sentence, source: "description" } : null;
}

/** Everything a tool says about itself, for text conditions (platforms, offline use). */
export function toolText(tool: Tool) {
  return [tool.name, tool.shortDescription, tool.description, ...toolListText(tool)].join("\n");
}

/**
 * Its features, use cases and strengths only: who a tool is for is read here, since a
 * description's "built by a team of researchers" says nothing about teams using it.
 */
function toolListText(tool: Tool) {
  return [...tool.features, ...tool.useCases, ...tool.pros].join("\n");
}

/** Conditions read from lists only, never from the description (see toolListText). */
export function readsDescription(constraint: Constraint) {
  return constraint.kind !== "team" && constraint.kind !== "solo";
}

/** Whether a tool meets a condition, from its recorded facts only. */
export function meets(tool: Tool, constraint: Constraint): boolean {
  const pricing = tool.pricing as PricingModel;
  const openSource = tool.category.includes("Open Source");
  switch (constraint.kind) {
    case "free":
      return (constraint.strict ? STRICTLY_FREE_PRICING : FREE_PRICING).includes(pricing);
    case "budget":
      return FREE_PRICING.includes(pricing);
    case "no-subscription":
    case "one-time":
      return NO_SUBSCRIPTION_PRICING.includes(pricing);
    case "pay-per-use":
      return pricing === "Credit-based";
    case "open-source":
    case "self-hosted":
      return pricing === "Self-hosted" || openSource;
    case "offline":
      return pricing === "Self-hosted" || OFFLINE_TEXT.test(toolText(tool));
    case "privacy":
      return pricing === "Self-hosted" || openSource || PRIVACY_TEXT.test(toolText(tool));
    case "api":
      return tool.apiAccess;
    case "team":
      return tool.category.includes("Collaboration") || TEAM_TEXT.test(toolListText(tool));
    case "solo":
      return SOLO_TEXT.test(toolListText(tool));
    case "platform":
      return constraint.platform
        ? PLATFORMS[constraint.platform].match.test(toolText(tool))
        : false;
  }
}

/** The text pattern a text condition looks for in a tool's own words (for quoting evidence). */
export function evidencePattern(constraint: Constraint): RegExp | null {
  switch (constraint.kind) {
    case "offline":
      return OFFLINE_TEXT;
    case "team":
      return TEAM_TEXT;
    case "solo":
      return SOLO_TEXT;
    case "privacy":
      return PRIVACY_TEXT;
    case "platform":
      return constraint.platform ? PLATFORMS[constraint.platform].match : null;
    default:
      return null;
  }
}
