import { z } from "zod";
import { ReviewListSchema } from "~/features/reviews/schema";
import { API_MAX_PAGE_SIZE, HOME_PAGE_SIZE, SORT_OPTIONS } from "~/features/catalogue/constants";
import { SITE } from "~/lib/site";
import { ApiToolListSchema, ApiToolSchema } from "~/features/catalogue/answer-schema";
import { AlternativeListSchema } from "~/features/catalogue/alternatives.server";
import { PLATFORMS } from "~/features/catalogue/facts";
import { NewsletterSchema } from "~/features/newsletter/schema";
import { RecommendationResponseSchema, RequirementsSchema } from "~/features/recommender/schema";
import { REQUIREMENTS_MAX_LENGTH, REQUIREMENTS_MIN_LENGTH } from "~/features/recommender/constants";
import type { JsonSchema, OpenApiDocument, OpenApiParameter } from "~/features/api-reference/types";
import { ApiErrorBodySchema } from "~/lib/api-error";

const NamedCountSchema = z.object({ name: z.string(), toolCount: z.number().int() });

function schema(type: z.ZodType, io: "input" | "output" = "output") {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(type, { io }) as Record<string, unknown>;
  return rest;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schemaRef: JsonSchema, description: string) => ({
  description,
  content: { "application/json": { schema: schemaRef } },
});

/** `{[key]: [{name, toolCount}]}`: names with their tool counts. */
const namedCounts = (key: string, description: string) =>
  json(
    { type: "object", properties: { [key]: { type: "array", items: ref("NamedCount") } } },
    description,
  );

/** A newsletter subscription waiting for its owner's confirmation (decision 016). */
const SUBSCRIPTION = {
  type: "object",
  properties: {
    subscribed: { const: true },
    confirmed: { const: false },
    email: { type: "string", format: "email" },
    message: { type: "string" },
  },
  required: ["subscribed", "confirmed", "email", "message"],
};

const listParameters = [
  {
    name: "q",
    description: "Search text: name, description or category, case-insensitive, typo-tolerant",
    schema: { type: "string", maxLength: 200 },
    example: "transcription",
  },
  {
    name: "category",
    description: "All, or a category's name as GET /api/v1/categories lists it (any letter case)",
    schema: { type: "string", maxLength: 80, examples: ["All", "Image Generation"] },
  },
  {
    name: "pricing",
    description: "All, or a pricing option's name as GET /api/v1/pricing-options lists it",
    schema: { type: "string", maxLength: 80, examples: ["All", "Freemium"] },
  },
  {
    name: "minRating",
    description: "Minimum rating; the site offers any, 3, 4 and 4.5",
    schema: { type: "string", examples: ["any", "3", "4", "4.5"] },
  },
  {
    name: "features",
    description:
      "Words or phrases that every result's feature list must contain, case-insensitively (repeat the parameter or separate with commas)",
    schema: { type: "array", items: { type: "string", maxLength: 80 }, maxItems: 10 },
    style: "form",
    explode: true,
  },
  {
    name: "sort",
    description: `${Object.entries(SORT_OPTIONS)
      .map(([value, label]) => `${value}: ${label}`)
      .join(
        "; ",
      )}. rating is the users' average where a tool has reviews, else the editors' score; reviewCount (Most Popular) is saves + reviews + page views of the last 30 days. Default: relevance when q is given, else rating.`,
    schema: { type: "string", enum: Object.keys(SORT_OPTIONS) },
  },
  ...(
    [
      ["freePlan", "1: only tools whose listing states a free plan"],
      ["openSource", "1: only tools whose listing states they are open source"],
      ["api", "1: only tools with a public API"],
    ] as const
  ).map(([name, description]) => ({
    name,
    description,
    schema: { type: "string", enum: ["0", "1"], default: "0" },
    ...(name === "freePlan" ? { example: "1" } : {}),
  })),
  {
    name: "platform",
    description: "Only tools whose listing states they run on this platform",
    schema: { type: "string", enum: [...PLATFORMS] },
  },
  { name: "page", schema: { type: "integer", minimum: 1, default: 1 } },
  {
    name: "pageSize",
    schema: { type: "integer", minimum: 1, maximum: API_MAX_PAGE_SIZE, default: HOME_PAGE_SIZE },
    example: 5,
  },
].map((parameter): OpenApiParameter => ({ in: "query" as const, required: false, ...parameter }));

