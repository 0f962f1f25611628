import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { z } from "zod";
import { withoutControlCharacters } from "~/lib/field-limits";
import type { RateLimit } from "~/lib/form-action.server";
import { apiError, rateLimitedError, validationError } from "./errors";

/**
 * The one way a JSON endpoint takes a body, as `runForm` is for forms: the body read up to its
 * size limit (413), parsed as JSON (415, 400) and with the feature's schema (400 naming every
 * bad field), the rate limits counted (429 with Retry-After), then the feature's action, which
 * sees values and answers. Every refusal has the API's error body.
 */

/** One JSON endpoint: its body, its schema, its limits and what it does. */
export type JsonSpec<S extends z.ZodType> = {
  /** The largest body taken; past it the answer is 413 and the rest is not read. */
  maxBytes: number;
  /** What the body is ("subscription") and an example of it, for the answers that refuse one. */
  what: string;
  example: string;
  /**
   * A page's beacon sends its JSON as text: any content type is taken, and the body is parsed
   * as sent (its schema refuses control characters rather than having them removed).
   */
  beacon?: boolean;
  /** An answer given once the body is read, before it is parsed (a known bot's page view). */
  skip?: () => Response | undefined;
  schema: S;
  /** Counted once the body is valid, in order; the first one over its limit refuses. */
  rateLimits?: (values: z.infer<S>) => (RateLimit & { message: string })[];
  act: (values: z.infer<S>) => Promise<Response>;
};

/** Runs a JSON endpoint's pipeline and answers it. */
export async function runJson<S extends z.ZodType>(c: Context, spec: JsonSpec<S>) {
  let answer: Response | undefined;
  const tooLarge = await bodyLimit({
    maxSize: spec.maxBytes,
    onError: (c) =>
      apiError(c, 413, "too_large", `The request body can be at most ${spec.maxBytes / 1024} KB.`),
  })(c, async () => {
    answer = await parseThenAct(c, spec);
  });
  return answer ?? tooLarge!;
}

async function parseThenAct<S extends z.ZodType>(c: Context, spec: JsonSpec<S>) {
  const skipped = spec.skip?.();
  if (skipped) return skipped;
  const body = await readJson(c, spec);
  if ("refusal" in body) return body.refusal;
  const parsed = spec.schema.safeParse(body.json);
  if (!parsed.success) return validationError(c, parsed.error);
  for (const { limiter, key, message } of spec.rateLimits?.(parsed.data) ?? []) {
    const limit = await limiter.consume(key);
    if (!limit.allowed) return rateLimitedError(c, limit.retryAfterSeconds, message);
  }
  return spec.act(parsed.data);
}

/** The body as JSON (without control characters, unless a beacon's), or the 415/400 to send. */
async function readJson(
  c: Context,
  { what, example, beacon }: Pick<JsonSpec<z.ZodType>, "what" | "example" | "beacon">,
): Promise<{ json: unknown } | { refusal: Response }> {
  const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!beacon && type !== "application/json") {
    return {
      refusal: apiError(
        c,
        415,
        "unsupported_media_type",
        `Send the ${what} as JSON (Content-Type: application/json): ${example}.`,
      ),
    };
  }
  try {
    const json: unknown = JSON.parse(await c.req.text());
    return { json: beacon ? json : withoutControlCharacters(json) };
  } catch {
    const message = beacon
      ? `Send the ${what} as a JSON object: ${example}.`
      : `The body is not valid JSON: send ${example}.`;
    return { refusal: apiError(c, 400, "invalid_json", message) };
  }
}
