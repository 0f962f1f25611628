import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aiTools } from "~/db/schema";
import {
  NO_FILTERS,
  COMPARED_FACTS,
  likeness,
  normaliseWord,
  rarityAmong,
  sharesOf,
  wordKeys,
  type AlternativeFilters,
} from "~/features/catalogue/alternatives";
import {
  ALTERNATIVE_CANDIDATES,
  rankAlternatives,
  type AlternativeList,
} from "~/features/catalogue/alternatives.server";
import { getToolById } from "~/features/catalogue/tool-reads.server";
import { queryRows } from "~/lib/db.server";
import { factInWords, factValuesOfView } from "~/features/catalogue/facts";
import type { ApiTool, ToolList } from "~/features/catalogue/schema";
import { createTool, type ToolOverrides } from "../factories";
import { startTestServer } from "../setup/test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({ pages: true });
});
afterAll(async () => server?.close());

async function get(path: string) {
  const response = await fetch(`${server.baseUrl}${path}`);
  const body = response.headers.get("content-type")?.includes("json")
    ? await response.json()
    : await response.text();
  return { status: response.status, body };
}

async function alternatives(id: string, query = ""): Promise<AlternativeList> {
  const { status, body } = await get(`/api/v1/tools/${id}/alternatives${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as AlternativeList;
}

/** The page's list, in order, from its ItemList structured data. */
async function pageList(id: string, query = "") {
  const { status, body } = await get(`/tool/${id}/alternatives${query}`);
  expect(status).toBe(200);
  const html = body as string;
  const blocks = [
    ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ].map((match) => JSON.parse(match[1]!) as { "@type": string; itemListElement?: unknown });
  const list = blocks.find((block) => block["@type"] === "ItemList") as {
    itemListElement: { position: number; url: string; name: string }[];
  };
  expect(list).toBeDefined();
  return { html, items: list.itemListElement };
}

/** Generated tools in categories of their own, so the bundled catalogue does not mix in. */
describe("a generated tool's alternatives", () => {
  const tag = randomBytes(3).toString("hex");
  const A = `Alt Area ${tag}`;
  const B = `Alt Kind ${tag}`;
  const C = `Alt Other ${tag}`;
  const ids: Record<string, string> = {};
  const make = async (key: string, overrides: ToolOverrides) => {
    const tool = await createTool(server.db, {
      id: `alt-${key}-${tag}`,
      name: `Alt ${key} ${tag}`,
      // One word of its own: no two generated tools describe themselves alike unless told to.
      shortDescription: `${key}${tag}`,
      useCases: ["Keeping a garden diary."],
      features: ["Plain pages"],
      freePlan: null,
      openSource: null,
      platforms: [],
      ...overrides,
    });
    ids[key] = tool.id;
  };

  beforeAll(async () => {
    await make("base", {
      category: [A, B],
      shortDescription: "Drafts release notes from commit logs.",
      useCases: ["Writing release notes from a changelog."],
      features: ["Drafts from bullet points", "Exports to office formats"],
      pricing: "Freemium",
      freePlan: true,
      apiAccess: true,
      platforms: ["web"],
    });
    // Both categories, the same one first, three description words, both use-case words and three
    // feature words: 6 + 6 + 6 + 4 + 3.
    await make("twin", {
      category: [A, B],
      shortDescription: "Drafts release notes in seconds.",
      useCases: ["Release notes for every sprint."],
      features: ["Drafts from bullet points"],
      pricing: "Paid",
      freePlan: false,
      apiAccess: true,
      openSource: true,
      selfHostable: true,
      startingPrice: 20,
      startingPriceCurrency: "USD",
      startingPricePeriod: "month",
      platforms: ["web", "linux"],
    });
    // Both categories, another first: 6.
    await make("sibling", { category: [B, A], freePlan: true, platforms: ["linux"] });
    // One category, the same first, and the use-case words: 3 + 6 + 4.
    await make("cousin", {
      category: [A],
      useCases: ["Notes on each release."],
      freePlan: true,
      apiAccess: false,
    });
    // One category, nothing else: 3.
    await make("stranger", {
      category: [B],
      pricing: "Freemium",
      startingPrice: 12,
      startingPriceCurrency: "USD",
      startingPricePeriod: "month",
    });
    // No category in common: never an alternative.
    await make("outsider", {
      category: [C],
      useCases: ["Writing release notes from a changelog."],
      features: ["Drafts from bullet points"],
    });
    await make("archived", { category: [A, B], status: "archived" });
    await make("draft", { category: [A, B], status: "draft" });
  });

  it("ranks the tools that share most first, never the tool itself or unpublished tools", async () => {
    const list = await alternatives(ids.base!);
    expect(list.tool).toMatchObject({ id: ids.base, name: `Alt base ${tag}` });
    expect(list.alternatives.map((item) => item.tool.id)).toEqual(
      ["twin", "cousin", "sibling", "stranger"].map((key) => ids[key]),
    );
    expect(list.alternatives.map((item) => item.score)).toEqual([25, 13, 6, 3]);
    const twin = list.alternatives[0]!;
    expect(twin.shares).toEqual({
      categories: [A, B],
      mainCategory: A,
      description: ["drafts", "release", "notes"],
      useCases: ["release", "notes"],
      features: ["drafts", "bullet", "points"],
    });
    // The twin states other pricing, no free plan and more platforms; open source is not stated
    // by the tool, so it is no difference.
    expect(twin.differs).toEqual([
      { fact: "pricing", label: "Pricing model", tool: "Freemium", alternative: "Paid" },
      { fact: "freePlan", label: "Free plan", tool: "Yes", alternative: "No" },
      { fact: "platforms", label: "Platforms", tool: "Web", alternative: "Web, Linux" },
    ]);
    const stranger = list.alternatives.find((item) => item.tool.id === ids.stranger)!;
    // Free plan and platforms are not stated by the stranger: no difference claimed.
    expect(stranger.differs).toEqual([]);
  });

  it("lists the same tools in the same order on the page as the API", async () => {
    const api = await alternatives(ids.base!);
    const page = await pageList(ids.base!);
    expect(page.items.map((item) => item.name)).toEqual(
      api.alternatives.map((item) => item.tool.name),
    );
    expect(page.items.map((item) => item.position)).toEqual([1, 2, 3, 4]);
    expect(page.html).toContain(`<title>Alternatives to Alt base ${tag}`);
    expect(page.html).toContain(
      `rel="canonical" href="${server.baseUrl}/tool/${ids.base}/alternatives"`,
    );
    expect(page.html).not.toContain(`Alt outsider ${tag}`);
    const filtered = await alternatives(ids.base!, "?free=1&platform=linux");
    const filteredPage = await pageList(ids.base!, "?free=1&platform=linux");
    expect(filteredPage.items.map((item) => item.name)).toEqual(
      filtered.alternatives.map((item) => item.tool.name),
    );
  });

  it("lists the first six alternatives as the tool page's similar tools, in the same order", async () => {
    for (const id of [ids.base!, "chatgpt", "midjourney"]) {
      const api = await alternatives(id);
      const tool = await getToolById(id);
      const { body } = await get(`/tool/${id}/${tool!.slug}`);
      const section = (body as string).split('id="similar-heading"')[1]!.split("</section>")[0]!;
      const listed = [...section.matchAll(/href="\/tool\/([^/"]+)\/[^"]*"/g)]
        .map((match) => match[1])
        .filter((listedId) => listedId !== id);
      expect(listed).toEqual(api.alternatives.slice(0, 6).map((item) => item.tool.id));
    }
  });

  it("filters on a free plan, open source, an API and a platform", async () => {
    const idsOf = (list: AlternativeList) => list.alternatives.map((item) => item.tool.id);
    expect(idsOf(await alternatives(ids.base!, "?free=1"))).toEqual([ids.cousin, ids.sibling]);
    expect(idsOf(await alternatives(ids.base!, "?openSource=1"))).toEqual([ids.twin]);
    expect(idsOf(await alternatives(ids.base!, "?api=1"))).toEqual([
      ids.twin,
      ids.sibling,
      ids.stranger,
    ]);
    expect(idsOf(await alternatives(ids.base!, "?platform=linux"))).toEqual([
      ids.twin,
      ids.sibling,
    ]);
    const both = await alternatives(ids.base!, "?free=1&platform=linux&api=0");
    expect(idsOf(both)).toEqual([ids.sibling]);
    expect(both.filters).toEqual({
      free: true,
      cheaper: false,
      openSource: false,
      api: false,
      selfHosted: false,
      platform: "linux",
    });
  });

  it("filters on being self-hostable, and on being cheaper than the tool by stated facts", async () => {
    const idsOf = (list: AlternativeList) => list.alternatives.map((item) => item.tool.id);
    expect(idsOf(await alternatives(ids.base!, "?selfHosted=1"))).toEqual([ids.twin]);
    // The twin states no free plan and $20 a month: a stated free plan, or $12 a month, is cheaper.
    expect(idsOf(await alternatives(ids.twin!, "?cheaper=1"))).toEqual([
      ids.base,
      ids.cousin,
      ids.sibling,
      ids.stranger,
    ]);
    // The base states a free plan and no price: nothing stated is cheaper than it.
    expect(idsOf(await alternatives(ids.base!, "?cheaper=1"))).toEqual([]);
    const page = await pageList(ids.twin!, "?cheaper=1");
    expect(page.html).toContain(`Cheaper than Alt twin ${tag}`);
  });

  it("follows a change of a tool's facts at once", async () => {
    const idsOf = (list: AlternativeList) => list.alternatives.map((item) => item.tool.id);
    expect(idsOf(await alternatives(ids.base!, "?free=1&platform=linux"))).toEqual([ids.sibling]);
    await server.db
      .update(aiTools)
      .set({ freePlan: true, platforms: ["linux"], selfHostable: true })
      .where(eq(aiTools.id, ids.stranger!));
    expect(idsOf(await alternatives(ids.base!, "?free=1&platform=linux"))).toEqual([
      ids.sibling,
      ids.stranger,
    ]);
    expect(idsOf(await alternatives(ids.base!, "?selfHosted=1"))).toEqual([ids.twin, ids.stranger]);
    await server.db
      .update(aiTools)
      .set({ freePlan: null, platforms: [], selfHostable: null })
      .where(eq(aiTools.id, ids.stranger!));
    expect(idsOf(await alternatives(ids.base!, "?free=1&platform=linux"))).toEqual([ids.sibling]);
  });

  it("answers 404 for an archived, draft or unknown tool, on the page and in the API", async () => {
    for (const id of [ids.archived, ids.draft, `no-such-tool-${tag}`]) {
      const api = await get(`/api/v1/tools/${id}/alternatives`);
      expect(api.status).toBe(404);
      expect(api.body).toMatchObject({ error: { code: "not_found" } });
      const page = await get(`/tool/${id}/alternatives`);
      expect(page.status).toBe(404);
      expect(page.body).toContain("Tool Not Found");
    }
    await server.db.update(aiTools).set({ status: "archived" }).where(eq(aiTools.id, ids.sibling!));
    const api = await get(`/api/v1/tools/${ids.sibling}/alternatives`);
    expect(api.status).toBe(404);
  });

  it("refuses a bad filter with 400 and says why", async () => {
    const cases = [
      ["?free=yes", "free must be 1 (on) or 0 (off)."],
      ["?openSource=2", "openSource must be 1 (on) or 0 (off)."],
      [
        "?platform=mars",
        "platform must be one of: web, windows, macos, linux, ios, android, cli, api.",
      ],
    ] as const;
    for (const [query, message] of cases) {
      const { status, body } = await get(`/api/v1/tools/${ids.base}/alternatives${query}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({ error: { code: "invalid_request", message } });
      const page = await get(`/tool/${ids.base}/alternatives${query}`);
      expect(page.status).toBe(400);
    }
  });
});

