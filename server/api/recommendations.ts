import { Hono } from "hono";
import { alternativesAsked } from "~/features/catalogue/intent.server";
import { rankTools } from "~/features/catalogue/search.server";
import { getLlmSettings } from "~/features/recommender/llm.server";
import { recommendationRateLimit } from "~/features/recommender/mutations.server";
import { recommend } from "~/features/recommender/recommend.server";
import { RequirementsSchema } from "~/features/recommender/schema";
import { RECOMMENDER_MESSAGES } from "~/features/recommender/constants";
import { clientAddress } from "../client-address";
import { apiError } from "./errors";
import { runJson } from "./json-action";

/**
 * POST /api/v1/recommendations: `{"requirements": "..."}` -> up to four tools for the need,
 * each with the reason it fits, and notes on conditions that could not be met.
 */
export function createRecommendationsApi() {
  const api = new Hono();

  api.post("/", (c) =>
    runJson(c, {
      maxBytes: 16 * 1024,
      what: "request",
      example: '{"requirements": "What you need the tool to do"}',
      schema: RequirementsSchema,
      rateLimits: () => [
        {
          limiter: recommendationRateLimit,
          key: clientAddress(c),
          message: RECOMMENDER_MESSAGES.rateLimited,
        },
      ],
      act: async ({ requirements }) => {
        const result = await recommend(requirements, {
          retrieve: (query) => rankTools(query),
          alternatives: (need) => alternativesAsked(need),
          llm: getLlmSettings(),
        });
        c.header("Cache-Control", "private, no-store");
        return c.json(result);
      },
    }),
  );

  api.all("/", (c) =>
    apiError(c, 405, "method_not_allowed", "Use POST to ask for recommendations."),
  );

  return api;
}
