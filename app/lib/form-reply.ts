import type { z } from "zod";

// What a form's action answers, shared by the server pipeline and the browser's form hook.

/** A toast: shown once, on the page the visitor lands on (kept in a signed cookie meanwhile). */
export type Toast = {
  type: "success" | "info" | "error";
  title: string;
  description?: string;
  /** How long it stays, in milliseconds (the spec gives some toasts their own). */
  duration?: number;
};

/** A refused form: a 4xx (or 503) answer. `fields` names each bad field, for under its input. */
export type FormFailure = {
  ok: false;
  code: string;
  message: string;
  fields?: Record<string, string>;
  /** Shown as a toast as well as in place, for failures the spec gives a toast. */
  toast?: Toast;
};

/** The name of the hidden field that people leave empty and form-filling bots do not. */
export const HONEYPOT_FIELD = "website";

/** One message per field (the first), for showing under each input. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A failed parse as a form's failure: the same messages, one per field. */
export function invalidForm(error: z.ZodError): FormFailure {
  const fields = fieldErrors(error);
  return { ok: false, code: "invalid_request", message: Object.values(fields).join(" "), fields };
}
