import { timeRequests, type Latency } from "./timing";

// The MCP server (docs/product.md#mcp-server) as an assistant uses it: tools/call over HTTP, one
// request at a time, each JSON-RPC message on its own (the endpoint is stateless).

/** search_tools calls: a need, a name, a request for alternatives, filters, a plain listing. */
export const MCP_SEARCHES: Record<string, unknown>[] = [
  { query: "transcribe podcast episodes", limit: 10 },
  { query: "chat gpt", limit: 5 },
  { query: "alternatives to midjourney free", limit: 10 },
  { query: "image generator", freePlan: true, api: true, limit: 25 },
  { query: "customer support chatbot", limit: 10 },
  { category: "Code Generation", limit: 25 },
];

/** recommend_tools calls. */
export const MCP_NEEDS = [
  "A free tool to transcribe my podcast episodes and add subtitles",
  "Something like Midjourney but free",
  "An open source chatbot for our customer support that we can host ourselves",
  "Generate slides for a sales pitch from a short outline",
];

let address = 0;

/** A tools/call from an address of its own (limits are per address). */
export function mcpCall(base: string, name: string, args: Record<string, unknown>) {
  address++;
  return fetch(`${base}/mcp`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Accept: "application/json, text/event-stream",
      "X-Forwarded-For": `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
    },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: address,
      method: "tools/call",
      params: { name, arguments: args },
    }),
  });
}

/** A tool's answer, or why it is none (a tool error counts as a failed measurement). */
async function checked(response: Promise<Response>): Promise<Response> {
  const answer = await response;
  const body = (await answer.json()) as { result?: { isError?: boolean }; error?: unknown };
  const ok = answer.ok && body.result !== undefined && !body.result.isError;
  return new Response(null, { status: ok ? 200 : 500 });
}

export type McpFigures = { search: Latency; recommend: Latency };

/** search_tools and recommend_tools over HTTP, each call checked to be a real answer. */
export async function mcpLatency(base: string): Promise<McpFigures> {
  return {
    search: await timeRequests(
      MCP_SEARCHES,
      (args) => checked(mcpCall(base, "search_tools", args)),
      { rounds: 12, warmUp: 2 },
    ),
    recommend: await timeRequests(
      MCP_NEEDS,
      (need) => checked(mcpCall(base, "recommend_tools", { need })),
      { rounds: 6, warmUp: 1 },
    ),
  };
}

/** The MCP section of BENCHMARKS.md: the bundled catalogue and the large one. */
export function mcpMarkdown(rows: { label: string; figures: McpFigures }[]) {
  const row = (label: string, tool: string, figures: Latency) =>
    `| ${label} | \`${tool}\` | ${figures.count} | ${figures.p50.toFixed(1)} | ${figures.p95.toFixed(1)} | ${figures.max.toFixed(1)} | ${figures.failed} |`;
  return `## MCP server

\`POST /mcp\` (decision 034) as an assistant calls it: \`tools/call\` over HTTP from a single client, one JSON-RPC message a request, each answer checked to be a result and not a tool error (a failed one counts in the last column). \`search_tools\`: ${MCP_SEARCHES.length} calls (a need, a name, "alternatives to midjourney free", a search with fact filters, a longer need, a category listing), 10 rounds after 2 warm-up rounds; \`recommend_tools\`: ${MCP_NEEDS.length} needs, 5 rounds after 1. Servers started with \`PAGE_CACHE_MB=0\`.

| Catalogue | Tool | Calls | p50 ms | p95 ms | max ms | Failed |
|---|---|---:|---:|---:|---:|---:|
${rows.flatMap(({ label, figures }) => [row(label, "search_tools", figures.search), row(label, "recommend_tools", figures.recommend)]).join("\n")}
`;
}
