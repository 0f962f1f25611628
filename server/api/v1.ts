import { Hono } from "hono";
import { getToolById } from "~/features/catalogue/tool-reads.server";
import {
  AlternativeFiltersSchema,
  filtersInput,
  getAlternatives,
  type AlternativeList,
} from "~/features/catalogue/alternatives.server";
import {
  listCategories,
  listChoices,
  listPricingOptions,
  resolveChoices,
} from "~/features/catalogue/vocabulary.server";
import { searchTools } from "~/features/catalogue/search.server";
import {
  FactFiltersSchema,
  factFiltersInput,
  searchParamsToToolQueryInput,
  ToolQuerySchema,
  type ApiTool,
  type ApiToolList,
  type Tool,
} from "~/features/catalogue/schema";
import { listToolReviews } from "~/features/reviews/reviews.server";
import {
  datasetRow,
  DATASET_COLUMNS,
  datasetVersion,
  publishedToolBatches,
} from "~/features/catalogue/dataset.server";
import { csvLine } from "~/lib/csv";
import { isToolId } from "~/lib/field-limits";
import { log } from "~/lib/log.server";
import { SITE } from "~/lib/site";
import { siteOrigin } from "~/lib/origin.server";
import { toolPath, toolVisitPath } from "~/lib/paths";
import { holdsVersion } from "../page-cache";
import { apiError, validationError } from "./errors";
import { createNewsletterApi } from "./newsletter";
import { openApiDocument } from "./openapi";
import { createRecommendationsApi } from "./recommendations";

const PUBLIC_CACHE = "public, max-age=60, stale-while-revalidate=300";

/**
 * A body of text lines read a batch at a time as the client takes them: `head` first, then a
 * line per item. A client that goes away ends the reading; a failure mid-way is logged and
 * breaks the download (the client sees it cut short, not a complete-looking file).
 */
function streamLines<T>(batches: AsyncGenerator<T[]>, line: (item: T) => string, head: string) {
  const encoder = new TextEncoder();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await batches.next();
        const text = (started ? "" : head) + (next.done ? "" : next.value.map(line).join(""));
        started = true;
        if (text) controller.enqueue(encoder.encode(text));
        if (next.done) controller.close();
      } catch (error) {
        log.error("Dataset download failed", { error: String(error) });
        controller.error(error);
      }
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}

/**
 * A tool as the API answers it: `url` stays the website itself, and `visitUrl` is this site's
 * counted way there (docs/product.md#public-api).
 */
function apiTool(tool: Tool, origin: string): ApiTool {
  return { ...tool, visitUrl: `${origin}${toolVisitPath(tool.id, "api")}` };
}