/** A tool's id in a path; the example is a tool of the bundled catalogue. */
const TOOL_ID: OpenApiParameter = {
  name: "id",
  in: "path",
  required: true,
  schema: { type: "string" },
  example: "midjourney",
};

let cached: OpenApiDocument | undefined;

/** OpenAPI 3.1 description of /api/v1, with the response schemas generated from zod. */
export function openApiDocument(): OpenApiDocument {
  return (cached ??= {
    openapi: "3.1.0",
    info: {
      title: "AI tools directory API",
      version: "1.0.0",
      description:
        "Read access to the directory's tools, categories and pricing options, recommendations for a need, and newsletter sign-up.",
    },
    servers: [{ url: "/api/v1" }],
    paths: {
      "/tools": {
        get: {
          summary: "Search and filter tools",
          parameters: listParameters,
          responses: {
            "200": json(ref("ToolList"), "One page of matching tools"),
            "400": json(ref("Error"), "A parameter is not valid"),
          },
        },
      },
      "/tools/export": {
        get: {
          summary: `Every published tool as a dataset, streamed: JSON Lines (one Tool a line) or CSV (formula-safe, lists joined with "; "), licensed ${SITE.dataLicence.name} (${SITE.dataLicence.url}); ETag and Last-Modified follow the last change to a listing`,
          parameters: [
            {
              name: "format",
              in: "query" as const,
              required: false,
              schema: { type: "string", enum: ["jsonl", "csv"], default: "jsonl" },
              example: "csv",
            },
          ],
          responses: {
            "200": {
              description: "The dataset, as an attachment",
              content: {
                "application/jsonl": { schema: ref("Tool") },
                "text/csv": { schema: { type: "string" } },
              },
            },
            "304": { description: "The data has not changed since the ETag given" },
            "400": json(ref("Error"), "format is neither jsonl nor csv"),
          },
        },
      },
      "/tools/{id}": {
        get: {
          summary: "One tool",
          parameters: [TOOL_ID],
          responses: {
            "200": json(
              { type: "object", properties: { tool: ref("Tool") }, required: ["tool"] },
              "The tool",
            ),
            "404": json(ref("Error"), "No tool has this id"),
          },
        },
      },
      "/tools/{id}/alternatives": {
        get: {
          summary:
            "Up to 24 published tools most like this one (shared categories, descriptions, use cases and features), each with what it shares and how its stated facts differ; the same list as the page /tool/{id}/alternatives",
          parameters: [
            TOOL_ID,
            ...(
              [
                ["free", "1: only tools that state a free plan"],
                [
                  "cheaper",
                  "1: only tools cheaper than this one by what both listings state (a free plan where it states none, or a lower starting price in the same currency and period)",
                ],
                ["openSource", "1: only tools that state they are open source"],
                ["api", "1: only tools with an API"],
                ["selfHosted", "1: only tools that state they can be self-hosted"],
              ] as const
            ).map(([name, description]) => ({
              name,
              in: "query" as const,
              required: false,
              description,
              schema: { type: "string", enum: ["0", "1"], default: "0" },
              ...(name === "free" ? { example: "1" } : {}),
            })),
            {
              name: "platform",
              in: "query" as const,
              required: false,
              description: "Only tools that state they run on this platform",
              schema: { type: "string", enum: [...PLATFORMS] },
            },
          ],
          responses: {
            "200": json(ref("AlternativeList"), "The alternatives, most alike first"),
            "400": json(ref("Error"), "A filter is not valid"),
            "404": json(ref("Error"), "No tool has this id"),
          },
        },
      },
      "/tools/{id}/reviews": {
        get: {
          summary: "A tool's published user reviews, newest first, 10 a page",
          parameters: [
            TOOL_ID,
            {
              name: "page",
              in: "query" as const,
              required: false,
              schema: { type: "integer", minimum: 1, maximum: 999_999, default: 1 },
            },
          ],
          responses: {
            "200": json(ref("ReviewList"), "One page of the tool's reviews"),
            "400": json(ref("Error"), "The page is not a whole number from 1"),
            "404": json(ref("Error"), "No tool has this id"),
          },
        },
      },
      "/categories": {
        get: {
          summary: "Categories with their tool counts",
          responses: {
            "200": namedCounts("categories", "All categories, by name"),
          },
        },
      },
      "/page-views": {
        post: {
          summary: "Record a page view (the site's own cookie-free analytics; bots are ignored)",
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  required: ["path"],
                  properties: {
                    path: { type: "string", maxLength: 512, pattern: "^/" },
                    referrer: { type: ["string", "null"], maxLength: 2048 },
                  },
                },
                example: { path: "/tool/midjourney/midjourney", referrer: "https://example.com/" },
              },
            },
          },
          responses: {
            "204": { description: "Recorded (or ignored for a known bot)" },
            "400": json(ref("Error"), "The report is not valid"),
            "413": json(ref("Error"), "The body is larger than 4 KB"),
            "429": json(
              ref("Error"),
              "More than 120 reports a minute from this address; see Retry-After",
            ),
          },
        },
      },
      "/newsletter": {
        post: {
          summary:
            "Subscribe an email address to the newsletter (trimmed and lower-cased); it is sent a confirmation email and counts once its owner confirms",
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: ref("NewsletterSubscription"),
                example: { email: "you@example.com" },
              },
            },
          },
          responses: {
            "201": json(SUBSCRIPTION, "On the list; a confirmation email was sent"),
            "200": json(
              SUBSCRIPTION,
              "Already on the list but not confirmed; the confirmation email was sent again",
            ),
            "400": json(ref("Error"), "The address is missing or not valid"),
            "409": json(ref("Error"), "The address is already subscribed and confirmed"),
            "413": json(ref("Error"), "The body is larger than 16 KB"),
            "415": json(ref("Error"), "The body is not JSON"),
            "429": json(
              ref("Error"),
              "Too many subscriptions from this client, or confirmation emails to this address; see Retry-After",
            ),
            "503": json(ref("Error"), "The confirmation email could not be sent; try again"),
          },
        },
      },
      "/recommendations": {
        post: {
          summary:
            "Up to four tools for a need described in words, each with the reason it fits (built from the tool's own record), and notes on conditions that could not be met",
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: ref("RecommendationRequest"),
                example: { requirements: "A free tool to transcribe podcasts, with an API" },
              },
            },
          },
          responses: {
            "200": json(
              ref("RecommendationResponse"),
              "The recommendations (an empty list when nothing matches)",
            ),
            "400": json(
              ref("Error"),
              `The requirements are missing, shorter than ${REQUIREMENTS_MIN_LENGTH} or longer than ${REQUIREMENTS_MAX_LENGTH.toLocaleString("en-US")} characters`,
            ),
            "413": json(ref("Error"), "The body is larger than 16 KB"),
            "415": json(ref("Error"), "The body is not JSON"),
            "429": json(ref("Error"), "Too many requests from this address; see Retry-After"),
          },
        },
      },
      "/pricing-options": {
        get: {
          summary: "Pricing models with their tool counts",
          responses: {
            "200": namedCounts("pricingOptions", "All pricing options, by name"),
          },
        },
      },
    },
    components: {
      schemas: {
        Tool: schema(ApiToolSchema),
        ToolList: schema(ApiToolListSchema),
        AlternativeList: schema(AlternativeListSchema),
        ReviewList: schema(ReviewListSchema),
        NamedCount: schema(NamedCountSchema),
        NewsletterSubscription: schema(NewsletterSchema, "input"),
        RecommendationRequest: schema(RequirementsSchema, "input"),
        RecommendationResponse: schema(RecommendationResponseSchema),
        Error: schema(ApiErrorBodySchema),
      },
    },
  });
}
