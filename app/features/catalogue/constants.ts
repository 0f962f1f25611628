import { TOOL_STATUSES, type ToolStatus } from "~/db/tool-status";

/**
 * The 28 bundled tool categories (docs/product.md#tool-directory), in the order the filters list
 * them.
 */
export const CATEGORIES = [
  "Text Generation",
  "Image Generation",
  "Conversational AI",
  "Code Generation",
  "Search",
  "Marketing",
  "Design",
  "Developer Tools",
  "Video Editing",
  "Transcription",
  "Translation",
  "Automation",
  "Collaboration",
  "Presentation",
  "Voice Generation",
  "Customer Service",
  "Data Analysis",
  "Research",
  "Education",
  "Productivity",
  "Content Creation",
  "Open Source",
  "Career",
  "Business",
  "Sales",
  "Machine Learning",
  "No-Code",
  "Integration",
] as const;
export type Category = (typeof CATEGORIES)[number];

/**
 * Pricing models a tool can have (docs/product.md#tool-directory, without the "All" filter value).
 */
export const PRICING_MODELS = [
  "Free",
  "Freemium",
  "Subscription",
  "Credit-based",
  "Self-hosted",
  "Paid",
] as const;
export type PricingModel = (typeof PRICING_MODELS)[number];

/**
 * The name a spec category or pricing option has now, given those an administrator renamed
 * (seeded name -> current name, types.ts `Renamed`): itself unless renamed.
 */
export function currentName(renamed: Readonly<Record<string, string>>, seeded: string) {
  return Object.hasOwn(renamed, seeded) ? renamed[seeded]! : seeded;
}

export { TOOL_STATUSES, type ToolStatus };

export const TOOL_STATUS_LABELS: Record<ToolStatus, string> = {
  draft: "Draft",
  published: "Published",
  archived: "Archived",
};

/**
 * The submission form's choices (docs/product.md#submit-a-tool) as the catalogue's, seeded into the
 * database's mapping table, where administrators keep it: null where they must choose.
 */
export const SUBMISSION_MAPPING_SEED = {
  category: {
    "Text Generation": "Text Generation",
    "Image Generation": "Image Generation",
    "Code Assistant": "Code Generation",
    "Video Generation": "Video Editing",
    "Audio Generation": "Voice Generation",
    Chatbot: "Conversational AI",
    "Data Analysis": "Data Analysis",
    Productivity: "Productivity",
    Marketing: "Marketing",
    Other: null,
  },
  pricing: {
    Free: "Free",
    Freemium: "Freemium",
    Paid: "Paid",
    "Free Trial": "Subscription",
    "Contact for Pricing": "Paid",
  },
} as const satisfies Record<"category" | "pricing", Record<string, Category | PricingModel | null>>;

/**
 * Sort orders (docs/product.md#tool-directory), with their labels, and "Best match", the default
 * when there is search text (a departure from the spec: with text, rating order buries the answer).
 */
export const SORT_OPTIONS = {
  relevance: "Best match",
  rating: "Highest Rated",
  reviewCount: "Most Popular",
  newest: "Newest",
} as const;
export type SortOption = keyof typeof SORT_OPTIONS;

/** What each order and the minimum rating read (decision 017), for their tooltips. */
export const RATING_NOTE =
  "The average of users' reviews where a tool has them, otherwise our editors' rating.";
export const SORT_NOTES: Record<SortOption, string> = {
  relevance: "The tools that best match the search text first.",
  rating: `Highest rating first. ${RATING_NOTE}`,
  reviewCount: "Most saved, reviewed and viewed in the last 30 days first.",
  newest: "The tools added to the directory most recently first.",
};

/** Best match when there is search text, else the spec's Highest Rated. */
export function defaultSort(q: string | null | undefined): SortOption {
  return q?.trim() ? "relevance" : "rating";
}

/**
 * The score "Highest Rated" and the minimum rating read (decision 017): the users' average
 * where the tool has reviews, else the editor's rating; null when it has neither.
 */
export function rankRating(tool: {
  rating: number | null;
  reviewCount: number;
  editorialRating: number | null;
}) {
  return tool.reviewCount > 0 ? tool.rating : tool.editorialRating;
}

/** Minimum-rating choices (docs/product.md#tool-directory); "any" is the absence of a minimum. */
export const MIN_RATING_CHOICES = [3, 4, 4.5] as const;

export const HOME_PAGE_SIZE = 18;
export const API_MAX_PAGE_SIZE = 100;

/** Feature words offered as filters: each matches tools whose feature list contains it. */
export const FEATURE_FILTERS = [
  "API",
  "Chat",
  "Image",
  "Video",
  "Voice",
  "Translation",
  "Real-time",
  "Integration",
  "Template",
  "Team",
  "Mobile",
  "Extension",
] as const;

/**
 * Pagination shows every page up to this many; beyond, first, last and a window
 * (docs/product.md#tool-directory).
 */
export const PAGINATION_ALL_PAGES_UP_TO = 5;

/** Features shown on a tool card (docs/product.md#tool-directory). */
export const CARD_FEATURES = 3;

export {
  CONFIRMER_WORDS,
  FACT_LABELS,
  FACTS,
  factInWords,
  factValuesOfView,
  provenanceOf,
  PLATFORM_LABELS,
  PLATFORMS,
  SOURCE_FIELDS,
  type Confirmer,
  type Fact,
} from "./facts";

/** A suggested edit waits for a decision, or was accepted (wholly or in part) or rejected. */
export const SUGGESTION_STATUSES = ["pending", "accepted", "rejected"] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];
export const SUGGESTIONS_PAGE_SIZE = 30;

/**
 * The logo a tool's owner sends with an edit of the listing (docs/product.md#claiming-a-listing):
 * the file field's name, the largest file and the kinds taken. The server reads the kind from
 * the bytes, never from the name or the type the browser gives.
 */
export const OWNER_LOGO_FIELD = "logoFile";
export const OWNER_LOGO_MAX_BYTES = 1024 * 1024;
export const OWNER_LOGO_TOO_LARGE = "The logo can be at most 1 MB.";
export const OWNER_LOGO_ACCEPT = "image/png,image/jpeg,image/webp,image/svg+xml,.svg";