/** The public read API, mounted at /api/v1. Handlers parse, call the feature, shape JSON. */
export function createApiV1() {
  const api = new Hono();

  api.get("/tools", async (c) => {
    // URLSearchParams decodes leniently: a malformed escape never throws.
    const params = new URL(c.req.url).searchParams;
    const query = ToolQuerySchema.safeParse(searchParamsToToolQueryInput(params));
    if (!query.success) return validationError(c, query.error);
    const resolved = resolveChoices(query.data, await listChoices());
    if (resolved.problems.length) {
      const message = resolved.problems.map((problem) => problem.message).join(" ");
      return apiError(c, 400, "invalid_request", message, resolved.problems);
    }
    const facts = FactFiltersSchema.safeParse(factFiltersInput(params));
    if (!facts.success) return validationError(c, facts.error);
    const list = await searchTools({ ...resolved.query, facts: facts.data });
    const origin = siteOrigin(c.req.raw);
    const answer: ApiToolList = {
      ...list,
      tools: list.tools.map((tool) => apiTool(tool, origin)),
    };
    c.header("Cache-Control", PUBLIC_CACHE);
    return c.json(answer);
  });

  // The published catalogue as a dataset (docs/product.md#dataset): JSON Lines (the API's tool
  // objects, one a line) or CSV, streamed a batch at a time, versioned by the data's last change.
  api.get("/tools/export", async (c) => {
    const format = c.req.query("format") ?? "jsonl";
    if (format !== "jsonl" && format !== "csv") {
      return apiError(c, 400, "invalid_request", "format must be jsonl or csv.");
    }
    const version = await datasetVersion();
    const changed = version.lastChange ?? new Date(0);
    const etag = `"dataset-${format}-${version.fingerprint}"`;
    c.header("ETag", etag);
    c.header("Last-Modified", changed.toUTCString());
    c.header("Cache-Control", PUBLIC_CACHE);
    c.header("Link", `<${SITE.dataLicence.url}>; rel="license"`);
    if (holdsVersion(c.req.header("if-none-match") ?? null, etag)) return c.body(null, 304);
    const origin = siteOrigin(c.req.raw);
    const line =
      format === "csv"
        ? (tool: Tool) => csvLine(datasetRow(tool, `${origin}${toolPath(tool)}`))
        : (tool: Tool) => `${JSON.stringify(apiTool(tool, origin))}\n`;
    c.header(
      "Content-Type",
      format === "csv" ? "text/csv; charset=utf-8" : "application/jsonl; charset=utf-8",
    );
    c.header(
      "Content-Disposition",
      `attachment; filename="ai-tools-${changed.toISOString().slice(0, 10)}.${format}"`,
    );
    return c.body(
      streamLines(
        publishedToolBatches(),
        line,
        format === "csv" ? csvLine([...DATASET_COLUMNS]) : "",
      ),
    );
  });

  api.get("/tools/:id", async (c) => {
    const id = c.req.param("id");
    const tool = isToolId(id) ? await getToolById(id) : null;
    if (!tool) return apiError(c, 404, "not_found", `No tool has the id "${id.slice(0, 100)}".`);
    c.header("Cache-Control", PUBLIC_CACHE);
    return c.json({ tool: apiTool(tool, siteOrigin(c.req.raw)) });
  });

  api.get("/tools/:id/alternatives", async (c) => {
    const id = c.req.param("id");
    const tool = isToolId(id) ? await getToolById(id) : null;
    if (!tool) return apiError(c, 404, "not_found", `No tool has the id "${id.slice(0, 100)}".`);
    const filters = AlternativeFiltersSchema.safeParse(
      filtersInput(new URL(c.req.url).searchParams),
    );
    if (!filters.success) return validationError(c, filters.error);
    const origin = siteOrigin(c.req.raw);
    const alternatives = await getAlternatives(tool, filters.data);
    const answer: AlternativeList = {
      tool: { id: tool.id, name: tool.name, slug: tool.slug },
      filters: filters.data,
      alternatives: alternatives.map((item) => ({ ...item, tool: apiTool(item.tool, origin) })),
    };
    c.header("Cache-Control", PUBLIC_CACHE);
    return c.json(answer);
  });

  api.get("/tools/:id/reviews", async (c) => {
    const id = c.req.param("id");
    const tool = isToolId(id) ? await getToolById(id) : null;
    if (!tool) return apiError(c, 404, "not_found", `No tool has the id "${id.slice(0, 100)}".`);
    const raw = c.req.query("page") ?? "1";
    const page = /^\d{1,6}$/.test(raw) ? Number(raw) : 0;
    if (page < 1) {
      return apiError(c, 400, "invalid_request", "page must be a whole number from 1 to 999,999.");
    }
    c.header("Cache-Control", PUBLIC_CACHE);
    return c.json(await listToolReviews(tool, page));
  });

  api.get("/categories", async (c) => {
    c.header("Cache-Control", PUBLIC_CACHE);
    return c.json({ categories: await listCategories() });
  });

  api.get("/pricing-options", async (c) => {
    c.header("Cache-Control", PUBLIC_CACHE);
    return c.json({ pricingOptions: await listPricingOptions() });
  });

  api.route("/newsletter", createNewsletterApi());
  api.route("/recommendations", createRecommendationsApi());

  api.get("/openapi.json", (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    return c.json(openApiDocument());
  });

  api.all("*", (c) =>
    apiError(
      c,
      404,
      "not_found",
      `There is no ${c.req.method} ${new URL(c.req.url).pathname}. See /api/v1/openapi.json.`,
    ),
  );

  return api;
}
