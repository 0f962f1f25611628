import { z } from "zod";
import { EMAIL_MAX_LENGTH } from "~/lib/field-limits";
import { emailRule, requiredText } from "~/lib/field-rules";
import type { Toast } from "~/lib/form-reply";
import { INTERESTS } from "./constants";

// docs/product.md#careers: the careers form's options, rules and messages.

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

export const CareerSchema = z.object({
  name: requiredText("Name must be at least 2 characters.")
    .min(2, "Name must be at least 2 characters.")
    .max(CAREER_LIMITS.name, `Name can be at most ${CAREER_LIMITS.name} characters.`),
  email: emailRule(),
  interest: z.enum(INTERESTS.map((interest) => interest.value) as [string, ...string[]], {
    error: "Please select an area of interest.",
  }),
  message: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? null : (value ?? null)),
    requiredText("Message can be at most 5000 characters.")
      .max(CAREER_LIMITS.message, `Message can be at most ${CAREER_LIMITS.message} characters.`)
      .nullable(),
  ),
  resume: z
    .custom<File>((value) => value instanceof File && value.size > 0, {
      error: RESUME_PROBLEMS.missing.description,
    })
    .refine((file) => file.size <= RESUME_MAX_BYTES, RESUME_PROBLEMS.tooLarge.description),
});
export type CareerInput = z.infer<typeof CareerSchema>;

/** What the browser can check about a chosen file before sending it (the server reads its bytes). */
export function resumeProblem(file: { size: number; name: string } | null | undefined) {
  if (!file || file.size === 0) return RESUME_PROBLEMS.missing;
  if (file.size > RESUME_MAX_BYTES) return RESUME_PROBLEMS.tooLarge;
  if (!/\.(pdf|docx?)$/i.test(file.name)) return RESUME_PROBLEMS.wrongType;
  return null;
}
