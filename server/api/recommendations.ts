import { Hono } from "hono";
import { rankTools } from "~/features/catalogue/search.server";
import { getLlmSettings } from "~/features/recommender/llm.server";
import { recommendationRateLimit } from "~/features/recommender/mutations.server";
import { recommend } from "~/features/recommender/recommend.server";
import { RECOMMENDER_MESSAGES, RequirementsSchema } from "~/features/recommender/schema";
import { clientAddress } from "../client-address";
import { apiError, rateLimitedError, validationError } from "./errors";
import { jsonBodyLimit, readJsonBody } from "./json-body";

const MAX_BODY_BYTES = 16 * 1024;

/**
 * POST /api/v1/recommendations: `{"requirements": "..."}` -> up to four tools for the need,
 * each with the reason it fits, and notes on conditions that could not be met.
 */
export function createRecommendationsApi() {
  const api = new Hono();

  api.post("/", jsonBodyLimit(MAX_BODY_BYTES), async (c) => {
    const read = await readJsonBody(
      c,
      "request",
      '{"requirements": "What you need the tool to do"}',
    );
    if ("refusal" in read) return read.refusal;
    const parsed = RequirementsSchema.safeParse(read.body);
    if (!parsed.success) return validationError(c, parsed.error);
    const limit = await recommendationRateLimit.consume(clientAddress(c));
    if (!limit.allowed)
      return rateLimitedError(c, limit.retryAfterSeconds, RECOMMENDER_MESSAGES.rateLimited);
    const result = await recommend(parsed.data.requirements, {
      retrieve: (query) => rankTools(query),
      llm: getLlmSettings(),
    });
    c.header("Cache-Control", "private, no-store");
    return c.json(result);
  });

  api.all("/", (c) =>
    apiError(c, 405, "method_not_allowed", "Use POST to ask for recommendations."),
  );

  return api;
}
