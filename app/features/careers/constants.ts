import { EMAIL_MAX_LENGTH } from "~/lib/field-limits";
import type { Toast } from "~/lib/form-reply";
import { labelledValues } from "~/lib/labelled-values";

/** docs/product.md#careers: the areas an applicant can choose. */
export const INTERESTS = [
  { value: "developer", label: "Developer" },
  { value: "designer", label: "Designer" },
  { value: "marketer", label: "Marketing" },
  { value: "product", label: "Product" },
  { value: "content", label: "Content Creation" },
  { value: "other", label: "Other" },
] as const;

/** An application's states in the admin inbox, in its tab order. */
export const [APPLICATION_STATUSES, APPLICATION_STATUS_LABELS] = labelledValues({
  new: "New",
  reviewed: "Reviewed",
  contacted: "Contacted",
  declined: "Declined",
});
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Applications per page in the admin inbox. */
export const APPLICATIONS_PAGE_SIZE = 25;

/** Where an administrator downloads an application's resume (server/api/admin.ts). */
export const resumePath = (id: number) => `/api/admin/applications/${id}/resume`;

/** The area an applicant chose, as the form names it. */
export const interestLabel = (value: string) =>
  INTERESTS.find((interest) => interest.value === value)?.label ?? value;

// docs/product.md#careers: the form's limits and messages, shared by the form and the action.
export const RESUME_MAX_MB = 5;
export const RESUME_MAX_BYTES = RESUME_MAX_MB * 1024 * 1024;
export const RESUME_ACCEPT =
  ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";
export const CAREER_LIMITS = { name: 100, email: EMAIL_MAX_LENGTH, message: 5000 } as const;

/** docs/product.md#careers, word for word: each resume problem is a title and a description. */
export const RESUME_PROBLEMS = {
  missing: { title: "Resume required", description: "Please upload your resume to apply." },
  tooLarge: {
    title: "File too large",
    description: `Please upload a resume smaller than ${RESUME_MAX_MB}MB.`,
  },
  wrongType: { title: "Invalid file type", description: "Please upload a PDF, DOC, or DOCX file." },
} as const;

export const CAREER_TOASTS = {
  success: {
    type: "success",
    title: "Application submitted successfully!",
    description:
      "Thank you for your interest. We'll review your application and get back to you soon.",
  },
  failure: {
    type: "error",
    title: "Error submitting application",
    description: "There was a problem submitting your application. Please try again.",
  },
} satisfies Record<string, Toast>;

/** What the browser can check about a chosen file before sending it (the server reads its bytes). */
export function resumeProblem(file: { size: number; name: string } | null | undefined) {
  if (!file || file.size === 0) return RESUME_PROBLEMS.missing;
  if (file.size > RESUME_MAX_BYTES) return RESUME_PROBLEMS.tooLarge;
  if (!/\.(pdf|docx?)$/i.test(file.name)) return RESUME_PROBLEMS.wrongType;
  return null;
}
