import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ZodError } from "zod";

export type ApiErrorBody = {
  error: { code: string; message: string; details?: unknown };
};

/** The API's one error shape: `{ error: { code, message, details } }`. */
export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  details?: unknown,
) {
  const body: ApiErrorBody = { error: { code, message, ...(details ? { details } : {}) } };
  return c.json(body, status);
}

/** 400 naming every bad parameter and why. */
export function validationError(c: Context, error: ZodError) {
  const details = error.issues.map((issue) => ({
    field: issue.path.join(".") || null,
    message: issue.message,
  }));
  return apiError(c, 400, "invalid_request", details.map((d) => d.message).join(" "), details);
}
