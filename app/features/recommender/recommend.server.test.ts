import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { FREE_PRICING } from "./constraint-rules";
import type { LlmSettings } from "./llm.server";
import { nearDuplicates } from "./pick";
import { checkReason } from "./reason-check";
import { recommend } from "./recommend.server";
import { MAX_RECOMMENDATIONS } from "./constants";
import { RecommendationResponseSchema } from "./schema";
import { listenOnLoopback, type LoopbackServer } from "../../../tests/loopback-server";
import { loadCatalogue, memoryRetrieve, toolsById } from "../../../tests/recommender-catalogue";

const tools = loadCatalogue();
const names = tools.map((tool) => tool.name);
const byId = toolsById(tools);

async function run(need: string, llm?: LlmSettings | null) {
  const retrieve = memoryRetrieve(tools);
  const result = await recommend(need, { retrieve, llm });
  return { ...result, calls: retrieve.calls };
}

describe("recommend after an administrator renamed spec names (decision 013)", () => {
  const renamed = {
    category: { "Open Source": "Open-source software" },
    pricing: { Freemium: "Free plan", "Self-hosted": "Run it yourself" },
  };
  const rename = (tool: (typeof tools)[number]) => ({
    ...tool,
    category: tool.category.map((c) => (c === "Open Source" ? "Open-source software" : c)),
    pricing:
      tool.pricing === "Freemium"
        ? "Free plan"
        : tool.pricing === "Self-hosted"
          ? "Run it yourself"
          : tool.pricing,
  });
  const catalogue = tools.map(rename);

  it("asks the search in the new names and shows them, with the same picks", async () => {
    const need = "It has to be open source: workflow automation";
    const before = await recommend(need, { retrieve: memoryRetrieve(tools) });
    const retrieve = memoryRetrieve(catalogue);
    const after = await recommend(need, { retrieve, renamed });
    expect(retrieve.calls).toContainEqual(
      expect.objectContaining({ categories: ["Open-source software"] }),
    );
    expect(retrieve.calls).toContainEqual(
      expect.objectContaining({ pricing: ["Run it yourself"] }),
    );
    expect(after.recommendations.map((r) => r.id)).toEqual(before.recommendations.map((r) => r.id));
    for (const recommendation of after.recommendations) {
      expect(recommendation.category).toEqual(rename(byId(recommendation.id)).category);
      expect(recommendation.reasoning).not.toMatch(/Open Source|\(Self-hosted\)|\(Freemium\)/);
    }
    expect(after.recommendations.map((r) => r.reasoning).join(" ")).toMatch(
      /Open-source software|\(Run it yourself\)/,
    );
  });

  it("still reads a free plan as free", async () => {
    const need = "I need a free tool to transcribe my meetings";
    const retrieve = memoryRetrieve(catalogue);
    const { recommendations } = await recommend(need, { retrieve, renamed });
    expect(retrieve.calls).toContainEqual(
      expect.objectContaining({ pricing: ["Free", "Free plan", "Run it yourself"] }),
    );
    expect(recommendations.length).toBeGreaterThan(0);
  });
});

