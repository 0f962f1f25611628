import { z } from "zod";
import { emailRule, requiredText } from "~/lib/field-rules";
import { CAREER_LIMITS, INTERESTS, RESUME_MAX_BYTES, RESUME_PROBLEMS } from "./constants";

// docs/product.md#careers: the careers form's rules (its options and messages are in
// constants.ts).

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
