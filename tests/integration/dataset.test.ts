import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aiTools } from "~/db/schema";
import { parseCsv } from "~/features/catalogue/csv";
import { DATASET_COLUMNS } from "~/features/catalogue/dataset.server";
import type { ApiTool, ApiToolList } from "~/features/catalogue/schema";
import { createTool } from "../factories";
import { startTestServer } from "../setup/test-server";

// docs/product.md#dataset: the published catalogue as JSON Lines and CSV, equal to the API's
// published tools, versioned by the last change, and safe to open in a spreadsheet.

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}${path}`, { headers });

/** Every published tool through the paged API, in id order. */
async function apiTools() {
  const tools: ApiTool[] = [];
  for (let page = 1; ; page++) {
    const body = (await (
      await get(`/api/v1/tools?sort=newest&pageSize=100&page=${page}`)
    ).json()) as ApiToolList;
    tools.push(...body.tools);
    if (page >= body.pageCount) break;
  }
  return tools.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

describe("the catalogue as a dataset", () => {
  it("gives every published tool as JSON Lines, equal to the API's, with its licence and date", async () => {
    const draft = await createTool(server.db, { status: "draft" });
    const response = await get("/api/v1/tools/export");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/jsonl; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="ai-tools-\d{4}-\d{2}-\d{2}\.jsonl"$/,
    );
    expect(response.headers.get("link")).toBe(
      '<https://creativecommons.org/licenses/by/4.0/>; rel="license"',
    );
    expect(new Date(response.headers.get("last-modified")!).getTime()).toBeGreaterThan(0);
    const lines = (await response.text()).split("\n");
    expect(lines.at(-1)).toBe("");
    const exported = lines.slice(0, -1).map((line) => JSON.parse(line) as ApiTool);
    expect(exported.map((tool) => tool.id)).not.toContain(draft.id);
    expect(exported).toEqual(await apiTools());
  });

  it("gives the same tools as CSV a spreadsheet cannot run, with a header row", async () => {
    await createTool(server.db, { name: "=HYPERLINK(1)", shortDescription: "+1 a formula" });
    const response = await get("/api/v1/tools/export?format=csv");
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const rows = parseCsv(await response.text());
    expect(rows[0]).toEqual([...DATASET_COLUMNS]);
    const body = rows.slice(1).filter((row) => row.some((cell) => cell !== ""));
    const tools = await apiTools();
    expect(body.map((row) => row[0])).toEqual(tools.map((tool) => tool.id));
    for (const row of body) {
      expect(row.length).toBe(DATASET_COLUMNS.length);
      for (const cell of row) expect(cell, row[0]).not.toMatch(/^[=+\-@]/);
    }
    const byId = new Map(body.map((row) => [row[0], row]));
    const chatgpt = tools.find((tool) => tool.id === "chatgpt")!;
    const row = byId.get("chatgpt")!;
    const cell = (column: (typeof DATASET_COLUMNS)[number]) => row[DATASET_COLUMNS.indexOf(column)];
    expect(cell("name")).toBe(chatgpt.name);
    expect(cell("pricing")).toBe(chatgpt.facts.pricing.value);
    expect(cell("free_plan")).toBe(String(chatgpt.facts.freePlan.value));
    expect(cell("categories")).toBe(chatgpt.category.join("; "));
    expect(cell("pricing_source")).toBe(chatgpt.facts.pricing.source ?? "");
  });

  it("answers 304 for the version a client has, and a new version after a listing changes", async () => {
    const first = await get("/api/v1/tools/export");
    await first.arrayBuffer();
    const etag = first.headers.get("etag")!;
    const again = await get("/api/v1/tools/export", { "If-None-Match": etag });
    expect(again.status).toBe(304);
    await createTool(server.db, {});
    const changed = await get("/api/v1/tools/export", { "If-None-Match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    await changed.arrayBuffer();
    // A rating changes the data without a history entry: a new version all the same.
    const rated = changed.headers.get("etag")!;
    await server.db
      .update(aiTools)
      .set({ rating: 4.2, reviewCount: 5 })
      .where(eq(aiTools.id, "chatgpt"));
    const after = await get("/api/v1/tools/export", { "If-None-Match": rated });
    expect(after.status).toBe(200);
    await after.arrayBuffer();
  });

  it("refuses a format it does not offer", async () => {
    const response = await get("/api/v1/tools/export?format=xlsx");
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      "format must be jsonl or csv.",
    );
  });
});
