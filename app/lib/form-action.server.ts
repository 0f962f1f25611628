import { data } from "react-router";
import type { z } from "zod";
import { isHoneypotFilled } from "~/components/ui/honeypot";
import { fieldErrors, type FormActionData } from "~/components/ui/form";
import { readFormBody } from "./form-data.server";
import { log } from "./log.server";
import { retryAfterText, type RateLimiter } from "./rate-limit.server";

/**
 * A public form's action: the body size-capped, the honeypot checked (a filled one is answered
 * as a success and stores nothing), the fields validated with the form's own schema, then a
 * per-address limit, then `save`. Every refusal is a 4xx naming what to fix.
 */
export async function handlePublicForm<T extends z.ZodType>(options: {
  request: Request;
  schema: T;
  maxBytes: number;
  limiter: RateLimiter;
  address: string;
  honeypot?: string;
  failureMessage: string;
  save: (values: z.infer<T>) => Promise<void>;
}) {
  const body = await readFormBody(options.request, options.maxBytes);
  if (!body.ok) {
    return data<FormActionData>(
      { ok: false, message: body.error.message, code: body.error.code },
      { status: body.status },
    );
  }
  if (isHoneypotFilled(body.fields, options.honeypot)) {
    return data<FormActionData>({ ok: true }, { status: 201 });
  }
  const parsed = options.schema.safeParse(body.fields);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    return data<FormActionData>(
      { ok: false, code: "invalid_request", message: Object.values(fields).join(" "), fields },
      { status: 400 },
    );
  }
  const limit = await options.limiter.consume(options.address);
  if (!limit.allowed) {
    return data<FormActionData>(
      {
        ok: false,
        code: "rate_limited",
        message: `You have sent this form several times in a short while. ${retryAfterText(limit.retryAfterSeconds)}`,
      },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  try {
    await options.save(parsed.data);
  } catch (error) {
    log.error("A form could not be saved", { error: String(error) });
    return data<FormActionData>(
      { ok: false, code: "unexpected", message: options.failureMessage },
      { status: 503 },
    );
  }
  return data<FormActionData>({ ok: true }, { status: 201 });
}
