import { data, redirect } from "react-router";
import type { z } from "zod";
import { readFormBody } from "~/lib/form-data.server";
import type { AuthActionData } from "./components/auth-form";
import type { AuthOutcome } from "./mutations.server";
import { fieldErrors } from "./schema";

const MAX_AUTH_FORM_BYTES = 8 * 1024;

export type Fields = Record<string, FormDataEntryValue>;

/** Reads an account form (size-capped); a refusal is the action's answer. */
export async function readAuthForm(
  request: Request,
): Promise<{ ok: true; fields: Fields } | { ok: false; response: Response }> {
  const body = await readFormBody(request, MAX_AUTH_FORM_BYTES);
  if (body.ok) return { ok: true, fields: body.fields };
  return {
    ok: false,
    response: Response.json(
      { ok: false, message: body.error.message, code: body.error.code },
      { status: body.status },
    ),
  };
}

/** Validates a form with its shared schema; a refusal names each bad field. */
export function validateAuthForm<T extends z.ZodType>(
  fields: Fields,
  schema: T,
):
  | { ok: true; values: z.infer<T>; fromScript: boolean }
  | { ok: false; response: ReturnType<typeof data<AuthActionData>> } {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return {
      ok: false,
      response: data<AuthActionData>(
        {
          ok: false,
          code: "invalid_request",
          message: Object.values(errors).join(" "),
          fields: errors,
        },
        { status: 400 },
      ),
    };
  }
  return { ok: true, values: parsed.data, fromScript: fields.js === "1" };
}

/** Cookies set by the auth library, as response headers. */
export function cookieHeaders(setCookies: string[], extra?: Record<string, string>) {
  const headers = new Headers(extra);
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return headers;
}

/** A refused attempt, as the action's answer. */
export function refusal(outcome: Extract<AuthOutcome, { ok: false }>) {
  return data<AuthActionData>(
    { ok: false, message: outcome.error.message, code: outcome.error.code },
    {
      status: outcome.status,
      headers: outcome.retryAfter ? { "Retry-After": String(outcome.retryAfter) } : undefined,
    },
  );
}

/** Success: data for the script (which toasts and navigates), a redirect for a plain form. */
export function success(
  outcome: Extract<AuthOutcome, { ok: true }>,
  fromScript: boolean,
  fallback: string,
  notice?: string,
) {
  const to = outcome.redirectTo ?? fallback;
  const headers = cookieHeaders(outcome.setCookies);
  if (fromScript) return data<AuthActionData>({ ok: true, redirectTo: to, notice }, { headers });
  return redirect(to, { headers });
}
