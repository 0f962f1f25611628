import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { withoutControlCharacters } from "~/lib/field-limits";
import { apiError } from "./errors";

/** Refuses a body over `maxBytes` with a 413 in the API's error shape. */
export function jsonBodyLimit(maxBytes: number) {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) =>
      apiError(c, 413, "too_large", `The request body can be at most ${maxBytes / 1024} KB.`),
  });
}

/**
 * The request's JSON body (its text without control characters), or the 415/400 answer to send
 * instead. `example` shows the caller
 * what to send, e.g. `{"email": "you@example.com"}`.
 */
export async function readJsonBody(
  c: Context,
  what: string,
  example: string,
): Promise<{ body: unknown } | { refusal: Response }> {
  const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (type !== "application/json") {
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
    return { body: withoutControlCharacters(await c.req.json()) };
  } catch {
    return {
      refusal: apiError(c, 400, "invalid_json", `The body is not valid JSON: send ${example}.`),
    };
  }
}
