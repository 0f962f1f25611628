// A tool's alternatives at size (docs/product.md#alternatives): the page and the API on the
// 100,000-tool PostgreSQL database, one request at a time, with no page cache.

/** The tools measured: bundled ones (in busy categories) and generated ones across the range. */
export const ALTERNATIVES_TOOLS = [
  "chatgpt",
  "github-copilot",
  "perplexity",
  "notion-ai",
  "synthetic-17",
  "synthetic-2500",
  "synthetic-25000",
  "synthetic-50001",
  "synthetic-77777",
  "synthetic-99000",
];

/** Each tool's page and API answer, unfiltered and with two filters. */
export function alternativesPaths() {
  return ALTERNATIVES_TOOLS.flatMap((id) => [
    `/tool/${id}/alternatives`,
    `/tool/${id}/alternatives?api=1&platform=web`,
    `/api/v1/tools/${id}/alternatives`,
    `/api/v1/tools/${id}/alternatives?free=1`,
  ]);
}
