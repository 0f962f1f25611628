import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inArray, sql } from "drizzle-orm";
import { aiTools } from "~/db/schema";
import { CATEGORIES, PRICING_MODELS, rankRating } from "~/features/catalogue/constants";
import type { ApiTool, Tool, ToolList } from "~/features/catalogue/schema";
import { getDb, queryRows } from "~/lib/db.server";
import { startTestServer } from "../setup/test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

async function get(path: string) {
  const response = await fetch(`${server.baseUrl}${path}`);
  const body = response.headers.get("content-type")?.includes("json")
    ? await response.json()
    : await response.text();
  return { status: response.status, headers: response.headers, body };
}

async function list(query: string): Promise<ToolList> {
  const { status, body } = await get(`/api/v1/tools?${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as ToolList;
}

describe("GET /api/v1/tools", () => {
  it("returns the first 18 tools of the whole catalogue, highest rated first", async () => {
    const result = await list("");
    expect(result.total).toBeGreaterThanOrEqual(150);
    expect(result.tools).toHaveLength(18);
    expect(result.page).toBe(1);
    expect(result.pageCount).toBe(Math.ceil(result.total / 18));
    // Users' average where a tool has reviews, else the editor's rating (decision 017).
    const ratings = result.tools.map((tool) => rankRating(tool) ?? 0);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it("finds a tool despite a typo in its name", async () => {
    const result = await list("q=midjorney");
    expect(result.tools.map((tool) => tool.name)).toContain("Midjourney");
  });

  it("searches name, description and category without regard to case", async () => {
    const byName = await list("q=CHATGPT");
    expect(byName.tools.map((tool) => tool.id)).toContain("chatgpt");
    const byCategory = await list("q=transcription&pageSize=100");
    expect(byCategory.total).toBeGreaterThanOrEqual(3);
    const transcribers = byCategory.tools.filter((tool) => tool.category.includes("Transcription"));
    expect(transcribers.length).toBeGreaterThanOrEqual(3);
    const byDescription = await list("q=repository&pageSize=100");
    expect(byDescription.tools.some((tool) => /repositor/i.test(tool.description))).toBe(true);
  });

  it("matches a fragment of a name", async () => {
    const result = await list("q=journ");
    expect(result.tools.map((tool) => tool.name)).toContain("Midjourney");
  });

  it("filters by category, case-insensitively, and every result has it", async () => {
    const result = await list(`category=${encodeURIComponent("image generation")}&pageSize=100`);
    expect(result.total).toBeGreaterThanOrEqual(3);
    for (const tool of result.tools) expect(tool.category).toContain("Image Generation");
  });

  it("filters by pricing, minimum rating and features together", async () => {
    const all = await list("pageSize=100&page=1");
    const sample = all.tools.find(
      (tool) => tool.pricing === "Freemium" && (rankRating(tool) ?? 0) >= 4,
    )!;
    const feature = sample.features[0]!;
    const result = await list(
      `pricing=Freemium&minRating=4&features=${encodeURIComponent(feature)}&pageSize=100`,
    );
    expect(result.tools.map((tool) => tool.id)).toContain(sample.id);
    for (const tool of result.tools) {
      expect(tool.pricing).toBe("Freemium");
      expect(rankRating(tool)).toBeGreaterThanOrEqual(4);
      expect(tool.features).toContain(feature);
    }
  });

  it("matches a feature filter against words within the listed features", async () => {
    const result = await list("features=API&features=voice&pageSize=100");
    expect(result.total).toBeGreaterThan(0);
    for (const tool of result.tools) {
      const text = tool.features.join(" ").toLowerCase();
      expect(text).toContain("api");
      expect(text).toContain("voice");
    }
  });

  it("keeps the tools whose listings state a free plan, open source, an API or a platform", async () => {
    const all = await list("pageSize=100");
    const open = await list("freePlan=1&openSource=1&pageSize=100");
    expect(open.total).toBeGreaterThan(0);
    expect(open.total).toBeLessThan(all.total);
    for (const tool of open.tools) {
      expect(tool.facts.freePlan.value, tool.id).toBe(true);
      expect(tool.facts.openSource.value?.openSource, tool.id).toBe(true);
    }
    const linux = await list("q=video&platform=linux&api=1&pageSize=100");
    for (const tool of linux.tools) {
      expect(tool.facts.platforms.value, tool.id).toContain("linux");
      expect(tool.apiAccess, tool.id).toBe(true);
    }
    const off = await list("freePlan=0&pageSize=100");
    expect(off.total).toBe(all.total);
    const { status, body } = await get("/api/v1/tools?freePlan=yes&platform=amiga");
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain("freePlan must be 1 (on) or 0 (off).");
    expect(JSON.stringify(body)).toContain("platform must be one of: web");
  });

  it("sorts by popularity and by newest", async () => {
    const popular = await list("sort=reviewCount");
    const stored = await server.db
      .select({ id: aiTools.id, popularity: aiTools.popularity })
      .from(aiTools)
      .where(
        inArray(
          aiTools.id,
          popular.tools.map((tool) => tool.id),
        ),
      );
    const byId = new Map(stored.map((row) => [row.id, row.popularity]));
    const counts = popular.tools.map((tool) => byId.get(tool.id)!);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const newest = await list("sort=newest");
    const times = newest.tools.map((tool) => Date.parse(tool.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("pages through results without repeats, up to 100 per page", async () => {
    const first = await list("pageSize=100&page=1");
    const second = await list("pageSize=100&page=2");
    expect(first.tools).toHaveLength(100);
    const ids = new Set(first.tools.map((tool) => tool.id));
    for (const tool of second.tools) expect(ids.has(tool.id)).toBe(false);
    expect(first.tools.length + second.tools.length).toBe(Math.min(first.total, 200));
    const beyond = await list("page=999");
    expect(beyond.tools).toEqual([]);
    expect(beyond.total).toBe(first.total);
  });

  it("answers 'no tools' for a search that matches nothing", async () => {
    const result = await list("q=zzqxjv");
    expect(result).toMatchObject({ tools: [], total: 0, pageCount: 0 });
  });

  it.each([
    ["pageSize=101", "pageSize"],
    ["pageSize=0", "pageSize"],
    ["page=0", "page"],
    ["page=abc", "page"],
    ["page=1.5", "page"],
    ["sort=price", "sort"],
    ["sort=constructor", "sort"],
    ["sort=__proto__", "sort"],
    ["sort=toString", "sort"],
    ["category=Astrology", "category"],
    ["pricing=Cheap", "pricing"],
    ["minRating=abc", "minRating"],
    ["minRating=6", "minRating"],
    [`q=${"a".repeat(201)}`, "q"],
    [`features=${Array.from({ length: 11 }, (_, i) => `f${i}`).join(",")}`, "features"],
  ])("refuses %s with a 400 that names the parameter", async (query, field) => {
    const { status, body } = await get(`/api/v1/tools?${query}`);
    expect(status).toBe(400);
    expect(body.error.code).toBe("invalid_request");
    expect(body.error.message.length).toBeGreaterThan(10);
    expect(body.error.details.map((d: { field: string }) => d.field)).toContain(field);
  });

  it.each([
    "q=%00",
    "q=%E0%A4%A",
    "q=%",
    `q=${encodeURIComponent("'); DROP TABLE ai_tools; --")}`,
    `q=${encodeURIComponent("!@#$%^&*()_+{}|:<>?~`-=[]\\;',./\"")}`,
    "q=%5C%25%5F",
    "features=%00",
    "category=%00",
    `q=${encodeURIComponent("日本語 AI ツール")}`,
    "q[]=x&page[]=1",
  ])("never fails on odd input: %s", async (query) => {
    const { status } = await get(`/api/v1/tools?${query}`);
    expect([200, 400]).toContain(status);
    const after = await list("");
    expect(after.total).toBeGreaterThanOrEqual(150);
  });
});

describe("GET /api/v1/tools/{id}", () => {
  it("returns every field of a tool", async () => {
    const { status, body } = await get("/api/v1/tools/chatgpt");
    expect(status).toBe(200);
    const tool = body.tool as ApiTool;
    expect(tool).toMatchObject({
      id: "chatgpt",
      name: "ChatGPT",
      slug: "chatgpt",
      apiAccess: true,
    });
    // The website itself, and this site's counted way there (docs/product.md#public-api).
    expect(tool.url).toBe("https://chatgpt.com");
    expect(tool.visitUrl).toBe(`${server.baseUrl}/go/chatgpt?source=api`);
    expect(tool.description.length).toBeGreaterThanOrEqual(100);
    expect(tool.features.length).toBeGreaterThanOrEqual(3);
    expect(tool.pros.length).toBeGreaterThan(0);
    expect(tool.cons.length).toBeGreaterThan(0);
    expect(tool.useCases.length).toBeGreaterThan(0);
    // Not checked since the catalogue was loaded: no date is claimed.
    expect(tool.checkedAt).toBeNull();
    // ChatGPT's logo comes with the catalogue (decision 025).
    expect(tool.logo).toMatch(/^\/uploads\/public\/logos\/chatgpt-[0-9a-f]{8}\.svg$/);
  });

  it("gives a tool without a logo of its own the monogram this site draws", async () => {
    const { body } = await get("/api/v1/tools/consensus");
    expect((body.tool as Tool).logo).toBe("/logos/consensus.svg");
  });

  it.each(["no-such-tool", "%00", "..%2F..%2Fetc%2Fpasswd", "a".repeat(300)])(
    "answers 404 with the error shape for %s",
    async (id) => {
      const { status, body } = await get(`/api/v1/tools/${id}`);
      expect(status).toBe(404);
      expect(body.error.code).toBe("not_found");
    },
  );
});

describe("categories, pricing options and the OpenAPI document", () => {
  it("lists the 28 categories, each with at least 3 tools", async () => {
    const { status, body } = await get("/api/v1/categories");
    expect(status).toBe(200);
    const names = body.categories.map((c: { name: string }) => c.name);
    expect([...names].sort()).toEqual([...CATEGORIES].sort());
    for (const category of body.categories) expect(category.toolCount).toBeGreaterThanOrEqual(3);
  });

  it("lists the six pricing models, each used", async () => {
    const { body } = await get("/api/v1/pricing-options");
    expect(body.pricingOptions.map((p: { name: string }) => p.name).sort()).toEqual(
      [...PRICING_MODELS].sort(),
    );
    for (const option of body.pricingOptions) expect(option.toolCount).toBeGreaterThan(0);
  });

  it("describes the API in OpenAPI 3.1 with the tool schema", async () => {
    const { status, body } = await get("/api/v1/openapi.json");
    expect(status).toBe(200);
    expect(body.openapi).toBe("3.1.0");
    expect(Object.keys(body.paths).sort()).toEqual([
      "/categories",
      "/newsletter",
      "/page-views",
      "/pricing-options",
      "/recommendations",
      "/tools",
      "/tools/export",
      "/tools/{id}",
      "/tools/{id}/alternatives",
      "/tools/{id}/reviews",
    ]);
    const tool = body.components.schemas.Tool;
    expect(tool.required).toEqual(
      expect.arrayContaining(["id", "name", "shortDescription", "apiAccess", "url", "visitUrl"]),
    );
    expect(body.components.schemas.ToolList.properties.tools.items.required).toContain("visitUrl");
    const alternatives = body.paths["/tools/{id}/alternatives"].get;
    expect(alternatives.parameters.map((p: { name: string }) => p.name)).toEqual([
      "id",
      "free",
      "cheaper",
      "openSource",
      "api",
      "selfHosted",
      "platform",
    ]);
    expect(body.components.schemas.AlternativeList.required).toEqual(
      expect.arrayContaining(["tool", "filters", "alternatives"]),
    );
    const parameterNames = body.paths["/tools"].get.parameters.map((p: { name: string }) => p.name);
    expect(parameterNames).toEqual([
      "q",
      "category",
      "pricing",
      "minRating",
      "features",
      "sort",
      "freePlan",
      "openSource",
      "api",
      "platform",
      "page",
      "pageSize",
    ]);
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const { status, body } = await get("/api/v1/nothing-here");
    expect(status).toBe(404);
    expect(body.error.message).toContain("openapi.json");
  });
});

describe("generated logos", () => {
  it("serves an SVG monogram for a tool without a logo", async () => {
    const { status, headers, body } = await get("/logos/chatgpt.svg");
    expect(status).toBe(200);
    expect(headers.get("content-type")).toContain("image/svg+xml");
    expect(body).toContain('aria-label="ChatGPT logo"');
    expect(body).toContain(">C<");
  });

  it("answers 404 for an unknown tool", async () => {
    expect((await get("/logos/unknown-tool.svg")).status).toBe(404);
  });
});

describe("health checks for a load balancer", () => {
  it("answers /healthz while the process runs and /readyz while the database is ready", async () => {
    const health = await get("/healthz");
    expect(health.status).toBe(200);
    expect(health.headers.get("cache-control")).toBe("no-store");
    const ready = await get("/readyz");
    expect(ready.status).toBe(200);
    expect(ready.headers.get("cache-control")).toBe("no-store");
  });

  it("is not ready while the database lacks a migration this server knows of", async () => {
    const db = getDb();
    const [newest] = await queryRows<{ id: number; hash: string; created_at: string }>(
      db,
      sql`SELECT id, hash, created_at::text FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
    );
    await db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = ${newest!.id}`);
    try {
      const ready = await get("/readyz");
      expect(ready.status).toBe(503);
      expect(ready.headers.get("retry-after")).toMatch(/^\d+$/);
      expect((await get("/healthz")).status).toBe(200);
    } finally {
      await db.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${newest!.id}, ${newest!.hash}, ${newest!.created_at}::bigint)`,
      );
      expect((await get("/readyz")).status).toBe(200);
    }
  });
});
