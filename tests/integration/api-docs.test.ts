import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openApiDocument } from "#server/api/openapi";
import { MCP_TOOLS } from "#server/mcp/tools";
import { startTestServer } from "../setup/test-server";

// docs/product.md#api-reference: /api-docs is read from the OpenAPI document and the MCP
// server's tool definitions, so it lists every endpoint and tool there is, and nothing else.

let server: Awaited<ReturnType<typeof startTestServer>>;
let html: string;
beforeAll(async () => {
  server = await startTestServer({ pages: true });
  const response = await fetch(`${server.baseUrl}/api-docs`);
  expect(response.status).toBe(200);
  html = await response.text();
});
afterAll(async () => server?.close());

const decoded = (text: string) =>
  text
    .replace(/<[^>]+>/g, "")
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">");

/** The section of the page with this id, as text. */
function section(id: string) {
  const start = html.indexOf(`id="${id}"`);
  expect(start, `a section with id ${id}`).toBeGreaterThan(-1);
  const end = html.indexOf("</section>", start);
  return decoded(html.slice(start, end));
}

const document = openApiDocument();
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ path, method, operation: operation! })),
);

describe("/api-docs", () => {
  it("is the API reference, titled and described, not a placeholder", () => {
    expect(html).toContain("<title>API Documentation");
    expect(html).not.toContain("Coming soon");
    expect(html).not.toContain("Notify Me");
    expect(html).toContain('href="/api/v1/openapi.json"');
  });

  it("has a section for every operation of the OpenAPI document, with its parameters, responses and an example", () => {
    expect(operations.length).toBeGreaterThanOrEqual(10);
    for (const { path, method, operation } of operations) {
      const full = `/api/v1${path}`;
      const anchor = `${method}${full.replace(/[{}]/g, "").replaceAll("/", "-")}`.toLowerCase();
      const text = section(anchor);
      expect(text).toContain(method.toUpperCase());
      expect(text).toContain(full);
      expect(text).toContain(operation.summary);
      for (const parameter of operation.parameters ?? []) expect(text).toContain(parameter.name);
      for (const [status, response] of Object.entries(operation.responses)) {
        expect(text).toContain(status);
        expect(text).toContain(response.description);
      }
      // The example is a command against this server, on this very endpoint.
      const example = new RegExp(
        `curl (-X POST )?'${server.baseUrl}${full.replace(/\{[^}]+\}/g, "[\\w-]+")}(\\?[^']*)?'`,
      );
      expect(text).toMatch(example);
    }
  });

  it("lists only the operations there are", () => {
    const sections = [...html.matchAll(/<section id="((?:get|post)-api-v1[\w-]*)"/g)].map(
      (m) => m[1],
    );
    expect(sections).toHaveLength(operations.length);
  });

  it("gives examples that work: each GET example answers 200 with JSON", async () => {
    for (const match of html.matchAll(/curl &#x27;([^&]+(?:&amp;[^&]+)*)&#x27;/g)) {
      const url = match[1]!.replaceAll("&amp;", "&");
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      await response.arrayBuffer();
    }
  });

  it("describes every schema, and every link on the page to a part of it lands on one", () => {
    for (const name of Object.keys(document.components.schemas)) {
      expect(section(`schema-${name.toLowerCase()}`)).toContain(name);
    }
    const ids = new Set([...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
    const targets = [...html.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
    expect(targets.length).toBeGreaterThan(20);
    expect(targets.filter((target) => !ids.has(target))).toEqual([]);
  });

  it("describes the MCP server's every tool with its arguments", () => {
    const mcp = section("mcp");
    expect(mcp).toContain(`POST ${server.baseUrl}/mcp`);
    expect(mcp).toContain('"mcpServers"');
    for (const [name, tool] of Object.entries(MCP_TOOLS)) {
      const text = section(`mcp-${name.replaceAll("_", "-")}`);
      expect(text).toContain(tool.title);
      expect(text).toContain(tool.description);
      for (const argument of Object.keys(tool.inputSchema)) expect(text).toContain(argument);
    }
  });
});
