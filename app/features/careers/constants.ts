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
