import { randomBytes, randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AlternativeList } from "~/features/catalogue/alternatives.server";
import { lookUpNames } from "~/features/catalogue/ranking.server";
import type { ApiTool, ApiToolList, Understood } from "~/features/catalogue/schema";
import type { Recommendation } from "~/features/recommender/schema";
import { resetEnvCache } from "~/lib/env.server";
import { createTool, type ToolOverrides } from "../factories";
import { freshAddress } from "../helpers";
import { startTestServer } from "../setup/test-server";

// docs/product.md#search-intent: search text that asks for the alternatives to a named tool, or
// compares named tools, on the bundled catalogue and on generated tools, through the API, the
// directory page and the recommender.

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  process.env.TRUST_PROXY = "true";
  resetEnvCache();
  server = await startTestServer({ pages: true });
});
afterAll(async () => {
  await server?.close();
  delete process.env.TRUST_PROXY;
  resetEnvCache();
});

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    headers: { "X-Forwarded-For": freshAddress() },
  });
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body as T;
}

const search = (q: string, extra = "") =>
  getJson<ApiToolList>(`/api/v1/tools?q=${encodeURIComponent(q)}${extra}`);

const tool = (id: string) => getJson<{ tool: ApiTool }>(`/api/v1/tools/${id}`);

const ON = { free: false, cheaper: false, openSource: false, api: false, selfHosted: false };

