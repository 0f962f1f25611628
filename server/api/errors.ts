import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ZodError } from "zod";
import { invalidInput } from "~/lib/form-reply";
import { retryAfterText } from "~/lib/rate-limit.server";

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

/** 429 with Retry-After: `message` says what was limited, then when to try again. */
export function rateLimitedError(c: Context, retryAfterSeconds: number, message: string) {
  c.header("Retry-After", String(retryAfterSeconds));
  return apiError(c, 429, "rate_limited", `${message} ${retryAfterText(retryAfterSeconds)}`);
}

/** 400 naming every bad parameter and why (the same messages a form shows). */
export function validationError(c: Context, error: ZodError) {
  const { code, message, details } = invalidInput(error);
  return apiError(c, 400, code, message, details);
}
