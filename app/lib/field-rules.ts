import { z } from "zod";
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  TOOL_ID_CHARACTERS,
  TOOL_ID_MAX_LENGTH,
} from "./field-limits";

// Field rules that several forms and endpoints share, each defined once (their messages:
// docs/product.md#forms).

const INVALID_EMAIL = "Please enter a valid email address.";

/** Text that must be given: trimmed, with `message` when it is absent or not text. */
export const requiredText = (message: string) => z.string({ error: message }).trim();

/**
 * An email address: trimmed, valid, at most 254 characters, lower-cased. Forms of spec 2 answer
 * every problem with 'Please enter a valid email address.'; the newsletter names each one.
 */
export function emailRule(
  messages: { required?: string; notText?: string; tooLong?: string } = {},
) {
  const required = messages.required ?? INVALID_EMAIL;
  return z
    .string({
      error: (issue) => (issue.input === undefined ? required : (messages.notText ?? required)),
    })
    .trim()
    .min(1, required)
    .max(EMAIL_MAX_LENGTH, messages.tooLong ?? INVALID_EMAIL)
    .pipe(z.email(INVALID_EMAIL))
    .transform((email) => email.toLowerCase());
}

/** An optional field: absent or blank is null; anything else must pass `schema`. */
export function optionalField<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) =>
      value === undefined || (typeof value === "string" && value.trim() === "") ? null : value,
    schema.nullable(),
  );
}

/** A new password (sign-up, reset), within the bounds the auth server enforces too. */
export const newPasswordRule = z
  .string({ error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password can be at most ${PASSWORD_MAX_LENGTH} characters`);

/** A tool id asked for in an address, a form or a body (the rule of `isToolId`). */
export const ToolIdSchema = z
  .string()
  .min(1, "A tool id is required.")
  .max(TOOL_ID_MAX_LENGTH, `A tool id is at most ${TOOL_ID_MAX_LENGTH} characters.`)
  .regex(TOOL_ID_CHARACTERS, "A tool id has only letters, digits, hyphens and underscores.");

/** A checkbox: "on" (a form), true (JSON); anything else is unchecked. */
export const checkboxRule = z
  .union([z.string(), z.boolean()])
  .optional()
  .transform((value) => value === true || value === "on" || value === "true");
