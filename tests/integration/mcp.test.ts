import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import http from "node:http";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toolVisitsDaily } from "~/db/schema";
import type { ApiTool } from "~/features/catalogue/schema";
import { resetEnvCache } from "~/lib/env.server";
import { freshAddress } from "../helpers";
import { expectConsoleError } from "../setup/console-errors";
import { startTestServer } from "../setup/test-server";

// docs/product.md#mcp-server: the catalogue's MCP endpoint through the SDK's own client over real
// HTTP, and the checks in front of it.

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  // Each client comes from its own address (X-Forwarded-For), so limits bite only on purpose.
  process.env.TRUST_PROXY = "true";
  resetEnvCache();
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
  delete process.env.TRUST_PROXY;
  resetEnvCache();
});

/** A connected client of /mcp, from an address of its own unless one is given. */
async function connect(address = freshAddress()) {
  const client = new Client({ name: "directory-test", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL(`${server.baseUrl}/mcp`), {
    requestInit: { headers: { "X-Forwarded-For": address } },
  });
  await client.connect(transport);
  return client;
}

async function call(name: string, args: Record<string, unknown>) {
  const client = await connect();
  try {
    return (await client.callTool({ name, arguments: args })) as CallToolResult;
  } finally {
    await client.close();
  }
}

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

const text = (result: CallToolResult) =>
  result.content.map((part) => (part.type === "text" ? part.text : "")).join("\n");

type Card = { id: string; listingUrl: string; websiteUrl: string; freePlan: boolean | null };

async function apiTool(id: string) {
  const response = await fetch(`${server.baseUrl}/api/v1/tools/${id}`);
  return ((await response.json()) as { tool: ApiTool }).tool;
}

const post = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}/mcp`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Accept: "application/json, text/event-stream",
      "X-Forwarded-For": freshAddress(),
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

/** A POST with a Host header of its own, which fetch does not let a caller set. */
function postWithHost(host: string, body: unknown) {
  const url = new URL(`${server.baseUrl}/mcp`);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        headers: {
          Host: host,
          "Content-Type": "application/json",
          Accept: "application/json, text/event-stream",
          "X-Forwarded-For": freshAddress(),
        },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode!, body: text }));
      },
    );
    request.on("error", reject);
    request.end(JSON.stringify(body));
  });
}

const INITIALIZE = {
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: {
    protocolVersion: "2025-06-18",
    capabilities: {},
    clientInfo: { name: "raw", version: "1" },
  },
};

describe("the MCP server", () => {
  it("initializes and lists its six read-only tools, each with a title, a description and schemas", async () => {
    const client = await connect();
    expect(client.getServerVersion()?.name).toBe("ai-tools-directory");
    expect(client.getInstructions()).toContain("search_tools");
    const { tools } = await client.listTools();
    await client.close();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      "compare_tools",
      "find_alternatives",
      "get_tool",
      "list_categories",
      "recommend_tools",
      "search_tools",
    ]);
    for (const tool of tools) {
      expect(tool.title, tool.name).toBeTruthy();
      expect(tool.description!.length, tool.name).toBeGreaterThan(40);
      expect(tool.inputSchema.type).toBe("object");
      expect(tool.outputSchema?.type, tool.name).toBe("object");
      expect(tool.annotations?.readOnlyHint, tool.name).toBe(true);
    }
    const search = tools.find((tool) => tool.name === "search_tools")!;
    expect(search.inputSchema.properties).toMatchObject({
      limit: { type: "integer", maximum: 25 },
    });
  });

  it("searches in relevance order, with filters, links to listings and counted website links", async () => {
    const result = await call("search_tools", { query: "transcribe podcasts", limit: 5 });
    expect(result.isError).toBeFalsy();
    const { tools, total } = result.structuredContent as { tools: Card[]; total: number };
    expect(tools.length).toBe(5);
    expect(total).toBeGreaterThanOrEqual(5);
    const site = await fetch(`${server.baseUrl}/api/v1/tools?q=transcribe%20podcasts&pageSize=5`);
    const listed = ((await site.json()) as { tools: ApiTool[] }).tools;
    expect(tools.map((tool) => tool.id)).toEqual(listed.map((tool) => tool.id));
    const first = tools[0]!;
    expect(first.listingUrl).toMatch(new RegExp(`/tool/${first.id}/`));
    expect(first.websiteUrl).toMatch(new RegExp(`/go/${first.id}\\?source=mcp$`));
    expect(text(result)).toContain(first.listingUrl);

    const free = await call("search_tools", {
      query: "image generator",
      freePlan: true,
      openSource: true,
      limit: 25,
    });
    const freeTools = (free.structuredContent as { tools: Card[] }).tools;
    expect(freeTools.length).toBeGreaterThan(0);
    for (const tool of freeTools) {
      const listing = await apiTool(tool.id);
      expect(listing.facts.freePlan.value, tool.id).toBe(true);
      expect(listing.facts.openSource.value?.openSource, tool.id).toBe(true);
    }
    const alternatives = await call("search_tools", { query: "alternatives to midjourney" });
    expect((alternatives.structuredContent as { understood?: string }).understood).toContain(
      "Alternatives to Midjourney",
    );
    // A product the catalogue does not list, under a condition: the words, and the condition.
    const unlisted = await call("search_tools", { query: "free photoshop alternative" });
    const said = (unlisted.structuredContent as { understood?: string }).understood;
    expect(said).toBe(
      'No listed tool is called "photoshop": tools matching it that meet the conditions stated: has a free plan',
    );
    for (const tool of (unlisted.structuredContent as { tools: Card[] }).tools) {
      expect((await apiTool(tool.id)).facts.freePlan.value, tool.id).toBe(true);
    }
    // A free plan asked for beside the words of a plain search.
    const freePlan = await call("search_tools", { query: "free image generator" });
    expect((freePlan.structuredContent as { understood?: string }).understood).toBe(
      'Tools matching "image generator" that meet the conditions stated: has a free plan',
    );
    for (const tool of (freePlan.structuredContent as { tools: Card[] }).tools) {
      expect((await apiTool(tool.id)).facts.freePlan.value, tool.id).toBe(true);
    }
  });

  it("counts a visit through a website link as coming from an assistant", async () => {
    const result = await call("search_tools", { query: "ChatGPT", limit: 1 });
    const [tool] = (result.structuredContent as { tools: Card[] }).tools;
    const visit = await fetch(tool!.websiteUrl.replace(/^https?:\/\/[^/]+/, server.baseUrl), {
      redirect: "manual",
      headers: { "X-Forwarded-For": freshAddress(), "User-Agent": BROWSER },
    });
    expect(visit.status).toBe(302);
    expect(new URL(visit.headers.get("location")!).href).toBe(
      new URL((await apiTool(tool!.id)).url).href,
    );
    const [row] = await server.db
      .select({ visits: toolVisitsDaily.visits })
      .from(toolVisitsDaily)
      .where(and(eq(toolVisitsDaily.toolId, tool!.id), eq(toolVisitsDaily.source, "mcp")));
    expect(row?.visits).toBe(1);
  });

  it("reads one listing with its facts, sources and links, and refuses an unknown id as a tool error", async () => {
    const result = await call("get_tool", { id: "midjourney" });
    const { tool } = result.structuredContent as {
      tool: { id: string; facts: { fact: string; value: string | null; source: string | null }[] };
    };
    expect(tool.id).toBe("midjourney");
    const listing = await apiTool("midjourney");
    const pricing = tool.facts.find((fact) => fact.fact === "pricing")!;
    expect(pricing.value).toBe(listing.facts.pricing.value);
    expect(pricing.source).toBe(listing.facts.pricing.source);
    expect(text(result)).toContain("Midjourney");

    const unknown = await call("get_tool", { id: "no-such-tool" });
    expect(unknown.isError).toBe(true);
    expect(text(unknown)).toContain('No published tool has the id "no-such-tool"');
  });

  it("finds alternatives under conditions, and compares tools fact by fact", async () => {
    const result = await call("find_alternatives", { id: "midjourney", freePlan: true });
    const { alternatives } = result.structuredContent as {
      alternatives: { tool: Card; score: number }[];
    };
    const site = await fetch(`${server.baseUrl}/api/v1/tools/midjourney/alternatives?free=1`);
    const expected = (await site.json()) as { alternatives: { tool: { id: string } }[] };
    expect(alternatives.map((item) => item.tool.id)).toEqual(
      expected.alternatives.map((item) => item.tool.id),
    );
    for (const item of alternatives) expect(item.tool.freePlan).toBe(true);

    const compared = await call("compare_tools", { ids: ["chatgpt", "claude"] });
    const { facts, compareUrl } = compared.structuredContent as {
      facts: { fact: string; values: (string | null)[]; differs: boolean }[];
      compareUrl: string;
    };
    expect(compareUrl).toMatch(/\/compare\?tools=chatgpt,claude$/);
    const pricing = facts.find((fact) => fact.fact === "pricing")!;
    expect(pricing.values).toEqual([
      (await apiTool("chatgpt")).facts.pricing.value,
      (await apiTool("claude")).facts.pricing.value,
    ]);
    expect(pricing.differs).toBe(new Set(pricing.values).size > 1);
    const one = await call("compare_tools", { ids: ["chatgpt", "chatgpt"] });
    expect(one.isError).toBe(true);
  });

  it("recommends for a need and lists the categories with their counts", async () => {
    const result = await call("recommend_tools", {
      need: "A free tool to transcribe my podcast episodes and add subtitles",
    });
    const { recommendations } = result.structuredContent as {
      recommendations: { tool: Card; reason: string }[];
    };
    expect(recommendations.length).toBeGreaterThan(0);
    expect(recommendations.length).toBeLessThanOrEqual(4);
    for (const item of recommendations) expect(item.reason.length).toBeGreaterThan(10);

    const categories = await call("list_categories", {});
    const listed = (categories.structuredContent as { categories: { name: string }[] }).categories;
    const api = await fetch(`${server.baseUrl}/api/v1/categories`);
    expect(listed).toEqual(((await api.json()) as { categories: unknown[] }).categories);
  });

  it("answers bad arguments with a tool error, never a failure of the server", async () => {
    for (const [name, args] of [
      ["search_tools", { limit: 500 }],
      ["search_tools", { query: "x".repeat(201) }],
      ["search_tools", { category: "No Such Category" }],
      ["get_tool", { id: 42 }],
      ["compare_tools", { ids: ["chatgpt"] }],
      ["recommend_tools", { need: "short" }],
      ["find_alternatives", { id: "chatgpt", platform: "amiga" }],
    ] as const) {
      const response = await post({
        jsonrpc: "2.0",
        id: 2,
        method: "tools/call",
        params: { name, arguments: args },
      });
      expect(response.status, name).toBe(200);
      const body = (await response.json()) as { result?: CallToolResult; error?: unknown };
      expect(
        body.result?.isError ?? body.error !== undefined,
        `${name} ${JSON.stringify(args)}`,
      ).toBe(true);
    }
  });
});

describe("a failure behind the MCP server", () => {
  it("is logged and answered as a tool error that shows no query", async () => {
    const logged = expectConsoleError();
    await server.db.execute(sql`ALTER TABLE tool_search RENAME TO tool_search_away`);
    let result: CallToolResult;
    try {
      result = await call("search_tools", { query: "transcription" });
    } finally {
      await server.db.execute(sql`ALTER TABLE tool_search_away RENAME TO tool_search`);
    }
    expect(result.isError).toBe(true);
    expect(text(result)).toContain("The directory could not answer just now.");
    expect(text(result)).not.toMatch(/select|query|tool_search/i);
    expect(logged.filter((entry) => entry.text.includes("An MCP tool failed"))).toHaveLength(1);
  });
});

describe("the MCP endpoint's checks", () => {
  it("answers GET and DELETE with 405: it keeps no stream and no session", async () => {
    for (const method of ["GET", "DELETE"]) {
      const response = await fetch(`${server.baseUrl}/mcp`, { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
    }
  });

  it("refuses another site's Origin and a Host that is not this site's", async () => {
    const foreign = await post(INITIALIZE, { Origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    const rebound = await postWithHost("evil.example", INITIALIZE);
    expect(rebound.status).toBe(403);
    expect(JSON.parse(rebound.body).error.code).toBe("host_not_allowed");
    expect(
      (await postWithHost(`localhost:${new URL(server.baseUrl).port}`, INITIALIZE)).status,
    ).toBe(200);
    const own = await post(INITIALIZE, { Origin: server.baseUrl });
    expect(own.status).toBe(200);
  });

  it("refuses a body over its limit and answers malformed JSON without failing", async () => {
    const large = await post({ ...INITIALIZE, padding: "x".repeat(70 * 1024) });
    expect(large.status).toBe(413);
    const broken = await post("{not json");
    expect(broken.status).toBeGreaterThanOrEqual(400);
    expect(broken.status).toBeLessThan(500);
  });

  it("limits one address's requests, with Retry-After", async () => {
    const address = freshAddress();
    let last: Response | undefined;
    for (let i = 0; i <= 120; i++) {
      last = await post(INITIALIZE, { "X-Forwarded-For": address });
      if (last.status === 429) break;
    }
    expect(last?.status).toBe(429);
    expect(Number(last?.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
