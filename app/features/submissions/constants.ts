import { EMAIL_MAX_LENGTH } from "~/lib/field-limits";
import { labelledValues } from "~/lib/labelled-values";
import type { Toast } from "~/lib/form-reply";

// docs/product.md#submit-a-tool: what the submission form tells the visitor.

/**
 * The review time stated in the page's metadata and the receipt (docs/product.md#submit-a-tool).
 */
export const REVIEW_TIME = "3-5 business days";

export const SUBMISSION_TOASTS = {
  success: {
    type: "success",
    title: "Tool submitted successfully!",
    description: `We'll review it within ${REVIEW_TIME}.`,
  },
  failure: {
    type: "error",
    title: "Error submitting tool",
    description: "There was a problem submitting your tool. Please try again.",
  },
} satisfies Record<string, Toast>;

/** The form's hidden bot trap (the form has a real "website" field). */
export const SUBMISSION_HONEYPOT = "referrer_site";

/** A submission's states in the review queue, in its tab order. */
export const [SUBMISSION_STATUSES, SUBMISSION_STATUS_LABELS] = labelledValues({
  pending: "Pending",
  needs_changes: "Needs changes",
  approved: "Approved",
  rejected: "Rejected",
});
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** Submissions per page in the review queue. */
export const SUBMISSIONS_PAGE_SIZE = 25;

/** The decisions that carry a reason, and the reasons an administrator picks from. */
export const SUBMISSION_DECISIONS = ["needs_changes", "rejected"] as const;
export type SubmissionDecision = (typeof SUBMISSION_DECISIONS)[number];

export const SUBMISSION_REASONS: Record<SubmissionDecision, readonly string[]> = {
  needs_changes: [
    "The description should say more about what the tool does and who it is for.",
    "The website address does not lead to the tool itself.",
    "The category or pricing does not match the tool.",
    "The logo address does not lead to an image.",
  ],
  rejected: [
    "It is not an AI tool.",
    "It is already listed in the directory.",
    "Its website could not be reached.",
    "It is not open to the public yet.",
  ],
};

/** The choice that means "I write the reason myself". */
export const OWN_REASON = "own";

/** Where a decided submission can go next; an approved one has its tool and stays approved. */
export const SUBMISSION_MOVES: Record<SubmissionStatus, readonly SubmissionStatus[]> = {
  pending: ["approved", "needs_changes", "rejected"],
  needs_changes: ["approved", "rejected", "pending"],
  rejected: ["pending"],
  approved: [],
};

// docs/product.md#submit-a-tool: the submission form's options and limits.
export const SUBMISSION_CATEGORIES = [
  "Text Generation",
  "Image Generation",
  "Code Assistant",
  "Video Generation",
  "Audio Generation",
  "Chatbot",
  "Data Analysis",
  "Productivity",
  "Marketing",
  "Other",
] as const;

export const SUBMISSION_PRICING = [
  "Free",
  "Freemium",
  "Paid",
  "Free Trial",
  "Contact for Pricing",
] as const;

export const SUBMISSION_LIMITS = {
  name: 100,
  url: 2048,
  shortDescription: 200,
  description: 5000,
  email: EMAIL_MAX_LENGTH,
  person: 100,
  role: 100,
} as const;
