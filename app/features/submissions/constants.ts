import type { Toast } from "~/lib/form-reply";

// Spec 2 §8 and §9: what the submission form tells the visitor.

/** The review time stated in the page's metadata and the receipt (spec 2 §9). */
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
