/** Spec 2 §3: the areas an applicant can choose. */
export const INTERESTS = [
  { value: "developer", label: "Developer" },
  { value: "designer", label: "Designer" },
  { value: "marketer", label: "Marketing" },
  { value: "product", label: "Product" },
  { value: "content", label: "Content Creation" },
  { value: "other", label: "Other" },
] as const;
