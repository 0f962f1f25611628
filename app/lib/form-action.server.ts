import { data, redirect, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { apiErrorBody, type ApiErrorBody } from "./api-error";
import { readFormBody, type FormFields } from "./form-data.server";
import { HONEYPOT_FIELD, invalidForm, type FormFailure, type Toast } from "./form-reply";
import { log } from "./log.server";
import { retryAfterText, type RateLimiter } from "./rate-limit.server";
import { clientAddressContext } from "./request-context";
import { redirectWithToast } from "./toast.server";

/** What a page takes: read it (GET, HEAD) or send its form (POST); anything else is 405. */
export const PAGE_METHODS = ["GET", "HEAD", "POST"] as const;

/**
 * The one way a form is handled. Every page action (and the few JSON endpoints that take forms)
 * goes through `runForm`: the body read with a size cap, the honeypot checked, the fields parsed
 * with the form's shared schema, the rate limits counted, then the feature's mutation, which sees
 * values, never the request. A page answers a success with a redirect carrying its toast, and a
 * failure with a 4xx and its messages (`FormFailure`), so pages with and without JavaScript take
 * the same path.
 */

/** Where a form leads once it has done its work. */
export type FormSuccess = {
  ok: true;
  redirectTo: string;
  toast?: Toast;
  /** Replace the history entry (a form that returns to its own page). */
  replace?: boolean;
  headers?: HeadersInit;
};

/** A form the mutation refused (a wrong password, a duplicate...). */
export type FormRefusal = {
  ok: false;
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string>;
  toast?: Toast;
  retryAfterSeconds?: number;
};

export type FormOutcome = FormSuccess | FormRefusal;

export function success(
  redirectTo: string,
  toast?: Toast,
  options: Pick<FormSuccess, "replace" | "headers"> = {},
): FormSuccess {
  return { ok: true, redirectTo, toast, ...options };
}

export function refusal(
  status: number,
  code: string,
  message: string,
  extra: Pick<FormRefusal, "fields" | "toast" | "retryAfterSeconds"> = {},
): FormRefusal {
  return { ok: false, status, code, message, ...extra };
}

export type RateLimit = { limiter: RateLimiter; key: string };

/** A form's one rate limit, counted per visitor address (`rateLimits` of its spec). */
export function perAddress(context: Readonly<RouterContextProvider>, limiter: RateLimiter) {
  const key = context.get(clientAddressContext);
  return (): RateLimit[] => [{ limiter, key }];
}

/** One form: its schema, its limits and what it does. */
export type FormSpec<S extends z.ZodType> = {
  schema: S;
  /** The hidden bot-trap field's name; false for forms that have none (signed-in forms). */
  honeypot?: string | false;
  /** Counted once the fields are valid, in order; the first one over its limit refuses. */
  rateLimits?: (values: z.infer<S>) => RateLimit[];
  /** The first words of the message when a rate limit refuses; by default the form's own. */
  rateLimitMessage?: string;
  /**
   * The toast of a refusal that is not about a field (a limit, the mutation's own refusal, a
   * fault), whose description is the refusal's message; `description` is the message of a fault.
   */
  failure?: { title: string; description: string };
  /** The answer to a body over the size cap, when the form has words of its own for it. */
  tooLarge?: FormRefusal;
  mutate: (values: z.infer<S>, fields: FormFields) => Promise<FormOutcome>;
};

type Intents = Record<string, FormSpec<z.ZodType>>;

type Body = {
  request: Request;
  maxBytes?: number;
  /** Fields sent several times (checkboxes of one name): every value, one per line. */
  lists?: readonly string[];
};
type SingleForm<S extends z.ZodType> = Body & FormSpec<S>;
type IntentForms = Body & {
  /** Forms that post to one action, told apart by their `intent` field (see `formSpec`). */
  intents: Intents;
  /** The intent of a form that sends none. */
  defaultIntent: string;
};

/** Forms are small: room for the longest text field, percent-encoded. */
const DEFAULT_MAX_BYTES = 64 * 1024;
const UNEXPECTED = "Something went wrong on our side. Please try again.";
const REPEATED_FORM = "You have sent this form several times in a short while.";

export type FormRun = FormOutcome | { ok: "bot" };

/** Builds the spec of one form as a typed value (inference for the mutation's values). */
export function formSpec<S extends z.ZodType>(spec: FormSpec<S>): FormSpec<z.ZodType> {
  return spec as FormSpec<z.ZodType>;
}

/** Runs the pipeline and says what happened; `formAction` and JSON endpoints answer it. */
export async function runForm<S extends z.ZodType>(
  options: SingleForm<S> | IntentForms,
): Promise<FormRun> {
  const { request } = options;
  if (request.method !== "POST") {
    return refusal(405, "method_not_allowed", "Send this form with POST.");
  }
  const body = await readFormBody(request, options.maxBytes ?? DEFAULT_MAX_BYTES, options.lists);
  if (!body.ok) {
    if (body.status === 413 && "tooLarge" in options && options.tooLarge) return options.tooLarge;
    return refusal(body.status, body.error.code, body.error.message);
  }
  const { fields } = body;

  let spec: FormSpec<z.ZodType> | undefined;
  if ("intents" in options) {
    const intent = typeof fields.intent === "string" ? fields.intent : options.defaultIntent;
    spec = Object.hasOwn(options.intents, intent) ? options.intents[intent] : undefined;
    if (!spec) return refusal(400, "unknown_intent", "This form is not one the page knows.");
  } else {
    spec = options as FormSpec<z.ZodType>;
  }

  const honeypot = spec.honeypot ?? HONEYPOT_FIELD;
  if (honeypot && isFilled(fields[honeypot])) return { ok: "bot" };

  const parsed = spec.schema.safeParse(fields);
  if (!parsed.success) {
    const failure = invalidForm(parsed.error);
    return refusal(400, failure.code, failure.message, { fields: failure.fields });
  }
  const outcome = await limitThenMutate(spec, parsed.data, fields, request);
  // A refusal about fields shows under them; any other gets the form's failure toast.
  if (outcome.ok || outcome.toast || !spec.failure || outcome.fields) return outcome;
  return {
    ...outcome,
    toast: { type: "error", title: spec.failure.title, description: outcome.message },
  };
}

async function limitThenMutate(
  spec: FormSpec<z.ZodType>,
  values: unknown,
  fields: FormFields,
  request: Request,
): Promise<FormOutcome> {
  for (const { limiter, key } of spec.rateLimits?.(values) ?? []) {
    const limit = await limiter.consume(key);
    if (!limit.allowed) {
      const first = spec.rateLimitMessage ?? REPEATED_FORM;
      return refusal(429, "rate_limited", `${first} ${retryAfterText(limit.retryAfterSeconds)}`, {
        retryAfterSeconds: limit.retryAfterSeconds,
      });
    }
  }
  try {
    return await spec.mutate(values, fields);
  } catch (error) {
    log.error("A form could not be handled", {
      path: new URL(request.url).pathname,
      error: error instanceof Error ? error.message : String(error),
    });
    return refusal(503, "unexpected", spec.failure?.description ?? UNEXPECTED);
  }
}

/** A page action: success redirects with its toast; failure answers 4xx with a `FormFailure`. */
export async function formAction<S extends z.ZodType>(options: SingleForm<S> | IntentForms) {
  const run = await runForm(options);
  if (run.ok === "bot") {
    // Answered as if it went through (a bot learns nothing), storing nothing.
    return redirect(new URL(options.request.url).pathname);
  }
  if (run.ok) {
    return redirectWithToast(run.redirectTo, run.toast, {
      headers: run.headers,
      replace: run.replace,
    });
  }
  return failureResponse(run);
}

/** A refusal as the page's answer. */
export function failureResponse(run: FormRefusal) {
  const failure: FormFailure = {
    ok: false,
    code: run.code,
    message: run.message,
    ...(run.fields ? { fields: run.fields } : {}),
    ...(run.toast ? { toast: run.toast } : {}),
  };
  const headers = new Headers();
  if (run.retryAfterSeconds) headers.set("Retry-After", String(run.retryAfterSeconds));
  if (run.status === 405) headers.set("Allow", PAGE_METHODS.join(", "));
  return data(failure, { status: run.status, headers });
}

/** A refusal as a JSON endpoint's error body. */
export function apiErrorOf(run: FormRefusal): ApiErrorBody {
  const details = Object.entries(run.fields ?? {}).map(([field, message]) => ({
    field,
    message,
  }));
  return apiErrorBody(run.code, run.message, details);
}

function isFilled(value: FormDataEntryValue | undefined) {
  if (value === undefined) return false;
  return typeof value !== "string" || value.trim() !== "";
}