describe("recommend without a language model", () => {
  it.each([
    "I need a free tool to transcribe my meetings",
    "Must be open source and self-hosted: workflow automation",
    "Something cheap for image generation, under $20/month",
    "Must work in VS Code, code completion for Python",
    "Write blog posts for my marketing team, ideally with an API",
    "A self-hosted presentation maker",
    "Translate documents into German, must be free and have an API",
    "Only open source, no budget, a chatbot on my own server",
  ])("answers %s with at most four distinct tools and true reasons", async (need) => {
    const { recommendations, notes } = await run(need);
    expect(RecommendationResponseSchema.parse({ recommendations, notes })).toBeTruthy();
    expect(recommendations.length).toBeGreaterThan(0);
    expect(recommendations.length).toBeLessThanOrEqual(MAX_RECOMMENDATIONS);
    const picked = recommendations.map((r) => byId(r.id));
    for (const [index, recommendation] of recommendations.entries()) {
      const tool = picked[index]!;
      expect(recommendation).toEqual({
        id: tool.id,
        name: tool.name,
        logo: tool.logo,
        category: tool.category,
        description: tool.shortDescription,
        reasoning: expect.any(String),
      });
      expect(checkReason(recommendation.reasoning, tool, names).problems).toEqual([]);
      for (const other of picked.slice(index + 1)) expect(nearDuplicates(tool, other)).toBe(false);
    }
  });

  it("asks the search with the hard conditions as filters", async () => {
    const { recommendations, calls } = await run("I need a free tool to transcribe my meetings");
    expect(calls).toContainEqual({
      text: "transcribe meetings",
      limit: 30,
      pricing: ["Free", "Freemium", "Self-hosted"],
    });
    expect(recommendations.every((r) => FREE_PRICING.includes(byId(r.id).pricing as "Free"))).toBe(
      true,
    );
    expect(recommendations.every((r) => byId(r.id).category.includes("Transcription"))).toBe(true);
  });

  it("meets open source either by category or by self-hosted pricing", async () => {
    const { recommendations, calls } = await run("It has to be open source: workflow automation");
    expect(calls).toContainEqual(expect.objectContaining({ categories: ["Open Source"] }));
    expect(calls).toContainEqual(expect.objectContaining({ pricing: ["Self-hosted"] }));
    for (const r of recommendations) {
      const tool = byId(r.id);
      expect(tool.category.includes("Open Source") || tool.pricing === "Self-hosted").toBe(true);
    }
    expect(recommendations.map((r) => r.id)).toContain("n8n");
  });

  it("returns the closest tools and a note when a hard condition leaves nothing relevant", async () => {
    const { recommendations, notes } = await run("A self-hosted presentation maker");
    expect(notes).toEqual(["No self-hosted tool matches; these are the closest."]);
    expect(recommendations.length).toBeGreaterThan(0);
    expect(recommendations.every((r) => byId(r.id).category.includes("Presentation"))).toBe(true);
    expect(recommendations[0]!.reasoning).toMatch(
      /though you asked for something you can host yourself\.$/,
    );
  });

  it("says prices are not recorded rather than inventing them", async () => {
    const { notes, recommendations } = await run("Image generation under $20/month");
    expect(notes).toEqual([
      'Prices are not recorded in the directory, so "under $20/month" could not be checked; tools that are free or have a free plan are preferred instead.',
    ]);
    expect(recommendations.map((r) => r.reasoning).join(" ")).not.toMatch(/\$|\d/);
  });

  it("keeps only tools that mention a platform the need insists on", async () => {
    const { recommendations } = await run("Must work in VS Code, code completion for Python");
    for (const r of recommendations) {
      const tool = byId(r.id);
      expect(JSON.stringify(tool)).toMatch(/VS Code|Visual Studio Code/i);
    }
  });

  it("reads a named tool as the kind wanted, and leaves that tool out", async () => {
    const { recommendations, calls } = await run("Something like Midjourney but free");
    expect(calls.at(-1)!.text).toBe("Image Generation Design Content Creation");
    expect(recommendations.map((r) => r.id)).not.toContain("midjourney");
    expect(recommendations.length).toBeGreaterThan(1);
    for (const r of recommendations) {
      expect(byId(r.id).category).toContain("Image Generation");
      expect(FREE_PRICING).toContain(byId(r.id).pricing);
    }
  });

  it("finds nothing for a need no tool matches", async () => {
    expect(await run("qwertyuiop zxcvbnm asdfghjkl")).toMatchObject({
      recommendations: [],
      notes: [],
    });
  });
});

describe("recommend with a language model", () => {
  let server: LoopbackServer;
  let baseUrl: string;
  let answer: (candidateIds: string[]) => { status: number; content: string };

  beforeAll(async () => {
    server = await listenOnLoopback(async (req, res) => {
      let body = "";
      for await (const chunk of req) body += chunk;
      const request = JSON.parse(body) as { messages: { content: string }[] };
      const user = JSON.parse(request.messages.at(-1)!.content) as { candidates: { id: string }[] };
      const { status, content } = answer(user.candidates.map((c) => c.id));
      res.statusCode = status;
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ choices: [{ message: { content } }] }));
    });
    baseUrl = `${server.origin}/v1`;
  });
  afterAll(() => server.close());
  beforeEach(() => {
    vi.spyOn(process.stderr, "write").mockImplementation(() => true);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const settings = (): LlmSettings => ({
    baseUrl,
    model: "m",
    allowPrivate: true,
    timeoutMs: 2000,
  });
  const need = "I need a free tool to transcribe my meetings";

  it("uses the model's choice and order among the engine's best candidates", async () => {
    let offered: string[] = [];
    answer = (ids) => {
      offered = ids;
      const chosen = [ids[5]!, ids[0]!];
      return {
        status: 200,
        content: JSON.stringify({
          recommendations: chosen.map((id) => ({
            id,
            reasoning: `${byId(id).name} is listed under Transcription and has a free plan.`,
          })),
        }),
      };
    };
    const offline = await run(need);
    const { recommendations, notes } = await run(need, settings());
    expect(offered.length).toBeGreaterThan(5);
    expect(offered.length).toBeLessThanOrEqual(12);
    expect(offered.slice(0, offline.recommendations.length)).toEqual(
      offline.recommendations.map((r) => r.id),
    );
    expect(recommendations.map((r) => r.id)).toEqual([offered[5], offered[0]]);
    expect(recommendations[0]!.reasoning).toBe(
      `${byId(offered[5]!).name} is listed under Transcription and has a free plan.`,
    );
    expect(recommendations[0]!.description).toBe(byId(offered[5]!).shortDescription);
    expect(notes).toEqual(offline.notes);
  });

  it("falls back to the engine's own answer when the model fails", async () => {
    answer = () => ({ status: 500, content: "" });
    const offline = await run(need);
    expect(await run(need, settings())).toEqual(offline);
  });

  it("falls back when the model names a tool that was not offered", async () => {
    answer = () => ({
      status: 200,
      content: JSON.stringify({
        recommendations: [{ id: "midjourney", reasoning: "Midjourney makes images." }],
      }),
    });
    const offline = await run(need);
    expect(await run(need, settings())).toEqual(offline);
  });
});