describe("search text read as asking for alternatives or a comparison", () => {
  it.each([
    ["alternatives to midjourney", "midjourney", {}],
    ["alternative to Midjourney free", "midjourney", { free: true }],
    ["Midjourney alternatives", "midjourney", {}],
    ["alterntives to midjurney", "midjourney", {}],
    ["zapier alternative for linux", "zapier", { platform: "linux" }],
    ["like perplexity but free", "perplexity", { free: true }],
    ["open source alternative to notion ai", "notion-ai", { openSource: true }],
    ["something similar to ElevenLabs with an API", "elevenlabs", { api: true }],
    ["instead of chatgpt, self-hosted", "chatgpt", { selfHosted: true }],
    ["cursor but cheaper", "cursor", { cheaper: true }],
    // A name that holds a condition's word, and one that is a common word.
    ["alternatives to anthropic api", "anthropic-api", {}],
    ["make alternatives", "make", {}],
    ["rows alternative with a free plan", "rows", { free: true }],
    ["duolingo like app", "duolingo-max", {}],
    ["Canva-like tools for Mac", "canva-magic-studio", { platform: "macos" }],
    // A tool named by its website, and a company's AI product by the company's name.
    ["self-hosted alternative to make.com", "make", { selfHosted: true }],
    ["hubspot ai alternative", "hubspot-breeze", {}],
  ])("reads %j as the alternatives to %s", async (q, id, conditions) => {
    const list = await search(q);
    expect(list.understood).toMatchObject({
      kind: "alternatives",
      tool: { id },
      filters: { ...ON, platform: null, ...conditions },
    });
    // The same tools as the tool's alternatives under the same conditions, never the tool.
    const { filters } = list.understood as Extract<Understood, { kind: "alternatives" }>;
    const query = new URLSearchParams(
      Object.entries(filters).flatMap(([key, value]) =>
        value === true ? [[key, "1"]] : typeof value === "string" ? [[key, value]] : [],
      ),
    );
    const expected = await getJson<AlternativeList>(`/api/v1/tools/${id}/alternatives?${query}`);
    const all = await search(q, "&pageSize=100");
    expect(all.tools.map((item) => item.id)).toEqual(
      expected.alternatives.map((item) => item.tool.id),
    );
    expect(all.tools.map((item) => item.id)).not.toContain(id);
    expect(list.total).toBe(expected.alternatives.length);
  });

  it("lists only tools whose listings state the conditions", async () => {
    const midjourney = (await tool("midjourney")).tool;
    const free = await search("free alternatives to midjourney", "&pageSize=100");
    expect(free.tools.length).toBeGreaterThan(0);
    for (const item of free.tools) {
      expect(item.facts.freePlan.value, item.id).toBe(true);
      expect(
        item.category.some((c) => midjourney.category.includes(c)),
        item.id,
      ).toBe(true);
    }
    const open = await search("open source midjourney alternative", "&pageSize=100");
    for (const item of open.tools) expect(item.facts.openSource.value?.openSource).toBe(true);
    // Midjourney states no free plan and $10 a month: cheaper is a free plan or a lower price.
    const cheaper = await search("cheaper than midjourney", "&pageSize=100");
    expect(cheaper.tools.length).toBeGreaterThan(0);
    for (const item of cheaper.tools) {
      const price = item.facts.startingPrice.value;
      const lower =
        price !== null && price.currency === "USD" && price.period === "month" && price.amount < 10;
      expect(item.facts.freePlan.value === true || lower, item.id).toBe(true);
    }
  });

  it.each([
    ["chatgpt vs claude", ["chatgpt", "claude"]],
    ["Cursor vs. Windsurf vs GitHub Copilot", ["cursor", "windsurf", "github-copilot"]],
    ["compare grammarly and quillbot", ["grammarly", "quillbot"]],
    ["suno compared to udio", ["suno", "udio"]],
  ])("reads %j as a comparison of its tools", async (q, ids) => {
    const list = await search(q);
    expect(list.understood).toMatchObject({
      kind: "comparison",
      tools: ids.map((id) => ({ id })),
    });
    expect(list.tools.map((item) => item.id)).toEqual(ids);
  });

  it.each([
    ["midjourney", "midjourney"],
    ["Make", "make"],
    ["captions", "captions"],
    ["chat gpt", "chatgpt"],
    ["make.com", "make"],
    ["https://www.runwayml.com/", "runway"],
  ])("finds the tool first for %j, which only names it", async (q, id) => {
    const list = await search(q);
    expect(list.understood).toBeUndefined();
    expect(list.tools[0]?.id).toBe(id);
  });

  it("takes a company's name with ai for no tool when several listed names start with it", async () => {
    // Adobe Firefly and Adobe Podcast: the words are searched instead.
    const list = await search("alternatives to adobe ai");
    expect(list.understood).toBeUndefined();
    expect(list.tools.map((item) => item.id)).toEqual(
      expect.arrayContaining(["adobe-firefly", "adobe-podcast"]),
    );
  });

  it("keeps every word of a query whose cue word names no tool", async () => {
    // "clone" and "competitors" follow a name in "Notion clone" or "Zapier competitors"; here
    // they are what is wanted.
    for (const q of ["voice clone", "monitor competitors"]) {
      const list = await search(q);
      expect(list.understood, q).toBeUndefined();
      const words = q.split(" ");
      const apart = await search(words[0]!);
      expect(
        list.tools.map((item) => item.id),
        q,
      ).not.toEqual(apart.tools.map((item) => item.id));
    }
    expect((await search("voice clone")).tools.slice(0, 3).map((item) => item.id)).toContain(
      "elevenlabs",
    );
  });

  it("does not take words inside a tool's name for the tool", async () => {
    // "video" is inside "InVideo AI", "code" inside "Claude Code": neither is named.
    expect((await search("code alternatives")).understood).toBeUndefined();
    // Read as tools matching "video" with a free plan, not as InVideo AI's alternatives.
    expect((await search("free video alternatives")).understood).toEqual({
      kind: "conditions",
      words: "video",
      filters: { ...ON, free: true, platform: null },
      alternatives: true,
    });
  });

  it.each([
    ["free photoshop alternative", { free: true }, (t: ApiTool) => t.facts.freePlan.value],
    [
      "open source alternatives to photoshop",
      { openSource: true },
      (t: ApiTool) => t.facts.openSource.value?.openSource,
    ],
    [
      "photoshop alternative for mac",
      { platform: "macos" },
      (t: ApiTool) => t.facts.platforms.value?.includes("macos"),
    ],
  ])(
    "applies the conditions of %j, which names no listed tool, to the search for its words",
    async (q, conditions, meets) => {
      const list = await search(q, "&pageSize=100");
      expect(list.understood).toEqual({
        kind: "conditions",
        words: "photoshop",
        filters: { ...ON, platform: null, ...conditions },
        alternatives: true,
      });
      expect(list.tools.length).toBeGreaterThan(0);
      for (const item of list.tools) expect(meets(item), item.id).toBe(true);
      // The tools the words find that meet the conditions, in the same order.
      const plain = await search("photoshop", "&pageSize=100");
      expect(list.tools.map((item) => item.id)).toEqual(
        plain.tools.filter((item) => meets(item)).map((item) => item.id),
      );
    },
  );

  it("searches the other words when the named tool is not in the catalogue", async () => {
    const list = await search("alternatives to photoshop");
    expect(list.understood).toBeUndefined();
    // "alternative" is not searched: no tool comes up for mentioning the word.
    const plain = await search("photoshop");
    expect(list.tools.map((item) => item.id)).toEqual(plain.tools.map((item) => item.id));
  });

  it("keeps the page's filters, sorts and pages on an alternatives list", async () => {
    const all = await search("alternatives to midjourney", "&pageSize=100");
    const pages = [
      ...(await search("alternatives to midjourney", "&pageSize=5&page=1")).tools,
      ...(await search("alternatives to midjourney", "&pageSize=5&page=2")).tools,
    ];
    expect(pages.map((item) => item.id)).toEqual(all.tools.slice(0, 10).map((item) => item.id));
    const category = all.tools[0]!.category[0]!;
    const inCategory = await search(
      "alternatives to midjourney",
      `&pageSize=100&category=${encodeURIComponent(category)}`,
    );
    expect(inCategory.tools.map((item) => item.id)).toEqual(
      all.tools.filter((item) => item.category.includes(category)).map((item) => item.id),
    );
    const newest = await search("alternatives to midjourney", "&pageSize=100&sort=newest");
    expect(new Set(newest.tools.map((item) => item.id))).toEqual(
      new Set(all.tools.map((item) => item.id)),
    );
    const dates = newest.tools.map((item) => item.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

/** Tools in categories of their own, with names that hold cue words. */
describe("generated tools named with cue words", () => {
  const tag = randomBytes(3).toString("hex");
  const area = `Intent Area ${tag}`;
  const names = {
    writer: `Write Like Me ${tag}`,
    painter: `Draw vs Paint ${tag}`,
    twin: `Intent Twin ${tag}`,
    free: `Intent Free ${tag}`,
    // Digits, not letters: a random word could be read as a typo of a catalogue word and find
    // tools of its own, where the test needs a name nothing else matches.
    gone: `Bygone ${randomInt(100_000, 1_000_000)}`,
  };
  const ids: Record<string, string> = {};
  const make = async (key: keyof typeof names, overrides: ToolOverrides = {}) => {
    const row = await createTool(server.db, {
      id: `intent-${key}-${tag}`,
      name: names[key],
      category: [area],
      useCases: ["Sketching a mural plan."],
      features: ["Layered pages"],
      freePlan: false,
      ...overrides,
    });
    ids[key] = row.id;
  };
  beforeAll(async () => {
    await make("writer");
    await make("painter", { useCases: ["Sketching a mural plan."] });
    await make("twin", { features: ["Layered pages"], url: `https://www.twin-${tag}.example/en` });
    await make("free", { freePlan: true });
    await make("gone", { status: "archived" });
  });

  it("finds a tool first by its whole name, though the name holds like or vs", async () => {
    for (const key of ["writer", "painter"] as const) {
      const list = await search(names[key]);
      expect(list.understood).toBeUndefined();
      expect(list.tools[0]?.id).toBe(ids[key]);
    }
  });

  it("reads alternatives to a tool whose name holds like or vs", async () => {
    for (const key of ["writer", "painter"] as const) {
      const list = await search(`alternatives to ${names[key]}`);
      expect(list.understood).toMatchObject({ kind: "alternatives", tool: { id: ids[key] } });
      expect(list.tools.map((item) => item.id)).not.toContain(ids[key]);
      expect(list.tools.length).toBeGreaterThan(0);
    }
    const free = await search(`${names.writer} but free`);
    expect(free.understood).toMatchObject({ tool: { id: ids.writer }, filters: { free: true } });
    expect(free.tools.map((item) => item.id)).toEqual([ids.free]);
  });

  it("names a tool by its website, unless other listings link to the same host", async () => {
    const named = await search(`twin-${tag}.example`);
    expect(named.understood).toBeUndefined();
    expect(named.tools[0]?.id).toBe(ids.twin);
    const asked = await search(`alternatives to https://twin-${tag}.example`);
    expect(asked.understood).toMatchObject({ kind: "alternatives", tool: { id: ids.twin } });
    // Every generated tool but the twin links to example.com.
    const shared = await lookUpNames(server.db, "example.com");
    expect(shared.filter((name) => name.closeness === 1)).toEqual([]);
  });

  it("applies a stated condition to tools found by words that name no tool", async () => {
    // The category's words name no tool: they find the tools in it (first, as they match all of
    // them), and only the one with a free plan meets the condition.
    const words = area.toLowerCase();
    const generated = [ids.writer, ids.painter, ids.twin, ids.free];
    const all = await search(`alternatives to ${words}`);
    expect(all.understood).toBeUndefined();
    expect(new Set(all.tools.slice(0, 4).map((item) => item.id))).toEqual(new Set(generated));
    const free = await search(`free alternatives to ${words}`);
    expect(free.understood).toEqual({
      kind: "conditions",
      words,
      filters: { ...ON, free: true, platform: null },
      alternatives: true,
    });
    expect(free.tools[0]?.id).toBe(ids.free);
    for (const item of free.tools) expect(item.facts.freePlan.value, item.id).toBe(true);
  });

  it("finds a tool whose name holds free by its name, and reads free before other words", async () => {
    const named = await search(names.free);
    expect(named.understood).toBeUndefined();
    expect(named.tools[0]?.id).toBe(ids.free);
    const words = area.toLowerCase();
    const asked = await search(`free ${words}`);
    expect(asked.understood).toMatchObject({ kind: "conditions", words, alternatives: false });
    expect(asked.tools[0]?.id).toBe(ids.free);
    for (const item of asked.tools) expect(item.facts.freePlan.value, item.id).toBe(true);
  });

  it("gives an empty answer, understood as nothing, for an archived tool's alternatives", async () => {
    const list = await search(`alternatives to ${names.gone}`);
    expect(list.understood).toBeUndefined();
    expect(list.total).toBe(0);
    const response = await fetch(`${server.baseUrl}/api/v1/tools/${ids.gone}/alternatives`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { message: string } }).error.message).toContain(
      "No tool has the id",
    );
  });
});

describe("a search asking for tools with a free plan", () => {
  const free = (item: ApiTool) => item.facts.freePlan.value === true;

  it.each([
    ["free image generator", "image generator"],
    ["image generator for free", "image generator"],
    ["Free logo maker", "logo maker"],
  ])("reads %j as %j among the tools with a free plan", async (q, words) => {
    const list = await search(q, "&pageSize=100");
    expect(list.understood).toEqual({
      kind: "conditions",
      words,
      filters: { ...ON, free: true, platform: null },
      alternatives: false,
    });
    expect(list.tools.length).toBeGreaterThan(0);
    for (const item of list.tools) expect(free(item), item.id).toBe(true);
    // The tools the words find that have a free plan, in the same order.
    const plain = await search(words, "&pageSize=100");
    expect(list.tools.map((item) => item.id)).toEqual(
      plain.tools.filter(free).map((item) => item.id),
    );
  });

  it("leaves out a tool whose listing says it has no free plan, though the word is in it", async () => {
    // Midjourney's listing says there is no free tier: searched as a word, "free" found it.
    const midjourney = await tool("midjourney");
    expect(midjourney.tool.facts.freePlan.value).toBe(false);
    expect(midjourney.tool.description.toLowerCase()).toContain("free");
    const ids = (await search("free image generator", "&pageSize=100")).tools.map((t) => t.id);
    expect(ids).not.toContain("midjourney");
    expect((await search("image generator", "&pageSize=100")).tools.map((t) => t.id)).toContain(
      "midjourney",
    );
  });

  it("lists every tool with a free plan for the word alone", async () => {
    const list = await search("free", "&pageSize=100");
    expect(list.understood).toMatchObject({ kind: "conditions", words: "", alternatives: false });
    const filtered = await getJson<ApiToolList>("/api/v1/tools?freePlan=1&pageSize=100");
    expect(list.total).toBe(filtered.total);
    expect(new Set(list.tools.map((item) => item.id))).toEqual(
      new Set(filtered.tools.map((item) => item.id)),
    );
  });

  it.each(["royalty free music", "video editor with a free trial"])(
    "searches %j as words",
    async (q) => {
      expect((await search(q)).understood).toBeUndefined();
    },
  );
});

/** The home page's HTML for a search. */
async function directoryPage(q: string) {
  const response = await fetch(`${server.baseUrl}/?q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  return response.text();
}

/** The search text the notice's link removing `condition` leads to. */
function removalQuery(html: string, condition: string) {
  const removal = html.match(
    new RegExp(`<a[^>]*aria-label="Remove condition: ${condition}"[^>]*>`),
  )?.[0];
  expect(removal).toBeDefined();
  const href = removal!.match(/href="([^"]+)"/)![1]!.replaceAll("&amp;", "&");
  return new URL(href, server.baseUrl).searchParams.get("q");
}

describe("the directory page and the recommender", () => {
  it("says what it understood, with each condition removable", async () => {
    const html = await directoryPage("alternatives to midjourney free");
    expect(html).toContain("Alternatives to");
    expect(html).toContain("free plan only");
    expect(removalQuery(html, "Has a free plan")).toBe("alternatives to Midjourney");
    expect(html).toContain('href="/tool/midjourney/alternatives?free=1"');
  });

  it("says which conditions it applied when no listed tool is named, each removable", async () => {
    const html = await directoryPage("open source alternatives to photoshop");
    expect(html).toContain("No listed tool is called “photoshop”");
    expect(html).toContain("open source only");
    expect(removalQuery(html, "Open source")).toBe("alternatives to photoshop");
  });

  it("says it kept the tools with a free plan, and how to see them all", async () => {
    const html = await directoryPage("free image generator");
    expect(html).toContain("Showing the tools that match “image generator”, free plan only.");
    expect(removalQuery(html, "Has a free plan")).toBe("image generator");
    const alone = await directoryPage("free");
    expect(alone).toContain("Showing the tools with a free plan.");
    expect(removalQuery(alone, "Has a free plan")).toBeNull();
  });

  it("offers the side-by-side page for a comparison", async () => {
    const response = await fetch(`${server.baseUrl}/?q=${encodeURIComponent("chatgpt vs claude")}`);
    const html = await response.text();
    expect(html).toContain('href="/compare?tools=chatgpt,claude"');
  });

  it("recommends alternatives under the stated conditions, never the named tool", async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/recommendations`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": freshAddress() },
      body: JSON.stringify({ requirements: "I want something like Midjourney but free" }),
    });
    expect(response.status).toBe(200);
    const { recommendations } = (await response.json()) as { recommendations: Recommendation[] };
    expect(recommendations.length).toBeGreaterThan(0);
    const midjourney = (await tool("midjourney")).tool;
    for (const item of recommendations) {
      expect(item.id).not.toBe("midjourney");
      const listed = (await tool(item.id)).tool;
      expect(listed.facts.freePlan.value, item.id).toBe(true);
      expect(
        listed.category.some((c) => midjourney.category.includes(c)),
        item.id,
      ).toBe(true);
    }
  });
});