describe("the bundled catalogue's alternatives", () => {
  it("states only what both listings say, for every bundled tool", async () => {
    const records = new Map<string, ApiTool>();
    for (let page = 1; ; page += 1) {
      const { body } = await get(`/api/v1/tools?pageSize=100&page=${page}`);
      const list = body as ToolList & { tools: ApiTool[] };
      for (const tool of list.tools) records.set(tool.id, tool);
      if (page >= list.pageCount) break;
    }
    expect(records.size).toBeGreaterThanOrEqual(150);
    let statements = 0;
    for (const tool of records.values()) {
      const list = await alternatives(tool.id);
      expect(list.alternatives.length).toBeLessThanOrEqual(24);
      const scores = list.alternatives.map((item) => item.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      const compared = [...records.values()].filter(
        (other) => other.id !== tool.id && other.category.some((c) => tool.category.includes(c)),
      );
      expect(compared.length).toBeLessThanOrEqual(ALTERNATIVE_CANDIDATES);
      const rarity = rarityAmong(compared);
      for (const item of list.alternatives) {
        const other = records.get(item.tool.id)!;
        expect(other, `${item.tool.id} is a published tool`).toBeDefined();
        expect(other.id).not.toBe(tool.id);
        const where = `${tool.id} -> ${other.id}`;
        // Shared categories: exactly the tool's categories the alternative is in too.
        expect(item.shares.categories, where).toEqual(
          tool.category.filter((category) => other.category.includes(category)),
        );
        expect(item.shares.categories.length, where).toBeGreaterThan(0);
        // The main category: the one both list first, if they do.
        expect(item.shares.mainCategory, where).toBe(
          tool.category[0] === other.category[0] ? tool.category[0] : null,
        );
        for (const [kind, mine, theirs] of [
          ["description", [tool.shortDescription], [other.shortDescription]],
          ["useCases", tool.useCases, other.useCases],
          ["features", tool.features, other.features],
        ] as const) {
          for (const word of item.shares[kind]) {
            const key = normaliseWord(word);
            expect(key, `${where} ${kind} ${word}`).not.toBeNull();
            expect(wordKeys(mine).has(key!), `${where} ${kind} ${word}`).toBe(true);
            expect(wordKeys(theirs).has(key!), `${where} ${kind} ${word}`).toBe(true);
            expect(theirs.join(" ").toLowerCase(), `${where} ${kind} ${word}`).toContain(word);
            statements += 1;
          }
        }
        expect(item.shares, where).toEqual(sharesOf(tool, other));
        // The points, from what the two share and how many of the tools compared use each word:
        // every published tool sharing a category with it, fewer than are ever scored here.
        expect(item.score, where).toBe(Math.round(likeness(item.shares, rarity) * 100) / 100);
        const mineFacts = factValuesOfView(tool.facts);
        const theirFacts = factValuesOfView(other.facts);
        for (const difference of item.differs) {
          expect(COMPARED_FACTS, where).toContain(difference.fact);
          const toolWords = factInWords(difference.fact, mineFacts);
          const otherWords = factInWords(difference.fact, theirFacts);
          expect(toolWords, `${where} ${difference.fact}`).not.toBeNull();
          expect(otherWords, `${where} ${difference.fact}`).not.toBeNull();
          expect(difference.tool, where).toBe(toolWords);
          expect(difference.alternative, where).toBe(otherWords);
          statements += 1;
        }
        // Every fact both state with different values is said, and no other.
        const differing = COMPARED_FACTS.filter((fact) => {
          const a = factInWords(fact, mineFacts);
          const b = factInWords(fact, theirFacts);
          if (a === null || b === null) return false;
          if (fact === "openSource") return mineFacts.openSource !== theirFacts.openSource;
          if (fact === "platforms")
            return (
              [...mineFacts.platforms].sort().join() !== [...theirFacts.platforms].sort().join()
            );
          return a !== b;
        });
        expect(
          item.differs.map((difference) => difference.fact),
          where,
        ).toEqual(differing);
      }
    }
    expect(statements).toBeGreaterThan(100);
  }, 120_000);
});

/**
 * More tools sharing a category than are scored: the candidates must be those ordering every
 * such tool by shared categories, then rating, then id, would give, whichever way they are read.
 */
describe("the candidates when more tools share a category than are scored", () => {
  const tag = randomBytes(3).toString("hex");
  const names = ["One", "Two", "Three", "Four", "Five", "Six", "Seven"];
  const [A, B, C, D, ...others] = names.map((name) => `Cand ${name} ${tag}`) as [
    string,
    string,
    string,
    string,
    ...string[],
  ];
  // Three categories; and seven, more than the sets of categories one condition lists.
  const bases = { three: [A, B, C], seven: [A, B, C, D, ...others] };
  const none: AlternativeFilters = NO_FILTERS;

  beforeAll(async () => {
    for (const [key, category] of Object.entries(bases)) {
      await createTool(server.db, { id: `cand-${key}-${tag}`, category, freePlan: false });
    }
    // 4 tools in A, B and C, 30 in two of them, 300 in one of them or in A and D, 220 in D; a
    // fifth of them states a free plan, a seventh runs on Linux. Ratings repeat, some are none.
    const combos = [
      ...Array.from({ length: 4 }, () => [A, B, C]),
      ...Array.from(
        { length: 30 },
        (_, i) =>
          [
            [A, B],
            [B, C],
            [C, A, D],
          ][i % 3]!,
      ),
      ...Array.from({ length: 300 }, (_, i) => (i % 2 ? [[A], [B], [C]][i % 3]! : [D, A])),
      ...Array.from({ length: 220 }, () => [D]),
    ];
    await server.db.insert(aiTools).values(
      combos.map((category, i) => ({
        id: `cand-${String(i).padStart(3, "0")}-${tag}`,
        name: `Cand ${i} ${tag}`,
        description: "A tool.",
        shortDescription: "A tool.",
        category,
        pricing: "Free",
        editorialRating: i % 11 === 0 ? null : 3 + ((i * 7) % 20) / 10,
        url: `https://example.com/cand/${tag}/${i}`,
        features: ["Plain pages"],
        useCases: ["Keeping a garden diary."],
        freePlan: i % 5 === 0 ? true : null,
        platforms: i % 7 === 0 ? ["linux"] : [],
      })),
    );
  });

  it("reads the same candidates as ordering every tool that shares a category", async () => {
    for (const [key, categories] of Object.entries(bases)) {
      const tool = (await getToolById(`cand-${key}-${tag}`, server.db))!;
      const shared = sql.join(
        categories.map((category) => sql`(category && ARRAY[${category}]::text[])::int`),
        sql` + `,
      );
      for (const filters of [
        none,
        { ...none, free: true },
        { ...none, platform: "linux" as const },
      ]) {
        const expected = await queryRows<{ id: string }>(
          server.db,
          sql`SELECT id FROM ai_tools
              WHERE status = 'published' AND id <> ${tool.id}
                AND category && ARRAY[${sql.join(
                  categories.map((category) => sql`${category}`),
                  sql`, `,
                )}]::text[]
                AND (${!filters.free} OR free_plan)
                AND (${filters.platform === null} OR platforms @> ARRAY['linux']::text[])
              ORDER BY ${shared} DESC, rank_rating DESC NULLS LAST, id
              LIMIT ${ALTERNATIVE_CANDIDATES}`,
        );
        const ranked = await rankAlternatives(tool, filters, server.db, 10_000);
        const where = `${key} ${JSON.stringify(filters)}`;
        expect(ranked.map((item) => item.id).sort(), where).toEqual(
          expected.map((row) => row.id).sort(),
        );
        if (filters === none) expect(ranked, where).toHaveLength(ALTERNATIVE_CANDIDATES);
      }
    }
  });
});
