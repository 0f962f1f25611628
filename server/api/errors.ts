import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ZodError } from "zod";
import { apiErrorBody, invalidInput, type ApiErrorDetail } from "~/lib/api-error";
import { retryAfterText } from "~/lib/rate-limit.server";

/** The API's one error shape (`ApiErrorBodySchema`): `{ error: { code, message, details } }`. */
export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  details?: ApiErrorDetail[],
) {
  return c.json(apiErrorBody(code, message, details), status);
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
