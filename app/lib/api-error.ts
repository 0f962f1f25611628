import { z } from "zod";

// The one error body of every JSON answer (the API, the site's JSON endpoints, the busy 503):
// the replies are built from it and the OpenAPI document describes it.

/** One bad field of a request (a dotted path, or null for the whole body) and why. */
export const ApiErrorDetailSchema = z.object({
  field: z.string().nullable(),
  message: z.string(),
});

/** `{error: {code, message, details}}`: `code` for programs, `message` for people. */
export const ApiErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string().describe("What went wrong, in words a person can act on"),
    details: z.array(ApiErrorDetailSchema).optional(),
  }),
});

export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;
export type ApiError = ApiErrorBody["error"];
export type ApiErrorDetail = z.infer<typeof ApiErrorDetailSchema>;

/** The error body of `code` and `message`, with `details` when there are any. */
export function apiErrorBody(
  code: string,
  message: string,
  details?: ApiErrorDetail[],
): ApiErrorBody {
  return { error: { code, message, ...(details?.length ? { details } : {}) } };
}

/** A failed parse as the API's error: every bad field and why. */
export function invalidInput(error: z.ZodError): ApiError {
  const details = error.issues.map((issue) => ({
    field: issue.path.join(".") || null,
    message: issue.message,
  }));
  return {
    code: "invalid_request",
    message: details.map((detail) => detail.message).join(" "),
    details,
  };
}
